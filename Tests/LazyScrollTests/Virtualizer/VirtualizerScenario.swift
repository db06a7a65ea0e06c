import Foundation
@testable import LazyScroll
// The fuzz targets compile this file with SplitMix64.swift itself, not against the module.
#if canImport(PropertySeeds)
import PropertySeeds
#endif

/// Drives a `Virtualizer` and the brute-force `ReferenceLayout` through the same random operations,
/// and after each one checks windows, placements, the reported changes and anchoring.
///
/// Generic over the generator so that tests replay a seed and the engine fuzz target (Fuzz/Engine)
/// replays the fuzzer's bytes through the same operations and checks.
struct VirtualizerScenario<Random: RandomNumberGenerator> {
    var sut: Virtualizer
    var reference: ReferenceLayout
    var rng: Random
    let uniform: Bool
    /// The one extent every item has when `uniform`.
    var uniformExtent: Double = 0

    /// The reference's direction, hysteresis basis and expected windows, and the front end's state.
    var tracker = WindowTracker()
    var expectedWindows: WorkingWindows { tracker.expected }
    var lastOffset: CGFloat { tracker.lastOffset }

    init(random: Random) {
        rng = random
        uniform = rng.chance(0.3)
        let count = [0, 1, 2, 5, 40, 150][Int.random(in: 0...5, using: &rng)]
        let spacing = rng.chance(0.5) ? 0 : rng.quarter(in: 0...6)
        let estimate = Double(Int.random(in: 4...40, using: &rng))
        let values: [Double?]
        let model: ExtentModel
        if uniform {
            let extent = rng.quarter(in: 1...50)
            uniformExtent = extent
            values = Array(repeating: extent, count: count)
            model = .uniform(try! UniformExtents(count: count, itemExtent: CGFloat(extent), spacing: CGFloat(spacing)))
        } else {
            var generator = rng
            let generated: [Double?] = (0..<count).map { _ in generator.chance(0.5) ? generator.quarter(in: 0...60) : nil }
            rng = generator
            values = generated
            model = .measured(try! MeasuredExtents(count: count, estimatedExtent: CGFloat(estimate), spacing: CGFloat(spacing)) { index in
                generated[index].map { CGFloat($0) }
            })
        }
        let insets = ContentInsets(leading: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...30)),
                                   trailing: CGFloat(rng.chance(0.5) ? 0 : rng.quarter(in: 0...30)))
        let loops = rng.chance(0.25)
        let repetitions = count > 0 && loops ? 3 : 1
        reference = ReferenceLayout(values: values, estimate: estimate, spacing: spacing,
                                    leading: Double(insets.leading), trailing: Double(insets.trailing), repetitions: repetitions)
        sut = try! Virtualizer(extents: model, insets: insets, settings: Self.randomSettings(&rng), repetitions: repetitions)
    }

    static func randomSettings(_ rng: inout Random) -> WorkingRangeSettings {
        func buffer() -> RangeBuffer {
            if rng.chance(0.5) {
                return .screens(leading: CGFloat(rng.quarter(in: 0...3)), trailing: CGFloat(rng.quarter(in: 0...2)))
            }
            return .items(leading: Int.random(in: 0...4, using: &rng), trailing: Int.random(in: 0...4, using: &rng))
        }
        return WorkingRangeSettings(
            display: buffer(), preload: buffer(),
            itemBufferAnchor: rng.chance(0.5) ? .visibleItems : .centerItem,
            hysteresis: [0, 0, 0.25, 0.5][Int.random(in: 0...3, using: &rng)])
    }

    // MARK: - Operations

    mutating func step() {
        switch Int.random(in: 0..<12, using: &rng) {
        case 0, 1: scroll(to: rng.quarter(in: -100...(reference.contentExtent + 100)))
        case 2, 3: scroll(to: Double(sut.viewport.offset) + rng.quarter(in: -60...60))
        case 4: resize()
        case 5, 6: measure()
        case 7, 8: batchUpdate()
        case 9: changeSettings()
        case 10: reload()
        default: checkScrollTo()
        }
    }

    mutating func scroll(to offset: Double) {
        var viewport = sut.viewport
        viewport.offset = CGFloat(offset)
        update(viewport)
    }

    mutating func resize() {
        // Bars over either edge change where scroll-to aligns, never what is loaded.
        update(rng.resized(sut.viewport, extent: 300, crossExtent: 200, inset: 60))
    }

    mutating func update(_ viewport: Viewport) {
        let changes = try! sut.update(viewport: viewport)
        let (reference, settings) = (self.reference, sut.settings)
        tracker.moved(to: viewport, settings: settings) { reference.windows(viewport: viewport, direction: $0, settings: settings) }
        tracker.apply(changes)
        verify()
    }

    mutating func recomputeExpected(allowingHysteresis: Bool, viewport: Viewport) {
        let fresh = reference.windows(viewport: viewport, direction: tracker.direction, settings: sut.settings)
        tracker.recompute(fresh: fresh, allowingHysteresis: allowingHysteresis, viewport: viewport, settings: sut.settings)
    }

    mutating func measure() {
        guard reference.dataCount > 0 else { return }
        let index = Int.random(in: 0..<reference.dataCount, using: &rng)
        let value = rng.quarter(in: 0...80)
        if uniform && value != uniformExtent {
            expectFailure { _ = try $0.setExtent(CGFloat(value), ofItem: index) }
            return
        }
        let anchor = expectedAnchor()
        let startsBefore = reference.starts
        let wasAtRest = sut.viewport.offset >= 0 && Double(sut.viewport.offset) <= reference.maxOffset(viewportExtent: Double(sut.viewport.extent))
        let change = try! sut.setExtent(CGFloat(value), ofItem: index)
        reference.values[index] = value
        var expectedOffset = Double(lastOffset)
        if let anchor { expectedOffset += reference.starts[anchor] - startsBefore[anchor] }
        finishContentChange(change, expectedOffset: expectedOffset, clamping: wasAtRest)
    }

    /// The first visible item starting at or after the viewport's leading edge, else the first visible.
    func expectedAnchor() -> Int? {
        expectedAnchorCandidates().first
    }

    /// The anchor and the visible items after it. A viewport with no length shows nothing and anchors
    /// on the item whose slot holds its leading edge (item 0 before the content).
    func expectedAnchorCandidates() -> Range<Int> {
        let starts = reference.starts
        if sut.viewport.extent == 0 {
            guard !starts.isEmpty else { return 0..<0 }
            let edge = ReferenceLayout.slotItem(at: Double(lastOffset), starts: starts)
            return edge..<(edge + 1)
        }
        let visible = expectedWindows.visible
        let first = visible.first { starts[$0] >= Double(lastOffset) } ?? visible.lowerBound
        return first..<visible.upperBound
    }

    mutating func batchUpdate() {
        let n = reference.dataCount
        var update = BatchUpdate.random(count: n, using: &rng)
        let newCount = update.count(after: n)
        var insertedExtents: [Int: CGFloat] = [:]
        for index in update.insertions where rng.chance(0.5) {
            insertedExtents[index] = uniform ? CGFloat(uniformExtent) : CGFloat(rng.quarter(in: 0...60))
        }
        update.insertedExtents = insertedExtents

        if rng.chance(0.15) {
            // The data disagrees with the update: refused, nothing changes.
            expectFailure { _ = try $0.performBatchUpdates(update, reportedCount: newCount + 1) }
            return
        }
        // Expected anchoring: the first visible item from the anchor on that is neither deleted nor moved.
        let vacated = Set(update.deletions).union(update.moves.map(\.from))
        let startsBefore = reference.starts
        var anchor: (old: Int, oldStart: Double)?
        for virtual in expectedAnchorCandidates() where !vacated.contains(virtual % n) {
            anchor = (virtual, startsBefore[virtual])
            break
        }
        let wasAtRest = sut.viewport.offset >= 0 && Double(sut.viewport.offset) <= reference.maxOffset(viewportExtent: Double(sut.viewport.extent))
        let change = try! sut.performBatchUpdates(update, reportedCount: newCount)
        let dataMapping = reference.apply(update)
        if uniform { reference.values = reference.values.map { $0 ?? uniformExtent } }
        let mapping = change.mapping!
        for old in 0..<n {
            check(mapping.newIndex(ofOld: old) == dataMapping[old], "new index of old \(old)")
            let retained = update.reloads.contains(old) ? nil : dataMapping[old]
            check(mapping.retainedIndex(ofOld: old) == retained, "retained index of old \(old)")
        }
        var expectedOffset = Double(lastOffset)
        if let anchor {
            let new = (anchor.old / n) * newCount + dataMapping[anchor.old % n]!
            expectedOffset += reference.starts[new] - anchor.oldStart
        }
        tracker.remap { virtual in
            guard let data = mapping.retainedIndex(ofOld: virtual % n) else { return nil }
            return (virtual / n) * newCount + data
        }
        finishContentChange(change, expectedOffset: expectedOffset, clamping: wasAtRest)
    }

    mutating func reload() {
        let count = Int.random(in: 0...60, using: &rng)
        let model: ExtentModel
        if uniform {
            model = .uniform(try! UniformExtents(count: count, itemExtent: CGFloat(uniformExtent), spacing: CGFloat(reference.spacing)))
            reference.values = Array(repeating: uniformExtent, count: count)
        } else {
            let values: [Double?] = (0..<count).map { _ in rng.chance(0.5) ? rng.quarter(in: 0...60) : nil }
            model = .measured(try! MeasuredExtents(count: count, estimatedExtent: CGFloat(reference.estimate), spacing: CGFloat(reference.spacing)) {
                values[$0].map { CGFloat($0) }
            })
            reference.values = values
        }
        let change = sut.reloadData(extents: model)
        tracker.remap { _ in nil }
        finishContentChange(change, expectedOffset: Double(lastOffset), clamping: true)
    }

    mutating func changeSettings() {
        let settings = Self.randomSettings(&rng)
        let changes = try! sut.setSettings(settings)
        tracker.basis = nil
        recomputeExpected(allowingHysteresis: false, viewport: sut.viewport)
        tracker.apply(changes)
        verify()
    }

    mutating func checkScrollTo() {
        guard sut.count > 0 else { return }
        let index = Int.random(in: 0..<sut.count, using: &rng)
        for alignment in ScrollAlignment.allCases {
            let expected = reference.offset(toShow: index, at: alignment, viewport: sut.viewport)
            check(Double(try! sut.offset(toShow: index, at: alignment)) == expected, "scroll to \(index) at \(alignment)")
        }
    }

    // MARK: - Checks

    mutating func finishContentChange(_ change: ContentChange, expectedOffset: Double, clamping: Bool) {
        var offset = expectedOffset
        if clamping { offset = min(max(offset, 0), reference.maxOffset(viewportExtent: Double(sut.viewport.extent))) }
        check(Double(sut.viewport.offset) == offset, "offset after content change")
        check(Double(change.offsetAdjustment) == offset - Double(lastOffset), "offset adjustment \(change.offsetAdjustment), expected \(offset - Double(lastOffset))")
        tracker.lastOffset = CGFloat(offset)
        tracker.basis = nil
        recomputeExpected(allowingHysteresis: false, viewport: sut.viewport)
        tracker.apply(change.changes)
        verify()
    }

    func verify() {
        let windows = sut.windows
        check(windows == expectedWindows, "windows \(windows) expected \(expectedWindows) for viewport \(sut.viewport), insets \(sut.insets), direction \(sut.direction)")
        check(tracker.matches(windows), "tracked state differs from the windows")
        check(Double(sut.contentExtent) == reference.contentExtent, "content extent \(sut.contentExtent), expected \(reference.contentExtent)")
        // Every loaded item has exactly one placement, at the reference's position.
        let starts = reference.starts
        let placements = sut.placements()
        check(placements.map(\.index) == Array(windows.display), "placements \(placements.map(\.index)) for display \(windows.display)")
        for placement in placements {
            let v = placement.index
            check(Double(placement.frame.minY) == starts[v] && Double(placement.frame.height) == reference.extent(of: v),
                  "frame of \(v): \(placement.frame), expected start \(starts[v]) extent \(reference.extent(of: v))")
            check(placement.frame.width == sut.viewport.crossExtent, "cross extent of \(v)")
            check(placement.dataIndex == v % max(1, reference.dataCount), "data index of \(v)")
            check(placement.state == (windows.visible.contains(v) ? .visible : .loaded), "state of \(v)")
        }
    }

    /// Runs an operation that must throw, and checks that nothing changed.
    mutating func expectFailure(_ operation: (inout Virtualizer) throws -> Void) {
        var copy = sut
        let windows = sut.windows
        let viewport = sut.viewport
        let placements = sut.placements()
        let content = sut.contentExtent
        checkThrows(LazyScrollError.self) { try operation(&copy) }
        check(copy.windows == windows && copy.viewport == viewport && copy.placements() == placements && copy.contentExtent == content,
              "a refused operation changed the state")
        sut = copy
    }
}

extension VirtualizerScenario where Random == SplitMix64 {
    init(seed: UInt64) { self.init(random: SplitMix64(seed: seed)) }
}
