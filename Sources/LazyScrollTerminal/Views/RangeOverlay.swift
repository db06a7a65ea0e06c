import LazyScroll

/// The range debug overlay (after Texture's): a gutter that maps the preload window onto the view's
/// height with the display and visible windows nested in it, a legend that says so, and a line of
/// counters.
///
/// The gutter is a scaled map, not a mark per row: every row on screen is visible, so marks per row
/// would all read "PDV" and show nothing of how far the display and preload windows reach beyond the
/// screen. Hence the legend, drawn under the view.
public enum RangeOverlay {
    /// Columns the gutter takes at the view's left: P (preload), D (display), V (visible) and a rule
    /// that sets the map apart from the rows beside it.
    public static let gutterWidth = 4

    /// Lines the overlay takes under the view: the legend, the windows and the counters.
    public static let statusLineCount = 3

    /// What the gutter shows, for the line under the view: its rows map the preload window, not the
    /// rows beside them.
    public static let legend = "gutter: P window scaled to this height · P preload  D display  V visible"

    /// The colours of the gutter's columns, which the legend repeats.
    static let marks: [(letter: Character, colour: TerminalColor)] = [("P", .blue), ("D", .yellow), ("V", .green)]

    /// Draws ``legend`` from (`column`, `row`), its key's P, D and V in the gutter's colours.
    public static func drawLegend(into canvas: inout CellBuffer, column: Int, row: Int) {
        canvas.put(legend, column: column, row: row, style: CellStyle(foreground: .yellow))
        guard let key = legend.firstIndex(of: "·") else { return }
        for mark in marks {
            guard let letter = legend[key...].firstIndex(of: mark.letter) else { continue }
            let offset = legend.distance(from: legend.startIndex, to: letter)
            canvas[column + offset, row] = Cell(mark.letter, style: CellStyle(foreground: .black, background: mark.colour))
        }
    }

    /// Draws the gutter into `rect` (its width should be ``gutterWidth``): a minimap in which the rows
    /// stand for consecutive slices of the preload window, top to bottom, and the P, D and V columns are
    /// marked where their window covers that slice — so the bands show how the windows nest and how far
    /// each reaches ahead of and behind the visible items.
    public static func drawGutter(_ windows: WorkingWindows, into canvas: inout CellBuffer, in rect: CellRect) {
        canvas.fill(rect, with: .blank)
        if rect.width > marks.count {
            for row in rect.row..<rect.endRow { canvas[rect.column + marks.count, row] = Cell("│", style: CellStyle(foreground: .brightBlack)) }
        }
        let span = windows.preload
        guard !span.isEmpty, rect.height > 0 else { return }
        let ranges = [windows.preload, windows.display, windows.visible]
        for r in 0..<rect.height {
            let lower = span.lowerBound + r * span.count / rect.height
            let upper = max(lower + 1, span.lowerBound + (r + 1) * span.count / rect.height)
            for (k, mark) in marks.enumerated() where ranges[k].overlaps(lower..<upper) && k < rect.width {
                canvas[rect.column + k, rect.row + r] = Cell(mark.letter, style: CellStyle(foreground: .black, background: mark.colour))
            }
        }
    }

    /// "V 12-33 D 4-51 P 0-71": the windows as inclusive index ranges.
    public static func windowsText(_ windows: WorkingWindows) -> String {
        func text(_ range: Range<Int>) -> String { range.isEmpty ? "-" : "\(range.lowerBound)-\(range.upperBound - 1)" }
        return "V \(text(windows.visible)) D \(text(windows.display)) P \(text(windows.preload))"
    }

    /// "alive 24 created 24 reused 103 loads 127 unloads 103 frame 0.42ms".
    public static func countersText(_ counters: ViewCounters) -> String {
        let milliseconds = (counters.frameTime * 1000 * 100).rounded() / 100
        return "alive \(counters.alive) created \(counters.created) reused \(counters.reused) "
            + "loads \(counters.loads) unloads \(counters.unloads) frame \(milliseconds)ms"
    }
}
