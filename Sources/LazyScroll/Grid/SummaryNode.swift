/// One node of a `SummaryTree`.
///
/// Invariants (checked by `SummaryTree.invariantViolation(in:)` in tests):
/// - A leaf has `height == 0`, no children, and its items in `leaf`; it holds at least one item unless
///   it is the root of an empty tree.
/// - An internal node has `height >= 1` and between 1 and `maxFanout` children, all of height
///   `height - 1`; `childCounts[j]` and `childSummaries[j]` are `children[j]`'s count and summary.
/// - `count` and `summary` are the leaf's, or the combination of the children's.
///
/// Nodes are shared between copies of a tree and copied on write: a mutation first makes every node on
/// its path uniquely referenced, so a node that is shared is never changed. That is what makes the
/// `@unchecked Sendable` below sound (the same rule as `ExtentNode`'s).
final class SummaryNode<Leaf: SummaryLeaf>: @unchecked Sendable {
    static var maxFanout: Int { 16 }
    static var minFanout: Int { 4 }

    let height: Int
    // Unchecked for the same reason as `ExtentNode`'s: copy on write already rules out a read during a write.
    @exclusivity(unchecked) var count: Int
    @exclusivity(unchecked) var summary: Leaf.Summary
    @exclusivity(unchecked) var children: [SummaryNode]
    @exclusivity(unchecked) var childCounts: [Int]
    @exclusivity(unchecked) var childSummaries: [Leaf.Summary]
    @exclusivity(unchecked) var leaf: Leaf

    init(leaf: Leaf, in context: Leaf.Context) {
        height = 0
        var leaf = leaf
        leaf.prepare(in: context)
        self.leaf = leaf
        count = leaf.count
        summary = leaf.summary(in: context)
        children = []
        childCounts = []
        childSummaries = []
    }

    init<C: Collection>(children: C, in context: Leaf.Context) where C.Element == SummaryNode {
        precondition(!children.isEmpty)
        height = children.first!.height + 1
        self.children = Array(children)
        childCounts = self.children.map(\.count)
        childSummaries = self.children.map(\.summary)
        leaf = Leaf()
        count = childCounts.reduce(0, +)
        summary = Leaf.combine(counts: childCounts, summaries: childSummaries, in: context)
    }

    private init(copying other: SummaryNode) {
        height = other.height
        count = other.count
        summary = other.summary
        children = other.children
        childCounts = other.childCounts
        childSummaries = other.childSummaries
        leaf = other.leaf
    }

    func copy() -> SummaryNode { SummaryNode(copying: self) }

    var isLeaf: Bool { height == 0 }

    /// Recomputes `count` and `summary` from the leaf or the children's cached values.
    func recompute(in context: Leaf.Context) {
        if isLeaf {
            leaf.prepare(in: context)
            count = leaf.count
            summary = leaf.summary(in: context)
        } else {
            count = childCounts.reduce(0, +)
            summary = Leaf.combine(counts: childCounts, summaries: childSummaries, in: context)
        }
    }

    /// The child holding local item `index` (the last child for `index == count`), and the number of
    /// items before it.
    @inline(__always)
    func child(containing index: Int) -> (child: Int, before: Int) {
        var j = 0
        var before = 0
        let last = children.count - 1
        while j < last && index >= before + childCounts[j] {
            before += childCounts[j]
            j += 1
        }
        return (j, before)
    }

    // MARK: - Mutations
    //
    // Each mutation runs on a uniquely referenced node and returns nil when the node was changed in
    // place, or the nodes (of the same height, possibly none) that replace it.

    /// Hands `change` every leaf that overlaps local items `range`, with the part of `range` inside it;
    /// for an empty range, the leaf an item inserted at `range.lowerBound` joins (the one holding that
    /// item, or the last leaf at the end). Returns nil when the node was changed in place (`changed`
    /// tells whether anything changed at all), or the nodes that replace it.
    func modify(
        _ range: Range<Int>, in context: Leaf.Context, afterDataChange: Bool, changed: inout Bool,
        _ change: (inout Leaf, Range<Int>) -> LeafChange<Leaf>
    ) -> [SummaryNode]? {
        if isLeaf {
            switch change(&leaf, range) {
            case .unchanged:
                return nil
            case .changed:
                changed = true
                recompute(in: context)
                return nil
            case let .replaced(replacement):
                changed = true
                return replacement.filter { $0.count > 0 }.map { SummaryNode(leaf: $0, in: context) }
            }
        }
        // The children the change touches: the one an insertion goes into, or those overlapping `range`.
        var first = 0
        var start = 0
        if range.isEmpty {
            (first, start) = child(containing: range.lowerBound)
        } else {
            while start + childCounts[first] <= range.lowerBound {
                start += childCounts[first]
                first += 1
            }
        }
        // Leaves are replaced only where a change regroups items; most changes happen in place, and then
        // no array is built here.
        var pieces: [(child: Int, nodes: [SummaryNode])] = []
        var childChanged = false
        var last = first
        var j = first
        while j < children.count && (j == first || start < range.upperBound) {
            let lower = max(range.lowerBound, start) - start
            let upper = range.isEmpty ? lower : min(range.upperBound, start + childCounts[j]) - start
            if !isKnownUniquelyReferenced(&children[j]) { children[j] = children[j].copy() }
            if let replacement = children[j].modify(
                lower..<upper, in: context, afterDataChange: afterDataChange, changed: &childChanged, change) {
                pieces.append((j, replacement))
            }
            last = j
            start += childCounts[j]
            j += 1
        }
        changed = changed || childChanged
        guard childChanged else { return nil }
        if pieces.isEmpty {
            for j in first...last {
                childCounts[j] = children[j].count
                childSummaries[j] = children[j].summary
            }
            recompute(in: context)
            return nil
        }
        var replacement: [SummaryNode] = []
        var next = 0
        for j in first...last {
            if next < pieces.count && pieces[next].child == j {
                replacement.append(contentsOf: pieces[next].nodes)
                next += 1
            } else {
                replacement.append(children[j])
            }
        }
        return splice(first...last, with: replacement, in: context, afterDataChange: afterDataChange)
    }

    /// Recomputes every summary below and at this node (the context changed).
    func resummarize(in context: Leaf.Context) {
        if !isLeaf {
            for j in children.indices {
                if !isKnownUniquelyReferenced(&children[j]) { children[j] = children[j].copy() }
                children[j].resummarize(in: context)
                childSummaries[j] = children[j].summary
            }
        }
        recompute(in: context)
    }

    /// Replaces `children[range]`, merges what may be merged around the seam, and returns this node's
    /// replacement if it became empty or overfull.
    private func splice(
        _ range: ClosedRange<Int>, with replacement: [SummaryNode], in context: Leaf.Context, afterDataChange: Bool
    ) -> [SummaryNode]? {
        replaceChildren(range, with: replacement)
        rebalance(from: range.lowerBound - 1, through: range.lowerBound + replacement.count, in: context, afterDataChange: afterDataChange)
        if children.isEmpty { return [] }
        if children.count > Self.maxFanout { return Self.group(children, in: context) }
        recompute(in: context)
        return nil
    }

    private func replaceChildren(_ range: ClosedRange<Int>, with replacement: [SummaryNode]) {
        children.replaceSubrange(range, with: replacement)
        childCounts.replaceSubrange(range, with: replacement.map(\.count))
        childSummaries.replaceSubrange(range, with: replacement.map(\.summary))
    }

    /// Merges neighbouring children in `lower ... upper` where the leaf type allows (leaves) or where one
    /// is underfull (internal nodes), so that small nodes cannot pile up and the height stays logarithmic.
    private func rebalance(from lower: Int, through upper: Int, in context: Leaf.Context, afterDataChange: Bool) {
        var j = max(0, lower)
        var end = min(children.count - 1, upper)
        while j < end {
            if let merged = Self.merge(children[j], children[j + 1], in: context, afterDataChange: afterDataChange) {
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
    private static func merge(
        _ a: SummaryNode, _ b: SummaryNode, in context: Leaf.Context, afterDataChange: Bool
    ) -> [SummaryNode]? {
        if a.isLeaf {
            return Leaf.merge(a.leaf, b.leaf, afterDataChange: afterDataChange, in: context).map { [SummaryNode(leaf: $0, in: context)] }
        }
        guard a.children.count < minFanout || b.children.count < minFanout else { return nil }
        let combined = a.children + b.children
        if combined.count <= maxFanout { return [SummaryNode(children: combined, in: context)] }
        let half = combined.count / 2
        return [SummaryNode(children: combined[..<half], in: context), SummaryNode(children: combined[half...], in: context)]
    }

    /// Groups nodes of one height under as few parents as possible, each holding between half and all of
    /// `maxFanout` children.
    static func group(_ nodes: [SummaryNode], in context: Leaf.Context) -> [SummaryNode] {
        let parents = (nodes.count + maxFanout - 1) / maxFanout
        return (0..<parents).map { p in
            SummaryNode(children: nodes[(nodes.count * p / parents)..<(nodes.count * (p + 1) / parents)], in: context)
        }
    }
}
