import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll
import LazyScrollTerminal

/// The Chat demo: a conversation in a list anchored at its end. Messages arrive every few seconds, the
/// bot's replies stream in a few characters per frame, older messages load a page at a time when the
/// reader comes within a screen of the top, and the bottom line shows whether the list is live or how
/// many new messages the reader has not seen.
@MainActor
struct ChatDemo {
    /// The conversation's list; its rows are as tall as their messages.
    private(set) var list: TerminalList
    /// The messages the list shows.
    let transcript: ChatTranscript
    /// When the next live message arrives, on the conversation's clock.
    private var nextArrival: Double
    /// How many live messages have arrived.
    private var arrivals = 0
    /// The streaming reply: its index, its whole text and when it started.
    private var streaming: (index: Int, text: String, start: Double)?
    /// When the page of older messages that was asked for arrives; nil when none was asked for.
    private var olderDue: Double?
    /// Older messages not loaded yet.
    private var olderLeft = ChatTranscript.historyCount
    /// The conversation's clock stops while the tab is not shown: seconds it was stopped, and since when.
    private var pausedTotal = 0.0
    private var pausedSince: Double?

    /// Seconds between live messages; every third one is the bot's reply, which streams in.
    static let arrivalInterval = 2.5
    /// Characters of a reply per second.
    static let streamingSpeed = 40.0
    /// How long a page of older messages takes to arrive.
    static let loadingTime = 0.4

    /// The demo in a view of `size` cells (the last row is the status line).
    init(size: TerminalSize, time: Double) throws(LazyScrollError) {
        let transcript = ChatTranscript()
        self.transcript = transcript
        let extents = try MeasuredExtents(count: transcript.messages.count, estimatedExtent: CGFloat(ChatTranscript.estimatedHeight))
        list = try TerminalList(
            extents: .measured(extents), size: Self.listSize(size), time: time, anchoring: .end(tolerance: 1),
            sizesRowsToFit: true
        ) { block, index, size in
            transcript.draw(index, into: &block, width: size.columns)
        }
        try list.setLoadMoreThresholds(LoadMoreThresholds(start: .screens(1)), time: time)
        nextArrival = time + Self.arrivalInterval
        try takeLoadMoreEvents(time: time)
    }

    /// The list's size in a view of `size`: all but the status line.
    static func listSize(_ size: TerminalSize) -> TerminalSize {
        TerminalSize(columns: size.columns, rows: max(0, size.rows - 1))
    }

    /// The conversation's clock at the gallery's `time`.
    private func conversationTime(_ time: Double) -> Double { time - pausedTotal }

    // MARK: - Input and time

    /// End glides to the latest message; the other keys, the wheel and drags scroll the list.
    mutating func handle(_ event: InputEvent, in rect: CellRect, time: Double) throws(LazyScrollError) -> Bool {
        if case let .key(key) = event, key.key == .end {
            try list.scrollToEnd(animated: true, time: time)
            return true
        }
        let listRect = CellRect(column: rect.column, row: rect.row, width: rect.width, height: max(0, rect.height - 1))
        defer { try? takeLoadMoreEvents(time: time) }
        return try list.handle(event, in: listRect, time: time)
    }

    /// Advances the list's glide and the conversation: arrivals, the streaming reply, older pages.
    mutating func tick(time: Double) throws(LazyScrollError) {
        try list.tick(time: time)
        guard pausedSince == nil else { return }
        let now = conversationTime(time)
        while nextArrival <= now {
            try arrive(at: nextArrival, time: time)
            nextArrival += Self.arrivalInterval
        }
        try stream(until: now, time: time)
        if let due = olderDue, due <= now {
            olderDue = nil
            try loadOlder(time: time)
        }
        try takeLoadMoreEvents(time: time)
    }

    /// A live message arrives at the end of the list; every third one is a reply that streams in.
    private mutating func arrive(at moment: Double, time: Double) throws(LazyScrollError) {
        try stream(until: .infinity, time: time)
        let number = arrivals
        arrivals += 1
        let minute = 8 * 60 + (ChatTranscript.historyCount + ChatTranscript.initialCount) / 4 + number
        let index = transcript.messages.count
        if number % 3 == 2 {
            transcript.messages.append(.init(author: "Bot", text: "", isStreaming: true, minute: minute))
            streaming = (index, ChatTranscript.botReply(number), moment)
        } else {
            let author = ["Ada", "Grace"][number % 2]
            transcript.messages.append(.init(author: author, text: ChatTranscript.sentence(number * 11 + 5), minute: minute))
        }
        try list.performBatchUpdates(BatchUpdate(insertions: [index]), time: time)
    }

    /// Shows the streaming reply as far as it has come by `moment` (all of it for `.infinity`).
    private mutating func stream(until moment: Double, time: Double) throws(LazyScrollError) {
        guard let reply = streaming else { return }
        let shown = Self.charactersShown(of: reply.text.count, after: moment - reply.start)
        let done = shown == reply.text.count
        let text = String(reply.text.prefix(shown))
        guard text != transcript.messages[reply.index].text || done else { return }
        transcript.messages[reply.index].text = text
        transcript.messages[reply.index].isStreaming = !done
        if done { streaming = nil }
        // The row is drawn again and measured: while the list is at its end, the end stays in view.
        try list.performBatchUpdates(BatchUpdate(reloads: [reply.index]), time: time)
    }

    /// How many of a reply's `count` characters have streamed in `elapsed` seconds after it started:
    /// none before it starts (or for NaN), all of them once their time is up, also for an unbounded
    /// `elapsed`: an arrival finishes the reply with `.infinity`, whose product has no `Int`.
    static func charactersShown(of count: Int, after elapsed: Double) -> Int {
        let streamed = elapsed * streamingSpeed
        guard streamed > 0 else { return 0 }
        return streamed < Double(count) ? Int(streamed) : count
    }

    /// A page of older messages arrives at the top; what the reader sees stays where it is.
    private mutating func loadOlder(time: Double) throws(LazyScrollError) {
        let count = min(ChatTranscript.pageSize, olderLeft)
        guard count > 0 else { return }
        olderLeft -= count
        let older = (olderLeft..<(olderLeft + count)).map(ChatTranscript.historyMessage)
        transcript.messages.insert(contentsOf: older, at: 0)
        if let reply = streaming { streaming = (reply.index + count, reply.text, reply.start) }
        try list.performBatchUpdates(BatchUpdate(insertions: Array(0..<count)), time: time)
    }

    /// Acts on the list's load-more events: within a screen of the top, ask for a page of older messages.
    private mutating func takeLoadMoreEvents(time: Double) throws(LazyScrollError) {
        for event in list.items.takeLoadMoreEvents() where event == .entered(.start) && olderDue == nil && olderLeft > 0 {
            olderDue = conversationTime(time) + Self.loadingTime
        }
    }

    /// The view changed size: the list keeps its end (or its place), and the messages wrap again.
    mutating func resize(to size: TerminalSize, time: Double) throws(LazyScrollError) {
        let listSize = Self.listSize(size)
        guard CGSize(width: listSize.columns, height: listSize.rows) != list.items.controller.viewportSize else { return }
        try list.resize(to: listSize, time: time)
        try takeLoadMoreEvents(time: time)
    }

    /// Stops the conversation and the list while the tab is not shown, and resumes both where they were.
    mutating func setOnScreen(_ isOnScreen: Bool, time: Double) throws(LazyScrollError) {
        try list.setOnScreen(isOnScreen, time: time)
        if isOnScreen, let since = pausedSince {
            pausedTotal += max(0, time - since)
            pausedSince = nil
        } else if !isOnScreen, pausedSince == nil {
            pausedSince = time
        }
    }

    /// When `tick` must run next: now while the list glides or a reply streams, else the next arrival
    /// or older page; nil while the tab is not shown.
    var nextTickTime: Double? {
        guard pausedSince == nil else { return nil }
        let list = self.list.items.controller.nextTickTime
        if streaming != nil { return min(list ?? .infinity, self.list.items.controller.now) }
        return [list, nextArrival + pausedTotal, olderDue.map { $0 + pausedTotal }].compactMap { $0 }.min()
    }

    /// A finger went down at (`column`, `row`), relative to the view.
    mutating func beginDrag(column: Int, row: Int, time: Double) throws(LazyScrollError) {
        try list.beginDrag(column: column, row: row, time: time)
    }

    /// The finger moved to (`column`, `row`), relative to the view.
    mutating func moveDrag(column: CGFloat, row: CGFloat, time: Double) throws(LazyScrollError) {
        try list.moveDrag(column: column, row: row, time: time)
        try takeLoadMoreEvents(time: time)
    }

    /// The finger lifted with the offset moving at `velocity` lines per second (nil: estimated).
    mutating func endDrag(velocity: CGFloat?, time: Double) throws(LazyScrollError) {
        try list.endDrag(velocity: velocity, time: time)
        try takeLoadMoreEvents(time: time)
    }

    // MARK: - Drawing

    /// The status line for a view `width` cells wide: the unseen messages' count, the loading of older
    /// ones, or that the list is live; shorter on a narrow view.
    func statusText(width: Int) -> String {
        let controller = list.items.controller
        let unseen = controller.unseenItems.count
        let wordings: [String]
        if unseen > 0 {
            wordings = [" ↓ \(unseen) new message\(unseen == 1 ? "" : "s") · End to jump ", " ↓ \(unseen) new · End ", " ↓ \(unseen) "]
        } else if olderDue != nil {
            wordings = [" ↑ loading older messages… ", " ↑ loading… "]
        } else if controller.isAtEnd {
            wordings = [" ● live · \(transcript.messages.count) messages ", " ● live "]
        } else {
            wordings = [" ↓ End for the latest ", " ↓ End "]
        }
        return FittedText.fitting(width, wordings)
    }

    /// Draws the messages and the status line into `rect`.
    func draw(into canvas: inout CellBuffer, in rect: CellRect) {
        let listRect = CellRect(column: rect.column, row: rect.row, width: rect.width, height: max(0, rect.height - 1))
        list.draw(into: &canvas, in: listRect)
        guard rect.height > 0 else { return }
        let status = statusText(width: rect.width)
        let highlighted = list.items.controller.unseenItems.count > 0
        canvas.put(status, column: rect.column, row: rect.endRow - 1,
                   style: highlighted ? CellStyle(attributes: [.reverse, .bold]) : CellStyle(foreground: .brightBlack), clip: rect)
    }
}
