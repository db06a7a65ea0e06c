import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/GettingStarted.md, compiled and run. Keep the text between the snippet
// markers identical to the article's code block: DocumentationSnippetTests compares them.
@Suite("Documentation: getting started")
struct GettingStartedArticleTests {
    @Test("a list of 10,000 rows flicked with a finger keeps a screenful of views")
    func gettingStarted() throws {
        // snippet:begin
        /// Stands in for a real label or cell view.
        final class RowView {
            var text = ""
            var frame = CGRect.zero
        }

        // 10,000 rows of 44 points in a 320 × 480 viewport.
        let rows = try UniformExtents(count: 10_000, itemExtent: 44)
        var controller = try ScrollController(
            content: .items(.uniform(rows)), viewportSize: CGSize(width: 320, height: 480))

        // Views come from a reuse pool; LiveViews keeps one per loaded row.
        var pool = ReusePool<RowView>()
        try pool.register("row") { RowView() }
        var views = LiveViews(pool: pool)

        // Every update says which rows to load and unload; applying it recycles and configures views.
        func apply(_ update: ScrollUpdate) throws {
            try views.apply(update, dataIndex: { $0 }, identifier: { _ in "row" }) { view, row in
                view.text = "Row \(row)"
            }
            for placement in controller.placements() {
                views.views[placement.index]?.frame = placement.frame
            }
        }

        // The first window loads as if from nothing.
        try apply(controller.initialUpdate)

        // A flick: the finger moves 200 points up in a tenth of a second and lets go.
        var time = 0.0
        try apply(controller.dragBegan(at: CGPoint(x: 160, y: 400), time: time))
        for step in 1...5 {
            time += 0.02
            try apply(controller.dragMoved(to: CGPoint(x: 160, y: 400 - 40 * CGFloat(step)), time: time))
        }
        try apply(controller.dragEnded(time: time))

        // The content glides on; tick once a frame until it rests.
        while let due = controller.nextTickTime {
            time = max(due, time + 1.0 / 60)
            try apply(controller.tick(time: time))
        }
        // snippet:end

        #expect(controller.offset > 200)
        #expect(!controller.isAnimating)
        #expect(views.views.count == controller.virtualizer.windows.display.count)
        #expect(views.pool.statistics.created < 40)
        let top = controller.placements().first { $0.state == .visible && $0.frame.maxY > 0 }!
        #expect(views.views[top.index]?.text == "Row \(top.dataIndex)")
    }
}
