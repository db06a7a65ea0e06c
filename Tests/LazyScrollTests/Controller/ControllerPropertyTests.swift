import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

@Suite("Controller properties")
struct ControllerPropertyTests {
    /// Random gestures, wheel events, resizes, scroll-tos, batch updates and reloads on a random pager,
    /// carousel or list: after every step the live views are exactly the window, every visible item has
    /// its view, a pager at rest sits on a page, and a pager never has more than 2N + 1 pages alive.
    @Test("random input keeps the views, windows, pages and offsets consistent")
    func randomInput() async {
        await seededPropertyCheck("controller.random-input", count: 150) { seed in
            var rng = SplitMix64(seed: seed)
            do { try Self.run(&rng) } catch { Issue.record("seed \(seed): \(error)") }
        }
    }

    /// One random session. `kinds`: 0 pager, 1 carousel, 2 list, 3 grid, 4 masonry.
    static func run(_ rng: inout SplitMix64, kinds: ClosedRange<Int> = 0...2) throws {
        let kind = Int.random(in: kinds, using: &rng)
        let axis: ScrollAxis = rng.chance(0.5) ? .horizontal : .vertical
        var size = CGSize(width: CGFloat(Int.random(in: 40...400, using: &rng)), height: CGFloat(Int.random(in: 40...400, using: &rng)))
        let count = Int.random(in: 0...(kind >= 2 ? 400 : 40), using: &rng)
        let neighbours = Int.random(in: 0...2, using: &rng)
        let configuration: ScrollConfiguration
        let content: ScrollContent
        switch kind {
        case 0, 1:
            configuration = .pager(
                axis: axis, paging: PagingSettings(maxPagesPerFlick: Int.random(in: 1...3, using: &rng), spacing: CGFloat(Int.random(in: 0...12, using: &rng)), neighbours: neighbours),
                looping: kind == 1 ? LoopingSettings(loopsSingleItem: rng.chance(0.5)) : nil,
                autoAdvance: rng.chance(0.3) ? AutoAdvanceSettings(interval: 0.7) : nil)
            content = .pages(count: count)
        default:
            let bounces = rng.chance(0.8)
            // Lanes do not loop.
            let loops = kind != 4 && rng.chance(0.3)
            configuration = ScrollConfiguration(axis: axis, bounces: bounces, looping: loops ? LoopingSettings() : nil)
            content = .items(try randomItems(kind: kind, count: count, &rng))
        }
        var harness = try ControllerHarness(content: content, size: size, configuration: configuration)
        let paged = kind < 2
        for _ in 0..<50 {
            let main = axis.mainExtent(of: size)
            let operation = Int.random(in: 0..<9, using: &rng)
            harness.lastOperation = "operation \(operation) kind \(kind) looping \(harness.controller.looping != nil) count \(harness.controller.dataCount)"
            switch operation {
            case 0, 1:
                try harness.drag(by: CGFloat(Int.random(in: -Int(main * 2)...Int(main * 2), using: &rng)),
                                 steps: Int.random(in: 1...8, using: &rng),
                                 velocity: rng.chance(0.3) ? nil : CGFloat(Int.random(in: -6_000...6_000, using: &rng)))
            case 2:
                try harness.apply(harness.controller.wheel(delta: CGFloat(Int.random(in: -120...120, using: &rng)), time: harness.time))
            case 3:
                // Zero length along the axis is a normal size (UIKit lays views out at zero in passing):
                // 35% of the resizes, so that the other operations run at zero length too.
                let length = rng.chance(0.35) ? 0 : CGFloat(Int.random(in: 1...400, using: &rng))
                let across = rng.chance(0.1) ? 0 : CGFloat(Int.random(in: 1...400, using: &rng))
                size = axis.size(main: length, cross: across)
                let page = harness.controller.isAnimating ? nil : harness.controller.currentPage
                let anchor = harness.controller.listAnchor()
                let update = try harness.controller.resize(to: size, time: harness.time)
                try harness.apply(update)
                if paged, let page { #expect(harness.controller.currentPage == page, "page lost resizing to \(size)") }
                if !paged, let anchor { Self.expectKept(anchor, shiftedBy: update.indexShift, in: harness.controller, size: size) }
            case 4:
                if harness.controller.dataCount > 0 {
                    let target = Int.random(in: 0..<harness.controller.dataCount, using: &rng)
                    if paged {
                        try harness.apply(harness.controller.scroll(toPage: target, animated: rng.chance(0.5), time: harness.time))
                    } else {
                        try harness.apply(harness.controller.scroll(toItem: target, at: ScrollAlignment.allCases.randomElement(using: &rng)!, animated: rng.chance(0.5), time: harness.time))
                    }
                }
            case 5:
                let newCount = Int.random(in: 0...(paged ? 40 : 400), using: &rng)
                let newContent: ScrollContent = paged ? .pages(count: newCount) : .items(try randomItems(kind: kind, count: newCount, &rng))
                try harness.apply(harness.controller.reloadData(newContent, time: harness.time))
            case 6:
                let n = harness.controller.dataCount
                if n > 3, !paged || harness.controller.looping == nil {
                    let deleted = Int.random(in: 0..<n, using: &rng)
                    let inserted = Int.random(in: 0..<(n), using: &rng)
                    let batch = BatchUpdate(deletions: [deleted], insertions: [inserted], reloads: rng.chance(0.5) ? [(deleted + 1) % n] : [])
                    try harness.apply(harness.controller.performBatchUpdates(batch, reportedCount: n, time: harness.time))
                }
            case 7:
                if !paged, harness.controller.dataCount > 0 {
                    let index = Int.random(in: 0..<harness.controller.dataCount, using: &rng)
                    // A looping list of empty items would show unboundedly many copies at once; keep looping items visible.
                    let smallest = harness.controller.looping == nil ? 0 : 1
                    try harness.apply(harness.controller.setExtent(CGFloat(Int.random(in: smallest...90, using: &rng)), ofItem: index, time: harness.time))
                }
            default:
                try harness.advance(to: harness.time + Double.random(in: 0...1.5, using: &rng))
            }
            if paged {
                #expect(harness.views.statistics.alive <= max(2 * neighbours + 1, 2),
                        "alive \(harness.views.statistics.alive) with \(neighbours) neighbours")
            }
            if rng.chance(0.3) {
                try harness.settle()
                if paged, harness.controller.dataCount > 0 {
                    #expect(harness.controller.pageStride > 0)
                    // Pages rest at their alignment: centred, so half a page past a page's start while
                    // the viewport has no length.
                    let pages = harness.controller.pageGeometry.position(atOffset: harness.controller.offset)
                    #expect(abs(pages - pages.rounded()) < 1e-9, "at rest between pages: \(pages) after \(harness.lastOperation) stride \(harness.controller.pageStride) size \(size)")
                }
                if harness.controller.looping == nil {
                    let range = harness.controller.restingRange
                    #expect(harness.controller.offset >= range.lowerBound - 1e-9 && harness.controller.offset <= range.upperBound + 1e-9, "offset \(harness.controller.offset) outside \(range) after \(harness.lastOperation)")
                }
            }
        }
    }

    /// Estimated items of a list (kind 2), a grid with fixed or adaptive columns (3) or a masonry (4).
    static func randomItems(kind: Int, count: Int, _ rng: inout SplitMix64) throws -> ExtentModel {
        let estimate = CGFloat(Int.random(in: 8...60, using: &rng))
        switch kind {
        case 3:
            // A minimum width of 1 fits every viewport that is not empty, up to the most columns.
            let columns: GridColumns = rng.chance(0.5) ? .adaptive(minimumWidth: 1) : .fixed(Int.random(in: 1...4, using: &rng))
            return .grid(try GridExtents(count: count, estimatedExtent: estimate, layout: ScrollGridLayout(columns: columns, columnSpacing: 2, rowSpacing: 2)))
        case 4:
            return .lanes(try LaneExtents(count: count, estimatedExtent: estimate, layout: LaneLayout(lanes: Int.random(in: 1...4, using: &rng), itemSpacing: 2)))
        default:
            return .measured(try MeasuredExtents(count: count, estimatedExtent: estimate))
        }
    }

    /// A list keeps the row it anchored on (the first visible row starting in the viewport, or the row
    /// at a zero-length viewport's edge) where it was on screen, unless the new size pushed the offset
    /// against an end of the content.
    static func expectKept(_ anchor: (index: Int, onScreen: CGFloat), shiftedBy shift: Int, in controller: ScrollController, size: CGSize) {
        guard let span = try? controller.virtualizer.span(ofItem: anchor.index + shift) else {
            Issue.record("anchor \(anchor.index) + \(shift) is no longer an item after resizing to \(size)")
            return
        }
        let range = controller.restingRange
        let pushed = controller.looping == nil && (controller.offset == range.lowerBound || controller.offset == range.upperBound)
        #expect(pushed || abs(span.start - controller.offset - anchor.onScreen) < 1e-6,
                "row \(anchor.index) moved from \(anchor.onScreen) to \(span.start - controller.offset) resizing to \(size)")
    }
}
