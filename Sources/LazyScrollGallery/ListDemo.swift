import LazyScroll
import LazyScrollTerminal

/// The List demo (tab 3): a million recycled rows of varying height with a cursor. The arrows,
/// PgUp/PgDn and Home/End move it and the list scrolls only as far as it takes; Space, Shift+keys,
/// Ctrl-A and Esc select; Enter opens the cursor's row; a click moves the cursor; the wheel and drags
/// scroll. The status line says where the cursor is, how many rows are selected and which row was
/// opened last.
@MainActor
struct ListDemo: StatusListDemo {
    /// The rows, with a cursor and any number selected.
    var list: TerminalList
    /// The row Enter opened last.
    private(set) var openedRow: Int?

    /// The demo in a view of `size` cells (the last row is the status line).
    init(size: TerminalSize, time: Double) throws(LazyScrollError) {
        list = try TerminalList(extents: DemoContent.millionRowExtents, size: Self.listSize(size), time: time) { block, row, _ in
            DemoContent.drawRow(row, into: &block)
        }
        list.cursorOptions = CursorOptions(selectionMode: .multiple)
    }

    /// Enter opened a row: the status line names it.
    mutating func take(_ event: TerminalListEvent, time: Double) throws(LazyScrollError) {
        if case let .activated(row) = event { openedRow = row }
    }

    var statusTexts: [String] {
        let cursor = list.cursor.index.map { "Row \(DemoContent.grouped($0))" } ?? "no row"
        let opened = openedRow.map { " · opened Row \(DemoContent.grouped($0))" } ?? ""
        return [
            " cursor \(cursor)\(selectionText)\(opened) · Space select · Enter open ",
            " \(cursor)\(selectionText)\(opened) ",
            " \(cursor)\(selectionText) ",
            " \(cursor) ",
        ]
    }
}
