import Foundation
@testable import LazyScrollGallery
import LazyScrollTerminal
import Testing

/// The Photos demo (ten years of photos under pinned month headers, a grid per month) after scripted
/// input: screens compared as text.
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

    @Test func theGridFillsTheWidthWithNumberedThumbnailsUnderTheirMonth() throws {
        let lines = try screens("")[0]
        // The newest month's header, then 80 cells fit 5 columns of at least 14 one cell apart:
        // thumbnails 15 wide, at columns 0, 16, 32, 48, 64.
        #expect(lines[1] == " November 2026 · 41 photos")
        #expect(lines[2] == String(repeating: "┌─────────────┐ ", count: 4) + "┌─────────────┐")
        #expect(lines[4].split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            == ["1", "2", "3", "4", "5"])
        #expect(lines[22].trimmingCharacters(in: .whitespaces) == "photos 1–20 of 23,562 · 5 columns · cursor #1")
        try expectSnapshot(lines.joined(separator: "\n"), named: "photos-start")
    }

    /// The arrows move the cursor a photo in two dimensions and the grid scrolls only as far as it
    /// takes to show the cursor's row whole; the wheel scrolls a row a notch and leaves the cursor.
    @Test func theCursorMovesInTwoDimensionsAndTheWheelScrollsByRows() throws {
        // 21 lines show the header, rows 0-2 whole and row 3 (photos 16-20) in part: ↓ to it scrolls three
        // lines, which still shows a line of row 0 under the pinned header; one more ↓ brings row 4 in.
        #expect(try status("key Down; wait 1s") == "photos 1–20 of 23,562 · 5 columns · cursor #6")
        #expect(try status("key Down; key Down; key Down; wait 1s") == "photos 1–20 of 23,562 · 5 columns · cursor #16")
        #expect(try status("key Down; key Down; key Down; key Down; wait 1s") == "photos 6–25 of 23,562 · 5 columns · cursor #21")
        #expect(try status("key Right; key Right; key Down; key Left; wait 1s") == "photos 1–20 of 23,562 · 5 columns · cursor #7")
        // → at the end of a row stays there; ↑ in the first row too.
        #expect(try status("key Right; key Right; key Right; key Right; key Right; key Up") == "photos 1–20 of 23,562 · 5 columns · cursor #5")
        #expect(try status("wheel down 1; wait 1s") == "photos 6–25 of 23,562 · 5 columns · cursor #1")
    }

    /// PgDn moves the cursor by the whole rows that fit (three in 21 lines), scrolling only when it
    /// leaves the screen; PgUp comes back by as many. The demo used to scroll by itself here.
    @Test func pageDownMovesTheCursorByTheRowsThatFit() throws {
        #expect(try status("key PageDown; wait 1s") == "photos 1–20 of 23,562 · 5 columns · cursor #16")
        #expect(try status("key PageDown; key PageDown; wait 1s") == "photos 16–35 of 23,562 · 5 columns · cursor #31")
        #expect(try status("key PageDown; key PageDown; wait 1s; key PageUp; wait 1s")
            == "photos 16–35 of 23,562 · 5 columns · cursor #16")
        // On short screens too PgDn moves by the rows that fit below the pinned header: rows of 5 lines
        // with 1-line gaps, one fits in the 10 lines that 11 leave (as ↓), two in 16 and three in 22.
        #expect(try status("key PageDown; wait 1s", size: TerminalSize(columns: 100, rows: 14)).hasSuffix("· 6 columns · cursor #7"))
        #expect(try status("key PageDown; wait 1s", size: TerminalSize(columns: 100, rows: 20)).hasSuffix("· 6 columns · cursor #13"))
        #expect(try status("key PageDown; wait 1s", size: TerminalSize(columns: 100, rows: 26)).hasSuffix("· 6 columns · cursor #19"))
    }

    /// Space selects the cursor's photo, Shift+arrows extend, Esc clears, Enter opens: the status line
    /// counts them, and the cursor and selected photos are highlighted.
    @Test func spaceShiftAndEnterSelectAndOpenPhotos() throws {
        #expect(try status("key Right; key Space; key Right; key Space; key Enter")
            == "photos 1–20 of 23,562 · 5 columns · cursor #3 · 2 selected · opened #3")
        // Shift+↓ from photo 1 selects photos 1 to 6 (a row on); Esc deselects them.
        #expect(try status("key S-Down") == "photos 1–20 of 23,562 · 5 columns · cursor #6 · 6 selected")
        #expect(try status("key S-Down; key Esc") == "photos 1–20 of 23,562 · 5 columns · cursor #6")
        let gallery = Gallery(size: TerminalSize(columns: 80, rows: 24), demo: .photos)
        for key in [KeyEvent(.right), KeyEvent(.character(" ")), KeyEvent(.right)] { _ = gallery.handle(.key(key), time: 0) }
        var canvas = CellBuffer(size: gallery.size)
        gallery.draw(into: &canvas)
        let marked = canvas.textLines(marking: ["C": CellStyle(attributes: .reverse), "S": PhotoGridDemo.selectedStyle])
        // Photo 2 (columns 16-30) is selected, photo 3 (32-46) has the cursor, photo 1 neither.
        let marks = String(repeating: " ", count: 16) + String(repeating: "S", count: 15) + " " + String(repeating: "C", count: 15)
        #expect(marked[2].hasSuffix("|" + marks))
        #expect(marked[6].hasSuffix("|" + marks))
    }

    @Test func endAndHomeJumpToTheLastAndFirstPhotos() throws {
        let end = try screens("key End; wait 0.2s").last ?? []
        #expect(end[22].trimmingCharacters(in: .whitespaces) == "photos 23,546–23,562 of 23,562 · 5 columns · cursor #23,562")
        #expect(end[19].contains("23,562"))
        // The oldest month's header is pinned over its last photos.
        #expect(end[1] == " December 2016 · 312 photos")
        #expect(try status("key End; wait 0.2s; key Home; wait 0.2s") == "photos 1–20 of 23,562 · 5 columns · cursor #1")
    }

    @Test func aResizeRefitsTheColumnsAndKeepsTheFirstVisiblePhoto() throws {
        // Two rows down, photo 11 starts the first row; the portrait view (38 cells) fits 2 columns of 18,
        // under the month's pinned header, drawn again at the new width (a pinned header far from its own
        // place was left blank when the list reconfigured its rows).
        let portrait = try screens("wheel down 2; wait 1s; key r; wait 0.5s").last ?? []
        #expect(portrait[1].contains("│ November 2026 · 41 photos              │"))
        #expect(portrait[4].contains("│       11        │ │       12        │"))
        #expect(portrait[22].contains("photos 11–"))
        #expect(portrait[22].contains("· 2 columns"))
        // Back to landscape: photo 11 is still the first one on screen, in 5 columns again.
        #expect(try status("wheel down 2; wait 1s; key r; wait 0.5s; key r; wait 0.5s")
            == "photos 11–30 of 23,562 · 5 columns · cursor #1")
    }

    @Test func aDragMovesTheGridAndAFlingGlides() throws {
        let dragged = try status("drag -12 release 60; wait 2s")
        #expect(!dragged.hasPrefix("photos 1–20 "))
        #expect(dragged.hasSuffix("of 23,562 · 5 columns · cursor #1"))
    }

    /// At every width the thumbnails are equally far apart (one cell), and what the whole cells leave
    /// is shared by the two margins: at 100 columns the gaps were 1, 2, 2, 2, 2 (issue 20, item 13).
    @Test func gapsAreEqualAtEveryWidthAndTheRestIsInTheMargins() throws {
        for width in 20...240 {
            let size = TerminalSize(columns: width, rows: 8)
            let demo = try PhotoGridDemo(size: size, time: 0)
            var canvas = CellBuffer(size: size)
            demo.draw(into: &canvas, in: canvas.bounds)
            // Line 0 is the month's header.
            let top = Array(canvas.textLines[1])
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
        #expect(lines[22].trimmingCharacters(in: .whitespaces) == "photos 1–20 of 23,562 · 5 columns · cursor #1")
    }

    // MARK: - Months

    /// The library: 120 months from November 2026 back to December 2016, 3 to 399 photos each, numbered
    /// from the newest.
    @Test func theLibraryIsTenYearsOfMonthsNewestFirst() {
        let library = PhotoLibrary()
        #expect(library.months.count == 120)
        #expect(library.months.first.map { [$0.year, $0.month, $0.count, $0.firstPhoto] } == [2026, 11, 41, 0])
        #expect(library.months[1].firstPhoto == 41 && library.months[10].month == 1 && library.months[10].year == 2026)
        #expect(library.months.last.map { [$0.year, $0.month] } == [2016, 12])
        #expect(library.months.allSatisfy { (3...399).contains($0.count) })
        #expect(library.photoCount == library.months.map(\.count).reduce(0, +) && library.photoCount == 23_562)
        #expect(library.title(ofMonth: 0, width: 80) == "November 2026 · 41 photos")
        #expect(library.title(ofMonth: 0, width: 20) == "Nov 2026 · 41")
    }

    /// The month's header pins while its photos pass under it, and the next month's header pushes it off.
    @Test func theMonthHeaderPinsUntilTheNextOnePushesIt() throws {
        // Seven notches (42 lines) down, the November header is pinned over photos 36-41; the wheel
        // leaves the cursor where it was.
        let passing = try screens("wheel down 7; wait 1s").last ?? []
        #expect(passing[1] == " November 2026 · 41 photos")
        #expect(passing[4].contains("│     36      │"))
        #expect(passing[22].trimmingCharacters(in: .whitespaces) == "photos 36–51 of 23,562 · 5 columns · cursor #1")
        // Two more notches (54 lines): November ended with photo 41's row; its header went with it, and
        // October's is a line down, after the gap between months. One more, and it is pinned over the
        // end of its first row, its second row (photos 47-51) below.
        let pushed = try screens("wheel down 9; wait 1s").last ?? []
        #expect(pushed[1].isEmpty && pushed[2] == " October 2026 · 110 photos")
        let pinned = try screens("wheel down 10; wait 1s").last ?? []
        #expect(pinned[1] == " October 2026 · 110 photos" && pinned[2].isEmpty && pinned[5].contains("│     47      │"))
    }

    /// ↓ from a month's last row goes to the next month's first row in the same column, or the nearest
    /// cell of a shorter row; ↑ comes back; Shift+↓ across a month selects its photos, not the header.
    @Test func theCursorCrossesMonths() throws {
        let down = Array(repeating: "key Down", count: 8).joined(separator: "; ")
        // Photo 41 is November's last, alone in its row: from photo 39 (column 4) ↓ lands on it.
        #expect(try status("\(down); key Up; key Right; key Right; key Right; key Down; wait 1s").hasSuffix("· cursor #41"))
        // From photo 41 ↓ goes to October's first photo (42), ↓ again to 47, ↑ ↑ back to 41.
        #expect(try status("\(down); key Down; wait 1s").hasSuffix("· cursor #42"))
        #expect(try status("\(down); key Down; key Down; wait 1s").hasSuffix("· cursor #47"))
        #expect(try status("\(down); key Down; key Down; key Up; key Up; wait 1s").hasSuffix("· cursor #41"))
        // Photos 36-42 across the month boundary: 7 selected, the header left out.
        #expect(try status("\(down); key Up; key S-Down; key S-Down; wait 1s").hasSuffix("· cursor #42 · 7 selected"))
        // Ctrl-A selects every photo and no header.
        #expect(try status("key C-a") == "photos 1–20 of 23,562 · 5 columns · cursor #1 · 23,562 selected")
    }

    /// A click on a pinned header puts the cursor on its month's first photo, not on the header.
    @Test func aClickOnAHeaderGoesToItsFirstPhoto() throws {
        #expect(try status("key Down; key Down; wheel down 2; wait 1s; click 5 1").hasSuffix("· cursor #1"))
        #expect(try status("key Down; key Down; wheel down 2; wait 1s").hasSuffix("· cursor #11"))
    }
}
