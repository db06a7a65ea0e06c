import Foundation
import Testing
@testable import LazyScroll

@Suite("End anchoring")
struct EndAnchoringTests {
    static let size = CGSize(width: 320, height: 600)

    /// A chat of `count` messages estimated at `estimate` points, anchored at its end.
    static func chat(count: Int, estimate: CGFloat = 80, tolerance: CGFloat = ContentAnchoring.defaultEndTolerance,
                     insets: ContentInsets = .zero) throws -> ScrollController {
        try ScrollController(
            content: .items(.measured(try MeasuredExtents(count: count, estimatedExtent: estimate))), viewportSize: size,
            configuration: ScrollConfiguration(insets: insets, anchoring: .end(tolerance: tolerance)))
    }

    /// Where item `index` starts on screen, and where it ends.
    static func onScreen(_ index: Int, _ controller: ScrollController) throws -> (top: CGFloat, bottom: CGFloat) {
        let span = try controller.virtualizer.span(ofItem: index)
        return (span.start - controller.offset, span.end - controller.offset)
    }

    @Test("the list starts at its last item, and content shorter than the viewport sits at the bottom")
    func startsAtTheEnd() throws {
        let long = try Self.chat(count: 1_000)
        // 1,000 messages of 80 points, less one viewport.
        #expect(long.offset == 79_400)
        #expect(try Self.onScreen(999, long).bottom == 600)
        #expect(long.isAtEnd && long.distanceToEnd == 0)
        let short = try Self.chat(count: 3)
        #expect(short.offset == -360)
        #expect(short.restingRange == -360 ... -360)
        #expect(try Self.onScreen(0, short).top == 360)
        #expect(try Self.onScreen(2, short).bottom == 600)
        #expect(short.virtualizer.windows.visible == 0..<3)
    }

    @Test("a page of 50 older messages of estimated heights arrives at the top: the screen stays still, also while they are measured")
    func prependingOlderMessagesKeepsTheScreenStill() throws {
        var chat = try Self.chat(count: 100)
        _ = try chat.scroll(toOffset: 0, animated: false, time: 0)
        let before = try (0..<8).map { try Self.onScreen($0, chat).top }
        _ = try chat.performBatchUpdates(BatchUpdate(insertions: Array(0..<50)), reportedCount: 150, time: 0)
        #expect(try (50..<58).map { try Self.onScreen($0, chat).top } == before)
        // The rows just above the screen load and turn out taller or shorter than estimated.
        for index in (30..<50).reversed() {
            _ = try chat.setExtent(CGFloat(40 + index % 7 * 20), ofItem: index, time: 0)
            #expect(try (50..<58).map { try Self.onScreen($0, chat).top } == before)
        }
        #expect(!chat.isAtEnd)
        #expect(chat.unseenItems.isEmpty)
    }

    @Test("a message streaming in at the end keeps its last line at the bottom in every frame")
    func streamingKeepsTheEndPinned() throws {
        var chat = try Self.chat(count: 40, insets: ContentInsets(leading: 0, trailing: 34))
        var height: CGFloat = 80
        var offset = chat.offset
        for frame in 1...120 {
            height += 3
            _ = try chat.setExtent(height, ofItem: 39, time: Double(frame) / 60)
            // Exactly the growth, every frame: no jitter, no lag.
            #expect(chat.offset == offset + 3)
            offset = chat.offset
            #expect(try Self.onScreen(39, chat).bottom == 600 - 34)
        }
        #expect(chat.isAtEnd)
    }

    @Test("new messages while the reader is away: the screen stays still, the unseen ones are counted until they are seen")
    func appendingAwayFromTheEndCountsUnseenItems() throws {
        var chat = try Self.chat(count: 100)
        _ = try chat.scroll(toOffset: chat.offset - 400, animated: false, time: 0)
        let before = try Self.onScreen(95, chat)
        for k in 0..<5 {
            _ = try chat.performBatchUpdates(BatchUpdate(insertions: [100 + k]), reportedCount: 101 + k, time: 0)
        }
        #expect(try Self.onScreen(95, chat) == before)
        #expect(Array(chat.unseenItems) == [100, 101, 102, 103, 104])
        // Older messages arriving meanwhile renumber them; one of them is deleted.
        _ = try chat.performBatchUpdates(BatchUpdate(deletions: [101], insertions: [0, 1]), reportedCount: 106, time: 0)
        #expect(Array(chat.unseenItems) == [102, 103, 104, 105])
        // 720 points from the end, the unseen ones fill the last 320: scrolling down by 560 shows two.
        #expect(chat.distanceToEnd == 720)
        _ = try chat.scroll(by: 560, animated: false, time: 0)
        #expect(Array(chat.unseenItems) == [104, 105])
        // Within the tolerance of the end, all are seen.
        _ = try chat.scroll(toOffset: chat.restingRange.upperBound - 10, animated: false, time: 0)
        #expect(chat.isAtEnd && chat.unseenItems.isEmpty)
    }

    @Test("at the end a new message is followed; within the tolerance too, beyond it not")
    func appendingAtTheEndFollows() throws {
        var chat = try Self.chat(count: 100, tolerance: 20)
        _ = try chat.performBatchUpdates(BatchUpdate(insertions: [100], insertedExtents: [100: 120]), reportedCount: 101, time: 0)
        #expect(try Self.onScreen(100, chat).bottom == 600)
        _ = try chat.scroll(by: -20, animated: false, time: 0)
        _ = try chat.performBatchUpdates(BatchUpdate(insertions: [101]), reportedCount: 102, time: 0)
        #expect(try Self.onScreen(101, chat).bottom == 600)
        _ = try chat.scroll(by: -21, animated: false, time: 0)
        _ = try chat.performBatchUpdates(BatchUpdate(insertions: [102]), reportedCount: 103, time: 0)
        #expect(try Self.onScreen(101, chat).bottom == 621)
        #expect(Array(chat.unseenItems) == [102])
    }

    @Test("away from the end, a message on screen that grows pushes the ones above it up")
    func theAnchorIsTheLastItemEndingOnScreen() throws {
        var chat = try Self.chat(count: 100)
        _ = try chat.scroll(toOffset: chat.offset - 1_000, animated: false, time: 0)
        // The viewport shows 82.5 … 90, the last fully shown message is 89.
        let last = try Self.onScreen(89, chat)
        let below = try Self.onScreen(90, chat)
        _ = try chat.setExtent(200, ofItem: 85, time: 0)
        #expect(try Self.onScreen(89, chat) == last)
        #expect(try Self.onScreen(90, chat) == below)
        let next = try Self.onScreen(86, chat).top
        #expect(try Self.onScreen(85, chat).bottom == next)
    }

    @Test("at the top, messages measured taller keep the first one at the top")
    func theStartStaysAtTheStart() throws {
        var chat = try Self.chat(count: 100)
        _ = try chat.scroll(toOffset: 0, animated: false, time: 0)
        for index in 0..<8 { _ = try chat.setExtent(CGFloat(100 + index * 10), ofItem: index, time: 0) }
        #expect(chat.offset == 0)
        #expect(try Self.onScreen(0, chat).top == 0)
        // A rotation at the top keeps the top too.
        _ = try chat.resize(to: CGSize(width: 600, height: 320), time: 0)
        #expect(chat.offset == 0)
    }

    @Test("a rotation keeps the end pinned at the end, and elsewhere the bottom of the screen")
    func resizeKeepsTheEnd() throws {
        var chat = try Self.chat(count: 100)
        _ = try chat.resize(to: CGSize(width: 600, height: 320), time: 0)
        #expect(try Self.onScreen(99, chat).bottom == 320)
        _ = try chat.scroll(by: -500, animated: false, time: 0)
        let bottomItem = try Self.onScreen(93, chat)
        _ = try chat.resize(to: CGSize(width: 320, height: 600), time: 0)
        #expect(try Self.onScreen(93, chat).bottom - 600 == bottomItem.bottom - 320)
    }

    @Test("the keyboard appears at the end: the last message moves up above it; elsewhere the screen stays still")
    func insetsAtTheEnd() throws {
        var chat = try Self.chat(count: 100, insets: ContentInsets(leading: 47, trailing: 34))
        #expect(try Self.onScreen(99, chat).bottom == 600 - 34)
        _ = try chat.setContentInsets(ContentInsets(leading: 47, trailing: 336), time: 0)
        #expect(try Self.onScreen(99, chat).bottom == 600 - 336)
        _ = try chat.scroll(by: -600, animated: false, time: 0)
        let before = try Self.onScreen(92, chat)
        _ = try chat.setContentInsets(ContentInsets(leading: 47, trailing: 34), time: 0)
        #expect(try Self.onScreen(92, chat) == before)
    }

    @Test("an animated scroll to the end lands exactly at the end while rows are measured on the way")
    func animatedScrollToTheEndLandsAtTheEnd() throws {
        var chat = try Self.chat(count: 400)
        _ = try chat.scroll(toOffset: 0, animated: false, time: 0)
        var measured = Set<Int>()
        var time = 0.0
        _ = try chat.scrollToEnd(animated: true, time: time)
        var arrivals = 0
        while chat.isAnimating && time < 10 {
            time += 1.0 / 60
            _ = chat.tick(time: time)
            // Every row that comes on screen is measured, taller or shorter than estimated, and a new
            // message arrives now and then.
            for index in chat.virtualizer.windows.display where !measured.contains(index) {
                measured.insert(index)
                _ = try chat.setExtent(CGFloat(30 + index % 9 * 15), ofItem: index, time: time)
            }
            if Int(time * 60) % 20 == 0 {
                arrivals += 1
                _ = try chat.performBatchUpdates(BatchUpdate(insertions: [chat.dataCount]), reportedCount: chat.dataCount + 1, time: time)
            }
        }
        #expect(!chat.isAnimating)
        #expect(arrivals > 0)
        #expect(chat.distanceToEnd == 0)
        #expect(try Self.onScreen(chat.dataCount - 1, chat).bottom == 600)
    }

    @Test("switching end anchoring on and off moves short content to the bottom and back, and nothing else")
    func switchingAnchoring() throws {
        var list = try ScrollController(content: .items(.uniform(try UniformExtents(count: 3, itemExtent: 50))), viewportSize: Self.size)
        _ = try list.setAnchoring(.end, time: 0)
        #expect(try Self.onScreen(2, list).bottom == 600)
        _ = try list.setAnchoring(.keepVisibleItems, time: 0)
        #expect(try Self.onScreen(0, list).top == 0)
        var long = try Self.chat(count: 100)
        _ = try long.scroll(by: -300, animated: false, time: 0)
        let before = long.offset
        _ = try long.setAnchoring(.keepVisibleItems, time: 0)
        #expect(long.offset == before)
    }

    @Test("bad tolerances, pagers and looping lists are refused and change nothing")
    func refusals() throws {
        for bad: CGFloat in [.nan, -1, .infinity] {
            let error = #expect(throws: LazyScrollError.self) { _ = try Self.chat(count: 10, tolerance: bad) }
            guard case let .invalidNumber(quantity, value, rule) = error else { continue }
            #expect(quantity == "end anchoring tolerance" && rule == .finiteAndNotNegative)
            #expect(value == Double(bad) || (value.isNaN && bad.isNaN))
        }
        var list = try ScrollController(content: .items(.uniform(try UniformExtents(count: 30, itemExtent: 50))), viewportSize: Self.size)
        _ = try list.scroll(toOffset: 200, animated: false, time: 0)
        #expect(throws: LazyScrollError.self) { _ = try list.setAnchoring(.end(tolerance: -3), time: 1) }
        #expect(throws: LazyScrollError.self) { _ = try list.setAnchoring(.end, time: .nan) }
        #expect(list.virtualizer.anchoring == .keepVisibleItems && list.offset == 200 && list.now == 0)
        #expect(throws: LazyScrollError.self) {
            _ = try ScrollController(content: .pages(count: 3), viewportSize: Self.size, configuration: ScrollConfiguration(paging: PagingSettings(), anchoring: .end))
        }
        var looping = try ScrollController(
            content: .items(.uniform(try UniformExtents(count: 30, itemExtent: 50))), viewportSize: Self.size,
            configuration: ScrollConfiguration(looping: LoopingSettings()))
        #expect(throws: LazyScrollError.self) { _ = try looping.setAnchoring(.end, time: 0) }
        #expect(throws: LazyScrollError.self) { _ = try looping.scrollToEnd(animated: false, time: 0) }
        #expect(!looping.isAtEnd && looping.distanceToEnd == .infinity)
        var virtualizer = try Virtualizer(extents: .uniform(try UniformExtents(count: 10, itemExtent: 10)), repetitions: 3)
        #expect(throws: LazyScrollError.self) { _ = try virtualizer.setAnchoring(.end) }
        #expect(virtualizer.anchoring == .keepVisibleItems)
    }
}
