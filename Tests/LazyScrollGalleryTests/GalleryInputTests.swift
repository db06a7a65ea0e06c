import LazyScroll
import LazyScrollGallery
import LazyScrollTerminal
import Testing

/// Keys and clicks the gallery itself handles (not its demos).
@MainActor
@Suite struct GalleryInputTests {
    let size = TerminalSize(columns: 80, rows: 24)

    @Test(arguments: ["q", "Q"])
    func bothCasesOfQQuit(letter: Character) throws {
        let gallery = Gallery(size: size, demo: .list)
        #expect(gallery.handle(.key(KeyEvent(.character(letter))), time: 0) == .quit)
    }

    /// Every tab drawn on the tab line selects its demo when clicked anywhere on it, and a click
    /// between or after the tabs selects nothing.
    @Test func clickingATabSelectsItsDemo() throws {
        // Wide enough for the title and every tab's name.
        let wide = TerminalSize(columns: 100, rows: 24)
        let gallery = Gallery(size: wide, demo: .pages, pageDrawCost: 4)
        var canvas = CellBuffer(size: wide)
        gallery.draw(into: &canvas)
        let tabLine = canvas.textLines[0]
        for demo in GalleryDemo.allCases {
            // The line's trailing space is trimmed, so search without the label's own.
            let label = " \(GalleryDemo.allCases.firstIndex(of: demo)! + 1) \(demo.title)"
            let start = try #require(tabLine.range(of: label)).lowerBound.utf16Offset(in: tabLine)
            for column in [start, start + label.count] {
                gallery.select(.pages)
                _ = gallery.handle(.mouse(MouseEvent(.press(.left), column: column, row: 0)), time: 1)
                #expect(gallery.demo == demo, "click at column \(column) on \(label.debugDescription)")
            }
        }
        gallery.select(.carousel)
        _ = gallery.handle(.mouse(MouseEvent(.press(.left), column: 2, row: 0)), time: 1)  // on "LazyScroll"
        _ = gallery.handle(.mouse(MouseEvent(.press(.left), column: tabLine.count + 1, row: 0)), time: 1)
        #expect(gallery.demo == .carousel)
    }
}

extension GalleryInputTests {
    /// The last screen of `script` on `demo`, as text.
    func screen(_ demo: GalleryDemo, _ script: String) throws -> String {
        Replay.format(try Replay(demo: demo, size: size, pageDrawCost: 4).run(try ReplayScript(script)), everyStep: false)
    }

    @Test func aBurstOfWheelEventsTurnsOnePageAndSeparateNotchesTurnOneEach() throws {
        #expect(try screen(.pages, "wheel down 10; wait 1s").contains("Page 2 of 1000"))
        #expect(try screen(.pages, "wheel down 1; wait 300ms; wheel down 1; wait 300ms; wheel up 1; wait 1s").contains("Page 2 of 1000"))
        #expect(try screen(.carousel, "wheel up 20; wait 1s").contains("Card 7 of 7"))
    }
}

extension GalleryInputTests {
    /// The carousel turns every 3 s of rest; a wheel notch each second turns it one card each and the
    /// automatic turn never comes in between (it came at once after a notch and moved it eight cards).
    @Test func sixWheelNotchesInSixSecondsMoveTheCarouselSixCards() throws {
        let notches = Array(repeating: "wheel down 1; wait 1s", count: 6).joined(separator: "; ")
        #expect(try screen(.carousel, "wait 1s; " + notches).contains("Card 7 of 7"))
    }
}
