#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// What a `RecyclingListView`'s rows are besides their content: which are selected, which one has the
/// keyboard focus, which one a finger is on. Indices are row indices; everything follows the rows through
/// batch updates, diffable snapshots and drags to reorder.
struct ListRowStates {
    /// `UICollectionView.allowsSelection`.
    var allowsSelection = true {
        didSet { modeDidChange() }
    }
    /// `UICollectionView.allowsMultipleSelection`.
    var allowsMultipleSelection = false {
        didSet { modeDidChange() }
    }
    /// The selected rows, over every row of the list.
    private(set) var selection = Self.emptySelection(mode: .single, count: 0)
    /// The selected items of rows scrolling across, over the list's ``ExpandedListElements`` (a row has
    /// no index for each of its items). One selection with `selection`: in a single selection, at most
    /// one of the two holds an index.
    private(set) var acrossSelection = Self.emptySelection(mode: .single, count: 0)
    /// The item of a row scrolling across that a finger is on, as an element of the expanded elements.
    var highlightedAcrossItem: Int?
    /// The item of a row scrolling across that the tracked touch went down on (its row is the touch's).
    var trackedAcrossItem: Int?
    /// The item of a row scrolling across that has the keyboard focus (its row is `focus`'s), as an
    /// element of the expanded elements; nil when the focus is on the row itself or elsewhere.
    var focusedAcrossItem: Int?
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
        if mode == .single, changed.first != nil, changed.first != selection.first { acrossSelection.deselectAll() }
        selection = changed
    }

    /// Changes the selection of items of rows scrolling across through `change`, which throws to refuse
    /// (nothing changes then); in a single selection, an item selected there deselects the rows.
    mutating func changeAcrossSelection(_ change: (inout ItemSelection) throws(LazyScrollError) -> Void) throws(LazyScrollError) {
        var changed = acrossSelection
        try change(&changed)
        if mode == .single, changed.first != nil, changed.first != acrossSelection.first { selection.deselectAll() }
        acrossSelection = changed
    }

    /// The items of rows scrolling across are `count` elements now, moved as `mapping` says (nil: they
    /// did not move): selected ones stay selected wherever they go, a finger's item follows it. Without
    /// a mapping for a changed count, nothing of them stays selected.
    mutating func followAcrossItems(_ mapping: BatchUpdateMapping?, count: Int) {
        if let mapping, mapping.oldCount == acrossSelection.itemCount, mapping.newCount == count, (try? acrossSelection.follow(mapping)) != nil {
            highlightedAcrossItem = highlightedAcrossItem.flatMap(mapping.newIndex(ofOld:))
            trackedAcrossItem = trackedAcrossItem.flatMap(mapping.newIndex(ofOld:))
            focusedAcrossItem = focusedAcrossItem.flatMap(mapping.newIndex(ofOld:))
        } else if mapping != nil || acrossSelection.itemCount != count {
            acrossSelection = Self.emptySelection(mode: mode, count: count)
            highlightedAcrossItem = nil
            trackedAcrossItem = nil
            focusedAcrossItem = nil
        }
    }

    /// Both selections take the new mode; a single selection keeps one index, the rows' if both had one.
    private mutating func modeDidChange() {
        selection.setMode(mode)
        acrossSelection.setMode(mode)
        if mode == .single, !selection.isEmpty { acrossSelection.deselectAll() }
    }

    /// The rows were reloaded, `count` of them now: nothing is selected (as `reloadData()` deselects in
    /// UIKit), the focus stays at its row or the last, and no finger is on a row.
    mutating func reload(count: Int) {
        selection = Self.emptySelection(mode: mode, count: count)
        acrossSelection = Self.emptySelection(mode: mode, count: acrossSelection.itemCount)
        highlightedAcrossItem = nil
        trackedAcrossItem = nil
        focusedAcrossItem = nil
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
