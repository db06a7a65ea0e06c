/// A rectangle of cells: origin at the top-left, sizes in cells.
public struct CellRect: Sendable, Hashable {
    /// Zero-based column of the left edge.
    public var column: Int
    /// Zero-based row of the top edge.
    public var row: Int
    /// Width in columns; zero or negative means empty.
    public var width: Int
    /// Height in rows; zero or negative means empty.
    public var height: Int

    /// A rectangle at (`column`, `row`) of `width` × `height` cells.
    public init(column: Int, row: Int, width: Int, height: Int) {
        self.column = column
        self.row = row
        self.width = width
        self.height = height
    }

    /// The whole of a screen of `size`.
    public init(_ size: TerminalSize) {
        self.init(column: 0, row: 0, width: size.columns, height: size.rows)
    }

    /// The rectangle's size in cells (zero where its width or height is negative).
    public var size: TerminalSize { TerminalSize(columns: width, rows: height) }

    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The column just past the right edge.
    public var endColumn: Int { column + width }

    /// The row just past the bottom edge.
    public var endRow: Int { row + height }

    /// Whether the cell at (`column`, `row`) lies inside.
    public func contains(column: Int, row: Int) -> Bool {
        column >= self.column && column < endColumn && row >= self.row && row < endRow
    }

    /// The overlap of both rectangles (empty, with zero size, when they do not overlap).
    public func intersection(_ other: CellRect) -> CellRect {
        let left = max(column, other.column)
        let top = max(row, other.row)
        let right = min(endColumn, other.endColumn)
        let bottom = min(endRow, other.endRow)
        return CellRect(column: left, row: top, width: max(0, right - left), height: max(0, bottom - top))
    }
}
