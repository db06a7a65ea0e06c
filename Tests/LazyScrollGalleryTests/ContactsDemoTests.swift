import Foundation
import LazyScroll
@testable import LazyScrollGallery
import LazyScrollTerminal
import Testing

/// The Contacts demo (issue 22, item 8): a million names under pinned headers; `a` and `d` add and
/// delete a name in the middle of the screen, animated.
@MainActor
@Suite struct ContactsDemoTests {
    static let size = TerminalSize(columns: 30, rows: 8)

    static func screen(_ demo: ContactsDemo) -> CellBuffer {
        var canvas = CellBuffer(size: size)
        demo.draw(into: &canvas, in: CellRect(size))
        return canvas
    }

    static func name(_ number: Int, section: Int) -> String { "  " + ContactBook.name(number: number, section: section) }

    static func key(_ character: Character) -> InputEvent { .key(KeyEvent(.character(character))) }

    @Test func aMillionNamesInSectionsWithHeadersAndFooters() throws {
        let demo = try ContactsDemo(size: Self.size, time: 0)
        #expect(demo.book.count == 1_000_000)
        #expect(demo.list.sections?.sectionCount == 27)
        // 27 headers, 27 footers and the names.
        #expect(demo.list.sections?.count == 1_000_054)
        let lines = Self.screen(demo).textLines
        #expect(lines[0] == " #")
        #expect(Array(lines[1...6]) == (0..<6).map { Self.name($0, section: 0) })
        #expect(lines[7] == " 1,000,000 · a add · d delete")
    }

    @Test func theHeaderPinsAndTheNextSectionPushesItOff() throws {
        var demo = try ContactsDemo(size: Self.size, time: 0)
        // Section # has 37,038 names: its footer is at line 37,039 and B's header... A's header at 37,040.
        let firstCount = demo.book.sections[0].count
        #expect(firstCount == 37_038)
        try demo.list.scroll(toSection: 1, animated: false, time: 0)
        let lines = Self.screen(demo).textLines
        #expect(lines[0] == " A")
        #expect(lines[1] == Self.name(firstCount, section: 1))
        // Lines back, the # header is pinned over #'s last lines: its footer (the count) and last name.
        let last = Self.name(firstCount - 1, section: 0)
        let expected: [[String]] = [
            [" #", " A", Self.name(firstCount, section: 1)],
            [" #", "  37,038 contacts", " A"],
            [" #", last, "  37,038 contacts"],
        ]
        for (back, lines) in expected.enumerated() {
            try demo.list.scroll(toSection: 1, animated: false, time: 0)
            try demo.list.beginDrag(column: 0, row: 0, time: 0)
            try demo.list.moveDrag(column: 0, row: CGFloat(back + 1), time: 0.01)
            try demo.list.endDrag(velocity: 0, time: 0.02)
            #expect(Array(Self.screen(demo).textLines[0...2]) == lines, "\(back + 1) lines back")
        }
    }

    @Test func deletingAnimatesFrameByFrame() throws {
        var demo = try ContactsDemo(size: Self.size, time: 0)
        // The middle of the list's 7 lines is line 3: name 2.
        #expect(demo.middleContact == ItemPath(section: 0, item: 2))
        _ = try demo.handle(Self.key("d"), in: CellRect(Self.size), time: 0)
        #expect(demo.book.count == 999_999)
        let seconds = ContactsDemo.animation.runningTime
        for frame in 0...6 {
            let time = Double(frame) * 0.05
            var now = demo
            try now.tick(time: time)
            let p = ContactsDemo.animation.progress(after: time)
            var expected = [" #"] + (0..<2).map { Self.name($0, section: 0) } + ["", "", "", ""]
            if time < seconds - 1e-9 { expected[3] = Self.name(2, section: 0) }
            // Names 3 to 6 slide from lines 4–7 up to 3–6.
            for number in 3...6 {
                let line = Int((CGFloat(number) + (1 - p)).rounded(.toNearestOrAwayFromZero))
                if line < 7 { expected[line] = Self.name(number, section: 0) }
            }
            let canvas = Self.screen(now)
            #expect(Array(canvas.textLines[0..<7]) == expected, "frame at \(time) s")
            #expect(canvas.textLines[7].contains("999,999"))
        }
    }

    @Test func addingPutsANewNameAfterTheMiddleRow() throws {
        var demo = try ContactsDemo(size: Self.size, time: 0)
        _ = try demo.handle(Self.key("a"), in: CellRect(Self.size), time: 0)
        #expect(demo.book.count == 1_000_001)
        #expect(demo.book.sections[0][3] == 1_000_000)
        // Half way name 3 has slid from line 4 to 4.5, drawn at 5 (halves round away from zero), and
        // the new name shows faint at its place, line 4.
        try demo.tick(time: 0.15)
        #expect(ContactsDemo.animation.progress(after: 0.15) == 0.5)
        var canvas = Self.screen(demo)
        #expect(canvas.textLines[4] == Self.name(1_000_000, section: 0))
        #expect(canvas[2, 4].style.attributes.contains(.dim))
        #expect(canvas.textLines[5] == Self.name(3, section: 0))
        try demo.tick(time: 1)
        canvas = Self.screen(demo)
        #expect(canvas.textLines[4] == Self.name(1_000_000, section: 0))
        #expect(!canvas[2, 4].style.attributes.contains(.dim))
        #expect(canvas.textLines[5] == Self.name(3, section: 0))
        #expect(demo.nextTickTime == nil)
    }

    @Test func keysOnAScreenWithoutNamesDoNothing() throws {
        var demo = try ContactsDemo(size: TerminalSize(columns: 30, rows: 2), time: 0)
        // One line of list: the # header only.
        #expect(demo.middleContact == nil)
        _ = try demo.handle(Self.key("d"), in: CellRect(TerminalSize(columns: 30, rows: 2)), time: 0)
        _ = try demo.handle(Self.key("a"), in: CellRect(TerminalSize(columns: 30, rows: 2)), time: 0)
        #expect(demo.book.count == 1_000_000)
    }

    /// The replay of a deletion, one screen per 50 ms frame on the replay's clock: the rows' lines are
    /// computed here from the animation's curve, each rounded to the nearest line.
    @Test func aReplayedDeletionAtEachFrame() throws {
        let size = TerminalSize(columns: 40, rows: 12)
        let frames = 7
        let script = "key d" + String(repeating: "; wait 50ms", count: frames)
        let screens = try Replay(demo: .contacts, size: size, pageDrawCost: 4).run(try ReplayScript(script))
        // The tab line is line 0 and the list's 9 lines are 1 to 9: the # header, then names 0 to 7;
        // the middle line (4 of the list) holds name 3, which `d` deletes.
        let list = 1
        for (frame, screen) in screens.dropFirst().enumerated() {
            let time = Double(frame) * 0.05
            let p = ContactsDemo.animation.progress(after: time)
            var expected = [" #"] + (0..<3).map { Self.name($0, section: 0) } + Array(repeating: "", count: 5)
            if p < 1 { expected[4] = Self.name(3, section: 0) }
            for number in 4...9 {
                let line = Int((CGFloat(number + 1) - p).rounded(.toNearestOrAwayFromZero))
                if line < 9 { expected[line] = Self.name(number, section: 0) }
            }
            #expect(Array(screen.lines[list..<(list + 9)]) == expected, "\(screen.stepText), \(time) s after the key")
        }
    }
}
