import LazyScroll
import LazyScrollTerminal

extension Gallery {
    /// The help line's text.
    static let helpText = "←→↑↓ PgUp PgDn Home End · wheel/drag · Tab demo · o overlay · r rotate · q quit"

    /// Draws the whole screen into `canvas` (resized to the gallery's size first): the tab line, the
    /// demo, and the help line or, with the overlay on, the gutter, the windows and the counters.
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
                canvas.put(RangeOverlay.windowsText(windows), column: 0, row: bottom - 1, style: CellStyle(foreground: .yellow))
            }
            canvas.put(RangeOverlay.countersText(counters), column: 0, row: bottom, style: CellStyle(foreground: .yellow))
        } else {
            canvas.put(Self.helpText, column: 0, row: bottom, style: CellStyle(foreground: .brightBlack))
        }
    }

    private func drawTabs(into canvas: inout CellBuffer) {
        var column = canvas.put("LazyScroll ", column: 0, row: 0, style: CellStyle(attributes: .bold))
        for (k, candidate) in GalleryDemo.allCases.enumerated() {
            let style = candidate == demo ? CellStyle(attributes: [.reverse, .bold]) : CellStyle(foreground: .brightBlack)
            column = canvas.put(" \(k + 1) \(candidate.title) ", column: column, row: 0, style: style)
        }
        if isRotated { canvas.put(" portrait", column: column, row: 0, style: CellStyle(foreground: .brightBlack)) }
    }

    private func drawDemo(into canvas: inout CellBuffer, in rect: CellRect) throws(LazyScrollError) {
        // Built on first sight, so a freshly selected demo draws at once.
        switch try currentView() {
        case let .pager(pager): pager.draw(into: &canvas, in: rect)
        case let .list(list): list.draw(into: &canvas, in: rect)
        case let .stack(stack): stack.draw(into: &canvas, in: rect)
        }
    }
}
