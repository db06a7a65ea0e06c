#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

extension RecyclingListView {
    /// The paths of the selected items, in order (`UICollectionView.indexPathsForSelectedItems`). They
    /// follow their items through section batch updates and diffable snapshots.
    ///
    /// - Complexity: O(s log S) for s selected rows and S sections.
    public var selectedItemPaths: [ItemPath] {
        rowStates.selection.selectedIndices.ranges.flatMap { $0 }.compactMap { row in
            if case let .item(path)? = element(forRow: row) { return path }
            return nil
        }
    }

    /// Whether the item at `path` is selected (false for an item the list does not have).
    ///
    /// - Complexity: O(log S + log r) for S sections and r selected ranges.
    public func isItemSelected(at path: ItemPath) -> Bool {
        guard let row = row(for: .item(path)), isSelectableRow(row) else { return false }
        return isRowSelected(row)
    }

    /// Selects the item at `path` (in a single selection, instead of the one selected before), or
    /// deselects everything for nil, and scrolls it to `scrollPosition` unless that is nil, below its
    /// pinned header for `.start` (`UICollectionView.selectItem(at:animated:scrollPosition:)`). The
    /// delegate is not told.
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for a path the list does not have,
    ///   `LazyScrollError.unsupportedOperation` for an item of a row scrolling across, and what
    ///   `selectRow(at:animated:scrollPosition:)` throws; nothing changes then.
    public func selectItem(at path: ItemPath?, animated: Bool, scrollPosition: ScrollAlignment?) throws {
        try selectRow(at: path.map(checkedRow(forItemAt:)), animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the item at `path` (`UICollectionView.deselectItem(at:animated:)`), without telling the
    /// delegate.
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for a path the list does not have; nothing changes then.
    public func deselectItem(at path: ItemPath, animated: Bool) throws {
        try deselectRow(at: checkedRow(forItemAt: path), animated: animated)
    }

    /// Whether a touch or a key can highlight and select row `index`: a flat row or an item, never a
    /// header or footer (a `UICollectionView`'s supplementary views are not selected), nor a row of
    /// items scrolling across (its items are not selectable yet).
    func isSelectableRow(_ index: Int) -> Bool {
        switch element(forRow: index) {
        case .header?, .footer?, .row?: return false
        default: return true
        }
    }

    /// The flat row of the item at `path`, or `LazyScrollError.indexOutOfRange`.
    private func checkedRow(forItemAt path: ItemPath) throws -> Int {
        if let shapes = sectionShapes, shapes.indices.contains(path.section), shapes[path.section].across != nil {
            throw LazyScrollError.unsupportedOperation(operation: "selecting item \(path)", reason: "the items of a row scrolling across are not selectable")
        }
        if let row = row(for: .item(path)) { return row }
        guard (0..<numberOfSections).contains(path.section) else {
            throw LazyScrollError.indexOutOfRange(quantity: "section of item \(path)", index: path.section, valid: 0..<numberOfSections)
        }
        throw LazyScrollError.indexOutOfRange(quantity: "item in section \(path.section)", index: path.item, valid: 0..<numberOfItems(inSection: path.section))
    }
}
#endif
