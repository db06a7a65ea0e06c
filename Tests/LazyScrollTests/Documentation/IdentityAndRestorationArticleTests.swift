import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/IdentityAndRestoration.md, compiled and run;
// DocumentationSnippetTests keeps the two identical.
@Suite("Documentation: identity and restoration")
struct IdentityAndRestorationArticleTests {
    @Test("a new snapshot of identifiers becomes a batch update that keeps the screen still")
    func identityUpdates() throws {
        // snippet:begin
        // A feed of 10,000 posts, identified by their numbers, showing post 5,000 at the top.
        let posts = try ItemIdentifiers(Array(0..<10_000))
        var feed = try ScrollController(
            content: .items(.measured(MeasuredExtents(count: 10_000, estimatedExtent: 120))),
            viewportSize: CGSize(width: 390, height: 844))
        _ = try feed.scroll(toItem: 5_000, at: .start, animated: false, time: 0)

        // New data: two posts arrive at the top, post 10 is deleted, post 9,999 is pinned below the
        // new ones, and post 5,001 was edited.
        let newer = try ItemIdentifiers([20_000, 20_001, 9_999] + (0..<9_999).filter { $0 != 10 })
        let difference = try IdentityDifference(from: posts, to: newer, reloading: [5_001])
        // deletions [10], insertions [0, 1], moves [9,999 → 2], reloads [5,001]
        _ = try feed.performBatchUpdates(difference, time: 0)
        let post5000 = try feed.virtualizer.span(ofItem: newer.index(of: 5_000)!).start - feed.offset  // 0: still at the top

        // Values that are Identifiable and Equatable: a changed value is a reload.
        struct Message: Identifiable, Equatable {
            var id: String
            var text: String
        }
        let before = [Message(id: "a", text: "Hi"), Message(id: "b", text: "Lunch?"), Message(id: "c", text: "Bye"),
                      Message(id: "x", text: "Spam")]
        let after = [Message(id: "c", text: "Bye"), Message(id: "a", text: "Hi!"), Message(id: "b", text: "Lunch?"),
                     Message(id: "d", text: "Noon")]
        let chat = try IdentityDifference(from: before, to: after)
        // deletions [3] (x), insertions [3] (d), moves [2 → 0] (c), reloads [0] (a's text changed)

        // An identifier may name only one item.
        let refused = try? ItemIdentifiers([1, 2, 1])  // nil: 1 appears at positions 0 and 2
        // snippet:end

        #expect(difference.update == BatchUpdate(
            deletions: [10], insertions: [0, 1], moves: [BatchUpdate.Move(from: 9_999, to: 2)], reloads: [5_001]))
        #expect(post5000 == 0)
        #expect(chat.update == BatchUpdate(deletions: [3], insertions: [3], moves: [BatchUpdate.Move(from: 2, to: 0)], reloads: [0]))
        #expect(refused == nil)
        #expect(throws: LazyScrollError.duplicateIdentity(identity: "1", firstIndex: 0, secondIndex: 2)) {
            try ItemIdentifiers([1, 2, 1])
        }
    }

    @Test("a saved position comes back by identity after the data changed")
    func saveAndRestore() throws {
        // snippet:begin
        // A chat of 1,000 messages, every one measured (20, 24, 28, 32 or 36 points), read down to
        // message 600, which sits 10 points below the top.
        let messages = try ItemIdentifiers((0..<1_000).map { "msg-\($0)" })
        let heights = try MeasuredExtents(count: 1_000, estimatedExtent: 44) { CGFloat(20 + ($0 % 5) * 4) }
        var chat = try ScrollController(content: .items(.measured(heights)), viewportSize: CGSize(width: 375, height: 600))
        _ = try chat.scroll(toItem: 600, at: .start, animated: false, time: 0)
        _ = try chat.scroll(by: -10, animated: false, time: 0)
        let position = try chat.scrollPosition(identifiers: messages, listIdentifier: "chat")
        let json = try JSONEncoder().encode(position)  // 11,368 bytes, of which 1,023 bytes of extents

        // The next launch: five new messages at the top, message 600 deleted, nothing measured yet.
        let now = try ItemIdentifiers((1_000..<1_005).map { "msg-\($0)" } + (0..<1_000).filter { $0 != 600 }.map { "msg-\($0)" })
        var relaunched = try ScrollController(
            content: .items(.measured(MeasuredExtents(count: now.count, estimatedExtent: 44))),
            viewportSize: CGSize(width: 375, height: 600))
        let saved = try JSONDecoder().decode(ScrollPositionSnapshot<String>.self, from: json)
        _ = try relaunched.restoreScrollPosition(saved, identifiers: now, listIdentifier: "chat", time: 0)

        // 599 and 601 are equally near the deleted anchor; the later one takes its place.
        let place = try relaunched.virtualizer.span(ofItem: now.index(of: "msg-601")!).start - relaunched.offset  // 10
        let height = try relaunched.virtualizer.items.base.extent(of: now.index(of: "msg-3")!)  // 32, back by identity

        // A position saved for another list is refused, and nothing changes.
        let refused = (try? relaunched.restoreScrollPosition(saved, identifiers: now, listIdentifier: "inbox", time: 0)) == nil
        // snippet:end

        #expect(json.count == 11_368)
        #expect(Data(base64Encoded: try #require((JSONSerialization.jsonObject(with: json) as? [String: Any])?["extents"] as? String))?.count == 1_023)
        #expect(place == 10)
        #expect(height == 32)
        #expect(refused)
        #expect(saved.anchor == "msg-600" && saved.savedItemCount == 1_000)
    }

    @Test("a chat's saved position keeps its place relative to its end, and how it treats new messages")
    func chatPosition() throws {
        // snippet:begin
        // A chat anchored at its end: 200 messages of 60 points, showing the last ten.
        func chat(messages: Int) throws -> ScrollController {
            try ScrollController(
                content: .items(.measured(MeasuredExtents(count: messages, estimatedExtent: 60))),
                viewportSize: CGSize(width: 375, height: 600), configuration: ScrollConfiguration(anchoring: .end))
        }
        let before = try ItemIdentifiers((0..<200).map { "m\($0)" })
        var reading = try chat(messages: 200)
        let atEnd = try reading.scrollPosition(identifiers: before)
        // anchor "m199", the last message on screen, 0 points above the viewport's end; at the end
        _ = try reading.scroll(by: -330, animated: false, time: 0)
        let scrolledUp = try reading.scrollPosition(identifiers: before)
        // anchor "m193", 30 points above the viewport's end; not at the end

        // Five messages arrived before the next launch.
        let after = try ItemIdentifiers((0..<205).map { "m\($0)" })
        var following = try chat(messages: 205)
        _ = try following.restoreScrollPosition(atEnd, identifiers: after, time: 0)
        let shown = following.isAtEnd  // true: at its end, showing "m204", and following new messages
        var away = try chat(messages: 205)
        _ = try away.restoreScrollPosition(scrolledUp, identifiers: after, time: 0)
        let unseen = away.unseenItems.count  // 5: "m193" is back 30 points above the end
        // snippet:end

        #expect(atEnd.anchor == "m199" && atEnd.endAnchored?.anchorDistanceToViewportEnd == 0 && atEnd.endAnchored?.wasAtEnd == true)
        #expect(scrolledUp.anchor == "m193" && scrolledUp.endAnchored?.anchorDistanceToViewportEnd == 30 && scrolledUp.endAnchored?.wasAtEnd == false)
        #expect(shown && following.distanceToEnd == 0)
        #expect(unseen == 5 && away.unseenItems == IndexRanges(200..<205))
        #expect(try away.virtualizer.span(ofItem: 193).end == away.offset + 600 - 30)
    }
}
