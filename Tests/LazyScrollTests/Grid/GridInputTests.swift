import Foundation
import Testing
@testable import LazyScroll

@Suite("Grid and lanes input")
struct GridInputTests {
    /// The quantity and rule of an `invalidNumber` error (NaN values never compare equal).
    static func invalidNumber(_ body: () throws -> Void) -> (quantity: String, rule: NumberRule)? {
        do {
            try body()
        } catch let error as LazyScrollError {
            if case let .invalidNumber(quantity, _, rule) = error { return (quantity, rule) }
        } catch {}
        return nil
    }

    @Test("zero, negative and too many columns, NaN widths and gaps are refused with the value and the rule")
    func badLayouts() throws {
        #expect(throws: LazyScrollError.invalidNumber(quantity: "column count", value: 0, rule: .wholeAndPositive)) {
            try ScrollGridLayout(columns: .fixed(0)).validate()
        }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "column count", value: -2, rule: .wholeAndPositive)) {
            try GridExtents(count: 10, rowExtent: 20, layout: ScrollGridLayout(columns: .fixed(-2)))
        }
        #expect(throws: LazyScrollError.exceedsLimit(quantity: "column count", value: 257, limit: 256, reason: "the most columns a grid keeps summaries for")) {
            try ScrollGridLayout(columns: .fixed(257)).validate()
        }
        let nanWidth = Self.invalidNumber { try ScrollGridLayout(columns: .adaptive(minimumWidth: .nan)).validate() }
        #expect(nanWidth?.quantity == "minimum cell width" && nanWidth?.rule == .finiteAndPositive)
        #expect(throws: LazyScrollError.invalidNumber(quantity: "minimum cell width", value: 0, rule: .finiteAndPositive)) {
            try ScrollGridLayout(columns: .adaptive(minimumWidth: 0)).validate()
        }
        let nanGap = Self.invalidNumber { try ScrollGridLayout(columns: .fixed(2), columnSpacing: .nan).validate() }
        #expect(nanGap?.quantity == "column spacing" && nanGap?.rule == .finiteAndNotNegative)
        #expect(throws: LazyScrollError.invalidNumber(quantity: "row spacing", value: -1, rule: .finiteAndNotNegative)) {
            try ScrollGridLayout(columns: .fixed(2), rowSpacing: -1).validate()
        }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "lane count", value: 0, rule: .wholeAndPositive)) {
            try LaneExtents(count: 10, estimatedExtent: 20, layout: LaneLayout(lanes: 0))
        }
        #expect(throws: LazyScrollError.exceedsLimit(quantity: "lane count", value: 65, limit: 64, reason: "each item is compared with every lane")) {
            try LaneLayout(lanes: 65).validate()
        }
        let nanLaneGap = Self.invalidNumber { try LaneLayout(lanes: 2, laneSpacing: .nan).validate() }
        #expect(nanLaneGap?.quantity == "lane spacing" && nanLaneGap?.rule == .finiteAndNotNegative)
    }

    @Test("a viewport narrower than the minimum cell width has one column; only invalid widths are refused")
    func minimumWidthWiderThanViewport() throws {
        let layout = ScrollGridLayout(columns: .adaptive(minimumWidth: 200), columnSpacing: 10)
        let narrow = try GridExtents(count: 10, estimatedExtent: 20, layout: layout, crossExtent: 150)
        #expect(narrow.columnCount == 1)
        #expect(try layout.columnCount(forCrossExtent: 0) == 1)
        #expect(try layout.columnCount(forCrossExtent: 199.5) == 1)
        #expect(try layout.columnCount(forCrossExtent: 200) == 1)
        #expect(try layout.columnCount(forCrossExtent: 409.5) == 1)
        #expect(try layout.columnCount(forCrossExtent: 410) == 2)
        #expect(try ScrollGridLayout(columns: .adaptive(minimumWidth: 1)).columnCount(forCrossExtent: 10_000) == GridColumns.maximumCount)
        // Insets wider than the viewport leave one column of width 0.
        let inset = ScrollGridLayout(columns: .adaptive(minimumWidth: 50), crossInsets: ContentInsets(leading: 40, trailing: 40))
        #expect(try inset.columnCount(forCrossExtent: 60) == 1)
        // Huge finite values whose quotient is NaN (infinity over infinity) still give one column.
        let huge = ScrollGridLayout(columns: .adaptive(minimumWidth: .greatestFiniteMagnitude), columnSpacing: .greatestFiniteMagnitude)
        #expect(try huge.columnCount(forCrossExtent: .greatestFiniteMagnitude) == 1)

        var grid = try GridExtents(count: 100, estimatedExtent: 20, layout: layout, crossExtent: 640)
        #expect(grid.columnCount == 3)
        #expect(try grid.fitColumns(toCrossExtent: 199))
        #expect(grid.columnCount == 1 && grid.totalExtent == 100 * 20)
        let before = (grid.columnCount, grid.totalExtent)
        for invalid in [CGFloat.nan, -1, .infinity, -.infinity] {
            #expect(throws: LazyScrollError.self) { try grid.fitColumns(toCrossExtent: invalid) }
            #expect(grid.columnCount == before.0 && grid.totalExtent == before.1)
        }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "viewport cross extent", value: -1, rule: .finiteAndNotNegative)) {
            try layout.columnCount(forCrossExtent: -1)
        }
    }

    /// The brute-force column count: the most columns (1 to the maximum) of at least `minimumWidth`
    /// with the gaps between them that fit in the viewport less the insets; one when none fits.
    static func fittingColumns(_ layout: ScrollGridLayout, minimumWidth: CGFloat, crossExtent: CGFloat) -> Int {
        let available = crossExtent - layout.crossInsets.leading - layout.crossInsets.trailing
        let fitting = (1...GridColumns.maximumCount).last { k in
            CGFloat(k) * minimumWidth + CGFloat(k - 1) * layout.columnSpacing <= available
        }
        return fitting ?? 1
    }

    /// Every width from 0 upward in quarter points (exact in binary, so the model's sums are exact):
    /// the count is the brute-force one, every width gives at least one column, columns are at least
    /// the minimum wide whenever the minimum fits, and a grid narrower than that has one column as
    /// wide as the viewport less the insets; a controller resizes to each width without an error and
    /// shows its cells within the viewport.
    @Test("adaptive columns for every width from 0 upward match the brute-force count", arguments: [
        (CGFloat(14), CGFloat(0), ContentInsets.zero),
        (100, 4, .zero),
        (7.5, 1, ContentInsets(leading: 3, trailing: 5)),
        (1, 0.25, ContentInsets(leading: 0.5, trailing: 0)),
    ])
    func everyWidth(minimumWidth: CGFloat, spacing: CGFloat, insets: ContentInsets) throws {
        let layout = ScrollGridLayout(columns: .adaptive(minimumWidth: minimumWidth), columnSpacing: spacing, crossInsets: insets)
        let grid = try GridExtents(count: 200, estimatedExtent: 10, layout: layout)
        var controller = try ScrollController(content: .items(.grid(grid)), viewportSize: CGSize(width: 0, height: 50))
        for step in 0...1_600 {
            let width = CGFloat(step) / 4
            let count = try layout.columnCount(forCrossExtent: width)
            #expect(count == Self.fittingColumns(layout, minimumWidth: minimumWidth, crossExtent: width), "width \(width)")
            let available = width - insets.leading - insets.trailing
            let columnWidth = ColumnGeometry(count: count, spacing: spacing, insets: insets).columnWidth(in: width)
            if available >= minimumWidth {
                #expect(columnWidth >= minimumWidth, "width \(width): \(count) columns of \(columnWidth)")
            } else {
                #expect(count == 1 && columnWidth == max(0, available), "width \(width)")
            }
            _ = try controller.resize(to: CGSize(width: width, height: 50), time: Double(step))
            guard case let .grid(fitted) = controller.virtualizer.items.base else { Issue.record("not a grid"); return }
            #expect(fitted.columnCount == count, "width \(width)")
            for placement in controller.placements() {
                #expect(placement.frame.width == columnWidth && placement.frame.minX >= 0, "width \(width)")
                // Equal columns are a sum of divided widths: within rounding of the viewport's edge.
                #expect(placement.frame.maxX <= max(width, insets.leading) + 1e-9, "width \(width): \(placement.frame)")
            }
        }
    }

    @Test("bad extents and indices are refused and leave grids, lanes and virtualizers as they were")
    func badValuesLeaveStateUnchanged() throws {
        var grid = try GridExtents(extents: (0..<50).map { CGFloat($0 % 7) }, layout: ScrollGridLayout(columns: .fixed(3)))
        var lanes = try LaneExtents(extents: (0..<50).map { CGFloat($0 % 7) }, layout: LaneLayout(lanes: 3))
        let gridBefore = grid.spans(in: 0..<50)
        let lanesBefore = lanes.spans(in: 0..<50)
        let nan = Self.invalidNumber { try grid.setExtent(.nan, of: 3) }
        #expect(nan?.quantity == "extent of item 3" && nan?.rule == .finiteAndNotNegative)
        #expect(throws: LazyScrollError.indexOutOfRange(quantity: "item index", index: 50, valid: 0..<50)) { try grid.setExtent(1, of: 50) }
        #expect(throws: LazyScrollError.indexOutOfRange(quantity: "insertion index", index: 51, valid: 0..<51)) { try grid.insertItems(count: 1, at: 51) }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "extent of inserted item 1", value: -1, rule: .finiteAndNotNegative)) {
            try grid.insertItems(extents: [1, -1], at: 0)
        }
        #expect(throws: LazyScrollError.indexOutOfRange(quantity: "end of removed range", index: 60, valid: 0..<51)) { try grid.removeItems(in: 40..<60) }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "extent of item 7", value: -4, rule: .finiteAndNotNegative)) {
            try lanes.setExtent(-4, of: 7)
        }
        #expect(throws: LazyScrollError.indexOutOfRange(quantity: "move destination", index: 50, valid: 0..<50)) { try lanes.moveItem(from: 0, to: 50) }
        #expect(throws: LazyScrollError.indexOutOfRange(quantity: "end of range", index: 51, valid: 0..<51)) { try lanes.keepLanes(of: 0..<51) }
        #expect(grid.spans(in: 0..<50) == gridBefore && lanes.spans(in: 0..<50) == lanesBefore && lanes.keptLaneCount == 0)
        #expect(throws: LazyScrollError.invalidNumber(quantity: "extent of item 2", value: -1, rule: .finiteAndNotNegative)) {
            try GridExtents(extents: [1, 2, -1], layout: ScrollGridLayout(columns: .fixed(2)))
        }
        let nanEstimate = Self.invalidNumber { _ = try LaneExtents(count: 3, estimatedExtent: .nan, layout: LaneLayout(lanes: 2)) }
        #expect(nanEstimate?.quantity == "estimated extent" && nanEstimate?.rule == .finiteAndPositive)

        // Uniform rows take only their own extent.
        var uniform = try GridExtents(count: 10, rowExtent: 30, layout: ScrollGridLayout(columns: .fixed(2)))
        #expect(throws: LazyScrollError.unsupportedOperation(
            operation: "setting the extent of item 4 to 31.0", reason: "every row of this grid is 30.0 long; use a grid of measured cells")) {
            try uniform.setExtent(31, of: 4)
        }
        try uniform.setExtent(30, of: 4)
        #expect(uniform.totalExtent == 150)

        // A virtualizer over an adaptive grid takes a viewport narrower than a cell as one column, and
        // refuses an invalid width with its state kept.
        var sut = try Virtualizer(extents: .grid(GridExtents(count: 1_000, estimatedExtent: 40, layout: ScrollGridLayout(columns: .adaptive(minimumWidth: 90)))))
        _ = try sut.update(viewport: Viewport(offset: 400, extent: 600, crossExtent: 400))
        let (windows, viewport, placements) = (sut.windows, sut.viewport, sut.placements())
        #expect(throws: LazyScrollError.self) { _ = try sut.update(viewport: Viewport(offset: 0, extent: 600, crossExtent: .nan)) }
        #expect(sut.windows == windows && sut.viewport == viewport && sut.placements() == placements)
        _ = try sut.update(viewport: Viewport(offset: 0, extent: 600, crossExtent: 80))
        #expect(sut.placements().allSatisfy { $0.frame.minX == 0 && $0.frame.width == 80 })
        #expect(throws: LazyScrollError.unsupportedOperation(operation: "inserting item 0 with extent 12.0", reason: "every item of this model is 30.0 long; use a measured model")) {
            var rows = try Virtualizer(extents: .grid(uniform))
            _ = try rows.performBatchUpdates(BatchUpdate(insertions: [0], insertedExtents: [0: 12]))
        }
    }
}

@Suite("Grid and lanes identity updates")
struct GridIdentityTests {
    struct Cell: Identifiable, Equatable {
        var id: Int
        var version = 0
    }

    /// A cell that moves and changes is deleted and inserted: like a list's row, it keeps its measured
    /// extent at its new place (its own, not its row's) until it is measured again.
    @Test("a replaced move keeps the measured extent of a grid cell and of a lane item", arguments: [true, false])
    func replacedMoveKeepsExtent(grid: Bool) throws {
        let old = (0..<6).map { Cell(id: $0) }
        let new = [old[1], old[2], old[3], Cell(id: 0, version: 1), old[4], old[5]]
        let model: ExtentModel = grid
            ? .grid(try GridExtents(count: 6, estimatedExtent: 20, layout: ScrollGridLayout(columns: .fixed(3))))
            : .lanes(try LaneExtents(count: 6, estimatedExtent: 20, layout: LaneLayout(lanes: 3)))
        var sut = try Virtualizer(extents: model)
        _ = try sut.setExtent(50, ofItem: 0)
        _ = try sut.setExtent(70, ofItem: 1)
        let difference = try IdentityDifference(from: old, to: new)
        #expect(difference.replacedMoves == [BatchUpdate.Move(from: 0, to: 3)])
        _ = try sut.performBatchUpdates(difference)
        #expect(sut.items.base.storedValues(in: 0..<6).map { $0.isNaN ? nil : $0 } == [70, nil, nil, 50, nil, nil])
    }
}
