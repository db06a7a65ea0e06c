/// A grid of cells: the picture of one frame, drawn by the application and diffed by ``FrameRenderer``.
///
/// Storage is row-major (`cells[row * columns + column]`) and always holds exactly
/// `size.columns * size.rows` cells. Reads outside the grid return ``Cell/blank`` and writes outside it
/// are ignored, so views can draw partly off-screen without checking bounds.
public struct CellBuffer: Sendable, Hashable {
    /// Columns and rows.
    public private(set) var size: TerminalSize
    /// Row-major cells; `cells.count == size.columns * size.rows`.
    public private(set) var cells: [Cell]

    /// A grid of `size` filled with `fill` (blank by default).
    public init(size: TerminalSize, fill: Cell = .blank) {
        self.size = size
        self.cells = Array(repeating: fill, count: size.columns * size.rows)
    }

    /// The whole grid as a rectangle, handy for clipping.
    public var bounds: CellRect { CellRect(size) }

    /// The cell at (`column`, `row`); blank when outside, ignored when set outside.
    public subscript(column: Int, row: Int) -> Cell {
        get {
            guard let index = index(column: column, row: row) else { return .blank }
            return cells[index]
        }
        set {
            guard let index = index(column: column, row: row) else { return }
            cells[index] = newValue
        }
    }

    /// Changes the size, keeping the overlapping top-left part and blanking new cells.
    public mutating func resize(to newSize: TerminalSize) {
        guard newSize != size else { return }
        var resized = CellBuffer(size: newSize)
        for row in 0..<min(size.rows, newSize.rows) {
            for column in 0..<min(size.columns, newSize.columns) {
                resized[column, row] = self[column, row]
            }
        }
        self = resized
    }

    /// Sets every cell to `cell` (blank by default).
    public mutating func clear(to cell: Cell = .blank) {
        for index in cells.indices { cells[index] = cell }
    }

    private func index(column: Int, row: Int) -> Int? {
        guard column >= 0, column < size.columns, row >= 0, row < size.rows else { return nil }
        return row * size.columns + column
    }
}
