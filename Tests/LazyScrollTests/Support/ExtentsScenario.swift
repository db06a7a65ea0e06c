import Foundation
@testable import LazyScroll
// The fuzz targets compile this file with SplitMix64.swift itself, not against the module.
#if canImport(PropertySeeds)
import PropertySeeds
#endif

/// Drives a `MeasuredExtents` and an array of optional extents through the same random operations and
/// compares every answer.
///
/// Generic over the generator so that tests replay a seed and the engine fuzz target (Fuzz/Engine)
/// replays the fuzzer's bytes through the same operations and checks.
struct ExtentsScenario<Random: RandomNumberGenerator> {
    var model: MeasuredExtents
    var reference: ReferenceLayout
    var rng: Random

    init(random: Random, initialCount: Int) {
        rng = random
        let estimate = Double(Int.random(in: 1...40, using: &rng))
        let spacing = rng.chance(0.5) ? 0 : rng.quarter(in: 0...5)
        var values: [Double?] = []
        let measuredShare = [0.0, 0.1, 0.9, 1.0][Int.random(in: 0...3, using: &rng)]
        for _ in 0..<initialCount {
            values.append(rng.chance(measuredShare) ? rng.quarter(in: 0...60) : nil)
        }
        // Long stretches of one value exercise runs inside a bulk-built tree.
        if rng.chance(0.5), initialCount > 600 {
            let start = Int.random(in: 0..<(initialCount - 500), using: &rng)
            let value: Double? = rng.chance(0.5) ? nil : 7
            for k in start..<(start + 500) { values[k] = value }
        }
        reference = ReferenceLayout(values: values, estimate: estimate, spacing: spacing)
        let captured = values
        model = try! MeasuredExtents(count: values.count, estimatedExtent: CGFloat(estimate), spacing: CGFloat(spacing)) {
            captured[$0].map { CGFloat($0) }
        }
    }

    mutating func step() {
        let n = reference.dataCount
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1, 2:
            guard n > 0 else { return }
            let index = Int.random(in: 0..<n, using: &rng)
            let value = rng.quarter(in: 0...60)
            try! model.setExtent(CGFloat(value), of: index)
            reference.values[index] = value
        case 3:
            guard n > 0 else { return }
            let index = Int.random(in: 0..<n, using: &rng)
            try! model.clearMeasurement(of: index)
            reference.values[index] = nil
        case 4:
            let index = Int.random(in: 0...n, using: &rng)
            let count = rng.chance(0.8) ? Int.random(in: 1...3, using: &rng) : Int.random(in: 100...400, using: &rng)
            let value: Double? = rng.chance(0.5) ? nil : rng.quarter(in: 0...60)
            try! model.insertItems(count: count, at: index, extent: value.map { CGFloat($0) })
            reference.values.insert(contentsOf: Array(repeating: value, count: count), at: index)
        case 5:
            let index = Int.random(in: 0...n, using: &rng)
            let values = (0..<Int.random(in: 1...300, using: &rng)).map { _ in rng.quarter(in: 0...60) }
            try! model.insertItems(extents: values.map { CGFloat($0) }, at: index)
            reference.values.insert(contentsOf: values.map { Optional($0) }, at: index)
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
            let value = reference.values.remove(at: from)
            reference.values.insert(value, at: to)
        case 8:
            let estimate = Double(Int.random(in: 1...40, using: &rng))
            try! model.setEstimatedExtent(CGFloat(estimate))
            reference.estimate = estimate
        default:
            let spacing = rng.quarter(in: 0...5)
            try! model.setSpacing(CGFloat(spacing))
            reference.spacing = spacing
        }
    }

    /// Compares structure and sampled queries; with `exhaustive`, every item too.
    mutating func verify(exhaustive: Bool) {
        check(model.invariantViolation() == nil, "\(model.invariantViolation() ?? "")")
        check(model.count == reference.dataCount, "count \(model.count), expected \(reference.dataCount)")
        check(Double(model.totalExtent) == reference.itemsExtent, "total extent \(model.totalExtent), expected \(reference.itemsExtent)")
        check(model.measuredCount == reference.values.filter { $0 != nil }.count, "measured count \(model.measuredCount)")
        let starts = reference.relativeStarts
        let n = reference.dataCount
        let probes = exhaustive ? Array(0..<n) : (0..<min(n, 40)).map { _ in Int.random(in: 0..<n, using: &rng) }
        for index in probes {
            check(Double(try! model.offset(of: index)) == starts[index], "offset of \(index)")
            check(Double(try! model.extent(of: index)) == reference.extent(ofData: index), "extent of \(index)")
            check(try! model.isMeasured(index) == (reference.values[index] != nil), "isMeasured(\(index))")
        }
        if exhaustive {
            var visited = 0
            model.forEachItem(in: 0..<n) { span in
                check(Double(span.start) == starts[span.index] && Double(span.extent) == reference.extent(ofData: span.index),
                      "span \(span.index) from \(span.start) extent \(span.extent)")
                check(span.index == visited, "forEachItem visited \(span.index), expected \(visited)")
                visited += 1
            }
            check(visited == n, "forEachItem visited \(visited) of \(n)")
        }
        // Searches, at random offsets and exactly at item boundaries.
        let total = reference.itemsExtent
        for _ in 0..<30 {
            var x = rng.quarter(in: -10...(total + 10))
            if n > 0 && rng.chance(0.4) { x = starts[Int.random(in: 0..<n, using: &rng)] }
            for inclusive in [true, false] {
                // starts never decrease, so the last start before x is one binary search away.
                var low = 0, high = n
                while low < high {
                    let mid = (low + high) / 2
                    if inclusive ? starts[mid] <= x : starts[mid] < x { low = mid + 1 } else { high = mid }
                }
                let expected: Int? = low > 0 ? low - 1 : nil
                check(model.lastItem(startingBefore: CGFloat(x), inclusive: inclusive)?.index == expected, "lastItem(\(x), \(inclusive))")
            }
            let upper = x + rng.quarter(in: 0...200)
            let expected = reference.intersecting(x, upper, starts: starts)
            check(model.indices(intersecting: CGFloat(x), CGFloat(upper)) == expected, "indices(\(x), \(upper))")
        }
        if n > 0 {
            let lower = Int.random(in: 0..<n, using: &rng)
            let upper = min(n, lower + Int.random(in: 0...50, using: &rng))
            let spans = model.spans(in: lower..<upper)
            check(spans.map(\.index) == Array(lower..<upper), "spans(in: \(lower)..<\(upper)) indices")
            check(spans.allSatisfy { Double($0.start) == starts[$0.index] }, "spans(in: \(lower)..<\(upper)) starts")
        }
    }
}

extension ExtentsScenario where Random == SplitMix64 {
    init(seed: UInt64, initialCount: Int) { self.init(random: SplitMix64(seed: seed), initialCount: initialCount) }
}
