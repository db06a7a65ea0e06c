#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a terminal understands beyond moving the cursor and clearing the screen, so that a
/// ``TerminalSession`` sends only what the terminal shows instead of printing escape codes as text.
///
/// ``init(term:colorTerm:noColor:)`` decides from the terminal type as the terminfo database
/// describes it (see `infocmp`), by family (the part of `TERM` before the first `-`):
///
/// | `TERM` | alternate screen | mouse | xterm modes | colours |
/// |---|---|---|---|---|
/// | unset, empty, `dumb`, `unknown` | refused: no cursor addressing | | | |
/// | `vt52`, `vt100`, `vt220` and the other `vt…`, `sun` | no (no `smcup`) | no | no | none |
/// | `linux`, `ansi`, `cons25`, `pcansi`, `eterm` | no | no (no SGR reports) | no | 8 |
/// | anything else (`xterm…`, `screen…`, `tmux…`, `rxvt…`, `alacritty`, `xterm-kitty`, …) | yes | yes | yes | 16 |
///
/// Colours then follow the name and the environment: `…-256color` gives 256, `…-16color` 16,
/// `…-mono` or `…-m` none; `COLORTERM=truecolor` or `24bit` gives 24-bit colour, and a non-empty
/// `NO_COLOR` (no-color.org) none at all. Terminals of the last row accept the bright colours (SGR
/// 90–97) even when their terminfo entry claims 8, as xterm's own 256-colour entry shows.
public struct TerminalCapabilities: Sendable, Hashable {
    /// The alternate screen (mode 1049), which gives the program a screen of its own and brings the
    /// shell's back on exit. Without it the screen is cleared on entry and on exit.
    public var alternateScreen: Bool
    /// Mouse reports in SGR form (modes 1000, 1002 and 1006), the only form the parser reads.
    public var mouse: Bool
    /// xterm's other private modes: bracketed paste (2004) and mode queries (DECRQM, used to find
    /// synchronized output). Terminals that do not know them may print the query as text.
    public var xtermModes: Bool
    /// The colours the terminal can show; styles are brought down to them when drawn.
    public var colors: ColorSupport

    /// Every feature and 24-bit colour: a modern xterm-compatible terminal.
    public static let full = TerminalCapabilities(alternateScreen: true, mouse: true, xtermModes: true, colors: .trueColor)

    /// Capabilities given one by one.
    public init(alternateScreen: Bool, mouse: Bool, xtermModes: Bool, colors: ColorSupport) {
        self.alternateScreen = alternateScreen
        self.mouse = mouse
        self.xtermModes = xtermModes
        self.colors = colors
    }

    /// The capabilities of terminal type `term` (the `TERM` variable), with `colorTerm` (the
    /// `COLORTERM` variable) and `noColor` (whether `NO_COLOR` is set and not empty), as the table in
    /// the type's description says.
    ///
    /// - Throws: ``TerminalError/unsupportedTerminal(term:)`` when `term` is nil, empty, `dumb` or
    ///   `unknown`: such a terminal cannot place the cursor, so there is no screen to draw on.
    public init(term: String?, colorTerm: String? = nil, noColor: Bool = false) throws {
        let name = (term ?? "").lowercased()
        guard !["", "dumb", "unknown"].contains(name) else { throw TerminalError.unsupportedTerminal(term: term) }
        let family = name.prefix { $0 != "-" }
        // DEC's terminals are `vt` and a number (`vte…` is GNOME's VTE, an xterm-compatible one).
        let withoutColour = (family.hasPrefix("vt") && family.dropFirst(2).first?.isNumber == true) || family == "sun"
        let withoutExtensions = withoutColour || ["linux", "ansi", "cons25", "pcansi", "eterm"].contains(family)
        var colors: ColorSupport = withoutColour ? .none : withoutExtensions ? .eight : .sixteen
        if name.contains("256color") {
            colors = .palette256
        } else if name.contains("16color") {
            colors = .sixteen
        }
        if let colorTerm = colorTerm?.lowercased(), colorTerm == "truecolor" || colorTerm == "24bit" {
            colors = .trueColor
        }
        if name.hasSuffix("-mono") || name.hasSuffix("-m") || noColor { colors = .none }
        self.init(alternateScreen: !withoutExtensions, mouse: !withoutExtensions, xtermModes: !withoutExtensions, colors: colors)
    }

    /// The capabilities of the terminal this process runs in, from `TERM`, `COLORTERM` and `NO_COLOR`.
    ///
    /// - Throws: ``TerminalError/unsupportedTerminal(term:)`` as ``init(term:colorTerm:noColor:)`` does.
    public static func fromEnvironment() throws -> TerminalCapabilities {
        func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
        return try TerminalCapabilities(
            term: variable("TERM"), colorTerm: variable("COLORTERM"), noColor: !(variable("NO_COLOR") ?? "").isEmpty)
    }
}

/// How many colours a terminal shows, fewest first.
public enum ColorSupport: Int, Sendable, Hashable, Comparable, CaseIterable {
    /// None: text attributes (bold, reverse, …) only.
    case none
    /// The 8 normal theme colours (SGR 30–37, 40–47).
    case eight
    /// The 16 theme colours, bright ones included (SGR 90–97, 100–107).
    case sixteen
    /// The 256-colour palette (SGR 38;5 and 48;5).
    case palette256
    /// 24-bit colour (SGR 38;2 and 48;2).
    case trueColor

    /// Fewer colours compare less.
    public static func < (lhs: ColorSupport, rhs: ColorSupport) -> Bool { lhs.rawValue < rhs.rawValue }
}
