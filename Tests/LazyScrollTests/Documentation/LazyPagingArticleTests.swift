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

        // Jumping far loads only the pages around the destination: nothing in between is touched.
        update = try pager.scroll(toPage: 500, animated: false, time: time)
        let loaded = Array(update.changes.load)  // [499, 500, 501]
        let indicator = pager.pageIndicator.currentPage  // 500
        // snippet:end

        #expect(atStart.display == 0..<2 && atStart.preload == 0..<3)
        #expect(afterDrag == 1)
        #expect(loaded == [499, 500, 501])
        #expect(pager.currentPage == 500)
        #expect(indicator == 500)
    }
}
