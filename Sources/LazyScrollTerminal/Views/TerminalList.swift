import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// A vertical list of rows of any height in lines, only the rows near the viewport having views, and
/// those views recycled through a reuse pool as rows scroll away.
///
/// A list is viewed by default: its keys scroll it, as a log's do. With ``cursorOptions`` it has a
/// highlighted ``cursor`` row that the keys move, a ``selection``, and rows that a drag can move
/// (see ``CursorOptions`` for every key and mouse action); it tells the program what happened through
/// ``takeEvents()``.
public struct TerminalList: ScrolledItemsView {
    /// The rows' controller and live row blocks.
    public var items: ScrolledItems
    /// Lines one wheel notch scrolls, as most terminals and desktops do.
    public var linesPerWheelNotch: CGFloat = 3
    /// Lines ↑ and ↓ scroll a list without a cursor: one, or a grid's row pitch (row height plus
    /// spacing) so that the keys move by rows. PgUp and PgDn scroll the whole rows that fit in a grid
    /// of equal rows, and otherwise the whole steps that fit in a screen less one (see ``linesPerPage``).
    public var linesPerArrowKey: CGFloat = 1
    /// Where the list is on screen: the rectangle of its last ``frame(now:into:in:)`` (until then, its
    /// size at the screen's top-left corner). ``handle(_:at:)`` reads mouse positions relative to it,
    /// and ``rowsOnScreen`` answers in its coordinates.
    public internal(set) var screenRect: CellRect
    /// What the cursor, the selection and dragging do, and how they look; nil (the default) for a list
    /// that is only viewed, whose keys scroll it. Setting options puts the cursor on the first row
    /// wholly in view and gives the selection their ``CursorOptions/selectionMode``; removing them
    /// deselects everything and ends a drag.
    public var cursorOptions: CursorOptions? {
        didSet { adoptCursorOptions() }
    }
    /// The row the keys move from and Enter activates, highlighted: the engine's keyboard focus, on a
    /// data index. It stays on its row through batch updates and goes to a neighbour when its row is
    /// deleted. Move it with the keys, a click, ``moveCursor(_:time:)-(_,Double)`` or
    /// ``moveCursor(to:time:)-(_,Double)``.
    public internal(set) var cursor = ItemFocus()
    /// The selected rows, by data index, in the mode of ``cursorOptions`` (none without them). It
    /// follows the rows through batch updates. A program may change it (select all, restore a saved
    /// selection); one made for another number of rows than the list has is replaced by an empty one
    /// at the next input.
    public var selection: ItemSelection
    /// The drag that holds a row, while one does (see ``CursorOptions/allowsReordering``).
    public internal(set) var reorder: ReorderSession?
    /// What happened since ``takeEvents()`` last took them: rows activated and rows moved.
    public internal(set) var events: [TerminalListEvent] = []
    /// Where the left button went down, while it is down.
    var press: ListPress?
    /// A copy of the dragged row's block, drawn under the pointer even after its own block unloads
    /// (an auto-scroll can carry the list far from the row's place).
    var liftedBlock: TextBlock?
    /// The move the last drop reported and the offset it was dropped at: the layout during the drag
    /// is the layout after the move at that offset, so the list keeps it when the program makes the
    /// move before anything else moves the list (anchoring on the first row on screen would shift the
    /// rows by the dragged row, which stood aside from the top of the screen).
    var droppedMove: (move: BatchUpdate.Move, offset: CGFloat)?
    /// Whether the next Shift+key selects from where the cursor is (true after anything but a
    /// Shift+key), rather than growing the range the last one selected.
    var extensionStartsAtCursor = true

    /// A list whose row heights come from `extents` in a view of `size` cells;
    /// `configure(&block, row, viewportSize)` fills a recycled block for a row.
    ///
    /// - Parameters:
    ///   - extents: the rows' heights in lines, given or estimated.
    ///   - size: the view's size in cells.
    ///   - time: the clock's reading at creation, in seconds, for the physics that follow.
    ///   - anchoring: `.end` makes a chat: the list starts at its last row and follows new rows while
    ///     at its end (see `ContentAnchoring`).
    ///   - sizesRowsToFit: Whether each row is as tall as its block has lines, measured when it loads
    ///     (`extents`, which must then be measured extents, give the estimates).
    ///   - configure: fills a recycled block for a row: `configure(&block, row, viewportSize)`.
    /// - Throws: `LazyScrollError` for a size or an anchoring the engine refuses.
    public init(
        extents: ExtentModel, size: TerminalSize, time: Double = 0, anchoring: ContentAnchoring = .keepVisibleItems,
        sizesRowsToFit: Bool = false, configure: @escaping (inout TextBlock, Int, TerminalSize) -> Void
    ) throws(LazyScrollError) {
        let controller = try ScrollController(
            content: .items(extents), viewportSize: CGSize(width: size.columns, height: size.rows),
            configuration: ScrollConfiguration(anchoring: anchoring), time: time)
        items = try ScrolledItems(controller: controller, sizesItemsToFit: sizesRowsToFit, configure: configure)
        items.restsOnWholeCells = true
        screenRect = CellRect(size)
        selection = try ItemSelection(mode: .none, itemCount: controller.dataCount)
    }

    /// Applies insertions, deletions, moves and reloads after the data has changed: loaded rows keep
    /// their blocks (reloaded ones are configured again), and what is on screen stays put, or a list
    /// anchored at its end and at its end follows it.
    ///
    /// - Throws: `LazyScrollError.inconsistentBatchUpdate` for an update that does not fit the rows;
    ///   nothing changes then.
    /// The cursor stays on its row (or goes to a neighbour when its row is deleted), the selection
    /// follows its rows, and a drag goes on with its row (it ends when its row is deleted).
    public mutating func performBatchUpdates(_ batch: BatchUpdate, time: Double) throws(LazyScrollError) {
        reconcileWithData()
        let mapping = try BatchUpdateMapping(validating: batch, oldCount: items.controller.dataCount)
        let dropped = droppedMove.flatMap { batch == BatchUpdate(moves: [$0.move]) && items.controller.offset == $0.offset ? $0.offset : nil }
        try changeData(mapping, follow: { cursor, selection throws(LazyScrollError) in
            try cursor.follow(mapping)
            try selection.follow(mapping)
        }, { c throws(LazyScrollError) in try c.performBatchUpdates(batch, time: time) })
        droppedMove = nil
        if let dropped {
            try items.perform { c throws(LazyScrollError) in try c.scroll(toOffset: dropped, animated: false, time: time) }
        }
    }

    /// Applies a change of the rows' data, given as the difference between their identifiers before
    /// and after: loaded rows keep their blocks, what is on screen stays put, and the cursor and the
    /// selection follow their rows by identity (a row the difference deletes and inserts because it
    /// moved and changed keeps them).
    ///
    /// - Throws: `LazyScrollError.inconsistentBatchUpdate(_:)` when `difference` was not computed from
    ///   the list's rows (another count); nothing changes then.
    public mutating func performBatchUpdates(_ difference: IdentityDifference, time: Double) throws(LazyScrollError) {
        reconcileWithData()
        let mapping = try BatchUpdateMapping(validating: difference.update, oldCount: difference.oldCount)
        try changeData(mapping, follow: { cursor, selection throws(LazyScrollError) in
            try cursor.follow(difference)
            try selection.follow(difference)
        }, { c throws(LazyScrollError) in try c.performBatchUpdates(difference, time: time) })
    }

    /// Sets where the list asks for more rows; the events arrive in `items.loadMoreEvents`
    /// (take them with `items.takeLoadMoreEvents()`).
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a threshold that is negative or not finite;
    ///   nothing changes then.
    public mutating func setLoadMoreThresholds(_ thresholds: LoadMoreThresholds, time: Double) throws(LazyScrollError) {
        try items.perform { c throws(LazyScrollError) in try c.setLoadMoreThresholds(thresholds, time: time) }
    }

    /// Scrolls to the last row, gliding when `animated`, and lands there exactly whatever rows load and
    /// measure on the way or, after a jump, when they load there.
    public mutating func scrollToEnd(animated: Bool, time: Double) throws(LazyScrollError) {
        let last = items.controller.dataCount - 1
        guard !animated, last >= 0 else {
            try items.perform { c throws(LazyScrollError) in try c.scrollToEnd(animated: animated, time: time) }
            return
        }
        // A jump lands where the end is estimated to be; aimed at the last row's end, the rows measured
        // as they load there keep it at the viewport's end.
        try items.perform { c throws(LazyScrollError) in try c.scroll(toItem: last, at: .end, animated: false, time: time) }
    }

    /// The view changed size: the first visible row stays where it is on screen, and every loaded row
    /// is configured again for the new size (its `configure` receives the viewport's size) and, when
    /// the list sizes rows to fit, measured again: text wrapped to the width re-wraps. Nothing happens
    /// when the size is the same.
    public mutating func resize(to size: TerminalSize, time: Double) throws(LazyScrollError) {
        let viewport = CGSize(width: size.columns, height: size.rows)
        guard viewport != items.controller.viewportSize else { return }
        try items.perform { c throws(LazyScrollError) in try c.resize(to: viewport, time: time) }
        try items.reloadViews()
    }

    /// Scrolls by `lines` (positive: towards the end), gliding.
    public mutating func scroll(byLines lines: CGFloat, time: Double) throws(LazyScrollError) {
        try items.perform { c throws(LazyScrollError) in try c.scroll(by: lines, animated: true, time: time) }
    }

    /// Lines PgUp and PgDn scroll a list without a cursor: in a grid of equal rows, the whole rows
    /// that fit (a row's cells must fit, the spacing after the last need not), so the row cut at the
    /// bottom comes to the top; otherwise the whole ``linesPerArrowKey`` steps that fit in a screen less
    /// one, so a line of the last screen stays in view. Always at least one row or step.
    public var linesPerPage: CGFloat {
        let viewport = items.controller.viewportSize.height
        if case let .grid(grid) = items.controller.virtualizer.items.base, let row = grid.rowExtent, row + grid.spacing > 0 {
            let pitch = row + grid.spacing
            return max(1, ((viewport + grid.spacing) / pitch).rounded(.down)) * pitch
        }
        let step = max(1, linesPerArrowKey)
        return max(step, ((viewport - step) / step).rounded(.down) * step)
    }

    /// Handles the keys and the mouse inside `rect`. Without ``cursorOptions``: ↑/↓
    /// (``linesPerArrowKey``), PgUp/PgDn (``linesPerPage``), Home/End (a jump: gliding past a million
    /// rows shows nothing but a blur); the wheel glides with momentum, a drag follows the pointer and a
    /// release flings. With them, the keys and clicks move the cursor and select, and a drag may move
    /// a row: see ``CursorOptions``.
    ///
    /// - Returns: Whether the list used the event.
    public mutating func handle(_ event: InputEvent, in rect: CellRect, time: Double) throws(LazyScrollError) -> Bool {
        if let options = cursorOptions {
            reconcileWithData()
            switch event {
            case let .key(key): return try handleCursorKey(key, options: options, time: time)
            case let .mouse(mouse):
                if let used = try handleCursorMouse(mouse, in: rect, options: options, time: time) { return used }
            default: break
            }
        }
        let step = max(1, linesPerArrowKey)
        let page = linesPerPage
        switch event {
        case let .key(key):
            switch key.key {
            case .up: try scroll(byLines: -step, time: time)
            case .down: try scroll(byLines: step, time: time)
            case .pageUp: try scroll(byLines: -page, time: time)
            case .pageDown: try scroll(byLines: page, time: time)
            case .home:
                try items.perform { c throws(LazyScrollError) in try c.scroll(toOffset: 0, animated: false, time: time) }
            case .end:
                // To the end as it is once the rows there are measured, not as estimated before.
                try scrollToEnd(animated: false, time: time)
            default: return false
            }
            return true
        case let .mouse(mouse):
            let notch = linesPerWheelNotch
            return try items.handleMouse(mouse, in: rect, time: time) { items, step throws(LazyScrollError) in
                try items.perform { c throws(LazyScrollError) in try c.wheel(delta: CGFloat(step) * notch, time: time) }
            }
        default:
            return false
        }
    }

    /// Draws the visible rows into `rect`, clipped to `clip`: with a cursor, its row in
    /// ``CursorOptions/cursorStyle`` and the selected rows in ``CursorOptions/selectedStyle``; during a
    /// drag, the rows standing aside and the dragged row under the pointer.
    public func draw(into canvas: inout CellBuffer, in rect: CellRect, clip: CellRect? = nil) {
        let area = clip.map { rect.intersection($0) } ?? rect
        canvas.fill(area, with: .blank)
        let drawn = drawnRows(in: rect)
        // Each row's highlight is layered as it is drawn, so that a pinned header drawn over it later hides it.
        items.draw(drawn.rows, into: &canvas, in: rect, clip: area) { canvas, row, visible in
            guard let options = cursorOptions else { return }
            if selection.contains(row.dataIndex) { canvas.layer(options.selectedStyle, over: visible) }
            if cursor.index == row.dataIndex { canvas.layer(options.cursorStyle, over: visible) }
        }
        guard let options = cursorOptions else { return }
        if let lifted = drawn.lifted, let block = liftedBlock {
            let visible = lifted.visibleRect.intersection(area)
            canvas.fill(visible, with: .blank)
            block.draw(into: &canvas, column: lifted.rect.column, row: lifted.rect.row, clip: visible)
            canvas.layer(options.liftedStyle, over: visible)
        }
    }
}
