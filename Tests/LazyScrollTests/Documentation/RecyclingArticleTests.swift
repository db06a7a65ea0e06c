import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/Recycling.md, compiled and run; DocumentationSnippetTests keeps the
// two identical.
@Suite("Documentation: recycling")
struct RecyclingArticleTests {
    @Test("scrolling 5,000 rows creates as many views as are ever loaded at once and reuses them")
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
        let atEnd = cells.statistics  // created: 26, reused: 4,974; 15 live, 10 idle, 1 dropped

        // Jump back to the top: every loaded row changes at once, and the cells the jump unloads
        // serve its loads before the caps apply.
        let jump = try list.scroll(toItem: 0, at: .start, animated: false, time: time)
        try cells.apply(jump, dataIndex: { $0 }, identifier: kind) { cell, row in cell.row = row }
        let atTop = cells.statistics  // created: still 26
        // snippet:end

        #expect(atEnd.created == 26 && atEnd.reused == 4_974)
        #expect(atEnd.live == 15 && atEnd.kept == 0 && atEnd.idle == 10 && atEnd.dropped == 1)
        #expect(atTop.created == 26)
        #expect(atTop.created == atTop.live + atTop.kept + atTop.idle + atTop.dropped)
        #expect(cells.views.allSatisfy { $0.key == $0.value.row } && cells.views.count == 15)
        // 26 is the most text rows plus the most photo rows the display window ever held at once.
        #expect(try atEnd.created == Self.mostLoadedAtOnce(kind: kind).values.reduce(0, +))
    }

    /// The most rows of each kind in the display window over the snippet's scroll, replayed.
    static func mostLoadedAtOnce(kind: (Int) -> String) throws -> [String: Int] {
        var list = try ScrollController(
            content: .items(.uniform(UniformExtents(count: 5_000, itemExtent: 50))),
            viewportSize: CGSize(width: 320, height: 500))
        var most: [String: Int] = [:]
        func count() {
            most.merge(Dictionary(grouping: list.virtualizer.windows.display, by: kind).mapValues(\.count), uniquingKeysWith: max)
        }
        count()
        var time = 0.0
        while list.offset < list.virtualizer.maxOffset {
            time += 1.0 / 60
            _ = try list.scroll(by: 100, animated: false, time: time)
            count()
        }
        return most
    }
}
