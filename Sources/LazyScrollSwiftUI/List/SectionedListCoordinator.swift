#if UIKIT_STAND_IN
import UIKitStandIn
import LazyScrollUIKitOnStandIn
#elseif canImport(UIKit) && canImport(SwiftUI)
import UIKit
import LazyScrollUIKit
#endif
#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation
import LazyScroll

/// Everything a sectioned SwiftUI recycling list does that is not SwiftUI: it owns the
/// `RecyclingListView`, supplies its sections (header, items, footer) from identifiable data, turns each
/// change of the data into a section batch update by identity (animated when the SwiftUI update is),
/// re-hosts and re-measures the loaded headers, items and footers whose data changed, pins headers, and
/// keeps the selection binding, the display actions, the end state and the scroller working by item
/// identity, and tells a drop of an item (a drag to reorder) to the app's move action.
///
/// The SwiftUI view passes what is SwiftUI as closures (``Content``).
@MainActor
final class SectionedListCoordinator<Sections: RandomAccessCollection, SectionID: Hashable, Items: RandomAccessCollection, ItemID: Hashable>:
    RecyclingListCoordinator<ItemID>, RecyclingListViewSectionDataSource, RecyclingListViewDelegate {
    typealias Section = Sections.Element
    typealias Item = Items.Element
    /// A header's, item's or footer's identity: the key its hosted view is recorded by.
    typealias ElementID = SectionElementIdentifier<SectionID, ItemID>

    /// How the data reads and how its parts are hosted in recycled views.
    struct Content {
        /// A section's identity.
        var sectionIdentity: (Section) -> SectionID
        /// A section's items.
        var items: (Section) -> Items
        /// An item's identity.
        var itemIdentity: (Item) -> ItemID
        /// Hosts an item's content in a recycled view.
        var item: @MainActor (_ view: UIView, _ item: Item) -> Void
        /// Hosts a section's header; nil: sections have no header.
        var header: (@MainActor (_ view: UIView, _ section: Section) -> Void)?
        /// Hosts a section's footer; nil: sections have no footer.
        var footer: (@MainActor (_ view: UIView, _ section: Section) -> Void)?
        /// Whether an item is the same as the one hosted before (`==` for `Equatable` items); nil
        /// re-hosts every loaded item on every update.
        var isUnchangedItem: ((Item, Item) -> Bool)?
        /// Whether a section is the same as the one hosted before; nil re-hosts every loaded header and
        /// footer on every update.
        var isUnchangedSection: ((Section, Section) -> Bool)?
    }

    private var data: Sections?
    /// Each section's items in the order the user dropped them in, until the next update brings the
    /// app's data.
    private var reorderedItems: [[Item]]?
    private var content: Content?
    /// The identities of `data`, section by section, and how a new data reaches the list.
    private(set) var identities = SectionedDataIdentities<SectionID, ItemID>()
    /// ``elementIdentifiers`` as last built; nil: to be built again.
    private var elementIdentifiersCache: ItemIdentifiers<ElementID>??
    private var settings = ListSettings()
    private var hostedViews = HostedViews<UIView, ElementID>()
    private var selectionBinding: ListSelectionBinding<ItemID>?
    /// The app's action for a dropped item, from its path to its path once moved; nil: items do not move.
    private var moveAction: (@MainActor (ItemPath, ItemPath) -> Void)?

    private static var itemIdentifier: String { "item" }
    private static var supplementaryIdentifier: String { "boundary" }

    /// A coordinator whose items, headers and footers are instances of `viewClass`, each kind recycled
    /// in a pool of its own.
    init(viewClass: UIView.Type) {
        super.init()
        listView.register(viewClass, forReuseIdentifier: Self.itemIdentifier)
        listView.register(viewClass, forSupplementaryViewOfKind: .header, withReuseIdentifier: Self.supplementaryIdentifier)
        listView.register(viewClass, forSupplementaryViewOfKind: .footer, withReuseIdentifier: Self.supplementaryIdentifier)
        listView.delegate = self
    }

    /// Applies one SwiftUI update: the settings and pinning, the data (a section batch update computed
    /// from the identities, animated when `animated`; a reload when an identity repeats or headers or
    /// footers come or go), the content and height of every loaded header, item and footer whose data
    /// changed, the selection, the end state and the scroller.
    ///
    /// - Complexity: O(n) expected for n sections and items, plus the batch update's
    ///   O((changes + 1) · log n); O(k) for k loaded elements when the data is `Equatable` and compares
    ///   equal to the last in O(1).
    /// - Parameters:
    ///   - pinning: Which of the sections' headers and footers pin while their section passes under them.
    ///   - loadMore: The load-more actions, each with how many rows (headers and footers count) from its
    ///     edge it runs.
    ///   - selection: The selection binding over item identities, or nil for items that are not selectable.
    ///   - move: The app's action for a dropped item (`onMoveItem`), given its path and its path once
    ///     moved; nil: items are not lifted.
    ///   - animated: Whether the data change animates (`withAnimation`).
    func update(data: Sections, content: Content, settings: ListSettings, pinning: SectionPinning,
                loadMore: LoadMore = [:], scroller: RecyclingListScroller<ItemID>?, endStateChange: (@MainActor (RecyclingListEndState) -> Void)? = nil,
                selection: ListSelectionBinding<ItemID>? = nil, move: (@MainActor (ItemPath, ItemPath) -> Void)? = nil, animated: Bool = false) {
        let oldData = self.data
        let oldReordered = reorderedItems
        let oldContent = self.content
        let oldIdentities = identities
        endStateAction = endStateChange
        loadMoreActions = loadMore.mapValues(\.action)
        selectionBinding = selection
        moveAction = move
        display.isUpdating = true
        defer { display.isUpdating = false }
        hostedViews.beginUpdate()
        // After a drop the identities are in the dropped order, not `oldData`'s: data equal to it is no
        // sign that they are unchanged.
        let dataIsUnchanged = oldReordered == nil && (oldData.map { ElementComparison.equality(of: Sections.self)?($0, data) ?? false } ?? false)
        let change: SectionedDataIdentities<SectionID, ItemID>.Change
        if dataIsUnchanged {
            change = identities.unchanged
        } else {
            let sectionIDs = data.map(content.sectionIdentity)
            let itemIDs = data.map { content.items($0).map(content.itemIdentity) }
            change = identities.update(to: sectionIDs, items: itemIDs)
        }
        self.data = data
        reorderedItems = nil
        self.content = content
        let reloads = self.settings.take(settings, on: listView)
            || (oldContent.map { ($0.header == nil) != (content.header == nil) || ($0.footer == nil) != (content.footer == nil) } ?? false)
        if case .none = change, !reloads {} else { elementIdentifiersCache = nil }
        if listView.dataSource == nil {
            listView.dataSource = self
        } else if case let .batch(difference) = change, !reloads {
            perform(difference, animated: animated)
        } else if case .none = change, !reloads {
            // The same identities and the same layout: the list keeps its elements.
        } else {
            // Settings that reload, headers or footers that come or go, or identities that repeat.
            listView.reloadData()
        }
        // After the data, so that a change of pinning reads the new sections.
        listView.sectionPinning = pinning
        applySelection()
        armLoadMore(loadMore)
        rehostStaleViews(oldData: oldData, oldReordered: oldReordered, oldIdentities: oldIdentities, dataIsUnchanged: dataIsUnchanged, content: content)
        tellEndState()
        scroller?.attach(
            to: listView,
            index: { [weak self] in self?.identities.path(of: $0).flatMap { self?.listView.row(for: .item($0)) } },
            identity: { [weak self] row in
                guard let self, case let .item(path)? = self.listView.element(forRow: row) else { return nil }
                return self.identities.identity(at: path)
            },
            // A full saved position names headers and footers too: it is offered by element identity.
            identifiers: { nil }, elementIdentifiers: { [weak self] in self?.elementIdentifiers })
    }

    /// Applies `difference` to the list as a section batch update, animated when `animated`. The
    /// difference leads from the sections the list shows, so the list never refuses it; were it refused,
    /// a reload shows the data.
    private func perform(_ difference: SectionedIdentityDifference, animated: Bool) {
        // The list builds each inserted section from the data source: the placeholder is not read.
        let update = try? difference.batchUpdate { _ throws(LazyScrollError) in
            ContentSection(items: .uniform(try UniformExtents(count: 0, itemExtent: 0)))
        }
        guard let update, (try? listView.performBatchUpdates(update, animated: animated)) != nil else {
            return listView.reloadData()
        }
    }

    /// Hosts again the loaded views this update did not make, when their data changed (or cannot be
    /// compared), and measures them again.
    private func rehostStaleViews(oldData: Sections?, oldReordered: [[Item]]?, oldIdentities: SectionedDataIdentities<SectionID, ItemID>,
                                  dataIsUnchanged: Bool, content: Content) {
        var rehosted: [Int] = []
        for (view, key) in hostedViews.stale(among: listView.loadedRowViews) {
            guard let element = self.element(for: key), let row = listView.row(for: element) else { continue }
            // Equal sections (`Equatable` data) have equal headers, items and footers.
            if dataIsUnchanged && content.isUnchangedItem != nil && content.isUnchangedSection != nil {
                hostedViews.hosted(view, key: key)
                continue
            }
            if Self.isUnchanged(key, from: oldData, reordered: oldReordered, oldIdentities: oldIdentities, to: self, content: content) {
                hostedViews.hosted(view, key: key)
                continue
            }
            host(element, in: view)
            rehosted.append(row)
        }
        listView.invalidateRowHeights(at: rehosted)
    }

    /// Whether the header, item or footer `key` has the same data in `oldData` (its items in the
    /// `reordered` order after a drop) as now, by the content's comparisons (false without them).
    private static func isUnchanged(_ key: ElementID, from oldData: Sections?, reordered: [[Item]]?, oldIdentities: SectionedDataIdentities<SectionID, ItemID>,
                                    to coordinator: SectionedListCoordinator, content: Content) -> Bool {
        guard let oldData else { return false }
        switch key {
        case let .item(id):
            guard let isUnchanged = content.isUnchangedItem, let oldPath = oldIdentities.path(of: id), let path = coordinator.identities.path(of: id),
                  let old = item(at: oldPath, of: oldData, reordered: reordered, content: content), let new = coordinator.item(at: path) else { return false }
            return isUnchanged(old, new)
        case let .header(id), let .footer(id), let .row(id):
            guard let isUnchanged = content.isUnchangedSection, let oldIndex = oldIdentities.identified?.sections.index(of: id),
                  let index = coordinator.identities.identified?.sections.index(of: id),
                  let old = section(at: oldIndex, of: oldData), let new = coordinator.section(at: index) else { return false }
            return isUnchanged(old, new)
        }
    }

    /// The list's element that `key` names now, or nil when the data has none (or an identity repeats).
    private func element(for key: ElementID) -> SectionElement? {
        switch key {
        case let .item(id): return identities.path(of: id).map { .item($0) }
        case let .header(id): return identities.identified?.sections.index(of: id).map { .header(section: $0) }
        case let .footer(id): return identities.identified?.sections.index(of: id).map { .footer(section: $0) }
        case .row: return nil
        }
    }

    /// Hosts the content of `element` in `view` and records it.
    private func host(_ element: SectionElement, in view: UIView) {
        guard let content else { return }
        switch element {
        case let .item(path):
            guard let item = item(at: path) else { return }
            content.item(view, item)
            hostedViews.hosted(view, key: .item(content.itemIdentity(item)))
        case let .header(index), let .footer(index):
            guard let section = section(at: index) else { return }
            let isHeader = element.kind == .header
            (isHeader ? content.header : content.footer)?(view, section)
            let id = content.sectionIdentity(section)
            hostedViews.hosted(view, key: isHeader ? .header(id) : .footer(id))
        case .row:
            return
        }
    }

    private func section(at index: Int) -> Section? {
        data.flatMap { Self.section(at: index, of: $0) }
    }

    private func item(at path: ItemPath) -> Item? {
        guard let data, let content else { return nil }
        return Self.item(at: path, of: data, reordered: reorderedItems, content: content)
    }

    private static func section(at index: Int, of data: Sections) -> Section? {
        guard index >= 0, index < data.count else { return nil }
        return data[data.index(data.startIndex, offsetBy: index)]
    }

    /// The item at `path`: in the dropped order after a drop, otherwise `data`'s.
    private static func item(at path: ItemPath, of data: Sections, reordered: [[Item]]?, content: Content) -> Item? {
        if let reordered {
            guard reordered.indices.contains(path.section), reordered[path.section].indices.contains(path.item) else { return nil }
            return reordered[path.section][path.item]
        }
        guard let section = section(at: path.section, of: data) else { return nil }
        let items = content.items(section)
        guard path.item >= 0, path.item < items.count else { return nil }
        return items[items.index(items.startIndex, offsetBy: path.item)]
    }

    // MARK: - Selection

    /// Makes the list's selection the binding's, by item identity (headers and footers are never
    /// selected); identities no longer in the data are dropped from the binding after the update.
    private func applySelection() {
        guard ListSelectionSync.apply(selectionBinding, to: listView, rows: elementIdentifiers, rowID: { ElementID.item($0) }) else { return }
        schedule { [weak self] in
            guard let self else { return }
            ListSelectionSync.dropMissing(from: self.selectionBinding) { self.identities.path(of: $0) != nil }
        }
    }

    /// The identity of each of the list's rows (headers, items, footers), or nil while an identity
    /// repeats; built once per change of the identities (O(n)), so that an update that changes none
    /// costs no pass over them.
    private var elementIdentifiers: ItemIdentifiers<ElementID>? {
        if let cached = elementIdentifiersCache { return cached }
        let built = identities.elementIdentifiers(hasHeader: content?.header != nil, hasFooter: content?.footer != nil)
        elementIdentifiersCache = .some(built)
        return built
    }

    /// Writes the items the list selects into the binding (the user's change).
    private func writeSelection() {
        ListSelectionSync.write(selectionBinding, from: listView, rows: elementIdentifiers) { row -> ItemID? in
            guard case let .item(id) = row else { return nil }
            return id
        }
    }

    // MARK: - RecyclingListViewSectionDataSource

    func numberOfSections(in listView: RecyclingListView) -> Int {
        identities.sections.count
    }

    func listView(_ listView: RecyclingListView, numberOfItemsInSection section: Int) -> Int {
        identities.items.indices.contains(section) ? identities.items[section].count : 0
    }

    func listView(_ listView: RecyclingListView, hasSupplementaryViewOfKind kind: SectionElementKind, inSection section: Int) -> Bool {
        switch kind {
        case .header: content?.header != nil
        case .footer: content?.footer != nil
        case .item, .row: false
        }
    }

    func listView(_ listView: RecyclingListView, viewForItemAt path: ItemPath) -> UIView {
        let view = listView.dequeueReusableView(withIdentifier: Self.itemIdentifier, for: listView.row(for: .item(path)) ?? 0)
        host(.item(path), in: view)
        return view
    }

    func listView(_ listView: RecyclingListView, viewForSupplementaryElementOfKind kind: SectionElementKind, inSection section: Int) -> UIView {
        let view = listView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: Self.supplementaryIdentifier, for: section)
        host(kind == .footer ? .footer(section: section) : .header(section: section), in: view)
        return view
    }

    /// Items move (a long press lifts them) only when the app has a move action.
    func listView(_ listView: RecyclingListView, canMoveItemAt path: ItemPath) -> Bool {
        moveAction != nil
    }

    /// The user dropped an item: the items and identities take the dropped order (the list moves the
    /// item's view itself right after), so that the app's data moved the same way is no change; then the
    /// app's action runs with the item's path and its path once moved.
    func listView(_ listView: RecyclingListView, moveItemAt sourcePath: ItemPath, to destinationPath: ItemPath) {
        guard let moveAction, let data, let content, identities.identity(at: sourcePath) != nil else { return }
        guard let items = (reorderedItems ?? data.map { Array(content.items($0)) }).movingItem(from: sourcePath, to: destinationPath) else { return }
        reorderedItems = items
        identities.moveItem(from: sourcePath, to: destinationPath)
        elementIdentifiersCache = nil
        moveAction(sourcePath, destinationPath)
    }

    // MARK: - RecyclingListViewDelegate

    /// Only items are selected and highlighted, never a header or footer.
    func listView(_ listView: RecyclingListView, shouldSelectRowAt index: Int) -> Bool {
        listView.element(forRow: index)?.kind == .item
    }

    func listView(_ listView: RecyclingListView, shouldHighlightRowAt index: Int) -> Bool {
        listView.element(forRow: index)?.kind == .item
    }

    func listView(_ listView: RecyclingListView, didSelectRowAt index: Int) {
        writeSelection()
    }

    func listView(_ listView: RecyclingListView, didDeselectRowAt index: Int) {
        writeSelection()
    }

    func listView(_ listView: RecyclingListView, willDisplay view: UIView, forRowAt index: Int) {
        display.tell(itemIdentity(of: view), appears: true)
    }

    func listView(_ listView: RecyclingListView, didEndDisplaying view: UIView, forRowAt index: Int) {
        display.tell(itemIdentity(of: view), appears: false)
    }

    /// The identity of the item `view` hosts; nil for a header or footer (the display actions are the items').
    private func itemIdentity(of view: UIView) -> ItemID? {
        guard case let .item(id)? = hostedViews.key(of: view) else { return nil }
        return id
    }
}
#endif
