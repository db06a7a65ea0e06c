import Foundation
import Testing
@testable import LazyScroll

@Suite("Wheel on a pager")
struct WheelPagingTests {
    static let size = CGSize(width: 400, height: 300)

    static func pager(count: Int = 50, pagesPerFlick: Int = 1, looping: LoopingSettings? = nil) throws -> ControllerHarness {
        try ControllerHarness(
            content: .pages(count: count), size: size,
            configuration: .pager(paging: PagingSettings(maxPagesPerFlick: pagesPerFlick), looping: looping))
    }

    /// Sends wheel events of `delta` points, `interval` seconds apart, ticking the animation between them.
    static func wheel(_ harness: inout ControllerHarness, _ deltas: [CGFloat], interval: Double) throws {
        for delta in deltas {
            try harness.apply(harness.controller.wheel(delta: delta, time: harness.time))
            try harness.advance(to: harness.time + interval)
        }
    }

    @Test("a burst of wheel events (a trackpad swipe) turns one page, not one per event")
    func burstTurnsOnePage() throws {
        var harness = try Self.pager()
        try Self.wheel(&harness, Array(repeating: 1, count: 10), interval: 0.01)
        #expect(harness.controller.heading == 400)
        try harness.settle()
        #expect(harness.controller.currentPage == 1)
        // The same backwards, after a pause.
        try harness.advance(to: harness.time + 1)
        try Self.wheel(&harness, Array(repeating: -3, count: 30), interval: 1.0 / 60)
        try harness.settle()
        #expect(harness.controller.currentPage == 0)
    }

    @Test("events more than 0.2 s apart are separate gestures, each turning a page; closer ones are one")
    func theGestureGap() throws {
        #expect(ScrollController.wheelGestureGap == 0.2)
        var separate = try Self.pager()
        try Self.wheel(&separate, [1, 1, 1], interval: 0.201)
        #expect(separate.controller.heading == 1_200)
        var joined = try Self.pager()
        try Self.wheel(&joined, [1, 1, 1], interval: 0.199)
        #expect(joined.controller.heading == 400)
    }

    @Test("a gesture turns more pages only as its deltas reach them, at most maxPagesPerFlick, and back when it reverses")
    func accumulation() throws {
        var harness = try Self.pager(pagesPerFlick: 3)
        var headings: [CGFloat] = []
        for delta: CGFloat in [150, 150, 300, 399, 1, 2_000, -1_400, -1_000] {
            try Self.wheel(&harness, [delta], interval: 0.05)
            headings.append(harness.controller.heading / 400)
        }
        // Sums in pages of 400: 0.375 → 1 at once, 0.75 → 1, 1.5 → 2, 2.4975 → 2, 2.5 → 3, 7.5 → 3 (the
        // limit; the sum stops at 4 pages), 4 - 3.5 = 0.5 → 1, 0.5 - 2.5 = -2 → page -2, held at page 0.
        #expect(headings == [1, 1, 2, 2, 3, 3, 1, 0])
    }

    @Test("a reversal within the gesture goes back to where it started")
    func reversal() throws {
        var harness = try Self.pager()
        try harness.apply(harness.controller.scroll(toPage: 10, animated: false, time: 0))
        try Self.wheel(&harness, [1, 1, -1, -1, -1], interval: 0.02)
        #expect(harness.controller.heading == 3_600)
        try Self.wheel(&harness, [1], interval: 0.02)
        try harness.settle()
        #expect(harness.controller.currentPage == 10)
    }

    @Test("a looping pager turns one page per burst, across its wrap, with at most three pages alive")
    func loopingBurst() throws {
        var harness = try Self.pager(count: 7, looping: LoopingSettings())
        var seen: [Int] = []
        for _ in 0..<9 {
            try Self.wheel(&harness, Array(repeating: -1, count: 12), interval: 0.008)
            try harness.settle()
            try harness.advance(to: harness.time + 0.3)
            seen.append(harness.controller.currentPage)
        }
        #expect(seen == [6, 5, 4, 3, 2, 1, 0, 6, 5])
        #expect(harness.maxAlive <= 3)
    }

    @Test("a drag ends the wheel gesture, so the next event turns a page at once")
    func dragEndsTheGesture() throws {
        var harness = try Self.pager()
        try Self.wheel(&harness, [1], interval: 0.01)
        try harness.drag(by: 0, steps: 1, duration: 0.01)
        let before = harness.controller.heading
        try Self.wheel(&harness, [1], interval: 0.01)
        #expect(harness.controller.heading == before + 400)
    }
}
