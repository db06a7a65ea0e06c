import LazyScroll
import LazyScrollGallery
import LazyScrollTerminal
import Testing

@MainActor
@Suite struct RangeOverlayTests {
    /// The gutter's rows are equal slices of the preload window (here 10 items each), not the rows
    /// beside them: each column is marked on exactly the slices its window overlaps.
    @Test func theGutterMapsThePreloadWindowOntoItsHeight() {
        var canvas = CellBuffer(size: TerminalSize(columns: 4, rows: 10))
        let windows = WorkingWindows(visible: 130..<140, display: 115..<160, preload: 100..<200)
        RangeOverlay.drawGutter(windows, into: &canvas, in: canvas.bounds)
        #expect(canvas.textLines == ["P  │", "PD │", "PD │", "PDV│", "PD │", "PD │", "P  │", "P  │", "P  │", "P  │"])
    }

    /// The overlay says what its gutter is, in the gutter's colours; the view gives up a line for it.
    @Test(arguments: GalleryDemo.allCases)
    func theOverlayShowsALegendForItsGutter(demo: GalleryDemo) throws {
        let gallery = Gallery(size: TerminalSize(columns: 80, rows: 24), demo: demo, pageDrawCost: 4)
        _ = gallery.handle(.key(KeyEvent(.character("o"))), time: 0)
        var canvas = CellBuffer(size: gallery.size)
        gallery.draw(into: &canvas)
        let legendRow = try #require(canvas.textLines.firstIndex(of: RangeOverlay.legend))
        #expect(legendRow == 21)
        #expect(gallery.viewRect == CellRect(column: RangeOverlay.gutterWidth, row: 1, width: 76, height: 20))
        let line = canvas.textLines[legendRow]
        for (letter, colour) in [("P", TerminalColor.blue), ("D", .yellow), ("V", .green)] {
            let key = try #require(line.range(of: "\(letter) \(["P": "preload", "D": "display", "V": "visible"][letter]!)"))
            let column = line.distance(from: line.startIndex, to: key.lowerBound)
            #expect(canvas[column, legendRow].style.background == colour)
        }
    }
}
