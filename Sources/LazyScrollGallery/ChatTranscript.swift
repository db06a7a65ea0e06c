import Foundation
import LazyScrollTerminal

/// The messages the Chat demo shows, oldest first, and how they are drawn: deterministic text, so that
/// replays and tests see the same screens on every run.
///
/// A class, because the list's configure closure reads the messages as they are now, while the demo
/// adds, prepends and streams them.
final class ChatTranscript {
    /// One message.
    struct Message: Hashable {
        /// Who wrote it.
        var author: String
        /// The text shown so far (all of it, unless it is streaming in).
        var text: String
        /// Whether more text is still coming.
        var isStreaming = false
        /// Minutes since midnight, for the time in its header.
        var minute: Int
    }

    /// The loaded messages, oldest first.
    var messages: [Message]

    /// Older messages that can still be loaded, and how many a page brings.
    static let historyCount = 1_000
    static let pageSize = 50
    /// The messages on screen when the demo opens.
    static let initialCount = 40
    /// The height a message has until it is drawn: its header, one line and the gap.
    static let estimatedHeight = 3

    /// The latest `initialCount` messages of the history.
    init() {
        messages = (0..<Self.initialCount).map { Self.historyMessage(Self.historyCount + $0) }
    }

    /// Message `number` of the conversation's history, counting from its first message.
    static func historyMessage(_ number: Int) -> Message {
        let authors = ["Ada", "Grace", "Alan"]
        return Message(author: authors[(number * 7 + number / 3) % authors.count], text: sentence(number), minute: 8 * 60 + number / 4)
    }

    /// A deterministic sentence of one to four clauses, different for every number.
    static func sentence(_ number: Int) -> String {
        let clauses = [
            "did the rows above move when the images loaded",
            "no, the anchor kept them still",
            "a page of fifty older messages just arrived",
            "the list measured them as they came on screen",
            "try scrolling up while the bot is typing",
            "the badge counts what you have not seen yet",
            "end jumps back to the latest message",
            "it started at the bottom, like a chat should",
        ]
        let count = 1 + (number * 5 + 3) % 4
        return (0..<count).map { clauses[(number + $0 * 3) % clauses.count] }.joined(separator: ", ") + "."
    }

    /// The reply the bot streams in as live message `number`.
    static func botReply(_ number: Int) -> String {
        "Message \(number + 1) streams in a few characters per frame; while you are at the end the list " +
            "keeps its last line in view, and when you have scrolled away it stays still and counts it as new."
    }

    /// Draws message `index` into `block` for a view `width` columns wide.
    func draw(_ index: Int, into block: inout TextBlock, width: Int) {
        block.dataIndex = index
        guard messages.indices.contains(index) else {
            block.lines = [""]
            return
        }
        let message = messages[index]
        let colours: [String: TerminalColor] = ["Ada": .cyan, "Grace": .magenta, "Alan": .yellow, "Bot": .green]
        block.style = CellStyle(foreground: colours[message.author] ?? .white)
        let time = String(format: "%02d:%02d", message.minute / 60 % 24, message.minute % 60)
        let body = message.text + (message.isStreaming ? " ▌" : "")
        block.lines = ["\(message.author) · \(time)"] + Self.wrap(body, width: max(10, width - 4)).map { "  " + $0 } + [""]
    }

    /// `text` in lines of at most `width` characters, broken between words.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}
