import LazyScroll
@testable import LazyScrollGallery
import LazyScrollTerminal
import Testing

/// Any size a terminal can have is normal for the gallery (issue 20, item 3): below its minimum it says
/// so on one line and recovers when the window grows; the tab and help lines shorten instead of losing
/// tabs or "q quit"; and a demo that throws is shown and rebuilt instead of ending the program.
@MainActor
@Suite struct GallerySizeTests {
    /// The screens of `script` on `demo`, starting at 80x24.
    func screens(_ demo: GalleryDemo, _ script: String, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) throws -> [[String]] {
        try Replay(demo: demo, size: size, pageDrawCost: 4).run(try ReplayScript(script)).map(\.lines)
    }

    /// A terminal narrower than a photo column ended the program with "minimum cell width is 14.0, but it
    /// must be at most 10.0"; now it shows a notice, and growing back shows the grid where it was.
    @Test func aTerminalTooSmallShowsANoticeAndTheDemoComesBackWhereItWas() throws {
        let frames = try screens(.photos, "wheel down 1; wait 1s; resize 10x4; wait 1s; resize 80x24; wait 1s")
        let small = frames[3]
        #expect(small == ["", "Too small", "", ""])
        #expect(frames[5][22].trimmingCharacters(in: .whitespaces) == "photos 6–25 of 23,562 · 5 columns · cursor #1")
        // A wider notice says what is needed.
        let notice = try screens(.photos, "resize 70x3")[1]
        #expect(notice[1] == " Terminal too small (70x3): the gallery needs at least 20x6 · q quits")
        // q still quits while it is too small.
        #expect(Gallery(size: TerminalSize(columns: 3, rows: 2)).handle(.key(KeyEvent(.character("q"))), time: 0) == .quit)
    }

    /// A hidden Photos tab is resized with the window too: made narrow on another tab, it used to end
    /// the gallery from there.
    @Test func narrowingOnAnotherTabKeepsThePhotos() throws {
        let frames = try screens(.pages, "key 5; key 1; resize 10x4; wait 1s; resize 21x6; key 5; wait 1s; key o; key r; wait 1s")
        #expect(frames[7].contains { $0.contains("┌──") })
        // Rotated beside the overlay, the list's one line shows the month's pinned header.
        #expect(frames.last!.contains { $0.contains("│ Nov 2026 · 41  │") })
    }

    /// Every demo at sizes around the minimum and the overlay's and rotation's limits, with each
    /// combination of overlay and rotation: no demo throws, and every screen is as big as the terminal.
    @Test(arguments: GalleryDemo.allCases)
    func everySizeIsDrawn(demo: GalleryDemo) throws {
        for columns in [0, 1, 19, 20, 21, 24, 34] {
            for rows in [0, 1, 5, 6, 7] {
                for keys in ["", "key o;", "key r;", "key o; key r;"] {
                    let script = "\(keys) resize \(columns)x\(rows); wait 1s; key Down; wheel down 2; drag -5 release 40; wait 1s"
                    for lines in try screens(demo, script).dropFirst(keys.isEmpty ? 1 : 3) {
                        #expect(lines.count == rows, "\(demo) \(script)")
                        #expect(lines.allSatisfy { $0.count <= columns }, "\(demo) \(script)")
                        let tooSmall = columns < Gallery.minimumSize.columns || rows < Gallery.minimumSize.rows
                        #expect(tooSmall || lines.first?.contains(" 6") == true, "\(demo) \(script): \(lines)")
                        #expect(!tooSmall || lines.filter { !$0.isEmpty }.count <= 1, "\(demo) \(script): \(lines)")
                    }
                }
            }
        }
    }

    /// The tab line names every demo while it can, then drops the title, then the other demos' names,
    /// then the "portrait" mark; it never drops a tab. Each tab selects its demo where it is drawn.
    @Test(arguments: [
        (99, false, "LazyScroll  1 Pages  2 Carousel  3 List  4 Stack  5 Photos  6 Chat  7 Playlist  8 Contacts  9 Feed"),
        (108, true, "LazyScroll  1 Pages  2 Carousel  3 List  4 Stack  5 Photos  6 Chat  7 Playlist  8 Contacts  9 Feed  portrait"),
        (107, true, " 1 Pages  2 Carousel  3 List  4 Stack  5 Photos  6 Chat  7 Playlist  8 Contacts  9 Feed  portrait"),
        (98, false, " 1 Pages  2 Carousel  3 List  4 Stack  5 Photos  6 Chat  7 Playlist  8 Contacts  9 Feed"),
        (96, true, " 1  2  3 List  4  5  6  7  8  9  portrait"),
        (41, true, " 1  2  3 List  4  5  6  7  8  9  portrait"),
        (40, true, " 1  2  3  4  5  6  7  8  9  portrait"),
        (36, true, " 1  2  3  4  5  6  7  8  9  portrait"),
        (35, true, " 1  2  3  4  5  6  7  8  9"),
        (32, false, " 1  2  3 List  4  5  6  7  8  9"),
        (31, false, " 1  2  3  4  5  6  7  8  9"),
        (27, false, " 1  2  3  4  5  6  7  8  9"),
        (26, false, "1 2 3 4 5 6 7 8 9"),
        (20, true, "1 2 3 4 5 6 7 8 9"),
    ])
    func theTabLineShortensAndEveryTabStaysClickable(columns: Int, rotated: Bool, expected: String) throws {
        let size = TerminalSize(columns: columns, rows: 10)
        let gallery = Gallery(size: size, demo: .list, pageDrawCost: 4)
        if rotated { _ = gallery.handle(.key(KeyEvent(.character("r"))), time: 0) }
        var canvas = CellBuffer(size: size)
        gallery.draw(into: &canvas)
        let tabLine = canvas.textLines[0]
        #expect(tabLine == expected)
        for (k, demo) in GalleryDemo.allCases.enumerated() {
            let column = try #require(tabLine.firstIndex(of: Character("\(k + 1)"))).utf16Offset(in: tabLine)
            gallery.select(.list)
            _ = gallery.handle(.mouse(MouseEvent(.press(.left), column: column, row: 0)), time: 1)
            #expect(gallery.demo == demo, "\(columns) columns: click on \(k + 1)")
        }
    }

    /// The help line picks the longest wording that fits, and every one ends with "q quit".
    @Test func theHelpLineAlwaysSaysHowToQuit() {
        for columns in Gallery.minimumSize.columns...90 {
            let size = TerminalSize(columns: columns, rows: 8)
            let gallery = Gallery(size: size, demo: .list)
            var canvas = CellBuffer(size: size)
            gallery.draw(into: &canvas)
            let help = canvas.textLines[7]
            #expect(help.hasSuffix("q quit"), "\(columns) columns: \(help)")
            #expect(Gallery.helpTexts.contains(help))
            #expect(help.count <= columns)
        }
        #expect(FittedText.fitting(5, Gallery.helpTexts) == "Tab …")
        #expect(FittedText.fitting(0, Gallery.helpTexts).isEmpty)
    }

    /// The Photos and Chat status lines pick a shorter wording on a narrow screen rather than lose their
    /// end ("· 2 columns" was cut to "· 2").
    @Test func statusLinesShortenInsteadOfBeingCut() throws {
        let photos = try screens(.photos, "", size: TerminalSize(columns: 30, rows: 10))[0][8]
        #expect(photos.trimmingCharacters(in: .whitespaces) == "photos 1–2 · 2 columns")
        let chat = try screens(.chat, "wheel up 3; wait 6s", size: TerminalSize(columns: 30, rows: 10)).last![8]
        #expect(chat.trimmingCharacters(in: .whitespaces) == "↓ 2 new · End")
    }

    /// A demo that throws is recorded and shown on the bottom line; the demo is built again at once, and
    /// the next key clears the notice.
    @Test func aDemoThatThrowsIsShownAndRebuilt() {
        let size = TerminalSize(columns: 80, rows: 24)
        let gallery = Gallery(size: size, demo: .list)
        var canvas = CellBuffer(size: size)
        _ = gallery.handle(.key(KeyEvent(.end)), time: 0)
        gallery.draw(into: &canvas)
        #expect(canvas.textLines[2].hasPrefix("Row 999,9"))
        let refusal = LazyScrollError.invalidNumber(quantity: "offset", value: .nan, rule: .finite)
        gallery.withCurrentView { _ throws(LazyScrollError) in throw refusal }
        #expect(gallery.failures.map(\.demo) == [.list])
        gallery.draw(into: &canvas)
        #expect(canvas.textLines[23] == FittedText.ellipsized("⚠ List demo: \(refusal)", to: 80))
        // Rebuilt: back at its first row.
        #expect(canvas.textLines[1] == "Row 0")
        _ = gallery.handle(.key(KeyEvent(.down)), time: 1)
        gallery.draw(into: &canvas)
        #expect(canvas.textLines[23].hasSuffix("q quit"))
        #expect(gallery.failures.count == 1)
    }
}
