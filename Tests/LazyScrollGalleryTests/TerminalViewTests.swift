import Foundation
import LazyScroll
import LazyScrollGallery
import LazyScrollTerminal
import Testing

@MainActor
@Suite struct TerminalViewTests {
    @Test func dotsFitOrWindowAroundTheCurrentPage() {
        #expect(PageDots.line(for: PageIndicator(pageCount: 3, currentPage: 1), width: 80) == "○ • ○")
        let many = PageDots.line(for: PageIndicator(pageCount: 1_000, currentPage: 500), width: 40)
        #expect(many.count <= 40)
        #expect(many.hasPrefix("… "))
        #expect(many.hasSuffix("501/1000"))
        #expect(many.contains("•"))
    }

    @Test func listRecyclesRowsInsteadOfCreatingThem() throws {
        let gallery = Gallery(size: TerminalSize(columns: 80, rows: 24), demo: .list)
        var canvas = CellBuffer(size: gallery.size)
        gallery.draw(into: &canvas)
        let initial = gallery.counters
        for k in 0..<300 {
            _ = gallery.handle(.mouse(MouseEvent(.wheel(.down), column: 10, row: 10)), time: Double(k) / 60)
            gallery.advance(to: Double(k + 1) / 60)
        }
        gallery.advance(to: 10)
        let after = gallery.counters
        #expect(after.loads > 500)
        #expect(after.reused > 400)
        #expect(after.created < initial.created + 40)
        #expect(after.alive == after.loads - after.unloads)
        #expect(after.created == after.alive + after.views.idle + after.views.dropped)
    }

    @Test func pagerKeepsOnlyTheCurrentPageAndItsNeighbours() throws {
        let gallery = Gallery(size: TerminalSize(columns: 80, rows: 24), demo: .pages, pageDrawCost: 8)
        var canvas = CellBuffer(size: gallery.size)
        gallery.draw(into: &canvas)
        for k in 0..<20 {
            _ = gallery.handle(.key(KeyEvent(.right)), time: Double(k))
            gallery.advance(to: Double(k) + 0.9)
        }
        #expect(gallery.counters.alive == 3)
        #expect(gallery.overlayWindows?.display == 19..<22)
        gallery.draw(into: &canvas)
        #expect(canvas.text.contains("Page 21 of 1000"))
    }

    @Test func idleGalleryAsksForNoFrames() throws {
        let gallery = Gallery(size: TerminalSize(columns: 80, rows: 24), demo: .list)
        var canvas = CellBuffer(size: gallery.size)
        gallery.draw(into: &canvas)
        #expect(gallery.nextTickTime == nil)
        _ = gallery.handle(.key(KeyEvent(.character("2"))), time: 1)
        gallery.draw(into: &canvas)
        #expect(gallery.nextTickTime == 4)  // the carousel's first automatic turn, 3 s after it appears
    }

    /// Cards 20 columns wide, 2 apart, centred in 40: the current one at columns 10–29, its neighbours
    /// peeking in 8 columns on each side, two rows shorter at each end and faint (scale and opacity 0.5
    /// one page away); halfway through a drag both middle cards are one row shorter and neither is faint.
    @Test func aCarouselShowsItsNeighboursPeekingInShorterAndFaint() throws {
        var pager = try TerminalPager(
            pageCount: 5, size: TerminalSize(columns: 40, rows: 10), looping: true, pageLength: .points(20), spacing: 2,
            effect: PageEffect(minimumScale: 0.5, minimumOpacity: 0.5)
        ) { block, page, size in
            block.lines = ["+" + String(repeating: "-", count: size.columns - 2) + "+"]
                + (0..<(size.rows - 2)).map { $0 == 3 ? "|card \(page)" : "|" }
                + ["+" + String(repeating: "-", count: size.columns - 2) + "+"]
        }
        var canvas = CellBuffer(size: TerminalSize(columns: 40, rows: 10))
        pager.draw(into: &canvas, in: canvas.bounds)
        let border = "+" + String(repeating: "-", count: 18) + "+"
        let gap = String(repeating: " ", count: 21)
        #expect(Array(canvas.textLines.prefix(9)) == [
            "          " + border,
            "          |",
            "-------+  |" + gap + "+-------",
            "          |" + gap + "|",
            "          |card 0" + String(repeating: " ", count: 15) + "|card 1",
            "          |" + gap + "|",
            "-------+  |" + gap + "+-------",
            "          |",
            "          " + border,
        ])
        #expect(canvas[10, 0].style.attributes.contains(.dim) == false)
        #expect(canvas[32, 2].style.attributes.contains(.dim) && canvas[5, 2].style.attributes.contains(.dim))
        // Half a stride (11 columns) into a drag: cards 0 and 1 at progress ∓0.5, 9 rows × 0.25 / 2 → 1 row.
        _ = try pager.beginDrag(column: 30, row: 4, time: 1)
        try pager.moveDrag(column: 19, row: 4, time: 1.1)
        pager.draw(into: &canvas, in: canvas.bounds)
        #expect(canvas.textLines[0].trimmingCharacters(in: .whitespaces).isEmpty)
        #expect(canvas.textLines[1] == String(repeating: "-", count: 18) + "+  +" + String(repeating: "-", count: 18))
        #expect(!canvas[0, 1].style.attributes.contains(.dim) && !canvas[20, 1].style.attributes.contains(.dim))
    }

    /// A small stack: header (2 lines), 5 rows, a 6-line pager row, 100 rows, footer.
    func smallStack() throws -> TerminalStack {
        let pager = try TerminalPager(pageCount: 3, size: TerminalSize(columns: 40, rows: 6), looping: true) { block, page, _ in
            block.lines = ["page \(page + 1)"]
        }
        return try TerminalStack(sections: [
            .text(["header", "----"]),
            .list(.uniform(try UniformExtents(count: 5, itemExtent: 1))) { block, row in block.lines = ["a\(row)"] },
            .pager(pager, height: 6),
            .list(.uniform(try UniformExtents(count: 100, itemExtent: 1))) { block, row in block.lines = ["b\(row)"] },
            .text(["footer"]),
        ], size: TerminalSize(columns: 40, rows: 10))
    }

    @Test func stackLaysOutSectionsInOneScroll() throws {
        var stack = try smallStack()
        var canvas = CellBuffer(size: TerminalSize(columns: 40, rows: 10))
        stack.draw(into: &canvas, in: canvas.bounds)
        #expect(canvas.textLines == ["header", "----", "a0", "a1", "a2", "a3", "a4", "page 1", "", ""])
        #expect(stack.stack.contentExtent == CGFloat(2 + 5 + 6 + 100 + 1))
        _ = try stack.handle(.key(KeyEvent(.end)), in: canvas.bounds, time: 1)
        stack.draw(into: &canvas, in: canvas.bounds)
        #expect(canvas.textLines.last == "footer")
        #expect(canvas.textLines[8] == "b99")
        // The counters of the lists and the pager add up: every view made is alive, idle or dropped.
        let counters = stack.counters
        #expect(counters.created > counters.alive)
        #expect(counters.created == counters.alive + counters.views.idle + counters.views.dropped)
    }

    /// The stack's own thresholds and a list section's report once when entered and when left.
    @Test func stackReportsLoadMoreForItselfAndItsLists() throws {
        var stack = try smallStack()
        let rect = CellRect(column: 0, row: 0, width: 40, height: 10)
        try stack.setLoadMoreThresholds(LoadMoreThresholds(end: .screens(0)), time: 0)
        try stack.setLoadMoreThresholds(LoadMoreThresholds(start: .items(0), end: .items(2)), section: 3, time: 0)
        #expect(stack.takeLoadMoreEvents() == [])
        // Down to the pager row: the second list's first row comes on screen.
        for _ in 0..<5 { _ = try stack.handle(.key(KeyEvent(.down)), in: rect, time: 1) }
        try stack.tick(time: 3)
        #expect(stack.takeLoadMoreEvents() == [TerminalStackLoadMoreEvent(section: 3, event: .entered(.start))])
        _ = try stack.handle(.key(KeyEvent(.end)), in: rect, time: 4)
        #expect(stack.takeLoadMoreEvents() == [
            TerminalStackLoadMoreEvent(section: 3, event: .left(.start)), TerminalStackLoadMoreEvent(section: 3, event: .entered(.end)),
            TerminalStackLoadMoreEvent(section: nil, event: .entered(.end)),
        ])
        #expect(throws: LazyScrollError.self) { try stack.setLoadMoreThresholds(LoadMoreThresholds(end: .items(1)), section: 2, time: 4) }
    }

    @Test func stackDragOnThePagerRowTurnsThePager() throws {
        var stack = try smallStack()
        let rect = CellRect(column: 0, row: 0, width: 40, height: 10)
        var canvas = CellBuffer(size: TerminalSize(columns: 40, rows: 10))
        let pagerRow = 7
        _ = try stack.handle(.mouse(MouseEvent(.press(.left), column: 30, row: pagerRow)), in: rect, time: 1)
        _ = try stack.handle(.mouse(MouseEvent(.drag(.left), column: 10, row: pagerRow)), in: rect, time: 1.02)
        _ = try stack.handle(.mouse(MouseEvent(.release(.left), column: 10, row: pagerRow)), in: rect, time: 1.03)
        try stack.tick(time: 2)
        stack.draw(into: &canvas, in: rect)
        #expect(canvas.textLines[pagerRow] == "page 2")
        #expect(canvas.textLines[0] == "header")  // the stack itself did not move
    }

    @Test func stackDragElsewhereScrollsTheStack() throws {
        var stack = try smallStack()
        let rect = CellRect(column: 0, row: 0, width: 40, height: 10)
        _ = try stack.handle(.mouse(MouseEvent(.press(.left), column: 5, row: 4)), in: rect, time: 1)
        _ = try stack.handle(.mouse(MouseEvent(.drag(.left), column: 5, row: 1)), in: rect, time: 1.5)
        _ = try stack.handle(.mouse(MouseEvent(.release(.left), column: 5, row: 1)), in: rect, time: 2)
        try stack.tick(time: 3)
        #expect(stack.controller.offset == 3)
    }
}
