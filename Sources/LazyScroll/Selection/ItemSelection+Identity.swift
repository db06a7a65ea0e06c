extension ItemSelection {
    /// Selects the item `identifier` names, as ``select(_:)-(Int)`` does by index.
    ///
    /// - Complexity: O(1) expected plus O(log r).
    /// - Throws: ``LazyScrollError/invalidIdentifiers(_:)`` when `identifiers` are not one per item
    ///   (``IdentifierProblem/countMismatch(identifiers:items:)``) or do not hold `identifier`
    ///   (``IdentifierProblem/unknownIdentifier(identifier:role:)``), and what ``select(_:)-(Int)`` throws.
    @inlinable
    public mutating func select<ID>(_ identifier: ID, in identifiers: ItemIdentifiers<ID>) throws(LazyScrollError) {
        try select(index(of: identifier, in: identifiers, role: "selection"))
    }

    /// Deselects the item `identifier` names, as ``deselect(_:)-(Int)`` does by index.
    ///
    /// - Complexity: O(1) expected plus O(log r).
    /// - Throws: as ``select(_:in:)``.
    @inlinable
    public mutating func deselect<ID>(_ identifier: ID, in identifiers: ItemIdentifiers<ID>) throws(LazyScrollError) {
        try deselect(index(of: identifier, in: identifiers, role: "deselection"))
    }

    /// Toggles the item `identifier` names, as ``toggle(_:)`` does by index.
    ///
    /// - Complexity: O(1) expected plus O(log r).
    /// - Throws: as ``select(_:in:)``.
    @inlinable
    public mutating func toggle<ID>(_ identifier: ID, in identifiers: ItemIdentifiers<ID>) throws(LazyScrollError) {
        try toggle(index(of: identifier, in: identifiers, role: "toggle"))
    }

    /// Extends the selection from the anchor to the item `identifier` names, as ``extend(to:)`` does
    /// by index.
    ///
    /// - Complexity: O(1) expected plus O(log r).
    /// - Throws: as ``select(_:in:)``.
    @inlinable
    public mutating func extend<ID>(to identifier: ID, in identifiers: ItemIdentifiers<ID>) throws(LazyScrollError) {
        try extend(to: index(of: identifier, in: identifiers, role: "extension"))
    }

    /// Whether the item `identifier` names is selected (false when no item has it).
    ///
    /// - Complexity: O(1) expected plus O(log r).
    @inlinable
    public func contains<ID>(_ identifier: ID, in identifiers: ItemIdentifiers<ID>) -> Bool {
        guard identifiers.count == itemCount, let index = identifiers.index(of: identifier) else { return false }
        return contains(index)
    }

    /// The identifiers of the selected items, in item order: a SwiftUI `List`'s selection, or what
    /// an app acts on.
    ///
    /// - Complexity: O(selected items + r).
    /// - Throws: ``LazyScrollError/invalidIdentifiers(_:)`` with
    ///   ``IdentifierProblem/countMismatch(identifiers:items:)`` when `identifiers` are not one per item.
    @inlinable
    public func selectedIdentifiers<ID>(in identifiers: ItemIdentifiers<ID>) throws(LazyScrollError) -> [ID] {
        try checkCount(of: identifiers)
        var result: [ID] = []
        result.reserveCapacity(count)
        for range in selectedIndices.ranges { result.append(contentsOf: identifiers.identifiers[range]) }
        return result
    }

    /// Makes the selection exactly the items `selected` names (a SwiftUI selection binding written
    /// by the app); the anchor stays if its item stays selected.
    ///
    /// - Complexity: O(k log k) for k identifiers, plus O(1) expected per identifier.
    /// - Throws: ``LazyScrollError/invalidIdentifiers(_:)`` when `identifiers` are not one per item or
    ///   `selected` names an identifier they do not hold;
    ///   ``LazyScrollError/unsupportedOperation(operation:reason:)`` when `selected` names more items
    ///   than the mode allows. Nothing changes when it throws.
    @inlinable
    public mutating func replaceSelection<ID>(with selected: some Sequence<ID>, in identifiers: ItemIdentifiers<ID>) throws(LazyScrollError) {
        var indices: [Int] = []
        for identifier in selected { indices.append(try index(of: identifier, in: identifiers, role: "selection")) }
        try replaceSelection(withIndices: indices)
    }

    /// Makes the selection exactly `indices` (valid, in any order, duplicates allowed).
    @usableFromInline
    mutating func replaceSelection(withIndices indices: [Int]) throws(LazyScrollError) {
        let chosen = IndexRanges(indices)
        let allowed = mode == .multiple ? Int.max : mode == .single ? 1 : 0
        if chosen.count > allowed {
            throw .unsupportedOperation(operation: "selecting \(chosen.count) items", reason: "the selection mode is \(mode.rawValue)")
        }
        var replaced = SelectionRuns(count: itemCount, selected: false)
        for range in chosen.ranges { replaced.assign(range, selected: true) }
        runs = replaced
        if let anchor, !runs.contains(anchor) { self.anchor = nil }
        if mode == .single { anchor = chosen.first }
        extensionEnd = nil
    }

    /// The index of `identifier` among `identifiers`, which must be one per item.
    @inlinable
    func index<ID>(of identifier: ID, in identifiers: ItemIdentifiers<ID>, role: String) throws(LazyScrollError) -> Int {
        try checkCount(of: identifiers)
        guard let index = identifiers.index(of: identifier) else {
            throw .invalidIdentifiers(.unknownIdentifier(identifier: String(describing: identifier), role: role))
        }
        return index
    }

    /// Throws unless `identifiers` are one per item.
    @inlinable
    func checkCount<ID>(of identifiers: ItemIdentifiers<ID>) throws(LazyScrollError) {
        if identifiers.count != itemCount {
            throw .invalidIdentifiers(.countMismatch(identifiers: identifiers.count, items: itemCount))
        }
    }
}
