/// The stable identifiers of sectioned content: one per section, and one per item, unique across all
/// sections (as in an `NSDiffableDataSourceSnapshot` with section identifiers).
///
/// Build the identifiers of the new data and compare them with the current ones
/// (``SectionedIdentityDifference``) to get the ``SectionBatchUpdate`` that turns one into the other;
/// save and restore a scroll position by identity through ``elementIdentifiers(in:)``.
///
/// Invariant: `paths[items[s][k]] == ItemPath(section: s, item: k)` for every item, and `paths` holds
/// nothing else.
public struct SectionedIdentifiers<SectionID: Hashable, ItemID: Hashable> {
    /// The sections' identifiers, in order.
    public let sections: ItemIdentifiers<SectionID>
    /// Each section's item identifiers, in order.
    public let items: [[ItemID]]
    /// The path of every item identifier.
    @usableFromInline let paths: [ItemID: ItemPath]

    /// No sections.
    @inlinable
    public init() {
        sections = ItemIdentifiers()
        items = []
        paths = [:]
    }

    /// The identifiers of `sections`, in order, each with its items' identifiers.
    ///
    /// - Complexity: O(sections + items) expected.
    /// - Throws: ``LazyScrollError/duplicateIdentity(identity:firstIndex:secondIndex:)`` for a section
    ///   identifier that appears twice (with both section indices), or an item identifier that appears
    ///   twice in any sections (with both positions in the order of all items).
    @inlinable
    public init(_ sections: [(section: SectionID, items: [ItemID])]) throws(LazyScrollError) {
        self.sections = try ItemIdentifiers(sections.map(\.section))
        var paths = [ItemID: ItemPath](minimumCapacity: sections.reduce(0) { $0 + $1.items.count })
        var flat = 0
        for (s, section) in sections.enumerated() {
            for (k, item) in section.items.enumerated() {
                let path = ItemPath(section: s, item: k)
                if let first = paths.updateValue(path, forKey: item) {
                    throw .duplicateIdentity(identity: String(describing: item), firstIndex: Self.flatIndex(of: first, in: sections), secondIndex: flat)
                }
                flat += 1
            }
        }
        items = sections.map(\.items)
        self.paths = paths
    }

    /// The position of the item at `path` in the order of all items.
    @usableFromInline
    static func flatIndex(of path: ItemPath, in sections: [(section: SectionID, items: [ItemID])]) -> Int {
        sections[..<path.section].reduce(0) { $0 + $1.items.count } + path.item
    }

    /// The path of the item `identifier` names, or nil when no item has it.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public func path(of identifier: ItemID) -> ItemPath? { paths[identifier] }

    /// The number of items in each section.
    public var itemCounts: [Int] { items.map(\.count) }

    /// The identifiers of the elements of `model`, in order: each section's header, items (or its row,
    /// when they scroll across) and footer, for saving and restoring a scroll position by identity
    /// (``ScrollController/scrollPosition(identifiers:listIdentifier:)``).
    ///
    /// - Complexity: O(sections + items).
    /// - Throws: ``LazyScrollError/invalidIdentifiers(_:)`` with
    ///   ``IdentifierProblem/countMismatch(identifiers:items:)`` when `model` has another number of
    ///   sections, or a section another number of items.
    @inlinable
    public func elementIdentifiers(in model: SectionedExtents) throws(LazyScrollError) -> ItemIdentifiers<SectionElementIdentifier<SectionID, ItemID>> {
        guard model.sectionCount == sections.count else {
            throw .invalidIdentifiers(.countMismatch(identifiers: sections.count, items: model.sectionCount))
        }
        var elements: [SectionElementIdentifier<SectionID, ItemID>] = []
        elements.reserveCapacity(model.count)
        for (s, id) in sections.enumerated() {
            let shape = try model.section(s)
            guard shape.items.count == items[s].count else {
                throw .invalidIdentifiers(.countMismatch(identifiers: items[s].count, items: shape.items.count))
            }
            if shape.header != nil { elements.append(.header(id)) }
            if shape.across != nil { elements.append(.row(id)) } else { elements.append(contentsOf: items[s].map { .item($0) }) }
            if shape.footer != nil { elements.append(.footer(id)) }
        }
        return try ItemIdentifiers(elements)
    }
}

extension SectionedIdentifiers: Sendable where SectionID: Sendable, ItemID: Sendable {}

/// The identity of one element of sectioned content: a section's header or footer by the section's
/// identifier, an item by its own.
public enum SectionElementIdentifier<SectionID: Hashable, ItemID: Hashable>: Hashable {
    /// The header of the section with this identifier.
    case header(SectionID)
    /// The item with this identifier.
    case item(ItemID)
    /// The row of the section with this identifier, whose items scroll across.
    case row(SectionID)
    /// The footer of the section with this identifier.
    case footer(SectionID)
}

extension SectionElementIdentifier: Sendable where SectionID: Sendable, ItemID: Sendable {}
extension SectionElementIdentifier: Codable where SectionID: Codable, ItemID: Codable {}
