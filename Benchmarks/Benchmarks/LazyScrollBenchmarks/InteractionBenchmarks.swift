import Benchmark
import Foundation
import LazyScroll
import BenchmarkWorkload

// (s) Selection, (k) keyboard focus and (r) drag to reorder, at 1M and 10M items: the O(log n) claims
// of issue 23. Each sample runs 1,000 operations and the library reports one.

/// A selection with many ranges: every hundredth item selected, so 2 × n / 100 runs (200,000 at 10M),
/// the tree as deep as it gets for that many; and a stream of seeded random indices.
final class LiveSelection: @unchecked Sendable {
    var selection: ItemSelection
    var generator = SplitMix64(seed: Workload.seed)
    let count: Int

    init(count: Int) throws(LazyScrollError) {
        self.count = count
        selection = try ItemSelection(mode: .multiple, itemCount: count)
        for index in stride(from: 0, to: count, by: 100) { try selection.select(index..<(index + 1)) }
    }

    func takeIndex() -> Int { Int(generator.next() % UInt64(count)) }
}

/// A controller over `count` items in one arrangement, its focus, and seeded random items to focus.
final class LiveFocus: @unchecked Sendable {
    var controller: ScrollController
    var focus = ItemFocus()
    var generator = SplitMix64(seed: Workload.seed)
    var time = 0.0

    init(count: Int, arrangement: Arrangement, measured: Bool) throws(LazyScrollError) {
        let extents = try arrangement.extents(count: count, given: measured ? Workload.extentArray(count: count) : nil)
        controller = try ScrollController(
            content: .items(extents), viewportSize: CGSize(width: Workload.crossExtent, height: Workload.viewportExtent),
            configuration: ScrollConfiguration(workingRanges: Workload.settings))
    }

    /// Puts the focus on a random item, away from the last rows so that a move down has somewhere to go.
    func focusRandomItem() {
        focus.index = Int(generator.next() % UInt64(controller.dataCount - 1_000))
        time += 1.0 / 60
    }
}

/// A measured list of `count` items with one item lifted, and seeded random finger positions.
final class LiveReorder: @unchecked Sendable {
    var controller: ScrollController
    var session: ReorderSession
    var generator = SplitMix64(seed: Workload.seed)
    var time = 0.0

    init(count: Int) throws(LazyScrollError) {
        controller = try ScrollController(
            content: .items(.measured(Workload.extentsGivenUpFront(count: count))),
            viewportSize: CGSize(width: Workload.crossExtent, height: Workload.viewportExtent),
            configuration: ScrollConfiguration(workingRanges: Workload.settings))
        _ = try controller.scroll(toItem: count / 2, at: .start, animated: false, time: 0)
        session = try controller.beginReorder(at: CGPoint(x: 10, y: 400), time: 0)!
    }

    /// A random finger position in the viewport, away from the edges (no auto-scroll).
    func takeFinger() -> CGPoint {
        CGPoint(x: 10, y: 100 + CGFloat(generator.next() % 600))
    }
}

func interactionBenchmarks() {
    let configuration = perFrameConfiguration()

    for count in [1_000_000, 10_000_000] {
        // (s1) Select all, then deselect all: one run each time, whatever the count.
        Benchmark(named("s1 select all + deselect all", count), configuration: configuration) { benchmark, live in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                try live.selection.selectAll()
                blackHole(live.selection.count)
                live.selection.deselectAll()
            }
        } setup: {
            try LiveSelection(count: count)
        }

        // (s2) Toggling a random item of a selection of 2 × n / 100 runs (twice, so it stays the same).
        Benchmark(named("s2 toggle a random item, n/50 runs", count), configuration: configuration) { benchmark, live in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let index = live.takeIndex()
                try live.selection.toggle(index)
                try live.selection.toggle(index)
            }
        } setup: {
            try LiveSelection(count: count)
        }

        // (s3) Whether a random item is selected, in the same selection.
        Benchmark(named("s3 contains a random item, n/50 runs", count), configuration: configuration) { benchmark, live in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(live.selection.contains(live.takeIndex())) }
        } setup: {
            try LiveSelection(count: count)
        }

        // (s4) A batch update (one item inserted at the top, a random one moved to the end) followed by
        // the same selection; the list grows by one item per operation.
        Benchmark(named("s4 follow a batch update, n/50 runs", count), configuration: configuration) { benchmark, live in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let n = live.selection.itemCount
                let update = BatchUpdate(insertions: [0], moves: [.init(from: live.takeIndex(), to: n)])
                try live.selection.performBatchUpdates(update)
            }
        } setup: {
            try LiveSelection(count: count)
        }

        // (k1) Arrow down from a random photo of a three-column grid, none measured, and the scroll that
        // reveals it. (k2) Page Down from a random row of a measured list. (k3) Arrow down from a random
        // note of three lanes, none measured.
        let focusScenarios: [(name: String, arrangement: Arrangement, measured: Bool, move: FocusMove)] = [
            ("k1 focus down + reveal / grid", .grid, false, .down),
            ("k2 focus page down + reveal / measured list", .list, true, .pageDown),
            ("k3 focus down + reveal / lanes", .lanes, false, .down),
        ]
        for scenario in focusScenarios {
            Benchmark(named(scenario.name, count), configuration: configuration) { benchmark, live in
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    live.focusRandomItem()
                    blackHole(try live.controller.moveFocus(&live.focus, scenario.move, animated: false, time: live.time))
                }
            } setup: {
                try LiveFocus(count: count, arrangement: scenario.arrangement, measured: scenario.measured)
            }
        }

        // (r1) The finger moves to a random place on screen: a new drop index, the items easing aside,
        // and the frame's placements with the gap.
        Benchmark(named("r1 reorder move + placements", count), configuration: configuration) { benchmark, live in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                live.time += 1.0 / 60
                blackHole(try live.controller.moveReorder(&live.session, to: live.takeFinger(), time: live.time))
                blackHole(live.controller.placements(during: live.session))
            }
        } setup: {
            try LiveReorder(count: count)
        }

        // (r2) The finger held 1 point from the bottom edge: a frame of auto-scroll (1,475 points a
        // second), the drop index following the content, and the placements.
        Benchmark(named("r2 reorder auto-scroll frame + placements", count), configuration: configuration) { benchmark, live in
            _ = try live.controller.moveReorder(&live.session, to: CGPoint(x: 10, y: 799), time: live.time)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                live.time += 1.0 / 60
                blackHole(live.controller.tickReorder(&live.session, time: live.time))
                blackHole(live.controller.placements(during: live.session))
            }
        } setup: {
            try LiveReorder(count: count)
        }
    }
}
