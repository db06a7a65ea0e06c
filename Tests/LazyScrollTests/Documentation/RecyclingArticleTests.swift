import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/Recycling.md, compiled and run; DocumentationSnippetTests keeps the
// two identical.
@Suite("Documentation: recycling")
struct RecyclingArticleTests {
    @Test("scrolling 5,000 rows creates about a screenful of views and reuses them")
    func recycling() throws {
        // snippet:begin
        final class Cell {
            var row = -1
        }

        // Two kinds of row, each with its own idle list; at most 8 idle cells of each are kept.
        var pool = ReusePool<Cell>()
        try pool.register("text", cap: 8) { Cell() }
        try pool.register("photo", cap: 8) { Cell() }
        var cells = LiveViews(pool: pool)
        let kind = { (row: Int) in row % 10 == 0 ? "photo" : "text" }

        var list = try ScrollController(
            content: .items(.uniform(UniformExtents(count: 5_000, itemExtent: 50))),
            viewportSize: CGSize(width: 320, height: 500))
        try cells.apply(list.initialUpdate, dataIndex: { $0 }, identifier: kind) { cell, row in cell.row = row }

        // Scroll to the end, 100 points a frame: unloaded cells go back to the pool and come out
        // again for the rows that load.
        var time = 0.0
        while list.offset < list.virtualizer.maxOffset {
            time += 1.0 / 60
            let update = try list.scroll(by: 100, animated: false, time: time)
            try cells.apply(update, dataIndex: { $0 }, identifier: kind) { cell, row in cell.row = row }
        }
        let statistics = cells.pool.statistics  // created: 16, reused: about 5,000
        // snippet:end

        #expect(statistics.created < 30)
        #expect(statistics.reused > 4_900)
        #expect(cells.views.values.allSatisfy { $0.row >= 4_900 })
    }
}
