import Foundation
import Testing
@testable import LazyScroll

@Suite("Stack animation")
struct StackAnimationTests {
    @Test("a child growing on screen slides the children below it over the animation, on the test clock")
    func growingChildSlides() throws {
        var stack = try ScrollStack(spacing: 4)
        _ = try stack.insertChild(.fixed(extent: 100))
        _ = try stack.insertChild(.fixed(extent: 50))
        _ = try stack.update(viewport: Viewport(offset: 0, extent: 400, crossExtent: 200))
        let before = stack
        _ = try stack.setExtent(180, ofChild: 0)
        let animation = try StackAnimation(StackTransition(from: before, to: stack), startingAt: 10, duration: 0.3)
        func secondStart(_ time: Double) -> CGFloat {
            animation.frame(at: time).children.first { $0.placement.index == 1 }!.placement.fullFrame.minY
        }
        #expect(secondStart(9) == 104)
        #expect(secondStart(10) == 104)
        #expect(secondStart(10.3) == 184)
        #expect(secondStart(99) == 184)
        var previous: CGFloat = 104
        for step in 1...18 {
            let now = secondStart(10 + Double(step) / 60)
            #expect(now >= previous && now <= 184)
            previous = now
        }
        // Ease-out: more than half the way after a third of the time.
        #expect(secondStart(10.1) > 144)
        #expect(animation.isFinished(at: 10.3) && !animation.isFinished(at: 10.29))
        #expect(throws: LazyScrollError.invalidNumber(quantity: "animation duration", value: 0, rule: .finiteAndPositive)) {
            _ = try StackAnimation(StackTransition(from: before, to: stack), startingAt: 0, duration: 0)
        }
    }
}
