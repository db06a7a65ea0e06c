import Foundation
import LazyScroll
import LazyScrollGallery
import LazyScrollTerminal
import Testing

/// A pager scrolled out of a stack stops: no page turns, no frames, and it carries on where it was.
@MainActor
@Suite struct StackSuspensionTests {
    /// Header (2 lines), 20 rows, a 6-line carousel that turns every 3 s, 100 rows, footer; 10 rows tall.
    func stack() throws -> TerminalStack {
        let carousel = try TerminalPager(
            pageCount: 5, size: TerminalSize(columns: 40, rows: 6), looping: true, autoAdvance: 3, showsDots: false
        ) { block, page, _ in block.lines = ["card \(page + 1)"] }
        return try TerminalStack(sections: [
            .text(["header", "----"]),
            .list(.uniform(try UniformExtents(count: 20, itemExtent: 1))) { block, row in block.lines = ["a\(row)"] },
            .pager(carousel, height: 6),
            .list(.uniform(try UniformExtents(count: 100, itemExtent: 1))) { block, row in block.lines = ["b\(row)"] },
            .text(["footer"]),
        ], size: TerminalSize(columns: 40, rows: 10))
    }

    let carouselIndex = 2
    let carouselTop = 22

    func carousel(_ stack: TerminalStack) -> ScrollController { stack.pagers[carouselIndex]!.items.controller }

    /// Drags the stack to `offset` and lets go without speed, all at `time`.
    func show(offset: Int, _ stack: inout TerminalStack, time: Double) throws {
        try stack.beginDrag(column: 0, row: 0, time: time)
        try stack.moveDrag(column: 0, row: stack.controller.offset - CGFloat(offset), time: time)
        try stack.endDrag(velocity: 0, time: time)
        #expect(stack.controller.offset == CGFloat(offset))
        #expect(!stack.controller.isAnimating)
    }

    @Test func aCarouselBelowTheScreenIsSuspendedAndTheStackAsksForNoFrames() throws {
        var stack = try stack()
        #expect(carousel(stack).isSuspended)
        #expect(stack.nextTickTime == nil)
        try stack.tick(time: 100)
        #expect(carousel(stack).currentPage == 0)
        // Its top row on the screen's last row is enough to resume it; a page turn is due 3 s later.
        try show(offset: carouselTop - 9, &stack, time: 200)
        #expect(!carousel(stack).isSuspended)
        #expect(stack.nextTickTime == 203)
        try stack.tick(time: 203)
        try stack.tick(time: 205)
        #expect(carousel(stack).currentPage == 1)
        // Scrolled past (above the screen): suspended again.
        try show(offset: carouselTop + 6, &stack, time: 210)
        #expect(carousel(stack).isSuspended)
        #expect(stack.nextTickTime == nil)
    }

    @Test func aPageTurnScrolledAwayMidwayContinuesFromThereWhenBack() throws {
        var stack = try stack()
        try show(offset: carouselTop, &stack, time: 1)
        _ = try stack.handle(.key(KeyEvent(.right)), in: CellRect(column: 0, row: 0, width: 40, height: 10), time: 1)
        try stack.tick(time: 1.05)
        let midway = carousel(stack).offset
        try show(offset: 0, &stack, time: 1.05)
        try stack.tick(time: 30)
        #expect(carousel(stack).offset == midway)
        // The arrow keys leave a carousel nobody sees alone.
        #expect(try !stack.handle(.key(KeyEvent(.right)), in: CellRect(column: 0, row: 0, width: 40, height: 10), time: 30))
        try show(offset: carouselTop, &stack, time: 40)
        #expect(carousel(stack).isAnimating)
        try stack.tick(time: 42)
        #expect(carousel(stack).currentPage == 1)
    }

    @Test func theIdleStackDemoAsksForNoFrames() throws {
        let gallery = Gallery(size: TerminalSize(columns: 200, rows: 50), demo: .stack)
        var canvas = CellBuffer(size: gallery.size)
        gallery.draw(into: &canvas)
        gallery.advance(to: 1)
        #expect(gallery.nextTickTime == nil)
    }
}
