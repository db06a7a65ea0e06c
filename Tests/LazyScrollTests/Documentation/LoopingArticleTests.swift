import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/Looping.md, compiled and run; DocumentationSnippetTests keeps the two
// identical.
@Suite("Documentation: looping")
struct LoopingArticleTests {
    @Test("a looping carousel wraps both ways; below three pages a page has a view on each side")
    func looping() throws {
        // snippet:begin
        // Three pages that wrap around: after page 2 comes page 0 again.
        var carousel = try ScrollController(
            content: .pages(count: 3), viewportSize: CGSize(width: 300, height: 200),
            configuration: .pager(looping: LoopingSettings()))

        var time = 0.0
        func turn(by pages: Int) throws {
            _ = try carousel.turnPage(by: pages, animated: true, time: time)
            while carousel.isAnimating {
                time += 1.0 / 60
                _ = carousel.tick(time: time)
            }
        }

        // Backwards from the first page lands on the last one.
        try turn(by: -1)
        let wrappedBack = carousel.currentPage  // 2
        // Forwards from there wraps to the first one again.
        try turn(by: 1)
        let wrappedForward = carousel.currentPage  // 0

        // Three pages or more (2 × neighbours + 1): each data page has at most one view.
        let shown = carousel.placements().map(\.dataIndex)  // [2, 0, 1]: each page once

        // Fewer: the window (the current page ± 1) wraps onto itself. Page 1 of two is both the previous
        // and the next page, with a view on each side; a looping single page is its own neighbours.
        let pair = try ScrollController(
            content: .pages(count: 2), viewportSize: CGSize(width: 300, height: 200),
            configuration: .pager(looping: LoopingSettings()))
        let pairShown = pair.placements().map(\.dataIndex)  // [1, 0, 1]
        let single = try ScrollController(
            content: .pages(count: 1), viewportSize: CGSize(width: 300, height: 200),
            configuration: .pager(looping: LoopingSettings(loopsSingleItem: true)))
        let singleShown = single.placements().map(\.dataIndex)  // [0, 0, 0]
        // snippet:end

        #expect(wrappedBack == 2)
        #expect(wrappedForward == 0)
        #expect(shown == [2, 0, 1])
        #expect(pairShown == [1, 0, 1])
        #expect(singleShown == [0, 0, 0])
        // Distinct views all the same: placements are keyed by virtual index.
        #expect(Set(pair.placements().map(\.index)).count == 3 && Set(single.placements().map(\.index)).count == 3)
    }
}
