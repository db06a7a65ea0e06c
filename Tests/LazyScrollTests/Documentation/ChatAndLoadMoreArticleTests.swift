import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/ChatAndLoadMore.md, compiled and run; DocumentationSnippetTests keeps
// the two identical.
@Suite("Documentation: chat lists and load-more triggers")
struct ChatAndLoadMoreArticleTests {
    @Test("a chat starts at its end, follows a streaming reply, counts unseen messages and loads older ones")
    func chat() throws {
        // snippet:begin
        // 200 messages estimated at 60 points, in a 600-point viewport above a 34-point home indicator.
        var chat = try ScrollController(
            content: .items(.measured(try MeasuredExtents(count: 200, estimatedExtent: 60))),
            viewportSize: CGSize(width: 390, height: 600),
            configuration: ScrollConfiguration(insets: ContentInsets(leading: 0, trailing: 34), anchoring: .end))
        let startsAtEnd = chat.isAtEnd  // true: the last message sits just above the home indicator

        // Older messages are loaded within a screen of the start.
        _ = try chat.setLoadMoreThresholds(LoadMoreThresholds(start: .screens(1)), time: 0)

        // A reply streams in: the last message grows every frame, and the end stays pinned.
        _ = try chat.performBatchUpdates(BatchUpdate(insertions: [200], insertedExtents: [200: 20]), reportedCount: 201, time: 0)
        for frame in 1...30 {
            _ = try chat.setExtent(20 + CGFloat(frame) * 4, ofItem: 200, time: Double(frame) / 60)
        }
        let replyBottom = try chat.virtualizer.span(ofItem: 200).end - chat.offset  // 566: still above the indicator

        // The reader scrolls back; two messages arrive meanwhile. The screen stays still, and the
        // app shows a badge with their count.
        _ = try chat.scroll(by: -1_000, animated: false, time: 1)
        for k in 0..<2 {
            _ = try chat.performBatchUpdates(BatchUpdate(insertions: [201 + k]), reportedCount: 202 + k, time: 1)
        }
        let unseen = chat.unseenItems  // messages 201 and 202: the badge says 2

        // Up to the top: within a screen of the start, the list asks once for older messages.
        var events: [LoadMoreEvent] = []
        var time = 1.0
        _ = try chat.scroll(toOffset: 0, animated: true, time: time)
        while chat.isAnimating {
            time += 1.0 / 60
            events += chat.tick(time: time).loadMoreEvents
        }
        // events == [.entered(.start)]: exactly once, not once per frame.

        // A page of 50 older messages of estimated height arrives: what the reader sees stays put.
        let firstOnScreen = try chat.virtualizer.span(ofItem: 0).start - chat.offset
        let page = try chat.performBatchUpdates(BatchUpdate(insertions: Array(0..<50)), reportedCount: 253, time: time)
        let stillThere = try chat.virtualizer.span(ofItem: 50).start - chat.offset == firstOnScreen  // true
        let aboveTheScreen = chat.offset  // 3,000 points (50 × 60): page.loadMoreEvents == [.left(.start)]

        // "Jump to the latest": an animated scroll that lands exactly at the end and clears the badge.
        _ = try chat.scrollToEnd(animated: true, time: time)
        while chat.isAnimating {
            time += 1.0 / 60
            _ = chat.tick(time: time)
        }
        let badgeAfter = chat.unseenItems.count  // 0
        // snippet:end

        #expect(startsAtEnd)
        #expect(replyBottom == 566)
        #expect(Array(unseen) == [201, 202] && unseen.count == 2)
        #expect(events == [.entered(.start)])
        #expect(stillThere)
        #expect(page.loadMoreEvents == [.left(.start)])
        #expect(aboveTheScreen == 3_000)
        #expect(badgeAfter == 0 && chat.isAtEnd && chat.distanceToEnd == 0)
        #expect(ContentAnchoring.defaultEndTolerance == 16)
    }

    @Test("a feed asks for the next page at its end, again when a short page leaves it within the threshold")
    func feed() throws {
        // snippet:begin
        var feed = try ScrollController(
            content: .items(.uniform(try UniformExtents(count: 30, itemExtent: 100))),
            viewportSize: CGSize(width: 390, height: 800))
        _ = try feed.setLoadMoreThresholds(LoadMoreThresholds(end: .items(5)), time: 0)

        // Scrolling down 20 points a frame: one `entered` when at most 5 rows remain below the screen.
        var asked = 0
        for frame in 1...100 {
            asked += try feed.scroll(by: 20, animated: false, time: Double(frame) / 60)
                .loadMoreEvents.filter { $0 == .entered(.end) }.count
        }
        // asked == 1

        // The server sends a short page of 3 rows: still within 5 rows of the end, so it asks again.
        let short = try feed.performBatchUpdates(BatchUpdate(insertions: [30, 31, 32]), reportedCount: 33, time: 2)
        // short.loadMoreEvents == [.entered(.end)]
        // snippet:end

        #expect(asked == 1)
        #expect(short.loadMoreEvents == [.entered(.end)])
    }
}
