/// One character cell: a single-column grapheme and its style.
public struct Cell: Sendable, Hashable {
    /// The grapheme shown; always one column wide (see ``CellBuffer/displayable(_:)``).
    public var character: Character
    /// Colours and attributes.
    public var style: CellStyle

    /// A blank cell in the default style: what a cleared screen shows.
    public static let blank = Cell(" ")

    /// A cell showing `character` in `style`. Pass a character that is one column wide; ``CellBuffer``'s
    /// drawing helpers substitute the ones that are not.
    public init(_ character: Character, style: CellStyle = .plain) {
        self.character = character
        self.style = style
    }
}
