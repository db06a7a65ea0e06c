import Foundation
@testable import LazyScrollGallery
import LazyScrollTerminal
import Testing

/// The List and Playlist demos' cursors through the gallery (issue 23, item 4): scripted keys and mouse
/// reports, screens compared as text, the cursor's highlight as a style.
@MainActor
@Suite struct CursorDemoTests {
    /// The last screen of `script` on `demo` at `size`.
    func screen(_ demo: GalleryDemo, _ script: String, size: TerminalSize = TerminalSize(columns: 60, rows: 12)) throws -> [String] {
        try Replay(demo: demo, size: size, pageDrawCost: 4).run(try ReplayScript(script)).last?.lines ?? []
    }

    /// Space selects, Shift+↓ extends from there, Enter opens: the status line counts and names them.
    @Test func theListsStatusLineCountsTheSelectionAndNamesTheOpenedRow() throws {
        let lines = try screen(.list, "key Down; key Space; key S-Down; key S-Down; key Enter", size: TerminalSize(columns: 80, rows: 10))
        #expect(lines[8] == " cursor Row 3 · 3 selected · opened Row 3 · Space select · Enter open")
        #expect(try screen(.list, "key C-a")[10] == " Row 0 · 1,000,000 selected")
        #expect(try screen(.list, "key C-a; key Esc")[10] == " cursor Row 0 · Space select · Enter open")
        // The wheel scrolls and leaves the cursor on its row.
        let wheeled = try screen(.list, "key Down; wheel down 2; wait 1s")
        #expect(!wheeled[1].hasPrefix("Row 0") && wheeled[10].hasPrefix(" cursor Row 1 ·"))
    }

    /// The cursor's row is drawn reversed across the list's width.
    @Test func theCursorRowIsHighlighted() throws {
        let gallery = Gallery(size: TerminalSize(columns: 30, rows: 8), demo: .list)
        _ = gallery.handle(.key(KeyEvent(.down)), time: 0)
        var canvas = CellBuffer(size: gallery.size)
        gallery.draw(into: &canvas)
        let marked = canvas.textLines(marking: ["C": CellStyle(attributes: .reverse)])
        #expect(marked[2] == "Row 1                         |" + String(repeating: "C", count: 30))
        #expect(!marked[1].contains("|"))
    }

    /// A drag with the left button on a song lifts it; the others stand aside as it passes; the drop
    /// moves it, and the cursor stays on it.
    @Test func aMouseDragReordersThePlaylist() throws {
        let before = try screen(.playlist, "")
        let lines = try screen(.playlist, "mouse down 5 1; mouse drag 5 2; mouse drag 5 3; mouse drag 5 4; wait 200ms; mouse up 5 4; wait 200ms")
        #expect(Array(lines[1...4]) == [before[2], before[3], before[4], before[1]])
        #expect(lines[10] == " song 4 of 24: Blue Letters · 1 moved")
        // While held, the song floats under the pointer and the rows it passed moved up.
        let held = try screen(.playlist, "mouse down 5 1; mouse drag 5 2; mouse drag 5 3; wait 200ms")
        #expect(Array(held[1...3]) == [before[2], before[3], before[1]])
        #expect(held[10] == " song 1 of 24: Blue Letters · 0 moved")
        // Esc puts it back.
        #expect(try screen(.playlist, "mouse down 5 1; mouse drag 5 3; wait 200ms; key Esc; mouse up 5 3; wait 200ms") == before)
    }

    /// Ctrl+↓ and Alt+↑ move the cursor's song, which the cursor follows; the first song does not move up.
    @Test func ctrlAndAltArrowsMoveTheCursorsSong() throws {
        let before = try screen(.playlist, "")
        let lines = try screen(.playlist, "key Down; key C-Down; key C-Down; key M-Up")
        #expect(Array(lines[1...4]) == [before[1], before[3], before[2], before[4]])
        #expect(lines[10].hasPrefix(" song 3 of 24: Quiet Tides · 3 moved"))
        #expect(try screen(.playlist, "key C-Up") == before)
    }

    /// A song held at the bottom edge scrolls the playlist on the clock and drops further down.
    @Test func aSongHeldAtTheEdgeScrollsThePlaylist() throws {
        let lines = try screen(.playlist, "mouse down 5 1; mouse drag 5 5; mouse drag 5 9; wait 300ms; mouse up 5 9; wait 300ms")
        let status = lines[10]
        let position = try #require(Int(status.split(separator: " ")[1]))
        // The list was nine rows tall: without the auto-scroll the song could not pass the ninth.
        #expect(position > 9, "\(status)")
        #expect(status.contains(": Blue Letters · 1 moved"))
    }
}
