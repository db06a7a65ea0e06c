import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

@Suite("Measured extents")
struct MeasuredExtentsTests {
    @Test("small models match the reference after every random operation")
    func smallModels() async {
        await seededPropertyCheck("measured-extents.small-models", count: 80) { seed in
            var scenario = ExtentsScenario(seed: seed, initialCount: Int(seed % 300))
            for _ in 0..<40 {
                scenario.step()
                scenario.verify(exhaustive: true)
            }
        }
    }

    @Test("deep trees (tens of thousands of packed items) match the reference")
    func deepTrees() async {
        await seededPropertyCheck("measured-extents.deep-trees", count: 6) { seed in
            var scenario = ExtentsScenario(seed: seed, initialCount: 6_000 + Int(seed % 20_000))
            // Mostly unmeasured models are a few runs by design; a real measured share packs into a deep tree.
            if scenario.reference.values.lazy.filter({ $0 != nil }).count > 1_000 { #expect(scenario.model.treeHeight >= 2) }
            for round in 0..<80 {
                scenario.step()
                scenario.verify(exhaustive: round % 25 == 0)
            }
            scenario.verify(exhaustive: true)
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

    @Test("an array of extents builds the very tree the closure build makes, and rejects what it rejects")
    func arrayBuildMatchesClosureBuild() async {
        await seededPropertyCheck("measured-extents.array-build", count: 300) { seed in
            var random = SplitMix64(seed: seed)
            let values = Self.randomGivenExtents(using: &random)
            let estimate = CGFloat(random.quarter(in: 1...50))
            let spacing = CGFloat(random.quarter(in: 0...4))
            let fromArray = Result { () throws(LazyScrollError) in
                try MeasuredExtents(extents: values, estimatedExtent: estimate, spacing: spacing)
            }
            let fromClosure = Result { () throws(LazyScrollError) in
                try MeasuredExtents(count: values.count, estimatedExtent: estimate, spacing: spacing) { values[$0] }
            }
            switch (fromArray, fromClosure) {
            case let (.success(array), .success(closure)):
                #expect(array.invariantViolation() == nil)
                #expect(array.leafLayout == closure.leafLayout)
                #expect(array.treeHeight == closure.treeHeight)
                #expect(array.storageNodeCount == closure.storageNodeCount)
                // `storageBytes` is not compared: array capacities follow the allocator's rounding of
                // whichever block it hands out. The layout has every leaf's storage kind and values.
                #expect(array.totalExtent.bitPattern == closure.totalExtent.bitPattern)
                #expect(array.spans(in: 0..<values.count) == closure.spans(in: 0..<values.count))
            case let (.failure(.invalidNumber(quantity, value, rule)), .failure(.invalidNumber(expectedQuantity, expectedValue, expectedRule))):
                #expect(quantity == expectedQuantity)
                #expect(value.bitPattern == expectedValue.bitPattern)
                #expect(rule == expectedRule)
            default:
                Issue.record("array build \(fromArray) but closure build \(fromClosure), seed \(seed)")
            }
        }
    }

    /// Up to ten leaves' worth of extents in stretches that exercise every way a leaf is stored: whole
    /// and quarter points (`Float`), values only a `Double` holds, repeated values (runs, also across
    /// leaves), signed zeros; and sometimes one invalid value.
    static func randomGivenExtents(using random: inout SplitMix64) -> [CGFloat] {
        let count = Int.random(in: 0...1_300, using: &random)
        var values: [CGFloat] = []
        while values.count < count {
            let length = min(count - values.count, Int.random(in: 1...300, using: &random))
            let start = values.count
            switch Int.random(in: 0..<6, using: &random) {
            case 0: values += repeatElement(CGFloat(random.quarter(in: 0...60)), count: length)
            case 1: values += (0..<length).map { _ in CGFloat(random.quarter(in: 0...60)) }
            case 2: values += (0..<length).map { _ in CGFloat(Double.random(in: 0...60, using: &random)) }
            case 3: values += (0..<length).map { _ in random.chance(0.5) ? -0.0 : 0 }
            case 4:
                let wide: [CGFloat] = [.greatestFiniteMagnitude, 0.1, .leastNonzeroMagnitude, 1e300]
                values += (0..<length).map { _ in random.chance(0.05) ? wide.randomElement(using: &random)! : 8 }
            default: values += (start..<(start + length)).map { CGFloat(20 + ($0 % 5) * 4) }
            }
        }
        if !values.isEmpty && random.chance(0.3) {
            let invalid: [CGFloat] = [.nan, .infinity, -.infinity, -1, -.leastNonzeroMagnitude, -.greatestFiniteMagnitude]
            values[Int.random(in: values.indices, using: &random)] = invalid.randomElement(using: &random)!
        }
        return values
    }

    @Test("a walk that starts at a search's leaf gives the spans of a walk from the root, and a stale hint is refused")
    func walksFromASearchHint() async {
        await seededPropertyCheck("measured-extents.hinted-walks", count: 100) { seed in
            var random = SplitMix64(seed: seed)
            let count = Int.random(in: 1...3_000, using: &random)
            // Without spacing, a walk may also resume where the search passed inside the leaf.
            let spacing = random.chance(0.5) ? 0 : CGFloat(random.quarter(in: 0...2))
            var model = try! MeasuredExtents(count: count, estimatedExtent: 9, spacing: spacing) { index in
                // Stretches of unmeasured items become runs, where no hint is taken.
                index % 700 < 150 ? nil : CGFloat(random.quarter(in: 0...40))
            }
            for step in 0..<30 {
                let lower = CGFloat(random.quarter(in: 0...(Double(model.totalExtent) + 10)))
                let upper = lower + CGFloat(random.quarter(in: 0.25...400))
                var hints = LeafHints()
                let found = model.indicesInOneDescent(intersecting: lower, upper, hints: &hints)
                #expect(found == model.indices(intersecting: lower, upper))
                if let hint = hints.lower, !found.isEmpty {
                    // The leaf of the last item starting at or before `lower`: the first item found, or
                    // the one before it when that one ends exactly at `lower`.
                    #expect(hint.base <= found.lowerBound && found.lowerBound <= hint.base + hint.leaf.count)
                }
                if let hint = hints.upper, !found.isEmpty {
                    #expect(hint.holds(found.upperBound - 1))
                }
                // Change the model on some steps after taking the hint: it must then be refused.
                switch step % 4 {
                case 1: try! model.setExtent(CGFloat(random.quarter(in: 0...40)), of: Int.random(in: 0..<model.count, using: &random))
                case 2: try! model.setEstimatedExtent(CGFloat(random.quarter(in: 1...30)))
                case 3: try! model.setSpacing(random.chance(0.5) ? 0 : CGFloat(random.quarter(in: 0...3)))
                default: break
                }
                let start = max(0, found.lowerBound - Int.random(in: 0...5, using: &random))
                // Often just the items found, as a frame's placements are; sometimes far beyond.
                let beyond = random.chance(0.5) ? Int.random(in: 0...3, using: &random) : Int.random(in: 0...200, using: &random)
                let range = start..<min(model.count, found.upperBound + beyond)
                var fromHint = SpanCollector()
                model.forEachSpan(in: range, startingWith: hints, into: &fromHint)
                #expect(fromHint.spans == model.spans(in: range), "seed \(seed) step \(step)")
            }
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

/// Collects the spans a walk hands over.
struct SpanCollector: SpanSink {
    var spans: [ItemSpan] = []
    mutating func accept(_ span: ItemSpan) { spans.append(span) }
}
