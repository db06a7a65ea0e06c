import Benchmark
import Foundation
import LazyScroll
import BenchmarkWorkload

// (k) Sections (issue 22): the list's scenarios (a) to (e) over the same items grouped into sections of
// 100 items, each with a pinned 40-point header, so that each figure sits beside the flat list's.

/// The item counts the section scenarios run at: 10,000 and 100,000 sections of 100 items.
let sectionItemCounts = [1_000_000, 10_000_000]

/// A feed of 100,000 carousel rows of 1,000 posters each (a 30-point header and a 180-point row per
/// section; posters 120 wide, 8 apart) in a 390 × 800 viewport, with `AcrossScrollers` running the
/// loaded rows, across the samples of one benchmark.
final class LiveFeed: @unchecked Sendable {
    /// The rows and the posters of each.
    static let rowCount = 100_000
    static let postersPerRow = 1_000

    var controller: ScrollController
    var rows = AcrossScrollers()
    /// Offsets to jump to, generated before measuring.
    let randomOffsets: [CGFloat]
    private var nextRandomOffset = 0
    /// The front end's clock, one frame per operation.
    private(set) var time = 0.0
    /// The row (k-h) scrolls, and which way.
    let scrolledRow: Int
    private var step: CGFloat = 7

    init() throws(LazyScrollError) {
        let posters = try UniformExtents(count: Self.postersPerRow, itemExtent: 120, spacing: 8)
        let row = ContentSection(header: .measured(30), items: .uniform(posters), across: AcrossScrolling(rowExtent: .measured(180)))
        let feed = try SectionedExtents(sections: Array(repeating: row, count: Self.rowCount), pinning: .headers)
        controller = try ScrollController(content: .items(.sections(feed)), viewportSize: CGSize(width: 390, height: 800),
                                          configuration: ScrollConfiguration(workingRanges: Workload.settings))
        _ = try rows.apply(controller.initialUpdate, of: controller, time: 0)
        let maxOffset = controller.restingRange.upperBound
        var generator = SplitMix64(seed: Workload.seed)
        randomOffsets = (0..<Workload.randomOffsetCount).map { _ in
            CGFloat(generator.nextUnitInterval() * Double(maxOffset)).rounded(.down)
        }
        // The middle of the feed, and its first visible row for (k-h).
        _ = try rows.apply(controller.scroll(toSection: Self.rowCount / 2, animated: false, time: 0), of: controller, time: 0)
        scrolledRow = try controller.sections!.index(of: .row(section: Self.rowCount / 2))
    }

    /// The next pre-generated offset, cycling, and the next frame.
    func takeRandomOffset() -> CGFloat {
        let offset = randomOffsets[nextRandomOffset]
        nextRandomOffset = (nextRandomOffset + 1) % randomOffsets.count
        time += 1.0 / 120
        return offset
    }

    /// The next 7-point move of (k-h)'s row, back and forth over 20,000 points, and the next frame.
    func takeRowStep() -> CGFloat {
        let offset = rows.scrollers[scrolledRow]?.offset ?? 0
        if offset + step > 20_000 || offset + step < 0 { step = -step }
        time += 1.0 / 120
        return step
    }
}

func sectionBenchmarks() {
    let coldConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .memoryLeakedBytes],
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 10)
    let frameConfiguration = perFrameConfiguration()

    for count in sectionItemCounts {
        let label = "sections of 100"
        // (k-a) Building the sections, estimate only, and the first range.
        var previous: Virtualizer?
        Benchmark(named("k-a cold setup + first range / \(label), estimate only", count), configuration: coldConfiguration) { benchmark in
            previous = nil
            benchmark.startMeasurement()
            var virtualizer = try Workload.virtualizer(over: .sections(SectionWorkload.sections(count: count, givenExtents: false)))
            blackHole(try virtualizer.update(viewport: Workload.viewport(at: 0)))
            benchmark.stopMeasurement()
            previous = virtualizer
        }
        // (k-b) A jump to a random offset, and the frames of every loaded element (a pinned header among them).
        Benchmark(named("k-b update to random offset + placements / \(label)", count), configuration: frameConfiguration) { benchmark, live in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try live.virtualizer.update(viewport: Workload.viewport(at: live.takeRandomOffset())))
                blackHole(live.virtualizer.placements())
            }
        } setup: {
            try LiveVirtualizer.sections(count: count)
        }
        // (k-c) Self-sizing an item above the viewport (section 0's item 10): anchoring, then the frame.
        Benchmark(named("k-c set extent near top + update / \(label)", count), configuration: frameConfiguration) { benchmark, live in
            let index = 11
            let original = Workload.extent(ofItem: 10)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                live.usesAlternateExtent.toggle()
                blackHole(try live.virtualizer.setExtent(live.usesAlternateExtent ? original + 16 : original, ofItem: index))
                try updateAndPlace(live)
            }
        } setup: {
            try LiveVirtualizer.sections(count: count)
        }
        // (k-e) One item inserted at the top of section 0 (a section batch update) while the middle is on
        // screen; the content grows by one item per operation.
        Benchmark(named("k-e insert item (0, 0) (section batch) + update / \(label)", count), configuration: frameConfiguration) { benchmark, live in
            let insertion = SectionBatchUpdate(itemInsertions: [ItemPath(section: 0, item: 0)])
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try live.virtualizer.performSectionUpdates(insertion))
                try updateAndPlace(live)
            }
        } setup: {
            try LiveVirtualizer.sections(count: count)
        }
        // (k-f) A section of 100 items inserted at the top, then deleted, in turn, while the middle is on
        // screen: each operation renumbers 101 elements.
        Benchmark(named("k-f insert or delete section 0 + update / \(label)", count), configuration: frameConfiguration) { benchmark, live in
            let insertion = SectionBatchUpdate(sectionInsertions: [SectionBatchUpdate.SectionInsertion(index: 0, section: SectionWorkload.insertedSection)])
            let deletion = SectionBatchUpdate(sectionDeletions: [0])
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                live.usesAlternateExtent.toggle()
                blackHole(try live.virtualizer.performSectionUpdates(live.usesAlternateExtent ? insertion : deletion))
                try updateAndPlace(live)
            }
        } setup: {
            try LiveVirtualizer.sections(count: count)
        }
        _ = previous
    }

    // (k-g) A jump in the feed of carousels: the content's update, the rows loading and unloading with
    // their posters, and the placements of the content and of every loaded row.
    Benchmark("k-g feed jump + rows + placements / 100K rows of 1K posters", configuration: frameConfiguration) { benchmark, live in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let update = try live.controller.scroll(toOffset: live.takeRandomOffset(), animated: false, time: live.time)
            blackHole(try live.rows.apply(update, of: live.controller, time: live.time))
            blackHole(live.controller.placements())
            for row in live.rows.scrollers.keys { blackHole(live.rows.placements(ofRow: row)) }
        }
    } setup: {
        try LiveFeed()
    }
    // (k-h) One carousel scrolled 7 points per frame: its scroller, its offset kept in its section, its
    // posters' placements.
    Benchmark("k-h feed row scroll by 7 points / 100K rows of 1K posters", configuration: frameConfiguration) { benchmark, live in
        let row = live.scrolledRow
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let step = live.takeRowStep()
            blackHole(try live.rows.update(row: row, of: &live.controller) { (scroller) throws(LazyScrollError) in
                try scroller.scroll(by: step, animated: false, time: live.time)
            })
            blackHole(live.rows.placements(ofRow: row))
        }
    } setup: {
        try LiveFeed()
    }
}
