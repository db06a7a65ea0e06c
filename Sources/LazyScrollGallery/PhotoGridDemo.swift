import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll
import LazyScrollTerminal

/// The photo library (tab 5): ten years of photos, month by month, newest first, each month under a
/// header ("November 2026 · 214 photos") that pins while its photos pass, over a grid of thumbnails in
/// as many columns as fit the terminal's width, each a coloured block with its number: a list over the
/// engine's sections, a grid per section. The arrows move a cursor in two dimensions, from one month's
/// rows on to the next one's (the grid scrolls only as far as it takes), PgUp/PgDn by the rows that fit;
/// Space, Shift+keys, Ctrl-A and Esc select photos (never headers), Enter opens a photo, a click moves
/// the cursor (a click on a header to its month's first photo); the wheel scrolls by whole rows; a
/// resize refits the columns and keeps the first visible photo on screen.
@MainActor
struct PhotoGridDemo: StatusListDemo {
    /// The months' headers and thumbnails, in a list over `SectionedExtents`.
    var list: TerminalList
    /// The photos, month by month.
    let library: PhotoLibrary
    /// The photo Enter opened last.
    private(set) var openedPhoto: Int?

    /// A thumbnail's height in lines.
    static let thumbnailHeight: CGFloat = 5
    /// A month header's height in lines.
    static let headerHeight: CGFloat = 1
    /// The lines between one month's last row and the next month's header.
    static let monthSpacing: CGFloat = 1
    /// Columns at least 14 cells wide, one cell apart; rows one line apart.
    static let layout = ScrollGridLayout(columns: .adaptive(minimumWidth: 14), columnSpacing: 1, rowSpacing: 1)
    /// The lines from one row's top to the next one's: what ↑, ↓ and a wheel notch scroll.
    static var rowPitch: CGFloat { thumbnailHeight + layout.rowSpacing }
    /// How a selected photo looks: black, a colour no thumbnail has, with yellow text.
    static let selectedStyle = CellStyle(foreground: .yellow, background: .black, attributes: .bold)
    /// How a month's header looks.
    static let headerStyle = CellStyle(foreground: .black, background: .white, attributes: .bold)
    /// The thumbnails' background colours, by photo number.
    static let colours: [TerminalColor] = [.blue, .magenta, .cyan, .green, .red, .yellow]

    /// The library in a view of `size` cells (the last row is the status line).
    init(size: TerminalSize, time: Double) throws(LazyScrollError) {
        let library = PhotoLibrary()
        self.library = library
        let listSize = Self.listSize(size)
        var months: [ContentSection] = []
        months.reserveCapacity(library.months.count)
        for month in library.months {
            let grid = try GridExtents(count: month.count, rowExtent: Self.thumbnailHeight, layout: Self.layout,
                                       crossExtent: CGFloat(listSize.columns))
            months.append(ContentSection(header: .measured(Self.headerHeight), items: .grid(grid)))
        }
        let sections = try SectionedExtents(sections: months, sectionSpacing: Self.monthSpacing, pinning: .headers)
        list = try TerminalList(sections: sections, size: listSize, time: time) { block, element, viewSize in
            Self.draw(element, of: library, into: &block, viewWidth: viewSize.columns)
        }
        list.linesPerWheelNotch = Self.rowPitch
        // The thumbnails have coloured backgrounds, the default selection's blue among them: selected
        // photos turn black with yellow text instead.
        list.cursorOptions = CursorOptions(selectionMode: .multiple, selectedStyle: Self.selectedStyle)
    }

    /// Fills `block` for `element`: a month's header across the grid, or a photo's thumbnail.
    static func draw(_ element: SectionElement, of library: PhotoLibrary, into block: inout TextBlock, viewWidth: Int) {
        switch element {
        case let .header(month):
            block.style = headerStyle
            let title = " " + library.title(ofMonth: month, width: viewWidth)
            block.lines = [title + String(repeating: " ", count: max(0, viewWidth - title.count))]
        case let .item(path):
            drawThumbnail(library.photo(at: path), into: &block, width: cellWidth(inViewWidth: viewWidth))
        case .row, .footer:
            block.lines = []
        }
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
    nonisolated static func grouped(_ value: Int) -> String {
        let digits = String(value)
        var result = ""
        for (k, digit) in digits.enumerated() {
            if k > 0 && (digits.count - k) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    // MARK: - Input and time


    /// Enter opened a photo: the status line names it.
    mutating func take(_ event: TerminalListEvent, time: Double) throws(LazyScrollError) {
        if case let .activated(row) = event { openedPhoto = photo(atElement: row) }
    }

    /// The photo at flat index `element` (a row of the list), or nil for a header.
    func photo(atElement element: Int) -> Int? {
        guard case let .item(path)? = try? list.sections?.element(at: element) else { return nil }
        return library.photo(at: path)
    }

    /// Where the grid is drawn in `rect`, the view: above the status line, between the margins.
    func listRect(in rect: CellRect) -> CellRect {
        CellRect(column: rect.column + Self.leftMargin(inViewWidth: rect.width), row: rect.row,
                 width: Self.gridWidth(inViewWidth: rect.width), height: max(0, rect.height - 1))
    }

    /// The view changed size: the columns are refitted (the first visible photo stays on screen) and the
    /// loaded thumbnails are drawn again at the new column width.
    mutating func resize(to size: TerminalSize, time: Double) throws(LazyScrollError) {
        let listSize = Self.listSize(size)
        guard CGSize(width: listSize.columns, height: listSize.rows) != list.items.controller.viewportSize else { return }
        try list.resize(to: listSize, time: time)
        try list.items.reloadViews()
    }

    // MARK: - Drawing

    /// The first and last photos among the rows on screen, or nil when none is (a screen of headers).
    var visiblePhotos: ClosedRange<Int>? {
        let visible = list.items.controller.virtualizer.windows.visible
        // A header is followed by its month's photos and preceded by the last month's: at most one
        // step from each end reaches a photo (every month has photos).
        let first = photo(atElement: visible.lowerBound) ?? photo(atElement: visible.lowerBound + 1)
        let last = photo(atElement: visible.upperBound - 1) ?? photo(atElement: visible.upperBound - 2)
        guard !visible.isEmpty, let first, let last, first <= last else { return nil }
        return first...last
    }

    /// The status line's wordings: the photos on screen, the column count, the cursor's photo, how
    /// many are selected and the one opened last, shorter ones for a narrow view.
    var statusTexts: [String] {
        let columns = Self.columnCount(inViewWidth: Int(list.items.controller.viewportSize.width))
        let range = visiblePhotos.map { "\(Self.grouped($0.lowerBound + 1))–\(Self.grouped($0.upperBound + 1))" } ?? "none"
        let cursor = list.cursor.index.flatMap(photo(atElement:)).map { " · cursor #\(Self.grouped($0 + 1))" } ?? ""
        let selected = selectionText
        let opened = openedPhoto.map { " · opened #\(Self.grouped($0 + 1))" } ?? ""
        return [
            " photos \(range) of \(Self.grouped(library.photoCount)) · \(columns) columns\(cursor)\(selected)\(opened) ",
            " photos \(range) · \(columns) columns\(cursor)\(selected) ",
            " photos \(range) · \(columns) columns\(selected) ",
            " \(range)\(cursor)\(selected) ",
            " \(range)\(selected) ",
            " \(range) ",
        ]
    }
}
