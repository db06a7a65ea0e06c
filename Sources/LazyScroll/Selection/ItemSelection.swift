import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The selected items of a list, a grid or lanes, by index: none, one, or any number of them, with
/// ranges and "select all" that cost the same at ten million items as at ten.
///
/// The selection is a set of item indices kept as runs (``rangeCount``): selecting every item is one
/// run, and deselecting one of them makes three, so every operation costs O(log r) for r runs
/// however many items there are, and memory grows with the runs, never the items. It follows the
/// data through batch updates (`follow(_:)`): a deleted item leaves the selection, a moved
/// one keeps it, an inserted one starts unselected. Name items by identifier through the methods that
/// take ``ItemIdentifiers`` (``select(_:in:)``, ``selectedIdentifiers(in:)``); save the selection by
/// identifier with ``saved(identifiers:)``.
///
/// It corresponds to the selection of `UICollectionView` (`allowsSelection`,
/// `allowsMultipleSelection`, `indexPathsForSelectedItems`, `selectItem(at:animated:scrollPosition:)`,
/// `deselectItem(at:animated:)`), with the shift-click extension of a desktop list
/// (``extend(to:)``), and it is independent of keyboard focus (``ItemFocus``).
///
/// Invalid input throws a ``LazyScrollError`` and leaves the selection exactly as it was.
public struct ItemSelection: Sendable, Hashable {
    /// How many items may be selected; change it with ``setMode(_:)``.
    public internal(set) var mode: SelectionMode
    /// The selected items, as runs over every item.
    var runs: SelectionRuns
    /// The item the next ``extend(to:)`` starts from: the item last selected or toggled.
    public internal(set) var anchor: Int?
    /// Where the last ``extend(to:)`` reached, so that the next one replaces its range rather than
    /// adding to it; nil after any other change. Never set without `anchor`.
    var extensionEnd: Int?

    /// A selection of `itemCount` items with nothing selected.
    ///
    /// - Complexity: O(1).
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a negative count.
    public init(mode: SelectionMode = .single, itemCount: Int) throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(itemCount), .wholeAndNotNegative, "item count")
        self.mode = mode
        runs = SelectionRuns(count: itemCount, selected: false)
    }

    // MARK: - Reading

    /// The number of items, selected or not.
    public var itemCount: Int { runs.count }

    /// The number of selected items.
    ///
    /// - Complexity: O(1).
    public var count: Int { runs.selectedCount }

    /// Whether no item is selected.
    public var isEmpty: Bool { runs.selectedCount == 0 }

    /// The number of separate ranges of selected items: 1 after ``selectAll()``, 2 after deselecting
    /// one item in the middle.
    ///
    /// - Complexity: O(1).
    public var rangeCount: Int {
        guard let root = runs.root else { return 0 }
        return root.firstRunIsSelected ? (root.runCount + 1) / 2 : root.runCount / 2
    }

    /// Whether item `index` is selected (false for an index outside the items).
    ///
    /// - Complexity: O(log r) for r runs.
    public func contains(_ index: Int) -> Bool {
        index >= 0 && index < itemCount && runs.contains(index)
    }

    /// The selected items among `range`, as ranges: what a front end highlights among the items it
    /// shows.
    ///
    /// - Complexity: O(log r + ranges in `range`).
    public func selectedIndices(in range: Range<Int>) -> IndexRanges {
        runs.selectedRanges(in: range)
    }

    /// Every selected item, as ranges; `UICollectionView.indexPathsForSelectedItems`.
    ///
    /// - Complexity: O(r).
    public var selectedIndices: IndexRanges { runs.selectedRanges(in: 0..<itemCount) }

    /// The selected item with the smallest index.
    ///
    /// - Complexity: O(log r).
    public var first: Int? { runs.firstSelected(atOrAfter: 0) }

    /// The selected item with the largest index.
    ///
    /// - Complexity: O(log r).
    public var last: Int? { runs.lastSelected }

    // MARK: - Changing

    /// Selects item `index` (and, in ``SelectionMode/single`` mode, deselects the other), and makes it
    /// the ``anchor``; `UICollectionView.selectItem(at:animated:scrollPosition:)`.
    ///
    /// - Complexity: O(log r).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for an item that does not
    ///   exist, ``LazyScrollError/unsupportedOperation(operation:reason:)`` in ``SelectionMode/none``
    ///   mode.
    public mutating func select(_ index: Int) throws(LazyScrollError) {
        try check(index)
        try requireSelection("selecting item \(index)")
        if mode == .single { runs = SelectionRuns(count: itemCount, selected: false) }
        runs.assign(index..<(index + 1), selected: true)
        anchor = index
        extensionEnd = nil
    }

    /// Deselects item `index`; `UICollectionView.deselectItem(at:animated:)`. The anchor stays.
    ///
    /// - Complexity: O(log r).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for an item that does not
    ///   exist.
    public mutating func deselect(_ index: Int) throws(LazyScrollError) {
        try check(index)
        runs.assign(index..<(index + 1), selected: false)
        extensionEnd = nil
    }

    /// Selects item `index` if it is not selected and deselects it if it is (a Command-click, or
    /// Space on a terminal list's cursor), and makes it the ``anchor``.
    ///
    /// - Complexity: O(log r).
    /// - Throws: as ``select(_:)-(Int)``.
    public mutating func toggle(_ index: Int) throws(LazyScrollError) {
        try check(index)
        try requireSelection("toggling item \(index)")
        if runs.contains(index) {
            runs.assign(index..<(index + 1), selected: false)
        } else {
            if mode == .single { runs = SelectionRuns(count: itemCount, selected: false) }
            runs.assign(index..<(index + 1), selected: true)
        }
        anchor = index
        extensionEnd = nil
    }

    /// Selects the items from the ``anchor`` to `index`, both included (a Shift-click, or Shift and an
    /// arrow key): repeated, it replaces the range the previous extension selected, so the range
    /// follows the pointer as in a desktop list. Without an anchor it selects `index` as
    /// ``select(_:)-(Int)`` does; in ``SelectionMode/single`` mode too.
    ///
    /// - Complexity: O(log r).
    /// - Throws: as ``select(_:)-(Int)``.
    public mutating func extend(to index: Int) throws(LazyScrollError) {
        try extend(to: index, except: IndexRanges())
    }

    /// Extends the selection as ``extend(to:)`` does but leaves the items of `excluded` in the extended
    /// range unselected (also any that were selected): the items that cannot be selected, such as the
    /// headers of sections kept in the same index space as their items. Repeated, it still replaces the
    /// previous extension's range.
    ///
    /// - Complexity: O(log r + ranges of `excluded` in the span × log r).
    /// - Throws: as ``extend(to:)``, and ``LazyScrollError/indexOutOfRange(quantity:index:valid:)``
    ///   when `excluded` names an item that does not exist.
    public mutating func extend(to index: Int, except excluded: IndexRanges) throws(LazyScrollError) {
        try check(index)
        if let first = excluded.first, let last = excluded.last { try check(first..<(last + 1)) }
        try requireSelection("extending the selection to item \(index)")
        guard mode == .multiple, let anchor else { return try select(index) }
        if let end = extensionEnd { runs.assign(Self.span(anchor, end), selected: false) }
        let span = Self.span(anchor, index)
        runs.assign(span, selected: true)
        for range in excluded.ranges where range.overlaps(span) { runs.assign(range.clamped(to: span), selected: false) }
        extensionEnd = index
    }

    /// Selects every item of `range`. The anchor stays.
    ///
    /// - Complexity: O(log r).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for a range that reaches
    ///   outside the items; ``LazyScrollError/unsupportedOperation(operation:reason:)`` in
    ///   ``SelectionMode/none`` mode, and in ``SelectionMode/single`` mode for more than one item.
    public mutating func select(_ range: Range<Int>) throws(LazyScrollError) {
        try check(range)
        try requireSelection("selecting items \(range.lowerBound)..<\(range.upperBound)")
        if mode == .single {
            guard range.count <= 1 else {
                throw .unsupportedOperation(operation: "selecting \(range.count) items", reason: "the selection mode is single: it holds at most one item")
            }
            if range.count == 1 { runs = SelectionRuns(count: itemCount, selected: false) }
        }
        runs.assign(range, selected: true)
        extensionEnd = nil
    }

    /// Deselects every item of `range`. The anchor stays.
    ///
    /// - Complexity: O(log r).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for a range that reaches
    ///   outside the items.
    public mutating func deselect(_ range: Range<Int>) throws(LazyScrollError) {
        try check(range)
        runs.assign(range, selected: false)
        extensionEnd = nil
    }

    /// Selects every item, in O(1): one run, however many items there are. The anchor stays.
    ///
    /// - Throws: ``LazyScrollError/unsupportedOperation(operation:reason:)`` unless the mode is
    ///   ``SelectionMode/multiple``.
    public mutating func selectAll() throws(LazyScrollError) {
        try selectAll(except: IndexRanges())
    }

    /// Selects every item but those of `excluded`: the items that cannot be selected, such as the
    /// headers of sections kept in the same index space as their items.
    ///
    /// - Complexity: O(ranges of `excluded` × log r).
    /// - Throws: as ``selectAll()``, and ``LazyScrollError/indexOutOfRange(quantity:index:valid:)``
    ///   when `excluded` names an item that does not exist.
    public mutating func selectAll(except excluded: IndexRanges) throws(LazyScrollError) {
        if let first = excluded.first, let last = excluded.last { try check(first..<(last + 1)) }
        guard mode == .multiple else {
            throw .unsupportedOperation(operation: "selecting all items", reason: "the selection mode is \(mode.rawValue); only a multiple selection holds them all")
        }
        var all = SelectionRuns(count: itemCount, selected: true)
        for range in excluded.ranges { all.assign(range, selected: false) }
        runs = all
        extensionEnd = nil
    }

    /// Deselects every item, and forgets the anchor.
    ///
    /// - Complexity: O(1).
    public mutating func deselectAll() {
        runs = SelectionRuns(count: itemCount, selected: false)
        anchor = nil
        extensionEnd = nil
    }

    /// Changes how many items may be selected. To ``SelectionMode/none``, everything is deselected; to
    /// ``SelectionMode/single``, only the anchor stays selected if it is, else the first selected item.
    ///
    /// - Complexity: O(log r).
    public mutating func setMode(_ newMode: SelectionMode) {
        guard newMode != mode else { return }
        switch newMode {
        case .none:
            deselectAll()
        case .single:
            let kept = anchor.flatMap { runs.contains($0) ? $0 : nil } ?? first
            runs = SelectionRuns(count: itemCount, selected: false)
            if let kept {
                runs.assign(kept..<(kept + 1), selected: true)
                anchor = kept
            }
        case .multiple:
            break
        }
        extensionEnd = nil
        mode = newMode
    }

    // MARK: - Checks

    /// The items from `a` to `b`, both included, in either order.
    static func span(_ a: Int, _ b: Int) -> Range<Int> {
        min(a, b)..<(max(a, b) + 1)
    }

    func check(_ index: Int) throws(LazyScrollError) {
        try LazyScrollError.check(index: index, in: 0..<itemCount, "item index")
    }

    func check(_ range: Range<Int>) throws(LazyScrollError) {
        if range.lowerBound < 0 { try check(range.lowerBound) }
        if range.upperBound > itemCount { try check(range.upperBound - 1) }
    }

    func requireSelection(_ operation: @autoclosure () -> String) throws(LazyScrollError) {
        if mode == .none {
            throw .unsupportedOperation(operation: operation(), reason: "the selection mode is none")
        }
    }
}
