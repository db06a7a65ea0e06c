import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension GridExtents {
    /// Runs `body` on the measured cells without a second reference to their tree, so that the change
    /// happens in place rather than by copying the path; returns false for uniform rows.
    private mutating func updateCells(_ body: (inout CellRows) -> Void) -> Bool {
        guard case var .cells(cells) = rows else { return false }
        rows = .uniform(count: 0, rowExtent: 0)
        body(&cells)
        rows = .cells(cells)
        return true
    }

    /// Refuses `extent` for a grid of uniform rows unless it is the rows' extent.
    private func checkUniform(_ extent: CGFloat, _ what: String) throws(LazyScrollError) {
        guard case let .uniform(_, rowExtent) = rows, Double(extent) != rowExtent else { return }
        throw .unsupportedOperation(
            operation: "\(what) to \(extent)",
            reason: "every row of this grid is \(rowExtent) long; use a grid of measured cells")
    }

    /// Records the real extent of cell `index`: its row becomes as long as its longest cell. O(k log n).
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for an index outside `0 ..< count`,
    ///   `LazyScrollError.invalidNumber` for an extent that is negative or not finite,
    ///   `LazyScrollError.unsupportedOperation` for another extent than the rows' in a uniform grid.
    public mutating func setExtent(_ extent: CGFloat, of index: Int) throws(LazyScrollError) {
        try LazyScrollError.check(index: index, in: 0..<count, "item index")
        try LazyScrollError.check(extent, .finiteAndNotNegative, "extent of item \(index)")
        try checkUniform(extent, "setting the extent of item \(index)")
        _ = updateCells { $0.setValue(Double(extent), at: index) }
    }

    /// Forgets the measured extent of cell `index`, so that it uses the estimate again. O(k log n).
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for an index outside `0 ..< count`,
    ///   `LazyScrollError.unsupportedOperation` for uniform rows.
    public mutating func clearMeasurement(of index: Int) throws(LazyScrollError) {
        try LazyScrollError.check(index: index, in: 0..<count, "item index")
        guard updateCells({ $0.setValue(.nan, at: index) }) else {
            throw .unsupportedOperation(operation: "clearing the measurement of item \(index)", reason: "the rows of this grid are uniform")
        }
    }

    /// Inserts `count` items before `index`, all of `extent`, or unmeasured when `extent` is nil: every
    /// later item moves on by `count` cells. O(k log n) (plus O(count) when few enough to be stored one
    /// by one).
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a negative count or an extent that is negative or
    ///   not finite, `LazyScrollError.indexOutOfRange` for an index outside `0 ... count`,
    ///   `LazyScrollError.unsupportedOperation` for another extent than the rows' in a uniform grid.
    public mutating func insertItems(count inserted: Int, at index: Int, extent: CGFloat? = nil) throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(inserted), .wholeAndNotNegative, "inserted item count")
        try LazyScrollError.check(index: index, in: 0..<(count + 1), "insertion index")
        if let extent {
            try LazyScrollError.check(extent, .finiteAndNotNegative, "inserted extent")
            try checkUniform(extent, "inserting items of extent")
        }
        insertStoredValues(.repeated(count: inserted, value: extent.map(Double.init) ?? .nan), at: index)
    }

    /// Inserts items with the given extents before `index`. O(k log n + extents.count).
    ///
    /// - Throws: as `insertItems(count:at:extent:)`, naming the first invalid extent.
    public mutating func insertItems(extents: [CGFloat], at index: Int) throws(LazyScrollError) {
        try LazyScrollError.check(index: index, in: 0..<(count + 1), "insertion index")
        for (k, extent) in extents.enumerated() {
            try LazyScrollError.check(extent, .finiteAndNotNegative, "extent of inserted item \(k)")
            try checkUniform(extent, "inserting an item of extent")
        }
        insertStoredValues(.list(extents.map(Double.init)), at: index)
    }

    /// Inserts items with stored values (NaN: unmeasured) before `index`; the caller has validated both.
    mutating func insertStoredValues(_ items: InsertedExtents, at index: Int) {
        guard items.count > 0 else { return }
        if updateCells({ $0.insert(items, at: index) }) { return }
        if case let .uniform(count, rowExtent) = rows { rows = .uniform(count: count + items.count, rowExtent: rowExtent) }
    }

    /// Removes the items in `range`: every later item moves back by `range.count` cells. O(k log n).
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for bounds outside `0 ... count`.
    public mutating func removeItems(in range: Range<Int>) throws(LazyScrollError) {
        try LazyScrollError.check(index: range.lowerBound, in: 0..<(count + 1), "first removed index")
        try LazyScrollError.check(index: range.upperBound, in: 0..<(count + 1), "end of removed range")
        guard !range.isEmpty else { return }
        if updateCells({ $0.remove(range) }) { return }
        if case let .uniform(count, rowExtent) = rows { rows = .uniform(count: count - range.count, rowExtent: rowExtent) }
    }

    /// Moves item `source` so that it ends up at index `destination`, keeping its extent. O(k log n).
    ///
    /// - Throws: `LazyScrollError.indexOutOfRange` for an index outside `0 ..< count`.
    public mutating func moveItem(from source: Int, to destination: Int) throws(LazyScrollError) {
        try LazyScrollError.check(index: source, in: 0..<count, "move source")
        try LazyScrollError.check(index: destination, in: 0..<count, "move destination")
        guard source != destination, case let .cells(cells) = rows else { return }
        let value = cells.storedValue(at: source)
        _ = updateCells { cells in
            cells.remove(source..<(source + 1))
            cells.insert(.repeated(count: 1, value: value), at: destination)
        }
    }

    /// The stored values (NaN: unmeasured) of items `range`, for moving items between places.
    func storedValues(in range: Range<Int>) -> [Double] {
        guard case let .cells(cells) = rows else { return Array(repeating: .nan, count: range.count) }
        return range.map(cells.storedValue(at:))
    }

    /// Fits adaptive columns to a viewport `crossExtent` wide; returns whether the column count changed.
    /// O(1) when it does not; otherwise every row summary is recomputed (see the type's costs).
    ///
    /// A viewport narrower than an adaptive grid's minimum cell width has one column (see
    /// ``ScrollGridLayout/columnCount(forCrossExtent:)``).
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a width that is negative or not finite. The grid is
    ///   unchanged then.
    @discardableResult
    public mutating func fitColumns(toCrossExtent crossExtent: CGFloat) throws(LazyScrollError) -> Bool {
        let columns = try layout.columnCount(forCrossExtent: crossExtent)
        guard columns != columnCount else { return false }
        columnCount = columns
        _ = updateCells { $0.setColumns(columns) }
        return true
    }
}
