#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// Supplies a `RecyclingListView`'s sections and items from identifiers, and changes them by applying
/// a new ``SectionedListSnapshot``: the list works out which sections and items were deleted, inserted,
/// moved (items between sections too) and reloaded, and applies them as a section batch update, animated
/// or not (`UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>`).
///
/// Headers and footers come from `supplementaryViewProvider`, for the sections `supplementaryKinds`
/// names (every section has a header by default, as a layout with a boundary header item gives one);
/// `sectionLayoutProvider` gives a section its own layout (a compositional layout's section provider), and
/// `acrossLayoutProvider` makes a section's items scroll across in one row.
/// Set both before the first `apply(_:animatingDifferences:)`, or call `reloadData()` on the list after
/// changing them.
///
/// Selected items follow their identifiers through every applied snapshot, across sections too;
/// deleted ones leave the selection (`selectedItemIdentifiers`). The list holds its data source weakly,
/// as UIKit's views do: keep this object alive.
///
/// ```swift
/// let dataSource = RecyclingListViewSectionedDiffableDataSource<String, Contact.ID>(listView: list) { list, path, id in
///     list.dequeueConfiguredReusableView(using: contactRow, for: path, item: contacts[id])
/// }
/// dataSource.supplementaryViewProvider = { list, kind, section, letter in
///     list.dequeueConfiguredReusableSupplementary(using: letterHeader, for: section, item: letter)
/// }
/// var snapshot = SectionedListSnapshot<String, Contact.ID>()
/// try snapshot.appendSections(["A", "B"])
/// try snapshot.appendItems(aIDs, toSection: "A")
/// try dataSource.apply(snapshot, animatingDifferences: false)
/// ```
@MainActor
open class RecyclingListViewSectionedDiffableDataSource<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>:
    RecyclingListViewSectionDataSource
{
    /// Makes the view of an item: the list, the item's path and its identifier
    /// (`UICollectionViewDiffableDataSource.CellProvider`).
    public typealias ItemProvider = @MainActor (RecyclingListView, ItemPath, ItemIdentifier) -> UIView
    /// Makes a header or footer view: the list, its kind, the section's index and identifier
    /// (`UICollectionViewDiffableDataSource.SupplementaryViewProvider`).
    public typealias SupplementaryViewProvider = @MainActor (RecyclingListView, SectionElementKind, Int, SectionIdentifier) -> UIView
    /// A section's own layout, or nil for the list's (`UICollectionViewCompositionalLayoutSectionProvider`).
    public typealias SectionLayoutProvider = @MainActor (Int, SectionIdentifier) -> RecyclingListLayout?
    /// Whether a section's items scroll across in one row, and how (`orthogonalScrollingBehavior`).
    public typealias AcrossLayoutProvider = @MainActor (Int, SectionIdentifier) -> AcrossSectionLayout?

    /// The list it supplies.
    public private(set) weak var listView: RecyclingListView?
    /// The sections and items as last applied, without their reload marks.
    private var current = SectionedListSnapshot<SectionIdentifier, ItemIdentifier>()
    private let itemProvider: ItemProvider

    /// Makes the headers and footers; without it, sections have none.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    /// Whether the section with this identifier has a supplementary view of this kind, once
    /// `supplementaryViewProvider` is set: a header for every section unless you say otherwise (a
    /// compositional layout's `boundarySupplementaryItems`).
    public var supplementaryKinds: @MainActor (SectionElementKind, SectionIdentifier) -> Bool = { kind, _ in kind == .header }
    /// Each section's own layout (a list, a grid or lanes); nil, or a nil answer, is the list's layout.
    public var sectionLayoutProvider: SectionLayoutProvider?
    /// The sections whose items scroll across in one row (a feed of carousels); nil, or a nil answer,
    /// lets a section's items flow down the list.
    public var acrossLayoutProvider: AcrossLayoutProvider?

    /// A data source with no sections that becomes `listView`'s data source
    /// (`UICollectionViewDiffableDataSource.init(collectionView:cellProvider:)`).
    public init(listView: RecyclingListView, itemProvider: @escaping ItemProvider) {
        self.listView = listView
        self.itemProvider = itemProvider
        listView.dataSource = self
    }

    /// The sections and items the list shows, to change and apply (`snapshot()`).
    public func snapshot() -> SectionedListSnapshot<SectionIdentifier, ItemIdentifier> { current }

    /// Makes `snapshot` the list's sections and items (`apply(_:animatingDifferences:)`): sections and
    /// items whose identifiers stay keep their views and their measured sizes, moved ones move (with
    /// `animatingDifferences`, slide), the snapshot's reloaded sections and items (and only they) are
    /// asked for again, selected items stay selected wherever they go, and what is on screen stays put.
    ///
    /// - Complexity: O(m + n) expected for m items before and n after, plus O(log n) for each section or
    ///   item that moves.
    /// - Throws: `LazyScrollError.inconsistentBatchUpdate(_:)` when the list's sections were changed
    ///   behind this data source (by another data source); the list and `snapshot()` are unchanged then.
    ///   Duplicate identifiers cannot reach here: the snapshot refuses them.
    open func apply(_ snapshot: SectionedListSnapshot<SectionIdentifier, ItemIdentifier>, animatingDifferences: Bool = true) throws {
        let new = snapshot.identifiers
        let reloadedSections = Set(snapshot.reloadedSectionIdentifiers)
        let reloadedItems = Set(snapshot.reloadedItemIdentifiers)
        let difference = SectionedIdentityDifference(
            from: current.identifiers, to: new,
            sectionChanged: { _, n in reloadedSections.contains(new.sections[n]) },
            itemChanged: { _, to in reloadedItems.contains(new.items[to.section][to.item]) || reloadedSections.contains(new.sections[to.section]) })
        let update = try difference.batchUpdate { index throws(LazyScrollError) in SectionBatchUpdate.SectionInsertion.fromDataSource(at: index).section }
        let previous = current
        current = snapshot
        current.clearReloads()
        do {
            try listView?.performBatchUpdates(update, animated: animatingDifferences)
        } catch {
            current = previous
            throw error
        }
    }

    // MARK: - Identifiers and paths

    /// The identifier of the item at `path`, or nil (`itemIdentifier(for:)`).
    public func itemIdentifier(for path: ItemPath) -> ItemIdentifier? {
        guard current.sectionIdentifiers.indices.contains(path.section), path.item >= 0,
              path.item < current.itemCount(inSectionAt: path.section) else { return nil }
        return current.item(at: path)
    }

    /// The path of the item with `identifier`, or nil (`indexPath(for:)`).
    ///
    /// - Complexity: O(items before it in its section).
    public func path(for identifier: ItemIdentifier) -> ItemPath? { current.path(of: identifier) }

    /// The identifier of section `index`, or nil (`sectionIdentifier(for:)`).
    public func sectionIdentifier(for index: Int) -> SectionIdentifier? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// The index of the section with `identifier`, or nil (`index(for:)`).
    public func index(for identifier: SectionIdentifier) -> Int? { current.indexOfSection(identifier) }

    // MARK: - Selection by identifier

    /// The identifiers of the selected items, in order (`indexPathsForSelectedItems` through
    /// `itemIdentifier(for:)`).
    ///
    /// - Complexity: O(selected items × log S).
    public var selectedItemIdentifiers: [ItemIdentifier] {
        (listView?.selectedItemPaths ?? []).compactMap(itemIdentifier(for:))
    }

    /// Selects the item with `identifier`, as `RecyclingListView.selectItem(at:animated:scrollPosition:)`.
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` when no item has `identifier`, and what
    ///   `selectItem(at:animated:scrollPosition:)` throws; nothing changes then.
    open func selectItem(_ identifier: ItemIdentifier, animated: Bool, scrollPosition: ScrollAlignment?) throws {
        try listView?.selectItem(at: checkedPath(of: identifier), animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects the item with `identifier`.
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` when no item has `identifier`; nothing changes then.
    open func deselectItem(_ identifier: ItemIdentifier, animated: Bool) throws {
        try listView?.deselectItem(at: checkedPath(of: identifier), animated: animated)
    }

    private func checkedPath(of identifier: ItemIdentifier) throws -> ItemPath {
        guard let path = current.path(of: identifier) else {
            throw LazyScrollError.invalidIdentifiers(.unknownIdentifier(identifier: String(describing: identifier), role: "selection"))
        }
        return path
    }

    // MARK: - RecyclingListViewSectionDataSource

    /// The number of sections applied.
    open func numberOfSections(in listView: RecyclingListView) -> Int { current.numberOfSections }

    /// The number of items applied in section `section`.
    open func listView(_ listView: RecyclingListView, numberOfItemsInSection section: Int) -> Int {
        current.itemCount(inSectionAt: section)
    }

    /// Whether `supplementaryViewProvider` is set and `supplementaryKinds` gives the section this kind.
    open func listView(_ listView: RecyclingListView, hasSupplementaryViewOfKind kind: SectionElementKind, inSection section: Int) -> Bool {
        supplementaryViewProvider != nil && supplementaryKinds(kind, current.sectionIdentifiers[section])
    }

    /// The item provider's view for the item at `path`.
    open func listView(_ listView: RecyclingListView, viewForItemAt path: ItemPath) -> UIView {
        itemProvider(listView, path, current.item(at: path))
    }

    /// The supplementary view provider's view for the header or footer of `section`.
    open func listView(_ listView: RecyclingListView, viewForSupplementaryElementOfKind kind: SectionElementKind, inSection section: Int) -> UIView {
        supplementaryViewProvider?(listView, kind, section, current.sectionIdentifiers[section]) ?? UIView(frame: .zero)
    }

    /// What `acrossLayoutProvider` says for the section.
    open func listView(_ listView: RecyclingListView, acrossLayoutForSection section: Int) -> AcrossSectionLayout? {
        acrossLayoutProvider?(section, current.sectionIdentifiers[section])
    }

    /// What `sectionLayoutProvider` says for the section.
    open func listView(_ listView: RecyclingListView, layoutForSection section: Int) -> RecyclingListLayout? {
        sectionLayoutProvider?(section, current.sectionIdentifiers[section])
    }
}
#endif
