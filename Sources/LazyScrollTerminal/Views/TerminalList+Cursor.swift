import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

// The cursor and the selection of a list with `cursorOptions`: the engine's `ItemFocus` moved by
// `ScrollController.moveFocus`, and its `ItemSelection`, driven by keys and clicks.
extension TerminalList {
    /// Moves the cursor by `move` (see `Virtualizer.focusTarget(of:from:)` for where each move goes:
    /// in a grid, up and down go to the cell of the next row whose column overlaps most) and scrolls
    /// only as far as it takes to show its row whole, as `UICollectionView.scrollToItem(at:at:animated:)`
    /// at the nearest position does. Without a cursor, any move but `.first` and `.last` puts it on the
    /// first row wholly in view.
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a time that is not finite; nothing changes then.
    public mutating func moveCursor(_ move: FocusMove, time: Double) throws(LazyScrollError) {
        reconcileWithData()
        var focus = cursor
        try items.perform { c throws(LazyScrollError) in try c.moveFocus(&focus, move, animated: false, time: time) }
        cursor = focus
    }

    /// Puts the cursor on row `row` and scrolls only as far as it takes to show it whole.
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for a row the list does not have,
    ///   `LazyScrollError.invalidNumber` for a time that is not finite; nothing changes then.
    public mutating func moveCursor(to row: Int, time: Double) throws(LazyScrollError) {
        reconcileWithData()
        try items.perform { c throws(LazyScrollError) in try c.scroll(toItem: row, at: .nearest, animated: false, time: time) }
        cursor.index = row
    }

    /// Returns what happened since the last call (rows activated, rows moved), oldest first, and
    /// forgets them.
    public mutating func takeEvents() -> [TerminalListEvent] {
        defer { events = [] }
        return events
    }

    /// The focus move a key makes, if it makes one.
    static func focusMove(for key: Key) -> FocusMove? {
        switch key {
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        case .pageUp: return .pageUp
        case .pageDown: return .pageDown
        case .home: return .first
        case .end: return .last
        default: return nil
        }
    }

    /// Whether the rows stand in columns (a grid or lanes, or the cursor's section of one), where ← and
    /// → move the cursor.
    var hasColumns: Bool {
        switch items.controller.virtualizer.items.base {
        case .grid, .lanes: return true
        case let .sections(model):
            guard let index = cursor.index, let element = try? model.element(at: index),
                  let section = try? model.section(element.section) else { return false }
            switch section.items {
            case .grid, .lanes: return true
            default: return false
            }
        default: return false
        }
    }

    /// A key for a list with a cursor; see ``CursorOptions`` for what each does.
    mutating func handleCursorKey(_ key: KeyEvent, options: CursorOptions, time: Double) throws(LazyScrollError) -> Bool {
        if reorder != nil {
            // A drag holds a row: Esc puts it back, other keys wait for the drop.
            if key.key == .escape { try cancelReorder(time: time) }
            return true
        }
        let plain = key.modifiers.isEmpty
        let shifted = key.modifiers == .shift
        if plain || shifted, let move = Self.focusMove(for: key.key) {
            if (move == .left || move == .right) && !hasColumns { return false }
            if shifted && options.selectionMode != .none {
                try extendSelection(by: move, time: time)
            } else {
                try moveCursor(move, time: time)
                extensionStartsAtCursor = true
            }
            return true
        }
        switch key.key {
        case .character(" ") where plain && options.selectionMode != .none:
            if cursor.index == nil { try moveCursor(.down, time: time) }
            guard let row = cursor.index else { return false }
            try moveCursor(to: row, time: time)
            if !isSupplementary(row) { try selection.toggle(row) }
        case .enter where plain:
            guard let row = cursor.index else { return false }
            events.append(.activated(row: row))
        case .character("a") where key.modifiers == .control && options.selectionMode == .multiple:
            try selection.selectAll(except: supplementaryRows(in: 0..<selection.itemCount))
        case .escape where plain:
            guard !selection.isEmpty else { return false }
            selection.deselectAll()
        default:
            return false
        }
        extensionStartsAtCursor = true
        return true
    }

    /// Moves the cursor by `move` and selects the rows from where this run of Shift+keys began to
    /// where the cursor lands, replacing what the run's last key selected: as a desktop list's
    /// Shift+arrow does, and as ``ItemSelection/extend(to:)`` does from its anchor.
    mutating func extendSelection(by move: FocusMove, time: Double) throws(LazyScrollError) {
        var extended = selection
        if let start = cursor.index, extensionStartsAtCursor || extended.anchor == nil {
            try extended.select(start)
        }
        try moveCursor(move, time: time)
        if let end = cursor.index { try extended.extend(to: end, except: supplementaryRows(between: extended.anchor, and: end)) }
        selection = extended
        extensionStartsAtCursor = false
    }

    /// A click on data row `clicked`: the cursor goes there (from a section's header or footer, to the
    /// nearest item); with Shift the selection extends to it from its anchor, with Ctrl the row is
    /// selected or deselected.
    mutating func click(onRow clicked: Int, modifiers: KeyModifiers, options: CursorOptions, time: Double) throws(LazyScrollError) {
        guard let row = nearestItemRow(to: clicked) else { return }
        var changed = selection
        if options.selectionMode != .none {
            if modifiers.contains(.shift) {
                try changed.extend(to: row, except: supplementaryRows(between: changed.anchor, and: row))
            } else if modifiers.contains(.control) {
                try changed.toggle(row)
            }
        }
        try moveCursor(to: row, time: time)
        selection = changed
        extensionStartsAtCursor = !modifiers.contains(.shift)
    }

    /// Puts the cursor on the first row in view and gives the selection the options' mode (none
    /// without options, which also ends a drag).
    mutating func adoptCursorOptions() {
        selection.setMode(cursorOptions?.selectionMode ?? .none)
        guard let options = cursorOptions else {
            abandonReorder()
            press = nil
            return
        }
        if !options.allowsReordering { abandonReorder() }
        if cursor.index == nil { cursor.index = try? items.controller.virtualizer.focusTarget(of: .down, from: nil) }
    }

    /// Brings the cursor, the selection and a drag back in step with the rows when the program changed
    /// the rows behind the list's back (through `items`) or gave it a selection for another count: the
    /// selection starts empty, the cursor goes to the last row if it was past it, a drag whose row is
    /// gone ends.
    mutating func reconcileWithData() {
        let count = items.controller.dataCount
        if selection.itemCount != count, let fresh = try? ItemSelection(mode: selection.mode, itemCount: count) {
            selection = fresh
        }
        if let index = cursor.index, index >= count { cursor.index = count > 0 ? count - 1 : nil }
        if let session = reorder, session.source >= count || session.destination >= count { abandonReorder() }
    }

    /// Runs `body`, a change of the rows' data that `mapping` describes, on the controller, with the
    /// cursor and the selection following it as `follow` says and a drag following its row. Nothing
    /// changes when anything throws.
    mutating func changeData(
        _ mapping: BatchUpdateMapping, follow: (inout ItemFocus, inout ItemSelection) throws(LazyScrollError) -> Void,
        _ body: (inout ScrollController) throws(LazyScrollError) -> ScrollUpdate
    ) throws(LazyScrollError) {
        var followedCursor = cursor
        var followedSelection = selection
        try follow(&followedCursor, &followedSelection)
        try items.perform(body)
        cursor = followedCursor
        selection = followedSelection
        if var session = reorder {
            if session.follow(mapping) { reorder = session } else { abandonReorder() }
        }
    }
}
