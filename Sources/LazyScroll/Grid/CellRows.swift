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
        let rows = rows.clamped(to: 0..<rowCount)
        guard !rows.isEmpty else { return }
        let columns = self.columns
        let first = rows.lowerBound * columns
        let end = min(count, rows.upperBound * columns)
        var cursor: RowCursor?
        var stopped = false
        tree.forEachLeaf(overlapping: first..<end, RowFold.empty, add: { fold, base, _, folds in
            fold = fold.then(folds[base % columns])
        }) { leaf, base, prefix in
            var current = cursor ?? RowCursor(after: prefix, items: base, columns: columns)
            stopped = !walk(leaf, through: min(end, base + leaf.count) - base, skipping: max(first, base) - base,
                            cursor: &current, rows: rows, body)
            cursor = current
            return !stopped
        }
        // The grid's last row may be short: it ends with the last item rather than at a boundary.
        if !stopped, let cursor, cursor.column != 0, rows.contains(cursor.rowsBefore) {
            _ = body(cursor.rowsBefore, cursor.start(spacing: spacingStep), cursor.rowMax)
        }
    }

    /// Moves `cursor` over items `0 ..< end` of `leaf`, calling `body` for every row of `rows` completed
    /// from item `skipped` on; returns false when `body` stops.
    private func walk(
        _ leaf: GridLeaf, through end: Int, skipping skipped: Int, cursor: inout RowCursor, rows: Range<Int>,
        _ body: (Int, Double, Double) -> Bool
    ) -> Bool {
        let columns = self.columns
        let spacing = spacingStep
        if leaf.extents.isRun {
            let value = GridLeaf.resolved(leaf.extents.runValue, estimate: estimate)
            cursor.append(count: skipped, of: value, columns: columns)
            var position = skipped
            // Item by item up to a boundary, then a row at a time.
            while position < end {
                let row = cursor.rowsBefore
                let start = cursor.start(spacing: spacing)
                if cursor.column == 0 && end - position >= columns {
                    cursor.append(count: columns, of: value, columns: columns)
                    position += columns
                    if rows.contains(row), !body(row, start, value) { return false }
                } else {
                    position += 1
                    if let extent = cursor.append(value, columns: columns), rows.contains(row), !body(row, start, extent) {
                        return false
                    }
                }
            }
            return true
        }
        func walkPacked<Value: BinaryFloatingPoint>(_ values: UnsafeBufferPointer<Value>) -> Bool {
            var k = 0
            while k < end {
                let row = cursor.rowsBefore
                let start = cursor.start(spacing: spacing)
                let (next, completed) = cursor.appendRow(of: values, from: k, upTo: end, estimate: estimate, columns: columns)
                k = next
                if let extent = completed, k > skipped, rows.contains(row), !body(row, start, extent) { return false }
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

    /// The last row that starts at or before `limit`, with its start and extent; nil without rows or
    /// when `limit` is before the first row. O(log n + leaf).
    func lastRow(startingAtOrBefore limit: Double) -> (row: Int, start: Double, extent: Double)? {
        guard count > 0, limit >= 0 else { return nil }
        let columns = self.columns
        let spacing = spacingStep
        var prefix = RowFold.empty
        // Move past a child when the row holding the item after it (it may have begun inside the child)
        // still starts at or before the limit.
        let (leaf, base) = tree.descend(&prefix) { fold, base, count, folds in
            let next = fold.then(folds[base % columns])
            guard RowCursor(after: next, items: base + count, columns: columns).start(spacing: spacing) <= limit else { return false }
            fold = next
            return true
        }
        var cursor = RowCursor(after: prefix, items: base, columns: columns)
        let isLastLeaf = base + leaf.count == count
        // Whether a row beginning after `item` (a global index) exists and starts at or before the limit.
        func nextRowAdmitted(after item: Int) -> Bool {
            item + 1 < count && cursor.start(spacing: spacing) <= limit
        }
        if leaf.extents.isRun {
            let value = GridLeaf.resolved(leaf.extents.runValue, estimate: estimate)
            var k = 0
            while k < leaf.count && cursor.column != 0 {
                let start = cursor.start(spacing: spacing)
                let row = cursor.rowsBefore
                let completed = cursor.append(value, columns: columns)
                k += 1
                if let extent = completed, !nextRowAdmitted(after: base + k - 1) { return (row, start, extent) }
            }
            // Rows that begin inside the run from here on: the last one that starts within the limit.
            let left = leaf.count - k
            guard left > 0 else { return (cursor.rowsBefore, cursor.start(spacing: spacing), cursor.rowMax) }
            let beginning = (left + columns - 1) / columns
            let pitch = PositionQuantum.quantized(value) + spacing
            func start(ofRow j: Int) -> Double {
                var moved = cursor
                moved.append(count: j * columns, of: value, columns: columns)
                return moved.start(spacing: spacing)
            }
            var j = beginning - 1
            if pitch > 0 {
                let steps = ((limit - cursor.start(spacing: spacing)) / pitch).rounded(.down)
                if steps < Double(beginning - 1) { j = max(0, Int(steps)) }
            }
            while j > 0 && start(ofRow: j) > limit { j -= 1 }
            while j + 1 < beginning && start(ofRow: j + 1) <= limit { j += 1 }
            return (cursor.rowsBefore + j, start(ofRow: j), value)
        }
        func scan<Value: BinaryFloatingPoint>(_ values: UnsafeBufferPointer<Value>) -> (row: Int, start: Double, extent: Double) {
            var k = 0
            while k < values.count {
                let start = cursor.start(spacing: spacing)
                let row = cursor.rowsBefore
                let (next, completed) = cursor.appendRow(of: values, from: k, upTo: values.count, estimate: estimate, columns: columns)
                k = next
                // A row ending with the leaf is the answer unless this is the last leaf and another row
                // follows: the descent already found that the row after this leaf starts too late.
                if let extent = completed, (k == values.count && !isLastLeaf) || !nextRowAdmitted(after: base + k - 1) {
                    return (row, start, extent)
                }
            }
            // Otherwise the answer is the last row of the grid, still open at the end of the items.
            return (cursor.rowsBefore, cursor.start(spacing: spacing), cursor.rowMax)
        }
        return leaf.extents.withPackedValues(narrow: scan, wide: scan)
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
