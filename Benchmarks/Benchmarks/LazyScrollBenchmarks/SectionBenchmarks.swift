import Benchmark
import Foundation
import LazyScroll

// (k) Sections (issue 22): the list's scenarios (a) to (e) over the same items grouped into sections of
// 100 items, each with a pinned 40-point header, so that each figure sits beside the flat list's.

/// The item counts the section scenarios run at: 10,000 and 100,000 sections of 100 items.
let sectionItemCounts = [1_000_000, 10_000_000]

/// The shape of the sectioned workload.
enum SectionWorkload {
    /// Items per section.
    static let itemsPerSection = 100
    /// Every header's extent (estimated until measured).
    static let headerExtent: CGFloat = 40

    /// `count` items in sections of 100 with a header each, pinned; items' extents given up front as
    /// the list's are (20, 24, … 36), or none (estimate only).
    static func sections(count: Int, givenExtents: Bool) throws(LazyScrollError) -> SectionedExtents {
        var sections: [ContentSection] = []
        sections.reserveCapacity(count / itemsPerSection)
        for section in 0..<(count / itemsPerSection) {
            let first = section * itemsPerSection
            let items: MeasuredExtents
            if givenExtents {
                items = try MeasuredExtents(count: itemsPerSection, estimatedExtent: Workload.estimatedExtent) { Workload.extent(ofItem: first + $0) }
            } else {
                items = try MeasuredExtents(count: itemsPerSection, estimatedExtent: Workload.estimatedExtent)
            }
            sections.append(ContentSection(header: .estimated(headerExtent), items: .measured(items)))
        }
        return try SectionedExtents(sections: sections, pinning: .headers)
    }

    /// A section like the workload's, estimate only, for insertions.
    static let insertedSection = ContentSection(
        header: .estimated(headerExtent), items: .measured(try! MeasuredExtents(count: itemsPerSection, estimatedExtent: Workload.estimatedExtent)))
}

/// A virtualizer over sections living across the samples of one benchmark, showing the middle.
final class LiveSections: @unchecked Sendable {
    /// The virtualizer under test.
    var virtualizer: Virtualizer
    /// Offsets to jump to, generated before measuring.
    let randomOffsets: [CGFloat]
    private var nextRandomOffset = 0
    /// Flips on every mutation, so that extents alternate and the tree stays the same size.
    var usesAlternate = false

    init(count: Int) throws(LazyScrollError) {
        virtualizer = try Workload.virtualizer(over: .sections(SectionWorkload.sections(count: count, givenExtents: true)))
        _ = try virtualizer.update(viewport: Workload.viewport(at: 0))
        let maxOffset = virtualizer.maxOffset
        var generator = SplitMix64(seed: Workload.seed)
        randomOffsets = (0..<Workload.randomOffsetCount).map { _ in
            CGFloat(generator.nextUnitInterval() * Double(maxOffset)).rounded(.down)
        }
        _ = try virtualizer.update(viewport: Workload.viewport(at: (maxOffset / 2).rounded(.down)))
    }

    /// The next pre-generated offset, cycling.
    func takeRandomOffset() -> CGFloat {
        let offset = randomOffsets[nextRandomOffset]
        nextRandomOffset = (nextRandomOffset + 1) % randomOffsets.count
        return offset
    }

    /// The frame after a content change: the (anchored) viewport again, and every loaded element's frame.
    func updateAndPlace() throws(LazyScrollError) {
        blackHole(try virtualizer.update(viewport: virtualizer.viewport))
        blackHole(virtualizer.placements())
    }
}

func sectionBenchmarks() {
    let coldConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .memoryLeakedBytes],
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 10)
    let frameConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 200)

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
            try LiveSections(count: count)
        }
        // (k-c) Self-sizing an item above the viewport (section 0's item 10): anchoring, then the frame.
        Benchmark(named("k-c set extent near top + update / \(label)", count), configuration: frameConfiguration) { benchmark, live in
            let index = 11
            let original = Workload.extent(ofItem: 10)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                live.usesAlternate.toggle()
                blackHole(try live.virtualizer.setExtent(live.usesAlternate ? original + 16 : original, ofItem: index))
                try live.updateAndPlace()
            }
        } setup: {
            try LiveSections(count: count)
        }
        // (k-e) One item inserted at the top of section 0 (a section batch update) while the middle is on
        // screen; the content grows by one item per operation.
        Benchmark(named("k-e insert item (0, 0) (section batch) + update / \(label)", count), configuration: frameConfiguration) { benchmark, live in
            let insertion = SectionBatchUpdate(itemInsertions: [ItemPath(section: 0, item: 0)])
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try live.virtualizer.performSectionUpdates(insertion))
                try live.updateAndPlace()
            }
        } setup: {
            try LiveSections(count: count)
        }
        // (k-f) A section of 100 items inserted at the top, then deleted, in turn, while the middle is on
        // screen: each operation renumbers 101 elements.
        Benchmark(named("k-f insert or delete section 0 + update / \(label)", count), configuration: frameConfiguration) { benchmark, live in
            let insertion = SectionBatchUpdate(sectionInsertions: [SectionBatchUpdate.SectionInsertion(index: 0, section: SectionWorkload.insertedSection)])
            let deletion = SectionBatchUpdate(sectionDeletions: [0])
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                live.usesAlternate.toggle()
                blackHole(try live.virtualizer.performSectionUpdates(live.usesAlternate ? insertion : deletion))
                try live.updateAndPlace()
            }
        } setup: {
            try LiveSections(count: count)
        }
        _ = previous
    }
}
