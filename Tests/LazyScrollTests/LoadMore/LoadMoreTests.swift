import Foundation
import Testing
@testable import LazyScroll

@Suite("Load-more triggers")
struct LoadMoreTests {
    static let size = CGSize(width: 320, height: 600)

    static func feed(count: Int, configuration: ScrollConfiguration = ScrollConfiguration()) throws -> ScrollController {
        try ScrollController(content: .items(.measured(try MeasuredExtents(count: count, estimatedExtent: 60))), viewportSize: size, configuration: configuration)
    }

    @Test("a feed asks for the next page once while the user scrolls within the threshold, again once the page arrived, and says when it left")
    func feedAsksOncePerContentChange() throws {
        var feed = try Self.feed(count: 100)
        #expect(try feed.setLoadMoreThresholds(LoadMoreThresholds(end: .items(5)), time: 0).loadMoreEvents == [])
        var events: [LoadMoreEvent] = []
        // Scroll to the end in 2-point steps, one update per frame: one `entered`.
        var time = 0.0
        while feed.distanceToEnd > 0 {
            time += 1.0 / 60
            events += try feed.scroll(by: 2, animated: false, time: time).loadMoreEvents
        }
        #expect(events == [.entered(.end)])
        #expect(feed.isWithinLoadMoreThreshold(at: .end))
        // Rows measured within the threshold change nothing.
        events = []
        for index in 90..<100 { events += try feed.setExtent(70, ofItem: index, time: time).loadMoreEvents }
        #expect(events == [])
        // A page of 3 rows arrives; still within 5 rows of the end: asks again.
        #expect(try feed.performBatchUpdates(BatchUpdate(insertions: [100, 101, 102]), reportedCount: 103, time: time).loadMoreEvents == [.entered(.end)])
        // Reloading rows in place is not new content.
        #expect(try feed.performBatchUpdates(BatchUpdate(reloads: [101]), reportedCount: 103, time: time).loadMoreEvents == [])
        // A page of 20 rows: the viewport stays where it is, now far from the end.
        #expect(try feed.performBatchUpdates(BatchUpdate(insertions: Array(103..<123)), reportedCount: 123, time: time).loadMoreEvents == [.left(.end)])
        #expect(!feed.isWithinLoadMoreThreshold(at: .end))
        // Scrolling away and back enters again: a failed load is retried.
        _ = try feed.scroll(toOffset: 0, animated: false, time: time)
        #expect(try feed.scrollToEnd(animated: false, time: time).loadMoreEvents == [.entered(.end)])
        #expect(try feed.scroll(toOffset: 0, animated: false, time: time).loadMoreEvents == [.left(.end)])
    }

    @Test("a chat loads older messages near its start; the page that arrives keeps the screen still and leaves the threshold")
    func chatLoadsOlderMessages() throws {
        var chat = try Self.feed(count: 100, configuration: ScrollConfiguration(anchoring: .end))
        #expect(try chat.setLoadMoreThresholds(LoadMoreThresholds(start: .screens(1)), time: 0).loadMoreEvents == [])
        // Gliding up: the threshold is entered once, 600 points (one screen) before the first message.
        var events: [LoadMoreEvent] = []
        var time = 0.0
        _ = try chat.scroll(toOffset: 0, animated: true, time: time)
        var enteredAt: CGFloat?
        while chat.isAnimating {
            time += 1.0 / 60
            let update = chat.tick(time: time)
            if update.loadMoreEvents.contains(.entered(.start)) { enteredAt = chat.offset }
            events += update.loadMoreEvents
        }
        #expect(events == [.entered(.start)])
        #expect((enteredAt ?? .infinity) <= 600)
        let before = try chat.virtualizer.span(ofItem: 0).start - chat.offset
        #expect(try chat.performBatchUpdates(BatchUpdate(insertions: Array(0..<50)), reportedCount: 150, time: time).loadMoreEvents == [.left(.start)])
        #expect(try chat.virtualizer.span(ofItem: 50).start - chat.offset == before)
    }

    @Test("content shorter than the viewport is within both thresholds; an empty list and a viewport with no length are within none")
    func shortEmptyAndZeroLength() throws {
        var short = try Self.feed(count: 3, configuration: ScrollConfiguration(anchoring: .end))
        #expect(try short.setLoadMoreThresholds(LoadMoreThresholds(start: .screens(0), end: .items(0)), time: 0).loadMoreEvents == [.entered(.start), .entered(.end)])
        var empty = try Self.feed(count: 0)
        #expect(try empty.setLoadMoreThresholds(LoadMoreThresholds(start: .screens(2), end: .screens(2)), time: 0).loadMoreEvents == [])
        // The first page arrives: the data changed, and the list is within both.
        let reload = try empty.reloadData(.items(.measured(try MeasuredExtents(count: 20, estimatedExtent: 60))), time: 0)
        #expect(reload.loadMoreEvents == [.entered(.start), .entered(.end)])
        #expect(try empty.resize(to: CGSize(width: 320, height: 0), time: 0).loadMoreEvents == [.left(.start), .left(.end)])
        #expect(try empty.resize(to: Self.size, time: 0).loadMoreEvents == [.entered(.start), .entered(.end)])
    }

    @Test("removing a threshold while within reports leaving it; a looping list has no edges")
    func removingThresholdsAndLooping() throws {
        var feed = try Self.feed(count: 100)
        #expect(try feed.setLoadMoreThresholds(LoadMoreThresholds(start: .items(2)), time: 0).loadMoreEvents == [.entered(.start)])
        #expect(try feed.setLoadMoreThresholds(.none, time: 0).loadMoreEvents == [.left(.start)])
        #expect(feed.loadMoreThresholds == .none)
        var loop = try Self.feed(count: 100, configuration: ScrollConfiguration(looping: LoopingSettings()))
        #expect(try loop.setLoadMoreThresholds(LoadMoreThresholds(start: .screens(100), end: .screens(100)), time: 0).loadMoreEvents == [])
        #expect(try loop.scroll(by: 5_000, animated: false, time: 0).loadMoreEvents == [])
    }

    @Test("bad thresholds are refused with the value and the rule, and change nothing")
    func refusals() throws {
        var feed = try Self.feed(count: 100)
        _ = try feed.setLoadMoreThresholds(LoadMoreThresholds(end: .items(5)), time: 0)
        let bad: [(LoadMoreThresholds, String)] = [
            (LoadMoreThresholds(start: .screens(.nan)), "load-more threshold at the start"),
            (LoadMoreThresholds(end: .screens(-1)), "load-more threshold at the end"),
            (LoadMoreThresholds(start: .screens(.infinity)), "load-more threshold at the start"),
            (LoadMoreThresholds(end: .items(-2)), "load-more threshold at the end"),
        ]
        for (thresholds, quantity) in bad {
            let error = #expect(throws: LazyScrollError.self) { _ = try feed.setLoadMoreThresholds(thresholds, time: 1) }
            if case let .invalidNumber(named, _, _) = error { #expect(named == quantity) } else { Issue.record("\(String(describing: error))") }
        }
        #expect(throws: LazyScrollError.self) { _ = try feed.setLoadMoreThresholds(.none, time: .nan) }
        #expect(feed.loadMoreThresholds == LoadMoreThresholds(end: .items(5)))
        #expect(feed.now == 0)
        var stack = try ScrollStack()
        try stack.insertChild(.fixed(extent: 100))
        #expect(throws: LazyScrollError.self) { try stack.setLoadMoreThresholds(LoadMoreThresholds(end: .items(1)), ofChild: 0) }
        #expect(throws: LazyScrollError.self) { try stack.setLoadMoreThresholds(LoadMoreThresholds(end: .items(1)), ofChild: 1) }
        #expect(throws: LazyScrollError.self) { try stack.setLoadMoreThresholds(LoadMoreThresholds(end: .screens(.nan))) }
        #expect(stack.loadMoreThresholds == .none)
    }

    @Test("a stack reports for each list child and for itself, each once per content change")
    func stackPerChildAndWhole() throws {
        var stack = try ScrollStack(spacing: 0)
        try stack.insertChild(.fixed(extent: 200))
        try stack.insertChild(.list(try Virtualizer(extents: .measured(try MeasuredExtents(count: 50, estimatedExtent: 40)))))
        try stack.insertChild(.fixed(extent: 300))
        let list = stack.children[1].id
        _ = try stack.update(viewport: Viewport(offset: 0, extent: 600, crossExtent: 320))
        let whole = try stack.setLoadMoreThresholds(LoadMoreThresholds(start: .screens(0), end: .screens(0.5)))
        #expect(whole.loadMoreEvents == [.entered(.start)])
        let child = try stack.setLoadMoreThresholds(LoadMoreThresholds(start: .items(0), end: .items(3)), ofChild: 1)
        #expect(child.changes(ofChild: list)?.loadMoreEvents == [.entered(.start)])
        // Down to the list's last rows (items 32 to 47 of 50): the list's end threshold, not yet the stack's.
        var update = try stack.update(viewport: Viewport(offset: 1_500, extent: 600, crossExtent: 320))
        #expect(update.changes(ofChild: list)?.loadMoreEvents == [.left(.start), .entered(.end)])
        #expect(update.loadMoreEvents == [.left(.start)])
        // Less than half a screen before the stack's end (2,500 points long).
        update = try stack.update(viewport: Viewport(offset: 1_750, extent: 600, crossExtent: 320))
        #expect(update.loadMoreEvents == [.entered(.end)])
        #expect(update.changes(ofChild: list)?.loadMoreEvents ?? [] == [])
        // Two rows arrive at the list's end: both the list and the stack ask again, once.
        update = try stack.performBatchUpdates(BatchUpdate(insertions: [50, 51]), inChild: 1, reportedCount: 52)
        #expect(update.changes(ofChild: list)?.loadMoreEvents == [.entered(.end)])
        #expect(update.loadMoreEvents == [.entered(.end)])
        #expect(try stack.setItemExtent(60, ofItem: 49, inChild: 1).loadMoreEvents == [])
        // Removing the list reports it left.
        update = try stack.removeChild(at: 1)
        #expect(update.changes(ofChild: list)?.loadMoreEvents == [.left(.end)])
        #expect(!stack.isWithinLoadMoreThreshold(at: .end, ofChild: list))
    }
}
