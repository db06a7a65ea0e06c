#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

@testable import LazyScrollTerminal

@Suite struct TerminalCapabilitiesTests {
    @Test(arguments: [nil, "", "dumb", "DUMB", "unknown"] as [String?])
    func aTerminalThatCannotPlaceTheCursorIsRefusedInOneLine(term: String?) {
        #expect(throws: TerminalError.unsupportedTerminal(term: term)) { _ = try TerminalCapabilities(term: term) }
        let message = TerminalError.unsupportedTerminal(term: term).description
        #expect(!message.contains("\n"))
        #expect(message.hasSuffix("so there is no screen to draw on; set TERM to your terminal's type, such as xterm-256color"))
    }

    /// (TERM, COLORTERM, NO_COLOR) → alternate screen, mouse, xterm modes, colours.
    @Test(arguments: [
        ("xterm", nil, false, true, .sixteen),
        ("xterm-256color", nil, false, true, .palette256),
        ("xterm-256color", "truecolor", false, true, .trueColor),
        ("XTERM-256COLOR", "24bit", false, true, .trueColor),
        ("screen", nil, false, true, .sixteen),
        ("tmux-256color", nil, false, true, .palette256),
        ("vte-256color", nil, false, true, .palette256),
        ("rxvt-unicode-256color", nil, false, true, .palette256),
        ("xterm-kitty", nil, false, true, .sixteen),
        ("xterm-16color", nil, false, true, .sixteen),
        ("xterm-mono", nil, false, true, .none),
        ("xterm-256color", "truecolor", true, true, .none),
        ("linux", nil, false, false, .eight),
        ("ansi", nil, false, false, .eight),
        ("cons25", nil, false, false, .eight),
        ("eterm-color", nil, false, false, .eight),
        ("linux-16color", nil, false, false, .sixteen),
        ("vt100", nil, false, false, .none),
        ("vt220", nil, false, false, .none),
        ("vt52", nil, false, false, .none),
        ("sun", nil, false, false, .none),
    ] as [(String, String?, Bool, Bool, ColorSupport)])
    func capabilitiesFollowTheTerminalType(term: String, colorTerm: String?, noColor: Bool, extensions: Bool, colors: ColorSupport) throws {
        let capabilities = try TerminalCapabilities(term: term, colorTerm: colorTerm, noColor: noColor)
        #expect(capabilities == TerminalCapabilities(alternateScreen: extensions, mouse: extensions, xtermModes: extensions, colors: colors))
    }

    @Test func optionsAreLimitedToWhatTheTerminalUnderstands() throws {
        let vt100 = try TerminalCapabilities(term: "vt100")
        #expect(TerminalOptions().limited(to: vt100) == TerminalOptions(reportsMouse: false, bracketsPaste: false, queriesSynchronizedOutput: false))
        #expect(TerminalOptions(reportsMouse: false).limited(to: .full) == TerminalOptions(reportsMouse: false))
    }

    @Test func coloursAreBroughtDownToWhatTheTerminalShows() {
        let colours: [TerminalColor] = [.default, .red, .brightBlack, .ansi(9), .palette(196), .palette(244), .rgb(red: 0, green: 0, blue: 250)]
        #expect(colours.map { $0.approximated(for: .trueColor) } == colours)
        #expect(colours.map { $0.approximated(for: .palette256) } == [.default, .red, .brightBlack, .ansi(9), .palette(196), .palette(244), .palette(21)])
        #expect(colours.map { $0.approximated(for: .sixteen) } == [.default, .red, .brightBlack, .ansi(9), .ansi(9), .ansi(8), .ansi(12)])
        #expect(colours.map { $0.approximated(for: .eight) } == [.default, .red, .default, .ansi(1), .ansi(1), .white, .ansi(4)])
        #expect(colours.map { $0.approximated(for: .none) } == Array(repeating: .default, count: colours.count))
        #expect(TerminalColor.paletteIndex(red: 128, green: 128, blue: 128) == 244)
        #expect(TerminalColor.paletteIndex(red: 255, green: 135, blue: 0) == 208)
        let style = CellStyle(foreground: .yellow, background: .blue, attributes: [.bold, .reverse])
        #expect(style.approximated(for: .none) == CellStyle(attributes: [.bold, .reverse]))
    }

    @Test func theRendererSendsOnlyTheColoursTheTerminalHas() {
        var frame = CellBuffer(size: TerminalSize(columns: 6, rows: 1))
        frame.put("ab", column: 0, row: 0, style: CellStyle(foreground: .brightBlack))
        frame.put("cd", column: 2, row: 0, style: CellStyle(foreground: .ansi(9), attributes: .bold))
        frame.put("ef", column: 4, row: 0, style: CellStyle(background: .rgb(red: 0, green: 200, blue: 0)))
        func render(_ colors: ColorSupport) -> String {
            var renderer = FrameRenderer()
            renderer.colors = colors
            return String(decoding: renderer.render(frame), as: UTF8.self)
        }
        #expect(render(.trueColor) == "\u{1B}[m\u{1B}[2J\u{1B}[H\u{1B}[90mab\u{1B}[1;91mcd\u{1B}[0;48;2;0;200;0mef")
        #expect(render(.eight) == "\u{1B}[m\u{1B}[2J\u{1B}[Hab\u{1B}[1;31mcd\u{1B}[0;42mef")
        #expect(render(.none) == "\u{1B}[m\u{1B}[2J\u{1B}[Hab\u{1B}[1mcd\u{1B}[mef")
    }
}

/// Sessions own process-wide signal handlers: one at a time (the suite shares none with
/// `TerminalSessionTests`, which is serialized on its own, so both only open sessions on their own ptys).
@Suite(.serialized) @MainActor struct LimitedTerminalSessionTests {
    @Test func aVT100GetsNoAlternateScreenMouseModesOrColours() throws {
        let terminal = try #require(PseudoTerminal(columns: 20, rows: 3))
        let before = terminal.mode()
        let session = try TerminalSession(input: terminal.secondary, output: terminal.secondary, capabilities: TerminalCapabilities(term: "vt100"))
        #expect(session.options == TerminalOptions(reportsMouse: false, bracketsPaste: false, queriesSynchronizedOutput: false))
        var frame = CellBuffer(size: session.size)
        frame.put("hello", column: 0, row: 0, style: CellStyle(foreground: .green, attributes: .bold))
        try session.present(frame)
        session.close()
        #expect(sameMode(before, terminal.mode()))
        let output = terminal.drainOutput()
        for absent in ["\u{1B}[?1049", "\u{1B}[?100", "\u{1B}[?2004", "\u{1B}[?2026", "32m"] {
            #expect(!output.contains(absent), "\(absent.debugDescription) in \(output.debugDescription)")
        }
        #expect(output.contains("\u{1B}[1mhello"))
        #expect(output.hasSuffix("\u{1B}[?25h\u{1B}[2J\u{1B}[H"), "the last frame is wiped on exit: \(output.debugDescription)")
    }
}
