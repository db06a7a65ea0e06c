import Foundation
import Testing
@testable import LazyScroll

/// A stack as `ScrollController` content (issue 14, item 8): the same physics, scroll-to, anchoring,
/// insets and suspension as items and pages, with the stack's update in every `ScrollUpdate`.
@Suite("Stack content")
struct StackContentTests {
    static let size = CGSize(width: 320, height: 400)

    /// A 100-point sticky header, a list of 1,000 rows of 40, a 60-point sticky header, a list of 500
    /// rows of 20, a 50-point footer; 10 points apart.
    static func sections() throws -> ScrollStack {
        var stack = try ScrollStack(spacing: 10)
        try stack.insertChild(.fixed(extent: 100), isSticky: true)                                        // 0 ..< 100
        try stack.insertChild(.list(Virtualizer(extents: .uniform(UniformExtents(count: 1_000, itemExtent: 40)))))  // 110 ..< 40_110
        try stack.insertChild(.fixed(extent: 60), isSticky: true)                                         // 40_120 ..< 40_180
        try stack.insertChild(.list(Virtualizer(extents: .uniform(UniformExtents(count: 500, itemExtent: 20)))))    // 40_190 ..< 50_190
        try stack.insertChild(.fixed(extent: 50))                                                         // 50_200 ..< 50_250
        return stack
    }

    static func controller() throws -> ScrollController {
        try ScrollController(content: .stack(sections()), viewportSize: size)
    }

    static func settle(_ controller: inout ScrollController, from time: Double) -> Double {
        var now = time
        while controller.isAnimating && now < time + 30 {
            now += 1.0 / 60
            _ = controller.tick(time: now)
        }
        return now
    }

    @Test("the initial update loads the first list's rows on screen; the resting range is the stack's")
    func initialUpdate() throws {
        let controller = try Self.controller()
        let update = controller.initialUpdate
        let stack = try #require(controller.stack)
        #expect(update.stack?.placements.map(\.index) == stack.placements().map(\.index))
        let rows = try #require(update.stack?.changes(ofChild: stack.children[1].id)?.items)
        #expect(rows.show == IndexRanges(0..<8))  // 110 ..< 400: rows 0 ... 7
        #expect(controller.restingRange == 0...CGFloat(50_250 - 400))
        #expect(controller.contentInsets == .zero)
        #expect(controller.placements().isEmpty)
    }

    @Test("a drag, a fling and a wheel glide move the stack's viewport; the rubber band and the bounce-back work at its ends")
    func physics() throws {
        var controller = try Self.controller()
        var update = try controller.dragBegan(at: CGPoint(x: 10, y: 300), time: 0)
        update = try controller.dragMoved(to: CGPoint(x: 10, y: 100), time: 0.1)
        #expect(controller.offset == 200)
        #expect(controller.stack?.viewport.offset == 200)
        // The first list's rows moved into view.
        let list = try #require(controller.stack?.children[1].id)
        #expect(update.stack?.changes(ofChild: list)?.items.show == IndexRanges(8..<13))
        _ = try controller.dragEnded(velocity: 2_000, time: 0.1)
        #expect(controller.isAnimating)
        let landing = controller.heading
        _ = Self.settle(&controller, from: 0.1)
        #expect(controller.offset == landing)
        #expect(controller.stack?.viewport.offset == landing)
        // Dragged down from the top: the rubber band stretches, then springs back to 0.
        _ = try controller.scroll(toOffset: 0, animated: false, time: 10)
        _ = try controller.dragBegan(at: CGPoint(x: 10, y: 100), time: 10)
        _ = try controller.dragMoved(to: CGPoint(x: 10, y: 300), time: 10.1)
        #expect(controller.offset < 0 && controller.offset > -200)
        _ = try controller.dragEnded(velocity: 0, time: 10.1)
        _ = Self.settle(&controller, from: 10.1)
        #expect(controller.offset == 0)
        // A wheel notch glides.
        _ = try controller.wheel(delta: 120, time: 20)
        _ = Self.settle(&controller, from: 20)
        #expect(abs(controller.offset - 120) < 1e-9)
    }

    @Test("a child inserted above the screen moves the offset so nothing on screen moves, and a fling moves with it")
    func anchoring() throws {
        var controller = try Self.controller()
        _ = try controller.scroll(toOffset: 1_000, animated: false, time: 0)
        _ = try controller.dragBegan(at: CGPoint(x: 10, y: 200), time: 1)
        _ = try controller.dragEnded(velocity: 1_500, time: 1)
        _ = controller.tick(time: 1.1)
        let heading = controller.heading
        let offset = controller.offset
        let update = try controller.updateStack(time: 1.1) { (stack) throws(LazyScrollError) in
            try stack.insertChild(.fixed(extent: 90), at: 0)
        }
        #expect(controller.offset == offset + 100)
        #expect(controller.heading == heading + 100)
        #expect(update.stack?.offsetAdjustment == 100)
        #expect(controller.stack?.viewport == controller.virtualizer.viewport)
    }

    @Test("a change that throws changes nothing, and item operations are refused for a stack")
    func refusals() throws {
        var controller = try Self.controller()
        _ = try controller.scroll(toOffset: 500, animated: false, time: 0)
        #expect(throws: LazyScrollError.self) {
            _ = try controller.updateStack(time: 1) { (stack) throws(LazyScrollError) in
                try stack.insertChild(.fixed(extent: 10), at: 0)
                return try stack.setExtent(-1, ofChild: 0)
            }
        }
        #expect(controller.stack?.count == 5)
        #expect(controller.offset == 500)
        #expect(throws: LazyScrollError.self) { _ = try controller.scroll(toItem: 0, at: .start, animated: false, time: 1) }
        #expect(throws: LazyScrollError.self) { _ = try controller.setExtent(10, ofItem: 0, time: 1) }
        #expect(throws: LazyScrollError.self) { _ = try controller.performBatchUpdates(BatchUpdate(insertions: [0]), time: 1) }
        #expect(throws: LazyScrollError.self) { _ = try controller.reloadData(.items(.uniform(UniformExtents(count: 1, itemExtent: 1))), time: 1) }
        #expect(controller.offset == 500)
        // The configuration must fit a stack.
        #expect(throws: LazyScrollError.self) {
            _ = try ScrollController(content: .stack(Self.sections()), viewportSize: Self.size, configuration: ScrollConfiguration(axis: .horizontal))
        }
        #expect(throws: LazyScrollError.self) {
            _ = try ScrollController(content: .stack(Self.sections()), viewportSize: Self.size, configuration: .pager(axis: .vertical))
        }
        #expect(throws: LazyScrollError.self) {
            _ = try ScrollController(content: .stack(Self.sections()), viewportSize: Self.size, configuration: ScrollConfiguration(insets: ContentInsets(leading: 4)))
        }
        // And a list controller has no stack to change or scroll in.
        var list = try ScrollController(content: .items(.uniform(UniformExtents(count: 3, itemExtent: 10))), viewportSize: Self.size)
        #expect(throws: LazyScrollError.self) { _ = try list.updateStack(time: 0) { _ in StackUpdate() } }
        #expect(throws: LazyScrollError.self) { _ = try list.scroll(to: .child(0), at: .start, animated: false, time: 0) }
    }

    @Test("a scroll-to lands below the pinned header and the navigation bar, and the header pins below the bar")
    func scrollToBelowPinnedHeaderAndBars() throws {
        var controller = try Self.controller()
        _ = try controller.setObscuredInsets(ObscuredInsets(leading: 44, trailing: 34), time: 0)
        _ = try controller.scroll(to: .item(500, inChild: 1), at: .start, animated: true, time: 0)
        _ = Self.settle(&controller, from: 0)
        // Row 500 starts at 110 + 20,000: below the 44-point bar and the 100-point header.
        #expect(controller.offset == CGFloat(20_110 - 144))
        let header = try #require(try controller.stack?.placement(ofChild: 0))
        #expect(header.isPinned && header.fullFrame.minY == controller.offset + 44)
        // .end puts row 600's end just above the 34-point bottom bar.
        _ = try controller.scroll(to: .item(600, inChild: 1), at: .end, animated: false, time: 10)
        #expect(controller.offset == CGFloat(110 + 24_040 - (400 - 34)))
        // .center centres between the bars.
        _ = try controller.scroll(to: .item(10, inChild: 3), at: .center, animated: false, time: 11)
        let middle: CGFloat = 40_190 + 200 + 10
        #expect(controller.offset == middle - (44 + (400 - 44 - 34) / 2))
    }

    @Test("content insets: at the top the first child moves clear of them; elsewhere nothing on screen moves")
    func contentInsets() throws {
        var controller = try Self.controller()
        _ = try controller.setContentInsets(ContentInsets(leading: 44, trailing: 34), time: 0)
        #expect(controller.offset == 0)
        #expect(try controller.stack?.placement(ofChild: 0).fullFrame.minY == 44)
        #expect(controller.restingRange.upperBound == CGFloat(44 + 50_250 + 34 - 400))
        _ = try controller.scroll(toOffset: 1_000, animated: false, time: 1)
        let row = try #require(try controller.stack?.placement(ofChild: 1))
        _ = try controller.setContentInsets(ContentInsets(leading: 100, trailing: 34), time: 2)
        #expect(try controller.stack?.placement(ofChild: 1).fullFrame.minY == row.fullFrame.minY + 56)
        #expect(controller.offset == 1_056)
        #expect(controller.contentInsets == ContentInsets(leading: 100, trailing: 34))
    }

    @Test("a resize keeps the offset within the content; suspension freezes a glide")
    func resizeAndSuspension() throws {
        var controller = try Self.controller()
        _ = try controller.scroll(toOffset: controller.restingRange.upperBound, animated: false, time: 0)
        _ = try controller.resize(to: CGSize(width: 320, height: 600), time: 1)
        #expect(controller.offset == CGFloat(50_250 - 600))
        #expect(controller.stack?.viewport.extent == 600)
        _ = try controller.scroll(toOffset: 0, animated: true, time: 2)
        _ = controller.tick(time: 2.1)
        let frozen = controller.offset
        _ = try controller.suspend(time: 2.1)
        _ = controller.tick(time: 5)
        #expect(controller.offset == frozen)
        #expect(controller.nextTickTime == nil)
        _ = try controller.resume(time: 10)
        _ = Self.settle(&controller, from: 10)
        #expect(controller.offset == 0)
    }

    @Test("load-more thresholds of a stack's content: the stack's own through the controller, once per entry, and never for end anchoring")
    func loadMoreAndEndAnchoring() throws {
        var controller = try Self.controller()
        // Within 2 screens (800 points) of the stack's end: not at the top of 50,250 points.
        var update = try controller.setLoadMoreThresholds(LoadMoreThresholds(end: .screens(2)), time: 0)
        #expect(update.stack?.loadMoreEvents ?? [] == [])
        #expect(controller.loadMoreThresholds == LoadMoreThresholds(end: .screens(2)))
        #expect(controller.stack?.loadMoreThresholds == LoadMoreThresholds(end: .screens(2)))
        update = try controller.scroll(toOffset: 49_500, animated: false, time: 1)
        #expect(update.stack?.loadMoreEvents == [.entered(.end)])
        #expect(controller.isWithinLoadMoreThreshold(at: .end))
        update = try controller.scroll(by: 10, animated: false, time: 2)
        #expect(update.stack?.loadMoreEvents ?? [] == [])
        update = try controller.scroll(toOffset: 0, animated: false, time: 3)
        #expect(update.stack?.loadMoreEvents == [.left(.end)])
        #expect(!controller.isWithinLoadMoreThreshold(at: .end))
        // Refusals leave everything as it was.
        #expect(throws: LazyScrollError.self) { _ = try controller.setLoadMoreThresholds(LoadMoreThresholds(end: .screens(-1)), time: 4) }
        #expect(controller.loadMoreThresholds == LoadMoreThresholds(end: .screens(2)))
        #expect(throws: LazyScrollError.self) {
            _ = try ScrollController(content: .stack(Self.sections()), viewportSize: Self.size, configuration: ScrollConfiguration(anchoring: .end))
        }
    }
}
