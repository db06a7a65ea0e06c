/// A terminal's size in character cells.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
    /// Number of columns (cells per row).
    public var columns: Int
    /// Number of rows.
    public var rows: Int

    /// A size of `columns` × `rows`; negative values are treated as zero.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// `80x24` style.
    public var description: String { "\(columns)x\(rows)" }
}
