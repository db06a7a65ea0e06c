/// One line of text made of styled spans: what a ``TextBlock`` holds per line, and what
/// ``CellBuffer/put(_:column:row:base:clip:)`` draws.
///
/// ```swift
/// let line: StyledLine = ["12:00:07 ", TextSpan("ERROR", style: CellStyle(foreground: .red)), " disk full"]
/// ```
public struct StyledLine: Sendable, Hashable, ExpressibleByStringInterpolation, ExpressibleByArrayLiteral {
    /// The spans, left to right.
    public var spans: [TextSpan]

    /// A line of `spans`.
    public init(_ spans: [TextSpan]) {
        self.spans = spans
    }

    /// A line of one span: `text` in `style`.
    public init(_ text: String, style: CellStyle = .plain) {
        self.init([TextSpan(text, style: style)])
    }

    /// A plain line: `"text"` (or `"\(interpolated)"`) where a line is expected.
    public init(stringLiteral text: String) {
        self.init(text)
    }

    /// A line of spans: `["plain ", TextSpan("red", style: …)]` where a line is expected.
    public init(arrayLiteral spans: TextSpan...) {
        self.init(spans)
    }

    /// The characters of every span, without styles.
    public var text: String { spans.map(\.text).joined() }

    /// How many cells the line takes: one per character.
    public var width: Int { spans.reduce(0) { $0 + $1.text.count } }
}

extension CellBuffer {
    /// Draws `line` from (`column`, `row`) rightwards, each span in its style drawn over `base` (see
    /// ``CellStyle/layered(over:)``), one character per cell, clipped to `clip` and to the grid as
    /// ``put(_:column:row:style:clip:)`` clips. Returns the column just after the last character.
    @discardableResult
    public mutating func put(_ line: StyledLine, column: Int, row: Int, base: CellStyle = .plain, clip: CellRect? = nil) -> Int {
        var next = column
        for span in line.spans {
            next = put(span.text, column: next, row: row, style: span.style.layered(over: base), clip: clip)
        }
        return next
    }
}
