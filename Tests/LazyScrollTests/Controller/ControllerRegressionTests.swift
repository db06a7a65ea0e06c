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

    @Test("a looping pager turned past the end of its copies comes to rest on a page (issue 13, item 7)")
    func loopingTurnPastTheCopies() throws {
        // One looping page 53 wide, 2 apart (stride 55), 11 copies: the copies end at 11 × 55 − 53 = 552,
        // which is no page's offset. Scrolling there must not stop at that end: a loop has none.
        var harness = try ControllerHarness(
            content: .pages(count: 1), size: CGSize(width: 53, height: 133),
            configuration: .pager(paging: PagingSettings(spacing: 2), looping: LoopingSettings(loopsSingleItem: true)))
        #expect(harness.controller.restingRange.upperBound == 552)
        try harness.apply(harness.controller.turnPage(by: 6, animated: true, time: 0))
        try harness.settle()
        #expect(harness.controller.offset.truncatingRemainder(dividingBy: 55) == 0, "at rest at \(harness.controller.offset)")
        try harness.apply(harness.controller.scroll(toOffset: 20 * 55, animated: false, time: harness.time))
        #expect(harness.controller.offset.truncatingRemainder(dividingBy: 55) == 0, "at rest at \(harness.controller.offset)")
    }

    @Test("a pager resized to zero length and back keeps its page, looping or not, with or without spacing (issue 13, item 6)",
          arguments: [false, true], [0, 6] as [CGFloat])
    func pagerThroughZeroLength(looping: Bool, spacing: CGFloat) throws {
        var harness = try ControllerHarness(
            content: .pages(count: 1_000), size: CGSize(width: 390, height: 800),
            configuration: .pager(paging: PagingSettings(spacing: spacing), looping: looping ? LoopingSettings() : nil))
        try harness.apply(harness.controller.scroll(toPage: 7, animated: false, time: 0))
        let offset = harness.controller.offset
        for zero in [CGSize(width: 0, height: 800), CGSize.zero] {
            try harness.apply(harness.controller.resize(to: zero, time: harness.time))
            #expect(harness.controller.currentPage == 7)
            #expect(harness.controller.pageIndicator.currentPage == 7)
            // Still a pager at zero length: turning pages works and lands on pages.
            try harness.apply(harness.controller.turnPage(by: 1, animated: false, time: harness.time))
            try harness.apply(harness.controller.turnPage(by: -1, animated: false, time: harness.time))
            try harness.apply(harness.controller.resize(to: CGSize(width: 390, height: 800), time: harness.time))
            #expect(harness.controller.currentPage == 7)
            #expect(harness.controller.pageIndicator.currentPage == 7)
            #expect(harness.controller.offset == offset)
            #expect(harness.views.views.values.map(\.dataIndex).sorted() == [6, 7, 8])
        }
        // Mid-turn: the page it was heading to.
        try harness.apply(harness.controller.turnPage(by: 1, animated: true, time: harness.time))
        try harness.advance(to: harness.time + 0.05)
        try harness.apply(harness.controller.resize(to: CGSize(width: 0, height: 800), time: harness.time))
        try harness.apply(harness.controller.resize(to: CGSize(width: 300, height: 800), time: harness.time))
        #expect(harness.controller.currentPage == 8)
    }

    @Test("a pager created at zero size keeps the page it is sent to until it has a length (issue 13, item 6)")
    func pagerCreatedAtZeroSize() throws {
        var harness = try ControllerHarness(content: .pages(count: 1_000), size: .zero, configuration: .pager())
        try harness.apply(harness.controller.scroll(toPage: 7, animated: false, time: 0))
        #expect(harness.controller.currentPage == 7)
        try harness.apply(harness.controller.resize(to: CGSize(width: 390, height: 800), time: 0))
        #expect(harness.controller.currentPage == 7)
        #expect(harness.controller.offset == 2_730)  // page 7 of pages 390 long
    }

    @Test("a list keeps its first visible row through a zero-length viewport, also when rows above it change meanwhile (issue 13, item 6)",
          arguments: [false, true])
    func listThroughZeroLength(looping: Bool) throws {
        let rows = try MeasuredExtents(count: 1_000, estimatedExtent: 40)
        var harness = try ControllerHarness(
            content: .items(.measured(rows)), size: CGSize(width: 300, height: 600),
            configuration: ScrollConfiguration(looping: looping ? LoopingSettings() : nil))
        try harness.apply(harness.controller.scroll(toItem: 500, at: .start, animated: false, time: 0))
        try harness.apply(harness.controller.scroll(by: 10, animated: false, time: 0))
        func firstRows() -> [(data: Int, y: CGFloat)] {
            harness.controller.placements().filter { $0.state == .visible }.prefix(2).map { ($0.dataIndex, $0.frame.minY) }
        }
        let before = firstRows()
        #expect(before.map(\.data) == [500, 501] && before.map(\.y) == [-10, 30])
        try harness.apply(harness.controller.resize(to: CGSize(width: 300, height: 0), time: 0))
        try harness.apply(harness.controller.resize(to: CGSize(width: 300, height: 600), time: 0))
        #expect(firstRows().map(\.data) == [500, 501] && firstRows().map(\.y) == [-10, 30])
        // Rows arrive and are measured above it while the list has no height.
        try harness.apply(harness.controller.resize(to: CGSize(width: 300, height: 0), time: 0))
        try harness.apply(harness.controller.performBatchUpdates(BatchUpdate(insertions: [0, 1, 2]), time: 0))
        try harness.apply(harness.controller.setExtent(100, ofItem: 3, time: 0))
        try harness.apply(harness.controller.resize(to: CGSize(width: 300, height: 600), time: 0))
        #expect(firstRows().map(\.data) == [503, 504] && firstRows().map(\.y) == [-10, 30])
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
        #expect(throws: LazyScrollError.invalidNumber(quantity: "minimum flick velocity", value: 0, rule: .finiteAndPositive)) {
            try PagingSettings(minimumFlickVelocity: 0).validate()
        }
        #expect(throws: LazyScrollError.self) { try PagingSettings(minimumFlickVelocity: .nan).validate() }
        #expect(controller.offset == before)
        #expect(controller.now == 0)
        #expect(controller.viewportSize == CGSize(width: 400, height: 300))
    }
}
