import Foundation
import LazyScroll
import LazyScrollTerminal
import Testing

/// A terminal list over sections (issue 22, item 8): headers drawn like rows, pinned while their section
/// passes under them and pushed off by the next, and animated inserts and deletes drawn frame by frame
/// on the test clock.
@Suite("Terminal sectioned list")
struct SectionedListTests {
    /// Sections named A, B, C…, each a header of `headerLines` lines ("[A]", then "~A~") over `names`
    /// one-line rows ("A0", "A1", …).
    static func letters(sections: Int = 3, names: Int = 4, headerLines: Int = 2, pinning: SectionPinning = .headers, size: TerminalSize) throws -> TerminalList {
        let section = ContentSection(header: .measured(CGFloat(headerLines)), items: .uniform(try UniformExtents(count: names, itemExtent: 1)))
        let extents = try SectionedExtents(sections: Array(repeating: section, count: sections), pinning: pinning)
        return try TerminalList(sections: extents, size: size) { block, element, _ in
            block.lines = text(of: element, headerLines: headerLines)
        }
    }

    static func letter(_ section: Int) -> String { String(UnicodeScalar(UInt8(65 + section))) }

    static func text(of element: SectionElement, headerLines: Int = 2) -> [String] {
        switch element {
        case let .header(section): return Array(["[\(letter(section))]", "~\(letter(section))~"].prefix(headerLines))
        case let .item(path): return ["\(letter(path.section))\(path.item)"]
        default: return []
        }
    }

    static func screen(of list: TerminalList, size: TerminalSize) -> CellBuffer {
        var canvas = CellBuffer(size: size)
        list.draw(into: &canvas, in: CellRect(size))
        return canvas
    }

    /// Moves `list` to exactly `offset` with a finger and lifts it without a fling.
    static func drag(_ list: inout TerminalList, to offset: CGFloat) throws {
        try list.beginDrag(column: 0, row: 0, time: 0)
        try list.moveDrag(column: 0, row: -offset, time: 0.01)
        try list.endDrag(velocity: 0, time: 0.02)
    }

    /// A list with a cursor and pinned headers (both terminal branches merged): the cursor's highlight is
    /// layered on its row as the row is drawn, so a pinned header drawn over the row hides it too, and
    /// the part of the row below the header still shows it.
    @Test("a pinned header covers the cursor's highlight of the row under it")
    func pinnedHeaderCoversTheCursor() throws {
        let size = TerminalSize(columns: 10, rows: 4)
        var list = try Self.letters(size: size)
        list.cursorOptions = CursorOptions()
        try list.moveCursor(to: 1, time: 0)
        // The cursor is on A0 (flat index 1, screen line 2); scrolling a line (which leaves the
        // cursor where it is) takes A0 under the pinned header's second line.
        #expect(list.cursor.index == 1)
        var screen = Self.screen(of: list, size: size)
        #expect((0..<size.rows).map { screen[0, $0].style.attributes.contains(.reverse) } == [false, false, true, false])
        try list.scroll(byLines: 1, time: 0)
        try list.tick(time: 10)
        #expect(list.items.controller.offset == 1 && list.cursor.index == 1)
        screen = Self.screen(of: list, size: size)
        #expect(screen.textLines == ["[A]", "~A~", "A1", "A2"])
        #expect((0..<size.rows).allSatisfy { !screen[0, $0].style.attributes.contains(.reverse) })
    }

    /// Headers share the rows' index space but are never selected: Ctrl-A takes every name and no header,
    /// and a Shift-range across a section's header leaves the header out, also when the range shrinks back.
    @Test("a select-all and a Shift-range over sections select names, never headers")
    func selectionSkipsHeaders() throws {
        let size = TerminalSize(columns: 10, rows: 6)
        var list = try Self.letters(headerLines: 1, size: size)
        list.cursorOptions = CursorOptions(selectionMode: .multiple)
        func press(_ key: Key, _ modifiers: KeyModifiers = []) throws {
            _ = try list.handle(.key(KeyEvent(key, modifiers: modifiers)), in: CellRect(size), time: 0)
        }
        // Rows: [A] 0, A0–A3 1–4, [B] 5, B0–B3 6–9, [C] 10, C0–C3 11–14.
        let headers = [0, 5, 10]
        try press(.character("a"), .control)
        #expect(list.selection.count == 12)
        #expect(headers.allSatisfy { !list.selection.contains($0) })
        try press(.escape)
        #expect(list.selection.isEmpty)

        try list.moveCursor(to: 4, time: 0)
        try press(.down, .shift)
        #expect(list.cursor.index == 6)
        #expect((0..<15).filter { list.selection.contains($0) } == [4, 6])
        try press(.down, .shift)
        #expect((0..<15).filter { list.selection.contains($0) } == [4, 6, 7])
        try press(.up, .shift)
        try press(.up, .shift)
        #expect(list.cursor.index == 4)
        #expect((0..<15).filter { list.selection.contains($0) } == [4])
    }

    /// An animated batch update moves the cursor and the selection with their rows, as an unanimated
    /// one does (both terminal branches merged).
    @Test("the cursor and the selection follow their rows through an animated batch update")
    func cursorFollowsAnAnimatedUpdate() throws {
        var list = try TerminalList(extents: .uniform(try UniformExtents(count: 10, itemExtent: 1)), size: TerminalSize(columns: 10, rows: 4)) {
            block, index, _ in block.lines = ["row \(index)"]
        }
        list.cursorOptions = CursorOptions(selectionMode: .multiple)
        try list.moveCursor(to: 3, time: 0)
        try list.selection.select(2)
        try list.performBatchUpdates(BatchUpdate(deletions: [0], insertions: [5, 6]), animation: .duration(seconds: 0.3), time: 0)
        #expect(list.cursor.index == 2)
        #expect(list.selection.contains(1) && list.selection.count == 1)
    }

    // Content of three sections, two header lines and four names each: A's header at lines 0–1, A0–A3 at
    // 2–5, B's header at 6–7, B0–B3 at 8–11, C's header at 12–13.
    @Test("the header of the section at the top stays there while its rows pass under it", arguments: [
        (0.0, ["[A]", "~A~", "A0", "A1"]),
        (1.0, ["[A]", "~A~", "A1", "A2"]),
        (3.0, ["[A]", "~A~", "A3", "[B]"]),
        // B's header reaches A's: A's is pushed up a line, half off the screen.
        (5.0, ["~A~", "[B]", "~B~", "B0"]),
        (6.0, ["[B]", "~B~", "B0", "B1"]),
        (9.0, ["[B]", "~B~", "B3", "[C]"]),
    ])
    func pinnedHeaders(offset: Double, expected: [String]) throws {
        let size = TerminalSize(columns: 10, rows: 4)
        var list = try Self.letters(size: size)
        try Self.drag(&list, to: CGFloat(offset))
        #expect(list.items.controller.offset == CGFloat(offset))
        #expect(Self.screen(of: list, size: size).textLines == expected)
        let pinned = list.rowsOnScreen.filter(\.isPinned).map(\.dataIndex)
        // A's header is element 0 and B's element 5; each is pinned (moved from its own place) once the list has passed it.
        #expect(pinned == (offset == 0 || offset >= 6 ? (offset > 6 ? [5] : []) : [0]))
    }

    @Test("without pinning, headers scroll away with their rows")
    func unpinnedHeadersScrollAway() throws {
        let size = TerminalSize(columns: 10, rows: 4)
        var list = try Self.letters(pinning: .none, size: size)
        try Self.drag(&list, to: 3)
        #expect(Self.screen(of: list, size: size).textLines == ["A1", "A2", "A3", "[B]"])
    }

    @Test("a pinned header hides the row under it also where its text is shorter than the row")
    func pinnedHeaderHidesTheRowUnderIt() throws {
        let size = TerminalSize(columns: 10, rows: 3)
        let section = ContentSection(header: .measured(1), items: .uniform(try UniformExtents(count: 4, itemExtent: 1)))
        let extents = try SectionedExtents(sections: [section, section], pinning: .headers)
        var list = try TerminalList(sections: extents, size: size) { block, element, _ in
            block.lines = element.kind == .header ? ["#"] : ["long name \(element)"]
        }
        try Self.drag(&list, to: 2)
        #expect(Self.screen(of: list, size: size).textLines == ["#", "long name", "long name"])
    }

    @Test("elements are configured by section and item, also after an update renumbers them")
    func configuresByElement() throws {
        let size = TerminalSize(columns: 10, rows: 6)
        var list = try Self.letters(sections: 2, names: 2, headerLines: 1, size: size)
        #expect(Self.screen(of: list, size: size).textLines == ["[A]", "A0", "A1", "[B]", "B0", "B1"])
        try list.performSectionUpdates(SectionBatchUpdate(itemInsertions: [ItemPath(section: 0, item: 0)]), time: 1)
        // The new row is configured as A0 (the data says so), the old A0 keeps its block, now (0, 1).
        #expect(Self.screen(of: list, size: size).textLines == ["[A]", "A0", "A0", "A1", "[B]", "B0"])
        #expect(list.sections?.itemCount == 5)
    }

    @Test("a bad update throws and leaves the list as it was")
    func badUpdateLeavesTheList() throws {
        let size = TerminalSize(columns: 10, rows: 6)
        var list = try Self.letters(sections: 2, names: 2, headerLines: 1, size: size)
        let before = Self.screen(of: list, size: size).textLines
        #expect(throws: LazyScrollError.self) {
            try list.performSectionUpdates(SectionBatchUpdate(itemDeletions: [ItemPath(section: 0, item: 5)]), animation: .duration(seconds: 0.3), time: 1)
        }
        #expect(throws: LazyScrollError.self) {
            try list.performSectionUpdates(SectionBatchUpdate(itemDeletions: [ItemPath(section: 0, item: 0)]), animation: .duration(seconds: .nan), time: 1)
        }
        #expect(Self.screen(of: list, size: size).textLines == before)
        #expect(list.sections?.itemCount == 4)
        #expect(list.items.controller.nextTickTime == nil)
    }

    // MARK: - Animation, frame by frame

    /// The curve of `ItemAnimation.duration`: 3u² − 2u³ of the elapsed fraction u.
    static func eased(_ time: Double, over seconds: Double) -> CGFloat {
        let u = min(1, max(0, time / seconds))
        return CGFloat(3 * u * u - 2 * u * u * u)
    }

    /// The screen line of a row whose place is `line` once the animation ends and which slides there
    /// from `from`, at progress `p`: rounded once, as the terminal rounds content edges.
    static func line(from: CGFloat, to line: CGFloat, progress p: CGFloat) -> Int {
        Int((line + (from - line) * (1 - p)).rounded(.toNearestOrAwayFromZero))
    }

    /// A screen of `rows` lines with `rows` drawn in order (later ones over earlier ones).
    static func expectedScreen(rows: Int, _ drawn: [(line: Int, text: String)]) -> [String] {
        var lines = Array(repeating: "", count: rows)
        for row in drawn where row.line >= 0 && row.line < rows { lines[row.line] = row.text }
        return lines
    }

    @Test("a deleted row fades where it was while the rows below slide up, at each frame")
    func deletionFrames() throws {
        let size = TerminalSize(columns: 10, rows: 8)
        var list = try Self.letters(sections: 2, names: 4, headerLines: 1, size: size)
        // [A] A0 A1 A2 A3 [B] B0 B1: delete A1 (line 2).
        let seconds = 0.4
        try list.performSectionUpdates(
            SectionBatchUpdate(itemDeletions: [ItemPath(section: 0, item: 1)]), animation: .duration(seconds: seconds), time: 0)
        // After: [A] A0 A2 A3 [B] B0 B1 B2, each row from line k + 1 slides to line k.
        let after = ["[A]", "A0", "A2", "A3", "[B]", "B0", "B1", "B2"]
        for frame in 0...5 {
            let time = Double(frame) * 0.1
            var now = list
            try now.tick(time: time)
            let p = Self.eased(time, over: seconds)
            var drawn: [(line: Int, text: String)] = []
            if time < seconds { drawn.append((2, "A1")) }
            for (k, text) in after.enumerated() {
                drawn.append((Self.line(from: CGFloat(k < 2 ? k : k + 1), to: CGFloat(k), progress: p), text))
            }
            let canvas = Self.screen(of: now, size: size)
            #expect(canvas.textLines == Self.expectedScreen(rows: size.rows, drawn), "frame at \(time) s")
            // The deleted row is faint while it fades and gone at the end, its block back in the pool.
            let a1Shown = canvas.textLines.contains("A1")
            if a1Shown { #expect(canvas[0, canvas.textLines.firstIndex(of: "A1")!].style.attributes.contains(.dim)) }
            #expect(now.items.views.disappearingViews.count == (time < seconds ? 1 : 0), "frame at \(time) s")
            #expect((now.items.controller.nextTickTime != nil) == (time < seconds))
        }
    }

    @Test("an inserted row appears faint at its place while the rows below slide down, at each frame")
    func insertionFrames() throws {
        let size = TerminalSize(columns: 10, rows: 8)
        var list = try Self.letters(sections: 2, names: 4, headerLines: 1, size: size)
        let seconds = 0.4
        // A new B0 before the old one (line 6): [A] A0 A1 A2 A3 [B] B0(new) B0(old, now B1).
        try list.performSectionUpdates(
            SectionBatchUpdate(itemInsertions: [ItemPath(section: 1, item: 0)]), animation: .duration(seconds: seconds), time: 0)
        for frame in 0...5 {
            let time = Double(frame) * 0.1
            var now = list
            try now.tick(time: time)
            let p = Self.eased(time, over: seconds)
            // The new row under the others (drawn first), the old B0 and B1 sliding a line down (B1 off
            // the screen, but held until the end since it was on it).
            let drawn = [(6, "B0")] + ["[A]", "A0", "A1", "A2", "A3", "[B]"].enumerated().map { ($0, $1) }
                + [(Self.line(from: 6, to: 7, progress: p), "B0"), (Self.line(from: 7, to: 8, progress: p), "B1")]
            let canvas = Self.screen(of: now, size: size)
            #expect(canvas.textLines == Self.expectedScreen(rows: size.rows, drawn), "frame at \(time) s")
            // Faint while it fades in, plain once the animation has ended.
            let newRowLine = 6
            let faint = canvas[0, newRowLine].style.attributes.contains(.dim)
            #expect(faint == (time < seconds && Self.line(from: 6, to: 7, progress: p) != 6), "frame at \(time) s")
        }
    }
}
