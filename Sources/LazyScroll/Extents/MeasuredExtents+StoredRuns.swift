extension MeasuredExtents {
    /// Calls `body` with every maximal run of consecutive items that store the same value (NaN: not
    /// measured), in index order: one call for a run of any length, so ten million unmeasured items cost
    /// one call.
    ///
    /// - Complexity: O(runs of the tree + items stored one by one).
    func forEachStoredRun(_ body: (_ items: Range<Int>, _ value: Double) -> Void) {
        var pending: (start: Int, count: Int, value: Double)?
        func add(_ start: Int, _ count: Int, _ value: Double) {
            if let run = pending, LeafExtents.sameValue(run.value, value) {
                pending!.count += count
                return
            }
            if let run = pending { body(run.start..<(run.start + run.count), run.value) }
            pending = (start, count, value)
        }
        func visit(_ node: ExtentNode, base: Int) {
            guard node.isLeaf else {
                var childBase = base
                for (child, totals) in zip(node.children, node.childTotals) {
                    visit(child, base: childBase)
                    childBase += totals.count
                }
                return
            }
            let leaf = node.leaf
            if leaf.isRun {
                add(base, leaf.count, leaf.runValue)
                return
            }
            for k in 0..<leaf.count { add(base + k, 1, leaf.value(at: k)) }
        }
        visit(root, base: 0)
        if let run = pending { body(run.start..<(run.start + run.count), run.value) }
    }
}
