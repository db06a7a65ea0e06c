#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

extension RecyclingListView {
    /// Whether the user can select rows (`UICollectionView.allowsSelection`); true by default. Turning it
    /// off deselects every row.
    public var allowsSelection: Bool {
        get { rowStates.allowsSelection }
        set {
            rowStates.allowsSelection = newValue
            applyRowStates()
        }
    }

    /// Whether several rows can be selected at once (`UICollectionView.allowsMultipleSelection`); false by
    /// default. Then a tap on a selected row deselects it. Turning it off keeps one row selected: the last
    /// one selected if it still is, else the first.
    public var allowsMultipleSelection: Bool {
        get { rowStates.allowsMultipleSelection }
        set {
            rowStates.allowsMultipleSelection = newValue
            applyRowStates()
        }
    }

    /// The selection: which rows are selected, as runs of rows, with its anchor and mode (the engine's
    /// `ItemSelection`, which saves and restores by identifier too).
    public var selection: ItemSelection { rowStates.selection }

    /// The selected rows, as ranges (`UICollectionView.indexPathsForSelectedItems`): after selecting all of
    /// ten million rows, one range. Items of rows scrolling across have no row of their own and are not
    /// among them: `selectedItemPaths` lists every selected item.
    ///
    /// - Complexity: O(r) for r ranges.
    public var selectedRows: IndexRanges { rowStates.selection.selectedIndices }

    /// Whether row `index` is selected (false for a row that does not exist).
    ///
    /// - Complexity: O(log r) for r ranges.
    public func isRowSelected(_ index: Int) -> Bool {
        rowStates.selection.contains(index)
    }

    /// Selects row `index` (in a single selection, instead of the row selected before), or deselects every
    /// row for nil, and scrolls it to `scrollPosition` unless that is nil
    /// (`UICollectionView.selectItem(at:animated:scrollPosition:)`). The delegate is not told: as in UIKit,
    /// only the user's selections are. Loaded rows that adopt `SelectableView` show it at once; `animated`
    /// animates the scroll.
    ///
    /// - Complexity: O(log r), plus the scroll.
    /// - Throws: `LazyScrollError.indexOutOfRange` for a row that does not exist,
    ///   `LazyScrollError.unsupportedOperation` when `allowsSelection` is false; nothing changes then.
    public func selectRow(at index: Int?, animated: Bool, scrollPosition: ScrollAlignment?) throws {
        guard let index else {
            deselectAllRows()
            return
        }
        try rowStates.changeSelection { selection throws(LazyScrollError) in try selection.select(index) }
        applyRowStates()
        if let scrollPosition { scrollToRow(index, at: scrollPosition, animated: animated) }
    }

    /// Deselects row `index` (`UICollectionView.deselectItem(at:animated:)`), without telling the delegate.
    ///
    /// - Complexity: O(log r).
    /// - Throws: `LazyScrollError.indexOutOfRange` for a row that does not exist; nothing changes then.
    public func deselectRow(at index: Int, animated: Bool) throws {
        try rowStates.changeSelection { selection throws(LazyScrollError) in try selection.deselect(index) }
        applyRowStates()
    }

    /// Selects every row, in O(1) however many rows there are (one range), and every item of the rows
    /// scrolling across (never a header or a footer), in O(S) for S sections, as selecting each item of
    /// a collection view's orthogonally scrolling section with `selectItem(at:animated:scrollPosition:)`
    /// would. Like those calls, it asks and tells the delegate nothing.
    ///
    /// - Throws: `LazyScrollError.unsupportedOperation` unless `allowsMultipleSelection` (and
    ///   `allowsSelection`) is on; nothing changes then.
    public func selectAllRows() throws {
        try rowStates.changeSelection { selection throws(LazyScrollError) in try selection.selectAll() }
        if let acrossItems = expandedElements?.acrossItems, !acrossItems.isEmpty {
            // The ranges are the elements' own, and the mode is multiple: this cannot throw.
            try? rowStates.changeAcrossSelection { selection throws(LazyScrollError) in
                for range in acrossItems.ranges { try selection.select(range) }
            }
        }
        applyRowStates()
    }

    /// Deselects every row, and every item of rows scrolling across, without telling the delegate.
    public func deselectAllRows() {
        try? rowStates.changeSelection { selection throws(LazyScrollError) in selection.deselectAll() }
        try? rowStates.changeAcrossSelection { selection throws(LazyScrollError) in selection.deselectAll() }
        applyRowStates()
    }

    /// The identifiers of the selected rows, in row order, given the rows' identifiers (a SwiftUI
    /// `selection` binding reads it; the diffable data source has `selectedItemIdentifiers`).
    ///
    /// - Complexity: O(selected rows + r).
    /// - Throws: `LazyScrollError.invalidIdentifiers` when `identifiers` are not one per row.
    public func selectedIdentifiers<ID>(in identifiers: ItemIdentifiers<ID>) throws -> [ID] {
        try rowStates.selection.selectedIdentifiers(in: identifiers)
    }

    /// Makes the selection exactly the rows `selected` names, given the rows' identifiers (a SwiftUI
    /// `selection` binding written by the app), without telling the delegate.
    ///
    /// - Complexity: O(k log k) for k identifiers.
    /// - Throws: `LazyScrollError.invalidIdentifiers` when `identifiers` are not one per row or `selected`
    ///   names an identifier they do not hold; `LazyScrollError.unsupportedOperation` when `selected` names
    ///   more rows than the settings allow. Nothing changes then.
    public func replaceSelection<ID>(with selected: some Sequence<ID>, in identifiers: ItemIdentifiers<ID>) throws {
        try rowStates.changeSelection { selection throws(LazyScrollError) in try selection.replaceSelection(with: selected, in: identifiers) }
        applyRowStates()
    }

    // MARK: - The user's selection

    /// The user selects `target` (a tap, Return or Space, or the focus arriving with
    /// `selectionFollowsFocus`), as UIKit does for a touch: the delegate is asked and told, and a selected
    /// row or item of a multiple selection is deselected instead. `unhighlighting` is the one whose
    /// highlight goes once the delegate has answered.
    func selectAsUser(_ target: ListSelectionTarget, unhighlighting highlighted: ListSelectionTarget? = nil) {
        let delegate = delegate as? any RecyclingListViewDelegate
        let deselecting = rowStates.mode == .multiple && isSelected(target)
        var allowed = rowStates.mode != .none && isSelectable(target)
        if allowed {
            switch (target, deselecting) {
            case let (.row(index), true): allowed = delegate?.listView(self, shouldDeselectRowAt: index) ?? true
            case let (.row(index), false): allowed = delegate?.listView(self, shouldSelectRowAt: index) ?? true
            case let (.acrossItem(path), true): allowed = delegate?.listView(self, shouldDeselectItemAt: path) ?? true
            case let (.acrossItem(path), false): allowed = delegate?.listView(self, shouldSelectItemAt: path) ?? true
            }
        }
        if let highlighted { unhighlight(highlighted) }
        guard allowed else { return }
        if deselecting {
            changeSelection(of: target, selecting: false)
            applyRowStates()
            tellDidDeselect(target)
            return
        }
        let replaced = rowStates.mode == .single ? singleSelection.flatMap { $0 == target ? nil : $0 } : nil
        changeSelection(of: target, selecting: true)
        applyRowStates()
        if let replaced { tellDidDeselect(replaced) }
        switch target {
        case let .row(index): delegate?.listView(self, didSelectRowAt: index)
        case let .acrossItem(path): delegate?.listView(self, didSelectItemAt: path)
        }
    }

    /// Highlights `target` for a finger, when the delegate agrees; returns whether it did.
    func highlightAsUser(_ target: ListSelectionTarget) -> Bool {
        let delegate = delegate as? any RecyclingListViewDelegate
        guard rowStates.mode != .none, isSelectable(target) else { return false }
        switch target {
        case let .row(index):
            guard delegate?.listView(self, shouldHighlightRowAt: index) ?? true else { return false }
            rowStates.highlightedRow = index
            applyRowStates()
            delegate?.listView(self, didHighlightRowAt: index)
        case let .acrossItem(path):
            guard delegate?.listView(self, shouldHighlightItemAt: path) ?? true else { return false }
            rowStates.highlightedAcrossItem = expandedElements?.index(of: path)
            applyRowStates()
            delegate?.listView(self, didHighlightItemAt: path)
        }
        return true
    }

    /// Takes the highlight off `target` and tells the delegate.
    func unhighlight(_ target: ListSelectionTarget) {
        switch target {
        case let .row(index):
            guard rowStates.highlightedRow == index else { return }
            rowStates.highlightedRow = nil
            applyRowStates()
            (delegate as? any RecyclingListViewDelegate)?.listView(self, didUnhighlightRowAt: index)
        case let .acrossItem(path):
            guard let element = rowStates.highlightedAcrossItem, element == expandedElements?.index(of: path) else { return }
            rowStates.highlightedAcrossItem = nil
            applyRowStates()
            (delegate as? any RecyclingListViewDelegate)?.listView(self, didUnhighlightItemAt: path)
        }
    }

    /// Whether `target` is selected.
    func isSelected(_ target: ListSelectionTarget) -> Bool {
        switch target {
        case let .row(index): return isRowSelected(index)
        case let .acrossItem(path): return expandedElements?.index(of: path).map(rowStates.acrossSelection.contains) ?? false
        }
    }

    /// Whether a touch or a key can highlight and select `target`.
    func isSelectable(_ target: ListSelectionTarget) -> Bool {
        switch target {
        case let .row(index): return isSelectableRow(index)
        case let .acrossItem(path): return isAcrossItem(path)
        }
    }

    /// The one selected row or item, in a single selection.
    private var singleSelection: ListSelectionTarget? {
        if let row = rowStates.selection.first { return .row(row) }
        return rowStates.acrossSelection.first.flatMap { expandedElements?.path(at: $0) }.map(ListSelectionTarget.acrossItem)
    }

    /// Selects or deselects `target`, which exists (the user's selection only reaches what the list has).
    private func changeSelection(of target: ListSelectionTarget, selecting: Bool) {
        switch target {
        case let .row(index):
            try? rowStates.changeSelection { selection throws(LazyScrollError) in
                if selecting { try selection.select(index) } else { try selection.deselect(index) }
            }
        case let .acrossItem(path):
            guard let element = expandedElements?.index(of: path) else { return }
            try? rowStates.changeAcrossSelection { selection throws(LazyScrollError) in
                if selecting { try selection.select(element) } else { try selection.deselect(element) }
            }
        }
    }

    /// Tells the delegate the user deselected `target`.
    private func tellDidDeselect(_ target: ListSelectionTarget) {
        let delegate = delegate as? any RecyclingListViewDelegate
        switch target {
        case let .row(index): delegate?.listView(self, didDeselectRowAt: index)
        case let .acrossItem(path): delegate?.listView(self, didDeselectItemAt: path)
        }
    }

    /// Gives every loaded row view that shows states its row's: selected, highlighted, keyboard-focused.
    /// Only changes are written, so a view's `didSet` runs when its state changes.
    ///
    /// - Complexity: O(k log r) for k loaded rows.
    func applyRowStates() {
        let focused = rowStates.showsFocus ? rowStates.focus.index : nil
        for (row, view) in itemViews.views {
            Self.show(
                selected: rowStates.selection.contains(row), highlighted: rowStates.highlightedRow == row,
                focused: focused == row && rowStates.focusedAcrossItem == nil, on: view)
        }
        applyAcrossItemStates()
    }

    /// Gives `view` these states where it shows them (`SelectableView`, `KeyboardFocusIndicatingView`),
    /// writing only those that change.
    static func show(selected: Bool, highlighted: Bool, focused: Bool, on view: UIView) {
        if let selectable = view as? any SelectableView {
            if selectable.isSelected != selected { selectable.isSelected = selected }
            if selectable.isHighlighted != highlighted { selectable.isHighlighted = highlighted }
        }
        if let indicating = view as? any KeyboardFocusIndicatingView, indicating.isKeyboardFocused != focused {
            indicating.isKeyboardFocused = focused
        }
    }
}
#endif
