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
        #expect(lines[22].trimmingCharacters(in: .whitespaces) == "photos 1–20 of 10,000,000 · 5 columns")
        try expectSnapshot(lines.joined(separator: "\n"), named: "photos-start")
    }

    @Test func arrowsAndTheWheelMoveByRows() throws {
        // A row is 5 lines and 1 of spacing: ↓ and a wheel notch each move one row of five photos.
        #expect(try status("key Down; wait 1s") == "photos 6–25 of 10,000,000 · 5 columns")
        #expect(try status("key Down; wait 1s; wheel down 1; wait 1s") == "photos 11–30 of 10,000,000 · 5 columns")
        #expect(try status("key Down; key Down; wait 1s; key Up; wait 1s") == "photos 6–25 of 10,000,000 · 5 columns")
        // PgDn: the whole rows that fit (21 lines: 3 rows of 5 lines and their gaps; the fourth, partly
        // shown, comes to the top).
        #expect(try status("key PageDown; wait 1s") == "photos 16–35 of 10,000,000 · 5 columns")
        #expect(try status("key PageDown; wait 1s; key PageUp; wait 1s") == "photos 1–20 of 10,000,000 · 5 columns")
    }

    /// On a short screen where two rows fit, PgDn moves two, one more than ↓ (it moved one, issue 20
    /// item 13); where one fits, one.
    @Test func pageDownOnAShortScreenMovesTheRowsThatFit() throws {
        let short = TerminalSize(columns: 100, rows: 14)  // an 11-line grid: two rows of 5 and a gap
        #expect(try status("key Down; wait 1s", size: short) == "photos 7–18 of 10,000,000 · 6 columns")
        #expect(try status("key PageDown; wait 1s", size: short) == "photos 13–24 of 10,000,000 · 6 columns")
        let shorter = TerminalSize(columns: 100, rows: 13)  // 10 lines: one whole row
        #expect(try status("key PageDown; wait 1s", size: shorter) == "photos 7–18 of 10,000,000 · 6 columns")
        for lines in 0...40 {
            #expect(PhotoGridDemo.rowsThatFit(inLines: lines) == max(1, (lines + 1) / 6), "\(lines) lines")
        }
    }

    @Test func endAndHomeJumpToTheLastAndFirstPhotos() throws {
        let end = try screens("key End; wait 0.2s").last ?? []
        #expect(end[22].trimmingCharacters(in: .whitespaces) == "photos 9,999,981–10,000,000 of 10,000,000 · 5 columns")
        #expect(end[19].contains("10,000,000"))
        #expect(try status("key End; wait 0.2s; key Home; wait 0.2s") == "photos 1–20 of 10,000,000 · 5 columns")
    }

    @Test func aResizeRefitsTheColumnsAndKeepsTheFirstVisiblePhoto() throws {
        // Two rows down, photo 11 starts the first row; the portrait view (38 cells) fits 2 columns of 18.
        let portrait = try screens("key Down; key Down; wait 1s; key r; wait 0.5s").last ?? []
        #expect(portrait[3].contains("│       11        │ │       12        │"))
        #expect(portrait[22].contains("photos 11–"))
        #expect(portrait[22].contains("· 2 columns"))
        // Back to landscape: photo 11 is still the first one on screen, in 5 columns again.
        #expect(try status("key Down; key Down; wait 1s; key r; wait 0.5s; key r; wait 0.5s")
            == "photos 11–30 of 10,000,000 · 5 columns")
    }

    @Test func aDragMovesTheGridAndAFlingGlides() throws {
        let dragged = try status("drag -12 release 60; wait 2s")
        #expect(dragged != "photos 1–20 of 10,000,000 · 5 columns")
        #expect(dragged.hasSuffix("of 10,000,000 · 5 columns"))
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
        #expect(lines[0].hasPrefix(" 1 Pages  2 Carousel  3 List  4 Stack  5 Photos  6 Chat  7 Contacts  8 Feed"))
        #expect(lines[22].trimmingCharacters(in: .whitespaces) == "photos 1–20 of 10,000,000 · 5 columns")
    }
}
