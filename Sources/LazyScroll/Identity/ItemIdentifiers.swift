/// The stable identifiers of a list's items, in order: the list's identity, with the index of each
/// identifier at hand.
///
/// Like the item identifiers of an `NSDiffableDataSourceSnapshot`, each identifier names one item for
/// as long as the item exists, wherever it moves; two items never share one. Build the identifiers of
/// the new data and compare them with the current ones (``IdentityDifference``) to get the
/// ``BatchUpdate`` that turns one into the other, or save and restore a scroll position by identity
/// (``ScrollPositionSnapshot``).
///
/// Invariant: `positions[identifiers[k]] == k` for every `k`, and `positions` holds nothing else.
///
/// Its methods, and the generic code that compares and restores by identifier, are `@inlinable`: an
/// app's identifier type is only known in the app, and hashing through unspecialized generic code was
/// ten times slower than the specialized code the app's compiler makes from them.
public struct ItemIdentifiers<ID: Hashable>: RandomAccessCollection {
    /// The identifiers, in item order.
    public let identifiers: [ID]
    /// The index of every identifier.
    @usableFromInline let positions: [ID: Int]

    /// No items.
    @inlinable
    public init() {
        identifiers = []
        positions = [:]
    }

    /// The identifiers of items in the order given.
    ///
    /// - Complexity: O(n) expected (one hash table insertion per identifier).
    /// - Throws: ``LazyScrollError/duplicateIdentity(identity:firstIndex:secondIndex:)`` naming the
    ///   first identifier that appears twice and both of its positions.
    @inlinable
    public init(_ identifiers: [ID]) throws(LazyScrollError) {
        var positions = [ID: Int](minimumCapacity: identifiers.count)
        for (index, identifier) in identifiers.enumerated() {
            if let first = positions.updateValue(index, forKey: identifier) {
                throw .duplicateIdentity(identity: String(describing: identifier), firstIndex: first, secondIndex: index)
            }
        }
        self.identifiers = identifiers
        self.positions = positions
    }

    /// The identifiers of `elements`, in order.
    ///
    /// - Complexity: O(n) expected.
    /// - Throws: ``LazyScrollError/duplicateIdentity(identity:firstIndex:secondIndex:)`` when two
    ///   elements share an identifier.
    @inlinable
    public init<Element: Identifiable>(identifying elements: [Element]) throws(LazyScrollError) where Element.ID == ID {
        try self.init(elements.map(\.id))
    }

    /// The index of the item `identifier` names, or nil when no item has it.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public func index(of identifier: ID) -> Int? {
        positions[identifier]
    }

    /// Whether an item has `identifier`.
    ///
    /// - Complexity: O(1) expected.
    @inlinable
    public func contains(_ identifier: ID) -> Bool {
        positions[identifier] != nil
    }

    /// The index of the item with `identifier`, trying `guess` first: when the identifier at `guess` is
    /// `identifier`, no hashing is needed, which is the common case when the caller follows an order
    /// that changed little.
    @inlinable @inline(__always)
    func index(of identifier: ID, guessing guess: Int) -> Int? {
        if guess >= 0, guess < identifiers.count, identifiers[guess] == identifier { return guess }
        return positions[identifier]
    }

    // MARK: - RandomAccessCollection

    /// The position of the first identifier (0).
    @inlinable
    public var startIndex: Int { 0 }
    /// One past the position of the last identifier (the number of items).
    @inlinable
    public var endIndex: Int { identifiers.count }
    /// The identifier of item `index`.
    @inlinable
    public subscript(index: Int) -> ID { identifiers[index] }
}

extension ItemIdentifiers: Sendable where ID: Sendable {}

extension ItemIdentifiers: Equatable {
    /// Whether both name the same items in the same order.
    @inlinable
    public static func == (lhs: ItemIdentifiers, rhs: ItemIdentifiers) -> Bool {
        lhs.identifiers == rhs.identifiers
    }
}
