@testable import LazyScroll

/// A brute-force model of ItemSelection, written from its documentation: a set of identifiers over a
/// plain array of them, so that batch updates and identity differences are nothing but the new array
/// (deleted identifiers leave, moved ones stay, new ones start unselected).
struct SelectionReference: Equatable {
    var mode: SelectionMode
    /// The items' identifiers, in order.
    var identifiers: [Int]
    var selected: Set<Int> = []
    /// The anchor's identifier.
    var anchor: Int?
    /// The identifier the last extension reached.
    var extensionEnd: Int?

    func index(of identifier: Int?) -> Int? {
        identifier.flatMap { identifiers.firstIndex(of: $0) }
    }

    /// The identifiers of the items from `a` to `b`, both included.
    func span(_ a: Int, _ b: Int) -> ArraySlice<Int> {
        identifiers[min(a, b)...max(a, b)]
    }

    mutating func select(_ index: Int) {
        if mode == .single { selected = [] }
        selected.insert(identifiers[index])
        anchor = identifiers[index]
        extensionEnd = nil
    }

    mutating func deselect(_ index: Int) {
        selected.remove(identifiers[index])
        extensionEnd = nil
    }

    mutating func toggle(_ index: Int) {
        let identifier = identifiers[index]
        if selected.contains(identifier) {
            selected.remove(identifier)
        } else {
            if mode == .single { selected = [] }
            selected.insert(identifier)
        }
        anchor = identifier
        extensionEnd = nil
    }

    mutating func extend(to index: Int, except excluded: Set<Int> = []) {
        guard mode == .multiple, let anchorIndex = self.index(of: anchor) else { return select(index) }
        if let end = self.index(of: extensionEnd) { selected.subtract(span(anchorIndex, end)) }
        // The span's items are selected but for those excluded, which end unselected even if they were.
        let extended = min(anchorIndex, index)...max(anchorIndex, index)
        selected.formUnion(extended.map { identifiers[$0] })
        selected.subtract(extended.filter { excluded.contains($0) }.map { identifiers[$0] })
        extensionEnd = identifiers[index]
    }

    mutating func select(_ range: Range<Int>) {
        if mode == .single && range.count == 1 { selected = [] }
        selected.formUnion(identifiers[range])
        extensionEnd = nil
    }

    mutating func deselect(_ range: Range<Int>) {
        selected.subtract(identifiers[range])
        extensionEnd = nil
    }

    mutating func selectAll(except excluded: Set<Int>) {
        selected = Set(identifiers.indices.filter { !excluded.contains($0) }.map { identifiers[$0] })
        extensionEnd = nil
    }

    mutating func deselectAll() {
        selected = []
        anchor = nil
        extensionEnd = nil
    }

    mutating func setMode(_ newMode: SelectionMode) {
        guard newMode != mode else { return }
        switch newMode {
        case .none:
            deselectAll()
        case .single:
            let kept = anchor.flatMap { selected.contains($0) ? $0 : nil } ?? identifiers.first { selected.contains($0) }
            selected = kept.map { [$0] } ?? []
            if let kept { anchor = kept }
        case .multiple:
            break
        }
        extensionEnd = nil
        mode = newMode
    }

    /// The data changed to `newIdentifiers` (a batch update or an identity difference): only the
    /// identities matter.
    mutating func follow(to newIdentifiers: [Int]) {
        let kept = Set(newIdentifiers)
        identifiers = newIdentifiers
        selected = selected.filter { kept.contains($0) }
        if let anchor, !kept.contains(anchor) { self.anchor = nil }
        if anchor == nil || !kept.contains(extensionEnd ?? -1) { extensionEnd = nil }
    }

    /// A full reload: nothing is selected, and there is no anchor.
    mutating func reload(to newIdentifiers: [Int]) {
        identifiers = newIdentifiers
        deselectAll()
    }

    mutating func replace(with chosen: Set<Int>) {
        selected = chosen
        if let anchor, !chosen.contains(anchor) { self.anchor = nil }
        if mode == .single { anchor = identifiers.first { chosen.contains($0) } }
        extensionEnd = nil
    }

    /// What restoring a saved selection gives: the saved identifiers that exist (every other one when
    /// inverted), in the saved mode, a single one keeping its first survivor.
    static func restored(from saved: SelectionReference, into newIdentifiers: [Int]) -> SelectionReference {
        var restored = SelectionReference(mode: saved.mode, identifiers: newIdentifiers)
        let inverted = saved.mode == .multiple && saved.selected.count > saved.identifiers.count - saved.selected.count
        if inverted {
            let unselected = Set(saved.identifiers).subtracting(saved.selected)
            restored.selected = Set(newIdentifiers.filter { !unselected.contains($0) })
        } else {
            restored.selected = Set(newIdentifiers.filter { saved.selected.contains($0) })
        }
        if saved.mode == .single, let first = newIdentifiers.first(where: { restored.selected.contains($0) }) { restored.selected = [first] }
        if saved.mode == .none { restored.selected = [] }
        restored.anchor = saved.mode == .none ? nil : saved.anchor.flatMap { newIdentifiers.contains($0) ? $0 : nil }
        return restored
    }

    /// The selected indices as maximal ranges.
    var ranges: [Range<Int>] {
        var result: [Range<Int>] = []
        for (index, identifier) in identifiers.enumerated() where selected.contains(identifier) {
            if let last = result.last, last.upperBound == index {
                result[result.count - 1] = last.lowerBound..<(index + 1)
            } else {
                result.append(index..<(index + 1))
            }
        }
        return result
    }
}
