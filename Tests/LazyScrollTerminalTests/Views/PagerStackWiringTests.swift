import Foundation
import LazyScroll
import LazyScrollTerminal
import Testing

/// The pager and the stack wired as the list is (issue 25, leftovers): one call per frame on the
/// terminal's clock, input read relative to where the view was drawn, and a stack whose list rows get
/// their width and are configured again when it changes.
@Suite("Terminal pager and stack wiring")
struct PagerStackWiringTests {
    static let start = MonotonicInstant(nanoseconds: 1_000_000_000)

    static func instant(_ seconds: Double) -> MonotonicInstant {
        start.advanced(byNanoseconds: UInt64(seconds * 1e9))
    }

    @Test func aPagerFrameFitsDrawsAndWaitsForItsNextTurn() throws {
        var pager = try TerminalPager(pageCount: 3, size: TerminalSize(columns: 4, rows: 2), autoAdvance: 3, time: Self.start) { block, page, size in
            block.lines = ["page \(page) \(size.columns)x\(size.rows)"]
        }
        var canvas = CellBuffer(size: TerminalSize(columns: 24, rows: 5), fill: Cell("#"))
        let rect = CellRect(column: 2, row: 1, width: 20, height: 3)
        #expect(try pager.frame(now: Self.start, into: &canvas, in: rect) == false)
        #expect(pager.screenRect == rect)
        #expect(canvas.textLines == [
            String(repeating: "#", count: 24), "##page 0 20x2         ##", "##                    ##",
            "##       • ○ ○        ##", String(repeating: "#", count: 24),
        ])
        // Waiting for its turn the pager is not moving, and says when it turns.
        #expect(pager.nextTickDeadline == Self.instant(3))
        #expect(try pager.frame(now: Self.instant(1), into: &canvas, in: rect) == false)
        #expect(try pager.frame(now: Self.instant(3), into: &canvas, in: rect))
        var now = 3.0
        while try pager.frame(now: Self.instant(now), into: &canvas, in: rect), now < 10 { now += 1.0 / 60 }
        #expect(pager.currentPage == 1)
        // → turns the page; a drag is read relative to where the pager was drawn: from column 20 to 4
        // of the screen, a flick back.
        #expect(try pager.handle(.key(KeyEvent(.right)), at: Self.instant(now)))
        now += 1
        _ = try pager.frame(now: Self.instant(now), into: &canvas, in: rect)
        #expect(pager.currentPage == 2)
        #expect(try pager.handle(.mouse(MouseEvent(.press(.left), column: 5, row: 2)), at: Self.instant(now)))
        #expect(try pager.handle(.mouse(MouseEvent(.drag(.left), column: 15, row: 2)), at: Self.instant(now + 0.02)))
        #expect(try pager.handle(.mouse(MouseEvent(.release(.left), column: 15, row: 2)), at: Self.instant(now + 0.03)))
        now += 2
        _ = try pager.frame(now: Self.instant(now), into: &canvas, in: rect)
        #expect(pager.currentPage == 1)
        // Outside its rectangle the mouse is not the pager's.
        #expect(try pager.handle(.mouse(MouseEvent(.press(.left), column: 0, row: 0)), at: Self.instant(now)) == false)
    }

    /// Rows of a list section are as wide as the stack, so text wraps to it; a narrower stack configures
    /// the loaded rows again and they re-wrap.
    @Test func aStacksListRowsGetItsWidthAndAreConfiguredAgainWhenItChanges() throws {
        var widths: [Int] = []
        let sections: [TerminalStackSection] = [
            .text(["head"]),
            .list(.uniform(try UniformExtents(count: 100, itemExtent: 2))) { block, row in
                widths.append(block.width)
                block.styledLines = [StyledLine("row \(row) wraps here")]
                block.wrapsLines = true
            },
        ]
        var stack = try TerminalStack(sections: sections, size: TerminalSize(columns: 20, rows: 5), time: Self.start)
        var canvas = CellBuffer(size: TerminalSize(columns: 20, rows: 5))
        #expect(try stack.frame(now: Self.start, into: &canvas, in: CellRect(canvas.size)) == false)
        #expect(canvas.textLines == ["head", "row 0 wraps here", "", "row 1 wraps here", ""])
        #expect(Set(widths) == [20])
        widths = []
        canvas = CellBuffer(size: TerminalSize(columns: 11, rows: 5))
        _ = try stack.frame(now: Self.instant(0.1), into: &canvas, in: CellRect(canvas.size))
        #expect(canvas.textLines == ["head", "row 0 wraps", "here", "row 1 wraps", "here"])
        #expect(!widths.isEmpty && Set(widths) == [11])
        let counters = stack.counters
        #expect(counters.alive == counters.loads - counters.unloads)
        // A wheel notch inside the stack's rectangle scrolls it; outside it does not.
        #expect(try stack.handle(.mouse(MouseEvent(.wheel(.down), column: 3, row: 3)), at: Self.instant(0.2)))
        #expect(try stack.handle(.mouse(MouseEvent(.wheel(.down), column: 15, row: 3)), at: Self.instant(0.2)) == false)
        var now = 0.2
        while try stack.frame(now: Self.instant(now), into: &canvas, in: CellRect(canvas.size)), now < 10 { now += 1.0 / 60 }
        #expect(abs(stack.controller.offset - 3) < 1e-9)
        #expect(canvas.textLines == ["row 1 wraps", "here", "row 2 wraps", "here", "row 3 wraps"])
    }
}
