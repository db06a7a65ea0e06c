import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll
import LazyScrollTerminal

/// A demo whose view is a ``TerminalList`` above a status line (List, Photos, Playlist with a cursor; Contacts): the
/// list takes the keys and the mouse, the demo reacts to what the list reports (rows opened, rows
/// moved) and says on the status line where the cursor is and what is selected.
@MainActor
protocol StatusListDemo {
    /// The list above the status line.
    var list: TerminalList { get set }
    /// The status line's wordings, longest first (the first that fits is drawn).
    var statusTexts: [String] { get }
    /// Reacts to an event the list reported: Enter on a row, a row dropped somewhere else.
    mutating func take(_ event: TerminalListEvent, time: Double) throws(LazyScrollError)
    /// Where the list is drawn in `rect`, the view (by default, all of it above the status line).
    func listRect(in rect: CellRect) -> CellRect
}

extension StatusListDemo {
    /// The list's size in a view of `size`: all but the status line.
    static func listSize(_ size: TerminalSize) -> TerminalSize {
        TerminalSize(columns: size.columns, rows: max(0, size.rows - 1))
    }

    /// Where the list is drawn in `rect`, the view: above the status line.
    func listRect(in rect: CellRect) -> CellRect {
        CellRect(column: rect.column, row: rect.row, width: rect.width, height: max(0, rect.height - 1))
    }

    /// Hands `event` to the list, then takes what it reported.
    mutating func handle(_ event: InputEvent, in rect: CellRect, time: Double) throws(LazyScrollError) -> Bool {
        try handleInList(event, in: rect, time: time)
    }

    /// Hands `event` to the list, in `rect` less the status line, then takes what the list reported.
    mutating func handleInList(_ event: InputEvent, in rect: CellRect, time: Double) throws(LazyScrollError) -> Bool {
        let used = try list.handle(event, in: listRect(in: rect), time: time)
        for reported in list.takeEvents() { try take(reported, time: time) }
        return used
    }

    /// Advances the list's glide and a held row's edge auto-scroll.
    mutating func tick(time: Double) throws(LazyScrollError) { try list.tick(time: time) }

    /// The view changed size: the list keeps its cursor's row in view.
    mutating func resize(to size: TerminalSize, time: Double) throws(LazyScrollError) {
        try list.resize(to: Self.listSize(size), time: time)
    }

    /// Stops the glide while the tab is not shown, and resumes it where it was.
    mutating func setOnScreen(_ isOnScreen: Bool, time: Double) throws(LazyScrollError) {
        try list.setOnScreen(isOnScreen, time: time)
    }

    /// When `tick` must run next: now while the list glides or a held row scrolls it, else nil.
    var nextTickTime: Double? { list.nextTickTime }

    /// A scripted finger went down at (`column`, `row`), relative to the view.
    mutating func beginDrag(column: Int, row: Int, time: Double) throws(LazyScrollError) {
        try list.beginDrag(column: column, row: row, time: time)
    }

    /// The scripted finger moved to (`column`, `row`), relative to the view.
    mutating func moveDrag(column: CGFloat, row: CGFloat, time: Double) throws(LazyScrollError) {
        try list.moveDrag(column: column, row: row, time: time)
    }

    /// The scripted finger lifted with the offset moving at `velocity` lines per second (nil: estimated).
    mutating func endDrag(velocity: CGFloat?, time: Double) throws(LazyScrollError) {
        try list.endDrag(velocity: velocity, time: time)
    }

    /// Draws the list and the status line into `rect`.
    func draw(into canvas: inout CellBuffer, in rect: CellRect) {
        list.draw(into: &canvas, in: listRect(in: rect))
        guard rect.height > 0 else { return }
        canvas.put(FittedText.fitting(rect.width, statusTexts), column: rect.column, row: rect.endRow - 1,
                   style: CellStyle(foreground: .brightBlack), clip: rect)
    }

    /// " · 3 selected", or nothing when no row is.
    var selectionText: String {
        list.selection.isEmpty ? "" : " · \(DemoContent.grouped(list.selection.count)) selected"
    }
}
