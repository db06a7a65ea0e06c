import Foundation
import Testing
@testable import LazyScroll

/// The classic bugs of paging and looping scroll views, each pinned down.
@Suite("Controller regressions")
struct ControllerRegressionTests {
    @Test("a looping carousel keeps its data page through a rotation, on every page")
    func loopingRotation() throws {
        var harness = try LoopingTests.carousel(7)
        for page in 0..<9 {
            try harness.apply(harness.controller.resize(to: page % 2 == 0 ? CGSize(width: 300, height: 500) : CGSize(width: 400, height: 300), time: harness.time))
            #expect(harness.controller.currentPage == page % 7)
            #expect(harness.controller.pageIndicator.currentPage == page % 7)
            #expect(harness.controller.offset.truncatingRemainder(dividingBy: harness.controller.pageStride) == 0)
            try harness.drag(by: -100, velocity: 3_000)
            try harness.settle()
        }
        #expect(harness.maxAlive <= 3)
    }

    @Test("a flick while auto-advance is turning the page moves one page from where the drag began")
    func flickDuringAutoAdvance() throws {
        var harness = try LoopingTests.carousel(7, autoAdvance: AutoAdvanceSettings(interval: 1))
        try harness.advance(to: 1.1)
        #expect(harness.controller.isAnimating)          // the automatic turn to page 1 is under way
        try harness.drag(by: -80, steps: 4, duration: 0.05, velocity: 2_500)
        try harness.settle()
        #expect(harness.controller.currentPage == 1)      // drag began on page 0 (midpoint rule)
        try harness.advance(to: harness.time + 0.5)
        #expect(harness.controller.currentPage == 1)
        try harness.advance(to: harness.time + 1.5)
        try harness.settle()
        #expect(harness.controller.currentPage == 2)
        #expect(harness.controller.offset.truncatingRemainder(dividingBy: 400) == 0)
    }

    @Test("a reload or resize during a page turn never leaves the pager between pages")
    func reloadMidTurn() throws {
        var harness = try PagerTests.pager(count: 30)
        try harness.apply(harness.controller.turnPage(by: 1, animated: true, time: 0))
        try harness.advance(to: 0.08)
        try harness.apply(harness.controller.reloadData(.pages(count: 12), time: harness.time))
        #expect(harness.controller.offset.truncatingRemainder(dividingBy: 400) == 0)
        #expect(!harness.controller.isAnimating)
        try harness.apply(harness.controller.reloadData(.pages(count: 3), time: harness.time))
        #expect(harness.controller.currentPage <= 2)
        #expect(harness.controller.pageIndicator.pageCount == 3)
    }

    @Test("a list keeps its first visible row in place when a row above it is measured mid-fling")
    func anchoringDuringFling() throws {
        let items = try MeasuredExtents(count: 10_000, estimatedExtent: 40)
        var harness = try ControllerHarness(content: .items(.measured(items)), size: CGSize(width: 300, height: 600), configuration: ScrollConfiguration())
        try harness.apply(harness.controller.scroll(toOffset: 40_000, animated: false, time: 0))
        try harness.drag(by: -100, velocity: 2_000)
        let heading = harness.controller.heading
        let firstVisible = harness.controller.placements().first { $0.state == .visible && $0.frame.minY >= 0 }!
        try harness.apply(harness.controller.setExtent(100, ofItem: 10, time: harness.time))
        let moved = harness.controller.placements().first { $0.index == firstVisible.index }!
        #expect(moved.frame.minY == firstVisible.frame.minY)
        #expect(harness.controller.heading == heading + 60)
        try harness.settle()
    }

    @Test("a list springs back from a rubber band and comes to rest inside its content")
    func rubberBandRelease() throws {
        let items = try MeasuredExtents(count: 100, estimatedExtent: 30)
        var harness = try ControllerHarness(content: .items(.measured(items)), size: CGSize(width: 300, height: 600), configuration: ScrollConfiguration())
        try harness.drag(by: 400, velocity: -100)
        #expect(harness.controller.offset < 0 && harness.controller.offset > -400)
        try harness.settle()
        #expect(abs(harness.controller.offset) < 0.5)
        try harness.apply(harness.controller.scroll(toOffset: 2_400, animated: false, time: harness.time))
        try harness.drag(by: -50, velocity: 9_000)
        try harness.settle()
        #expect(abs(harness.controller.offset - 2_400) < 0.5)
    }

    @Test("bad input is refused with a typed error and changes nothing")
    func badInput() throws {
        var controller = try ScrollController(content: .pages(count: 5), viewportSize: CGSize(width: 400, height: 300), configuration: .pager())
        let before = controller.offset
        #expect(throws: LazyScrollError.invalidNumber(quantity: "viewport width", value: -1, rule: .finiteAndNotNegative)) {
            _ = try controller.resize(to: CGSize(width: -1, height: 10), time: 1)
        }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "wheel delta", value: .infinity, rule: .finite)) {
            _ = try controller.wheel(delta: .infinity, time: 1)
        }
        #expect(throws: LazyScrollError.indexOutOfRange(quantity: "page index", index: 5, valid: 0..<5)) {
            _ = try controller.scroll(toPage: 5, animated: true, time: 1)
        }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "page count", value: -2, rule: .wholeAndNotNegative)) {
            _ = try controller.reloadData(.pages(count: -2), time: 1)
        }
        #expect(throws: LazyScrollError.self) {
            _ = try ScrollController(content: .pages(count: 3), viewportSize: CGSize(width: 10, height: 10),
                                     configuration: ScrollConfiguration(autoAdvance: AutoAdvanceSettings(interval: 1)))
        }
        #expect(controller.offset == before)
        #expect(controller.now == 0)
        #expect(controller.viewportSize == CGSize(width: 400, height: 300))
    }
}
