/// A selection saved by item identity, to survive a relaunch (beside a ``ScrollPositionSnapshot``)
/// or a reload whose data changed in ways no batch update describes.
///
/// Take one with ``ItemSelection/saved(identifiers:)``, encode it with any `Encoder` (it is `Codable`
/// when the identifiers are), and give it back to ``ItemSelection/init(restoring:identifiers:)`` with
/// the identifiers of the data as it is then.
///
/// It lists the identifiers of the selected items, or, when more than half the items are selected,
/// the identifiers of the items that are not (``isInverted``): so a selection of all ten million
/// items saves no identifier, and saving costs O(min(selected, unselected)). Restored, an inverted
/// selection selects every item but those listed, including items that did not exist when it was
/// saved (everything was selected, so the new items are too); a plain one selects the listed items
/// that still exist.
public struct SavedSelection<ID: Hashable & Sendable>: Sendable, Hashable {
    /// How many items the selection held.
    public let mode: SelectionMode
    /// Whether ``identifiers`` lists the items that were *not* selected.
    public let isInverted: Bool
    /// The selected items' identifiers in item order, or the unselected ones' when ``isInverted``.
    public let identifiers: [ID]
    /// The anchor's identifier, when there was an anchor.
    public let anchor: ID?

    /// A saved selection of these parts.
    public init(mode: SelectionMode, isInverted: Bool, identifiers: [ID], anchor: ID?) {
        self.mode = mode
        self.isInverted = isInverted
        self.identifiers = identifiers
        self.anchor = anchor
    }
}

extension SavedSelection: Codable where ID: Codable {}

extension ItemSelection {
    /// The selection by identity, for ``init(restoring:identifiers:)``.
    ///
    /// - Complexity: O(min(selected, unselected) + r).
    /// - Throws: ``LazyScrollError/invalidIdentifiers(_:)`` with
    ///   ``IdentifierProblem/countMismatch(identifiers:items:)`` when `identifiers` are not one per item.
    @inlinable
    public func saved<ID>(identifiers: ItemIdentifiers<ID>) throws(LazyScrollError) -> SavedSelection<ID> {
        try checkCount(of: identifiers)
        let inverted = mode == .multiple && count > itemCount - count
        let listed = inverted ? unselectedIndices : selectedIndices
        var saved: [ID] = []
        saved.reserveCapacity(listed.count)
        for range in listed.ranges { saved.append(contentsOf: identifiers.identifiers[range]) }
        return SavedSelection(mode: mode, isInverted: inverted, identifiers: saved, anchor: anchor.map { identifiers[$0] })
    }

    /// A selection of the items `identifiers` name, restored from `saved`: the saved items that still
    /// exist (or, for an inverted one, every item but the saved ones), in the saved mode, with the
    /// anchor if its item still exists. Identifiers of items that are gone are ignored; a single
    /// selection keeps its first surviving item.
    ///
    /// - Complexity: O(k log r + k) for k saved identifiers.
    @inlinable
    public init<ID>(restoring saved: SavedSelection<ID>, identifiers: ItemIdentifiers<ID>) {
        var listed: [Int] = []
        for identifier in saved.identifiers {
            if let index = identifiers.index(of: identifier) { listed.append(index) }
        }
        self.init(mode: saved.mode, itemCount: identifiers.count, listed: listed, inverted: saved.isInverted,
                  anchor: saved.anchor.flatMap(identifiers.index(of:)))
    }

    /// A selection of `itemCount` items in `mode`: `listed` selected, or every other item when
    /// `inverted`, kept to what the mode allows.
    @usableFromInline
    init(mode: SelectionMode, itemCount: Int, listed: [Int], inverted: Bool, anchor: Int?) {
        self.mode = mode
        runs = SelectionRuns(count: itemCount, selected: inverted)
        for range in IndexRanges(listed).ranges { runs.assign(range, selected: !inverted) }
        if mode == .none { runs = SelectionRuns(count: itemCount, selected: false) }
        if mode == .single, let kept = runs.firstSelected(atOrAfter: 0) {
            runs = SelectionRuns(count: itemCount, selected: false)
            runs.assign(kept..<(kept + 1), selected: true)
        }
        self.anchor = mode == .none ? nil : anchor
    }

    /// Every item that is not selected, as ranges.
    ///
    /// - Complexity: O(r).
    @usableFromInline
    var unselectedIndices: IndexRanges {
        var result = IndexRanges()
        runs.forEachRun(in: 0..<itemCount) { range, selected in
            if !selected { result.append(range) }
            return true
        }
        return result
    }
}
