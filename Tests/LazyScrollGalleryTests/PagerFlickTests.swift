import Foundation
import LazyScroll
import LazyScrollTerminal
import Testing

/// A quick flick turns a terminal page, as on a phone (issue 20, item 10). The engine's threshold is 400
/// points per second, about a phone page (390 points) per second; a terminal cell is a point but far
/// bigger, so 400 cells per second was four widths of a 100-column page and 15 cells in 68 ms snapped
/// back. The pager keeps the threshold at about one page length per second, also after a resize.
@MainActor
@Suite struct PagerFlickTests {
    /// A pager `columns` wide whose finger goes down at column 70 and moves `cells` to the left in
    /// `duration` seconds, reported once a frame (as a terminal reports motion), then lifts; the page it
    /// rests on.
    func pageAfterFlick(columns: Int = 100, cells: Int, duration: Double) throws -> Int {
        var pager = try TerminalPager(pageCount: 10, size: TerminalSize(columns: columns, rows: 10)) { block, page, _ in
            block.lines = ["page \(page)"]
        }
        let rect = CellRect(column: 0, row: 0, width: columns, height: 10)
        let start = min(70, columns - 1)
        _ = try pager.handle(.mouse(MouseEvent(.press(.left), column: start, row: 5)), in: rect, time: 1)
        let reports = max(1, Int((duration * 60).rounded()))
        for report in 1...reports {
            let column = start - Int((Double(cells) * Double(report) / Double(reports)).rounded())
            _ = try pager.handle(.mouse(MouseEvent(.drag(.left), column: column, row: 5)), in: rect, time: 1 + duration * Double(report) / Double(reports))
        }
        _ = try pager.handle(.mouse(MouseEvent(.release(.left), column: start - cells, row: 5)), in: rect, time: 1 + duration)
        try pager.tick(time: 5)
        return pager.currentPage
    }

    @Test(arguments: [0.021, 0.068, 0.140])
    func fifteenCellsQuicklyTurnAHundredColumnPage(duration: Double) throws {
        #expect(try pageAfterFlick(cells: 15, duration: duration) == 1)
    }

    /// Slower than a page length per second is not a flick: the page snaps back.
    @Test func fifteenCellsInHalfASecondSnapBack() throws {
        #expect(try pageAfterFlick(cells: 15, duration: 0.5) == 0)
    }

    /// The threshold follows the page: on a 200-column page, 15 cells in 140 ms (about 107 cells a
    /// second, half a page) snap back, and 30 cells in 140 ms turn it.
    @Test func theThresholdScalesWithThePage() throws {
        #expect(try pageAfterFlick(columns: 200, cells: 15, duration: 0.140) == 0)
        #expect(try pageAfterFlick(columns: 200, cells: 30, duration: 0.140) == 1)
        var pager = try TerminalPager(pageCount: 10, size: TerminalSize(columns: 100, rows: 10)) { _, _, _ in }
        #expect(pager.items.controller.configuration.paging?.minimumFlickVelocity == TerminalPager.flickPagesPerSecond * 100)
        try pager.resize(to: TerminalSize(columns: 40, rows: 10), time: 1)
        #expect(pager.items.controller.configuration.paging?.minimumFlickVelocity == TerminalPager.flickPagesPerSecond * 40)
    }
}
