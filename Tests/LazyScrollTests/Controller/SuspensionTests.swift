import Foundation
import Testing
@testable import LazyScroll

@Suite("Suspension")
struct SuspensionTests {
    static let size = CGSize(width: 400, height: 300)

    @Test("a suspended pager does not turn, asks for no frames, and waits only the rest of its interval after resuming")
    func autoAdvanceWaitsOutTheRestOfItsInterval() throws {
        var controller = try ScrollController(
            content: .pages(count: 10), viewportSize: Self.size, configuration: .pager(autoAdvance: AutoAdvanceSettings(interval: 5)))
        _ = controller.tick(time: 0)
        #expect(controller.nextTickTime == 5)
        try controller.suspend(time: 2)
        #expect(controller.isSuspended)
        #expect(controller.nextTickTime == nil)
        #expect(controller.tick(time: 50).isEmpty)
        #expect(controller.offset == 0)
        _ = try controller.resume(time: 100)
        #expect(!controller.isSuspended)
        // 3 of the 5 seconds were left when it was suspended.
        #expect(controller.nextTickTime == 103)
        _ = controller.tick(time: 102.9)
        #expect(!controller.isAnimating)
        _ = controller.tick(time: 103)
        #expect(controller.isAnimating)
        #expect(controller.heading == 400)
    }

    @Test("an animation resumes from the frame it was suspended at and then runs as it would have")
    func animationResumesWhereItWas() throws {
        func pager() throws -> ScrollController {
            var controller = try ScrollController(content: .pages(count: 10), viewportSize: Self.size, configuration: .pager())
            _ = try controller.scroll(toPage: 6, animated: true, time: 0)
            return controller
        }
        var reference = try pager()
        var suspended = try pager()
        _ = reference.tick(time: 0.1)
        // Suspending brings the animation to the suspension time first, and says what moved.
        let last = try suspended.suspend(time: 0.1)
        #expect(!last.isEmpty)
        #expect(suspended.offset == reference.offset)
        let frozen = suspended.offset
        #expect(frozen > 0 && frozen < 2_400)
        _ = suspended.tick(time: 7)
        #expect(suspended.offset == frozen)
        _ = try suspended.resume(time: 20)
        // Shifting the start time by 19.9 s rounds in the last bits of the elapsed time.
        #expect(abs(suspended.offset - frozen) < 1e-6)
        for step in 1...30 {
            let elapsed = Double(step) / 60
            _ = reference.tick(time: 0.1 + elapsed)
            _ = suspended.tick(time: 20 + elapsed)
            #expect(abs(suspended.offset - reference.offset) < 1e-6, "step \(step)")
        }
    }

    @Test("a drag on a suspended controller resumes it; suspending twice keeps the first time")
    func inputResumes() throws {
        var controller = try ScrollController(
            content: .pages(count: 10), viewportSize: Self.size, configuration: .pager(autoAdvance: AutoAdvanceSettings(interval: 5)))
        _ = controller.tick(time: 0)
        try controller.suspend(time: 1)
        try controller.suspend(time: 4)
        _ = try controller.resume(time: 11)
        #expect(controller.nextTickTime == 15)  // 4 s were left at the first suspension
        try controller.suspend(time: 12)
        _ = try controller.dragBegan(at: CGPoint(x: 200, y: 10), time: 13)
        #expect(!controller.isSuspended)
        #expect(controller.isDragging)
    }

    @Test("a time that is not finite is refused and changes nothing")
    func badTimes() throws {
        var controller = try ScrollController(content: .pages(count: 10), viewportSize: Self.size, configuration: .pager())
        #expect(throws: LazyScrollError.self) { try controller.suspend(time: .nan) }
        #expect(!controller.isSuspended)
        try controller.suspend(time: 1)
        #expect(throws: LazyScrollError.self) { _ = try controller.resume(time: .infinity) }
        #expect(controller.isSuspended)
    }
}
