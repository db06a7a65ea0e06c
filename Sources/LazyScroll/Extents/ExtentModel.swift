import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The size model of a list (uniform or measured), a grid or a masonry.
///
/// Front ends and the virtualizer hold this rather than a generic parameter, so one compiled, optimized
/// engine serves every model and user code needs no generics.
public enum ExtentModel: ItemExtents {
    /// Every item has the same extent.
    case uniform(UniformExtents)
    /// Items have their own extents, estimated until measured.
    case measured(MeasuredExtents)
    /// Items in rows of a grid, each row as long as its longest cell (or all rows alike).
    ///
    /// Boxed (`indirect`), as `lanes` is: their payloads are several times a list's, and every copy of
    /// the model, which the hot paths of lists make too, would move the largest payload.
    indirect case grid(GridExtents)
    /// Items in masonry lanes, each going to the lane whose end is nearest.
    indirect case lanes(LaneExtents)
    /// Sections, each with a header, items of its own layout and a footer: one flat run of elements.
    /// Boxed as the grid and lanes are.
    indirect case sections(SectionedExtents)

    /// The number of items.
    public var count: Int {
        switch self {
        case let .uniform(model): return model.count
        case let .measured(model): return model.count
        case let .grid(model): return model.count
        case let .lanes(model): return model.count
        case let .sections(model): return model.count
        }
    }

    /// The gap between consecutive items.
    public var spacing: CGFloat {
        switch self {
        case let .uniform(model): return model.spacing
        case let .measured(model): return model.spacing
        case let .grid(model): return model.spacing
        case let .lanes(model): return model.spacing
        case let .sections(model): return model.spacing
        }
    }

    /// The distance from the start of the first item to the end of the last.
    public var totalExtent: CGFloat {
        switch self {
        case let .uniform(model): return model.totalExtent
        case let .measured(model): return model.totalExtent
        case let .grid(model): return model.totalExtent
        case let .lanes(model): return model.totalExtent
        case let .sections(model): return model.totalExtent
        }
    }

    /// The start of item `index` (`index == count` allowed).
    public func offset(of index: Int) throws(LazyScrollError) -> CGFloat {
        switch self {
        case let .uniform(model): return try model.offset(of: index)
        case let .measured(model): return try model.offset(of: index)
        case let .grid(model): return try model.offset(of: index)
        case let .lanes(model): return try model.offset(of: index)
        case let .sections(model): return try model.offset(of: index)
        }
    }

    /// The extent of item `index`.
    public func extent(of index: Int) throws(LazyScrollError) -> CGFloat {
        switch self {
        case let .uniform(model): return try model.extent(of: index)
        case let .measured(model): return try model.extent(of: index)
        case let .grid(model): return try model.extent(of: index)
        case let .lanes(model): return try model.extent(of: index)
        case let .sections(model): return try model.extent(of: index)
        }
    }

    /// The last item starting at or before (or strictly before) `offset`.
    public func lastItem(startingBefore offset: CGFloat, inclusive: Bool) -> ItemSpan? {
        switch self {
        case let .uniform(model): return model.lastItem(startingBefore: offset, inclusive: inclusive)
        case let .measured(model): return model.lastItem(startingBefore: offset, inclusive: inclusive)
        case let .grid(model): return model.lastItem(startingBefore: offset, inclusive: inclusive)
        case let .lanes(model): return model.lastItem(startingBefore: offset, inclusive: inclusive)
        case let .sections(model): return model.lastItem(startingBefore: offset, inclusive: inclusive)
        }
    }

    /// The smallest range of items holding every item that overlaps `lower ..< upper`: for a grid, the
    /// items of every row that does; for lanes, a few items beside them in other lanes may be inside.
    public func indices(intersecting lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        switch self {
        case let .uniform(model): return model.indices(intersecting: lower, upper)
        case let .measured(model): return model.indices(intersecting: lower, upper)
        case let .grid(model): return model.indices(intersecting: lower, upper)
        case let .lanes(model): return model.indices(intersecting: lower, upper)
        case let .sections(model): return model.indices(intersecting: lower, upper)
        }
    }

    /// The items that overlap `lower ..< upper`, as `indices(intersecting:_:)` gives them, with one
    /// tree descent instead of two when the model is measured (a list, or a grid of measured cells).
    func indicesInOneDescent(intersecting lower: CGFloat, _ upper: CGFloat, hints: inout LeafHints) -> Range<Int> {
        switch self {
        case let .uniform(model):
            hints = LeafHints()
            return model.indices(intersecting: lower, upper)
        case let .measured(model): return model.indicesInOneDescent(intersecting: lower, upper, hints: &hints)
        case let .grid(model): return model.indicesInOneDescent(intersecting: lower, upper, hints: &hints)
        case let .lanes(model):
            hints = LeafHints()
            return model.indices(intersecting: lower, upper)
        case let .sections(model):
            hints = LeafHints()
            return model.indices(intersecting: lower, upper)
        }
    }

    /// Calls `body` for every item in `range`.
    public func forEachItem(in range: Range<Int>, _ body: (ItemSpan) throws -> Void) rethrows {
        switch self {
        case let .uniform(model): try model.forEachItem(in: range, body)
        case let .measured(model): try model.forEachItem(in: range, body)
        case let .grid(model): try model.forEachItem(in: range, body)
        case let .lanes(model): try model.forEachItem(in: range, body)
        case let .sections(model): try model.forEachItem(in: range, body)
        }
    }

    /// Calls `body` for every item in `range` with its column or lane (0 for a list).
    func forEachItemWithColumn(in range: Range<Int>, _ body: (ItemSpan, Int) throws -> Void) rethrows {
        switch self {
        case let .grid(model): try model.forEachItemWithColumn(in: range, body)
        case let .lanes(model): try model.forEachItemWithLane(in: range, body)
        default: try forEachItem(in: range) { try body($0, 0) }
        }
    }

    /// The column or lane of item `index` (0 for a list).
    func column(ofItem index: Int) -> Int {
        switch self {
        case let .grid(model): return model.column(ofItem: index)
        case let .lanes(model): return (try? model.lane(ofItem: index)) ?? 0
        default: return 0
        }
    }

    /// Where a grid's columns or the lanes are across the viewport; nil for a list, whose items span
    /// the viewport.
    var columnGeometry: ColumnGeometry? {
        switch self {
        case let .grid(model): return model.columnGeometry
        case let .lanes(model): return model.columnGeometry
        default: return nil
        }
    }

    /// Whether item `index` has a real extent: always true for a uniform model.
    public func isMeasured(_ index: Int) throws(LazyScrollError) -> Bool {
        switch self {
        case let .uniform(model):
            try LazyScrollError.check(index: index, in: 0..<model.count, "item index")
            return true
        case let .measured(model): return try model.isMeasured(index)
        case let .grid(model): return try model.isMeasured(index)
        case let .lanes(model): return try model.isMeasured(index)
        case let .sections(model): return try model.isMeasured(index)
        }
    }

    // MARK: - Updates

    /// Runs `body` on the measured model without a second reference to its storage, so the update is
    /// done in place rather than by copying the tree's path.
    private mutating func updateMeasured(
        _ body: (inout MeasuredExtents) throws(LazyScrollError) -> Void
    ) throws(LazyScrollError) -> Bool {
        guard case var .measured(model) = self else { return false }
        self = .uniform(.empty)
        defer { self = .measured(model) }
        try body(&model)
        return true
    }

    private mutating func updateGrid(
        _ body: (inout GridExtents) throws(LazyScrollError) -> Void
    ) throws(LazyScrollError) -> Bool {
        guard case var .grid(model) = self else { return false }
        self = .uniform(.empty)
        defer { self = .grid(model) }
        try body(&model)
        return true
    }

    private mutating func updateLanes(
        _ body: (inout LaneExtents) throws(LazyScrollError) -> Void
    ) throws(LazyScrollError) -> Bool {
        guard case var .lanes(model) = self else { return false }
        self = .uniform(.empty)
        defer { self = .lanes(model) }
        try body(&model)
        return true
    }

    private mutating func updateSections(
        _ body: (inout SectionedExtents) throws(LazyScrollError) -> Void
    ) throws(LazyScrollError) -> Bool {
        guard case var .sections(model) = self else { return false }
        self = .uniform(.empty)
        defer { self = .sections(model) }
        try body(&model)
        return true
    }

    private mutating func updateUniform(
        _ body: (inout UniformExtents) throws(LazyScrollError) -> Void
    ) throws(LazyScrollError) -> Bool {
        guard case var .uniform(model) = self else { return false }
        try body(&model)
        self = .uniform(model)
        return true
    }

    /// Records the real extent of item `index`. A uniform model refuses unless `extent` is its extent.
    public mutating func setExtent(_ extent: CGFloat, of index: Int) throws(LazyScrollError) {
        if try updateMeasured({ (model) throws(LazyScrollError) in try model.setExtent(extent, of: index) }) { return }
        if try updateGrid({ (model) throws(LazyScrollError) in try model.setExtent(extent, of: index) }) { return }
        if try updateLanes({ (model) throws(LazyScrollError) in try model.setExtent(extent, of: index) }) { return }
        if try updateSections({ (model) throws(LazyScrollError) in try model.setExtent(extent, of: index) }) { return }
        guard case let .uniform(model) = self else { return }
        try LazyScrollError.check(index: index, in: 0..<model.count, "item index")
        try LazyScrollError.check(extent, .finiteAndNotNegative, "extent of item \(index)")
        if extent != model.itemExtent {
            throw .unsupportedOperation(
                operation: "setting the extent of item \(index) to \(extent)",
                reason: "a uniform model gives every item \(model.itemExtent); use a measured model")
        }
    }

    /// Inserts `count` unmeasured items (or items of the uniform extent) before `index`.
    public mutating func insertItems(count inserted: Int, at index: Int) throws(LazyScrollError) {
        try refuseFlatChange("inserting \(inserted) items at element \(index)")
        if try updateMeasured({ (model) throws(LazyScrollError) in try model.insertItems(count: inserted, at: index) }) { return }
        if try updateGrid({ (model) throws(LazyScrollError) in try model.insertItems(count: inserted, at: index) }) { return }
        if try updateLanes({ (model) throws(LazyScrollError) in try model.insertItems(count: inserted, at: index) }) { return }
        _ = try updateUniform { (model) throws(LazyScrollError) in try model.insertItems(count: inserted, at: index) }
    }

    /// Removes the items in `range`.
    public mutating func removeItems(in range: Range<Int>) throws(LazyScrollError) {
        try refuseFlatChange("removing elements \(range.lowerBound)..<\(range.upperBound)")
        if try updateMeasured({ (model) throws(LazyScrollError) in try model.removeItems(in: range) }) { return }
        if try updateGrid({ (model) throws(LazyScrollError) in try model.removeItems(in: range) }) { return }
        if try updateLanes({ (model) throws(LazyScrollError) in try model.removeItems(in: range) }) { return }
        _ = try updateUniform { (model) throws(LazyScrollError) in try model.removeItems(in: range) }
    }

    /// Moves item `source` to `destination`, keeping its extent.
    public mutating func moveItem(from source: Int, to destination: Int) throws(LazyScrollError) {
        try refuseFlatChange("moving element \(source) to \(destination)")
        if try updateMeasured({ (model) throws(LazyScrollError) in try model.moveItem(from: source, to: destination) }) { return }
        if try updateGrid({ (model) throws(LazyScrollError) in try model.moveItem(from: source, to: destination) }) { return }
        if try updateLanes({ (model) throws(LazyScrollError) in try model.moveItem(from: source, to: destination) }) { return }
        try LazyScrollError.check(index: source, in: 0..<count, "move source")
        try LazyScrollError.check(index: destination, in: 0..<count, "move destination")
    }

    /// Throws for sections, whose elements change through a section batch update; nothing otherwise.
    private func refuseFlatChange(_ operation: @autoclosure () -> String) throws(LazyScrollError) {
        if case .sections = self {
            throw .unsupportedOperation(operation: operation(), reason: "sections change through a SectionBatchUpdate, which names sections and items")
        }
    }

    /// The stored values of items `range` (NaN: unmeasured); uniform models store none.
    func storedValues(in range: Range<Int>) -> [Double] {
        if case let .sections(model) = self { return model.storedValues(in: range) }
        if case let .measured(model) = self { return model.storedValues(in: range) }
        if case let .grid(model) = self { return model.storedValues(in: range) }
        if case let .lanes(model) = self { return model.storedValues(in: range) }
        return Array(repeating: .nan, count: range.count)
    }

    /// Inserts items with stored values (NaN: unmeasured) before `index`, already validated.
    mutating func insertStoredValues(_ values: [Double], at index: Int) throws(LazyScrollError) {
        try refuseFlatChange("inserting \(values.count) elements at element \(index)")
        if try updateMeasured({ (model) throws(LazyScrollError) in model.insertStoredValues(values, at: index) }) { return }
        if try updateGrid({ (model) throws(LazyScrollError) in model.insertStoredValues(.list(values), at: index) }) { return }
        if try updateLanes({ (model) throws(LazyScrollError) in model.insertStoredValues(.list(values), at: index) }) { return }
        try insertItems(count: values.count, at: index)
    }

    /// Throws unless the model can hold the extents given for inserted items: a model whose items all
    /// share one extent (uniform lists, grids of uniform rows) refuses any other extent.
    func checkInsertable(_ extents: [Int: CGFloat]) throws(LazyScrollError) {
        let shared: CGFloat?
        switch self {
        case let .uniform(model): shared = model.itemExtent
        case let .grid(model): shared = model.rowExtent
        case .measured, .lanes: shared = nil
        case .sections: throw .unsupportedOperation(operation: "a batch update of flat indices over sections", reason: "sections change through a SectionBatchUpdate, which names sections and items")
        }
        guard let shared else { return }
        for (index, extent) in extents.sorted(by: { $0.key < $1.key }) where extent != shared {
            throw .unsupportedOperation(
                operation: "inserting item \(index) with extent \(extent)",
                reason: "every item of this model is \(shared) long; use a measured model")
        }
    }

    /// Keeps the lanes of the measured items of `range` of a masonry (they are shown); nothing for other
    /// models. An item shown with its estimate keeps a provisional lane until it is measured: a
    /// self-sizing front end measures what it loads before it draws it, and its real extent, not the
    /// estimate, must choose its lane.
    ///
    /// - Complexity: O(k log n) for k items in `range`, plus the sections whose lanes it keeps.
    mutating func keepLanes(ofMeasuredItemsIn range: Range<Int>) {
        if case .sections = self {
            _ = try? updateSections { (model) throws(LazyScrollError) in model.keepLanes(ofMeasuredElementsIn: range) }
            return
        }
        // Most frames show items whose lanes are kept already: one read-only pass finds that, without
        // a search per item or a change to the tree.
        guard hasMeasuredItemsWithFreeLanes(in: range) else { return }
        _ = try? updateLanes { (model) throws(LazyScrollError) in
            var start = range.lowerBound
            while start < range.upperBound {
                while start < range.upperBound, (try? model.isMeasured(start)) != true { start += 1 }
                var end = start
                while end < range.upperBound, (try? model.isMeasured(end)) == true { end += 1 }
                if end > start { try model.keepLanes(of: start..<end) }
                start = end
            }
        }
    }

    /// Whether some measured item of `range` of a masonry does not keep its lane yet. A function of its
    /// own, so that the copy of the model it reads is gone before the model is changed in place.
    private func hasMeasuredItemsWithFreeLanes(in range: Range<Int>) -> Bool {
        guard case let .lanes(model) = self else { return false }
        return model.hasMeasuredItemsWithFreeLanes(in: range)
    }

    /// Fits a grid's adaptive columns to a viewport `crossExtent` wide; returns whether the column
    /// count changed (never for a list).
    mutating func fitColumns(toCrossExtent crossExtent: CGFloat) throws(LazyScrollError) -> Bool {
        var changed = false
        _ = try updateGrid { (model) throws(LazyScrollError) in changed = try model.fitColumns(toCrossExtent: crossExtent) }
        _ = try updateSections { (model) throws(LazyScrollError) in changed = try model.fitColumns(toCrossExtent: crossExtent) }
        return changed
    }
}

extension UniformExtents {
    /// No items; used as a placeholder while a measured model is updated in place.
    static let empty = try! UniformExtents(count: 0, itemExtent: 0)
}
