import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/LazyPaging.md, compiled and run; DocumentationSnippetTests keeps the
// two identical.
@Suite("Documentation: lazy paging")
struct LazyPagingArticleTests {
    @Test("a pager over 1,000 pages keeps the current page and its neighbours")
    func lazyPaging() throws {
        // snippet:begin
        // 1,000 full-screen pages; views for the current page and one neighbour on each side, data
        // prefetched one page further.
        var pager = try ScrollController(
            content: .pages(count: 1_000), viewportSize: CGSize(width: 390, height: 844),
            configuration: .pager(paging: PagingSettings(neighbours: 1, prefetch: 1)))
        let atStart = pager.virtualizer.windows  // display 0..<2, preload 0..<3

        // A short, slow drag past the midpoint turns the page; the release snaps to it.
        var time = 0.0
        _ = try pager.dragBegan(at: CGPoint(x: 300, y: 400), time: time)
        time += 0.5
        _ = try pager.dragMoved(to: CGPoint(x: 60, y: 400), time: time)
        var update = try pager.dragEnded(velocity: 0, time: time)
        while pager.isAnimating {
            time += 1.0 / 60
            update = pager.tick(time: time)
        }
        let afterDrag = pager.currentPage  // 1

        // A short flick turns the page too: 60 points at 400 points per second.
        _ = try pager.dragBegan(at: CGPoint(x: 300, y: 400), time: time)
        time += 0.15
        _ = try pager.dragMoved(to: CGPoint(x: 240, y: 400), time: time)
        update = try pager.dragEnded(velocity: 400, time: time)
        while pager.isAnimating {
            time += 1.0 / 60
            update = pager.tick(time: time)
        }
        let afterFlick = pager.currentPage  // 2

        // Jumping far loads only the pages around the destination: nothing in between is touched.
        update = try pager.scroll(toPage: 500, animated: false, time: time)
        let loaded = Array(update.changes.load)  // [499, 500, 501]
        let indicator = pager.pageIndicator.currentPage  // 500
        // snippet:end

        #expect(atStart.display == 0..<2 && atStart.preload == 0..<3)
        #expect(afterDrag == 1)
        #expect(afterFlick == 2)
        #expect(PagingSettings().minimumFlickVelocity == 400)
        #expect(loaded == [499, 500, 501])
        #expect(pager.currentPage == 500)
        #expect(indicator == 500)
    }

    @Test("the article's figures: a flick from 400 points per second; 1,364 without the flick rule")
    func releaseFigures() throws {
        func page(afterFlicking distance: CGFloat, at speed: CGFloat, rule: CGFloat?) throws -> Int {
            var pager = try ScrollController(
                content: .pages(count: 10), viewportSize: CGSize(width: 390, height: 844),
                configuration: .pager(paging: PagingSettings(minimumFlickVelocity: rule)))
            _ = try pager.dragBegan(at: CGPoint(x: 300, y: 400), time: 0)
            _ = try pager.dragMoved(to: CGPoint(x: 300 - distance, y: 400), time: 0.15)
            _ = try pager.dragEnded(velocity: speed, time: 0.15)
            var time = 0.15
            while pager.isAnimating { time += 1.0 / 60; _ = pager.tick(time: time) }
            return pager.currentPage
        }
        #expect(try page(afterFlicking: 60, at: 400, rule: 400) == 1)
        #expect(try page(afterFlicking: 60, at: 399, rule: 400) == 0)
        // The projection alone: 60 + 0.099 × v must pass the 195-point midpoint.
        #expect(try page(afterFlicking: 60, at: 1_363, rule: nil) == 0)
        #expect(try page(afterFlicking: 60, at: 1_364, rule: nil) == 1)
        // A flick never turns back against itself: dragged 1.7 pages with a limit of one, it goes on to 2.
        var far = try ScrollController(content: .pages(count: 10), viewportSize: CGSize(width: 100, height: 100), configuration: .pager())
        _ = try far.dragBegan(at: CGPoint(x: 200, y: 50), time: 0)
        _ = try far.dragMoved(to: CGPoint(x: 30, y: 50), time: 0.15)
        _ = try far.dragEnded(velocity: 400, time: 0.15)
        var time = 0.15
        while far.isAnimating { time += 1.0 / 60; _ = far.tick(time: time) }
        #expect(far.currentPage == 2)
    }
}
