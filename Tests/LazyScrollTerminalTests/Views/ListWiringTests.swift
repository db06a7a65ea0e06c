import Foundation
import LazyScroll
import LazyScrollTerminal
import Testing

/// What a program wires to a list (issue 25, item 4): the terminal's clock, one call per frame, a
/// resize that re-configures rows, and the rows on screen.
@Suite("Terminal list wiring")
struct ListWiringTests {
    /// Rows that show the width they were configured for.
    static func widthList(size: TerminalSize, time: MonotonicInstant = MonotonicInstant(nanoseconds: 0)) throws -> TerminalList {
        try TerminalList(extents: .uniform(UniformExtents(count: 100, itemExtent: 1)), size: size, time: time) { block, row, size in
            block.lines = ["row \(row) of \(size.columns)x\(size.rows)"]
        }
    }

    @Test func aResizeConfiguresTheLoadedRowsForTheNewSize() throws {
        var list = try Self.widthList(size: TerminalSize(columns: 30, rows: 3))
        try list.resize(to: TerminalSize(columns: 24, rows: 4), time: MonotonicInstant(nanoseconds: 1))
        var canvas = CellBuffer(size: TerminalSize(columns: 24, rows: 4))
        list.draw(into: &canvas, in: CellRect(canvas.size))
        #expect(canvas.textLines == ["row 0 of 24x4", "row 1 of 24x4", "row 2 of 24x4", "row 3 of 24x4"])
        // The rows went back to the pool and came out again: counted as unloads and loads, so the live
        // blocks are still the loads less the unloads.
        let counters = list.items.counters
        #expect(counters.alive == counters.loads - counters.unloads)
        #expect(counters.reused >= 4)
    }

    @Test func aFrameFitsTheListToItsRectangleAdvancesItAndSaysWhetherItMoves() throws {
        let start = MonotonicInstant(nanoseconds: 2_000_000_000)
        var list = try Self.widthList(size: TerminalSize(columns: 10, rows: 2), time: start)
        var canvas = CellBuffer(size: TerminalSize(columns: 30, rows: 6), fill: Cell("#"))
        let rect = CellRect(column: 2, row: 1, width: 20, height: 4)
        #expect(try list.frame(now: start, into: &canvas, in: rect) == false)
        #expect(list.screenRect == rect)
        #expect(list.items.controller.viewportSize == CGSize(width: 20, height: 4))
        let border = String(repeating: "#", count: 30)
        func inside(_ text: String) -> String { "##" + text.padding(toLength: 20, withPad: " ", startingAt: 0) + "########" }
        #expect(canvas.textLines == [border] + (0..<4).map { inside("row \($0) of 20x4") } + [border])
        // A wheel notch on the list (screen coordinates, inside `rect`) glides 3 rows: frames say it moves
        // until it rests.
        let wheel = InputEvent.mouse(MouseEvent(.wheel(.down), column: 5, row: 2))
        #expect(try list.handle(wheel, at: start))
        var now = start
        var moving = true
        var frames = 0
        while moving, frames < 600 {
            now = now.advanced(byNanoseconds: 16_666_667)
            moving = try list.frame(now: now, into: &canvas, in: rect)
            frames += 1
        }
        #expect(frames > 1 && frames < 600)
        #expect(list.items.controller.offset == 3)
        #expect(canvas.textLines[1] == inside("row 3 of 20x4"))
        // Outside the list's rectangle the wheel does nothing.
        #expect(try list.handle(.mouse(MouseEvent(.wheel(.down), column: 25, row: 2)), at: now) == false)
    }

    /// The status line of the issue's `logview`, from `rowsOnScreen`: which rows are drawn and where.
    @Test func rowsOnScreenSayWhichRowsAreDrawnAndWhere() throws {
        var list = try TerminalList(
            extents: .measured(MeasuredExtents(count: 1_000, estimatedExtent: 1)), size: TerminalSize(columns: 20, rows: 5),
            sizesRowsToFit: true
        ) { block, line, _ in
            block.lines = line % 10 == 0 ? ["line \(line)", "  more"] : ["line \(line)"]
        }
        var canvas = CellBuffer(size: TerminalSize(columns: 20, rows: 7))
        let rect = CellRect(column: 0, row: 1, width: 20, height: 5)
        _ = try list.frame(now: MonotonicInstant(nanoseconds: 0), into: &canvas, in: rect)
        // Line k starts k + 1 rows down for k from 1 to 10 (line 0 is two rows tall). At 9.4 rows the
        // offset rounds to 9: line 8 is at the top.
        try list.beginDrag(column: 0, row: 0, time: MonotonicInstant(nanoseconds: 0))
        try list.moveDrag(column: 0, row: -9.4, time: MonotonicInstant(nanoseconds: 10_000_000))
        _ = try list.frame(now: MonotonicInstant(nanoseconds: 10_000_000), into: &canvas, in: rect)
        #expect(list.rowsOnScreen.map(\.dataIndex) == [8, 9, 10, 11])
        #expect(list.rowsOnScreen.map(\.rect) == [
            CellRect(column: 0, row: 1, width: 20, height: 1), CellRect(column: 0, row: 2, width: 20, height: 1),
            CellRect(column: 0, row: 3, width: 20, height: 2), CellRect(column: 0, row: 5, width: 20, height: 1),
        ])
        #expect(canvas.textLines == ["", "line 8", "line 9", "line 10", "  more", "line 11", ""])
        // At 11.6 rows (rounded: 12) two-row line 10 is cut by the top: its rect reaches above the view,
        // its visible part does not.
        try list.moveDrag(column: 0, row: -11.6, time: MonotonicInstant(nanoseconds: 20_000_000))
        let first = try #require(list.rowsOnScreen.first)
        #expect(first.dataIndex == 10)
        #expect(first.rect == CellRect(column: 0, row: 0, width: 20, height: 2))
        #expect(first.visibleRect == CellRect(column: 0, row: 1, width: 20, height: 1))
        #expect(list.rowsOnScreen.map(\.dataIndex) == [10, 11, 12, 13, 14])
    }

    /// End shows the last row although the rows near the end measure taller than estimated when they
    /// load there (two-row errors among one-row lines estimated one row each).
    @Test func endShowsTheLastRowWhateverTheRowsThereMeasure() throws {
        let size = TerminalSize(columns: 20, rows: 23)
        var list = try TerminalList(
            extents: .measured(MeasuredExtents(count: 1_000, estimatedExtent: 1)), size: size, sizesRowsToFit: true
        ) { block, line, _ in
            block.lines = line % 10 == 0 ? ["line \(line)", "  more"] : ["line \(line)"]
        }
        #expect(try list.handle(.key(KeyEvent(.end)), in: CellRect(size), time: 0))
        var canvas = CellBuffer(size: size)
        list.draw(into: &canvas, in: CellRect(size))
        #expect(canvas.textLines.last == "line 999")
        #expect(list.rowsOnScreen.last?.rect.endRow == size.rows)
    }

    /// A list driven on the terminal's clock ends where one driven by the same times in seconds does.
    @Test func instantsAreTheEnginesSeconds() throws {
        let start = MonotonicInstant(nanoseconds: 3_600_000_000_000)
        var onClock = try Self.widthList(size: TerminalSize(columns: 20, rows: 5), time: start)
        var inSeconds = try TerminalList(extents: .uniform(UniformExtents(count: 100, itemExtent: 1)), size: TerminalSize(columns: 20, rows: 5), time: 3600) { block, row, size in
            block.lines = ["row \(row) of \(size.columns)x\(size.rows)"]
        }
        try onClock.scroll(byLines: 20, time: start)
        try inSeconds.scroll(byLines: 20, time: 3600)
        let later = start.advanced(byNanoseconds: 100_000_000)
        try onClock.tick(time: later)
        try inSeconds.tick(time: 3600.1)
        #expect(onClock.items.controller.offset == inSeconds.items.controller.offset)
        #expect(onClock.items.controller.offset > 0 && onClock.items.controller.offset < 20)
        #expect(onClock.nextTickDeadline == later)
    }

    @Test func secondsAndInstantsConvertBothWays() {
        #expect(MonotonicInstant(nanoseconds: 1_500_000_000).seconds == 1.5)
        #expect(MonotonicInstant(seconds: 1.5) == MonotonicInstant(nanoseconds: 1_500_000_000))
        #expect(MonotonicInstant(seconds: -3) == MonotonicInstant(nanoseconds: 0))
        #expect(MonotonicInstant(seconds: .nan) == MonotonicInstant(nanoseconds: 0))
        #expect(MonotonicInstant(seconds: .infinity) == MonotonicInstant(nanoseconds: .max))
        #expect(MonotonicInstant(seconds: 1e30) == MonotonicInstant(nanoseconds: .max))
        let now = MonotonicInstant(nanoseconds: 123_456_789_012_345)
        #expect(MonotonicInstant(seconds: now.seconds) == now)
    }
}
