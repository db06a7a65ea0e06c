import Foundation
@testable import LazyScrollGallery
import LazyScrollTerminal
import Testing

/// The Photos demo (a grid of ten million thumbnails) after scripted input: screens compared as text.
@MainActor
@Suite struct PhotoGridDemoTests {
    /// The screens of `script` on the Photos demo at `size`.
    func screens(_ script: String, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) throws -> [[String]] {
        try Replay(demo: .photos, size: size).run(try ReplayScript(script)).map(\.lines)
    }

    /// The status line of the last screen of `script` (the row above the help line), trimmed.
    func status(_ script: String, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) throws -> String {
        let lines = try screens(script, size: size).last ?? []
        return lines[size.rows - 2].trimmingCharacters(in: .whitespaces)
    }

    @Test func theGridFillsTheWidthWithNumberedThumbnails() throws {
        let lines = try screens("")[0]
        // 80 cells fit 5 columns of at least 14 one cell apart: thumbnails 15 wide, at columns 0, 16, 32, 48, 64.
        #expect(lines[1] == String(repeating: "┌─────────────┐ ", count: 4) + "┌─────────────┐")
        #expect(lines[3].split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            == ["1", "2", "3", "4", "5"])
        #expect(lines[22].trimmingCharacters(in: .whitespaces) == "photos 1–20 of 10,000,000 · 5 columns · cursor #1")
        try expectSnapshot(lines.joined(separator: "\n"), named: "photos-start")
    }

    /// The arrows move the cursor a photo in two dimensions and the grid scrolls only as far as it
    /// takes to show the cursor's row whole; the wheel scrolls a row a notch and leaves the cursor.
    @Test func theCursorMovesInTwoDimensionsAndTheWheelScrollsByRows() throws {
        // 21 lines show rows 0-2 whole and row 3 (photos 16-20) in part: ↓ to it scrolls two lines, which
        // still shows a line of row 0; one more ↓ brings row 4 in, and row 1 starts the screen.
        #expect(try status("key Down; wait 1s") == "photos 1–20 of 10,000,000 · 5 columns · cursor #6")
        #expect(try status("key Down; key Down; key Down; wait 1s") == "photos 1–20 of 10,000,000 · 5 columns · cursor #16")
        #expect(try status("key Down; key Down; key Down; key Down; wait 1s") == "photos 6–25 of 10,000,000 · 5 columns · cursor #21")
        #expect(try status("key Right; key Right; key Down; key Left; wait 1s") == "photos 1–20 of 10,000,000 · 5 columns · cursor #7")
        // → at the end of a row stays there; ↑ in the first row too.
        #expect(try status("key Right; key Right; key Right; key Right; key Right; key Up") == "photos 1–20 of 10,000,000 · 5 columns · cursor #5")
        #expect(try status("wheel down 1; wait 1s") == "photos 6–25 of 10,000,000 · 5 columns · cursor #1")
    }

    /// PgDn moves the cursor by the whole rows that fit (three in 21 lines), scrolling only when it
    /// leaves the screen; PgUp comes back by as many. The demo used to scroll by itself here.
    @Test func pageDownMovesTheCursorByTheRowsThatFit() throws {
        #expect(try status("key PageDown; wait 1s") == "photos 1–20 of 10,000,000 · 5 columns · cursor #16")
        #expect(try status("key PageDown; key PageDown; wait 1s") == "photos 16–35 of 10,000,000 · 5 columns · cursor #31")
        #expect(try status("key PageDown; key PageDown; wait 1s; key PageUp; wait 1s")
            == "photos 16–35 of 10,000,000 · 5 columns · cursor #16")
        // On short screens too PgDn moves by the rows that fit, one more than ↓ when two fit: rows of 5
        // lines with 1-line gaps, two fit in 11 lines and three in 17.
        #expect(try status("key PageDown; wait 1s", size: TerminalSize(columns: 100, rows: 14)).hasSuffix("· 6 columns · cursor #13"))
        #expect(try status("key PageDown; wait 1s", size: TerminalSize(columns: 100, rows: 20)).hasSuffix("· 6 columns · cursor #19"))
    }

    /// Space selects the cursor's photo, Shift+arrows extend, Esc clears, Enter opens: the status line
    /// counts them, and the cursor and selected photos are highlighted.
    @Test func spaceShiftAndEnterSelectAndOpenPhotos() throws {
        #expect(try status("key Right; key Space; key Right; key Space; key Enter")
            == "photos 1–20 of 10,000,000 · 5 columns · cursor #3 · 2 selected · opened #3")
        // Shift+↓ from photo 1 selects photos 1 to 6 (a row on); Esc deselects them.
        #expect(try status("key S-Down") == "photos 1–20 of 10,000,000 · 5 columns · cursor #6 · 6 selected")
        #expect(try status("key S-Down; key Esc") == "photos 1–20 of 10,000,000 · 5 columns · cursor #6")
        let gallery = Gallery(size: TerminalSize(columns: 80, rows: 24), demo: .photos)
        for key in [KeyEvent(.right), KeyEvent(.character(" ")), KeyEvent(.right)] { _ = gallery.handle(.key(key), time: 0) }
        var canvas = CellBuffer(size: gallery.size)
        gallery.draw(into: &canvas)
        let marked = canvas.textLines(marking: ["C": CellStyle(attributes: .reverse), "S": PhotoGridDemo.selectedStyle])
        // Photo 2 (columns 16-30) is selected, photo 3 (32-46) has the cursor, photo 1 neither.
        let marks = String(repeating: " ", count: 16) + String(repeating: "S", count: 15) + " " + String(repeating: "C", count: 15)
        #expect(marked[1].hasSuffix("|" + marks))
        #expect(marked[5].hasSuffix("|" + marks))
    }

    @Test func endAndHomeJumpToTheLastAndFirstPhotos() throws {
        let end = try screens("key End; wait 0.2s").last ?? []
        #expect(end[22].trimmingCharacters(in: .whitespaces) == "photos 9,999,981–10,000,000 of 10,000,000 · 5 columns · cursor #10,000,000")
        #expect(end[19].contains("10,000,000"))
        #expect(try status("key End; wait 0.2s; key Home; wait 0.2s") == "photos 1–20 of 10,000,000 · 5 columns · cursor #1")
    }

    @Test func aResizeRefitsTheColumnsAndKeepsTheFirstVisiblePhoto() throws {
        // Two rows down, photo 11 starts the first row; the portrait view (38 cells) fits 2 columns of 18.
        let portrait = try screens("wheel down 2; wait 1s; key r; wait 0.5s").last ?? []
        #expect(portrait[3].contains("│       11        │ │       12        │"))
        #expect(portrait[22].contains("photos 11–"))
        #expect(portrait[22].contains("· 2 columns"))
        // Back to landscape: photo 11 is still the first one on screen, in 5 columns again.
        #expect(try status("wheel down 2; wait 1s; key r; wait 0.5s; key r; wait 0.5s")
            == "photos 11–30 of 10,000,000 · 5 columns · cursor #1")
    }

    @Test func aDragMovesTheGridAndAFlingGlides() throws {
        let dragged = try status("drag -12 release 60; wait 2s")
        #expect(!dragged.hasPrefix("photos 1–20 "))
        #expect(dragged.hasSuffix("of 10,000,000 · 5 columns · cursor #1"))
    }

    /// At every width the thumbnails are equally far apart (one cell), and what the whole cells leave
    /// is shared by the two margins: at 100 columns the gaps were 1, 2, 2, 2, 2 (issue 20, item 13).
    @Test func gapsAreEqualAtEveryWidthAndTheRestIsInTheMargins() throws {
        for width in 20...240 {
            let size = TerminalSize(columns: width, rows: 8)
            let demo = try PhotoGridDemo(size: size, time: 0)
            var canvas = CellBuffer(size: size)
            demo.draw(into: &canvas, in: canvas.bounds)
            let top = Array(canvas.textLines[0])
            let starts = top.indices.filter { top[$0] == "┌" }
            let ends = top.indices.filter { top[$0] == "┐" }
            #expect(starts.count == PhotoGridDemo.columnCount(inViewWidth: width) && ends.count == starts.count, "width \(width)")
            let gaps = zip(ends, starts.dropFirst()).map { $1 - $0 - 1 }
            #expect(gaps.allSatisfy { $0 == 1 }, "width \(width): gaps \(gaps)")
            let left = starts.first ?? 0
            let right = width - 1 - (ends.last ?? width - 1)
            #expect(left == right || left + 1 == right, "width \(width): margins \(left) and \(right)")
            // The thumbnails are as wide as whole columns allow: another cell each would not fit.
            let cell = (ends.first ?? 0) - left + 1
            #expect(starts.count * (cell + 1) + starts.count - 1 > width, "width \(width): cells of \(cell)")
        }
        var block = TextBlock()
        PhotoGridDemo.drawThumbnail(1_233, into: &block, width: 9)
        #expect(block.lines == ["┌───────┐", "│       │", "│ 1,234 │", "│       │", "└───────┘"])
        #expect(PhotoGridDemo.grouped(10_000_000) == "10,000,000" && PhotoGridDemo.grouped(999) == "999")
    }

    /// Key 5 selects the Photos demo from any other.
    @Test func keyFiveSelectsThePhotos() throws {
        let lines = try Replay(demo: .pages, size: TerminalSize(columns: 80, rows: 24), pageDrawCost: 24).run(try ReplayScript("key 5")).last!.lines
        #expect(lines[0].hasPrefix(" 1  2  3  4  5 Photos  6  7  8  9"))
        #expect(lines[22].trimmingCharacters(in: .whitespaces) == "photos 1–20 of 10,000,000 · 5 columns · cursor #1")
    }
}
