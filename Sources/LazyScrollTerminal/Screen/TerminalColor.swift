/// A foreground or background colour in the three forms terminals understand.
public enum TerminalColor: Sendable, Hashable {
    /// Whatever the terminal's theme uses when no colour is set.
    case `default`
    /// One of the 16 theme colours: 0–7 normal, 8–15 bright. Values above 15 wrap.
    case ansi(UInt8)
    /// An entry of the 256-colour palette (16–231 a 6×6×6 cube, 232–255 greys).
    case palette(UInt8)
    /// A 24-bit colour (needs a truecolor terminal).
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// Theme black.
    public static let black = TerminalColor.ansi(0)
    /// Theme red.
    public static let red = TerminalColor.ansi(1)
    /// Theme green.
    public static let green = TerminalColor.ansi(2)
    /// Theme yellow.
    public static let yellow = TerminalColor.ansi(3)
    /// Theme blue.
    public static let blue = TerminalColor.ansi(4)
    /// Theme magenta.
    public static let magenta = TerminalColor.ansi(5)
    /// Theme cyan.
    public static let cyan = TerminalColor.ansi(6)
    /// Theme white (usually light grey).
    public static let white = TerminalColor.ansi(7)
    /// Theme bright black (dark grey).
    public static let brightBlack = TerminalColor.ansi(8)
    /// Theme bright white.
    public static let brightWhite = TerminalColor.ansi(15)

    /// The SGR parameters that select this colour, as foreground or background.
    func selectGraphicParameters(background: Bool) -> [Int] {
        switch self {
        case .default:
            return [background ? 49 : 39]
        case let .ansi(index):
            let index = Int(index % 16)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return [base + index % 8]
        case let .palette(index):
            return [background ? 48 : 38, 5, Int(index)]
        case let .rgb(red, green, blue):
            return [background ? 48 : 38, 2, Int(red), Int(green), Int(blue)]
        }
    }
}
