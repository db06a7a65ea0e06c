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
}
#endif
