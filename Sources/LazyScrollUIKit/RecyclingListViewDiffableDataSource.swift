#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// Supplies a `RecyclingListView`'s rows from identifiers, and changes them by applying new
/// identifiers: the list works out the deletions, insertions, moves and reloads and animates nothing
/// away, like `UICollectionViewDiffableDataSource`.
///
/// The list holds its data source weakly, as UIKit's views do: keep this object alive.
///
/// Selected rows stay selected through `apply(_:reloading:)` by identifier (`selectedItemIdentifiers`,
/// `selectItem(_:animated:scrollPosition:)`), and `reorderingHandlers` lets the user drag rows into a new
/// order, which the data source applies to its identifiers itself, as
/// `UICollectionViewDiffableDataSource.reorderingHandlers` does.
///
/// ```swift
/// let dataSource = RecyclingListViewDiffableDataSource<Message.ID>(listView: list) { list, row, id in
///     let view = list.dequeueReusableView(withIdentifier: "message", for: row)
///     (view as? MessageView)?.show(messages[id])
///     return view
/// }
/// try dataSource.apply(messages.map(\.id))
/// try dataSource.apply(newMessages.map(\.id), reloading: [editedID])
/// ```
@MainActor
open class RecyclingListViewDiffableDataSource<ItemIdentifier: Hashable & Sendable>: RecyclingListViewDataSource {
    /// Makes the view of a row: the list, the row's index and its identifier.
    public typealias RowProvider = @MainActor (RecyclingListView, Int, ItemIdentifier) -> UIView

    /// The list it supplies.
    public private(set) weak var listView: RecyclingListView?
    /// The identifiers of the rows, in order, as last applied (`snapshot()` in UIKit's data source).
    public private(set) var itemIdentifiers: ItemIdentifiers<ItemIdentifier>
    private let rowProvider: RowProvider

    /// What a drag to reorder may move and whom it tells
    /// (`UICollectionViewDiffableDataSource.ReorderingHandlers`).
    public struct ReorderingHandlers {
        /// Whether the user may lift the row with this identifier; nil (the default) lets no row move.
        public var canReorderItem: (@MainActor (ItemIdentifier) -> Bool)?
        /// Called after a drop moved a row: the identifiers before and after, and the move. The data source's
        /// `itemIdentifiers` are the new order already; bring your own data into it.
        public var didReorder: (@MainActor (ReorderTransaction) -> Void)?

        /// Handlers that let no row move.
        public init(canReorderItem: (@MainActor (ItemIdentifier) -> Bool)? = nil, didReorder: (@MainActor (ReorderTransaction) -> Void)? = nil) {
            self.canReorderItem = canReorderItem
            self.didReorder = didReorder
        }
    }

    /// A drop that moved a row (`NSDiffableDataSourceTransaction`).
    public struct ReorderTransaction {
        /// The identifiers before the drop.
        public let initialIdentifiers: ItemIdentifiers<ItemIdentifier>
        /// The identifiers after it: `itemIdentifiers` now.
        public let finalIdentifiers: ItemIdentifiers<ItemIdentifier>
        /// The row that moved, from where to where (UIKit's convention: taken out, then inserted).
        public let move: BatchUpdate.Move
    }

    /// Lets the user drag rows into a new order: a long press lifts a row whose identifier
    /// `canReorderItem` accepts; the drop moves it among `itemIdentifiers` and calls `didReorder`.
    public var reorderingHandlers = ReorderingHandlers()

    /// A data source with no rows that becomes `listView`'s data source
    /// (`UICollectionViewDiffableDataSource.init(collectionView:cellProvider:)`).
    public init(listView: RecyclingListView, rowProvider: @escaping RowProvider) {
        self.listView = listView
        self.rowProvider = rowProvider
        itemIdentifiers = ItemIdentifiers()
        listView.dataSource = self
    }

    /// Makes `identifiers` the rows, in their order (`apply(_:animatingDifferences:)`): rows whose
    /// identifier stays keep their views, moved rows move, `reloading` rows (and only they) are asked
    /// for again, and what is on screen stays put.
    ///
    /// - Complexity: O(n) expected, plus O(log n) for each row that moves.
    /// - Throws: `LazyScrollError.duplicateIdentity(identity:firstIndex:secondIndex:)` when an
    ///   identifier appears twice in `identifiers`, `LazyScrollError.invalidIdentifiers(_:)` when
    ///   `reloading` names one that is not among them, `LazyScrollError.inconsistentBatchUpdate(_:)` when
    ///   the list's row count was changed behind this data source; nothing changes then.
    open func apply(_ identifiers: [ItemIdentifier], reloading: [ItemIdentifier] = []) throws {
        let next = try ItemIdentifiers(identifiers)
        let difference = try IdentityDifference(from: itemIdentifiers, to: next, reloading: reloading)
        let old = itemIdentifiers
        itemIdentifiers = next
        do {
            try listView?.performBatchUpdates(difference)
        } catch {
            // The difference leads from the identifiers the list shows, so this is only a list that was
            // handed other rows behind the data source's back: keep what the list shows.
            itemIdentifiers = old
            throw error
        }
    }

    /// The identifier of row `index`, or nil when there is no such row
    /// (`itemIdentifier(for:)`).
    public func itemIdentifier(for index: Int) -> ItemIdentifier? {
        itemIdentifiers.indices.contains(index) ? itemIdentifiers[index] : nil
    }

    /// The row with `identifier`, or nil (`indexPath(for:)`).
    ///
    /// - Complexity: O(1) expected.
    public func index(for identifier: ItemIdentifier) -> Int? {
        itemIdentifiers.index(of: identifier)
    }

    // MARK: - Selection by identifier

    /// The identifiers of the selected rows, in row order (`indexPathsForSelectedItems` mapped through
    /// `itemIdentifier(for:)`).
    ///
    /// - Complexity: O(selected rows + ranges).
    public var selectedItemIdentifiers: [ItemIdentifier] {
        // The identifiers are the list's rows, so their count always matches.
        (try? listView?.selectedIdentifiers(in: itemIdentifiers)) ?? []
    }

    /// Selects the row with `identifier`, as `RecyclingListView.selectRow(at:animated:scrollPosition:)` does.
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` when no row has `identifier`, and what
    ///   `selectRow(at:animated:scrollPosition:)` throws; nothing changes then.
    open func selectItem(_ identifier: ItemIdentifier, animated: Bool, scrollPosition: ScrollAlignment?) throws {
        try listView?.selectRow(at: rowIndex(of: identifier), animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the row with `identifier`.
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` when no row has `identifier`; nothing changes then.
    open func deselectItem(_ identifier: ItemIdentifier, animated: Bool) throws {
        try listView?.deselectRow(at: rowIndex(of: identifier), animated: animated)
    }

    /// Makes the selection exactly the rows with `identifiers` (a SwiftUI `selection` binding), without
    /// telling the delegate.
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` for an identifier no row has,
    ///   `LazyScrollError.unsupportedOperation` for more rows than the list's settings allow; nothing
    ///   changes then.
    open func replaceSelection(with identifiers: some Sequence<ItemIdentifier>) throws {
        try listView?.replaceSelection(with: identifiers, in: itemIdentifiers)
    }

    /// The row of `identifier`, or `LazyScrollError.invalidIdentifiers`.
    private func rowIndex(of identifier: ItemIdentifier) throws -> Int {
        guard let index = itemIdentifiers.index(of: identifier) else {
            throw LazyScrollError.invalidIdentifiers(.unknownIdentifier(identifier: String(describing: identifier), role: "selection"))
        }
        return index
    }

    /// The list's position to save, by row identifier, under the list's `restorationIdentifier`; nil
    /// before the list has a size.
    public var scrollPosition: ScrollPositionSnapshot<ItemIdentifier>? {
        // The identifiers are the list's rows, so the count always matches.
        (try? listView?.scrollPosition(identifiers: itemIdentifiers)) ?? nil
    }

    /// Brings back a saved position into the rows as they are now: see
    /// `RecyclingListView.restoreScrollPosition(_:identifiers:)`.
    ///
    /// - Throws: `LazyScrollError.incompatibleScrollPosition(_:)` when the position belongs to another
    ///   list; the list is then unchanged.
    open func restoreScrollPosition(_ position: ScrollPositionSnapshot<ItemIdentifier>) throws {
        try listView?.restoreScrollPosition(position, identifiers: itemIdentifiers)
    }

    // MARK: - RecyclingListViewDataSource

    /// The number of identifiers applied.
    open func numberOfRows(in listView: RecyclingListView) -> Int {
        itemIdentifiers.count
    }

    /// The row provider's view for row `index`.
    open func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
        rowProvider(listView, index, itemIdentifiers[index])
    }

    /// What `reorderingHandlers.canReorderItem` says of the row's identifier; false without it.
    open func listView(_ listView: RecyclingListView, canMoveRowAt index: Int) -> Bool {
        guard let identifier = itemIdentifier(for: index) else { return false }
        return reorderingHandlers.canReorderItem?(identifier) ?? false
    }

    /// Moves the identifier in `itemIdentifiers` and tells `reorderingHandlers.didReorder`.
    open func listView(_ listView: RecyclingListView, moveRowAt sourceIndex: Int, to destinationIndex: Int) {
        let initial = itemIdentifiers
        var order = initial.identifiers
        guard order.indices.contains(sourceIndex), order.indices.contains(destinationIndex) else { return }
        order.insert(order.remove(at: sourceIndex), at: destinationIndex)
        // The same identifiers in another order: they stay unique.
        guard let reordered = try? ItemIdentifiers(order) else { return }
        itemIdentifiers = reordered
        reorderingHandlers.didReorder?(ReorderTransaction(
            initialIdentifiers: initial, finalIdentifiers: reordered, move: BatchUpdate.Move(from: sourceIndex, to: destinationIndex)))
    }
}
#endif
