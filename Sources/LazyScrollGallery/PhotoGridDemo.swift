import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll
import LazyScrollTerminal

/// The photo grid (tab 5): ten million thumbnails in as many columns as fit the terminal's width, each
/// a coloured block with its number, in a list whose size model is the engine's grid. The keys and the
/// wheel move by whole rows; a resize refits the columns and keeps the first visible photo on screen.
struct PhotoGridDemo {
    /// The thumbnails, in a list over `GridExtents`.
    private(set) var list: TerminalList

    /// How many photos the grid holds.
    static let photoCount = 10_000_000
    /// A thumbnail's height in lines.
    static let thumbnailHeight: CGFloat = 5
    /// Columns at least 14 cells wide, one cell apart; rows one line apart.
    static let layout = ScrollGridLayout(columns: .adaptive(minimumWidth: 14), columnSpacing: 1, rowSpacing: 1)
    /// The lines from one row's top to the next one's: what ↑, ↓ and a wheel notch scroll.
    static var rowPitch: CGFloat { thumbnailHeight + layout.rowSpacing }
    /// The thumbnails' background colours, by photo number.
    static let colours: [TerminalColor] = [.blue, .magenta, .cyan, .green, .red, .yellow]

    /// The grid in a view of `size` cells (the last row is the status line).
    init(size: TerminalSize, time: Double) throws(LazyScrollError) {
        let listSize = Self.listSize(size)
        let grid = try GridExtents(count: Self.photoCount, rowExtent: Self.thumbnailHeight, layout: Self.layout,
                                   crossExtent: CGFloat(listSize.columns))
        list = try TerminalList(extents: .grid(grid), size: listSize, time: time) { block, photo, viewSize in
            Self.drawThumbnail(photo, into: &block, width: Self.cellWidth(inViewWidth: viewSize.columns))
        }
        list.linesPerArrowKey = Self.rowPitch
        list.linesPerWheelNotch = Self.rowPitch
    }

    /// The list's size in a view of `size`: all but the status line, and only as wide as the grid's whole
    /// cells and gaps (``gridWidth(inViewWidth:)``).
    static func listSize(_ size: TerminalSize) -> TerminalSize {
        TerminalSize(columns: gridWidth(inViewWidth: size.columns), rows: max(0, size.rows - 1))
    }

    /// The grid's width in a view `width` cells wide: its columns of ``cellWidth(inViewWidth:)`` whole
    /// cells and the one-cell gaps between them. The engine would share the view's width out exactly, in
    /// fractions of a cell, and rounding those down to cells made gaps of one and two cells alternate;
    /// so the engine lays out this narrower width, in whole cells, and the cells left over are margins.
    static func gridWidth(inViewWidth width: Int) -> Int {
        let columns = columnCount(inViewWidth: width)
        let grid = columns * cellWidth(inViewWidth: width) + (columns - 1) * Int(layout.columnSpacing)
        return min(max(0, width), grid)
    }

    /// The margin left of the grid in a view `width` cells wide: half of what the grid leaves, so the
    /// grid is centred.
    static func leftMargin(inViewWidth width: Int) -> Int {
        max(0, width - gridWidth(inViewWidth: width)) / 2
    }

    /// The whole rows that fit in `lines`: a row's thumbnail must fit, the spacing after the last one
    /// need not. At least one.
    static func rowsThatFit(inLines lines: Int) -> Int {
        max(1, Int((CGFloat(lines) + layout.rowSpacing) / rowPitch))
    }

    /// How many columns a view `width` cells wide shows (at least one: a view narrower than a column
    /// still shows one, clipped).
    static func columnCount(inViewWidth width: Int) -> Int {
        (try? layout.columnCount(forCrossExtent: CGFloat(width))) ?? 1
    }

    /// A thumbnail's width in whole cells: the engine's column width rounded down, so that a column never
    /// reaches into the spacing before the next one (each column starts at its position rounded down).
    static func cellWidth(inViewWidth width: Int) -> Int {
        let columns = columnCount(inViewWidth: width)
        let exact = (CGFloat(width) - layout.columnSpacing * CGFloat(columns - 1)) / CGFloat(columns)
        return max(1, Int(exact.rounded(.down)))
    }

    /// Draws photo `photo` as a framed block `width` cells wide with its number in the middle.
    static func drawThumbnail(_ photo: Int, into block: inout TextBlock, width: Int) {
        block.dataIndex = photo
        block.style = CellStyle(foreground: .white, background: colours[photo % colours.count], attributes: .bold)
        let height = Int(thumbnailHeight)
        guard width >= 3 else {
            block.lines = Array(repeating: String(repeating: " ", count: width), count: height)
            return
        }
        let inner = width - 2
        let label = String(grouped(photo + 1).suffix(inner))
        let left = (inner - label.count) / 2
        let middle = "│" + String(repeating: " ", count: left) + label + String(repeating: " ", count: inner - left - label.count) + "│"
        let empty = "│" + String(repeating: " ", count: inner) + "│"
        var lines = ["┌" + String(repeating: "─", count: inner) + "┐"]
        for row in 1..<(height - 1) { lines.append(row == height / 2 ? middle : empty) }
        lines.append("└" + String(repeating: "─", count: inner) + "┘")
        block.lines = lines
    }

    /// `value` with a comma between groups of three digits (1,234,567).
    static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (k, digit) in digits.enumerated() {
            if k > 0 && (digits.count - k) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    // MARK: - Input and time

    /// Keys, the wheel and drags scroll the grid, by rows for the keys and the wheel; PgUp and PgDn by
    /// the whole rows that fit on the screen (on a short screen where two fit, two: one more than ↓).
    mutating func handle(_ event: InputEvent, in rect: CellRect, time: Double) throws(LazyScrollError) -> Bool {
        if case let .key(key) = event, key.key == .pageDown || key.key == .pageUp {
            let rows = Self.rowsThatFit(inLines: Int(list.items.controller.viewportSize.height))
            try list.scroll(byLines: (key.key == .pageDown ? 1 : -1) * CGFloat(rows) * Self.rowPitch, time: time)
            return true
        }
        return try list.handle(event, in: listRect(in: rect), time: time)
    }

    /// Where the grid is drawn in `rect`, the view: above the status line, between the margins.
    func listRect(in rect: CellRect) -> CellRect {
        CellRect(column: rect.column + Self.leftMargin(inViewWidth: rect.width), row: rect.row,
                 width: Self.gridWidth(inViewWidth: rect.width), height: max(0, rect.height - 1))
    }

    /// Advances the grid's glide.
    mutating func tick(time: Double) throws(LazyScrollError) {
        try list.tick(time: time)
    }

    /// The view changed size: the columns are refitted (the first visible photo stays on screen) and the
    /// loaded thumbnails are drawn again at the new column width.
    mutating func resize(to size: TerminalSize, time: Double) throws(LazyScrollError) {
        let listSize = Self.listSize(size)
        guard CGSize(width: listSize.columns, height: listSize.rows) != list.items.controller.viewportSize else { return }
        try list.resize(to: listSize, time: time)
        try list.items.reloadViews()
    }

    /// Stops the glide while the tab is not shown, and resumes it where it was.
    mutating func setOnScreen(_ isOnScreen: Bool, time: Double) throws(LazyScrollError) {
        try list.setOnScreen(isOnScreen, time: time)
    }

    /// When `tick` must run next: now while the grid glides, else nil.
    var nextTickTime: Double? { list.items.controller.nextTickTime }

    /// A finger went down at (`column`, `row`), relative to the view.
    mutating func beginDrag(column: Int, row: Int, time: Double) throws(LazyScrollError) {
        try list.beginDrag(column: column, row: row, time: time)
    }

    /// The finger moved to (`column`, `row`), relative to the view.
    mutating func moveDrag(column: CGFloat, row: CGFloat, time: Double) throws(LazyScrollError) {
        try list.moveDrag(column: column, row: row, time: time)
    }

    /// The finger lifted with the offset moving at `velocity` lines per second (nil: estimated).
    mutating func endDrag(velocity: CGFloat?, time: Double) throws(LazyScrollError) {
        try list.endDrag(velocity: velocity, time: time)
    }

    // MARK: - Drawing

    /// The status line for a view `width` cells wide: the photos on screen and the column count, shorter
    /// on a narrow view.
    func statusText(width: Int) -> String {
        let visible = list.items.controller.virtualizer.windows.visible
        let columns = Self.columnCount(inViewWidth: Int(list.items.controller.viewportSize.width))
        let range = visible.isEmpty ? "none" : "\(Self.grouped(visible.lowerBound + 1))–\(Self.grouped(visible.upperBound))"
        return FittedText.fitting(width, [
            " photos \(range) of \(Self.grouped(Self.photoCount)) · \(columns) columns ",
            " photos \(range) · \(columns) columns ",
            " \(range) ",
        ])
    }

    /// Draws the thumbnails and the status line into `rect`.
    func draw(into canvas: inout CellBuffer, in rect: CellRect) {
        list.draw(into: &canvas, in: listRect(in: rect))
        guard rect.height > 0 else { return }
        canvas.put(statusText(width: rect.width), column: rect.column, row: rect.endRow - 1, style: CellStyle(foreground: .brightBlack), clip: rect)
    }
}
