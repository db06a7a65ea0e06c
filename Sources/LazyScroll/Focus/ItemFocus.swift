/// The item that keyboard focus is on: where arrow keys move from, what Return activates and what
/// Space toggles, distinct from the selection (``ItemSelection``), as `UIFocusSystem`'s focused item
/// is distinct from a collection view's selected items.
///
/// Move it with ``ScrollController/moveFocus(_:_:animated:time:)``, which scrolls only as far as
/// needed to show the item whole. It stays on its item through batch updates (`follow(_:)`), and when
/// its item is deleted it goes to a neighbour.
public struct ItemFocus: Sendable, Hashable {
    /// The focused data item; nil when nothing has focus.
    public var index: Int?

    /// A focus on data item `index`, or on nothing.
    public init(index: Int? = nil) {
        self.index = index
    }

    /// Follows the data through a batch update, given as the mapping a ``ScrollUpdate`` carries: the
    /// focus stays on its item wherever it moves. When its item is deleted, it goes to the nearest
    /// item after it in the old order that is still there, else the nearest before it, else nowhere.
    /// After a full reload it stays at its index, or goes to the last item when there are fewer.
    ///
    /// For an ``IdentityDifference``, use `follow(_:)` with the difference itself: an item it deletes
    /// and inserts because it moved and changed keeps the focus then.
    ///
    /// - Complexity: O(log changes), plus the deleted items next to the focused one.
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` when the focused item is
    ///   not among the items the update starts from; nothing changes then.
    public mutating func follow(_ mapping: BatchUpdateMapping) throws(LazyScrollError) {
        try follow(mapping, replacing: [])
    }

    /// Follows the data through an identity difference, as `follow(_:)` does with its batch update, an
    /// item the difference deletes and inserts because it moved and changed
    /// (``IdentityDifference/replacedMoves``) counting as moved.
    ///
    /// - Complexity: O(log changes + replaced moves), plus the deleted items next to the focused one.
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` when the focused item is
    ///   not among the items the difference starts from; nothing changes then.
    public mutating func follow(_ difference: IdentityDifference) throws(LazyScrollError) {
        let mapping = try BatchUpdateMapping(validating: difference.update, oldCount: difference.oldCount)
        try follow(mapping, replacing: difference.replacedMoves)
    }

    /// `follow(_:)`, with `replaced` items deleted and inserted by the update counting as moved.
    private mutating func follow(_ mapping: BatchUpdateMapping, replacing replaced: [BatchUpdate.Move]) throws(LazyScrollError) {
        guard let old = index else { return }
        try LazyScrollError.check(index: old, in: 0..<mapping.oldCount, "focused item")
        func newIndex(ofOld old: Int) -> Int? {
            replaced.first { $0.from == old }?.to ?? mapping.newIndex(ofOld: old)
        }
        if let kept = newIndex(ofOld: old) {
            index = kept
            return
        }
        guard mapping.newCount > 0 else {
            index = nil
            return
        }
        if mapping.reloadsEverything {
            index = min(old, mapping.newCount - 1)
            return
        }
        // The deleted items are sorted: walk the run of them around `old` to its first survivors.
        let deleted = mapping.deleted
        func isGone(_ item: Int) -> Bool {
            deleted.binarySearch(item) != nil && !replaced.contains { $0.from == item }
        }
        var after = old + 1
        while after < mapping.oldCount, isGone(after) { after += 1 }
        if after < mapping.oldCount, let moved = newIndex(ofOld: after) {
            index = moved
            return
        }
        var before = old - 1
        while before >= 0, isGone(before) { before -= 1 }
        index = before >= 0 ? newIndex(ofOld: before) : nil
    }

    /// Focuses the item `identifier` names.
    ///
    /// - Complexity: O(1) expected.
    /// - Throws: ``LazyScrollError/invalidIdentifiers(_:)`` with
    ///   ``IdentifierProblem/unknownIdentifier(identifier:role:)`` when no item has `identifier`.
    @inlinable
    public mutating func focus<ID>(_ identifier: ID, in identifiers: ItemIdentifiers<ID>) throws(LazyScrollError) {
        guard let found = identifiers.index(of: identifier) else {
            throw .invalidIdentifiers(.unknownIdentifier(identifier: String(describing: identifier), role: "focus"))
        }
        index = found
    }

    /// The focused item's identifier; nil when nothing has focus or the index is not among
    /// `identifiers`.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func identifier<ID>(in identifiers: ItemIdentifiers<ID>) -> ID? {
        guard let index, index >= 0, index < identifiers.count else { return nil }
        return identifiers[index]
    }
}
