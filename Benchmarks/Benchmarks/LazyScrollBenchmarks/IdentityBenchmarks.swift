import Benchmark
import Foundation
import LazyScroll
import BenchmarkWorkload

// (h) Identity updates: a new snapshot of 100,000 identifiers with 1 % of them changed, diffed against
// the current one and applied to a scroll controller. (i) Saving and restoring the scroll position of
// 1,000,000 measured items: capture, JSON encoding and decoding, restore.

/// Identifiers edited in a fixed, seeded way: 1 % of `count` changes, a quarter each deletions,
/// insertions of new identifiers, moves and content changes (reloads).
enum IdentityWorkload {
    /// The identifiers of `count` items: 0 ..< count.
    static func identifiers(count: Int) -> [Int] { Array(0..<count) }

    /// `identifiers` (0 ..< count) with `changes` changes (a quarter of each kind), and the identifiers
    /// whose contents changed.
    static func edited(_ identifiers: [Int], changes: Int, seed: UInt64) -> (identifiers: [Int], reloaded: [Int]) {
        var generator = SplitMix64(seed: seed)
        func index(below bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        var result = identifiers
        var nextIdentifier = (identifiers.max() ?? 0) + 1
        for _ in 0..<(changes / 4) { result.remove(at: index(below: result.count)) }
        for _ in 0..<(changes / 4) {
            result.insert(nextIdentifier, at: index(below: result.count + 1))
            nextIdentifier += 1
        }
        for _ in 0..<(changes / 4) {
            let moved = result.remove(at: index(below: result.count))
            result.insert(moved, at: index(below: result.count + 1))
        }
        // Items in both orders, so that either order can be applied after the other.
        var reloaded = Set<Int>()
        while reloaded.count < changes / 4 {
            let identifier = result[index(below: result.count)]
            if identifier < identifiers.count { reloaded.insert(identifier) }
        }
        return (result, reloaded.sorted())
    }

    /// A list controller over `count` items measured as `Workload.extent(ofItem:)`, showing the middle.
    static func controller(count: Int, measured: Bool) throws(LazyScrollError) -> ScrollController {
        let extents = measured
            ? try MeasuredExtents(extents: Workload.extentArray(count: count), estimatedExtent: Workload.estimatedExtent)
            : try MeasuredExtents(count: count, estimatedExtent: Workload.estimatedExtent)
        var controller = try ScrollController(
            content: .items(.measured(extents)),
            viewportSize: CGSize(width: Workload.crossExtent, height: Workload.viewportExtent),
            configuration: ScrollConfiguration(workingRanges: Workload.settings))
        _ = try controller.scroll(toItem: count / 2, at: .start, animated: false, time: 0)
        return controller
    }
}

/// A controller and its identifiers that live across the samples of (h): each sample applies the next
/// of two snapshots, so the data goes back and forth between them and never drifts.
final class LiveSnapshots: @unchecked Sendable {
    var controller: ScrollController
    var current: ItemIdentifiers<Int>
    /// The two orders, as arrays (what an app hands over) and prebuilt (for the diff-only variant).
    let orders: [[Int]]
    let prebuilt: [ItemIdentifiers<Int>]
    /// The identifiers whose contents change, either way.
    let reloaded: [Int]
    var next = 1

    init(count: Int) throws(LazyScrollError) {
        let start = IdentityWorkload.identifiers(count: count)
        let edited = IdentityWorkload.edited(start, changes: count / 100, seed: Workload.seed)
        orders = [start, edited.identifiers]
        prebuilt = [try ItemIdentifiers(start), try ItemIdentifiers(edited.identifiers)]
        reloaded = edited.reloaded
        current = prebuilt[0]
        controller = try IdentityWorkload.controller(count: count, measured: true)
    }
}

/// What (i) works on: a million measured items showing the middle, their identifiers, a saved position
/// and its JSON, and controllers to restore into.
final class SavedPositions: @unchecked Sendable {
    let identifiers: ItemIdentifiers<Int>
    let controller: ScrollController
    let position: ScrollPositionSnapshot<Int>
    let json: Data
    /// A controller over the same items, none measured: the app after a relaunch.
    let relaunched: ScrollController
    /// The items after 1 % changes, and a controller over them, none measured.
    let changedIdentifiers: ItemIdentifiers<Int>
    let relaunchedAfterChanges: ScrollController

    init(count: Int) throws {
        identifiers = try ItemIdentifiers(IdentityWorkload.identifiers(count: count))
        controller = try IdentityWorkload.controller(count: count, measured: true)
        position = try controller.scrollPosition(identifiers: identifiers)
        json = try JSONEncoder().encode(position)
        relaunched = try IdentityWorkload.controller(count: count, measured: false)
        changedIdentifiers = try ItemIdentifiers(IdentityWorkload.edited(identifiers.identifiers, changes: count / 100, seed: Workload.seed).identifiers)
        relaunchedAfterChanges = try IdentityWorkload.controller(count: changedIdentifiers.count, measured: false)
    }
}

/// Bytes of an encoded position.
let encodedBytes = BenchmarkMetric.custom("encoded bytes", useScalingFactor: false)

func identityBenchmarks() {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 2,
        maxDuration: .seconds(3),
        maxIterations: 100)
    let count = 100_000

    // (h1) What an app does: hand over the new identifiers (validated and indexed), diff them against
    // the current ones with the reloaded identifiers, apply the difference, lay out the frame.
    Benchmark(named("h1 snapshot diff + apply / 1% changes", count), configuration: configuration) { benchmark, live in
        let order = live.orders[live.next]
        benchmark.startMeasurement()
        let snapshot = try ItemIdentifiers(order)
        let difference = try IdentityDifference(from: live.current, to: snapshot, reloading: live.reloaded)
        blackHole(try live.controller.performBatchUpdates(difference, time: 0))
        blackHole(live.controller.placements())
        benchmark.stopMeasurement()
        live.current = snapshot
        live.next = 1 - live.next
    } setup: {
        try LiveSnapshots(count: count)
    }

    // (h2) The difference alone, both snapshots already indexed.
    Benchmark(named("h2 snapshot diff only / 1% changes", count), configuration: configuration) { benchmark, live in
        benchmark.startMeasurement()
        blackHole(try IdentityDifference(from: live.prebuilt[0], to: live.prebuilt[1], reloading: live.reloaded))
    } setup: {
        try LiveSnapshots(count: count)
    }

    let million = 1_000_000
    let savedConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, encodedBytes],
        warmupIterations: 1,
        maxDuration: .seconds(5),
        maxIterations: 30)
    // (i1) Saving: the anchor, its neighbours and every measured extent, by identifier.
    Benchmark(named("i1 save position / 1M measured", million), configuration: savedConfiguration) { benchmark, saved in
        benchmark.startMeasurement()
        blackHole(try saved.controller.scrollPosition(identifiers: saved.identifiers))
    } setup: {
        try SavedPositions(count: million)
    }

    // (i2) Encoding it as JSON; the metric gives its size.
    Benchmark(named("i2 encode position as JSON / 1M measured", million), configuration: savedConfiguration) { benchmark, saved in
        benchmark.startMeasurement()
        let json = try JSONEncoder().encode(saved.position)
        benchmark.stopMeasurement()
        benchmark.measurement(encodedBytes, json.count)
    } setup: {
        try SavedPositions(count: million)
    }

    // (i3) Decoding it (with the checks that its parts fit together).
    Benchmark(named("i3 decode position from JSON / 1M measured", million), configuration: savedConfiguration) { benchmark, saved in
        benchmark.startMeasurement()
        blackHole(try JSONDecoder().decode(ScrollPositionSnapshot<Int>.self, from: saved.json))
    } setup: {
        try SavedPositions(count: million)
    }

    // (i4) Restoring into a relaunched list of the same items, none measured yet: the extents are
    // rebuilt and the anchor put back. (i5) The same after 1 % of the items changed (deleted, inserted,
    // moved).
    let restores: [(name: String, relaunched: (SavedPositions) -> (ScrollController, ItemIdentifiers<Int>))] = [
        ("i4 restore position / 1M measured, data unchanged", { ($0.relaunched, $0.identifiers) }),
        ("i5 restore position / 1M measured, 1% changed", { ($0.relaunchedAfterChanges, $0.changedIdentifiers) }),
    ]
    for restore in restores {
        Benchmark(named(restore.name, million), configuration: savedConfiguration) { benchmark, saved in
            let (relaunched, identifiers) = restore.relaunched(saved)
            var controller = relaunched
            benchmark.startMeasurement()
            blackHole(try controller.restoreScrollPosition(saved.position, identifiers: identifiers, time: 0))
            benchmark.stopMeasurement()
            blackHole(controller)
        } setup: {
            try SavedPositions(count: million)
        }
    }
}
