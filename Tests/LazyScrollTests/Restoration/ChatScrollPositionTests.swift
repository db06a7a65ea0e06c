import Foundation
import Testing
@testable import LazyScroll

/// Saved positions of a chat (a list anchored at its end): what the snapshot holds (the last message
/// ending on screen, its distance from the viewport's end, whether the chat was at its end, its unseen
/// messages) and how a restored chat treats the messages that arrived in between.
@Suite("Scroll positions of a chat")
struct ChatScrollPositionTests {
    /// A chat of `count` messages, 60 points each once measured, `"m0"`, `"m1"`, … in a 320 × `height`
    /// viewport, at its end.
    static func chat(count: Int, height: CGFloat = 600) throws -> (ScrollController, ItemIdentifiers<String>) {
        let controller = try ScrollController(
            content: .items(.measured(MeasuredExtents(count: count, estimatedExtent: 44) { _ in 60 })),
            viewportSize: CGSize(width: 320, height: height), configuration: ScrollConfiguration(anchoring: .end))
        return (controller, try ItemIdentifiers((0..<count).map { "m\($0)" }))
    }

    /// Where message `index` ends, measured up from the viewport's end.
    static func distanceToViewportEnd(of index: Int, in controller: ScrollController) throws -> CGFloat {
        controller.offset + controller.viewportSize.height - (try controller.virtualizer.span(ofItem: index).end)
    }

    /// Appends `count` messages of 60 points, as a chat receives them.
    static func receive(_ count: Int, in controller: inout ScrollController, time: Double) throws {
        let first = controller.dataCount
        _ = try controller.performBatchUpdates(
            BatchUpdate(insertions: Array(first..<(first + count)), insertedExtents: Dictionary(uniqueKeysWithValues: (first..<(first + count)).map { ($0, 60) })),
            time: time)
    }

    @Test("a chat at its end saves its last message ending on screen, at the viewport's end, and that it was at its end")
    func snapshotOfAChatAtItsEnd() throws {
        let (chat, identifiers) = try Self.chat(count: 200)
        #expect(chat.isAtEnd && chat.offset == CGFloat(200 * 60 - 600))
        let saved = try chat.scrollPosition(identifiers: identifiers)
        // Message 199 is the anchor (not message 190 at the top), ending at the viewport's end.
        #expect(saved.anchor == "m199" && saved.anchorIndex == 199 && saved.anchorOffsetInViewport == 540)
        #expect(saved.endAnchored == EndAnchoredPosition(wasAtEnd: true, anchorDistanceToViewportEnd: 0, unseenItems: []))
    }

    /// The issue's scenario: saved at its end, five messages arrive before the relaunch. The restored
    /// chat was 300 points above its end with nothing unseen; it must be at its end, as it was, and
    /// follow the next message.
    @Test("a chat saved at its end is restored at its end after new messages, and follows the next one")
    func restoredAtItsEnd() throws {
        let (chat, identifiers) = try Self.chat(count: 200)
        let json = try JSONEncoder().encode(chat.scrollPosition(identifiers: identifiers))
        let saved = try JSONDecoder().decode(ScrollPositionSnapshot<String>.self, from: json)

        var (relaunched, now) = try Self.chat(count: 205)
        _ = try relaunched.scroll(toOffset: 0, animated: false, time: 0)
        _ = try relaunched.restoreScrollPosition(saved, identifiers: now, time: 1)
        #expect(relaunched.isAtEnd && relaunched.distanceToEnd == 0)
        #expect(try Self.distanceToViewportEnd(of: 204, in: relaunched) == 0)
        #expect(relaunched.unseenItems.isEmpty)
        try Self.receive(1, in: &relaunched, time: 2)
        #expect(relaunched.distanceToEnd == 0 && relaunched.unseenItems.isEmpty)
    }

    @Test("a chat saved away from its end keeps its last message ending on screen as far from the viewport's end, and counts new messages as unseen")
    func restoredAwayFromItsEnd() throws {
        var (chat, identifiers) = try Self.chat(count: 200)
        _ = try chat.scroll(by: -330, animated: false, time: 0)
        // Two messages arrive while the reader is up the chat: unseen.
        try Self.receive(2, in: &chat, time: 1)
        #expect(chat.unseenItems == IndexRanges(200..<202))
        let identifiers202 = try ItemIdentifiers(identifiers.identifiers + ["m200", "m201"])
        let saved = try chat.scrollPosition(identifiers: identifiers202)
        // The viewport ends at 11,670: message 193 ends 30 points above it, message 194 is cut.
        #expect(saved.anchor == "m193" && saved.endAnchored?.anchorDistanceToViewportEnd == 30)
        #expect(saved.endAnchored?.wasAtEnd == false && saved.endAnchored?.unseenItems == IndexRanges(200..<202))
        _ = identifiers

        // Relaunched on a shorter screen (a keyboard is up), with three more messages; message 150 was
        // deleted.
        let newer = identifiers202.identifiers.filter { $0 != "m150" } + ["m202", "m203", "m204"]
        var (relaunched, _) = try Self.chat(count: newer.count, height: 400)
        _ = try relaunched.restoreScrollPosition(JSONDecoder().decode(ScrollPositionSnapshot<String>.self, from: JSONEncoder().encode(saved)),
                                                 identifiers: ItemIdentifiers(newer), time: 1)
        let m193 = try #require(ItemIdentifiers(newer).index(of: "m193"))
        #expect(try Self.distanceToViewportEnd(of: m193, in: relaunched) == 30)
        // The two unseen then and the three that arrived since.
        #expect(relaunched.unseenItems == IndexRanges((newer.count - 5)..<newer.count))
        // Reaching the end sees them.
        _ = try relaunched.scrollToEnd(animated: false, time: 2)
        #expect(relaunched.unseenItems.isEmpty)
    }

    @Test("a chat shorter than its viewport is restored resting at its end, below the start")
    func shortChat() throws {
        let (chat, identifiers) = try Self.chat(count: 5)
        #expect(chat.offset == CGFloat(300 - 600))
        let saved = try chat.scrollPosition(identifiers: identifiers)
        var (relaunched, now) = try Self.chat(count: 6)
        _ = try relaunched.restoreScrollPosition(saved, identifiers: now, time: 1)
        #expect(relaunched.offset == CGFloat(360 - 600) && relaunched.isAtEnd)
    }

    /// A chat's position as the version before chats saved their place relative to the end wrote it
    /// (no `chat` part): 200 messages of 60, away from the end, anchored on message 193.
    static let oldJSON = #"""
    {"paged":false,"count":200,"anchor":193,"offset":510,"ranges":[0,200],"identifiers":IDENTIFIERS,"extents":"AJEDAABwQg=="}
    """#.replacingOccurrences(of: "IDENTIFIERS", with: "[" + (0..<200).map { "\"m\($0)\"" }.joined(separator: ",") + "]")

    @Test("a position saved before chats saved their place relative to the end still decodes and restores by the anchor's start")
    func oldJSONStillDecodes() throws {
        let old = try JSONDecoder().decode(ScrollPositionSnapshot<String>.self, from: Data(Self.oldJSON.utf8))
        #expect(old.endAnchored == nil && old.anchor == "m193" && old.anchorOffsetInViewport == 510 && old.savedItemCount == 200)
        var (relaunched, identifiers) = try Self.chat(count: 200)
        _ = try relaunched.restoreScrollPosition(old, identifiers: identifiers, time: 1)
        #expect(try relaunched.virtualizer.span(ofItem: 193).start - relaunched.offset == 510)
        #expect(relaunched.unseenItems.isEmpty)
        // What is saved now for the same place reads the same, with the chat's part.
        _ = try relaunched.scroll(by: 0, animated: false, time: 2)
        let now = try relaunched.scrollPosition(identifiers: identifiers)
        #expect(now.anchorIndex == 193 && now.anchorOffsetInViewport == 510)
        #expect(now.endAnchored == EndAnchoredPosition(wasAtEnd: false, anchorDistanceToViewportEnd: 30, unseenItems: []))
    }

    @Test("a chat's part that does not fit its snapshot is refused when decoded")
    func corruptChatPart() throws {
        func decode(_ chat: String) throws -> ScrollPositionSnapshot<String> {
            let json = Self.oldJSON.dropLast() + #","chat":"# + chat + "}"
            return try JSONDecoder().decode(ScrollPositionSnapshot<String>.self, from: Data(json.utf8))
        }
        #expect(throws: Never.self) { try decode(#"{"atEnd":false,"endDistance":30,"unseen":[198,200]}"#) }
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.corrupt("unseen items 198...200 lie outside 0..<200"))) {
            try decode(#"{"atEnd":false,"unseen":[198,201]}"#)
        }
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.corrupt("the unseen ranges are empty, out of order or touching at 5"))) {
            try decode(#"{"atEnd":false,"unseen":[7,9,5,6]}"#)
        }
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.corrupt("the unseen ranges have an odd number of bounds"))) {
            try decode(#"{"atEnd":true,"unseen":[7]}"#)
        }
        #expect(throws: DecodingError.self) { try decode(#"{"endDistance":3}"#) }
    }
}
