import Benchmark
import Foundation
import LazyScroll
import BenchmarkWorkload

// The engine's hot paths at 100 thousand, 1 million and 10 million items. Each benchmark's name reads
// "<letter> <what> / <variant> n=<count>", so results sort by scenario. Scenarios (b) to (e) build their virtualizer once, in `setup:`, so that the O(n) build is
// never part of their samples; they run 1,000 operations per sample (`.kilo`) and report the time of
// one operation.

/// The item counts every scenario runs at.
let itemCounts = [100_000, 1_000_000, 10_000_000]

/// The item counts the grid scenarios run at.
let gridItemCounts = [1_000_000, 10_000_000]

/// The item counts the lanes scenarios run at: from 100K, as TanStack Virtual's masonry is compared there
/// too (`Benchmarks/Peer`).
let laneItemCounts = [100_000, 1_000_000, 10_000_000]

/// A stack of many list children that lives across the samples of one benchmark (g): 1,000 list
/// children of 10,000 estimated items each (10,000,000 items), with a sticky fixed header of extent 40
/// before every tenth list (100 headers, 1,100 children in all), spacing 4, viewport 800: the setup of
/// the `thousandChildrenTenMillionItems` test in `StackTests`.
final class LiveStack: @unchecked Sendable {
    /// The viewport's length along the scrolling axis.
    static let viewportExtent: CGFloat = 800
    /// The viewport's length across the scrolling axis.
    static let crossExtent: CGFloat = 400
    /// How far (g2) scrolls per update.
    static let scrollStep: CGFloat = 7

    /// The stack under test.
    var stack: ScrollStack
    /// Offsets to jump to, generated before measuring.
    let randomOffsets: [CGFloat]
    /// The next element of `randomOffsets` to use.
    private var nextRandomOffset = 0
    /// The offset (g2) scrolls to next.
    private var scrollOffset: CGFloat = 2_000_000

    init() throws(LazyScrollError) {
        let settings = WorkingRangeSettings(
            display: .screens(leading: 0.5, trailing: 0.5),
            preload: .screens(leading: 0.5, trailing: 0.5), hysteresis: 0)
        stack = try ScrollStack(spacing: 4)
        for index in 0..<1_000 {
            if index % 10 == 0 { try stack.insertChild(.fixed(extent: 40), isSticky: true) }
            let list = try Virtualizer(
                extents: .measured(MeasuredExtents(count: 10_000, estimatedExtent: 44)), settings: settings)
            try stack.insertChild(.list(list))
        }
        _ = try stack.update(viewport: Self.viewport(at: 0))
        let maxOffset = stack.maxOffset
        var generator = SplitMix64(seed: Workload.seed)
        randomOffsets = (0..<Workload.randomOffsetCount).map { _ in
            CGFloat(generator.nextUnitInterval() * Double(maxOffset)).rounded(.down)
        }
        _ = try stack.update(viewport: Self.viewport(at: scrollOffset))
    }

    /// The benchmark's viewport at `offset`.
    static func viewport(at offset: CGFloat) -> Viewport {
        Viewport(offset: offset, extent: viewportExtent, crossExtent: crossExtent)
    }

    /// The next pre-generated offset, cycling.
    func takeRandomOffset() -> CGFloat {
        let offset = randomOffsets[nextRandomOffset]
        nextRandomOffset = (nextRandomOffset + 1) % randomOffsets.count
        return offset
    }

    /// The next offset of ordinary scrolling: 7 points further, back to the start near the end.
    func takeScrollOffset() -> CGFloat {
        scrollOffset += Self.scrollStep
        if scrollOffset > stack.maxOffset { scrollOffset = 2_000_000 }
        return scrollOffset
    }
}

/// The (g) stack as the content of a `ScrollController`, for (g3): the stack's update comes through the
/// controller's move, as every front end's frame does.
final class LiveStackController: @unchecked Sendable {
    /// The controller under test, over a `LiveStack`'s stack.
    var controller: ScrollController
    /// The offset (g3) scrolls to next.
    private var scrollOffset: CGFloat = 2_000_000
    /// The clock passed to the controller, one frame per operation.
    private(set) var time: Double = 0

    init() throws(LazyScrollError) {
        let live = try LiveStack()
        controller = try ScrollController(
            content: .stack(live.stack), viewportSize: CGSize(width: LiveStack.crossExtent, height: LiveStack.viewportExtent))
        _ = try controller.scroll(toOffset: scrollOffset, animated: false, time: time)
    }

    /// The next offset of ordinary scrolling (as `LiveStack.takeScrollOffset()`), and the next frame.
    func takeScrollOffset() -> CGFloat {
        scrollOffset += LiveStack.scrollStep
        if scrollOffset > controller.restingRange.upperBound { scrollOffset = 2_000_000 }
        time += 1.0 / 120
        return scrollOffset
    }
}

/// A pager held by a finger across the samples of one benchmark (j): 1,000,000 pages in a 390-point
/// screen, one page on each side with views; the finger sweeps 7 points per frame, back and forth over
/// 100 pages, so every frame crosses into new pages now and then as a real drag does.
final class LiveCarousel: @unchecked Sendable {
    /// The viewport's size.
    static let size = CGSize(width: 390, height: 200)
    /// How far the finger moves per frame.
    static let fingerStep: CGFloat = 7

    /// The pager under test.
    var controller: ScrollController
    /// Where the finger is, and which way it sweeps.
    private var finger: CGFloat = 0
    private var direction: CGFloat = -1
    private var time = 0.0

    init(pageLength: PageLength) throws(LazyScrollError) {
        controller = try ScrollController(
            content: .pages(count: 1_000_000), viewportSize: Self.size,
            configuration: .pager(paging: PagingSettings(spacing: 10, pageLength: pageLength, alignment: .center)))
        _ = try controller.scroll(toPage: 500_000, animated: false, time: 0)
        _ = try controller.dragBegan(at: CGPoint(x: finger, y: 100), time: 0)
    }

    /// One frame of the drag: the finger moves, and the front end reads every loaded page's placement
    /// and progress (to scale or fade it).
    func frame() throws(LazyScrollError) {
        if abs(finger) > 100 * controller.pageStride { direction = -direction }
        finger += direction * Self.fingerStep
        time += 1.0 / 120
        blackHole(try controller.dragMoved(to: CGPoint(x: finger, y: 100), time: time))
        var progress: CGFloat = 0
        for placement in controller.placements() { progress += controller.pageProgress(ofPage: placement.index) }
        blackHole(progress)
    }
}

/// The frame a front end would run after a content change: move to the (possibly anchored) viewport
/// and fetch every loaded item's frame.
func updateAndPlace(_ live: LiveVirtualizer) throws(LazyScrollError) {
    blackHole(try live.virtualizer.update(viewport: live.virtualizer.viewport))
    blackHole(live.virtualizer.placements())
}

/// Bytes of the model's own arrays as `MeasuredExtents.storageBytes` reports them, per 1,000 items:
/// metrics are whole numbers, and a per-item figure needs decimals.
let arrayBytesPer1000Items = BenchmarkMetric.custom("storageBytes per 1000 items", useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    // The build scenarios: one build per sample, each sample timed on its own.
    let coldConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal, .mallocBytesCount],
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 25)
    let frameConfiguration = perFrameConfiguration()
    let storageConfiguration = Benchmark.Configuration(
        // memoryLeakedBytes: bytes requested from malloc in the measured region and not freed in it,
        // that is, what the built model keeps once the build's temporary arrays are gone.
        metrics: [.memoryLeakedBytes, .mallocCountTotal, arrayBytesPer1000Items],
        warmupIterations: 0,
        maxDuration: .seconds(10),
        maxIterations: 3)

    // (b) to (e), the per-frame scenarios, for `count` items in `arrangement`.
    func registerFrameScenarios(count: Int, arrangement: Arrangement) {
        // (b) A jump to a random offset, and the frames of every loaded item.
        Benchmark(arrangement.named("b update to random offset + placements", count), configuration: frameConfiguration) { benchmark, live in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                let viewport = Workload.viewport(at: live.takeRandomOffset())
                blackHole(try live.virtualizer.update(viewport: viewport))
                blackHole(live.virtualizer.placements())
            }
        } setup: {
            try LiveVirtualizer(count: count, arrangement: arrangement)
        }

        // (c) Self-sizing above the viewport: anchoring moves the offset, then the frame is laid out.
        // (d) The same for the last item, far below the viewport.
        let measuredItems: [(name: String, index: (LiveVirtualizer) -> Int)] = [
            ("c set extent near top + update", { _ in 10 }),
            ("d set extent of last item + update", { $0.virtualizer.count - 1 }),
        ]
        for measured in measuredItems {
            Benchmark(arrangement.named(measured.name, count), configuration: frameConfiguration) { benchmark, live in
                let index = measured.index(live)
                let original = Workload.extent(ofItem: index)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    live.usesAlternateExtent.toggle()
                    let extent = live.usesAlternateExtent ? original + 16 : original
                    blackHole(try live.virtualizer.setExtent(extent, ofItem: index))
                    try updateAndPlace(live)
                }
            } setup: {
                try LiveVirtualizer(count: count, arrangement: arrangement)
            }
        }

        // (e) One unmeasured item inserted at the top while the middle is on screen. Every operation
        // adds an item, so the list grows by the number of operations run (at most a few million).
        Benchmark(arrangement.named("e insert at 0 (batch) + update", count), configuration: frameConfiguration) { benchmark, live in
            let insertion = BatchUpdate(insertions: [0])
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try live.virtualizer.performBatchUpdates(insertion))
                try updateAndPlace(live)
            }
        } setup: {
            try LiveVirtualizer(count: count, arrangement: arrangement)
        }
    }

    for count in itemCounts {
        // The model built by the previous sample: released before the next sample starts measuring,
        // so that freeing millions of extents is not counted as setting up.
        var previousBuild: Virtualizer?
        var previousExtents: MeasuredExtents?

        // (a) Cold setup and the first range: with every extent given up front (O(n) by nature) by a
        // closure or as an array, and with an estimate only (should not depend on n at all). The array
        // is the app's data, made once before the first sample, so only the build is measured.
        var givenArray: [CGFloat] = []
        let coldModels: [(name: String, usesArray: Bool, extents: (Int) throws -> MeasuredExtents)] = [
            ("a cold setup + first range / extents given by a closure", false, Workload.extentsGivenUpFront(count:)),
            ("a cold setup + first range / extents given as an array", true, { _ in
                try MeasuredExtents(extents: givenArray, estimatedExtent: Workload.estimatedExtent)
            }),
            ("a cold setup + first range / estimate only", false, Workload.estimatedExtents(count:)),
        ]
        for model in coldModels {
            Benchmark(named(model.name, count), configuration: coldConfiguration) { benchmark in
                previousBuild = nil
                if model.usesArray && givenArray.count != count { givenArray = Workload.extentArray(count: count) }
                benchmark.startMeasurement()
                var virtualizer = try Workload.virtualizer(over: model.extents(count))
                blackHole(try virtualizer.update(viewport: Workload.viewport(at: 0)))
                blackHole(virtualizer.placements())
                benchmark.stopMeasurement()
                previousBuild = virtualizer
            }
        }

        registerFrameScenarios(count: count, arrangement: .list)

        // (f) Bytes per item of the model alone: bytes it keeps after its build, divided by n when
        // reporting. The model outlives the measured region, so its storage counts as kept.
        Benchmark(named("f bytes kept by the model / extents given", count), configuration: storageConfiguration) { benchmark in
            previousExtents = nil
            benchmark.startMeasurement()
            let extents = try Workload.extentsGivenUpFront(count: count)
            benchmark.stopMeasurement()
            benchmark.measurement(arrayBytesPer1000Items, extents.storageBytes * 1_000 / count)
            previousExtents = extents
        }

        Benchmark(named("f bytes kept by the model / estimate only", count), configuration: storageConfiguration) { benchmark in
            previousExtents = nil
            benchmark.startMeasurement()
            let extents = try Workload.estimatedExtents(count: count)
            benchmark.stopMeasurement()
            benchmark.measurement(arrayBytesPer1000Items, extents.storageBytes * 1_000 / count)
            previousExtents = extents
        }
    }

    // (a) to (e) for a grid of 3 columns and a masonry of 3 lanes over the same items.
    for arrangement in [Arrangement.grid, .lanes] {
        for count in arrangement == .lanes ? laneItemCounts : gridItemCounts {
            var previousBuild: Virtualizer?
            var givenArray: [CGFloat] = []
            let variants: [(name: String, usesArray: Bool, usesClosure: Bool)] = [
                ("extents given as an array", true, false), ("extents given by a closure", false, true), ("estimate only", false, false),
            ]
            for (variant, usesArray, usesClosure) in variants {
                Benchmark(arrangement.named("a cold setup + first range", variant: variant, count), configuration: coldConfiguration) { benchmark in
                    previousBuild = nil
                    if usesArray && givenArray.count != count { givenArray = Workload.extentArray(count: count) }
                    benchmark.startMeasurement()
                    var virtualizer = try Workload.virtualizer(
                        over: arrangement.extents(count: count, given: usesArray ? givenArray : nil, closure: usesClosure))
                    blackHole(try virtualizer.update(viewport: Workload.viewport(at: 0)))
                    blackHole(virtualizer.placements())
                    benchmark.stopMeasurement()
                    previousBuild = virtualizer
                }
            }
            registerFrameScenarios(count: count, arrangement: arrangement)

            // (f) Bytes per item the model keeps after a build from an array (divide by n), as for the
            // list: the goal for lanes is about a list's (a `Float` per item) plus the tree.
            var previousModel: ExtentModel?
            Benchmark(arrangement.named("f bytes kept by the model", variant: "extents given", count), configuration: storageConfiguration) { benchmark in
                previousModel = nil
                if givenArray.count != count { givenArray = Workload.extentArray(count: count) }
                benchmark.startMeasurement()
                let model = try arrangement.extents(count: count, given: givenArray)
                benchmark.stopMeasurement()
                previousModel = model
            }
        }
    }

    // (j) A frame of a drag on a pager of 1,000,000 pages: full-screen pages (j1), and cards 300 points
    // long in a 390-point screen, centred, with their neighbours peeking in (j2). The update, every
    // placement and every page's progress.
    let carousels: [(name: String, length: PageLength)] = [
        ("j1 pager drag frame + placements + progress / full-screen pages n=1M", .viewport),
        ("j2 pager drag frame + placements + progress / 300-point cards, centred n=1M", .points(300)),
    ]
    for carousel in carousels {
        Benchmark(carousel.name, configuration: frameConfiguration) { benchmark, live in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { try live.frame() }
        } setup: {
            try LiveCarousel(pageLength: carousel.length)
        }
    }

    // (g) A stack container: 1,000 list children holding 10,000,000 items (see `LiveStack`). The
    // update returns the placements of the active children and every list's range changes.
    // (g1) A jump to a random offset.
    Benchmark("g1 stack update to random offset / 1K children 10M items", configuration: frameConfiguration) { benchmark, live in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try live.stack.update(viewport: LiveStack.viewport(at: live.takeRandomOffset())))
        }
    } setup: {
        try LiveStack()
    }

    // (g2) Ordinary scrolling: 7 points further per update.
    Benchmark("g2 stack scroll by 7 points / 1K children 10M items", configuration: frameConfiguration) { benchmark, live in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try live.stack.update(viewport: LiveStack.viewport(at: live.takeScrollOffset())))
        }
    } setup: {
        try LiveStack()
    }

    // (g3) The same scrolling with the stack as a `ScrollController`'s content (issue 14, item 8): what
    // a front end's frame costs, the controller's part included.
    Benchmark("g3 stack controller scroll by 7 points / 1K children 10M items", configuration: frameConfiguration) { benchmark, live in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let offset = live.takeScrollOffset()
            blackHole(try live.controller.scroll(toOffset: offset, animated: false, time: live.time))
        }
    } setup: {
        try LiveStackController()
    }

    identityBenchmarks()
    interactionBenchmarks()
    sectionBenchmarks()
}
