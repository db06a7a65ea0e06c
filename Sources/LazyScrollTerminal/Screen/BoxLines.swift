/// The characters ``CellBuffer/drawBox(_:lines:style:)`` draws an outline with.
public struct BoxLines: Sendable, Hashable {
    /// Top and bottom edges.
    public var horizontal: Character
    /// Left and right edges.
    public var vertical: Character
    /// Top-left corner.
    public var topLeft: Character
    /// Top-right corner.
    public var topRight: Character
    /// Bottom-left corner.
    public var bottomLeft: Character
    /// Bottom-right corner.
    public var bottomRight: Character

    /// Outline characters, edges first, then corners clockwise from the top-left.
    public init(
        horizontal: Character, vertical: Character, topLeft: Character, topRight: Character,
        bottomLeft: Character, bottomRight: Character
    ) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// Thin box-drawing lines `┌─┐│└┘`.
    public static let light = BoxLines(
        horizontal: "─", vertical: "│", topLeft: "┌", topRight: "┐", bottomLeft: "└", bottomRight: "┘")
    /// Thin lines with rounded corners `╭─╮│╰╯`.
    public static let rounded = BoxLines(
        horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯")
    /// Thick lines `┏━┓┃┗┛`, e.g. for the focused view.
    public static let heavy = BoxLines(
        horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛")
    /// Plain ASCII `+-+|`, for terminals without box-drawing glyphs.
    public static let ascii = BoxLines(
        horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+")
}
