import LazyScroll

/// The range debug overlay (after Texture's): a gutter that maps the preload window onto the view's
/// height with the display and visible windows nested in it, and a line of counters.
public enum RangeOverlay {
    /// Columns the gutter takes at the view's left: P (preload), D (display), V (visible) and a gap.
    public static let gutterWidth = 4

    /// Draws the gutter into `rect` (its width should be ``gutterWidth``): a minimap in which the rows
    /// stand for consecutive slices of the preload window, top to bottom, and the P, D and V columns are
    /// marked where their window covers that slice — so the bands show how the windows nest and how far
    /// each reaches ahead of and behind the visible items.
    public static func drawGutter(_ windows: WorkingWindows, into canvas: inout CellBuffer, in rect: CellRect) {
        canvas.fill(rect, with: .blank)
        let span = windows.preload
        guard !span.isEmpty, rect.height > 0 else { return }
        let marks: [(Range<Int>, Character, TerminalColor)] = [
            (windows.preload, "P", .blue), (windows.display, "D", .yellow), (windows.visible, "V", .green),
        ]
        for r in 0..<rect.height {
            let lower = span.lowerBound + r * span.count / rect.height
            let upper = max(lower + 1, span.lowerBound + (r + 1) * span.count / rect.height)
            for (k, mark) in marks.enumerated() where mark.0.overlaps(lower..<upper) && k < rect.width {
                canvas[rect.column + k, rect.row + r] = Cell(mark.1, style: CellStyle(foreground: .black, background: mark.2))
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
