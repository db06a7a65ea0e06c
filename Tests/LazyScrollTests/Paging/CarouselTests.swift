import Foundation
import Testing
@testable import LazyScroll

@Suite("Carousels")
struct CarouselTests {
    static let size = CGSize(width: 390, height: 200)

    @Test("page lengths, alignment insets and effects the engine refuses are typed errors that change nothing")
    func badSettings() throws {
        func make(_ paging: PagingSettings) throws {
            _ = try ScrollController(content: .pages(count: 3), viewportSize: Self.size, configuration: .pager(paging: paging))
        }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "page length", value: 0, rule: .finiteAndPositive)) {
            try make(PagingSettings(pageLength: .points(0)))
        }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "page length", value: .infinity, rule: .finiteAndPositive)) {
            try make(PagingSettings(pageLength: .points(.infinity)))
        }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "page length (fraction of the viewport)", value: -0.5, rule: .finiteAndPositive)) {
            try make(PagingSettings(pageLength: .fractionOfViewport(-0.5)))
        }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "page alignment inset", value: -1, rule: .finiteAndNotNegative)) {
            try make(PagingSettings(alignment: .leading(inset: -1)))
        }
        #expect(throws: LazyScrollError.self) { try make(PagingSettings(pageLength: .fractionOfViewport(.nan))) }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "minimum page scale", value: 1.5, rule: .fromZeroToOne)) {
            try PageEffect(minimumScale: 1.5).validate()
        }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "minimum page opacity", value: -0.1, rule: .fromZeroToOne)) {
            try PageEffect(minimumOpacity: -0.1).validate()
        }
        try PageEffect(minimumScale: 0, minimumOpacity: 1).validate()
    }

    @Test("an effect is 1 at the alignment point, its minimum from one stride away, linear between")
    func effect() {
        let effect = PageEffect(minimumScale: 0.5, minimumOpacity: 0.25)
        #expect([-2, -1, -0.5, 0, 0.25, 1, 3].map(effect.scale(forProgress:)) == [0.5, 0.5, 0.75, 1, 0.875, 0.5, 0.5])
        #expect([-2, -1, -0.5, 0, 0.5, 1, 3].map(effect.opacity(forProgress:)) == [0.25, 0.25, 0.625, 1, 0.625, 0.25, 0.25])
        #expect(effect.scale(forProgress: .nan) == 0.5)
    }

    /// Found while generalizing the release rule: the page a release lands on was converted to `Int`
    /// straight from the projected landing point, and a finite but enormous velocity trapped.
    @Test("a release at an enormous finite velocity turns one page instead of trapping")
    func enormousReleaseVelocity() throws {
        for looping in [false, true] {
            var harness = try ControllerHarness(
                content: .pages(count: 10), size: Self.size,
                configuration: .pager(paging: PagingSettings(pageLength: .points(300)), looping: looping ? LoopingSettings() : nil))
            let start = harness.controller.currentPage
            try harness.drag(by: -30, steps: 3, velocity: 1e300)
            try harness.settle()
            #expect(harness.controller.currentPage == (start + 1) % 10)
            try harness.drag(by: 30, steps: 3, velocity: -1e300)
            try harness.settle()
            #expect(harness.controller.currentPage == start)
        }
    }

    /// The pages' length follows a fraction of the viewport, keeps it while the viewport has none, and
    /// the page stays centred at every size, mid-animation too.
    @Test("resizing a fractional carousel keeps the page centred, through a zero-length viewport and mid-turn")
    func resizeKeepsThePageCentred() throws {
        var harness = try ControllerHarness(
            content: .pages(count: 30), size: Self.size,
            configuration: .pager(paging: PagingSettings(spacing: 10, pageLength: .fractionOfViewport(0.5))))
        try harness.apply(harness.controller.scroll(toPage: 7, animated: false, time: 0))
        for width: CGFloat in [844, 0, 0, 320, 1] {
            try harness.apply(harness.controller.resize(to: CGSize(width: width, height: 200), time: harness.time))
            let length = width > 0 ? width / 2 : harness.controller.pageGeometry.pageLength
            #expect(harness.controller.pageGeometry.pageLength == length)
            #expect(harness.controller.currentPage == 7)
            // Page 7's centre at the viewport's centre.
            #expect(7 * (length + 10) + length / 2 - harness.controller.offset == width / 2)
        }
        try harness.apply(harness.controller.turnPage(by: 2, animated: true, time: harness.time))
        try harness.advance(to: harness.time + 0.05)
        try harness.apply(harness.controller.resize(to: CGSize(width: 600, height: 200), time: harness.time))
        #expect(harness.controller.currentPage == 9 && !harness.controller.isAnimating)
        #expect(9 * 310 + 150 - harness.controller.offset == 300)
    }

    /// Found by the carousel property test: a batch update that moved a centred carousel resting on its
    /// last page a page further (anchoring on the page left of centre) left it a page past its end, at
    /// rest, because the virtualizer kept offsets within `0 ... maxOffset` and a centred last page rests
    /// beyond that.
    @Test("a batch update keeps a carousel resting on its last page on a page")
    func batchUpdateAtTheEnd() throws {
        var harness = try ControllerHarness(
            content: .pages(count: 5), size: CGSize(width: 300, height: 100),
            configuration: .pager(paging: PagingSettings(pageLength: .points(100))))
        try harness.apply(harness.controller.scroll(toPage: 4, animated: false, time: 0))
        #expect(harness.controller.offset == 300)
        try harness.apply(harness.controller.performBatchUpdates(BatchUpdate(deletions: [4], insertions: [0]), reportedCount: 5, time: 0))
        #expect(harness.controller.offset == 300 && harness.controller.currentPage == 4 && harness.controller.pageIndicator.currentPage == 4)
        #expect(!harness.controller.isAnimating)
    }

    /// Leading alignment: the page at the inset is current, though the viewport's midpoint lies over a
    /// later page, and its neighbours are counted from it.
    @Test("a leading shelf counts its neighbours from the page at the inset")
    func leadingShelf() throws {
        var harness = try ControllerHarness(
            content: .pages(count: 20), size: CGSize(width: 400, height: 100),
            configuration: .pager(paging: PagingSettings(spacing: 0, pageLength: .points(100), alignment: .leading(inset: 20),
                                                         neighbours: 1, prefetch: 1)))
        try harness.apply(harness.controller.scroll(toPage: 10, animated: false, time: 0))
        #expect(harness.controller.offset == 980)
        #expect(harness.controller.currentPage == 10 && harness.controller.pageIndicator.currentPage == 10)
        let windows = harness.controller.virtualizer.windows
        // Visible: 9 (its last 20 points) to 13 (its first 80); views for 9...13 and the current ± 1.
        #expect(windows.visible == 9..<14 && windows.display == 9..<14 && windows.preload == 8..<14)
        #expect(harness.controller.placements().map { harness.controller.pageProgress(ofPage: $0.index) } == [-1, 0, 1, 2, 3])
    }
}
