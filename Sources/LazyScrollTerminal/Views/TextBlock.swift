/// The reusable view of the terminal views: a few lines of text in one style, configured for one data
/// item and recycled through a `ReusePool` when that item unloads.
public struct TextBlock: Sendable, Hashable {
    /// The data item the block was last configured for (-1 when fresh from the factory).
    public var dataIndex: Int
    /// The lines, top to bottom; line `k` is drawn `k` rows below the block's origin.
    public var lines: [String]
    /// The style of every line.
    public var style: CellStyle

    /// An unconfigured block.
    public init(dataIndex: Int = -1, lines: [String] = [], style: CellStyle = .plain) {
        self.dataIndex = dataIndex
        self.lines = lines
        self.style = style
    }

    /// Draws the lines with the block's top-left cell at (`column`, `row`), clipped to `clip`.
    public func draw(into canvas: inout CellBuffer, column: Int, row: Int, clip: CellRect) {
        for (k, line) in lines.enumerated() where row + k >= clip.row && row + k < clip.endRow {
            canvas.put(line, column: column, row: row + k, style: style, clip: clip)
        }
    }
}
