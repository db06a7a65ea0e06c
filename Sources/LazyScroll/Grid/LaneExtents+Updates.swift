import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension LaneExtents {
    /// Records the real extent of item `index`: items after it in its section that do not keep their
    /// lanes are laid out again; kept lanes stay. O(log n + S × L).
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for an index outside `0 ..< count`,
    ///   `LazyScrollError.invalidNumber` for an extent that is negative or not finite.
    public mutating func setExtent(_ extent: CGFloat, of index: Int) throws(LazyScrollError) {
        try LazyScrollError.check(index: index, in: 0..<count, "item index")
        try LazyScrollError.check(extent, .finiteAndNotNegative, "extent of item \(index)")
        setStoredValue(Double(extent), at: index)
    }

    /// Forgets the measured extent of item `index`, so that it uses the estimate again.
    /// O(log n + S × L).
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for an index outside `0 ..< count`.
    public mutating func clearMeasurement(of index: Int) throws(LazyScrollError) {
        try LazyScrollError.check(index: index, in: 0..<count, "item index")
        setStoredValue(.nan, at: index)
    }

    private mutating func setStoredValue(_ value: Double, at index: Int) {
        let context = self.context
        tree.modify(index..<(index + 1), in: context, afterDataChange: false) { leaf, local in
            leaf.setValue(value, at: local.lowerBound, in: context)
        }
    }

    /// Inserts `count` items before `index`, all of `extent` or unmeasured when nil; they join the
    /// section holding item `index`. O(log n + S × L) (plus O(count) when few).
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a negative count or an extent that is negative or
    ///   not finite; `LazyScrollError.indexOutOfRange` for an index outside `0 ... count`.
    public mutating func insertItems(count inserted: Int, at index: Int, extent: CGFloat? = nil) throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(inserted), .wholeAndNotNegative, "inserted item count")
        try LazyScrollError.check(index: index, in: 0..<(count + 1), "insertion index")
        if let extent { try LazyScrollError.check(extent, .finiteAndNotNegative, "inserted extent") }
        insertStoredValues(.repeated(count: inserted, value: extent.map(Double.init) ?? .nan), at: index)
    }

    /// Inserts items with the given extents before `index`. O(log n + S × L + extents.count).
    ///
    /// - Throws: as `insertItems(count:at:extent:)`, naming the first invalid extent.
    public mutating func insertItems(extents: [CGFloat], at index: Int) throws(LazyScrollError) {
        try LazyScrollError.check(index: index, in: 0..<(count + 1), "insertion index")
        for (k, extent) in extents.enumerated() {
            try LazyScrollError.check(extent, .finiteAndNotNegative, "extent of inserted item \(k)")
        }
        insertStoredValues(.list(extents.map(Double.init)), at: index)
    }

    /// Inserts items with stored values (NaN: unmeasured) before `index`; the caller has validated both.
    mutating func insertStoredValues(_ items: InsertedExtents, at index: Int) {
        guard items.count > 0 else { return }
        let context = self.context
        tree.modify(index..<index, in: context, afterDataChange: true) { leaf, local in
            leaf.insert(items, at: local.lowerBound, in: context)
        }
    }

    /// Removes the items in `range`. O(log n + S × L) per section touched at either end.
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for bounds outside `0 ... count`.
    public mutating func removeItems(in range: Range<Int>) throws(LazyScrollError) {
        try LazyScrollError.check(index: range.lowerBound, in: 0..<(count + 1), "first removed index")
        try LazyScrollError.check(index: range.upperBound, in: 0..<(count + 1), "end of removed range")
        guard !range.isEmpty else { return }
        let context = self.context
        tree.modify(range, in: context, afterDataChange: true) { leaf, local in leaf.remove(local, in: context) }
    }

    /// Moves item `source` so that it ends up at index `destination`, keeping its extent; at its new
    /// place it is a new item to the rule (its lane is not kept). O(log n + S × L).
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for an index outside `0 ..< count`.
    public mutating func moveItem(from source: Int, to destination: Int) throws(LazyScrollError) {
        try LazyScrollError.check(index: source, in: 0..<count, "move source")
        try LazyScrollError.check(index: destination, in: 0..<count, "move destination")
        guard source != destination else { return }
        let value = storedValue(at: source)
        try removeItems(in: source..<(source + 1))
        insertStoredValues(.repeated(count: 1, value: value), at: destination)
    }

    /// The stored values (NaN: unmeasured) of items `range`, for moving items between places.
    func storedValues(in range: Range<Int>) -> [Double] {
        range.map(storedValue(at:))
    }

    /// Whether some measured item of `range` does not keep its lane yet, in O(log n + range.count)
    /// without changing anything; sections are taken from `hints` where they are.
    func hasMeasuredItemsWithFreeLanes(in range: Range<Int>, hints: LaneSectionHints? = nil) -> Bool {
        let clamped = range.clamped(to: 0..<count)
        var found = false
        forEachSection(holding: clamped, hints: hints) { section in
            let items = section.items
            // Counted from the leaf's first item.
            let local = (max(clamped.lowerBound, items.lowerBound) - section.base)..<(min(clamped.upperBound, items.upperBound) - section.base)
            found = section.node._withUnsafeGuaranteedRef { node in
                if node.leaf.extents.isRun {
                    return !node.leaf.keepsRunLanes && !node.leaf.extents.runValue.isNaN && !local.isEmpty
                }
                return node.leaf.keptLanes.withUnsafeBufferPointer { kept in
                    node.leaf.extents.withPackedValues(
                        narrow: { Self.hasMeasuredItemsWithFreeLanes(local, values: $0, kept: kept) },
                        wide: { Self.hasMeasuredItemsWithFreeLanes(local, values: $0, kept: kept) })
                }
            }
            return !found
        }
        return found
    }

    /// Whether an item of `range` has a value (not NaN) and no kept lane (`kept` empty, or 0). Without
    /// a branch per item: the answer is almost always no (a frame shows items whose lanes are kept),
    /// so every item is looked at anyway.
    @inline(__always)
    private static func hasMeasuredItemsWithFreeLanes<Value: BinaryFloatingPoint>(
        _ range: Range<Int>, values: UnsafeBufferPointer<Value>, kept: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        var any: UInt8 = 0
        if kept.isEmpty {
            for k in range { any |= values[k].isNaN ? 0 : 1 }
        } else {
            for k in range { any |= (kept[k] == 0 && !values[k].isNaN) ? 1 : 0 }
        }
        return any != 0
    }

    /// Keeps the current lanes of items `range` from now on: a virtualizer calls this for the items it
    /// shows. O(log n + S × L) per section touched; nothing changes for items that keep theirs already.
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for bounds outside `0 ... count`.
    public mutating func keepLanes(of range: Range<Int>) throws(LazyScrollError) {
        try LazyScrollError.check(index: range.lowerBound, in: 0..<(count + 1), "first index")
        try LazyScrollError.check(index: range.upperBound, in: 0..<(count + 1), "end of range")
        guard !range.isEmpty else { return }
        let context = self.context
        tree.modify(range, in: context, afterDataChange: false) { leaf, local in leaf.keepLanes(local, in: context) }
    }
}
