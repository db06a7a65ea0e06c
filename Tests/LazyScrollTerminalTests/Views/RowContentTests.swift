import Foundation
import LazyScroll
import LazyScrollTerminal
import Testing

/// What a row can show (issue 25, item 3): styled spans, text wrapped to the row's width (re-wrapped
/// and re-measured on a resize), and cells drawn directly.
@Suite("Terminal row content")
struct RowContentTests {
    static let red = CellStyle(foreground: .red)

    static func screen(_ list: TerminalList, size: TerminalSize) -> CellBuffer {
        var canvas = CellBuffer(size: size)
        list.draw(into: &canvas, in: CellRect(size))
        return canvas
    }

    @Test func spansKeepTheirStylesOverTheRowsStyle() throws {
        let size = TerminalSize(columns: 24, rows: 3)
        let list = try TerminalList(extents: .uniform(UniformExtents(count: 10, itemExtent: 1)), size: size) { block, row, _ in
            block.style = CellStyle(attributes: row == 1 ? .bold : [])
            block.styledLines = [["#\(row) ", TextSpan(row == 1 ? "ERROR" : "info", style: row == 1 ? Self.red : .plain), " done"]]
        }
        let canvas = Self.screen(list, size: size)
        #expect(canvas.textLines == ["#0 info done", "#1 ERROR done", "#2 info done"])
        #expect(canvas[0, 0].style == .plain)
        #expect(canvas[0, 1].style == CellStyle(attributes: .bold))
        #expect((3..<8).allSatisfy { canvas[$0, 1].style == CellStyle(foreground: .red, attributes: .bold) })
        #expect(canvas[8, 1].style == CellStyle(attributes: .bold))
    }

    /// Messages wrapped to the list's width make rows of several lines, measured as they load; a
    /// narrower terminal re-wraps them into more lines and the rows grow.
    @Test func wrappedRowsAreMeasuredAndReWrappedOnAResize() throws {
        let messages = ["one two three four five six", "short", "a long message that wraps"]
        var list = try TerminalList(
            extents: .measured(MeasuredExtents(count: 3, estimatedExtent: 1)), size: TerminalSize(columns: 14, rows: 8),
            sizesRowsToFit: true
        ) { block, row, _ in
            block.styledLines = [StyledLine(messages[row])]
            block.wrapsLines = true
        }
        #expect(Self.screen(list, size: TerminalSize(columns: 14, rows: 8)).textLines == [
            "one two three", "four five six", "short", "a long message", "that wraps", "", "", "",
        ])
        #expect(list.rowsOnScreen.map(\.rect.height) == [2, 1, 2])
        try list.resize(to: TerminalSize(columns: 9, rows: 8), time: 1)
        #expect(Self.screen(list, size: TerminalSize(columns: 9, rows: 8)).textLines == [
            "one two", "three", "four five", "six", "short", "a long", "message", "that",
        ])
        #expect(list.rowsOnScreen.map(\.rect.height) == [4, 1, 4])
    }

    /// Cells drawn directly: a bar as long as a row's share, in a row as tall as the cells' rows; a
    /// block reused for a text row shows text again.
    @Test func cellsAreDrawnAsTheRowDrewThem() throws {
        let shares = [100, 50, 0, 25]
        let size = TerminalSize(columns: 8, rows: 6)
        let green = CellStyle(foreground: .green)
        var list = try TerminalList(
            extents: .measured(MeasuredExtents(count: 40, estimatedExtent: 1)), size: size, sizesRowsToFit: true
        ) { block, row, _ in
            guard row < shares.count else {
                block.lines = ["text \(row)"]
                return
            }
            block.drawCells(rows: row == 0 ? 2 : 1) { canvas in
                let filled = canvas.size.columns * shares[row] / 100
                canvas.fill(CellRect(column: 0, row: 0, width: filled, height: canvas.size.rows), with: Cell("█", style: green))
            }
        }
        let canvas = Self.screen(list, size: size)
        #expect(canvas.textLines == ["████████", "████████", "████", "", "██", "text 4"])
        #expect(canvas[3, 2].style == green)
        #expect(list.rowsOnScreen.map(\.rect.height) == [2, 1, 1, 1, 1])
        // Scrolled away and back, the blocks are recycled through both kinds of row.
        try list.scroll(byLines: 30, time: 0)
        try list.tick(time: 5)
        try list.scroll(byLines: -40, time: 5)
        try list.tick(time: 10)
        #expect(Self.screen(list, size: size).textLines == canvas.textLines)
    }

    @Test func aBlockShowsTextOrCells() {
        var block = TextBlock(lines: ["plain"])
        block.width = 4
        #expect(block.styledLines == [StyledLine("plain")])
        #expect(block.height == 1)
        block.drawCells(rows: 3) { canvas in canvas.put("abcdef", column: 0, row: 1) }
        #expect(block.lines.isEmpty)
        #expect(block.height == 3)
        #expect(block.cells?.textLines == ["", "abcd", ""])
        block.lines = ["a b c d e"]
        #expect(block.cells == nil)
        #expect(block.height == 1)
        block.wrapsLines = true
        #expect(block.displayedLines.map(\.text) == ["a b", "c d", "e"])
        #expect(block.height == 3)
        block.width = 6
        #expect(block.height == 2)
    }
}
