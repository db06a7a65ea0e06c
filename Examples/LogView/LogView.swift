import LazyScroll
import LazyScrollTerminal

@main
final class LogView: TerminalProgram {
    var list: TerminalList

    init(size: TerminalSize, now: MonotonicInstant) throws {
        let lines = try MeasuredExtents(count: 1_000_000, estimatedExtent: 1)
        let listSize = TerminalSize(columns: size.columns, rows: size.rows - 1)
        list = try TerminalList(extents: .measured(lines), size: listSize, time: now, sizesRowsToFit: true) { row, line, _ in
            row.styledLines = Self.text(ofLine: line)
            row.wrapsLines = true
        }
    }

    /// Line `line` of the log: every 10th is an error, two rows tall.
    static func text(ofLine line: Int) -> [StyledLine] {
        let number = TextSpan("\(line + 1) ", style: CellStyle(attributes: .dim))
        guard line % 10 == 0 else { return [[number, "INFO  request served"]] }
        let error = TextSpan("ERROR", style: CellStyle(foreground: .red, attributes: .bold))
        return [[number, error, " request failed"], "  at handler (server.swift:42)"]
    }

    func handle(_ event: InputEvent, at time: MonotonicInstant) throws -> EventResponse {
        if event == .key(KeyEvent(.character("q"))) { return .quit }
        _ = try list.handle(event, at: time)
        return .keepRunning
    }

    func frame(now: MonotonicInstant, canvas: inout CellBuffer) throws -> Bool {
        // The list fills the screen but its last row, the status bar.
        let area = CellRect(column: 0, row: 0, width: canvas.size.columns, height: canvas.size.rows - 1)
        let moving = try list.frame(now: now, into: &canvas, in: area)
        let shown = list.rowsOnScreen.map { $0.dataIndex + 1 }
        let bar = CellStyle(attributes: .reverse)
        canvas.fill(CellRect(column: 0, row: area.height, width: area.width, height: 1), with: Cell(" ", style: bar))
        canvas.put(" lines \(shown.first ?? 0)–\(shown.last ?? 0) of 1,000,000 · q quits", column: 0, row: area.height, style: bar)
        return moving
    }
}
