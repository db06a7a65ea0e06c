#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// The sections and items a ``RecyclingListViewSectionedDiffableDataSource`` shows, by identifier
/// (`NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>`): build one, or take the
/// data source's `snapshot()` and change it, then `apply(_:animatingDifferences:)` it.
///
/// Every identifier names one section or one item: where `NSDiffableDataSourceSnapshot` stops the app on
/// a duplicate, a method here throws `LazyScrollError.duplicateIdentity(identity:firstIndex:secondIndex:)`
/// and leaves the snapshot exactly as it was; an identifier it does not hold throws
/// `LazyScrollError.invalidIdentifiers(_:)` (`.unknownIdentifier`), likewise. Item indices in errors and
/// in ``indexOfItem(_:)`` count all items, section after section, as UIKit's `indexOfItem(_:)` does.
public struct SectionedListSnapshot<SectionIdentifier: Hashable & Sendable, ItemIdentifier: Hashable & Sendable>: Sendable {
    /// The sections' identifiers, in order.
    public private(set) var sectionIdentifiers: [SectionIdentifier] = []
    /// Each section's items, in the order of `sectionIdentifiers`.
    private var items: [[ItemIdentifier]] = []
    /// The section of every item.
    private var sectionOfItem: [ItemIdentifier: SectionIdentifier] = [:]
    /// The index of every section.
    private var sectionIndex: [SectionIdentifier: Int] = [:]
    /// Sections whose header, items and footer are configured again when applied (`reloadSections(_:)`).
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifier] = []
    /// Items configured again when applied (`reloadItems(_:)`).
    public private(set) var reloadedItemIdentifiers: [ItemIdentifier] = []

    /// No sections.
    public init() {}

    // MARK: - Reading

    /// The number of sections.
    public var numberOfSections: Int { sectionIdentifiers.count }

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }

    /// Every item's identifier, section after section.
    public var itemIdentifiers: [ItemIdentifier] { items.flatMap { $0 } }

    /// The items of `section`, in order.
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers(_:)` when no section has this identifier.
    public func itemIdentifiers(inSection section: SectionIdentifier) throws -> [ItemIdentifier] {
        items[try index(of: section, role: "itemIdentifiers(inSection:)")]
    }

    /// The number of items in `section`.
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers(_:)` when no section has this identifier.
    public func numberOfItems(inSection section: SectionIdentifier) throws -> Int {
        try itemIdentifiers(inSection: section).count
    }

    /// The section holding `item`, or nil when no item has this identifier.
    ///
    /// - Complexity: O(1) expected.
    public func sectionIdentifier(containingItem item: ItemIdentifier) -> SectionIdentifier? {
        sectionOfItem[item]
    }

    /// The index of `section`, or nil.
    ///
    /// - Complexity: O(1) expected.
    public func indexOfSection(_ section: SectionIdentifier) -> Int? {
        sectionIndex[section]
    }

    /// The position of `item` among all items, section after section, or nil.
    ///
    /// - Complexity: O(items before it in its section + sections before it).
    public func indexOfItem(_ item: ItemIdentifier) -> Int? {
        path(of: item).map { path in items[..<path.section].reduce(0) { $0 + $1.count } + path.item }
    }

    /// The path of `item`: its section's index and its index there; nil when no item has it.
    ///
    /// - Complexity: O(items before it in its section).
    public func path(of item: ItemIdentifier) -> ItemPath? {
        guard let section = sectionOfItem[item], let s = sectionIndex[section], let k = items[s].firstIndex(of: item) else { return nil }
        return ItemPath(section: s, item: k)
    }

    /// The item at `path`, which must exist.
    func item(at path: ItemPath) -> ItemIdentifier { items[path.section][path.item] }

    /// The number of items of the section at `index`, which must exist.
    func itemCount(inSectionAt index: Int) -> Int { items[index].count }

    /// The identifiers as the engine compares them.
    var identifiers: SectionedIdentifiers<SectionIdentifier, ItemIdentifier> {
        // Unique by construction: every change below refuses a duplicate.
        try! SectionedIdentifiers(zip(sectionIdentifiers, items).map { (section: $0, items: $1) })
    }

    // MARK: - Sections

    /// Adds `sections`, empty, after the last (`appendSections(_:)`).
    ///
    /// - Throws: `LazyScrollError.duplicateIdentity` for a section the snapshot has or that `sections`
    ///   names twice (the indices are section indices); nothing changes then.
    public mutating func appendSections(_ sections: [SectionIdentifier]) throws {
        try insertSections(sections, at: sectionIdentifiers.count)
    }

    /// Adds `sections`, empty, before `section` (`insertSections(_:beforeSection:)`).
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` when no section is `section`,
    ///   `LazyScrollError.duplicateIdentity` as ``appendSections(_:)``; nothing changes then.
    public mutating func insertSections(_ sections: [SectionIdentifier], beforeSection section: SectionIdentifier) throws {
        try insertSections(sections, at: index(of: section, role: "insertSections(_:beforeSection:)"))
    }

    /// Adds `sections`, empty, after `section` (`insertSections(_:afterSection:)`).
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` when no section is `section`,
    ///   `LazyScrollError.duplicateIdentity` as ``appendSections(_:)``; nothing changes then.
    public mutating func insertSections(_ sections: [SectionIdentifier], afterSection section: SectionIdentifier) throws {
        try insertSections(sections, at: index(of: section, role: "insertSections(_:afterSection:)") + 1)
    }

    /// Removes `sections` with their items (`deleteSections(_:)`).
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` for a section the snapshot does not have; nothing
    ///   changes then.
    public mutating func deleteSections(_ sections: [SectionIdentifier]) throws {
        for section in sections { _ = try index(of: section, role: "deleteSections(_:)") }
        let gone = Set(sections)
        for (section, sectionItems) in zip(sectionIdentifiers, items) where gone.contains(section) {
            for item in sectionItems { sectionOfItem[item] = nil }
        }
        let kept = zip(sectionIdentifiers, items).filter { !gone.contains($0.0) }
        setSections(kept.map(\.0), items: kept.map(\.1))
        reloadedSectionIdentifiers.removeAll { gone.contains($0) }
        reloadedItemIdentifiers.removeAll { sectionOfItem[$0] == nil }
    }

    /// Moves `section` with its items to just before `other` (`moveSection(_:beforeSection:)`).
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` when either is not a section of the snapshot;
    ///   nothing changes then.
    public mutating func moveSection(_ section: SectionIdentifier, beforeSection other: SectionIdentifier) throws {
        try moveSection(section, nextTo: other, after: false)
    }

    /// Moves `section` with its items to just after `other` (`moveSection(_:afterSection:)`).
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` when either is not a section of the snapshot;
    ///   nothing changes then.
    public mutating func moveSection(_ section: SectionIdentifier, afterSection other: SectionIdentifier) throws {
        try moveSection(section, nextTo: other, after: true)
    }

    /// Marks `sections` to be configured again, header, items and footer, when the snapshot is applied
    /// (`reloadSections(_:)`).
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` for a section the snapshot does not have; nothing
    ///   changes then.
    public mutating func reloadSections(_ sections: [SectionIdentifier]) throws {
        for section in sections { _ = try index(of: section, role: "reloadSections(_:)") }
        for section in sections where !reloadedSectionIdentifiers.contains(section) { reloadedSectionIdentifiers.append(section) }
    }

    // MARK: - Items

    /// Adds `newItems` at the end of `section`, or of the last section when it is nil
    /// (`appendItems(_:toSection:)`).
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` when there is no such section (or none at all),
    ///   `LazyScrollError.duplicateIdentity` for an item the snapshot has (`firstIndex` is its index) or
    ///   that `newItems` names twice (`secondIndex` is the index it would take); nothing changes then.
    public mutating func appendItems(_ newItems: [ItemIdentifier], toSection section: SectionIdentifier? = nil) throws {
        let s: Int
        if let section {
            s = try index(of: section, role: "appendItems(_:toSection:)")
        } else {
            guard !sectionIdentifiers.isEmpty else {
                throw LazyScrollError.invalidIdentifiers(.unknownIdentifier(identifier: "the last section (the snapshot has none)", role: "appendItems(_:toSection:)"))
            }
            s = sectionIdentifiers.count - 1
        }
        try insertItems(newItems, at: ItemPath(section: s, item: items[s].count))
    }

    /// Adds `newItems` just before `item`, in its section (`insertItems(_:beforeItem:)`).
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` when no item is `item`,
    ///   `LazyScrollError.duplicateIdentity` as ``appendItems(_:toSection:)``; nothing changes then.
    public mutating func insertItems(_ newItems: [ItemIdentifier], beforeItem item: ItemIdentifier) throws {
        try insertItems(newItems, at: path(of: item, role: "insertItems(_:beforeItem:)"))
    }

    /// Adds `newItems` just after `item`, in its section (`insertItems(_:afterItem:)`).
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` when no item is `item`,
    ///   `LazyScrollError.duplicateIdentity` as ``appendItems(_:toSection:)``; nothing changes then.
    public mutating func insertItems(_ newItems: [ItemIdentifier], afterItem item: ItemIdentifier) throws {
        var path = try path(of: item, role: "insertItems(_:afterItem:)")
        path.item += 1
        try insertItems(newItems, at: path)
    }

    /// Removes `removed` from their sections (`deleteItems(_:)`).
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` for an item the snapshot does not have; nothing
    ///   changes then.
    public mutating func deleteItems(_ removed: [ItemIdentifier]) throws {
        for item in removed where sectionOfItem[item] == nil {
            throw LazyScrollError.invalidIdentifiers(.unknownIdentifier(identifier: String(describing: item), role: "deleteItems(_:)"))
        }
        let gone = Set(removed)
        var touched = Set<Int>()
        for item in gone { touched.insert(sectionIndex[sectionOfItem.removeValue(forKey: item)!]!) }
        for s in touched { items[s].removeAll { gone.contains($0) } }
        reloadedItemIdentifiers.removeAll { gone.contains($0) }
    }

    /// Removes every section and item (`deleteAllItems()`).
    public mutating func deleteAllItems() {
        self = Self()
    }

    /// Moves `item` to just before `other`, into `other`'s section (`moveItem(_:beforeItem:)`).
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` when either is not an item of the snapshot;
    ///   nothing changes then. Moving an item next to itself changes nothing.
    public mutating func moveItem(_ item: ItemIdentifier, beforeItem other: ItemIdentifier) throws {
        try moveItem(item, nextTo: other, after: false)
    }

    /// Moves `item` to just after `other`, into `other`'s section (`moveItem(_:afterItem:)`).
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` when either is not an item of the snapshot;
    ///   nothing changes then. Moving an item next to itself changes nothing.
    public mutating func moveItem(_ item: ItemIdentifier, afterItem other: ItemIdentifier) throws {
        try moveItem(item, nextTo: other, after: true)
    }

    /// Marks `reloaded` to be configured again when the snapshot is applied (`reloadItems(_:)`).
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers` for an item the snapshot does not have; nothing
    ///   changes then.
    public mutating func reloadItems(_ reloaded: [ItemIdentifier]) throws {
        for item in reloaded where sectionOfItem[item] == nil {
            throw LazyScrollError.invalidIdentifiers(.unknownIdentifier(identifier: String(describing: item), role: "reloadItems(_:)"))
        }
        for item in reloaded where !reloadedItemIdentifiers.contains(item) { reloadedItemIdentifiers.append(item) }
    }

    /// Forgets the reloads marked, once applied.
    mutating func clearReloads() {
        reloadedSectionIdentifiers = []
        reloadedItemIdentifiers = []
    }

    // MARK: - Checked changes

    private func index(of section: SectionIdentifier, role: String) throws -> Int {
        guard let index = sectionIndex[section] else {
            throw LazyScrollError.invalidIdentifiers(.unknownIdentifier(identifier: String(describing: section), role: role))
        }
        return index
    }

    private func path(of item: ItemIdentifier, role: String) throws -> ItemPath {
        guard let path = path(of: item) else { throw LazyScrollError.invalidIdentifiers(.unknownIdentifier(identifier: String(describing: item), role: role)) }
        return path
    }

    private mutating func setSections(_ sections: [SectionIdentifier], items newItems: [[ItemIdentifier]]) {
        sectionIdentifiers = sections
        items = newItems
        sectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1, $0) })
    }

    private mutating func insertSections(_ sections: [SectionIdentifier], at index: Int) throws {
        var seen: [SectionIdentifier: Int] = [:]
        for (position, section) in sections.enumerated() {
            let newIndex = index + position
            if let existing = sectionIndex[section] {
                throw LazyScrollError.duplicateIdentity(identity: String(describing: section), firstIndex: existing < index ? existing : existing + sections.count, secondIndex: newIndex)
            }
            if let first = seen.updateValue(newIndex, forKey: section) {
                throw LazyScrollError.duplicateIdentity(identity: String(describing: section), firstIndex: first, secondIndex: newIndex)
            }
        }
        var order = sectionIdentifiers
        var newItems = items
        order.insert(contentsOf: sections, at: index)
        newItems.insert(contentsOf: sections.map { _ in [] }, at: index)
        setSections(order, items: newItems)
    }

    private mutating func insertItems(_ newItems: [ItemIdentifier], at path: ItemPath) throws {
        let start = items[..<path.section].reduce(0) { $0 + $1.count } + path.item
        var seen: [ItemIdentifier: Int] = [:]
        for (position, item) in newItems.enumerated() {
            if sectionOfItem[item] != nil, let existing = indexOfItem(item) {
                throw LazyScrollError.duplicateIdentity(identity: String(describing: item), firstIndex: existing < start ? existing : existing + newItems.count, secondIndex: start + position)
            }
            if let first = seen.updateValue(start + position, forKey: item) {
                throw LazyScrollError.duplicateIdentity(identity: String(describing: item), firstIndex: first, secondIndex: start + position)
            }
        }
        items[path.section].insert(contentsOf: newItems, at: path.item)
        let section = sectionIdentifiers[path.section]
        for item in newItems { sectionOfItem[item] = section }
    }

    private mutating func moveSection(_ section: SectionIdentifier, nextTo other: SectionIdentifier, after: Bool) throws {
        let from = try index(of: section, role: "moveSection")
        _ = try index(of: other, role: "moveSection")
        guard section != other else { return }
        var order = sectionIdentifiers
        var newItems = items
        let moved = newItems.remove(at: from)
        order.remove(at: from)
        let to = order.firstIndex(of: other)! + (after ? 1 : 0)
        order.insert(section, at: to)
        newItems.insert(moved, at: to)
        setSections(order, items: newItems)
    }

    private mutating func moveItem(_ item: ItemIdentifier, nextTo other: ItemIdentifier, after: Bool) throws {
        let from = try path(of: item, role: "moveItem")
        _ = try path(of: other, role: "moveItem")
        guard item != other else { return }
        items[from.section].remove(at: from.item)
        var to = path(of: other)!
        if after { to.item += 1 }
        items[to.section].insert(item, at: to.item)
        sectionOfItem[item] = sectionIdentifiers[to.section]
    }
}
#endif
