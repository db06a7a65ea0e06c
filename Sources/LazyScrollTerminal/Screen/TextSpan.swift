/// A run of text in one style, within a ``StyledLine``: a log level in red, a matched word in bold.
///
/// A span's style is drawn over the style of the block or line it is in (see
/// ``CellStyle/layered(over:)``), so a plain span takes that style as it is.
public struct TextSpan: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The characters, each drawn in one cell (see ``CellBuffer/displayable(_:)``).
    public var text: String
    /// The span's style, drawn over the style around it.
    public var style: CellStyle

    /// A span of `text` in `style`.
    public init(_ text: String, style: CellStyle = .plain) {
        self.text = text
        self.style = style
    }

    /// A plain span: `"text"` (or `"\(interpolated)"`) where a span is expected.
    public init(stringLiteral text: String) {
        self.init(text)
    }
}
