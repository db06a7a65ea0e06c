import Foundation
import Testing
@testable import LazyScroll

/// Scroll-to aims at its target, not at an offset computed once (issue 14, item 2), and aligns within
/// the viewport's obscured insets (issue 12's safe-area gap).
@Suite("Scroll-to aims")
struct ScrollToAimTests {
    static let size = CGSize(width: 320, height: 480)

    /// 1,000 rows estimated at 44 points that measure 60 when they load (every estimate is 16 short).
    struct SelfSizingList {
        var controller: ScrollController
        var measured: Set<Int> = []
        var time: Double = 0

        /// A list under bars that cover `obscured`; a safe area gives content insets as large, so that
        /// the first and last rows can rest clear of the bars.
        init(obscured: ObscuredInsets = .zero) throws {
            controller = try ScrollController(
                content: .items(.measured(MeasuredExtents(count: 1_000, estimatedExtent: 44))), viewportSize: ScrollToAimTests.size,
                configuration: ScrollConfiguration(insets: ContentInsets(leading: obscured.leading, trailing: obscured.trailing)))
            _ = try controller.setObscuredInsets(obscured, time: 0)
            try measureLoadedRows()
        }

        mutating func measureLoadedRows() throws {
            while let row = controller.virtualizer.windows.display.first(where: { !measured.contains($0) }) {
                measured.insert(row)
                _ = try controller.setExtent(60, ofItem: row, time: time)
            }
        }

        mutating func settle() throws {
            while controller.isAnimating && time < 30 {
                time += 1.0 / 60
                _ = controller.tick(time: time)
                try measureLoadedRows()
            }
        }

        /// Where row `index` starts and ends on screen.
        func onScreen(_ index: Int) throws -> (start: CGFloat, end: CGFloat) {
            let span = try controller.virtualizer.span(ofItem: index)
            return (span.start - controller.offset, span.end - controller.offset)
        }
    }

    @Test("an animated scroll to the last row at .end lands with it at the bottom although every row on the way was 16 points taller than estimated")
    func landsWhileRowsAreMeasured() throws {
        var list = try SelfSizingList()
        _ = try list.controller.scroll(toItem: 999, at: .end, animated: true, time: 0)
        // Aimed at first from estimates: the rows loaded at the top measure 60, the other 44.
        #expect(list.controller.heading == CGFloat(44 * 1_000 + 16 * list.measured.count - 480))
        try list.settle()
        #expect(try list.onScreen(999).end == 480)
        #expect(list.controller.offset == list.controller.restingRange.upperBound)
        // A row in the middle, centred: rows measured at the landing place keep it centred.
        _ = try list.controller.scroll(toItem: 500, at: .center, animated: true, time: list.time)
        try list.settle()
        let row = try list.onScreen(500)
        #expect(row.start + 30 == 240)
    }

    @Test(".nearest decides once: a row below ends at the bottom edge; a row in view does not move")
    func nearestKeepsItsMeaning() throws {
        var list = try SelfSizingList()
        _ = try list.controller.scroll(toItem: 300, at: .nearest, animated: true, time: 0)
        try list.settle()
        #expect(try list.onScreen(300).end == 480)
        let offset = list.controller.offset
        _ = try list.controller.scroll(toItem: 295, at: .nearest, animated: true, time: list.time)
        try list.settle()
        #expect(list.controller.offset == offset)
    }

    @Test("alignments keep clear of the bars: .end above the home indicator, .start below the navigation bar, .center between")
    func alignsWithinObscuredInsets() throws {
        var list = try SelfSizingList(obscured: ObscuredInsets(leading: 44, trailing: 34))
        #expect(try list.onScreen(0).start == 44)
        _ = try list.controller.scroll(toItem: 999, at: .end, animated: false, time: 0)
        try list.measureLoadedRows()
        #expect(try list.onScreen(999).end == CGFloat(480 - 34))
        _ = try list.controller.scroll(toItem: 400, at: .start, animated: true, time: 1)
        list.time = 1
        try list.settle()
        #expect(try list.onScreen(400).start == 44)
        _ = try list.controller.scroll(toItem: 420, at: .center, animated: false, time: list.time)
        try list.measureLoadedRows()
        let row = try list.onScreen(420)
        #expect((row.start + row.end) / 2 == CGFloat(44 + (480 - 44 - 34) / 2))
        // The bars growing while it rests (a toolbar appears): the screen stays still, as UIKit keeps
        // its content offset; the next scroll aligns between the new bars.
        _ = try list.controller.setObscuredInsets(ObscuredInsets(leading: 44, trailing: 80), time: list.time)
        #expect(try list.onScreen(420) == row)
        _ = try list.controller.scroll(toItem: 420, at: .center, animated: false, time: list.time)
        let moved = try list.onScreen(420)
        #expect((moved.start + moved.end) / 2 == CGFloat(44 + (480 - 44 - 80) / 2))
    }

    @Test("a landed scroll stays aligned while rows are measured, and lets go at the next drag")
    func aLandedScrollStaysUntilTheNextGesture() throws {
        var list = try SelfSizingList()
        _ = try list.controller.scroll(toItem: 50, at: .end, animated: false, time: 0)
        try list.measureLoadedRows()
        #expect(try list.onScreen(50).end == 480)
        // A row above it on screen grows (its cell was reconfigured): row 50 stays at the bottom.
        _ = try list.controller.setExtent(100, ofItem: 48, time: 1)
        #expect(try list.onScreen(50).end == 480)
        _ = try list.controller.dragBegan(at: CGPoint(x: 0, y: 200), time: 2)
        _ = try list.controller.dragEnded(velocity: 0, time: 2)
        let before = try list.onScreen(50)
        _ = try list.controller.setExtent(60, ofItem: 48, time: 3)
        // Now ordinary anchoring keeps the first row starting in the viewport still instead.
        #expect(try list.onScreen(50).end == before.end - 40)
    }

    @Test("a pager's page turn lands on its page when pages are inserted or deleted before it on the way")
    func pagerFollowsItsPage() throws {
        var pager = try ScrollController(content: .pages(count: 10), viewportSize: Self.size, configuration: .pager())
        _ = try pager.scroll(toPage: 7, animated: true, time: 0)
        _ = pager.tick(time: 0.1)
        _ = try pager.performBatchUpdates(BatchUpdate(insertions: [0, 1]), time: 0.1)
        var time = 0.1
        while pager.isAnimating && time < 10 {
            time += 1.0 / 60
            _ = pager.tick(time: time)
        }
        #expect(pager.currentPage == 9)
        #expect(pager.offset == CGFloat(9 * 320))
        // Its page deleted on the way: it lands on a page all the same.
        _ = try pager.scroll(toPage: 2, animated: true, time: time)
        _ = pager.tick(time: time + 0.1)
        _ = try pager.performBatchUpdates(BatchUpdate(deletions: [2]), time: time + 0.1)
        time += 0.1
        while pager.isAnimating && time < 20 {
            time += 1.0 / 60
            _ = pager.tick(time: time)
        }
        let pages = pager.offset / 320
        #expect(pages == pages.rounded())
    }

    @Test("bad obscured insets are refused and change nothing; pagers have none")
    func refusals() throws {
        var list = try SelfSizingList(obscured: ObscuredInsets(leading: 10))
        for bad in [ObscuredInsets(leading: -1), ObscuredInsets(trailing: .nan), ObscuredInsets(leading: .infinity)] {
            #expect(throws: LazyScrollError.self) { _ = try list.controller.setObscuredInsets(bad, time: 1) }
        }
        #expect(throws: LazyScrollError.self) { _ = try list.controller.setObscuredInsets(ObscuredInsets(leading: 20), time: .nan) }
        #expect(list.controller.obscuredInsets == ObscuredInsets(leading: 10))
        var pager = try ScrollController(content: .pages(count: 3), viewportSize: Self.size, configuration: .pager())
        #expect(throws: LazyScrollError.self) { _ = try pager.setObscuredInsets(ObscuredInsets(leading: 10), time: 0) }
        var virtualizer = try Virtualizer(extents: .uniform(UniformExtents(count: 3, itemExtent: 10)))
        #expect(throws: LazyScrollError.self) {
            _ = try virtualizer.update(viewport: Viewport(offset: 0, extent: 100, obscuredInsets: ObscuredInsets(trailing: -2)))
        }
        #expect(virtualizer.viewport == Viewport(offset: 0, extent: 0))
    }
}
