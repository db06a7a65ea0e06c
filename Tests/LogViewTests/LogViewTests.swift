import Foundation
import LazyScrollTerminal
import PropertySeeds
import Testing

@testable import logview

/// The terminal guide's program (Sources/LazyScrollTerminal/Documentation.docc/GettingStarted.md),
/// `Examples/LogView`: the article's code is the program's, and the program does what the article says,
/// run headless and compared as text (issue 25, item 2). Scripts/e2e-tmux.sh runs it in a real terminal.
@MainActor
@Suite struct LogViewTests {
    /// The package root, from this file's path (the tests run from the checkout they were built in).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The bodies of the Markdown's ```swift fences, in order.
    static func swiftBlocks(in markdown: String) -> [String] {
        markdown.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "\n```").first ?? "" }
    }

    /// The article shows the program in parts, in order, then the test below marked as its snippet.
    @Test func theArticlesCodeIsTheProgramAndItsTest() throws {
        let blocks = Self.swiftBlocks(in: try Self.read("Sources/LazyScrollTerminal/Documentation.docc/GettingStarted.md"))
        let program = try Self.read("Examples/LogView/LogView.swift")
        #expect(blocks.count == 5)
        #expect(blocks.prefix(4).joined(separator: "\n\n") + "\n" == program)
        let test = try Self.read("Tests/LogViewTests/LogViewTests.swift")
        let marked = test.components(separatedBy: "// snippet:begin\n").dropFirst().first?.components(separatedBy: "    // snippet:end").first
        let dedented = marked?.split(separator: "\n", omittingEmptySubsequences: false).map { $0.dropFirst(4) }.joined(separator: "\n")
        #expect(blocks.last.map { $0 + "\n" } == dedented)
    }

    /// "in 34 lines of code": lines that are neither blank nor only a comment.
    @Test func theProgramIs34LinesOfCode() throws {
        let lines = try Self.read("Examples/LogView/LogView.swift").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { !$0.isEmpty && !$0.hasPrefix("//") }.count == 34)
    }

    // snippet:begin
    @Test func pageDownShowsTheNextScreen() throws {
        var terminal = try HeadlessTerminal(size: TerminalSize(columns: 50, rows: 8)) { size, now in
            try LogView(size: size, now: now)
        }
        #expect(terminal.screen.textLines.last == " lines 1–6 of 1,000,000 · q quits")
        try terminal.send(.key(KeyEvent(.pageDown)))
        try terminal.wait(seconds: 1)
        #expect(terminal.screen.textLines.first == "6 INFO  request served")
        #expect(terminal.screen.textLines.last == " lines 6–11 of 1,000,000 · q quits")
    }
    // snippet:end

    /// What the article says the program does, key by key, as the bytes a terminal sends.
    @Test func everyKeyTheWheelAndADragScrollAndQQuits() throws {
        var terminal = try HeadlessTerminal(size: TerminalSize(columns: 50, rows: 8)) { size, now in
            try LogView(size: size, now: now)
        }
        func screen(after bytes: String) throws -> [String] {
            try terminal.type(bytes)
            try terminal.wait(seconds: 2)
            return terminal.screen.textLines
        }
        let start = terminal.screen.textLines
        #expect(start == [
            "1 ERROR request failed", "  at handler (server.swift:42)", "2 INFO  request served", "3 INFO  request served",
            "4 INFO  request served", "5 INFO  request served", "6 INFO  request served", " lines 1–6 of 1,000,000 · q quits",
        ])
        // An error's level is red and bold, the rest of its line plain; the status bar is reversed.
        #expect(terminal.screen[2, 0].style == CellStyle(foreground: .red, attributes: .bold))
        #expect(terminal.screen[8, 0].style == .plain)
        #expect(terminal.screen[0, 7].style == CellStyle(attributes: .reverse))
        #expect(terminal.application.list.rowsOnScreen.first.map { $0.rect.height } == 2)
        // ↓ scrolls a line, ↑ back.
        #expect(try screen(after: "\u{1B}[B").first == "  at handler (server.swift:42)")
        #expect(try screen(after: "\u{1B}[A") == start)
        // Page Down scrolls a screen less a line, Page Up back.
        #expect(try screen(after: "\u{1B}[6~").last == " lines 6–11 of 1,000,000 · q quits")
        #expect(try screen(after: "\u{1B}[5~") == start)
        // End jumps to the last line, Home to the first.
        #expect(try screen(after: "\u{1B}[F") == [
            "999994 INFO  request served", "999995 INFO  request served", "999996 INFO  request served",
            "999997 INFO  request served", "999998 INFO  request served", "999999 INFO  request served",
            "1000000 INFO  request served", " lines 999994–1000000 of 1,000,000 · q quits",
        ])
        #expect(try screen(after: "\u{1B}[H") == start)
        // Two wheel notches glide three lines each.
        #expect(try screen(after: "\u{1B}[<65;3;2M\u{1B}[<65;3;2M").last == " lines 6–11 of 1,000,000 · q quits")
        // A drag down by two rows pulls the content down by two lines.
        #expect(try screen(after: "\u{1B}[<0;3;2M\u{1B}[<32;3;3M\u{1B}[<32;3;4M\u{1B}[<0;3;4m").first == "4 INFO  request served")
        // At rest, no more frames are drawn until the next input.
        let frames = terminal.frameCount
        try terminal.wait(seconds: 5)
        #expect(terminal.frameCount == frames)
        try terminal.type("q")
        #expect(terminal.hasQuit)
    }

    /// Random keys, wheel notches, drags, garbage bytes and resizes down to nothing, over random waits:
    /// the program keeps running, and whenever it shows rows the status bar (cut at the width) names the
    /// first and last lines it draws.
    /// (The application lives on the main actor, so this runs the committed seeds itself rather than
    /// through `seededPropertyCheck`, whose body is not isolated.)
    @Test(arguments: committedSeeds(40))
    func anyInputAndAnySizeKeepItRunning(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var terminal = try HeadlessTerminal(size: TerminalSize(columns: 30, rows: 10)) { size, now in
            try LogView(size: size, now: now)
        }
        let inputs = ["\u{1B}[A", "\u{1B}[B", "\u{1B}[5~", "\u{1B}[6~", "\u{1B}[H", "\u{1B}[F", "\u{1B}[<64;2;2M",
                      "\u{1B}[<65;2;2M", "\u{1B}[<0;3;3M\u{1B}[<32;3;1M\u{1B}[<0;3;1m", "\u{1B}[<0;1;1M", "\u{1B}[", "x", "\u{1B}"]
        for _ in 0..<60 {
            if Int.random(in: 0..<8, using: &random) == 0 {
                try terminal.resize(to: TerminalSize(columns: Int.random(in: 0...40, using: &random), rows: Int.random(in: 0...12, using: &random)))
            } else {
                try terminal.type(inputs.randomElement(using: &random)!)
            }
            try terminal.wait(seconds: Double.random(in: 0...0.5, using: &random))
            let size = terminal.screen.size
            let shown = terminal.application.list.rowsOnScreen
            guard size.rows >= 2, let first = shown.first, let last = shown.last else { continue }
            var status = String(" lines \(first.dataIndex + 1)–\(last.dataIndex + 1) of 1,000,000 · q quits".prefix(size.columns))
            while status.last == " " { status.removeLast() }
            #expect(terminal.screen.textLines.last == status, "seed \(seed)")
        }
        #expect(!terminal.hasQuit)
    }

    /// A narrower terminal re-wraps the lines on screen into more rows.
    @Test func aResizeReWrapsTheLines() throws {
        var terminal = try HeadlessTerminal(size: TerminalSize(columns: 50, rows: 8)) { size, now in
            try LogView(size: size, now: now)
        }
        try terminal.resize(to: TerminalSize(columns: 16, rows: 8))
        #expect(terminal.screen.textLines == [
            "1 ERROR request", "failed", "  at handler", "(server.swift:42", ")", "2 INFO  request", "served", " lines 1–2 of 1,",
        ])
    }
}
