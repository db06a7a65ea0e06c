import Foundation
@testable import LazyScroll
// The fuzz targets compile this file with SplitMix64.swift itself, not against the module.
#if canImport(PropertySeeds)
import PropertySeeds
#endif

/// Drives a `LaneExtents` and the brute-force `LaneReference` through the same random operations and
/// compares every answer. The reference takes the engine's grouping into sections and checks how it
/// may change: never on a measurement or when lanes are kept, only around a data change.
struct LaneExtentsScenario<Random: RandomNumberGenerator> {
    var model: LaneExtents
    var reference: LaneReference
    var rng: Random
    /// Kept across steps, as a virtualizer keeps its own: entries of sections a change replaced must go
    /// unused, and entries laid out from a checkpoint must be laid out again from an earlier one when a
    /// query needs items before it.
    var cache = LaneLayoutCache()

    init(random: Random, initialCount: Int) {
        rng = random
        let lanes = Int.random(in: 1...5, using: &rng)
        let spacing = rng.chance(0.4) ? 0 : rng.quarter(in: 0...6)
        let estimate = Double(Int.random(in: 1...40, using: &rng))
        let measuredShare = [0.0, 0.2, 0.9, 1.0][Int.random(in: 0...3, using: &rng)]
        var values: [Double?] = []
        for _ in 0..<initialCount { values.append(rng.chance(measuredShare) ? rng.quarter(in: 0...60) : nil) }
        if rng.chance(0.5), initialCount > 500 {
            // A long stretch of one value: runs inside a bulk build.
            let start = Int.random(in: 0..<(initialCount - 400), using: &rng)
            let value: Double? = rng.chance(0.5) ? nil : 9
            for k in start..<(start + 400) { values[k] = value }
        }
        let captured = values
        let layout = LaneLayout(lanes: lanes, laneSpacing: CGFloat(rng.quarter(in: 0...8)), itemSpacing: CGFloat(spacing))
        model = try! LaneExtents(count: initialCount, estimatedExtent: CGFloat(estimate), layout: layout) { captured[$0].map { CGFloat($0) } }
        reference = LaneReference(values: values, estimate: estimate, lanes: lanes, spacing: spacing,
                                  kept: Array(repeating: nil, count: initialCount), sections: model.sectionSizes)
        // A bulk build groups items in chunks of 128 from the first.
        let chunks = stride(from: 0, to: initialCount, by: LaneSection.capacity).map { min(LaneSection.capacity, initialCount - $0) }
        check(reference.sections == chunks, "initial sections \(reference.sections)")
    }

    mutating func step() {
        let n = reference.count
        switch Int.random(in: 0..<10, using: &rng) {
        case 0, 1, 2:
            guard n > 0 else { return }
            let index = Int.random(in: 0..<n, using: &rng)
            let value = rng.quarter(in: 0...60)
            try! model.setExtent(CGFloat(value), of: index)
            reference.values[index] = value
            checkSectionsKept("measuring item \(index)")
        case 3:
            guard n > 0 else { return }
            let index = Int.random(in: 0..<n, using: &rng)
            try! model.clearMeasurement(of: index)
            reference.values[index] = nil
            checkSectionsKept("clearing item \(index)")
        case 4, 5:
            guard n > 0 else { return }
            let lower = Int.random(in: 0..<n, using: &rng)
            let range = lower..<min(n, lower + Int.random(in: 1...80, using: &rng))
            let lanes = reference.layout.lanes
            try! model.keepLanes(of: range)
            for index in range where reference.kept[index] == nil { reference.kept[index] = lanes[index] }
            checkSectionsKept("keeping lanes of \(range)")
        case 6:
            let index = Int.random(in: 0...n, using: &rng)
            let count = rng.chance(0.8) ? Int.random(in: 1...4, using: &rng) : Int.random(in: 100...400, using: &rng)
            let value: Double? = rng.chance(0.5) ? nil : rng.quarter(in: 0...60)
            try! model.insertItems(count: count, at: index, extent: value.map { CGFloat($0) })
            reference.values.insert(contentsOf: Array(repeating: value, count: count), at: index)
            reference.kept.insert(contentsOf: Array(repeating: nil, count: count), at: index)
            checkSectionsAround(index..<index, inserted: count)
        case 7:
            let index = Int.random(in: 0...n, using: &rng)
            let values = (0..<Int.random(in: 1...200, using: &rng)).map { _ in rng.quarter(in: 0...60) }
            try! model.insertItems(extents: values.map { CGFloat($0) }, at: index)
            reference.values.insert(contentsOf: values.map { Optional($0) }, at: index)
            reference.kept.insert(contentsOf: Array(repeating: nil, count: values.count), at: index)
            checkSectionsAround(index..<index, inserted: values.count)
        case 8:
            guard n > 0 else { return }
            let lower = Int.random(in: 0..<n, using: &rng)
            let upper = rng.chance(0.7) ? min(n, lower + Int.random(in: 1...5, using: &rng)) : Int.random(in: lower...n, using: &rng)
            try! model.removeItems(in: lower..<upper)
            reference.values.removeSubrange(lower..<upper)
            reference.kept.removeSubrange(lower..<upper)
            checkSectionsAround(lower..<upper, inserted: 0)
        default:
            guard n > 0 else { return }
            let from = Int.random(in: 0..<n, using: &rng)
            let to = Int.random(in: 0..<n, using: &rng)
            try! model.moveItem(from: from, to: to)
            if from != to {
                reference.values.insert(reference.values.remove(at: from), at: to)
                reference.kept.remove(at: from)
                reference.kept.insert(nil, at: to)
            }
            reference.sections = model.sectionSizes
        }
    }

    /// A measurement or keeping lanes must leave the grouping as it was.
    func checkSectionsKept(_ what: String) {
        check(model.sectionSizes == reference.sections, "\(what) regrouped \(reference.sections) into \(model.sectionSizes)")
    }

    /// After items `removed` were removed (or `inserted` were inserted at `removed.lowerBound`), the
    /// sections before the first touched one's neighbour and after the last one's are as they were.
    mutating func checkSectionsAround(_ removed: Range<Int>, inserted: Int) {
        let old = reference.sections
        let new = model.sectionSizes
        var ends: [Int] = []
        var end = 0
        for size in old { end += size; ends.append(end) }
        let total = end
        // The sections holding the first and last touched item (an insertion at the end joins the last).
        let firstItem = min(removed.lowerBound, max(0, total - 1))
        let lastItem = max(firstItem, min(removed.upperBound - 1, total - 1))
        let first = ends.firstIndex { $0 > firstItem } ?? max(0, old.count - 1)
        let last = ends.firstIndex { $0 > lastItem } ?? max(0, old.count - 1)
        let prefix = Array(old.prefix(max(0, first - 1)))
        let suffix = Array(old.suffix(max(0, old.count - last - 2)))
        check(Array(new.prefix(prefix.count)) == prefix && Array(new.suffix(suffix.count)) == suffix,
              "a change at \(removed) (+\(inserted)) regrouped \(old) into \(new)")
        check(new.allSatisfy { $0 > 0 && $0 <= LaneSection.capacity }, "sections \(new)")
        reference.sections = new
    }

    mutating func verify(exhaustive: Bool) {
        let problem = model.invariantViolation()
        check(problem == nil, "lanes tree: \(problem ?? "")")
        let n = reference.count
        check(model.count == n, "count \(model.count), expected \(n)")
        check(reference.sections.reduce(0, +) == n, "sections \(reference.sections) hold \(n) items")
        let layout = reference.layout
        check(Double(model.totalExtent) == layout.total, "total extent \(model.totalExtent), expected \(layout.total)")
        check(model.keptLaneCount == reference.kept.filter { $0 != nil }.count, "kept \(model.keptLaneCount)")
        // Each query lays out a whole section, so a sample of them; the walk below covers every item.
        let probes = (0..<min(n, 30)).map { _ in Int.random(in: 0..<n, using: &rng) }
        for index in probes {
            check(Double(try! model.offset(of: index)) == layout.starts[index], "offset of \(index): \(try! model.offset(of: index)) expected \(layout.starts[index])")
            check(Double(try! model.extent(of: index)) == layout.extents[index], "extent of \(index)")
            check(try! model.lane(ofItem: index) == layout.lanes[index], "lane of \(index)")
        }
        let lower = n == 0 ? 0 : Int.random(in: 0..<n, using: &rng)
        let walked = exhaustive ? 0..<n : lower..<min(n, lower + Int.random(in: 0...60, using: &rng))
        var visited = walked.lowerBound
        model.forEachItemWithLane(in: walked) { span, lane in
            check(span.index == visited, "walk visited \(span.index), expected \(visited)")
            check(Double(span.start) == layout.starts[span.index] && Double(span.extent) == layout.extents[span.index], "walked span \(span)")
            check(lane == layout.lanes[span.index], "walked lane of \(span.index): \(lane), expected \(layout.lanes[span.index])")
            visited += 1
        }
        check(visited == walked.upperBound, "walk stopped at \(visited) of \(walked)")
        for probe in 0..<25 {
            var x = rng.quarter(in: -10...(layout.total + 10))
            if n > 0 && rng.chance(0.4) {
                let index = Int.random(in: 0..<n, using: &rng)
                x = rng.chance(0.5) ? layout.starts[index] : layout.starts[index] + layout.extents[index]
            }
            for inclusive in [true, false] {
                let expected = layout.starts.lastIndex { inclusive ? $0 <= x : $0 < x }
                check(model.lastItem(startingBefore: CGFloat(x), inclusive: inclusive)?.index == expected, "lastItem(\(x), \(inclusive))")
            }
            let upper = x + rng.quarter(in: 0...150)
            let expected = ReferenceLayout.hull(starts: layout.starts, extents: layout.extents, x, upper)
            check(model.indices(intersecting: CGFloat(x), CGFloat(upper)) == expected, "indices(\(x), \(upper))")
            // A few per step: the cache is kept across steps, so checkpoints get reused and replaced anyway.
            if probe < 6 { verifyCachedWindow(low: x, high: upper, expected: expected, layout: layout) }
        }
    }
}

extension LaneExtentsScenario {
    /// What a virtualizer's update does, through the kept cache: the items overlapping `low ..< high`
    /// (laid out from the sections' checkpoints), then a display window a few items wider on both sides
    /// (which may need items before those checkpoints), read back item by item.
    mutating func verifyCachedWindow(low: Double, high: Double, expected: Range<Int>, layout: (starts: [Double], extents: [Double], lanes: [Int], total: Double)) {
        var hints = LaneSectionHints()
        let found = model.indices(intersecting: CGFloat(low), CGFloat(high), cache: &cache, hints: &hints)
        check(found == expected, "cached indices(\(low), \(high)): \(found), expected \(expected)")
        guard !found.isEmpty else { return }
        let display = max(0, found.lowerBound - Int.random(in: 0...40, using: &rng))..<min(model.count, found.upperBound + 3)
        model.layOutSections(holding: display, into: &cache, hints: &hints)
        var next = display.lowerBound
        model.forEachLaidOutPart(of: display, cache: cache, hints: hints) { firstItem, starts, extents, lanes, shift in
            check(firstItem == next, "display part from \(firstItem), expected \(next)")
            for k in starts.indices {
                let index = firstItem + k
                check(starts[k] + shift == layout.starts[index] && extents[k] == layout.extents[index] && lanes[k] == layout.lanes[index],
                      "cached item \(index) at \(starts[k] + shift), expected \(layout.starts[index]) in lane \(layout.lanes[index])")
            }
            next = firstItem + starts.count
        }
        check(next == display.upperBound, "display read to \(next) of \(display)")
    }
}

extension LaneExtentsScenario where Random == SplitMix64 {
    init(seed: UInt64, initialCount: Int) { self.init(random: SplitMix64(seed: seed), initialCount: initialCount) }
}
