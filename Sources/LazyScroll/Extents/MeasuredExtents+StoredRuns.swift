/// Receives runs of items that store one value, in index order, from
/// `MeasuredExtents.forEachStoredRun(into:)`.
protocol StoredRunSink {
    /// Takes the next run: `items` all store `value` (NaN: not measured).
    mutating func accept(_ items: Range<Int>, _ value: Double)
}

extension MeasuredExtents {
    /// Hands `sink` every maximal run of consecutive items that store the same value (NaN: not
    /// measured), in index order: one run of any length costs one call, so ten million unmeasured items
    /// cost one.
    ///
    /// A sink rather than a closure: a closure that updates its caller's variables has every access to
    /// them checked for exclusivity at run time, which took most of the time of a million calls.
    ///
    /// - Complexity: O(runs of the tree + items stored one by one).
    func forEachStoredRun<Sink: StoredRunSink>(into sink: inout Sink) {
        var runs = CoalescedRuns(sink: sink)
        Self.visitRuns(root, base: 0, into: &runs)
        runs.finish()
        sink = runs.sink
    }

    private static func visitRuns<Sink>(_ node: ExtentNode, base: Int, into runs: inout CoalescedRuns<Sink>) {
        guard node.isLeaf else {
            var childBase = base
            for (child, totals) in zip(node.children, node.childTotals) {
                visitRuns(child, base: childBase, into: &runs)
                childBase += totals.count
            }
            return
        }
        let leaf = node.leaf
        if leaf.isRun {
            runs.add(base, leaf.count, leaf.runValue)
            return
        }
        for k in 0..<leaf.count { runs.add(base + k, 1, leaf.value(at: k)) }
    }
}

/// Joins consecutive runs of one value before handing them to a sink (a leaf's packed items arrive one
/// at a time; runs can continue across leaves).
private struct CoalescedRuns<Sink: StoredRunSink> {
    var sink: Sink
    private var start = 0
    private var count = 0
    private var value = Double.nan

    init(sink: Sink) { self.sink = sink }

    mutating func add(_ first: Int, _ items: Int, _ next: Double) {
        if count > 0, LeafExtents.sameValue(value, next) {
            count += items
            return
        }
        finish()
        start = first
        count = items
        value = next
    }

    mutating func finish() {
        if count > 0 { sink.accept(start..<(start + count), value) }
        count = 0
    }
}
