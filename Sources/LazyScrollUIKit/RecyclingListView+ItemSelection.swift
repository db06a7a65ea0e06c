#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

extension RecyclingListView {
    /// The paths of the selected items, in order (`UICollectionView.indexPathsForSelectedItems`), items
    /// of rows scrolling across included. They follow their items through section batch updates and
    /// diffable snapshots.
    ///
    /// - Complexity: O(s log S) for s selected items and S sections.
    public var selectedItemPaths: [ItemPath] {
        let flowing: [ItemPath] = rowStates.selection.selectedIndices.ranges.flatMap { $0 }.compactMap { row in
            if case let .item(path)? = element(forRow: row) { return path }
            return nil
        }
        guard let expanded = expandedElements, !rowStates.acrossSelection.isEmpty else { return flowing }
        let across = rowStates.acrossSelection.selectedIndices.ranges.flatMap { $0 }.compactMap(expanded.path(at:))
        return (flowing + across).sorted()
    }

    /// Whether the item at `path` is selected (false for an item the list does not have).
    ///
    /// - Complexity: O(log S + log r) for S sections and r selected ranges.
    public func isItemSelected(at path: ItemPath) -> Bool {
        if isAcrossItem(path) { return isSelected(.acrossItem(path)) }
        guard let row = row(for: .item(path)), isSelectableRow(row) else { return false }
        return isRowSelected(row)
    }

    /// Selects the item at `path` (in a single selection, instead of the one selected before), or
    /// deselects everything for nil, and scrolls it to `scrollPosition` unless that is nil, below its
    /// pinned header for `.start` (`UICollectionView.selectItem(at:animated:scrollPosition:)`). An item
    /// of a row scrolling across is selected as any other, and its row scrolls across to show it too, as
    /// in an orthogonally scrolling section. The delegate is not told.
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for a path the list does not have,
    ///   `LazyScrollError.unsupportedOperation` when `allowsSelection` is false, and what
    ///   `selectRow(at:animated:scrollPosition:)` throws; nothing changes then.
    public func selectItem(at path: ItemPath?, animated: Bool, scrollPosition: ScrollAlignment?) throws {
        guard let path, let element = try checkedAcrossElement(forItemAt: path) else {
            try selectRow(at: path.map(checkedRow(forItemAt:)), animated: animated, scrollPosition: scrollPosition)
            return
        }
        try rowStates.changeAcrossSelection { selection throws(LazyScrollError) in try selection.select(element) }
        applyRowStates()
        if let scrollPosition { scrollToItem(at: path, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `path` (`UICollectionView.deselectItem(at:animated:)`), without telling the
    /// delegate.
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for a path the list does not have; nothing changes then.
    public func deselectItem(at path: ItemPath, animated: Bool) throws {
        guard let element = try checkedAcrossElement(forItemAt: path) else {
            try deselectRow(at: checkedRow(forItemAt: path), animated: animated)
            return
        }
        try rowStates.changeAcrossSelection { selection throws(LazyScrollError) in try selection.deselect(element) }
        applyRowStates()
    }

    /// Whether a touch or a key can highlight and select row `index`: a flat row or an item, never a
    /// header or footer (a `UICollectionView`'s supplementary views are not selected), nor the row of
    /// a section scrolling across itself (its items are: ``ListSelectionTarget/acrossItem(_:)``).
    func isSelectableRow(_ index: Int) -> Bool {
        switch element(forRow: index) {
        case .header?, .footer?, .row?: return false
        default: return true
        }
    }

    /// Whether `path` is an item of a row scrolling across that the list has.
    func isAcrossItem(_ path: ItemPath) -> Bool {
        guard let shapes = sectionShapes, shapes.indices.contains(path.section), shapes[path.section].across != nil else { return false }
        return (0..<shapes[path.section].itemCount).contains(path.item)
    }

    /// The expanded element of the item at `path` when its section scrolls across; nil for a section
    /// that does not.
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for an item the row does not have.
    private func checkedAcrossElement(forItemAt path: ItemPath) throws -> Int? {
        guard let shapes = sectionShapes, shapes.indices.contains(path.section), shapes[path.section].across != nil else { return nil }
        guard let element = expandedElements?.index(of: path) else {
            throw LazyScrollError.indexOutOfRange(quantity: "item in section \(path.section)", index: path.item, valid: 0..<shapes[path.section].itemCount)
        }
        return element
    }

    /// The flat row of the item at `path`, or `LazyScrollError.indexOutOfRange`.
    private func checkedRow(forItemAt path: ItemPath) throws -> Int {
        if let row = row(for: .item(path)) { return row }
        guard (0..<numberOfSections).contains(path.section) else {
            throw LazyScrollError.indexOutOfRange(quantity: "section of item \(path)", index: path.section, valid: 0..<numberOfSections)
        }
        throw LazyScrollError.indexOutOfRange(quantity: "item in section \(path.section)", index: path.item, valid: 0..<numberOfItems(inSection: path.section))
    }
}
#endif
