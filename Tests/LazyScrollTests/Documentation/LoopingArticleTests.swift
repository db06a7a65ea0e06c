import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/Looping.md, compiled and run; DocumentationSnippetTests keeps the two
// identical.
@Suite("Documentation: looping")
struct LoopingArticleTests {
    @Test("a looping carousel of three pages wraps both ways without duplicating a page")
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

        // Each data page has at most one view, even though the index space repeats.
        let shown = carousel.placements().map(\.dataIndex)  // [2, 0, 1]: each page once
        // snippet:end

        #expect(wrappedBack == 2)
        #expect(wrappedForward == 0)
        #expect(Set(shown).count == shown.count)
    }
}
