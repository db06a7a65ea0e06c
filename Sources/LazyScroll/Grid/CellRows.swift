/// The rows of a grid whose cells have their own extents, estimated until measured: each row is as long
/// as its longest cell.
///
/// Cells are kept one per item in a `SummaryTree` of `GridLeaf`s whose nodes carry a `RowFold` per
/// column phase. Every question about rows is one descent plus a scan of one leaf, and every change
/// rewrites one path: O(log n), with O(columns) work per node on the path.
struct CellRows: Sendable {
    private(set) var tree: SummaryTree<GridLeaf>
    private(set) var context: GridLeaf.Context
    /// The gap between rows.
    let spacing: Double
    /// `spacing` rounded to a `PositionQuantum` step, as positions add it.
    let spacingStep: Double

    /// Cells in `leaves`, in order.
    init(leaves: [LeafExtents], columns: Int, estimate: Double, spacing: Double) {
        context = GridLeaf.Context(columns: columns, estimate: estimate)
        self.spacing = spacing
        spacingStep = PositionQuantum.quantized(spacing)
        tree = SummaryTree(leaves: leaves.map(GridLeaf.init), in: context)
    }

    var count: Int { tree.count }
    var columns: Int { context.columns }
    var estimate: Double { context.estimate }
    var rowCount: Int { (count + columns - 1) / columns }

    /// The length of all rows and the gaps between them.
    var totalExtent: Double {
        guard count > 0 else { return 0 }
        let fold = tree.summary[0]
        let last = fold.tail >= 0 ? PositionQuantum.quantized(fold.tail) : 0
        return fold.body + last + Double(rowCount - 1) * spacingStep
    }

    /// The stored value of item `index` (NaN: unmeasured).
    func storedValue(at index: Int) -> Double {
        var unused = 0
        let (leaf, base) = tree.leaf(holding: index, &unused) { _, _, _, _ in }
        return leaf.extents.value(at: index - base)
    }

    // MARK: - Walking rows

    /// Calls `body` with the index, start and extent of every row in `rows`, in order, in
    /// O(log n + (rows.count + 1) × columns + leaf); `body` returns false to stop.
    func forEachRow(in rows: Range<Int>, _ body: (_ row: Int, _ start: Double, _ extent: Double) -> Bool) {
        withoutActuallyEscaping(body) { body in
            var sink = ClosureRowSink(body: body)
            forEachRow(in: rows, startingWith: nil, into: &sink)
        }
    }

    /// Hands `sink` the index, start and extent of every row in `rows`, in order, in
    /// O(log n + (rows.count + 1) × columns + leaf); the sink returns false to stop.
    ///
    /// With a `hint` from a search of these very rows whose leaf holds the first row's first item, the
    /// walk starts at the row the search reached instead of descending again and walking the leaf from
    /// its first item: forward from that row, or back from it a row at a time (exact, see
    /// `RowCursor.retreat(overRowOf:)`). When the rows run on into the leaf the hint leads to, the walk
    /// continues there; other leaves are reached by their counts alone, the cursor carried over. Every
    /// start is the sum a walk from the first item gives, so the rows are the same with or without a hint.
    func forEachRow<Sink: RowSink>(in rows: Range<Int>, startingWith hint: GridRowHint?, into sink: inout Sink) {
        let rows = rows.clamped(to: 0..<rowCount)
        guard !rows.isEmpty else { return }
        let first = rows.lowerBound * columns
        let end = min(count, rows.upperBound * columns)
        let hint = hint.flatMap { $0.applies(to: self) ? $0 : nil }
        var (node, base, item, cursor) = start(at: first, hint: hint)
        while true {
            let (leafEnd, more) = node._withUnsafeGuaranteedRef { node in
                let leafEnd = min(end, base + node.count)
                return (leafEnd, walk(node.leaf, from: item - base, to: leafEnd - base, cursor: &cursor, rows: rows, into: &sink))
            }
            guard more else { return }
            guard leafEnd < end else { break }
            item = leafEnd
            if let next = hint?.next, next.base == item {
                (node, base) = next
            } else {
                var unused: Void = ()
                (node, base) = tree.leafNode(holding: item, &unused) { _, _, _, _ in }
            }
        }
        // The grid's last row may be short: it ends with the last item rather than at a boundary.
        if cursor.column != 0, rows.contains(cursor.rowsBefore) {
            _ = sink.accept(row: cursor.rowsBefore, start: cursor.start(spacing: spacingStep), extent: cursor.rowMax)
        }
    }

    /// Where a walk to item `first` (a row's first item) starts: a leaf, the index of its first item, an
    /// item of it at or before `first` and the cursor there.
    @inline(__always)
    private func start(at first: Int, hint: GridRowHint?) -> (node: Unmanaged<SummaryNode<GridLeaf>>, base: Int, item: Int, cursor: RowCursor) {
        if let hint, hint.holds(first) {
            if hint.item <= first { return (hint.leaf, hint.base, hint.item, hint.cursor) }
            let back = hint.leaf._withUnsafeGuaranteedRef { node in
                retreat(hint.cursor, from: hint.item - hint.base, to: first - hint.base, in: node.leaf)
            }
            if let back { return (hint.leaf, hint.base, first, back) }
            return (hint.leaf, hint.base, hint.base, hint.leafStart)
        }
        let columns = self.columns
        var prefix = RowFold.empty
        let (node, base) = tree.leafNode(holding: first, &prefix) { fold, base, _, folds in
            fold = fold.then(folds[base % columns])
        }
        return (node, base, base, RowCursor(after: prefix, items: base, columns: columns))
    }

    /// The cursor at item `target` of `leaf`, found by moving `cursor`, at item `k`, back a row at a
    /// time; both items begin rows. Nil when `cursor` is too far along for that to be exact.
    private func retreat(_ cursor: RowCursor, from k: Int, to target: Int, in leaf: GridLeaf) -> RowCursor? {
        guard cursor.column == 0, cursor.body < RowCursor.exactlyRetreatable else { return nil }
        let columns = self.columns
        let estimate = self.estimate
        var cursor = cursor
        if leaf.extents.isRun {
            let value = GridLeaf.resolved(leaf.extents.runValue, estimate: estimate)
            for _ in 0..<((k - target) / columns) { cursor.retreat(overRowOf: value) }
            return cursor
        }
        func back<Value: BinaryFloatingPoint>(_ values: UnsafeBufferPointer<Value>) -> RowCursor {
            var k = k
            while k > target {
                cursor.retreat(overRowOf: RowCursor.longest(of: values, in: (k - columns)..<k, estimate: estimate, atLeast: RowFold.none))
                k -= columns
            }
            return cursor
        }
        return leaf.extents.withPackedValues(narrow: back, wide: back)
    }

    /// Moves `cursor` over items `k ..< end` of `leaf`, handing `sink` every row of `rows` completed on
    /// the way; returns false when the sink stops.
    @inline(__always)
    private func walk<Sink: RowSink>(
        _ leaf: GridLeaf, from k: Int, to end: Int, cursor: inout RowCursor, rows: Range<Int>, into sink: inout Sink
    ) -> Bool {
        let columns = self.columns
        let spacing = spacingStep
        if leaf.extents.isRun {
            let value = GridLeaf.resolved(leaf.extents.runValue, estimate: estimate)
            // Rows before `rows` in one step (a run may hold millions of items), then item by item up to
            // a boundary and a row at a time.
            var position = k
            if cursor.rowsBefore < rows.lowerBound {
                let skipped = min(end, position + (rows.lowerBound - cursor.rowsBefore) * columns - cursor.column) - position
                cursor.append(count: skipped, of: value, columns: columns)
                position += skipped
            }
            while position < end {
                let row = cursor.rowsBefore
                let start = cursor.start(spacing: spacing)
                if cursor.column == 0 && end - position >= columns {
                    cursor.append(count: columns, of: value, columns: columns)
                    position += columns
                    if rows.contains(row), !sink.accept(row: row, start: start, extent: value) { return false }
                } else {
                    position += 1
                    if let extent = cursor.append(value, columns: columns), rows.contains(row),
                       !sink.accept(row: row, start: start, extent: extent) {
                        return false
                    }
                }
            }
            return true
        }
        func walkPacked<Value: BinaryFloatingPoint>(_ values: UnsafeBufferPointer<Value>) -> Bool {
            var k = k
            while k < end {
                let row = cursor.rowsBefore
                let start = cursor.start(spacing: spacing)
                let (next, completed) = cursor.appendRow(of: values, from: k, upTo: end, estimate: estimate, columns: columns)
                k = next
                if let extent = completed, rows.contains(row), !sink.accept(row: row, start: start, extent: extent) { return false }
            }
            return true
        }
        return leaf.extents.withPackedValues(narrow: walkPacked, wide: walkPacked)
    }

    /// The start and extent of row `row` (which must exist).
    func span(ofRow row: Int) -> (start: Double, extent: Double) {
        var result = (start: 0.0, extent: 0.0)
        forEachRow(in: row..<(row + 1)) { _, start, extent in
            result = (start, extent)
            return false
        }
        return result
    }

    // MARK: - Searching rows

    /// A row a search found, and where in its leaf a walk can resume: `k` (counted from the leaf's first
    /// item) begins the row, or is 0 when the row began before the leaf, and `cursor` is the cursor there.
    struct FoundRow {
        var row: Int
        var start: Double
        var extent: Double
        var k: Int
        var cursor: RowCursor
    }

    /// The leaf a search descends to, the index of its first item and the cursor there.
    private typealias Descent = (node: Unmanaged<SummaryNode<GridLeaf>>, base: Int, leafStart: RowCursor)

    /// The last row that starts at or before `limit`, with its start and extent; nil without rows or
    /// when `limit` is before the first row. O(log n + leaf).
    func lastRow(startingAtOrBefore limit: Double) -> (row: Int, start: Double, extent: Double)? {
        guard count > 0, limit >= 0 else { return nil }
        var divergence = Double.infinity
        let descent = descend(toward: limit, divergence: &divergence)
        let found = scan(descent, limit: limit, resumingAt: (0, descent.leafStart))
        return (found.row, found.start, found.extent)
    }

    /// The last rows that start at or before `lower` and at or before `upper` (`0 ≤ lower ≤ upper`, with
    /// rows), as `lastRow(startingAtOrBefore:)` finds them, and a hint for walking the rows from the
    /// first, in one descent and one scan whenever both rows lie in the leaf `lower` leads to along the
    /// path `upper` would take too: the usual case for a viewport.
    ///
    /// Both searches pass the same children until some child's following row starts after `lower`; the
    /// least such start is the *divergence*. An `upper` before it takes the same path, and its scan of
    /// the leaf passes through the row found for `lower` with the same cursor (every row before it
    /// admits the next for `lower`, hence for `upper`), so it resumes there and both answers are the
    /// ones two searches give. Otherwise the scan goes on from that row through the rest of the leaf and
    /// the next one (`scanOn`), and only past those does `upper` descend on its own; the hint leads on to
    /// the next leaf.
    func lastRows(startingAtOrBefore lower: Double, _ upper: Double) -> (lower: FoundRow, upper: FoundRow, hint: GridRowHint) {
        precondition(count > 0 && lower >= 0 && upper >= lower)
        var divergence = Double.infinity
        let descent = descend(toward: lower, divergence: &divergence)
        let low = scan(descent, limit: lower, resumingAt: (0, descent.leafStart))
        func hint(next: (leaf: Unmanaged<SummaryNode<GridLeaf>>, base: Int)?) -> GridRowHint {
            GridRowHint(
                root: tree.root, leaf: descent.node, base: descent.base, leafStart: descent.leafStart, item: descent.base + low.k,
                cursor: low.cursor, next: next, columns: columns, estimate: estimate, spacing: spacingStep)
        }
        if upper < divergence { return (low, scan(descent, limit: upper, resumingAt: (low.k, low.cursor)), hint(next: nil)) }
        // The rows run on past this leaf's subtree, most often into the next leaf: scan on from the row
        // found for `lower` to the end of the leaf and through the next one, reached by counts alone,
        // before descending again.
        let leafEnd = descent.base + descent.node._withUnsafeGuaranteedRef { $0.count }
        var cursor = low.cursor
        if !isRun(descent.node) {
            if let found = scanOn(descent.node, base: descent.base, from: low.k, cursor: &cursor, limit: upper) {
                return (low, found, hint(next: nil))
            }
            if leafEnd < count {
                var unused: Void = ()
                let next = tree.leafNode(holding: leafEnd, &unused) { _, _, _, _ in }
                if !isRun(next.node), let found = scanOn(next.node, base: next.base, from: 0, cursor: &cursor, limit: upper) {
                    return (low, found, hint(next: (next.node, next.base)))
                }
            }
        }
        var unused = Double.infinity
        let other = descend(toward: upper, divergence: &unused)
        let found = scan(other, limit: upper, resumingAt: (0, other.leafStart))
        return (low, found, hint(next: other.base == leafEnd ? (other.node, other.base) : nil))
    }

    private func isRun(_ node: Unmanaged<SummaryNode<GridLeaf>>) -> Bool {
        node._withUnsafeGuaranteedRef { $0.leaf.extents.isRun }
    }

    /// Scans on through the packed leaf `node` (first item `base`) from its item `k`, where `cursor`
    /// begins a row that starts at or before `limit`, for the last row that starts at or before it.
    /// Unlike `scan`, it has no descent's word on where the rows end: a row ending with the leaf is the
    /// answer only if the next one starts after the limit. Nil when the leaf ends first, with `cursor`
    /// moved to the leaf's end.
    private func scanOn(
        _ node: Unmanaged<SummaryNode<GridLeaf>>, base: Int, from k: Int, cursor: inout RowCursor, limit: Double
    ) -> FoundRow? {
        node._withUnsafeGuaranteedRef { node -> FoundRow? in
            func scanPacked<Value: BinaryFloatingPoint>(_ values: UnsafeBufferPointer<Value>) -> FoundRow? {
                scanRows(of: values, base: base, from: k, cursor: &cursor, limit: limit, descended: false)
            }
            return node.leaf.extents.withPackedValues(narrow: scanPacked, wide: scanPacked)
        }
    }

    /// Scans the packed `values` of a leaf whose first item is `base`, from item `k` with `cursor` there
    /// (a row that starts at or before `limit`, or the leaf's first item), for the last row that starts
    /// at or before `limit`. When the leaf is the one a descent for `limit` ended in (`descended`), a row
    /// ending with the leaf is the answer unless the leaf is the grid's last: the descent already found
    /// that the row after the leaf starts too late. Otherwise that row is the answer only if the next one
    /// starts after the limit, and nil means the leaf ended first, with `cursor` moved to its end.
    @inline(__always)
    private func scanRows<Value: BinaryFloatingPoint>(
        of values: UnsafeBufferPointer<Value>, base: Int, from k: Int, cursor: inout RowCursor, limit: Double, descended: Bool
    ) -> FoundRow? {
        let (columns, spacing, count) = (self.columns, spacingStep, self.count)
        let isLastLeaf = base + values.count == count
        var k = k
        var before = (k: k, cursor: cursor)
        while k < values.count {
            before = (k, cursor)
            let start = cursor.start(spacing: spacing)
            let row = cursor.rowsBefore
            let (next, completed) = cursor.appendRow(of: values, from: k, upTo: values.count, estimate: estimate, columns: columns)
            k = next
            // Whether a row begins after this one and starts at or before the limit.
            if let extent = completed,
               (descended && k == values.count && !isLastLeaf) || !(base + k < count && cursor.start(spacing: spacing) <= limit) {
                return FoundRow(row: row, start: start, extent: extent, k: before.k, cursor: before.cursor)
            }
        }
        // The grid's last row, still open at the end of the items; or on into the next leaf.
        guard descended || isLastLeaf else { return nil }
        return FoundRow(row: cursor.rowsBefore, start: cursor.start(spacing: spacing), extent: cursor.rowMax,
                        k: before.k, cursor: before.cursor)
    }

    /// Descends to the leaf holding the last row that starts at or before `limit`; lowers `divergence`
    /// to the start of every row that made the search descend rather than move on.
    @inline(__always)
    private func descend(toward limit: Double, divergence: inout Double) -> Descent {
        let columns = self.columns
        let spacing = spacingStep
        var prefix = RowFold.empty
        // Move past a child when the row holding the item after it (it may have begun inside the child)
        // still starts at or before the limit.
        let (node, base) = tree.descendToNode(&prefix) { fold, base, count, folds in
            let next = fold.then(folds[base % columns])
            let start = RowCursor.start(after: next, items: base + count, columns: columns, spacing: spacing)
            guard start <= limit else {
                divergence = min(divergence, start)
                return false
            }
            fold = next
            return true
        }
        return (node, base, RowCursor(after: prefix, items: base, columns: columns))
    }

    /// Scans the leaf of `descent` for the last row that starts at or before `limit`, from item `k` of
    /// the leaf with the cursor there: its first item, or the place a scan of the same leaf for a lower
    /// limit found.
    private func scan(_ descent: Descent, limit: Double, resumingAt resume: (k: Int, cursor: RowCursor)) -> FoundRow {
        let columns = self.columns
        let spacing = spacingStep
        let base = descent.base
        return descent.node._withUnsafeGuaranteedRef { node -> FoundRow in
            let leaf = node.leaf
            var cursor = resume.cursor
            // Whether a row beginning after `item` (a global index) exists and starts at or before the limit.
            func nextRowAdmitted(after item: Int) -> Bool {
                item + 1 < count && cursor.start(spacing: spacing) <= limit
            }
            if leaf.extents.isRun {
                // A run is searched from its first item in O(columns): `resume` does not help it.
                cursor = descent.leafStart
                let value = GridLeaf.resolved(leaf.extents.runValue, estimate: estimate)
                var k = 0
                while k < leaf.count && cursor.column != 0 {
                    let start = cursor.start(spacing: spacing)
                    let row = cursor.rowsBefore
                    let completed = cursor.append(value, columns: columns)
                    k += 1
                    if let extent = completed, !nextRowAdmitted(after: base + k - 1) {
                        return FoundRow(row: row, start: start, extent: extent, k: 0, cursor: descent.leafStart)
                    }
                }
                // Rows that begin inside the run from here on: the last one that starts within the limit.
                let left = leaf.count - k
                guard left > 0 else {
                    return FoundRow(row: cursor.rowsBefore, start: cursor.start(spacing: spacing), extent: cursor.rowMax,
                                    k: 0, cursor: descent.leafStart)
                }
                let beginning = (left + columns - 1) / columns
                let pitch = PositionQuantum.quantized(value) + spacing
                func rowCursor(_ j: Int) -> RowCursor {
                    var moved = cursor
                    moved.append(count: j * columns, of: value, columns: columns)
                    return moved
                }
                var j = beginning - 1
                if pitch > 0 {
                    let steps = ((limit - cursor.start(spacing: spacing)) / pitch).rounded(.down)
                    if steps < Double(beginning - 1) { j = max(0, Int(steps)) }
                }
                while j > 0 && rowCursor(j).start(spacing: spacing) > limit { j -= 1 }
                while j + 1 < beginning && rowCursor(j + 1).start(spacing: spacing) <= limit { j += 1 }
                let found = rowCursor(j)
                return FoundRow(row: found.rowsBefore, start: found.start(spacing: spacing), extent: value, k: k + j * columns, cursor: found)
            }
            func scanPacked<Value: BinaryFloatingPoint>(_ values: UnsafeBufferPointer<Value>) -> FoundRow {
                // Never nil for the leaf a descent ended in.
                scanRows(of: values, base: base, from: resume.k, cursor: &cursor, limit: limit, descended: true)!
            }
            return leaf.extents.withPackedValues(narrow: scanPacked, wide: scanPacked)
        }
    }

    // MARK: - Changes

    /// Records the stored value (NaN: unmeasured) of item `index`.
    mutating func setValue(_ value: Double, at index: Int) {
        tree.modify(index..<(index + 1), in: context, afterDataChange: false) { leaf, range in
            .from(leaf.setValue(value, at: range.lowerBound))
        }
    }

    /// Inserts `items` before item `index`.
    mutating func insert(_ items: InsertedExtents, at index: Int) {
        guard items.count > 0 else { return }
        tree.modify(index..<index, in: context, afterDataChange: true) { leaf, range in
            .from(leaf.insert(items, at: range.lowerBound))
        }
    }

    /// Removes items `range`.
    mutating func remove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        tree.modify(range, in: context, afterDataChange: true) { leaf, local in .from(leaf.remove(local)) }
    }

    /// Changes the number of columns: every fold is recomputed, in O(n) for stored cells and O(columns)
    /// per run.
    mutating func setColumns(_ columns: Int) {
        guard columns != context.columns else { return }
        context.columns = columns
        tree.resummarize(in: context)
    }
}
