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
        draw(into: &canvas, column: column, row: row, clip: clip, shrunkBy: 0, dimmed: false)
    }

    /// Draws the block `rows` rows shorter at the top and at the bottom, keeping its first and last
    /// lines (a card's frame) and dropping the lines next to them, and faint when `dimmed`: how a
    /// carousel shows a page that has moved away from the centre.
    ///
    /// - Complexity: O(lines drawn).
    public func draw(into canvas: inout CellBuffer, column: Int, row: Int, clip: CellRect, shrunkBy rows: Int, dimmed: Bool) {
        var style = self.style
        if dimmed { style.attributes.insert(.dim) }
        let dropped = min(max(0, rows), max(0, (lines.count - 2) / 2))
        let kept = dropped == 0 ? lines : [lines[0]] + lines[(1 + dropped)..<(lines.count - 1 - dropped)] + [lines[lines.count - 1]]
        for (k, line) in kept.enumerated() where row + dropped + k >= clip.row && row + dropped + k < clip.endRow {
            canvas.put(line, column: column, row: row + dropped + k, style: style, clip: clip)
        }
    }
}
