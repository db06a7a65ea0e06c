import Foundation
import LazyScrollGallery
import LazyScrollTerminal
import Testing

/// Each demo's screen after scripted input, compared with text snapshots in `Snapshots/`.
@MainActor
@Suite struct GallerySnapshotTests {
    /// The final screen of `script` on `demo` at 80x24 (cheap page drawing keeps the tests quick).
    func screen(_ demo: GalleryDemo, _ script: String, size: TerminalSize = TerminalSize(columns: 80, rows: 24)) throws -> String {
        let screens = try Replay(demo: demo, size: size, pageDrawCost: 24).run(try ReplayScript(script))
        return Replay.format(screens, everyStep: false)
    }

    @Test func pagesTurnAndSnapWithDots() throws {
        let text = try screen(.pages, "key Right; wait 1s; drag -50 release 800; wait 1s")
        #expect(text.contains("Page 3 of 1000"))
        #expect(text.contains("○ ○ • ○"))
        try expectSnapshot(text, named: "pages-turned")
    }

    @Test func pagesEndJumpsToTheLastPage() throws {
        let text = try screen(.pages, "key End")
        #expect(text.contains("Page 1000 of 1000"))
        try expectSnapshot(text, named: "pages-end")
    }

    @Test func pagesWithOverlayShowWindowsAndCounters() throws {
        let text = try screen(.pages, "key o; key Right; wait 1s")
        #expect(text.contains("V 1-1 D 0-2 P 0-3"))
        #expect(text.contains("alive 3"))
        try expectSnapshot(text, named: "pages-overlay")
    }

    /// Issue 13, item 6: the terminal passes through a size with no room for a page and back.
    @Test func pagesKeepTheirPageThroughAZeroWidthResize() throws {
        let text = try screen(.pages, "key End; key o; resize 4x10; resize 80x24; wait 1s")
        #expect(text.contains("Page 1000 of 1000"))
    }

    /// Issue 13, item 8: a short quick swipe turns a 200-column page.
    @Test func pagesTurnOnAShortQuickSwipe() throws {
        let text = try screen(.pages, "drag -35 release 450; wait 1s", size: TerminalSize(columns: 206, rows: 24))
        #expect(text.contains("Page 2 of 1000"))
    }

    @Test func pagesRotateKeepsThePage() throws {
        let text = try screen(.pages, "key Right; wait 1s; key r")
        #expect(text.contains("portrait"))
        #expect(text.contains("Page 2 of 1000"))
        try expectSnapshot(text, named: "pages-rotated")
    }

    @Test func carouselAdvancesByItself() throws {
        let text = try screen(.carousel, "wait 3.5s")
        #expect(text.contains("Card 2 of 7"))
        try expectSnapshot(text, named: "carousel-advanced")
    }

    /// A demo whose tab is not shown is suspended: coming back after 20 s, the carousel shows the card it
    /// showed and turns only when what was left of its 3 s is over.
    @Test func aHiddenTabsCarouselWaitsWhereItWas() throws {
        let back = try screen(.carousel, "wait 2s; key Tab; wait 20s; key BackTab")
        #expect(back.contains("Card 1 of 7"))
        let later = try screen(.carousel, "wait 2s; key Tab; wait 20s; key BackTab; wait 0.5s")
        #expect(later.contains("Card 1 of 7"))
        let turned = try screen(.carousel, "wait 2s; key Tab; wait 20s; key BackTab; wait 1.8s")
        #expect(turned.contains("Card 2 of 7"))
    }

    @Test func carouselPausesWhileDraggedAndSnapsBack() throws {
        let held = try screen(.carousel, "drag -10; wait 8s")
        #expect(held.contains("Card 1 of 7"))
        try expectSnapshot(held, named: "carousel-held")
        let released = try screen(.carousel, "drag -10; wait 8s; release; wait 1s")
        #expect(released.contains("Card 1 of 7"))
    }

    @Test func carouselLoopsBackwardsFromTheFirstCard() throws {
        let text = try screen(.carousel, "key Left; wait 1s")
        #expect(text.contains("Card 7 of 7"))
        #expect(text.contains("○ ○ ○ ○ ○ ○ •"))
        try expectSnapshot(text, named: "carousel-looped")
    }

    @Test func listWheelDragFlingAndEnd() throws {
        let text = try screen(.list, "wheel down 30; drag -200 release 1500; wait 2s; key End")
        #expect(text.contains("Row 999,999"))
        try expectSnapshot(text, named: "list-end")
    }

    @Test func listFlingWithOverlay() throws {
        let text = try screen(.list, "key o; wheel down 30; drag -200 release 1500; wait 2s")
        try expectSnapshot(text, named: "list-flung-overlay")
    }

    @Test func stackStartsWithItsHeader() throws {
        let text = try screen(.stack, "wheel down 1; wait 1s; key Home")
        #expect(text.contains("━━ Stack ━━"))
        #expect(text.contains("A 0"))
        try expectSnapshot(text, named: "stack-top")
    }

    @Test func stackEndShowsTheFooter() throws {
        let text = try screen(.stack, "key End")
        #expect(text.contains("Footer"))
        #expect(text.contains("B · row 999,999"))
        try expectSnapshot(text, named: "stack-end")
    }

    /// The README's capture of the overlay: `lazyscroll replay stack --size 72x22 --script "wheel down 12;
    /// wait 1s; key o"` (its figures are asserted here).
    @Test func readmeOverlayCapture() throws {
        let text = try screen(.stack, "wheel down 12; wait 1s; key o", size: TerminalSize(columns: 72, rows: 22))
        #expect(text.contains(RangeOverlay.legend))
        try expectSnapshot(text, named: "readme-stack-overlay")
        // The README shows this capture: it must be the screen the command prints.
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```\n" + text.trimmingCharacters(in: .newlines) + "\n```"))
    }

    @Test func tabSwitchesDemos() throws {
        let text = try screen(.pages, "key Tab; key Tab")
        #expect(text.contains("Row 0"))
        try expectSnapshot(text, named: "tab-to-list")
    }
}
