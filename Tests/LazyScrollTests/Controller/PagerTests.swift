import Foundation
import Testing
@testable import LazyScroll

@Suite("Pager")
struct PagerTests {
    static let size = CGSize(width: 400, height: 300)

    static func pager(count: Int) throws -> ControllerHarness {
        try ControllerHarness(content: .pages(count: count), size: size, configuration: .pager())
    }

    @Test("a fling across 1,000 pages loads each page at most once and never has more than 3 alive")
    func flingAcrossThousandPages() throws {
        var harness = try ControllerHarness(content: .pages(count: 1_000), size: Self.size, configuration: .pager())
        for expected in 1..<1_000 {
            try harness.drag(by: -120, velocity: 1_500)
            try harness.settle()
            #expect(harness.controller.currentPage == expected)
            #expect(harness.controller.offset == CGFloat(expected) * 400)
        }
        #expect(harness.loadCounts.values.allSatisfy { $0 == 1 })
        #expect(harness.loadCounts.count == 1_000)
        #expect(harness.maxAlive <= 3)
        #expect(harness.views.pool.statistics.created <= 4)
        #expect(harness.controller.pageIndicator.currentPage == 999)
        #expect(harness.pageChanges == 999)
    }

    @Test("the release target comes from the projected landing point, at most one page from the drag's start")
    func releaseTargets() throws {
        func target(drag: CGFloat, velocity: CGFloat, pagesPerFlick: Int = 1) throws -> Int {
            var harness = try ControllerHarness(
                content: .pages(count: 50), size: Self.size,
                configuration: .pager(paging: PagingSettings(maxPagesPerFlick: pagesPerFlick)))
            try harness.controller.scroll(toPage: 10, animated: false, time: 0).apply(to: &harness)
            try harness.drag(by: drag, velocity: velocity)
            try harness.settle()
            return harness.controller.currentPage
        }
        #expect(try target(drag: -100, velocity: 0) == 10)       // short drag, no speed: back
        #expect(try target(drag: -210, velocity: 0) == 11)       // past the midpoint: next
        #expect(try target(drag: -50, velocity: 20_000) == 11)   // hard flick: still one page
        #expect(try target(drag: -50, velocity: 20_000, pagesPerFlick: 3) == 13)
        #expect(try target(drag: 60, velocity: -16_000) == 9)
        #expect(try target(drag: -150, velocity: 8_000) == 11)   // projection 150 + 792 → 2 pages, limited to 1
    }

    @Test("a short quick swipe turns the page: a 60-point flick at 400 points per second on a 390-point page (issue 13, item 8)")
    func shortQuickSwipeTurnsThePage() throws {
        func page(afterSwiping distance: CGFloat, at speed: CGFloat, settings: PagingSettings = PagingSettings()) throws -> Int {
            var harness = try ControllerHarness(content: .pages(count: 20), size: CGSize(width: 390, height: 844), configuration: .pager(paging: settings))
            try harness.apply(harness.controller.scroll(toPage: 5, animated: false, time: 0))
            try harness.drag(by: -distance, velocity: distance > 0 ? speed : -speed)
            try harness.settle()
            return harness.controller.currentPage
        }
        #expect(PagingSettings().minimumFlickVelocity == 400)
        #expect(try page(afterSwiping: 60, at: 400) == 6)
        #expect(try page(afterSwiping: -60, at: 400) == 4)
        #expect(try page(afterSwiping: 60, at: 399) == 5)     // slower: the midpoint rule, back to page 5
        #expect(try page(afterSwiping: 200, at: 0) == 6)      // slow but past the midpoint
        #expect(try page(afterSwiping: 60, at: 400, settings: PagingSettings(minimumFlickVelocity: nil)) == 5)
        // Without the flick rule the projection alone needs (195 − 60) / 0.099 ≈ 1,364 points per second.
        #expect(try page(afterSwiping: 60, at: 1_363, settings: PagingSettings(minimumFlickVelocity: nil)) == 5)
        #expect(try page(afterSwiping: 60, at: 1_364, settings: PagingSettings(minimumFlickVelocity: nil)) == 6)
        // The gallery's case: a 35-cell swipe at 450 cells per second on a 200-column page.
        var gallery = try ControllerHarness(content: .pages(count: 1_000), size: CGSize(width: 200, height: 20), configuration: .pager())
        try gallery.drag(by: -35, velocity: 450)
        try gallery.settle()
        #expect(gallery.controller.currentPage == 1)
    }

    /// Every release on a small grid of positions, velocities, start pages and limits: a slow release
    /// takes the page nearest the projected landing point; a flick goes at least to the next page in
    /// its direction, never against it; neither goes beyond `maxPagesPerFlick` from the start page
    /// except to the page just ahead of where the finger already took the content; ends hold.
    @Test("the release rule: midpoint for slow releases, at least one page for flicks, never against them, limited")
    func releaseRuleOnEveryState() throws {
        let stride: CGFloat = 100
        let speeds: [CGFloat] = [0, 50, 399, 400, 401, 1_000, 1_363, 1_365, 3_000, 20_000]
        for limit in 1...3 {
            let paging = PagingSettings(maxPagesPerFlick: limit)
            let threshold = paging.minimumFlickVelocity!
            // Positions count from the alignment inset: a carousel's release follows the same rule.
            for (eighths, inset) in (-16...48).flatMap({ eighths in [(eighths, CGFloat(0)), (eighths, 37)] }) {
                let geometry = PageGeometry(pageLength: stride - 10, spacing: 10, alignmentInset: inset)
                let offset = CGFloat(eighths) * stride / 8 - inset
                let position = CGFloat(eighths) / 8
                for startPage in (Int(position.rounded(.down)) - 1)...(Int(position.rounded(.up)) + 1) {
                    for valid in [nil, 0...3] as [ClosedRange<Int>?] {
                        var previous = Int.min
                        for velocity in speeds.reversed().map({ -$0 }) + speeds.dropFirst() {
                            let page = paging.targetPage(releasedAt: offset, velocity: velocity, geometry: geometry, startPage: startPage, validPages: valid)
                            let state = "limit \(limit) position \(position) start \(startPage) velocity \(velocity) valid \(String(describing: valid)): page \(page)"
                            // Faster forward never lands further back.
                            #expect(page >= previous, "\(state) after \(previous)")
                            previous = page
                            if let valid { #expect(valid.contains(page), "\(state)") }
                            let clamp = { (page: Int) in valid.map { min(max(page, $0.lowerBound), $0.upperBound) } ?? page }
                            let reach = min(startPage - limit, Int(position.rounded(.down)))...max(startPage + limit, Int(position.rounded(.up)))
                            #expect(clamp(reach.lowerBound) <= page && page <= clamp(reach.upperBound), "\(state): beyond the limit")
                            if abs(velocity) < threshold {
                                let landing = (paging.decelerationRate.projectedOffset(from: offset, velocity: velocity) + inset) / stride
                                let nearest = Int(landing.rounded(.toNearestOrAwayFromZero))
                                #expect(page == clamp(min(max(nearest, startPage - limit), startPage + limit)), "\(state): not the midpoint rule")
                            } else if velocity > 0 {
                                #expect(CGFloat(page) >= min(position, CGFloat(clamp(Int.max))), "\(state): against the flick")
                                #expect(page >= clamp(min(Int(position.rounded(.down)) + 1, startPage + limit)), "\(state): no turn")
                            } else {
                                #expect(CGFloat(page) <= max(position, CGFloat(clamp(Int.min))), "\(state): against the flick")
                                #expect(page <= clamp(max(Int(position.rounded(.up)) - 1, startPage - limit)), "\(state): no turn")
                            }
                        }
                    }
                }
            }
        }
    }

    @Test("a rotation keeps the current page, also mid-animation and with spacing")
    func rotationKeepsPage() throws {
        var harness = try ControllerHarness(
            content: .pages(count: 20), size: Self.size,
            configuration: .pager(paging: PagingSettings(spacing: 10)))
        try harness.controller.scroll(toPage: 7, animated: false, time: 0).apply(to: &harness)
        try harness.apply(harness.controller.resize(to: CGSize(width: 300, height: 400), time: harness.time))
        #expect(harness.controller.currentPage == 7)
        #expect(harness.controller.offset == CGFloat(2170))
        // Mid-animation: the page it was heading to.
        try harness.apply(harness.controller.turnPage(by: 1, animated: true, time: harness.time))
        try harness.advance(to: harness.time + 0.05)
        try harness.apply(harness.controller.resize(to: CGSize(width: 400, height: 300), time: harness.time))
        #expect(harness.controller.currentPage == 8)
        #expect(harness.controller.offset == CGFloat(3280))
        #expect(!harness.controller.isAnimating)
        #expect(Set(harness.views.views.keys) == [7, 8, 9])
    }

    @Test("the page indicator changes once when the midpoint is crossed once, however the offset jitters")
    func indicatorDoesNotFlicker() throws {
        var harness = try ControllerHarness(content: .pages(count: 5), size: Self.size, configuration: .pager())
        let axis = harness.controller.configuration.axis
        try harness.apply(harness.controller.dragBegan(at: axis.point(main: 300, cross: 0), time: 0))
        var changes = 0
        // The finger creeps left to just past the midpoint, jittering by ±1 point on the way.
        var position: CGFloat = 300
        for step in 0..<400 {
            position -= 0.6
            let jitter: CGFloat = step % 2 == 0 ? 1 : -1
            let update = try harness.controller.dragMoved(to: axis.point(main: position + jitter, cross: 0), time: Double(step) / 60)
            if update.pageChanged { changes += 1 }
            try harness.apply(update)
        }
        #expect(harness.controller.offset > 230)
        #expect(changes == 1)
        #expect(harness.controller.pageIndicator.currentPage == 1)
        #expect(harness.controller.pageIndicator.dots == "○ • ○ ○ ○")
    }

    @Test("next and previous turn pages with animation, adding up when repeated, and stop at the ends")
    func nextAndPrevious() throws {
        var harness = try ControllerHarness(content: .pages(count: 4), size: Self.size, configuration: .pager())
        try harness.apply(harness.controller.turnPage(by: 1, animated: true, time: 0))
        try harness.apply(harness.controller.turnPage(by: 1, animated: true, time: 0))
        #expect(harness.controller.heading == 800)
        try harness.settle()
        #expect(harness.controller.currentPage == 2)
        try harness.apply(harness.controller.turnPage(by: 5, animated: true, time: harness.time))
        try harness.settle()
        #expect(harness.controller.currentPage == 3)
        try harness.apply(harness.controller.turnPage(by: -9, animated: false, time: harness.time))
        #expect(harness.controller.currentPage == 0)
    }

    @Test("prefetch comes before a page can be visible, and cancel when it leaves the preload range")
    func prefetchAndCancel() throws {
        var controller = try ScrollController(content: .pages(count: 100), viewportSize: Self.size, configuration: .pager())
        #expect(controller.virtualizer.windows.preload == 0..<3)
        #expect(controller.virtualizer.windows.display == 0..<2)
        var prefetched: Set<Int> = Set(0..<3)
        var time = 0.0
        for page in 1..<30 {
            var update = try controller.turnPage(by: 1, animated: true, time: time)
            while true {
                for index in update.changes.prefetch { prefetched.insert(index) }
                for index in update.changes.cancelPrefetch { prefetched.remove(index) }
                for index in update.changes.show { #expect(prefetched.contains(index)) }
                for index in update.changes.load { #expect(prefetched.contains(index)) }
                if !controller.isAnimating { break }
                time += 1.0 / 60
                update = controller.tick(time: time)
            }
            #expect(controller.currentPage == page)
            #expect(prefetched == Set(controller.virtualizer.windows.preload))
            #expect(controller.virtualizer.windows.preload == max(0, page - 2)..<min(100, page + 3))
        }
    }

    @Test("kept configured pages come back without being drawn again")
    func keptPages() throws {
        var harness = try ControllerHarness(content: .pages(count: 10), size: Self.size, configuration: .pager(), keptViews: 2)
        for _ in 0..<3 { try harness.apply(harness.controller.turnPage(by: 1, animated: false, time: harness.time)) }
        let configured = harness.views.statistics.configured
        try harness.apply(harness.controller.turnPage(by: -1, animated: false, time: harness.time))
        #expect(harness.views.statistics.configured == configured)   // page 1 was kept, not drawn again
        #expect(harness.views.statistics.alive <= 5)
    }
}

extension ScrollUpdate {
    func apply(to harness: inout ControllerHarness) throws { try harness.apply(self) }
}
