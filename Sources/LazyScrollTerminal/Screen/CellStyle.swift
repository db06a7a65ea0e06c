/// How a cell's character is drawn: colours and text attributes.
public struct CellStyle: Sendable, Hashable {
    /// Colour of the character.
    public var foreground: TerminalColor
    /// Colour of the cell behind the character.
    public var background: TerminalColor
    /// Bold, dim, italic, underline, reverse.
    public var attributes: TextAttributes

    /// The terminal's default look.
    public static let plain = CellStyle()

    /// A style; every part defaults to the terminal's default.
    public init(
        foreground: TerminalColor = .default, background: TerminalColor = .default,
        attributes: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }
}

/// Text attributes that SGR can switch on.
public struct TextAttributes: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public var rawValue: UInt8
    /// Attributes from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Bold (or bright) text, SGR 1.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Faint text, SGR 2.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic text, SGR 3.
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined text, SGR 4.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped, SGR 7.
    public static let reverse = TextAttributes(rawValue: 1 << 4)

    /// Each attribute with its SGR parameter, in parameter order.
    static let selectGraphicCodes: [(TextAttributes, Int)] = [
        (.bold, 1), (.dim, 2), (.italic, 3), (.underline, 4), (.reverse, 7),
    ]
}
