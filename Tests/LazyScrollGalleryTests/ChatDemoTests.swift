import Foundation
@testable import LazyScrollGallery
import LazyScrollTerminal
import Testing

/// The Chat demo's screens after scripted input, compared with text snapshots in `Snapshots/`.
@MainActor
@Suite struct ChatDemoTests {
    /// The screens of `script` on the Chat demo at 80x24.
    func screens(_ script: String, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) throws -> [[String]] {
        try Replay(demo: .chat, size: size).run(try ReplayScript(script)).map(\.lines)
    }

    /// The last screen of `script` as text.
    func screen(_ script: String, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) throws -> String {
        let screens = try Replay(demo: .chat, size: size).run(try ReplayScript(script))
        return Replay.format(screens, everyStep: false)
    }

    /// The row of the status line: above the help line.
    static let statusRow = 22

    @Test func chatStartsAtTheLatestMessage() throws {
        let lines = try screens("")[0]
        #expect(lines[Self.statusRow].contains("● live · 40 messages"))
        // The last message's last line is the list's last text line (a blank gap follows each message).
        #expect(lines[Self.statusRow - 1].isEmpty && !lines[Self.statusRow - 2].isEmpty)
        try expectSnapshot(lines.joined(separator: "\n"), named: "chat-start")
    }

    /// The bot's reply grows every frame while the list is at its end: in every frame its last line
    /// is the list's last text line.
    @Test func aStreamingReplyStaysInView() throws {
        let frames = try screens("wait 7.5s; wait 100ms; wait 100ms; wait 100ms; wait 100ms; wait 100ms; wait 1s")
        var streamed = 0
        for lines in frames.dropFirst(2) {
            guard let row = lines.lastIndex(where: { $0.contains("▌") }) else { continue }
            streamed += 1
            #expect(row == Self.statusRow - 2, "the streaming line is on row \(row)")
        }
        #expect(streamed == 6)
        try expectSnapshot(frames.last!.joined(separator: "\n"), named: "chat-streaming")
    }

    /// Scrolled away, new messages leave the screen still and are counted; End glides to them.
    @Test func newMessagesWhileAwayAreCountedUntilSeen() throws {
        let frames = try screens("wheel up 4; wait 1s; wait 6s; key End; wait 1s")
        let away = frames[2]
        let later = frames[3]
        // Two messages arrived (at 2.5 s and 5 s): the list did not move.
        #expect(Array(later[1..<Self.statusRow]) == Array(away[1..<Self.statusRow]))
        #expect(later[Self.statusRow].contains("↓ 2 new messages · End to jump"))
        try expectSnapshot(later.joined(separator: "\n"), named: "chat-away")
        // At 7.5 s a third message arrives, while the list is at its end again.
        #expect(frames[5][Self.statusRow].contains("● live · 43 messages"))
    }

    /// At the top, a page of older messages arrives after a moment: the screen stays still, and the
    /// older messages are above it.
    @Test func olderMessagesLoadAboveWithoutMovingTheScreen() throws {
        let frames = try screens("key Home; wait 1s; wheel up 10; wait 1s")
        let asked = frames[1]
        let loaded = frames[2]
        #expect(asked[Self.statusRow].contains("↑ loading older messages…"))
        #expect(asked[1].hasPrefix("Grace · 12:10"))
        #expect(Array(loaded[1..<Self.statusRow]) == Array(asked[1..<Self.statusRow]))
        #expect(loaded[Self.statusRow].contains("↓ End for the latest"))
        // Thirty lines up, the page's messages are a few minutes older.
        let above = frames[4]
        #expect(above[1..<Self.statusRow].contains { $0.contains("12:0") })
        try expectSnapshot(above.joined(separator: "\n"), named: "chat-older")
    }

    /// A rotation at the end keeps the end in view, the messages wrapped to the narrower width.
    @Test func rotatingKeepsTheEnd() throws {
        let lines = try screens("wait 1s; key r").last!
        #expect(lines[0].hasSuffix("portrait"))
        #expect(lines[Self.statusRow].contains("● live · 40 messages"))
        #expect(lines[Self.statusRow - 1].trimmingCharacters(in: .whitespaces) == "│                                        │")
        try expectSnapshot(lines.joined(separator: "\n"), named: "chat-rotated")
    }

    /// The conversation stops while its tab is not shown: back after 20 s, the next message is still due
    /// half a second later.
    @Test func aHiddenChatWaits() throws {
        let back = try screens("wait 2s; key Tab; wait 20s; key 6").last!
        #expect(back[Self.statusRow].contains("40 messages"))
        let later = try screens("wait 2s; key Tab; wait 20s; key 6; wait 600ms").last!
        #expect(later[Self.statusRow].contains("41 messages"))
    }

    /// The bot's reply (arrived at 7.5 s) streams for longer than the 2.5 s to the next message; that
    /// arrival finishes the reply at once, whole and without its cursor, and the chat goes on (it trapped
    /// converting an unbounded character count to `Int`, issue 20 item 1).
    @Test func aMessageArrivingWhileAReplyStreamsFinishesTheReply() throws {
        let lines = try screens("wait 10s").last!
        #expect(lines[Self.statusRow].contains("● live · 44 messages"))
        #expect(lines.contains("  stays still and counts it as new."))
        #expect(!lines.contains { $0.contains("▌") })
        // Minutes later the conversation still runs: a message every 2.5 s.
        #expect(try screens("wait 10s; wait 180s").last![Self.statusRow].contains("● live · \(44 + 72) messages"))
    }

    @Test func aReplyShowsTheCharactersItsTimeAllows() {
        #expect(ChatDemo.charactersShown(of: 100, after: 1) == 40)
        #expect(ChatDemo.charactersShown(of: 100, after: 2.5) == 100)
        #expect(ChatDemo.charactersShown(of: 100, after: .infinity) == 100)
        #expect(ChatDemo.charactersShown(of: 100, after: -1) == 0)
        #expect(ChatDemo.charactersShown(of: 100, after: -.infinity) == 0)
        #expect(ChatDemo.charactersShown(of: 100, after: .nan) == 0)
    }

    /// Key 6 selects the Chat demo from any other.
    @Test func keySixSelectsTheChat() throws {
        let lines = try Replay(demo: .pages, size: TerminalSize(columns: 80, rows: 24), pageDrawCost: 24).run(try ReplayScript("key 6")).last!.lines
        #expect(lines[Self.statusRow].contains("● live"))
    }
}
