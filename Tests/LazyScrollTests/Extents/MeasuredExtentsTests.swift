import Foundation
import PropertyBased
import Testing
@testable import LazyScroll

/// Drives a `MeasuredExtents` and an array of optional extents through the same random operations and
/// compares every answer.
private struct ExtentsScenario {
    var model: MeasuredExtents
    var reference: ReferenceLayout
    var rng: SplitMix64

    init(seed: UInt64, initialCount: Int) {
        rng = SplitMix64(seed: seed)
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
    mutating func check(exhaustive: Bool) {
        #expect(model.invariantViolation() == nil, "\(model.invariantViolation() ?? "")")
        #expect(model.count == reference.dataCount)
        #expect(Double(model.totalExtent) == reference.itemsExtent)
        #expect(model.measuredCount == reference.values.filter { $0 != nil }.count)
        let starts = reference.relativeStarts
        let n = reference.dataCount
        let probes = exhaustive ? Array(0..<n) : (0..<min(n, 40)).map { _ in Int.random(in: 0..<n, using: &rng) }
        for index in probes {
            #expect(Double(try! model.offset(of: index)) == starts[index], "offset of \(index)")
            #expect(Double(try! model.extent(of: index)) == reference.extent(ofData: index), "extent of \(index)")
            #expect(try! model.isMeasured(index) == (reference.values[index] != nil))
        }
        if exhaustive {
            var visited = 0
            model.forEachItem(in: 0..<n) { span in
                #expect(Double(span.start) == starts[span.index] && Double(span.extent) == reference.extent(ofData: span.index))
                #expect(span.index == visited)
                visited += 1
            }
            #expect(visited == n)
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
                #expect(model.lastItem(startingBefore: CGFloat(x), inclusive: inclusive)?.index == expected, "lastItem(\(x), \(inclusive))")
            }
            let upper = x + rng.quarter(in: 0...200)
            let expected = reference.intersecting(x, upper, starts: starts)
            #expect(model.indices(intersecting: CGFloat(x), CGFloat(upper)) == expected, "indices(\(x), \(upper))")
        }
        if n > 0 {
            let lower = Int.random(in: 0..<n, using: &rng)
            let upper = min(n, lower + Int.random(in: 0...50, using: &rng))
            let spans = model.spans(in: lower..<upper)
            #expect(spans.map(\.index) == Array(lower..<upper))
            #expect(spans.allSatisfy { Double($0.start) == starts[$0.index] })
        }
    }
}

@Suite("Measured extents")
struct MeasuredExtentsTests {
    @Test("small models match the reference after every random operation")
    func smallModels() async {
        await propertyCheck(count: 80, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var scenario = ExtentsScenario(seed: seed, initialCount: Int(seed % 300))
            for _ in 0..<40 {
                scenario.step()
                scenario.check(exhaustive: true)
            }
        }
    }

    @Test("deep trees (tens of thousands of packed items) match the reference")
    func deepTrees() async {
        await propertyCheck(count: 6, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var scenario = ExtentsScenario(seed: seed, initialCount: 6_000 + Int(seed % 20_000))
            // Mostly unmeasured models are a few runs by design; a real measured share packs into a deep tree.
            if scenario.reference.values.lazy.filter({ $0 != nil }).count > 1_000 { #expect(scenario.model.treeHeight >= 2) }
            for round in 0..<80 {
                scenario.step()
                scenario.check(exhaustive: round % 25 == 0)
            }
            scenario.check(exhaustive: true)
        }
    }

    @Test("ten million unmeasured items are one node; measuring stays proportional to what is measured")
    func tenMillionAtAnEstimate() throws {
        var model = try MeasuredExtents(count: 10_000_000, estimatedExtent: 44)
        #expect(model.storageNodeCount == 1)
        #expect(model.storageBytes == 0)
        #expect(model.totalExtent == 440_000_000)
        try model.setExtent(100, of: 5_000_000)
        // One packed chunk carved out of the run, plus the two run halves and their parent.
        #expect(model.storageNodeCount == 4)
        #expect(model.storageBytes <= 1_024)
        #expect(try model.offset(of: 5_000_001) == 5_000_000 * 44 + 100)
        // Measuring the neighbours fills the same chunk instead of carving new ones.
        for index in 5_000_001..<5_000_050 { try model.setExtent(50, of: index) }
        #expect(model.storageNodeCount == 4)
        try model.setEstimatedExtent(10)
        #expect(model.totalExtent == CGFloat(10_000_000 - 50) * 10 + 100 + 49 * 50)
    }

    @Test("explicit extents cost at most 8 bytes per item, 4 when they are whole points")
    func bytesPerExplicitItem() throws {
        let count = 1_000_000
        let whole = try MeasuredExtents(count: count, estimatedExtent: 44) { CGFloat(20 + ($0 % 5) * 4) }
        #expect(Double(whole.storageBytes) / Double(count) <= 4.5)
        let fractional = try MeasuredExtents(count: count, estimatedExtent: 44) { CGFloat(20.1 + Double($0 % 5)) }
        #expect(Double(fractional.storageBytes) / Double(count) <= 8.5)
        #expect(try fractional.extent(of: 3) == 23.1)
    }

    @Test("the bulk build gives the same tree and answers as inserting the same values")
    func bulkBuildMatchesInsertion() throws {
        // Chunks of 128 that are: whole points, one value that is not a `Float` late in the chunk,
        // unmeasured only, one repeated value (a run, and a run that the next chunk extends), mixed
        // nil and values; then a partial chunk.
        var values: [CGFloat?] = []
        values += (0..<128).map { CGFloat(20 + $0 % 5) }
        values += (0..<128).map { $0 == 90 ? 20.1 : CGFloat($0 % 3) / 4 }
        values += Array(repeating: nil, count: 128)
        values += Array(repeating: 7, count: 256)
        values += Array(repeating: 7, count: 40)
        values += (0..<128).map { $0 % 4 == 0 ? nil : CGFloat($0) / 8 }
        values += (0..<77).map { $0 % 2 == 0 ? 0.3 : nil }
        let bulk = try MeasuredExtents(count: values.count, estimatedExtent: 11, spacing: 0.5) { values[$0] }
        var inserted = try MeasuredExtents(count: 0, estimatedExtent: 11, spacing: 0.5)
        inserted.insertStoredValues(values.map { $0.map(Double.init) ?? .nan }, at: 0)
        #expect(bulk.invariantViolation() == nil)
        #expect(bulk.storageNodeCount == inserted.storageNodeCount)
        // Array capacities may differ by allocator rounding; the bulk build must not use more.
        #expect(bulk.storageBytes <= inserted.storageBytes)
        #expect(bulk.treeHeight == inserted.treeHeight)
        #expect(bulk.measuredCount == inserted.measuredCount)
        #expect(bulk.totalExtent == inserted.totalExtent)
        #expect(bulk.spans(in: 0..<values.count) == inserted.spans(in: 0..<values.count))
        for index in 0...values.count {
            #expect(try bulk.offset(of: index) == inserted.offset(of: index))
        }
        for index in values.indices {
            #expect(try bulk.isMeasured(index) == (values[index] != nil))
        }
    }

    @Test("the bulk build keeps -0 and mixes of nil, wide and whole values, asking for each item once")
    func bulkBuildEdgeValues() throws {
        // -0 is valid (not negative) and stored as itself; it and the nils and the wide value leave the
        // fast loop mid-leaf, which must resume with the answer it already has.
        let values: [CGFloat?] = (0..<400).map { index in
            switch index {
            case 0, 129, 255: return -0.0
            case 3, 130, 256: return nil
            case 200: return 0.1
            default: return CGFloat(index % 7)
            }
        }
        var asked: [Int] = []
        let bulk = try MeasuredExtents(count: values.count, estimatedExtent: 9) { index in
            asked.append(index)
            return values[index]
        }
        #expect(asked == Array(values.indices))
        var inserted = try MeasuredExtents(count: 0, estimatedExtent: 9)
        inserted.insertStoredValues(values.map { $0.map(Double.init) ?? .nan }, at: 0)
        #expect(bulk.invariantViolation() == nil)
        #expect(bulk.spans(in: 0..<values.count) == inserted.spans(in: 0..<values.count))
        for index in values.indices {
            #expect(try bulk.isMeasured(index) == (values[index] != nil))
            if let value = values[index] {
                #expect(try bulk.extent(of: index).bitPattern == value.bitPattern)
            }
        }
    }

    @Test("the bulk build stops at the first invalid extent, having asked for no item after it")
    func bulkBuildRejectsInvalidExtents() {
        for (bad, badIndex) in [(CGFloat(-1), 130), (.nan, 5), (.infinity, 300), (-0.5, 0)] {
            var asked: [Int] = []
            do {
                _ = try MeasuredExtents(count: 1_000, estimatedExtent: 10) { index in
                    asked.append(index)
                    // A value that is not a `Float` before the bad one takes the `Double` path too.
                    return index == badIndex ? bad : (index == 2 ? 0.1 : 4)
                }
                Issue.record("no error for \(bad) at \(badIndex)")
            } catch {
                // Compared field by field: NaN is not equal to itself.
                guard case let .invalidNumber(quantity, value, rule) = error else {
                    Issue.record("unexpected error \(error)")
                    continue
                }
                #expect(quantity == "extent of item \(badIndex)")
                #expect(value == Double(bad) || (value.isNaN && bad.isNaN))
                #expect(rule == .finiteAndNotNegative)
            }
            #expect(asked == Array(0...badIndex))
        }
    }

    @Test("copies are independent: mutating one never changes another")
    func copyOnWrite() throws {
        var original = try MeasuredExtents(count: 10_000, estimatedExtent: 10) { CGFloat($0 % 7) }
        let snapshot = original
        let before = (0..<10_000).map { try! snapshot.offset(of: $0) }
        try original.setExtent(99, of: 5)
        try original.insertItems(count: 500, at: 20, extent: 3)
        try original.removeItems(in: 100..<4_000)
        #expect((0..<10_000).map { try! snapshot.offset(of: $0) } == before)
        #expect(snapshot.invariantViolation() == nil)
        #expect(original.invariantViolation() == nil)
    }
}
