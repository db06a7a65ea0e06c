/// A leaf of a grid's tree: up to `LeafExtents.capacity` cell extents stored one by one, or a run of
/// identical ones of any length, summarized as one `RowFold` per column phase.
struct GridLeaf: SummaryLeaf {
    /// The stored extents (NaN: not measured yet).
    var extents: LeafExtents

    /// What the folds depend on: the number of columns and the extent of unmeasured cells.
    struct Context {
        var columns: Int
        var estimate: Double
    }

    init() { extents = LeafExtents() }

    init(_ extents: LeafExtents) { self.extents = extents }

    var count: Int { extents.count }

    /// The extent of a stored value.
    @inline(__always)
    static func resolved(_ value: Double, estimate: Double) -> Double { value.isNaN ? estimate : value }

    /// One fold per column phase, in O(count × columns) for stored items and O(columns) for a run.
    func summary(in context: Context) -> [RowFold] {
        if extents.isRun {
            return RowFold.run(count: extents.runLength, value: Self.resolved(extents.runValue, estimate: context.estimate),
                               columns: context.columns)
        }
        let (columns, estimate) = (context.columns, context.estimate)
        return extents.withPackedValues(
            narrow: { values in RowFold.packed(values, estimate: estimate, columns: columns) },
            wide: { values in RowFold.packed(values, estimate: estimate, columns: columns) })
    }

    /// Each phase's fold of the children in order, the phase moving on by each child's count. O(children
    /// × columns), reading each child's folds once.
    static func combine(counts: [Int], summaries: [[RowFold]], in context: Context) -> [RowFold] {
        let columns = context.columns
        var result = [RowFold](repeating: .empty, count: columns)
        var shift = 0
        result.withUnsafeMutableBufferPointer { result in
            for j in counts.indices {
                summaries[j].withUnsafeBufferPointer { folds in
                    // A node at phase p reads child j at phase p + (items before j), modulo the columns.
                    for phase in 0..<columns {
                        var childPhase = phase + shift
                        if childPhase >= columns { childPhase -= columns }
                        result[phase] = result[phase].then(folds[childPhase])
                    }
                }
                shift = (shift + counts[j]) % columns
            }
        }
        return result
    }

    /// Runs of one value join; stored leaves join while they fit in one leaf. Rows do not depend on
    /// how items are grouped into leaves, so any grouping is fine.
    static func merge(_ first: GridLeaf, _ second: GridLeaf, afterDataChange: Bool, in context: Context) -> GridLeaf? {
        let (a, b) = (first.extents, second.extents)
        if a.isRun && b.isRun && LeafExtents.sameValue(a.runValue, b.runValue) {
            return GridLeaf(LeafExtents(run: a.runLength + b.runLength, value: a.runValue))
        }
        if !a.isRun && !b.isRun && a.count + b.count <= LeafExtents.capacity {
            return GridLeaf(LeafExtents(packed: a.values + b.values))
        }
        return nil
    }

    // MARK: - Changes (for `SummaryTree.modify`)

    /// Sets the stored value of item `k`; a run is split around the chunk of `LeafExtents.capacity` items
    /// holding it (counted from the run's start), so measuring neighbours fills the same stored leaf.
    mutating func setValue(_ value: Double, at k: Int) -> [GridLeaf]? {
        if !extents.isRun {
            extents.set(value, at: k)
            return nil
        }
        let runValue = extents.runValue
        if LeafExtents.sameValue(runValue, value) { return nil }
        let length = extents.runLength
        let capacity = LeafExtents.capacity
        let chunkStart = (k / capacity) * capacity
        let chunkEnd = min(length, chunkStart + capacity)
        var values = [Double](repeating: runValue, count: chunkEnd - chunkStart)
        values[k - chunkStart] = value
        var pieces: [GridLeaf] = []
        if chunkStart > 0 { pieces.append(GridLeaf(LeafExtents(run: chunkStart, value: runValue))) }
        pieces.append(GridLeaf(LeafExtents(packed: values)))
        if chunkEnd < length { pieces.append(GridLeaf(LeafExtents(run: length - chunkEnd, value: runValue))) }
        return pieces
    }

    /// Inserts `items` before item `k`.
    mutating func insert(_ items: InsertedExtents, at k: Int) -> [GridLeaf]? {
        if extents.isRun, case let .repeated(_, value) = items, LeafExtents.sameValue(value, extents.runValue) {
            extents.extendRun(by: items.count)
            return nil
        }
        if !extents.isRun && extents.count + items.count <= LeafExtents.capacity {
            extents.insert(items.values, at: k)
            return nil
        }
        var pieces: [GridLeaf] = []
        if k > 0 { pieces.append(GridLeaf(slice(0..<k))) }
        pieces.append(contentsOf: items.makeLeaves().map { GridLeaf($0.leaf) })
        if k < count { pieces.append(GridLeaf(slice(k..<count))) }
        return pieces
    }

    /// Removes items `range`.
    mutating func remove(_ range: Range<Int>) -> [GridLeaf]? {
        extents.remove(range)
        return extents.count == 0 ? [] : nil
    }

    /// Items `range` of this leaf as a leaf of their own.
    private func slice(_ range: Range<Int>) -> LeafExtents {
        extents.isRun ? LeafExtents(run: range.count, value: extents.runValue) : LeafExtents(packed: extents.values[range])
    }
}
