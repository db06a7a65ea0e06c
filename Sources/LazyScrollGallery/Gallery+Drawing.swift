import LazyScroll
import LazyScrollTerminal

extension Gallery {
    /// The help line's text.
    static let helpText = "←→↑↓ PgUp PgDn Home End · wheel/drag · Tab demo · o overlay · r rotate · q quit"

    /// Draws the whole screen into `canvas` (resized to the gallery's size first): the tab line, the
    /// demo, and the help line or, with the overlay on, the gutter, its legend, the windows and the
    /// counters.
    public func draw(into canvas: inout CellBuffer) throws(LazyScrollError) {
        canvas.resize(to: size)
        canvas.clear()
        drawTabs(into: &canvas)
        let rect = viewRect
        try drawDemo(into: &canvas, in: rect)
        let area = screenArea
        if isRotated {
            let edge = CellStyle(foreground: .brightBlack)
            for row in area.row..<area.endRow {
                canvas.put("│", column: area.column - 1, row: row, style: edge)
                canvas.put("│", column: area.endColumn, row: row, style: edge)
            }
        }
        let bottom = size.rows - 1
        if showsOverlay {
            if let windows = overlayWindows {
                RangeOverlay.drawGutter(windows, into: &canvas, in: CellRect(column: area.column, row: area.row, width: RangeOverlay.gutterWidth, height: area.height))
                RangeOverlay.drawLegend(into: &canvas, column: 0, row: bottom - 2)
                canvas.put(RangeOverlay.windowsText(windows), column: 0, row: bottom - 1, style: CellStyle(foreground: .yellow))
            }
            canvas.put(RangeOverlay.countersText(counters), column: 0, row: bottom, style: CellStyle(foreground: .yellow))
        } else {
            canvas.put(Self.helpText, column: 0, row: bottom, style: CellStyle(foreground: .brightBlack))
        }
    }

    /// The title at the start of the tab line.
    static let tabLineTitle = "LazyScroll "

    /// Each demo's tab on the tab line (row 0): its label and the columns it covers. Drawing and
    /// clicking both use this, so a tab is clickable exactly where it is drawn.
    static let tabs: [(demo: GalleryDemo, label: String, columns: Range<Int>)] = {
        var column = tabLineTitle.count
        return GalleryDemo.allCases.enumerated().map { k, demo in
            let label = " \(k + 1) \(demo.title) "
            defer { column += label.count }
            return (demo, label, column..<(column + label.count))
        }
    }()

    /// The demo whose tab covers `column` of the tab line.
    static func demo(atTabColumn column: Int) -> GalleryDemo? {
        tabs.first { $0.columns.contains(column) }?.demo
    }

    private func drawTabs(into canvas: inout CellBuffer) {
        var column = canvas.put(Self.tabLineTitle, column: 0, row: 0, style: CellStyle(attributes: .bold))
        for tab in Self.tabs {
            let style = tab.demo == demo ? CellStyle(attributes: [.reverse, .bold]) : CellStyle(foreground: .brightBlack)
            column = canvas.put(tab.label, column: tab.columns.lowerBound, row: 0, style: style)
        }
        if isRotated { canvas.put(" portrait", column: column, row: 0, style: CellStyle(foreground: .brightBlack)) }
    }

    private func drawDemo(into canvas: inout CellBuffer, in rect: CellRect) throws(LazyScrollError) {
        // Built on first sight, so a freshly selected demo draws at once.
        switch try currentView() {
        case let .pager(pager): pager.draw(into: &canvas, in: rect)
        case let .list(list): list.draw(into: &canvas, in: rect)
        case let .stack(stack): stack.draw(into: &canvas, in: rect)
        case let .photos(photos): photos.draw(into: &canvas, in: rect)
        case let .chat(chat): chat.draw(into: &canvas, in: rect)
        }
    }
}
