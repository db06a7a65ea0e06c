#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// What a `RecyclingListView`'s rows are besides their content: which are selected, which one has the
/// keyboard focus, which one a finger is on. Indices are row indices; everything follows the rows through
/// batch updates, diffable snapshots and drags to reorder.
struct ListRowStates {
    /// `UICollectionView.allowsSelection`.
    var allowsSelection = true {
        didSet { selection.setMode(mode) }
    }
    /// `UICollectionView.allowsMultipleSelection`.
    var allowsMultipleSelection = false {
        didSet { selection.setMode(mode) }
    }
    /// The selected rows, over every row of the list.
    private(set) var selection = Self.emptySelection(mode: .single, count: 0)
    /// The row the keyboard focus is on.
    var focus = ItemFocus()
    /// Whether the focused row shows it: while the keyboard drives the list.
    var showsFocus = false
    /// The row a finger is on and shows highlighted.
    var highlightedRow: Int?
    /// The touch that went down on a row, and that row, until the finger lifts or the touch is cancelled.
    var trackedTouch: (touch: ObjectIdentifier, row: Int)?

    /// The selection mode the two settings make: none without `allowsSelection`.
    var mode: SelectionMode {
        !allowsSelection ? .none : allowsMultipleSelection ? .multiple : .single
    }

    /// Changes the selection through `change`, which throws to refuse (nothing changes then).
    mutating func changeSelection(_ change: (inout ItemSelection) throws(LazyScrollError) -> Void) throws(LazyScrollError) {
        var changed = selection
        try change(&changed)
        selection = changed
    }

    /// The rows were reloaded, `count` of them now: nothing is selected (as `reloadData()` deselects in
    /// UIKit), the focus stays at its row or the last, and no finger is on a row.
    mutating func reload(count: Int) {
        selection = Self.emptySelection(mode: mode, count: count)
        if let focused = focus.index { focus.index = count > 0 ? min(focused, count - 1) : nil }
        highlightedRow = nil
        trackedTouch = nil
    }

    /// The rows changed as `mapping` says: selected rows stay selected wherever they move, deleted ones
    /// leave the selection, the focus stays on its row (or goes to a neighbour), and a finger's row follows
    /// its row (a deleted one is forgotten). `difference`, when the update is an identity difference, lets
    /// rows it deletes and inserts because they moved and changed keep their state.
    mutating func follow(_ mapping: BatchUpdateMapping, difference: IdentityDifference? = nil) {
        if let difference, (try? selection.follow(difference)) != nil {
            try? focus.follow(difference)
        } else if (try? selection.follow(mapping)) != nil {
            try? focus.follow(mapping)
        } else {
            // The selection was out of step with the rows (it cannot be, but a list must not stop working).
            reload(count: mapping.newCount)
            return
        }
        highlightedRow = highlightedRow.flatMap(mapping.newIndex(ofOld:))
        if let tracked = trackedTouch {
            trackedTouch = mapping.newIndex(ofOld: tracked.row).map { (tracked.touch, $0) }
        }
    }

    /// An empty selection of `count` rows.
    private static func emptySelection(mode: SelectionMode, count: Int) -> ItemSelection {
        // A row count is never negative, which is all the initializer checks.
        try! ItemSelection(mode: mode, itemCount: max(0, count))
    }
}
#endif
