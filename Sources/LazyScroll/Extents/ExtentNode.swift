/// One node of the counted B+tree behind `MeasuredExtents`.
///
/// Invariants (checked by `validate()` in tests):
/// - A leaf has `height == 0` and no children; its items are in `leaf`; it holds at least one item
///   unless it is the root of an empty tree.
/// - An internal node has `height >= 1`, between 1 and `maxFanout` children all of height
///   `height - 1`, and `childTotals[j] == children[j].totals` for every `j`.
/// - `totals` is the sum of `childTotals` (internal) or of the leaf's items.
/// - A node of height 1 has `childValues[j]` holding the very `Float` array of `children[j].leaf`
///   (empty for a run or a `Double` leaf); other nodes have no `childValues`.
///
/// Nodes are shared between copies of a `MeasuredExtents` and copied on write: a mutation first makes
/// every node on its path uniquely referenced, so a node that is shared is never changed. That is what
/// makes the `@unchecked Sendable` below sound.
final class ExtentNode: @unchecked Sendable {
    // A search reads half of a node's children's totals on average, 24 bytes each, at every level.
    // Sixteen rather than 32 children: one more level at ten million items, but fewer cache lines
    // read per search (a random jump over ten million items measured about 5 % fewer instructions and
    // 9 % less time).
    static let maxFanout = 16
    static let minFanout = 4

    // Every read of a class's `var` is checked for exclusive access at run time, and the checks were a
    // tenth of the time of a scroll update (the searches read these on every level). The copy-on-write
    // rule above already guarantees that no node is read while it is written, so the checks are off.
    let height: Int
    @exclusivity(unchecked) var totals: ExtentTotals
    @exclusivity(unchecked) var children: [ExtentNode]
    @exclusivity(unchecked) var childTotals: [ExtentTotals]
    @exclusivity(unchecked) var leaf: LeafExtents
    /// In a node whose children are leaves, each child's `Float` values (the same array), so that a
    /// search reads a leaf's values without first reading the leaf's node: deep in a large tree each of
    /// the two is a cache miss, and the second cannot start before the first is done. Eight bytes per
    /// leaf. Dropped for a child about to change (`makeChildUnique`) so that the change happens in
    /// place, and restored after (`refreshChild`).
    @exclusivity(unchecked) var childValues: [[Float]]

    init(leaf: LeafExtents) {
        height = 0
        self.leaf = leaf
        totals = leaf.totals
        children = []
        childTotals = []
        childValues = []
    }

    /// A leaf whose totals the caller has already summed (they must equal `leaf.totals`).
    init(leaf: LeafExtents, totals: ExtentTotals) {
        height = 0
        self.leaf = leaf
        self.totals = totals
        children = []
        childTotals = []
        childValues = []
    }

    init<C: Collection>(children: C) where C.Element == ExtentNode {
        precondition(!children.isEmpty)
        height = children.first!.height + 1
        self.children = Array(children)
        childTotals = self.children.map(\.totals)
        childValues = height == 1 ? self.children.map(\.leaf.narrowValues) : []
        leaf = LeafExtents()
        totals = ExtentTotals()
        recomputeTotals()
    }

    private init(copying other: ExtentNode) {
        height = other.height
        totals = other.totals
        children = other.children
        childTotals = other.childTotals
        childValues = other.childValues
        leaf = other.leaf
    }

    func copy() -> ExtentNode { ExtentNode(copying: self) }

    var isLeaf: Bool { height == 0 }

    /// In an internal node whose first child starts at `position`, the index of the child a search for
    /// the last item starting at or before `limit` descends into. Moves `position` and `base` to that
    /// child's start and first index, summing child extents in order as every walk does, and lowers
    /// `divergence` to the start of the next child when there is one.
    @inline(__always)
    func childIndex(
        toward limit: Double, position: inout Double, base: inout Int, divergence: inout Double,
        estimate: Double, spacing: Double
    ) -> Int {
        childTotals.withUnsafeBufferPointer { totals in
            var j = 0
            let last = totals.count - 1
            while j < last {
                let next = position + totals[j].extent(estimate: estimate, spacing: spacing)
                guard next <= limit else {
                    divergence = min(divergence, next)
                    break
                }
                position = next
                base += totals[j].count
                j += 1
            }
            return j
        }
    }

    /// `childIndex(toward:…)`'s child, not retained.
    @inline(__always)
    func child(
        toward limit: Double, position: inout Double, base: inout Int, divergence: inout Double,
        estimate: Double, spacing: Double
    ) -> Unmanaged<ExtentNode> {
        let j = childIndex(
            toward: limit, position: &position, base: &base, divergence: &divergence, estimate: estimate, spacing: spacing)
        return children.withUnsafeBufferPointer { Unmanaged.passUnretained($0[j]) }
    }

    func recomputeTotals() {
        if isLeaf {
            totals = leaf.totals
        } else {
            var sum = ExtentTotals()
            for t in childTotals { sum += t }
            totals = sum
        }
    }

    /// Makes child `j` uniquely referenced and drops this node's copy of its leaf, so that changing
    /// the child changes it in place; `refreshChild(_:)` restores the copy.
    @inline(__always)
    func makeChildUnique(_ j: Int) {
        if !isKnownUniquelyReferenced(&children[j]) {
            children[j] = children[j].copy()
        }
        if height == 1 { childValues[j] = [] }
    }

    /// Brings this node's summaries of child `j` up to date after the child changed in place.
    @inline(__always)
    func refreshChild(_ j: Int) {
        childTotals[j] = children[j].totals
        if height == 1 { childValues[j] = children[j].leaf.narrowValues }
    }

    /// `children.replaceSubrange(range, with: replacement)`, keeping the summaries in step.
    private func replaceChildren(_ range: ClosedRange<Int>, with replacement: [ExtentNode]) {
        children.replaceSubrange(range, with: replacement)
        childTotals.replaceSubrange(range, with: replacement.map(\.totals))
        if height == 1 { childValues.replaceSubrange(range, with: replacement.map(\.leaf.narrowValues)) }
    }

    /// The child holding local item `index` (the last child for `index == totals.count`), and the
    /// number of items before it.
    @inline(__always)
    func child(containing index: Int) -> (child: Int, before: Int) {
        var j = 0
        var before = 0
        let last = children.count - 1
        while j < last && index >= before + childTotals[j].count {
            before += childTotals[j].count
            j += 1
        }
        return (j, before)
    }

    // MARK: - Mutations
    //
    // Each mutation runs on a uniquely referenced node and returns nil when the node was changed in
    // place, or the nodes (of the same height, possibly none) that replace it.

    /// Sets the stored value of local item `index`; `base` is the global index of this node's first item,
    /// used to carve runs on a fixed grid so that measuring neighbours fills the same packed leaf.
    func setValue(_ value: Double, at index: Int, base: Int) -> [ExtentNode]? {
        if isLeaf {
            if !leaf.isRun {
                leaf.set(value, at: index)
                totals = leaf.totals
                return nil
            }
            if LeafExtents.sameValue(leaf.runValue, value) { return nil }
            return carveRun(setting: value, at: index, base: base)
        }
        let (j, before) = child(containing: index)
        makeChildUnique(j)
        if let replacement = children[j].setValue(value, at: index - before, base: base + before) {
            return splice(j, with: replacement)
        }
        refreshChild(j)
        recomputeTotals()
        return nil
    }

    private func carveRun(setting value: Double, at index: Int, base: Int) -> [ExtentNode] {
        let length = leaf.runLength
        let runValue = leaf.runValue
        let capacity = LeafExtents.capacity
        let gridStart = ((base + index) / capacity) * capacity
        let chunkStart = max(0, gridStart - base)
        let chunkEnd = min(length, gridStart + capacity - base)
        var values = [Double](repeating: runValue, count: chunkEnd - chunkStart)
        values[index - chunkStart] = value
        var pieces: [ExtentNode] = []
        if chunkStart > 0 { pieces.append(ExtentNode(leaf: LeafExtents(run: chunkStart, value: runValue))) }
        pieces.append(ExtentNode(leaf: LeafExtents(packed: values)))
        if chunkEnd < length { pieces.append(ExtentNode(leaf: LeafExtents(run: length - chunkEnd, value: runValue))) }
        return pieces
    }

    /// Inserts `items` before local item `index`.
    func insert(_ items: InsertedExtents, at index: Int) -> [ExtentNode]? {
        if isLeaf { return insertIntoLeaf(items, at: index) }
        let (j, before) = child(containing: index)
        makeChildUnique(j)
        if let replacement = children[j].insert(items, at: index - before) {
            return splice(j, with: replacement)
        }
        refreshChild(j)
        recomputeTotals()
        return nil
    }

    private func insertIntoLeaf(_ items: InsertedExtents, at index: Int) -> [ExtentNode]? {
        if leaf.isRun, case let .repeated(_, value) = items, LeafExtents.sameValue(value, leaf.runValue) {
            leaf.extendRun(by: items.count)
            totals = leaf.totals
            return nil
        }
        if !leaf.isRun && leaf.count + items.count <= LeafExtents.capacity {
            leaf.insert(items.values, at: index)
            totals = leaf.totals
            return nil
        }
        let all = leaf
        var pieces: [ExtentNode] = []
        if index > 0 { pieces.append(ExtentNode.leaf(from: all, range: 0..<index)) }
        pieces.append(contentsOf: items.makeLeaves())
        if index < all.count { pieces.append(ExtentNode.leaf(from: all, range: index..<all.count)) }
        return ExtentNode.coalesceLeaves(pieces)
    }

    /// Removes local items `range` (non-empty, within this node).
    func remove(_ range: Range<Int>) -> [ExtentNode]? {
        if isLeaf {
            leaf.remove(range)
            if leaf.count == 0 { return [] }
            totals = leaf.totals
            return nil
        }
        var first = -1
        var last = -1
        var replacement: [ExtentNode] = []
        var start = 0
        for j in children.indices {
            let count = childTotals[j].count
            defer { start += count }
            if start + count <= range.lowerBound { continue }
            if start >= range.upperBound { break }
            if first < 0 { first = j }
            last = j
            let lower = max(range.lowerBound, start) - start
            let upper = min(range.upperBound, start + count) - start
            if lower == 0 && upper == count { continue }  // wholly removed: drop the subtree
            makeChildUnique(j)
            if let pieces = children[j].remove(lower..<upper) {
                replacement.append(contentsOf: pieces)
            } else {
                replacement.append(children[j])
            }
        }
        return splice(first...last, with: replacement)
    }

    private func splice(_ j: Int, with replacement: [ExtentNode]) -> [ExtentNode]? {
        splice(j...j, with: replacement)
    }

    /// Replaces `children[range]`, restores fill around the seam, and returns this node's replacement
    /// if it became empty or overfull.
    private func splice(_ range: ClosedRange<Int>, with replacement: [ExtentNode]) -> [ExtentNode]? {
        replaceChildren(range, with: replacement)
        rebalance(from: range.lowerBound - 1, through: range.lowerBound + replacement.count)
        if children.isEmpty { return [] }
        if children.count > ExtentNode.maxFanout { return ExtentNode.group(children) }
        recomputeTotals()
        return nil
    }

    /// Merges neighbouring children in `lower ... upper` that are underfull, so that runs of small
    /// nodes cannot accumulate and the height stays logarithmic.
    private func rebalance(from lower: Int, through upper: Int) {
        var j = max(0, lower)
        var end = min(children.count - 1, upper)
        while j < end {
            let a = children[j]
            let b = children[j + 1]
            if let merged = ExtentNode.merge(a, b) {
                replaceChildren(j...(j + 1), with: merged)
                if merged.count == 1 {
                    end -= 1
                    continue
                }
            }
            j += 1
        }
    }

    /// The nodes that should replace two neighbours, or nil to leave them as they are.
    private static func merge(_ a: ExtentNode, _ b: ExtentNode) -> [ExtentNode]? {
        if a.isLeaf {
            if a.leaf.isRun && b.leaf.isRun && LeafExtents.sameValue(a.leaf.runValue, b.leaf.runValue) {
                return [ExtentNode(leaf: LeafExtents(run: a.leaf.runLength + b.leaf.runLength, value: a.leaf.runValue))]
            }
            if !a.leaf.isRun && !b.leaf.isRun && a.leaf.count + b.leaf.count <= LeafExtents.capacity {
                return [ExtentNode(leaf: LeafExtents(packed: a.leaf.values + b.leaf.values))]
            }
            return nil
        }
        guard a.children.count < minFanout || b.children.count < minFanout else { return nil }
        let combined = a.children + b.children
        if combined.count <= maxFanout { return [ExtentNode(children: combined)] }
        let half = combined.count / 2
        return [ExtentNode(children: combined[..<half]), ExtentNode(children: combined[half...])]
    }

    /// Groups nodes of one height under as few parents as possible, each holding between half and all of
    /// `maxFanout` children.
    static func group(_ nodes: [ExtentNode]) -> [ExtentNode] {
        let parents = (nodes.count + maxFanout - 1) / maxFanout
        return (0..<parents).map { p in
            ExtentNode(children: nodes[(nodes.count * p / parents)..<(nodes.count * (p + 1) / parents)])
        }
    }

    /// A new leaf holding items `range` of `leaf`.
    static func leaf(from leaf: LeafExtents, range: Range<Int>) -> ExtentNode {
        if leaf.isRun { return ExtentNode(leaf: LeafExtents(run: range.count, value: leaf.runValue)) }
        return ExtentNode(leaf: LeafExtents(packed: leaf.values[range]))
    }

    /// Merges neighbouring leaves that fit together: packed leaves up to capacity, runs of one value.
    static func coalesceLeaves(_ leaves: [ExtentNode]) -> [ExtentNode] {
        var result: [ExtentNode] = []
        for node in leaves {
            if let previous = result.last, let merged = merge(previous, node), merged.count == 1 {
                result[result.count - 1] = merged[0]
            } else {
                result.append(node)
            }
        }
        return result
    }
}

/// Items to insert into a `MeasuredExtents` tree.
enum InsertedExtents {
    /// `count` items of one stored value (NaN: unmeasured).
    case repeated(count: Int, value: Double)
    /// Items with these stored values.
    case list([Double])

    var count: Int {
        switch self {
        case let .repeated(count, _): return count
        case let .list(values): return values.count
        }
    }

    var values: [Double] {
        switch self {
        case let .repeated(count, value): return Array(repeating: value, count: count)
        case let .list(values): return values
        }
    }

    /// Leaves holding these items: one run when they are many and alike, packed chunks otherwise.
    func makeLeaves() -> [ExtentNode] {
        switch self {
        case let .repeated(count, value):
            if count >= LeafExtents.capacity { return [ExtentNode(leaf: LeafExtents(run: count, value: value))] }
            return [ExtentNode(leaf: LeafExtents(packed: repeatElement(value, count: count)))]
        case let .list(values):
            var builder = LeafBuilder()
            for value in values { builder.append(value) }
            return builder.finish()
        }
    }
}

/// Builds leaves from values arriving one at a time, in O(1) amortized per value: chunks of
/// `capacity` values become packed leaves, and chunks of one repeated value join a run.
struct LeafBuilder {
    private(set) var leaves: [ExtentNode] = []
    private var chunk: [Double] = []
    private var chunkIsUniform = true

    init() {
        chunk.reserveCapacity(LeafExtents.capacity)
    }

    mutating func append(_ value: Double) {
        if let first = chunk.first, chunkIsUniform, !LeafExtents.sameValue(first, value) { chunkIsUniform = false }
        chunk.append(value)
        if chunk.count == LeafExtents.capacity { flush() }
    }

    private mutating func flush() {
        guard let first = chunk.first else { return }
        if chunkIsUniform {
            if let last = leaves.last, last.leaf.isRun, LeafExtents.sameValue(last.leaf.runValue, first) {
                last.leaf.extendRun(by: chunk.count)
                last.recomputeTotals()
            } else if chunk.count == LeafExtents.capacity {
                leaves.append(ExtentNode(leaf: LeafExtents(run: chunk.count, value: first)))
            } else {
                leaves.append(ExtentNode(leaf: LeafExtents(packed: chunk)))
            }
        } else {
            leaves.append(ExtentNode(leaf: LeafExtents(packed: chunk)))
        }
        chunk.removeAll(keepingCapacity: true)
        chunkIsUniform = true
    }

    mutating func finish() -> [ExtentNode] {
        flush()
        return leaves
    }
}
