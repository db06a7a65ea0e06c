import Foundation
import LazyScroll
import LazyScrollTerminal
import PropertySeeds
import Testing

/// Rows tile the list's view at any offset the list can reach (issue 25, item 1): every screen row
/// shows exactly one row of the list, or the empty space before the first row (while a rubber band
/// pulls it down) or after the last.
@Suite("Terminal list tiling")
struct ListTilingTests {
    /// The issue's `logview`: every 10th line is two rows tall, measured as it loads.
    static func logList(size: TerminalSize) throws -> TerminalList {
        try TerminalList(
            extents: .measured(MeasuredExtents(count: 1_000, estimatedExtent: 1)), size: size, sizesRowsToFit: true
        ) { block, line, _ in
            block.lines = line % 10 == 0 ? ["line \(line)", "  more"] : ["line \(line)"]
        }
    }

    /// Moves `list` to exactly `offset` with a finger, as a drag would (a drag's offset is its start plus
    /// the distance moved, so from a start at 0 and row 0 it is exactly the distance).
    static func drag(_ list: inout TerminalList, to offset: CGFloat) throws {
        try list.beginDrag(column: 0, row: 0, time: 0)
        try list.moveDrag(column: 0, row: -offset, time: 0.01)
    }

    static func screen(of list: TerminalList, size: TerminalSize) -> [String] {
        var canvas = CellBuffer(size: size)
        list.draw(into: &canvas, in: CellRect(size))
        return canvas.textLines
    }

    /// The offsets of the issue: five wheel notches left the list at 15.000000000000002 and a blank row
    /// between two lines (`31 - offset` rounded down to 15, `32 - offset` to exactly 17); a fling ended
    /// at 19.40337747199949. Each must draw what the nearest whole offset draws.
    @Test("the issue's offsets draw every row, as the nearest whole offset does", arguments: [
        (15.000000000000002, 15.0), (19.40337747199949, 19.0), (14.999999999999998, 15.0),
    ])
    func theIssuesOffsetsLeaveNoBlankRow(offset: CGFloat, whole: CGFloat) throws {
        let size = TerminalSize(columns: 20, rows: 24)
        var list = try Self.logList(size: size)
        try Self.drag(&list, to: offset)
        #expect(list.items.controller.offset == offset)
        var resting = try Self.logList(size: size)
        try Self.drag(&resting, to: whole)
        let lines = Self.screen(of: list, size: size)
        #expect(!lines.contains(""))
        #expect(lines == Self.screen(of: resting, size: size))
    }

    /// A list comes to rest on a whole cell however the physics ends: a fling released anywhere, at any
    /// speed, stops at a whole offset (or at an end of the content).
    @Test("a fling comes to rest on a whole cell", arguments: [37.5, 120.25, -80.125, 333.3])
    func aFlingRestsOnAWholeCell(velocity: CGFloat) throws {
        var list = try Self.logList(size: TerminalSize(columns: 20, rows: 24))
        try Self.drag(&list, to: 40.3)
        try list.endDrag(velocity: velocity, time: 0.02)
        var time = 0.02
        while list.items.controller.nextTickTime != nil, time < 30 {
            time += 1.0 / 60
            try list.tick(time: time)
        }
        let offset = list.items.controller.offset
        #expect(offset == offset.rounded())
        #expect(offset != 40.3)
    }

    /// A stack places its sections and its lists' rows from the same one rounding of the offset.
    @Test func aStacksSectionsAndRowsTileTheViewToo() throws {
        func stack(at offset: CGFloat) throws -> [String] {
            var stack = try TerminalStack(sections: [
                .text(["header", "--"]),
                .list(.uniform(UniformExtents(count: 60, itemExtent: 1))) { block, row in block.lines = ["row \(row)"] },
                .text(["footer"]),
            ], size: TerminalSize(columns: 12, rows: 10))
            try stack.beginDrag(column: 0, row: 0, time: 0)
            try stack.moveDrag(column: 0, row: -offset, time: 0.01)
            var canvas = CellBuffer(size: TerminalSize(columns: 12, rows: 10))
            stack.draw(into: &canvas, in: CellRect(canvas.size))
            return canvas.textLines
        }
        let lines = try stack(at: 15.000000000000002)
        #expect(lines == (13..<23).map { "row \($0)" })
        #expect(lines == (try stack(at: 15)))
        #expect(try stack(at: 1.4999999999999998) == ["--"] + (0..<9).map { "row \($0)" })
    }

    @Test("every screen row shows exactly one row of the list, or the space before the first or after the last")
    func rowsTileTheView() async {
        await seededPropertyCheck("terminal.list-tiling", count: 300) { seed in
            var scenario = try TilingScenario(seed: seed)
            try scenario.run()
        }
    }
}

/// One random list, moved to random offsets and drawn: a list of up to 120 rows whose extents are
/// estimated (whole or in eighths of a line) and whose text has 0 to 4 lines, so rows are estimated
/// taller or shorter than their text; measured as they load (`sizesRowsToFit`) or not; in a view of
/// random size drawn at a random place on a larger canvas. Offsets come from drags (anywhere, also
/// beyond the ends where the rubber band stretches), from glides stopped mid-way, and from rest.
///
/// Checked against a model that sums the extents the list holds (eighths add up exactly in binary
/// floating point, so the sums are the list's own) and places each row from its content edges: row
/// `k` covers the screen rows from `round(start k) - round(offset)` to `round(end k) - round(offset)`.
/// - The picture is the model's: each screen row shows the line of the row that covers it (its `j`th
///   line `j` rows below the row's top, blank past its text), or is blank where no row covers it.
/// - Rows tile the view: the model's rows are contiguous, so a screen row covered by no row lies before
///   the first row or after the last; with measured rows, the lines on screen read `k.0, k.1, …,
///   (k+1).0, …` with no gap and no repeat.
/// - `itemsOnScreen(in:)` (what `rowsOnScreen` answers) names those rows and their cells.
/// - Nothing is drawn outside the view's rectangle.
struct TilingScenario {
    var random: SplitMix64
    var list: TerminalList
    let size: TerminalSize
    let rect: CellRect
    let canvasSize: TerminalSize
    let textLines: [Int]
    let sizesToFit: Bool
    var time = 0.0

    init(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let count = Int.random(in: 0...120, using: &random)
        var lineCounts: [Int] = []
        for _ in 0..<count { lineCounts.append(Int.random(in: 0...4, using: &random)) }
        textLines = lineCounts
        sizesToFit = Bool.random(using: &random)
        size = TerminalSize(columns: Int.random(in: 1...12, using: &random), rows: Int.random(in: 0...30, using: &random))
        rect = CellRect(column: Int.random(in: 0...3, using: &random), row: Int.random(in: 0...3, using: &random),
                        width: size.columns, height: size.rows)
        canvasSize = TerminalSize(columns: rect.endColumn + 2, rows: rect.endRow + 2)
        let estimate = CGFloat(Int.random(in: 4...24, using: &random)) / 8
        let extents: MeasuredExtents
        if sizesToFit || Bool.random(using: &random) {
            extents = try MeasuredExtents(count: count, estimatedExtent: estimate)
        } else {
            // Given extents that differ from the text: some rows cut, some with blank lines after it.
            var given: [CGFloat] = []
            for _ in 0..<count { given.append(CGFloat(Int.random(in: 0...40, using: &random)) / 8) }
            extents = try MeasuredExtents(extents: given, estimatedExtent: estimate)
        }
        self.random = random
        list = try TerminalList(extents: .measured(extents), size: size, sizesRowsToFit: sizesToFit) { block, row, _ in
            block.lines = (0..<lineCounts[row]).map { "\(row).\($0)" }
        }
    }

    mutating func run() throws {
        for _ in 0..<6 {
            try move()
            try check()
        }
    }

    /// Moves the list somewhere at random: a drag to any offset (held), a glide stopped part-way, or
    /// a fling let to rest.
    mutating func move() throws {
        let resting = list.items.controller.restingRange
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            if list.items.controller.isDragging { try list.endDrag(velocity: 0, time: time) }
            let target = CGFloat.random(in: (resting.lowerBound - 4)...(resting.upperBound + 4), using: &random)
            try list.beginDrag(column: 0, row: 0, time: time)
            time += 0.01
            try list.moveDrag(column: 0, row: -(target - list.items.controller.offset), time: time)
        case 1:
            if list.items.controller.isDragging { try list.endDrag(velocity: 0, time: time) }
            try list.scroll(byLines: CGFloat.random(in: -30...30, using: &random), time: time)
            time += Double.random(in: 0...0.4, using: &random)
            try list.tick(time: time)
        default:
            if !list.items.controller.isDragging {
                try list.beginDrag(column: 0, row: 0, time: time)
                time += 0.01
                try list.moveDrag(column: 0, row: CGFloat.random(in: -3...3, using: &random), time: time)
            }
            try list.endDrag(velocity: CGFloat.random(in: -200...200, using: &random), time: time)
            while list.items.controller.nextTickTime != nil {
                time += 1.0 / 60
                try list.tick(time: time)
            }
            let offset = list.items.controller.offset
            let bounds = list.items.controller.restingRange
            #expect(offset == offset.rounded() || offset == bounds.lowerBound || offset == bounds.upperBound,
                    "came to rest between cells at \(offset)")
        }
    }

    /// The screen rows covered by each row of the list, relative to the view, from the model.
    func modelRows() throws -> [(top: Int, bottom: Int)] {
        let controller = list.items.controller
        let items = controller.virtualizer.items
        let offsetCells = Int(controller.offset.rounded(.toNearestOrAwayFromZero))
        var start = controller.virtualizer.insets.leading
        var rows: [(top: Int, bottom: Int)] = []
        for index in 0..<items.count {
            let end = start + (try items.extent(of: index))
            rows.append((Int(start.rounded(.toNearestOrAwayFromZero)) - offsetCells,
                         Int(end.rounded(.toNearestOrAwayFromZero)) - offsetCells))
            start = end
        }
        return rows
    }

    func check() throws {
        let marker = Cell("#")
        var canvas = CellBuffer(size: canvasSize, fill: marker)
        list.draw(into: &canvas, in: rect)
        let rows = try modelRows()
        let offset = list.items.controller.offset
        var expectedOnScreen: [ItemOnScreen] = []
        for (index, row) in rows.enumerated() where max(row.top, 0) < min(row.bottom, size.rows) {
            let cells = CellRect(column: rect.column, row: rect.row + row.top, width: size.columns, height: row.bottom - row.top)
            expectedOnScreen.append(ItemOnScreen(index: index, dataIndex: index, rect: cells, visibleRect: cells.intersection(rect)))
        }
        #expect(list.items.itemsOnScreen(in: rect) == expectedOnScreen, "offset \(offset)")

        var shownLines: [String] = []
        for screenRow in 0..<canvasSize.rows {
            let line = String((0..<canvasSize.columns).map { canvas[$0, screenRow].character })
            let inside = screenRow >= rect.row && screenRow < rect.endRow
            guard inside else {
                #expect(line.allSatisfy { $0 == "#" }, "drawn outside the view on row \(screenRow)")
                continue
            }
            let viewRow = screenRow - rect.row
            let before = String(line.prefix(rect.column)) + String(line.suffix(canvasSize.columns - rect.endColumn))
            #expect(before.allSatisfy { $0 == "#" }, "drawn outside the view on row \(screenRow)")
            let shown = String(line.dropFirst(rect.column).prefix(size.columns))
            var expected = ""
            let covering = rows.indices.filter { rows[$0].top <= viewRow && viewRow < rows[$0].bottom }
            #expect(covering.count <= 1)
            if let index = covering.first {
                let lineIndex = viewRow - rows[index].top
                if lineIndex < textLines[index] { expected = "\(index).\(lineIndex)" }
                shownLines.append(expected)
            } else {
                // Not covered: only before the first row or after the last (rows are contiguous).
                let beforeFirst = rows.first.map { viewRow < $0.top } ?? true
                let afterLast = rows.last.map { viewRow >= $0.bottom } ?? true
                #expect(beforeFirst || afterLast, "row \(viewRow) belongs to no row of the list at offset \(offset)")
            }
            let padded = String(expected.prefix(size.columns)).padding(toLength: size.columns, withPad: " ", startingAt: 0)
            #expect(shown == padded, "row \(viewRow) at offset \(offset): shows '\(shown)', expected '\(padded)'")
        }
        // With measured rows every line of every row is on screen once, in order, with nothing between.
        if sizesToFit && size.columns >= 8 {
            let labels = shownLines.compactMap { line -> (Int, Int)? in
                let parts = line.split(separator: ".").compactMap { Int($0) }
                return parts.count == 2 ? (parts[0], parts[1]) : nil
            }
            for (previous, next) in zip(labels, labels.dropFirst()) {
                let follows = (next.0 == previous.0 && next.1 == previous.1 + 1)
                    || (next.1 == 0 && previous.1 == textLines[previous.0] - 1
                        && (previous.0 + 1..<next.0).allSatisfy { textLines[$0] == 0 })
                #expect(follows, "\(previous) then \(next) at offset \(offset)")
            }
        }
    }
}
