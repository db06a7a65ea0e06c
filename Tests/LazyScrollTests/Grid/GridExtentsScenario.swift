import Foundation
@testable import LazyScroll
// The fuzz targets compile this file with SplitMix64.swift itself, not against the module.
#if canImport(PropertySeeds)
import PropertySeeds
#endif

/// Drives a `GridExtents` and the brute-force `GridReference` through the same random operations and
/// compares every answer: rows, item spans, searches, walks and the tree's invariants.
struct GridExtentsScenario<Random: RandomNumberGenerator> {
    var model: GridExtents
    var reference: GridReference
    var rng: Random
    /// The minimum cell width of an adaptive grid (nil: fixed columns).
    let minimumWidth: Double?
    /// The row hint of the last search `verify` made, kept across changes of the grid.
    var earlierHint: GridRowHint?

    init(random: Random, initialCount: Int) {
        rng = random
        let spacing = rng.chance(0.5) ? 0 : rng.quarter(in: 0...6)
        let estimate = Double(Int.random(in: 1...40, using: &rng))
        let adaptive = rng.chance(0.4)
        minimumWidth = adaptive ? Double(Int.random(in: 20...120, using: &rng)) : nil
        let columns: GridColumns = adaptive ? .adaptive(minimumWidth: CGFloat(minimumWidth!)) : .fixed(Int.random(in: 1...6, using: &rng))
        let layout = ScrollGridLayout(columns: columns, columnSpacing: CGFloat(rng.quarter(in: 0...8)), rowSpacing: CGFloat(spacing))
        let crossExtent = CGFloat(Int.random(in: 120...700, using: &rng))
        if rng.chance(0.25) {
            let rowExtent = rng.quarter(in: 0...50)
            model = try! GridExtents(count: initialCount, rowExtent: CGFloat(rowExtent), layout: layout, crossExtent: crossExtent)
            reference = GridReference(values: Array(repeating: nil, count: initialCount), estimate: estimate,
                                      uniformRowExtent: rowExtent, columns: model.columnCount, rowSpacing: spacing)
            return
        }
        let measuredShare = [0.0, 0.2, 0.9, 1.0][Int.random(in: 0...3, using: &rng)]
        var values: [Double?] = []
        for _ in 0..<initialCount { values.append(rng.chance(measuredShare) ? rng.quarter(in: 0...60) : nil) }
        let captured = values
        model = try! GridExtents(count: initialCount, estimatedExtent: CGFloat(estimate), layout: layout, crossExtent: crossExtent) {
            captured[$0].map { CGFloat($0) }
        }
        reference = GridReference(values: values, estimate: estimate, uniformRowExtent: nil, columns: model.columnCount, rowSpacing: spacing)
    }

    var isUniform: Bool { reference.uniformRowExtent != nil }

    /// A value to store: any quarter for measured cells, the rows' extent for uniform rows.
    mutating func extentToStore() -> Double? {
        if let uniform = reference.uniformRowExtent { return rng.chance(0.8) ? uniform : nil }
        return rng.chance(0.5) ? rng.quarter(in: 0...60) : nil
    }

    mutating func step() {
        let n = reference.count
        switch Int.random(in: 0..<9, using: &rng) {
        case 0, 1, 2:
            guard n > 0 else { return }
            let index = Int.random(in: 0..<n, using: &rng)
            let value = rng.quarter(in: 0...60)
            if isUniform && value != reference.uniformRowExtent {
                expectRefusal { try $0.setExtent(CGFloat(value), of: index) }
                return
            }
            try! model.setExtent(CGFloat(value), of: index)
            reference.values[index] = isUniform ? nil : value
        case 3:
            guard n > 0, !isUniform else { return }
            let index = Int.random(in: 0..<n, using: &rng)
            try! model.clearMeasurement(of: index)
            reference.values[index] = nil
        case 4:
            let index = Int.random(in: 0...n, using: &rng)
            let count = rng.chance(0.8) ? Int.random(in: 1...4, using: &rng) : Int.random(in: 100...400, using: &rng)
            let value = extentToStore()
            try! model.insertItems(count: count, at: index, extent: value.map { CGFloat($0) })
            reference.values.insert(contentsOf: Array(repeating: isUniform ? nil : value, count: count), at: index)
        case 5:
            let index = Int.random(in: 0...n, using: &rng)
            let values = (0..<Int.random(in: 1...200, using: &rng)).map { _ in reference.uniformRowExtent ?? rng.quarter(in: 0...60) }
            try! model.insertItems(extents: values.map { CGFloat($0) }, at: index)
            reference.values.insert(contentsOf: values.map { isUniform ? nil : $0 }, at: index)
        case 6:
            guard n > 0 else { return }
            let lower = Int.random(in: 0..<n, using: &rng)
            let upper = rng.chance(0.7) ? min(n, lower + Int.random(in: 1...5, using: &rng)) : Int.random(in: lower...n, using: &rng)
            try! model.removeItems(in: lower..<upper)
            reference.values.removeSubrange(lower..<upper)
        case 7:
            guard n > 0 else { return }
            let from = Int.random(in: 0..<n, using: &rng)
            let to = Int.random(in: 0..<n, using: &rng)
            try! model.moveItem(from: from, to: to)
            reference.values.insert(reference.values.remove(at: from), at: to)
        default:
            guard let minimumWidth else { return }
            if Int.random(in: 0..<20, using: &rng) == 0 {
                // Only an invalid width is refused.
                let invalid = [CGFloat.nan, -1, .infinity].randomElement(using: &rng)!
                expectRefusal { try $0.fitColumns(toCrossExtent: invalid) }
                return
            }
            let crossExtent = CGFloat(Int.random(in: 0...800, using: &rng))
            try! model.fitColumns(toCrossExtent: crossExtent)
            // As many columns as fit; one when not even one fits.
            let fitting = Int(((crossExtent + model.layout.columnSpacing) / (CGFloat(minimumWidth) + model.layout.columnSpacing)).rounded(.down))
            let expected = min(GridColumns.maximumCount, max(1, fitting))
            check(model.columnCount == expected, "columns \(model.columnCount) for width \(crossExtent), expected \(expected)")
            reference.columns = model.columnCount
        }
    }

    /// Runs an operation that must throw, and checks that the grid did not change.
    mutating func expectRefusal(_ operation: (inout GridExtents) throws -> Void) {
        var copy = model
        checkThrows(LazyScrollError.self) { try operation(&copy) }
        check(copy.count == model.count && copy.columnCount == model.columnCount && copy.totalExtent == model.totalExtent,
              "a refused operation changed the grid")
        verify(copy, exhaustive: true)
    }

    mutating func verify(exhaustive: Bool) {
        verify(model, exhaustive: exhaustive)
    }

    /// Compares `grid` with the reference: every item and row when `exhaustive`, else a sample.
    mutating func verify(_ grid: GridExtents, exhaustive: Bool) {
        if case let .cells(cells) = grid.rows {
            let problem = cells.tree.invariantViolation(in: cells.context, summariesAgree: ==)
            check(problem == nil, "grid tree: \(problem ?? "")")
        }
        let n = reference.count
        check(grid.count == n, "count \(grid.count), expected \(n)")
        check(grid.rowCount == reference.rowCount, "rows \(grid.rowCount), expected \(reference.rowCount)")
        check(Double(grid.totalExtent) == reference.totalExtent, "total extent \(grid.totalExtent), expected \(reference.totalExtent)")
        let rowStarts = reference.rowStarts
        let rowExtents = reference.rowExtents
        let items = reference.items
        let probes = exhaustive ? Array(0..<n) : (0..<min(n, 30)).map { _ in Int.random(in: 0..<n, using: &rng) }
        for index in probes {
            check(Double(try! grid.offset(of: index)) == items.starts[index], "offset of \(index)")
            check(Double(try! grid.extent(of: index)) == items.extents[index], "extent of \(index)")
            check(try! grid.isMeasured(index) == (isUniform || reference.values[index] != nil), "isMeasured(\(index))")
        }
        if n > 0 {
            let expected = n % reference.columns == 0 ? reference.totalExtent + reference.rowSpacing : rowStarts.last!
            check(Double(try! grid.offset(of: n)) == expected, "offset of the end")
        }
        let rows = exhaustive ? Array(0..<reference.rowCount) : (0..<min(reference.rowCount, 10)).map { _ in Int.random(in: 0..<reference.rowCount, using: &rng) }
        for row in rows {
            let span = try! grid.span(ofRow: row)
            check(Double(span.start) == rowStarts[row] && Double(span.extent) == rowExtents[row], "row \(row): \(span)")
        }
        // Walks: every item of a random range (or all of them), each with its row's span.
        let lower = n == 0 ? 0 : Int.random(in: 0..<n, using: &rng)
        let walked = exhaustive ? 0..<n : lower..<min(n, lower + Int.random(in: 0...60, using: &rng))
        var visited = walked.lowerBound
        grid.forEachItem(in: walked) { span in
            check(span.index == visited, "walk visited \(span.index), expected \(visited)")
            check(Double(span.start) == items.starts[span.index] && Double(span.extent) == items.extents[span.index], "walked span \(span)")
            visited += 1
        }
        check(visited == walked.upperBound, "walk stopped at \(visited) of \(walked)")
        // Searches, at random offsets and at row boundaries.
        let total = reference.totalExtent
        for _ in 0..<25 {
            var x = rng.quarter(in: -10...(total + 10))
            if reference.rowCount > 0 && rng.chance(0.4) {
                let row = Int.random(in: 0..<reference.rowCount, using: &rng)
                x = rng.chance(0.5) ? rowStarts[row] : rowStarts[row] + rowExtents[row]
            }
            for inclusive in [true, false] {
                let row = rowStarts.lastIndex { inclusive ? $0 <= x : $0 < x }
                let expected = row.map { min(n, ($0 + 1) * reference.columns) - 1 }
                check(grid.lastItem(startingBefore: CGFloat(x), inclusive: inclusive)?.index == expected, "lastItem(\(x), \(inclusive))")
            }
            let upper = x + rng.quarter(in: 0...150)
            let expected = ReferenceLayout.hull(starts: items.starts, extents: items.extents, x, upper)
            check(grid.indices(intersecting: CGFloat(x), CGFloat(upper)) == expected, "indices(\(x), \(upper))")
            // The same in one descent, and a walk from where it ended over the items found and a few rows
            // around them (back from the row it found, on into later leaves); then with the hint of an
            // earlier search, which must not apply once the grid has changed.
            var hints = LeafHints()
            check(grid.indicesInOneDescent(intersecting: CGFloat(x), CGFloat(upper), hints: &hints) == expected,
                  "indicesInOneDescent(\(x), \(upper))")
            guard n > 0 else { continue }
            let from = max(0, min(n - 1, expected.lowerBound) - Int.random(in: 0...(3 * reference.columns), using: &rng))
            let to = min(n, max(from + 1, expected.upperBound) + Int.random(in: 0...(3 * reference.columns), using: &rng))
            for hint in [hints.rows, earlierHint] {
                var collector = ColumnSpanCollector()
                grid.forEachItemSpan(in: from..<to, startingWith: hint, into: &collector)
                check(collector.spans.map(\.span.index) == Array(from..<to), "hinted walk of \(from..<to) visited \(collector.spans.map(\.span.index))")
                for (span, column) in collector.spans where span.index >= from && span.index < to {
                    check(Double(span.start) == items.starts[span.index] && Double(span.extent) == items.extents[span.index]
                          && column == items.columns[span.index], "hinted walk: \(span) in column \(column)")
                }
            }
            earlierHint = hints.rows
        }
    }
}

/// Keeps every span and column a grid's walk hands over.
struct ColumnSpanCollector: ColumnSpanSink {
    var spans: [(span: ItemSpan, column: Int)] = []

    mutating func accept(_ span: ItemSpan, column: Int) { spans.append((span, column)) }
}

extension GridExtentsScenario where Random == SplitMix64 {
    init(seed: UInt64, initialCount: Int) { self.init(random: SplitMix64(seed: seed), initialCount: initialCount) }
}
