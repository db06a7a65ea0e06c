/// A counted B+tree of leaves whose subtrees carry a summary: the storage of grids and lanes.
///
/// Every query descends once (O(log n) nodes, a few children read at each) and every change rewrites one
/// path, so item ↔ position questions and updates cost O(log n) however many items there are. What a
/// summary holds, and how a search uses it, is the leaf type's business (`SummaryLeaf`).
///
/// Lists keep their own tree (`ExtentNode`) rather than this one: a list's position is a sum of extents,
/// so its nodes keep counts and measured sums only and add the estimate and spacing at the end (an
/// estimate changes in O(1)), read scalars in place while descending, and resume walks from a search's
/// exact running sum (`LeafHint`). Grid rows (a longest cell per row) and masonry sections (a layout)
/// are not sums of extents: their summaries depend on the estimate and, for grids, are an array per
/// child. BENCHMARKS.md ("One tree or two") has the measurements.
struct SummaryTree<Leaf: SummaryLeaf>: Sendable {
    private(set) var root: SummaryNode<Leaf>

    /// A tree of `leaves`, in order (empty leaves are dropped).
    init(leaves: [Leaf], in context: Leaf.Context) {
        let nodes = leaves.filter { $0.count > 0 }.map { SummaryNode(leaf: $0, in: context) }
        root = Self.tree(from: nodes, in: context)
    }

    private static func tree(from nodes: [SummaryNode<Leaf>], in context: Leaf.Context) -> SummaryNode<Leaf> {
        guard !nodes.isEmpty else { return SummaryNode(leaf: Leaf(), in: context) }
        var level = nodes
        while level.count > 1 { level = SummaryNode.group(level, in: context) }
        return level[0]
    }

    /// The number of items.
    var count: Int { root.count }

    /// What all the items add up to.
    var summary: Leaf.Summary { root.summary }

    // MARK: - Queries

    /// Descends to one leaf. At every internal node the children are offered in order to `passes`, with
    /// the index of their first item, their count and summary; `passes` returns true (after updating
    /// `state` to include the child) to move past a child, false to descend into it. The last child is
    /// descended into without asking. Returns the leaf and the index of its first item; `state` then
    /// includes exactly the children moved past on the way.
    ///
    /// Nodes are not retained on the way down (`self` holds the tree for the whole search), and
    /// summaries are lent to `passes` rather than copied, as `MeasuredExtents` searches do: a retain is an
    /// atomic write, and these add up to a good part of a search.
    @inline(__always)
    func descend<State>(
        _ state: inout State, passes: (inout State, _ base: Int, _ count: Int, _ summary: borrowing Leaf.Summary) -> Bool
    ) -> (leaf: Leaf, base: Int) {
        let (node, base) = descendToNode(&state, passes: passes)
        return (node._withUnsafeGuaranteedRef { $0.leaf }, base)
    }

    /// `descend(_:passes:)`, returning the leaf's node rather than a copy of its leaf: valid while this
    /// tree is (the node is not retained).
    @inline(__always)
    func descendToNode<State>(
        _ state: inout State, passes: (inout State, _ base: Int, _ count: Int, _ summary: borrowing Leaf.Summary) -> Bool
    ) -> (node: Unmanaged<SummaryNode<Leaf>>, base: Int) {
        var node = Unmanaged.passUnretained(root)
        var base = 0
        while let child = node._withUnsafeGuaranteedRef({ node -> Unmanaged<SummaryNode<Leaf>>? in
            guard !node.isLeaf else { return nil }
            var j = 0
            let last = node.children.count - 1
            node.childSummaries.withUnsafeBufferPointer { summaries in
                while j < last {
                    var next = state
                    guard passes(&next, base, node.childCounts[j], summaries[j]) else { break }
                    state = next
                    base += node.childCounts[j]
                    j += 1
                }
            }
            return node.children.withUnsafeBufferPointer { Unmanaged.passUnretained($0[j]) }
        }) {
            node = child
        }
        return (node, base)
    }

    /// The leaf holding item `index` (the last leaf for `index == count`), the index of its first item,
    /// and `state` updated by `add` with every subtree before it, in order.
    @inline(__always)
    func leaf<State>(
        holding index: Int, _ state: inout State, add: (inout State, _ base: Int, _ count: Int, _ summary: borrowing Leaf.Summary) -> Void
    ) -> (leaf: Leaf, base: Int) {
        let (node, base) = leafNode(holding: index, &state, add: add)
        return (node._withUnsafeGuaranteedRef { $0.leaf }, base)
    }

    /// `leaf(holding:_:add:)`, returning the leaf's node (not retained: valid while this tree is).
    @inline(__always)
    func leafNode<State>(
        holding index: Int, _ state: inout State, add: (inout State, _ base: Int, _ count: Int, _ summary: borrowing Leaf.Summary) -> Void
    ) -> (node: Unmanaged<SummaryNode<Leaf>>, base: Int) {
        descendToNode(&state) { state, base, count, summary in
            guard base + count <= index else { return false }
            add(&state, base, count, summary)
            return true
        }
    }

    /// Calls `body` with every leaf that overlaps items `range`, in order, with the index of its first
    /// item and `state` updated by `add` with every subtree before it, exactly as `descend` updates it
    /// for that leaf. `body` returns false to stop.
    func forEachLeaf<State>(
        overlapping range: Range<Int>, _ state: State,
        add: (inout State, _ base: Int, _ count: Int, _ summary: Leaf.Summary) -> Void,
        _ body: (Leaf, _ base: Int, State) throws -> Bool
    ) rethrows {
        try forEachLeafNode(overlapping: range, state, add: add) { node, base, state in try body(node.leaf, base, state) }
    }

    /// `forEachLeaf(overlapping:_:add:_:)`, handing `body` each leaf's node rather than a copy of its leaf.
    func forEachLeafNode<State>(
        overlapping range: Range<Int>, _ state: State,
        add: (inout State, _ base: Int, _ count: Int, _ summary: Leaf.Summary) -> Void,
        _ body: (SummaryNode<Leaf>, _ base: Int, State) throws -> Bool
    ) rethrows {
        guard !range.isEmpty, count > 0 else { return }
        _ = try visit(root, base: 0, state: state, range: range, add: add, body)
    }

    private func visit<State>(
        _ node: SummaryNode<Leaf>, base: Int, state: State, range: Range<Int>,
        add: (inout State, Int, Int, Leaf.Summary) -> Void, _ body: (SummaryNode<Leaf>, Int, State) throws -> Bool
    ) rethrows -> Bool {
        if node.isLeaf { return try body(node, base, state) }
        var childBase = base
        var childState = state
        for j in node.children.indices {
            let count = node.childCounts[j]
            if childBase >= range.upperBound { return true }
            if childBase + count > range.lowerBound {
                guard try visit(node.children[j], base: childBase, state: childState, range: range, add: add, body) else { return false }
            }
            add(&childState, childBase, count, node.childSummaries[j])
            childBase += count
        }
        return true
    }

    /// Calls `body` with every leaf in order.
    func forEachLeaf(_ body: (Leaf) -> Void) {
        func walk(_ node: SummaryNode<Leaf>) {
            if node.isLeaf { body(node.leaf) } else { node.children.forEach(walk) }
        }
        walk(root)
    }

    // MARK: - Changes

    /// Hands `change` every leaf overlapping `range` (for an empty range, the leaf an item inserted at
    /// `range.lowerBound` joins), as `SummaryNode.modify` describes, and rebuilds the path.
    mutating func modify(
        _ range: Range<Int>, in context: Leaf.Context, afterDataChange: Bool, _ change: (inout Leaf, Range<Int>) -> LeafChange<Leaf>
    ) {
        if !isKnownUniquelyReferenced(&root) { root = root.copy() }
        var changed = false
        if let replacement = root.modify(range, in: context, afterDataChange: afterDataChange, changed: &changed, change) {
            root = Self.tree(from: replacement, in: context)
        }
        while !root.isLeaf && root.children.count == 1 { root = root.children[0] }
    }

    /// Recomputes every summary for a new context, in O(n).
    mutating func resummarize(in context: Leaf.Context) {
        if !isKnownUniquelyReferenced(&root) { root = root.copy() }
        root.resummarize(in: context)
    }

    // MARK: - Accounting

    /// The number of nodes.
    var nodeCount: Int {
        func nodes(_ node: SummaryNode<Leaf>) -> Int { node.isLeaf ? 1 : 1 + node.children.reduce(0) { $0 + nodes($1) } }
        return nodes(root)
    }

    /// The height of the tree (0 when the root is a leaf).
    var height: Int { root.height }

    /// Checks every structural invariant; returns a description of the first broken one. `summariesAgree`
    /// compares a cached summary with a fresh one.
    func invariantViolation(in context: Leaf.Context, summariesAgree: (Leaf.Summary, Leaf.Summary) -> Bool) -> String? {
        func check(_ node: SummaryNode<Leaf>, isRoot: Bool) -> String? {
            if node.isLeaf {
                if node.leaf.count == 0 && !isRoot { return "empty non-root leaf" }
                if node.count != node.leaf.count { return "leaf count out of date" }
                if !summariesAgree(node.summary, node.leaf.summary(in: context)) { return "leaf summary out of date" }
                return nil
            }
            if node.children.isEmpty || node.children.count > SummaryNode<Leaf>.maxFanout {
                return "internal node with \(node.children.count) children"
            }
            for (j, child) in node.children.enumerated() {
                if child.height != node.height - 1 { return "child height \(child.height) under height \(node.height)" }
                if child.count != node.childCounts[j] { return "cached child count out of date" }
                if !summariesAgree(child.summary, node.childSummaries[j]) { return "cached child summary out of date" }
                if let problem = check(child, isRoot: false) { return problem }
            }
            if node.count != node.childCounts.reduce(0, +) { return "node count out of date" }
            if !summariesAgree(node.summary, Leaf.combine(counts: node.childCounts, summaries: node.childSummaries, in: context)) {
                return "node summary out of date"
            }
            return nil
        }
        if !root.isLeaf && root.children.count == 1 { return "root with a single child" }
        return check(root, isRoot: true)
    }
}
