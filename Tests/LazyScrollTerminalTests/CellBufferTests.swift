import Testing

@testable import LazyScrollTerminal

@Suite struct CellBufferTests {
    @Test func putClipsToTheGridAndTheClipRect() {
        var buffer = CellBuffer(size: TerminalSize(columns: 6, rows: 2))
        let end = buffer.put("abcdefgh", column: -2, row: 0)
        #expect(end == 6)
        #expect(buffer.cells.prefix(6).map(\.character) == ["c", "d", "e", "f", "g", "h"])
        buffer.put("xyz", column: 0, row: 1, clip: CellRect(column: 1, row: 0, width: 1, height: 2))
        #expect(buffer[0, 1] == .blank && buffer[1, 1].character == "y" && buffer[2, 1] == .blank)
        buffer.put("ignored", column: 0, row: 5)
        #expect(buffer[-1, 0] == .blank)
    }

    @Test func wideAndControlCharactersAreReplaced() {
        var buffer = CellBuffer(size: TerminalSize(columns: 5, rows: 1))
        buffer.put("a漢😀\u{7}é", column: 0, row: 0)
        #expect(buffer.cells.map(\.character) == ["a", "?", "?", "?", "é"])
    }

    @Test func fillAndBoxStayInside() {
        var buffer = CellBuffer(size: TerminalSize(columns: 5, rows: 4))
        buffer.fill(CellRect(column: 3, row: 2, width: 10, height: 10), with: Cell("*"))
        #expect(buffer[4, 3].character == "*" && buffer[2, 3] == .blank)
        buffer.drawBox(CellRect(column: 0, row: 0, width: 3, height: 3))
        let rows = (0..<3).map { row in String((0..<3).map { buffer[$0, row].character }) }
        #expect(rows == ["┌─┐", "│ │", "└─┘"])
    }

    @Test func resizeKeepsTheTopLeftCorner() {
        var buffer = CellBuffer(size: TerminalSize(columns: 3, rows: 2))
        buffer.put("abc", column: 0, row: 0)
        buffer.resize(to: TerminalSize(columns: 2, rows: 3))
        #expect(buffer.cells.map(\.character) == ["a", "b", " ", " ", " ", " "])
    }
}
