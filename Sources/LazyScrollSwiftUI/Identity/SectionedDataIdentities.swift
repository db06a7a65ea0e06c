#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation
import LazyScroll

/// The identities of a SwiftUI list's sectioned data, section by section, and how each new data reaches
/// the UIKit list: a section batch update by identity (sections and items inserted, deleted and moved,
/// items moving between sections), so that the headers, items and footers that stay keep their views
/// and their SwiftUI state; or a reload while an identity repeats.
struct SectionedDataIdentities<SectionID: Hashable, ItemID: Hashable> {
    /// What a new data asks of the list.
    enum Change {
        /// The same identities in the same order: the list keeps its elements.
        case none
        /// The engine's difference by identity, without reloads (the elements that stay show their new
        /// content by re-hosting).
        case batch(SectionedIdentityDifference)
        /// An identity repeats, now or before: the sections are shown by index afresh.
        case reload
    }

    /// The sections' identities, in order.
    private(set) var sections: [SectionID] = []
    /// Each section's item identities, in order.
    private(set) var items: [[ItemID]] = []
    /// The identities indexed for lookups and diffs; nil while an identity repeats.
    private(set) var identified: SectionedIdentifiers<SectionID, ItemID>? = SectionedIdentifiers()
    /// Why the last data could not be told apart by identity (a section or item identity that repeats,
    /// named), or nil when it could.
    private(set) var refusal: LazyScrollError?

    /// Takes the identities of new sectioned data and says how the list gets from the old ones to them.
    ///
    /// - Complexity: O(n) expected for n sections and items, plus O(log n) for each that moves.
    mutating func update(to newSections: [SectionID], items newItems: [[ItemID]]) -> Change {
        guard newSections != sections || newItems != items else { return unchanged }
        let old = identified
        sections = newSections
        items = newItems
        do {
            identified = try Self.indexed(newSections, items: newItems)
            refusal = nil
        } catch {
            identified = nil
            refusal = error
        }
        guard let old, let new = identified else { return .reload }
        return .batch(SectionedIdentityDifference(from: old, to: new, itemChanged: { _, _ in false }))
    }

    /// Moves the item at `source` to `destination` (its path once moved), as the list moved it after a
    /// drop, so that the app's data moved the same way is no change. Paths outside the items, or
    /// identities that repeat, change nothing.
    ///
    /// - Complexity: O(n) for n sections and items.
    mutating func moveItem(from source: ItemPath, to destination: ItemPath) {
        guard identified != nil, let moved = items.movingItem(from: source, to: destination) else { return }
        items = moved
        // The same identities in another order: still unique.
        identified = try? Self.indexed(sections, items: moved)
    }

    /// `sections` and their `items` indexed for lookups and diffs.
    private static func indexed(_ sections: [SectionID], items: [[ItemID]]) throws(LazyScrollError) -> SectionedIdentifiers<SectionID, ItemID> {
        try SectionedIdentifiers(Array(zip(sections, items)).map { (section: $0.0, items: $0.1) })
    }

    /// What data known to have the same identities asks of the list (without mapping them again).
    var unchanged: Change {
        identified == nil ? .reload : .none
    }

    /// The path of the item identified by `id`, or nil when there is none (or an identity repeats).
    func path(of id: ItemID) -> ItemPath? {
        identified?.path(of: id)
    }

    /// The identity of the item at `path`, or nil outside the items (or while an identity repeats).
    func identity(at path: ItemPath) -> ItemID? {
        guard identified != nil, items.indices.contains(path.section), items[path.section].indices.contains(path.item) else { return nil }
        return items[path.section][path.item]
    }

    /// The identity of each element of the list (header, item, footer), by flat row; `hasHeader` and
    /// `hasFooter` say which sections have those. Nil while an identity repeats.
    ///
    /// - Complexity: O(n) for n sections and items.
    func elementIdentifiers(hasHeader: Bool, hasFooter: Bool) -> ItemIdentifiers<SectionElementIdentifier<SectionID, ItemID>>? {
        guard identified != nil else { return nil }
        var elements: [SectionElementIdentifier<SectionID, ItemID>] = []
        elements.reserveCapacity(items.reduce(sections.count * 2) { $0 + $1.count })
        for (section, items) in zip(sections, items) {
            if hasHeader { elements.append(.header(section)) }
            elements.append(contentsOf: items.map { .item($0) })
            if hasFooter { elements.append(.footer(section)) }
        }
        // Section and item identities are unique, and their kinds apart: no element identity repeats.
        return try? ItemIdentifiers(elements)
    }
}
#endif
