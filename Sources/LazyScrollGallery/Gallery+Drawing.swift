import LazyScroll
import LazyScrollTerminal

extension Gallery {
    /// The help line's wordings, longest first: the first that fits is drawn. The shortest fits
    /// ``minimumSize``, so q is always there.
    static let helpTexts = [
        "←→↑↓ PgUp PgDn Home End · wheel/drag · Tab demo · o overlay · r rotate · q quit",
        "←→↑↓ PgUp PgDn Home End · Tab demo · o overlay · r rotate · q quit",
        "↑↓ PgUp PgDn · Tab demo · o overlay · r rotate · q quit",
        "Tab demo · o overlay · r rotate · q quit",
        "Tab · o · r · q quit",
    ]

    /// The notice drawn instead of everything else on a screen smaller than ``minimumSize``.
    var tooSmallText: String {
        let needed = "\(Self.minimumSize.columns)x\(Self.minimumSize.rows)"
        let actual = "\(size.columns)x\(size.rows)"
        return FittedText.fitting(size.columns, [
            "Terminal too small (\(actual)): the gallery needs at least \(needed) · q quits",
            "Too small (\(actual)): needs \(needed)",
            "Too small: \(actual) < \(needed)",
            "Too small",
        ])
    }

    /// Draws the whole screen into `canvas` (resized to the gallery's size first): the tab line, the
    /// demo, and the help line or, with the overlay on, the gutter, its legend, the windows and the
    /// counters; a failure's notice in place of the bottom line. On a screen smaller than
    /// ``minimumSize``, a one-line notice alone.
    public func draw(into canvas: inout CellBuffer) {
        canvas.resize(to: size)
        canvas.clear()
        guard !isTooSmall else {
            let text = tooSmallText
            canvas.put(text, column: max(0, (size.columns - text.count) / 2), row: max(0, (size.rows - 1) / 2),
                       style: CellStyle(foreground: .yellow, attributes: .bold))
            return
        }
        drawTabs(into: &canvas)
        let rect = viewRect
        if let view = currentView() {
            view.draw(into: &canvas, in: rect)
        } else {
            let text = FittedText.fitting(rect.width, ["\(demo.title) cannot be shown at this size", "Cannot be shown"])
            canvas.put(text, column: rect.column, row: rect.row + rect.height / 2, style: CellStyle(foreground: .yellow), clip: rect)
        }
        let area = screenArea
        if isRotated {
            let edge = CellStyle(foreground: .brightBlack)
            for row in area.row..<area.endRow {
                canvas.put("│", column: area.column - 1, row: row, style: edge)
                canvas.put("│", column: area.endColumn, row: row, style: edge)
            }
        }
        let bottom = size.rows - 1
        let width = size.columns
        if showsOverlay {
            if let windows = overlayWindows {
                RangeOverlay.drawGutter(windows, into: &canvas, in: CellRect(column: area.column, row: area.row, width: RangeOverlay.gutterWidth, height: area.height))
                RangeOverlay.drawLegend(into: &canvas, column: 0, row: bottom - 2)
                canvas.put(RangeOverlay.windowsText(windows), column: 0, row: bottom - 1, style: CellStyle(foreground: .yellow))
            }
            canvas.put(RangeOverlay.countersText(counters), column: 0, row: bottom, style: CellStyle(foreground: .yellow))
        } else {
            canvas.put(FittedText.fitting(width, Self.helpTexts), column: 0, row: bottom, style: CellStyle(foreground: .brightBlack))
        }
        if let notice {
            canvas.fill(CellRect(column: 0, row: bottom, width: width, height: 1), with: .blank)
            canvas.put(FittedText.ellipsized(notice, to: width), column: 0, row: bottom,
                       style: CellStyle(foreground: .red, attributes: [.reverse, .bold]))
        }
    }

    /// The title at the start of the tab line.
    static let tabLineTitle = "LazyScroll "

    /// One tab on the tab line: its demo, its label and the columns it covers.
    struct Tab {
        var demo: GalleryDemo
        var label: String
        var columns: Range<Int>
    }

    /// The tab line for the screen's width: the title and every demo's number and name when they fit;
    /// else the names without the title; else numbers, with the current demo's name; else numbers alone;
    /// else numbers one cell apart; " portrait" after them when rotated and it fits (not after the last). Tabs that still do not fit end in an ellipsis.
    /// Drawing and clicking both use this, so a tab is clickable exactly where it is drawn.
    var tabLine: (title: String, tabs: [Tab], suffix: String) {
        func line(title: String, named: (GalleryDemo) -> Bool, suffix: String, compact: Bool = false) -> (title: String, tabs: [Tab], suffix: String) {
            var column = title.count
            let tabs = GalleryDemo.allCases.enumerated().map { k, demo in
                let label = compact ? "\(k + 1) " : named(demo) ? " \(k + 1) \(demo.title) " : " \(k + 1) "
                defer { column += label.count }
                return Tab(demo: demo, label: label, columns: column..<(column + label.count))
            }
            return (title, tabs, suffix)
        }
        let portrait = isRotated ? " portrait" : ""
        let candidates = [
            line(title: Self.tabLineTitle, named: { _ in true }, suffix: portrait),
            line(title: "", named: { _ in true }, suffix: portrait),
            line(title: "", named: { $0 == self.demo }, suffix: portrait),
            line(title: "", named: { _ in false }, suffix: portrait),
            line(title: "", named: { _ in false }, suffix: ""),
            line(title: "", named: { _ in false }, suffix: "", compact: true),
        ]
        return candidates.first { ($0.tabs.last?.columns.upperBound ?? 0) + $0.suffix.count <= size.columns } ?? candidates.last!
    }

    /// The demo whose tab covers `column` of the tab line, as drawn at the screen's width.
    func demo(atTabColumn column: Int) -> GalleryDemo? {
        guard column < size.columns else { return nil }
        return tabLine.tabs.first { $0.columns.contains(column) }?.demo
    }

    private func drawTabs(into canvas: inout CellBuffer) {
        let (title, tabs, suffix) = tabLine
        let end = (tabs.last?.columns.upperBound ?? 0) + suffix.count
        // Cut short, the line keeps its last cell for the ellipsis.
        let clip = CellRect(column: 0, row: 0, width: end > size.columns ? size.columns - 1 : size.columns, height: 1)
        canvas.put(title, column: 0, row: 0, style: CellStyle(attributes: .bold), clip: clip)
        for tab in tabs {
            let style = tab.demo == demo ? CellStyle(attributes: [.reverse, .bold]) : CellStyle(foreground: .brightBlack)
            canvas.put(tab.label, column: tab.columns.lowerBound, row: 0, style: style, clip: clip)
        }
        canvas.put(suffix, column: tabs.last?.columns.upperBound ?? 0, row: 0, style: CellStyle(foreground: .brightBlack), clip: clip)
        if end > size.columns { canvas.put("…", column: size.columns - 1, row: 0, style: CellStyle(foreground: .brightBlack)) }
    }
}
