import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll
import LazyScrollTerminal

/// The Feed demo (issue 22, item 8): 100,000 carousel rows of 1,000 cards, each row a section whose
/// items scroll across (`AcrossScrolling`). The wheel's other axis (a horizontal wheel, or Shift with
/// the wheel) and a sideways drag scroll the row under the pointer; a row keeps its offset when it
/// scrolls away and back, because the offset lives in its section, not in a view.
@MainActor
struct FeedDemo {
    /// The rows and their titles.
    var list: TerminalList
    /// The scrollers of the rows that are loaded.
    private(set) var rows = AcrossScrollers()
    /// The pressed pointer, until a move says whether it drags the list or a row.
    private var press: (column: Int, row: Int, rowIndex: Int?)?
    /// The row a sideways drag moves, and whether the drag moves the list instead.
    private var dragging: (rowIndex: Int?, isList: Bool)?

    /// How many rows the feed holds.
    static let rowCount = 100_000
    /// Cards in each row.
    static let cardCount = 1_000
    /// A card's width, and the gap between cards.
    static let cardWidth: CGFloat = 14
    static let cardSpacing: CGFloat = 2
    /// A row's height: a card's.
    static let rowHeight: CGFloat = 4
    /// Columns one step of the horizontal wheel scrolls a row: one card.
    static var columnsPerNotch: CGFloat { cardWidth + cardSpacing }

    /// The demo in a view of `size` cells (the last row is the status line).
    init(size: TerminalSize, time: Double) throws(LazyScrollError) {
        let cards = try UniformExtents(count: Self.cardCount, itemExtent: Self.cardWidth, spacing: Self.cardSpacing)
        let row = ContentSection(header: .measured(1), items: .uniform(cards), across: AcrossScrolling(rowExtent: .measured(Self.rowHeight)))
        let sections = try SectionedExtents(sections: Array(repeating: row, count: Self.rowCount), sectionSpacing: 1)
        list = try TerminalList(sections: sections, size: Self.listSize(size), time: time) { block, element, _ in
            guard case let .header(section) = element else { block.lines = []; return }
            block.style = CellStyle(attributes: .bold)
            block.lines = ["Row \(PhotoGridDemo.grouped(section + 1)) · \(Self.genres[section % Self.genres.count])"]
        }
        try syncRows(time: time)
    }

    static let genres = ["Trending", "New releases", "Because you watched", "Documentaries", "Comedies", "Top picks"]

    /// The list's size in a view of `size`: all but the status line.
    static func listSize(_ size: TerminalSize) -> TerminalSize {
        TerminalSize(columns: size.columns, rows: max(0, size.rows - 1))
    }

    /// Loads scrollers for the rows that came into the list's windows and drops those of rows that left
    /// (their offsets stay in their sections), and fits them to the list's width.
    private mutating func syncRows(time: Double) throws(LazyScrollError) {
        let controller = list.items.controller
        guard let sections = controller.sections else { return }
        var wanted: [Int] = []
        for index in controller.virtualizer.windows.display where (try? sections.element(at: index))?.kind == .row {
            wanted.append(index)
        }
        var changes = RangeChanges()
        changes.load = IndexRanges(wanted.filter { rows.scrollers[$0] == nil })
        changes.unload = IndexRanges(rows.scrollers.keys.filter { !wanted.contains($0) }.sorted())
        _ = try rows.apply(ScrollUpdate(changes: changes), of: controller, time: time)
    }

    /// Runs `body` on the scroller of row element `rowIndex`, keeping its offset in its section.
    private mutating func updateRow(_ rowIndex: Int, _ body: (inout ScrollController) throws(LazyScrollError) -> ScrollUpdate) throws(LazyScrollError) {
        var rows = self.rows
        try list.items.perform { controller throws(LazyScrollError) in
            _ = try rows.update(row: rowIndex, of: &controller, body)
            return ScrollUpdate()
        }
        self.rows = rows
    }

    /// The row element under screen cell (`column`, `row`) of a list drawn at `rect`, if any.
    func rowIndex(atColumn column: Int, row: Int, in rect: CellRect) -> Int? {
        list.items.itemsOnScreen(in: rect).first { item in
            item.visibleRect.contains(column: column, row: row) && (try? list.sections?.element(at: item.dataIndex))??.kind == .row
        }?.index
    }

    /// The scroller's offset of row `section` as its section keeps it: where the row is when it shows.
    func offset(ofRowInSection section: Int) -> CGFloat? {
        guard let sections = list.sections, let shape = try? sections.section(section) else { return nil }
        return shape.across?.offset
    }

    // MARK: - Input and time

    /// The horizontal wheel, Shift with the wheel, and sideways drags scroll the row under the pointer;
    /// the rest scrolls the feed.
    mutating func handle(_ event: InputEvent, in rect: CellRect, time: Double) throws(LazyScrollError) -> Bool {
        let listRect = CellRect(column: rect.column, row: rect.row, width: rect.width, height: max(0, rect.height - 1))
        defer { try? syncRows(time: time) }
        guard case let .mouse(mouse) = event else { return try list.handle(event, in: listRect, time: time) }
        switch mouse.kind {
        case let .wheel(direction):
            let sideways: CGFloat? = switch direction {
            case .left: -1
            case .right: 1
            case .up: mouse.modifiers.contains(.shift) ? -1 : nil
            case .down: mouse.modifiers.contains(.shift) ? 1 : nil
            }
            guard let sideways else { return try list.handle(event, in: listRect, time: time) }
            guard let row = rowIndex(atColumn: mouse.column, row: mouse.row, in: listRect) else { return false }
            try updateRow(row) { scroller throws(LazyScrollError) in try scroller.wheel(delta: sideways * Self.columnsPerNotch, time: time) }
            return true
        case .press(.left):
            guard listRect.contains(column: mouse.column, row: mouse.row) else { return false }
            press = (mouse.column, mouse.row, rowIndex(atColumn: mouse.column, row: mouse.row, in: listRect))
            dragging = nil
            return true
        case .drag(.left):
            if dragging == nil, let press {
                let across = abs(mouse.column - press.column), along = abs(mouse.row - press.row)
                guard across != 0 || along != 0 else { return true }
                if across > along, let row = press.rowIndex {
                    dragging = (row, false)
                    try updateRow(row) { s throws(LazyScrollError) in try s.dragBegan(at: CGPoint(x: press.column, y: 0), time: time) }
                } else {
                    dragging = (nil, true)
                    try list.beginDrag(column: press.column - listRect.column, row: press.row - listRect.row, time: time)
                }
            }
            guard let dragging else { return false }
            if let row = dragging.rowIndex {
                try updateRow(row) { s throws(LazyScrollError) in try s.dragMoved(to: CGPoint(x: mouse.column, y: 0), time: time) }
            } else {
                try list.moveDrag(column: CGFloat(mouse.column - listRect.column), row: CGFloat(mouse.row - listRect.row), time: time)
            }
            return true
        case .release:
            defer { press = nil; dragging = nil }
            guard let dragging else { return press != nil }
            if let row = dragging.rowIndex {
                try updateRow(row) { s throws(LazyScrollError) in try s.dragEnded(velocity: nil, time: time) }
            } else {
                try list.endDrag(velocity: nil, time: time)
            }
            return true
        default:
            return try list.handle(event, in: listRect, time: time)
        }
    }

    /// Advances the feed's glide and every row that glides.
    mutating func tick(time: Double) throws(LazyScrollError) {
        try list.tick(time: time)
        try syncRows(time: time)
        guard rows.isAnimating else { return }
        var rows = self.rows
        try list.items.perform { controller throws(LazyScrollError) in
            _ = rows.tick(time: time, of: &controller)
            return ScrollUpdate()
        }
        self.rows = rows
    }

    /// The view changed size: the rows are fitted to the new width.
    mutating func resize(to size: TerminalSize, time: Double) throws(LazyScrollError) {
        try list.resize(to: Self.listSize(size), time: time)
        try syncRows(time: time)
    }

    /// Stops the feed's glide while the tab is not shown.
    mutating func setOnScreen(_ isOnScreen: Bool, time: Double) throws(LazyScrollError) {
        try list.setOnScreen(isOnScreen, time: time)
    }

    /// When `tick` must run next: now while the feed or a row glides.
    var nextTickTime: Double? {
        if let next = list.items.controller.nextTickTime { return next }
        return rows.scrollers.values.compactMap(\.nextTickTime).min()
    }

    /// A finger went down at (`column`, `row`), relative to the view: scripted drags move the feed.
    mutating func beginDrag(column: Int, row: Int, time: Double) throws(LazyScrollError) {
        try list.beginDrag(column: column, row: row, time: time)
    }

    /// The finger moved to (`column`, `row`), relative to the view.
    mutating func moveDrag(column: CGFloat, row: CGFloat, time: Double) throws(LazyScrollError) {
        try list.moveDrag(column: column, row: row, time: time)
        try syncRows(time: time)
    }

    /// The finger lifted with the offset moving at `velocity` lines per second (nil: estimated).
    mutating func endDrag(velocity: CGFloat?, time: Double) throws(LazyScrollError) {
        try list.endDrag(velocity: velocity, time: time)
        try syncRows(time: time)
    }

    // MARK: - Drawing

    /// The status line for a view `width` cells wide.
    func statusText(width: Int) -> String {
        FittedText.fitting(width, [
            " 100,000 rows of 1,000 · Shift+wheel or drag sideways: a row ",
            " Shift+wheel: a row ",
        ])
    }

    /// Draws the titles, each loaded row's cards where its scroller has them, and the status line.
    func draw(into canvas: inout CellBuffer, in rect: CellRect) {
        let listRect = CellRect(column: rect.column, row: rect.row, width: rect.width, height: max(0, rect.height - 1))
        list.draw(into: &canvas, in: listRect)
        for item in list.items.itemsOnScreen(in: listRect) {
            guard case let .row(section)? = try? list.sections?.element(at: item.dataIndex) else { continue }
            let clip = item.visibleRect
            for card in rows.placements(ofRow: item.index) {
                let column = item.rect.column + Int(card.frame.minX.rounded(.toNearestOrAwayFromZero))
                Self.drawCard(card.index, ofRow: section, into: &canvas, column: column, row: item.rect.row, clip: clip)
            }
        }
        guard rect.height > 0 else { return }
        canvas.put(statusText(width: rect.width), column: rect.column, row: rect.endRow - 1, style: CellStyle(foreground: .brightBlack), clip: rect)
    }

    /// Draws card `card` of row `section` as a framed box at (`column`, `row`).
    static func drawCard(_ card: Int, ofRow section: Int, into canvas: inout CellBuffer, column: Int, row: Int, clip: CellRect) {
        let inner = Int(cardWidth) - 2
        let style = CellStyle(foreground: .white, background: PhotoGridDemo.colours[(section + card) % PhotoGridDemo.colours.count])
        let label = String("#\(card + 1)".prefix(inner))
        let padded = label + String(repeating: " ", count: inner - label.count)
        let lines = ["┌" + String(repeating: "─", count: inner) + "┐", "│" + padded + "│",
                     "│" + String(repeating: " ", count: inner) + "│", "└" + String(repeating: "─", count: inner) + "┘"]
        for (k, line) in lines.enumerated() { canvas.put(line, column: column, row: row + k, style: style, clip: clip) }
    }
}
