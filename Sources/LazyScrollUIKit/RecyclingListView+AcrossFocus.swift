#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// The keyboard focus inside rows scrolling across: the engine moves the focus between the list's
/// elements, where such a row is one; inside it, the focus is on one of its items, which the left and
/// right arrows move along the row, scrolling it as little as it takes to show the item whole, as the
/// focus engine moves through an orthogonally scrolling section of a `UICollectionView`.
extension RecyclingListView {
    /// What has the keyboard focus: an item of a row scrolling across, or a row.
    var focusTarget: ListSelectionTarget? {
        if let element = rowStates.focusedAcrossItem, let path = expandedElements?.path(at: element) { return .acrossItem(path) }
        return rowStates.focus.index.map(ListSelectionTarget.row)
    }

    /// The item of a row scrolling across that has the keyboard focus, if the focus is on one (as
    /// `UICollectionViewFocusUpdateContext.nextFocusedIndexPath` names a focused cell of an orthogonally
    /// scrolling section); `focusedRow` is then its row.
    public var focusedItemPath: ItemPath? {
        if case let .acrossItem(path)? = focusTarget { return path }
        return nil
    }

    /// Moves the focus along the row scrolling across that has it, for a left or right arrow (`move` as
    /// the engine takes it, mirrored in a right-to-left layout, where the row runs from the right too:
    /// `.right` is towards the row's end either way). Nil when the focus is not in such a row or the
    /// move is not along it; false at the row's end (the key goes on).
    func moveFocusAlongRow(_ move: FocusMove) -> Bool? {
        guard move == .left || move == .right, case let .acrossItem(path)? = focusTarget else { return nil }
        let forward = move == .right
        let next = ItemPath(section: path.section, item: path.item + (forward ? 1 : -1))
        guard isAcrossItem(next) else { return false }
        focusItem(next)
        return true
    }

    /// The focus arrived on flat row `row`: in a row scrolling across, on the first of its items in view
    /// (the row's scroller's first visible one); returns that item's path, nil for any other row.
    func enterAcrossRow(_ row: Int) -> ItemPath? {
        guard case let .row(section)? = element(forRow: row), numberOfItems(inSection: section) > 0 else {
            rowStates.focusedAcrossItem = nil
            return nil
        }
        let first = acrossRows.scrollers[row].flatMap { $0.virtualizer.windows.visible.first } ?? 0
        let path = ItemPath(section: section, item: first)
        rowStates.focusedAcrossItem = expandedElements?.index(of: path)
        scrollAcrossRow(toItemAt: path, at: .nearest, animated: false)
        return path
    }

    /// Moves the focus to `path`, an item of a row scrolling across, shows it there, and tells the
    /// delegate (and selects it, with `selectionFollowsFocus` in a single selection).
    private func focusItem(_ path: ItemPath) {
        rowStates.focusedAcrossItem = expandedElements?.index(of: path)
        rowStates.showsFocus = true
        scrollAcrossRow(toItemAt: path, at: .nearest, animated: false)
        applyRowStates()
        (delegate as? any RecyclingListViewDelegate)?.listView(self, didFocusItemAt: path)
        if rowSelectionFollowsFocus, rowStates.mode == .single { selectAsUser(.acrossItem(path)) }
    }
}
#endif
