import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A size model for a grid: items in rows of `columnCount` cells, row `r` holding items
/// `r × columnCount ..< (r + 1) × columnCount`, each row as long as its longest cell (or every row the
/// same length).
///
/// As an `ItemExtents`, item `i` spans its row: every item of a row has the row's start and extent,
/// and the row's column gives its place across the viewport (`column(ofItem:)`). Wrapped in
/// `ExtentModel.grid(_:)` it drives a `Virtualizer` or a `ScrollController` exactly as a list does:
/// windows, working ranges, measured cells with anchoring, batch updates, scroll-to and looping.
///
/// Costs, for `n` items and `k` columns:
/// - uniform rows: O(1) for every query and update, no memory per item;
/// - measured cells: O(log n) for every query, and O(k × log n) for a measurement, an insertion or a
///   removal (each node on the path recomputes one row summary per column phase); cells are stored as a
///   list's are (a run for unmeasured stretches, 4 or 8 bytes per explicitly sized cell) plus `k` row
///   summaries per node of 128 cells;
/// - a change of column count (a rotation with adaptive columns) recomputes the summaries: O(n × k / 128)
///   for explicitly sized cells and O(k) per run.
public struct GridExtents: ItemExtents {
    /// The grid's columns, gaps and cross insets.
    public private(set) var layout: ScrollGridLayout
    /// The number of columns, fixed or fitted to the last cross extent (`fitColumns(toCrossExtent:)`).
    public internal(set) var columnCount: Int
    /// How rows get their extents.
    var rows: Rows

    /// Row extents: all alike, or each its longest cell's.
    enum Rows: Sendable {
        /// `count` items in rows that are all `rowExtent` long.
        case uniform(count: Int, rowExtent: Double)
        /// Cells with their own extents.
        case cells(CellRows)
    }

    /// `count` items in rows that are all `rowExtent` long, in O(1) time and memory.
    ///
    /// - Parameters:
    ///   - count: the number of items, filled into rows of `columnCount` cells.
    ///   - rowExtent: every row's extent along the scrolling axis.
    ///   - layout: the columns, gaps and insets.
    ///   - crossExtent: the viewport's width across the scrolling axis, for adaptive columns (0, the
    ///     default, gives one column until the grid is fitted to a viewport).
    /// - Throws: `LazyScrollError.invalidNumber` for a negative count, an extent, gap or inset that is
    ///   negative or not finite, or invalid columns; `LazyScrollError.exceedsLimit` for too many
    ///   columns. (A minimum cell width wider than `crossExtent` gives one column.)
    public init(count: Int, rowExtent: CGFloat, layout: ScrollGridLayout, crossExtent: CGFloat = 0) throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(count), .wholeAndNotNegative, "item count")
        try LazyScrollError.check(rowExtent, .finiteAndNotNegative, "row extent")
        try layout.validate()
        self.layout = layout
        columnCount = try layout.columnCount(forCrossExtent: crossExtent)
        rows = .uniform(count: count, rowExtent: Double(rowExtent))
    }

    /// `count` cells, none measured yet, in O(columns) time and memory: every cell is `estimatedExtent`
    /// long until `setExtent(_:of:)` records its real extent.
    ///
    /// - Throws: as `init(count:rowExtent:layout:crossExtent:)`, and `LazyScrollError.invalidNumber`
    ///   for an estimate that is not finite and positive.
    public init(count: Int, estimatedExtent: CGFloat, layout: ScrollGridLayout, crossExtent: CGFloat = 0) throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(count), .wholeAndNotNegative, "item count")
        try self.init(
            leaves: count == 0 ? [] : [LeafExtents(run: count, value: .nan)],
            estimatedExtent: estimatedExtent, layout: layout, crossExtent: crossExtent)
    }

    /// Cells whose extents are known up front, one per element of `extents`, in O(n × columns / 128).
    ///
    /// `estimatedExtent` is used for cells inserted later without an extent.
    ///
    /// - Throws: as `init(count:estimatedExtent:layout:crossExtent:)`, and
    ///   `LazyScrollError.invalidNumber` naming the first extent that is negative or not finite.
    public init(extents: [CGFloat], estimatedExtent: CGFloat = 44, layout: ScrollGridLayout, crossExtent: CGFloat = 0) throws(LazyScrollError) {
        let cells = try MeasuredExtents(extents: extents, estimatedExtent: estimatedExtent)
        try self.init(leaves: Self.leaves(of: cells), estimatedExtent: estimatedExtent, layout: layout, crossExtent: crossExtent)
    }

    /// `count` cells whose extents come from `extentOf` (nil: not measured yet), called once per item
    /// in order.
    ///
    /// - Throws: as `init(extents:estimatedExtent:layout:crossExtent:)`.
    public init(
        count: Int, estimatedExtent: CGFloat, layout: ScrollGridLayout, crossExtent: CGFloat = 0, extentOf: (Int) -> CGFloat?
    ) throws(LazyScrollError) {
        let cells = try MeasuredExtents(count: count, estimatedExtent: estimatedExtent, extentOf: extentOf)
        try self.init(leaves: Self.leaves(of: cells), estimatedExtent: estimatedExtent, layout: layout, crossExtent: crossExtent)
    }

    private init(leaves: [LeafExtents], estimatedExtent: CGFloat, layout: ScrollGridLayout, crossExtent: CGFloat) throws(LazyScrollError) {
        try LazyScrollError.check(estimatedExtent, .finiteAndPositive, "estimated extent")
        try layout.validate()
        let columns = try layout.columnCount(forCrossExtent: crossExtent)
        self.layout = layout
        columnCount = columns
        rows = .cells(CellRows(leaves: leaves, columns: columns, estimate: Double(estimatedExtent), spacing: Double(layout.rowSpacing)))
    }

    /// The leaves of a list's bulk build, which are valid grid leaves as they are.
    private static func leaves(of cells: MeasuredExtents) -> [LeafExtents] {
        var leaves: [LeafExtents] = []
        cells.forEachLeaf { leaves.append($0) }
        return leaves
    }

    // MARK: - Shape

    /// The number of items.
    public var count: Int {
        switch rows {
        case let .uniform(count, _): return count
        case let .cells(cells): return cells.count
        }
    }

    /// The gap between consecutive rows.
    public var spacing: CGFloat { layout.rowSpacing }

    /// The number of rows: `count / columnCount`, rounded up.
    public var rowCount: Int { (count + columnCount - 1) / columnCount }

    /// The extent of every row when rows are uniform, else nil.
    public var rowExtent: CGFloat? {
        if case let .uniform(_, rowExtent) = rows { return CGFloat(rowExtent) }
        return nil
    }

    /// The extent of cells not measured yet when cells are measured, else nil.
    public var estimatedExtent: CGFloat? {
        if case let .cells(cells) = rows { return CGFloat(cells.estimate) }
        return nil
    }

    /// The row of item `index`.
    public func row(ofItem index: Int) -> Int { index / columnCount }

    /// The column of item `index`.
    public func column(ofItem index: Int) -> Int { index % columnCount }

    /// The items of row `row`.
    public func items(inRow row: Int) -> Range<Int> {
        (row * columnCount)..<min(count, (row + 1) * columnCount)
    }

    /// Where the columns are across a viewport.
    var columnGeometry: ColumnGeometry {
        ColumnGeometry(count: columnCount, spacing: layout.columnSpacing, insets: layout.crossInsets)
    }

    /// The number of tree nodes behind measured cells (1 for any number of unmeasured cells); 0 for
    /// uniform rows.
    public var storageNodeCount: Int {
        if case let .cells(cells) = rows { return cells.tree.nodeCount }
        return 0
    }
}
