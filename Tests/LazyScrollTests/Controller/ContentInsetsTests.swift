import Foundation
import Testing
@testable import LazyScroll

@Suite("Content insets")
struct ContentInsetsTests {
    static let size = CGSize(width: 320, height: 480)

    static func list() throws -> ScrollController {
        try ScrollController(content: .items(.uniform(try UniformExtents(count: 1_000, itemExtent: 44))), viewportSize: size)
    }

    /// Where item `index` starts on screen.
    static func onScreen(_ index: Int, _ controller: ScrollController) throws -> CGFloat {
        try controller.virtualizer.span(ofItem: index).start - controller.offset
    }

    @Test("at the start the first item moves clear of the new leading inset; the content grows by both insets")
    func atTheStartTheFirstItemMoves() throws {
        var controller = try Self.list()
        _ = try controller.setContentInsets(ContentInsets(leading: 44, trailing: 34), time: 0)
        #expect(controller.offset == 0)
        #expect(try Self.onScreen(0, controller) == 44)
        #expect(controller.restingRange.upperBound == CGFloat(44 * 1_000 + 44 + 34 - 480))
        #expect(controller.contentInsets == ContentInsets(leading: 44, trailing: 34))
    }

    @Test("anywhere else every item stays where it was on screen, also while an animation runs")
    func elsewhereTheScreenStaysStill() throws {
        var controller = try Self.list()
        _ = try controller.scroll(toItem: 500, at: .start, animated: false, time: 0)
        let before = try Self.onScreen(500, controller)
        _ = try controller.setContentInsets(ContentInsets(leading: 100, trailing: 0), time: 1)
        #expect(try Self.onScreen(500, controller) == before)
        // An animation heading to item 700 still lands on it.
        _ = try controller.scroll(toItem: 700, at: .start, animated: true, time: 2)
        _ = controller.tick(time: 2.05)
        _ = try controller.setContentInsets(ContentInsets(leading: 20, trailing: 0), time: 2.05)
        var time = 2.05
        while controller.isAnimating && time < 10 {
            time += 1.0 / 60
            _ = controller.tick(time: time)
        }
        #expect(try Self.onScreen(700, controller) == 0)
    }

    @Test("bad insets and pagers are refused and change nothing")
    func refusals() throws {
        var controller = try Self.list()
        _ = try controller.scroll(toItem: 300, at: .start, animated: false, time: 0)
        let offset = controller.offset
        for bad in [ContentInsets(leading: -1), ContentInsets(trailing: .nan), ContentInsets(leading: .infinity)] {
            #expect(throws: LazyScrollError.self) { _ = try controller.setContentInsets(bad, time: 1) }
        }
        #expect(throws: LazyScrollError.self) { _ = try controller.setContentInsets(ContentInsets(leading: 10), time: .nan) }
        #expect(controller.offset == offset)
        #expect(controller.contentInsets == .zero)
        var pager = try ScrollController(content: .pages(count: 3), viewportSize: Self.size, configuration: .pager())
        #expect(throws: LazyScrollError.self) { _ = try pager.setContentInsets(ContentInsets(leading: 10), time: 0) }
    }

    /// Regression: the windows move twice, first with the insets at the old offset, then with the
    /// offset that keeps the screen still; the update reported only the second move, so a view loaded by
    /// the first stayed alive outside the window (found by the end-anchoring property test).
    @Test("an inset change reports both moves of the windows, so the live views stay exactly the window")
    func insetChangesReportBothMoves() throws {
        let sizes = try MeasuredExtents(count: 200, estimatedExtent: 20)
        var harness = try ControllerHarness(
            content: .items(.measured(sizes)), size: CGSize(width: 200, height: 100), configuration: ScrollConfiguration())
        try harness.apply(harness.controller.scroll(toOffset: 2_000, animated: false, time: 0))
        try harness.apply(harness.controller.setContentInsets(ContentInsets(leading: 300, trailing: 0), time: 0))
        #expect(try Self.onScreen(100, harness.controller) == 0)
        try harness.apply(harness.controller.setContentInsets(ContentInsets(leading: 0, trailing: 250), time: 0))
        #expect(try Self.onScreen(100, harness.controller) == 0)
    }
}
