import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

/// Pages of any length, spacing and alignment, with and without looping, checked against
/// `PageGeometryReference` after every step: the current page, the visible pages, the windows, each
/// loaded page's place and progress, and at rest the alignment and the page indicator.
@Suite("Carousel properties")
struct CarouselPropertyTests {
    @Test("random carousels under random drags, flicks, turns, jumps, resizes, reloads and batch updates agree with the model")
    func randomCarousels() async {
        await seededPropertyCheck("carousel.random-input", count: 200) { seed in
            var rng = SplitMix64(seed: seed)
            do { try Self.run(&rng) } catch { Issue.record("seed \(seed): \(error)") }
        }
    }

    /// Every carousel of 0–3 pages, narrower than, as long as and longer than the viewport, centred or
    /// at a leading inset, with and without spacing and looping: every jump, every turn from every page,
    /// flicks both ways, and a trip through a zero-length viewport.
    @Test("every small carousel, every page, every turn")
    func everySmallCarousel() throws {
        for count in 0...3 {
            for looping in [false, true] {
                for length: CGFloat in [40, 100, 130] {
                    for alignment in [PageAlignment.center, .leading(inset: 12)] {
                        for spacing: CGFloat in [0, 6] {
                            try Self.exercise(count: count, looping: looping, length: .points(length), spacing: spacing, alignment: alignment)
                        }
                    }
                }
            }
        }
    }

    static func exercise(count: Int, looping: Bool, length: PageLength, spacing: CGFloat, alignment: PageAlignment) throws {
        let size = CGSize(width: 100, height: 30)
        let paging = PagingSettings(spacing: spacing, pageLength: length, alignment: alignment, neighbours: 1, prefetch: 1)
        var harness = try ControllerHarness(
            content: .pages(count: count), size: size,
            configuration: .pager(paging: paging, looping: looping ? LoopingSettings(loopsSingleItem: true) : nil))
        var model = PageGeometryReference(pageLength: length, spacing: spacing, alignment: alignment, neighbours: 1, prefetch: 1, viewportLength: 100)
        harness.lastOperation = "\(count) pages of \(length), spacing \(spacing), \(alignment), looping \(looping)"
        check(harness.controller, model, harness.lastOperation)
        for page in 0..<count {
            try harness.apply(harness.controller.scroll(toPage: page, animated: false, time: harness.time))
            #expect(harness.controller.currentPage == page, "jump to \(page): \(harness.lastOperation)")
            check(harness.controller, model, "jump to \(page): \(harness.lastOperation)")
            for turn in [-1, 1] {
                try harness.apply(harness.controller.turnPage(by: turn, animated: true, time: harness.time))
                try harness.settle()
                let expected = looping ? ((page + turn) % count + count) % count : min(max(page + turn, 0), count - 1)
                #expect(harness.controller.currentPage == expected, "turn \(turn) from \(page): \(harness.lastOperation)")
                check(harness.controller, model, "turn \(turn) from \(page): \(harness.lastOperation)")
                try harness.apply(harness.controller.scroll(toPage: page, animated: false, time: harness.time))
            }
            for flick: CGFloat in [-20, 20] {
                try harness.drag(by: flick, steps: 2, duration: 0.05, velocity: -flick * 50)
                try harness.settle()
                check(harness.controller, model, "flick \(flick) from \(page): \(harness.lastOperation)")
                try harness.apply(harness.controller.scroll(toPage: page, animated: false, time: harness.time))
            }
            for length: CGFloat in [0, 100] {
                try harness.apply(harness.controller.resize(to: CGSize(width: length, height: 30), time: harness.time))
                model.resize(to: Double(length))
                #expect(harness.controller.currentPage == page, "resize to \(length) on \(page): \(harness.lastOperation)")
                check(harness.controller, model, "resize to \(length) on \(page): \(harness.lastOperation)")
            }
        }
    }

    static func run(_ rng: inout SplitMix64) throws {
        let axis: ScrollAxis = rng.chance(0.5) ? .horizontal : .vertical
        func pageCount() -> Int { rng.chance(0.5) ? Int.random(in: 0...3, using: &rng) : Int.random(in: 4...30, using: &rng) }
        func mainLength() -> CGFloat { rng.chance(0.15) ? 0 : CGFloat(Int.random(in: 1...400, using: &rng)) }
        let count = pageCount()
        let length: PageLength
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: length = .viewport
        case 1: length = .fractionOfViewport(CGFloat(rng.quarter(in: 0.25...1.5)))
        default: length = .points(CGFloat(rng.quarter(in: 8...300)))
        }
        let spacing = CGFloat(rng.quarter(in: 0...16))
        // Mostly insets that keep the page on screen, sometimes ones that put it beyond the viewport.
        let alignment: PageAlignment = rng.chance(0.5) ? .center : .leading(inset: CGFloat(rng.quarter(in: 0...(rng.chance(0.8) ? 60 : 600))))
        let neighbours = Int.random(in: 0...2, using: &rng)
        let prefetch = Int.random(in: 0...2, using: &rng)
        let paging = PagingSettings(
            maxPagesPerFlick: Int.random(in: 1...3, using: &rng), spacing: spacing, pageLength: length, alignment: alignment,
            neighbours: neighbours, prefetch: prefetch)
        let configuration = ScrollConfiguration.pager(
            axis: axis, paging: paging, looping: rng.chance(0.5) ? LoopingSettings(loopsSingleItem: rng.chance(0.5)) : nil,
            autoAdvance: rng.chance(0.2) ? AutoAdvanceSettings(interval: 0.7) : nil)
        var size = axis.size(main: mainLength(), cross: CGFloat(Int.random(in: 1...100, using: &rng)))
        var harness = try ControllerHarness(content: .pages(count: count), size: size, configuration: configuration)
        var model = PageGeometryReference(
            pageLength: length, spacing: Double(spacing), alignment: alignment, neighbours: neighbours, prefetch: prefetch,
            viewportLength: Double(axis.mainExtent(of: size)))
        check(harness.controller, model, "start")
        for _ in 0..<50 {
            let main = max(50, axis.mainExtent(of: size))
            let operation = Int.random(in: 0..<10, using: &rng)
            harness.lastOperation = "operation \(operation), \(harness.controller.dataCount) pages of \(length) spacing \(spacing) \(alignment) in \(size), looping \(harness.controller.looping != nil)"
            switch operation {
            case 0, 1:
                try harness.drag(by: CGFloat(Int.random(in: -Int(main * 2)...Int(main * 2), using: &rng)),
                                 steps: Int.random(in: 1...8, using: &rng),
                                 velocity: rng.chance(0.3) ? nil : CGFloat(Int.random(in: -4_000...4_000, using: &rng)))
            case 2:
                try harness.apply(harness.controller.wheel(delta: CGFloat(Int.random(in: -120...120, using: &rng)), time: harness.time))
            case 3:
                try harness.apply(harness.controller.turnPage(by: Int.random(in: -2...2, using: &rng), animated: rng.chance(0.5), time: harness.time))
            case 4:
                if harness.controller.dataCount > 0 {
                    let page = Int.random(in: 0..<harness.controller.dataCount, using: &rng)
                    try harness.apply(harness.controller.scroll(toPage: page, animated: rng.chance(0.5), time: harness.time))
                }
            case 5:
                size = axis.size(main: mainLength(), cross: CGFloat(Int.random(in: 0...100, using: &rng)))
                let page = harness.controller.isAnimating ? nil : harness.controller.currentPage
                try harness.apply(harness.controller.resize(to: size, time: harness.time))
                model.resize(to: Double(axis.mainExtent(of: size)))
                if let page { #expect(harness.controller.currentPage == page, "page lost resizing to \(size): \(harness.lastOperation)") }
            case 6:
                try harness.apply(harness.controller.reloadData(.pages(count: pageCount()), time: harness.time))
            case 7:
                try harness.advance(to: harness.time + Double.random(in: 0...1.5, using: &rng))
            case 8:
                // Pages deleted and inserted around the visible ones keep what is on screen, on a page.
                let n = harness.controller.dataCount
                if n > 3, harness.controller.looping == nil {
                    let batch = BatchUpdate(deletions: [Int.random(in: 0..<n, using: &rng)], insertions: [Int.random(in: 0..<n, using: &rng)])
                    try harness.apply(harness.controller.performBatchUpdates(batch, reportedCount: n, time: harness.time))
                }
            default:
                try harness.settle()
            }
            check(harness.controller, model, harness.lastOperation)
        }
        try harness.settle()
        check(harness.controller, model, "settled after \(harness.lastOperation)")
    }

    /// Compares `controller` with `model`: the page length, the current page, the visible pages (up to
    /// rounding at their edges), the display and preload windows, every loaded page's frame and progress,
    /// a looping pager's copies reaching past everything it shows, and at rest the alignment and the
    /// indicator.
    static func check(_ controller: ScrollController, _ model: PageGeometryReference, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let axis = controller.configuration.axis
        let windows = controller.virtualizer.windows
        let offset = Double(controller.offset)
        let tolerance = 1e-9 * max(1, abs(offset))
        let stride = model.length + model.spacing
        #expect(Double(controller.pageGeometry.pageLength) == model.length, "page length: \(context)", sourceLocation: sourceLocation)
        guard controller.dataCount > 0 else {
            #expect(windows == .empty, "windows of no pages: \(context)", sourceLocation: sourceLocation)
            return
        }
        let count = controller.virtualizer.count
        let (current, ambiguous) = model.nearestPage(to: offset, among: 0...(count - 1), tolerance: tolerance)
        if !ambiguous {
            #expect(controller.currentVirtualPage == current, "current page \(controller.currentVirtualPage), model \(current) at \(offset): \(context)", sourceLocation: sourceLocation)
        }
        let atRest = !controller.isAnimating && !controller.isDragging
        if atRest {
            let resting = model.restingOffset(ofPageAt: model.starts(of: current...current)[current]!)
            #expect(abs(offset - resting) <= tolerance, "at rest at \(offset), page \(current) rests at \(resting): \(context)", sourceLocation: sourceLocation)
            #expect(controller.pageIndicator.currentPage == current % controller.dataCount, "indicator \(controller.pageIndicator.currentPage), page \(current): \(context)", sourceLocation: sourceLocation)
        }
        guard model.viewportLength > 0 else {
            #expect(windows == .empty, "windows of a zero-length viewport: \(context)", sourceLocation: sourceLocation)
            return
        }
        // A looping pager's line of pages runs on past its copies; nothing visible may lie beyond them.
        let line = controller.looping == nil ? 0...(count - 1) : -2...(count + 1)
        let visible = model.visiblePages(at: offset, among: line, tolerance: tolerance)
        let shown = Set(windows.visible)
        #expect(visible.certain.isSubset(of: shown) && shown.isSubset(of: visible.possible),
                "visible \(windows.visible), model \(visible.certain.sorted())…\(visible.possible.sorted()) at \(offset): \(context)", sourceLocation: sourceLocation)
        if !ambiguous {
            let expected = model.windows(current: current, visible: windows.visible, valid: controller.looping == nil ? 0..<count : nil)
            #expect(windows.display == expected.display && windows.preload == expected.preload,
                    "windows \(windows), model \(expected) around \(current): \(context)", sourceLocation: sourceLocation)
        }
        let starts = model.starts(of: 0...(count - 1))
        for placement in controller.placements() {
            let start = starts[placement.index]!
            let frameStart = Double(axis.mainCoordinate(of: placement.frame.origin))
            #expect(abs(frameStart - (start - offset)) <= tolerance && Double(axis.mainExtent(of: placement.frame.size)) == model.length,
                    "page \(placement.index) at \(frameStart), model \(start - offset): \(context)", sourceLocation: sourceLocation)
            let progress = (start - model.inset - offset) / stride
            #expect(abs(Double(controller.pageProgress(ofPage: placement.index)) - progress) <= tolerance / stride,
                    "progress of \(placement.index): \(controller.pageProgress(ofPage: placement.index)), model \(progress): \(context)", sourceLocation: sourceLocation)
            #expect(placement.dataIndex == placement.index % controller.dataCount, sourceLocation: sourceLocation)
        }
    }
}
