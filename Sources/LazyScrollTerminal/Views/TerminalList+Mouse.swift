import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// Where the left button went down on a list with a cursor, until it comes up: a release where it
/// went down is a click, a move first is a drag (a scroll, or a row lifted to be moved).
struct ListPress: Sendable, Hashable {
    /// The cell, relative to the list.
    var column: Int
    var row: Int
    /// The data row under it, if any.
    var dataIndex: Int?
    /// The modifiers held as it went down.
    var modifiers: KeyModifiers
    /// Whether the pointer has left the cell since.
    var moved = false
}

// The mouse on a list with a cursor: clicks move the cursor, drags scroll or move rows (the engine's
// reorder session: lift, follow, auto-scroll at the edges on the clock, drop).
extension TerminalList {
    /// A mouse action for a list with a cursor; nil for what it handles as a list without one (the
    /// wheel, which scrolls and leaves the cursor on its row).
    mutating func handleCursorMouse(_ mouse: MouseEvent, in rect: CellRect, options: CursorOptions, time: Double) throws(LazyScrollError) -> Bool? {
        let column = mouse.column - rect.column
        let row = mouse.row - rect.row
        switch mouse.kind {
        case .press(.left):
            guard rect.contains(column: mouse.column, row: mouse.row) else { return false }
            // A drag whose release never arrived (the pointer left the window) ends where it is.
            if reorder != nil { try dropReorder(time: time) }
            let under = items.itemsOnScreen(in: rect).first { $0.visibleRect.contains(column: mouse.column, row: mouse.row) }
            press = ListPress(column: column, row: row, dataIndex: under?.dataIndex, modifiers: mouse.modifiers)
            // A finger catches a glide; moving, it scrolls, unless it lifts the row.
            try items.dragBegan(column: column, row: row, time: time)
        case .drag(.left):
            guard var current = press else { return false }
            if reorder != nil {
                try moveReorder(to: Self.point(column: column, row: row), time: time)
                return true
            }
            guard current.moved || column != current.column || row != current.row else { return true }
            current.moved = true
            press = current
            if options.allowsReordering, current.dataIndex != nil,
               try liftRow(at: Self.point(column: current.column, row: current.row), options: options, time: time) {
                try moveReorder(to: Self.point(column: column, row: row), time: time)
            } else if items.controller.isDragging {
                try items.dragMoved(column: CGFloat(column), row: CGFloat(row), time: time)
            }
        case .release:
            guard let released = press else { return false }
            press = nil
            if reorder != nil {
                try dropReorder(time: time)
                return true
            }
            if items.controller.isDragging { try items.dragEnded(velocity: nil, time: time) }
            if !released.moved, let index = released.dataIndex {
                try click(onRow: index, modifiers: released.modifiers, options: options, time: time)
            }
        default:
            return nil
        }
        return true
    }

    /// The middle of cell (`column`, `row`) of the list, where the engine looks for the row under the
    /// pointer: the same row the cell is drawn in, at any offset (see `ContentCells`).
    static func point(column: Int, row: Int) -> CGPoint {
        CGPoint(x: CGFloat(column) + 0.5, y: CGFloat(row) + 0.5)
    }

    /// Lifts the row under `point` (relative to the list) to move it; returns false when no row is
    /// there. The cursor goes to the row; the list stops resting on whole cells until the drop, so the
    /// auto-scroll can move it by less than a cell a frame.
    mutating func liftRow(at point: CGPoint, options: CursorOptions, time: Double) throws(LazyScrollError) -> Bool {
        let settings = options.reorderSettings
        guard let session = try items.updateController({ c throws(LazyScrollError) in
            try c.beginReorder(at: point, settings: settings, time: time)
        }) else { return false }
        reorder = session
        liftedBlock = items.views.views[session.source]
        cursor.index = session.source
        items.restsOnWholeCells = false
        extensionStartsAtCursor = true
        return true
    }

    /// The pointer holding a row moved to `point`, relative to the list.
    mutating func moveReorder(to point: CGPoint, time: Double) throws(LazyScrollError) {
        guard var session = reorder else { return }
        try items.perform { c throws(LazyScrollError) in try c.moveReorder(&session, to: point, time: time) }
        reorder = session
    }

    /// Drops the held row at the drop index: the rows go back to their places and the list tells the
    /// program with ``TerminalListEvent/moved(from:to:)``, which makes the move in its data and gives
    /// it to ``performBatchUpdates(_:time:)-(BatchUpdate,Double)`` (the cursor and the selection follow
    /// the row then). The list does not make the move itself: rows that load during it would be
    /// configured from data that has not moved yet.
    mutating func dropReorder(time: Double) throws(LazyScrollError) {
        guard let session = reorder else { return }
        // The drag ends whether or not the engine takes the drop (a `defer`, not a catch and a throw:
        // see PortabilityRules.typedThrowStatementsInFrontEnds).
        var move: BatchUpdate.Move?
        defer {
            abandonReorder()
            if let move {
                events.append(.moved(from: move.from, to: move.to))
                droppedMove = (move, items.controller.offset)
            }
        }
        move = try items.updateController { c throws(LazyScrollError) in try c.endReorder(session, time: time) }?.moves.first
    }

    /// Esc during a drag: the row goes back to its place and the list glides back to where the drag
    /// began.
    mutating func cancelReorder(time: Double) throws(LazyScrollError) {
        guard let session = reorder else { return }
        try items.perform { c throws(LazyScrollError) in try c.cancelReorder(session, animated: true, time: time) }
        abandonReorder()
        press = nil
    }

    /// Forgets the drag, leaving the list where it is, resting on whole cells again.
    mutating func abandonReorder() {
        guard reorder != nil else { return }
        reorder = nil
        liftedBlock = nil
        items.restsOnWholeCells = true
        try? items.restOnWholeCell()
    }

    /// The rows the list draws in `rect`, in screen cells: during a drag, those standing aside (the
    /// held row left out) and the held row under the pointer; otherwise ``ScrolledItems/itemsOnScreen(in:)``.
    func drawnRows(in rect: CellRect) -> (rows: [ItemOnScreen], lifted: ItemOnScreen?) {
        guard let session = reorder else { return (items.itemsOnScreen(in: rect), nil) }
        let controller = items.controller
        // The session's frames are relative to the viewport; the cells are counted in content
        // coordinates, so that every edge is rounded once, as at rest.
        let shift = controller.configuration.axis.point(main: controller.offset, cross: 0)
        let placements = controller.placements(during: session).map { placement in
            var moved = placement
            moved.frame = placement.frame.offsetBy(dx: shift.x, dy: shift.y)
            return moved
        }
        let liftedRect = items.cells(in: rect).rect(ofContentFrame: session.liftedFrame.offsetBy(dx: shift.x, dy: shift.y))
        let visible = liftedRect.intersection(rect)
        let lifted = visible.isEmpty ? nil : ItemOnScreen(index: session.source, dataIndex: session.source, rect: liftedRect, visibleRect: visible)
        return (items.itemsOnScreen(in: rect, placements: placements), lifted)
    }
}
