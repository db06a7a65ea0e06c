import Foundation
import LazyScroll
import LazyScrollTerminal
import Testing

/// A list people act on (issue 23, item 4): a highlighted cursor row that the keys move while the list
/// scrolls only as far as it takes, Space, Shift+keys and clicks that select, Enter that activates, a
/// drag that moves a row (with auto-scroll at the edges on the clock), and the wheel that scrolls
/// without moving the cursor. Screens are compared as text, with the styles marked beside each row.
@Suite("Terminal list cursor")
struct ListCursorTests {
    /// Styles the tests can tell apart: the options give each its own.
    static let options = CursorOptions(
        selectionMode: .multiple, allowsReordering: true, cursorStyle: CellStyle(attributes: .reverse),
        selectedStyle: CellStyle(background: .blue), liftedStyle: CellStyle(background: .yellow))
    /// L: the dragged row; B: the cursor on a selected row; C: the cursor; S: a selected row.
    static let marks: KeyValuePairs<Character, CellStyle> = [
        "L": CellStyle(background: .yellow), "B": CellStyle(background: .blue, attributes: .reverse),
        "C": CellStyle(attributes: .reverse), "S": CellStyle(background: .blue),
    ]

    /// The rows' data, which the app owns and the list's `configure` reads.
    final class Rows {
        var titles: [String]
        init(count: Int) { titles = (0..<count).map { "r\($0)" } }
    }

    /// A list in a view of `size` and the clock it runs on; input goes in at `size`'s rectangle.
    struct Harness {
        var list: TerminalList
        let rows: Rows
        let size: TerminalSize
        var time = 0.0

        /// Rows titled `r0`, `r1`, …, one line each, or two where `twoLines` says (the second `  more`).
        init(count: Int, size: TerminalSize, options: CursorOptions? = ListCursorTests.options, twoLines: @escaping (Int) -> Bool = { _ in false }) throws {
            let rows = Rows(count: count)
            let extents = try MeasuredExtents(count: count, estimatedExtent: 1) { CGFloat(twoLines($0) ? 2 : 1) }
            list = try TerminalList(extents: .measured(extents), size: size) { block, row, _ in
                block.lines = [rows.titles[row]] + (twoLines(row) ? ["  more"] : [])
            }
            list.cursorOptions = options
            self.rows = rows
            self.size = size
        }

        @discardableResult
        mutating func key(_ key: Key, _ modifiers: KeyModifiers = []) throws -> Bool {
            try list.handle(.key(KeyEvent(key, modifiers: modifiers)), in: CellRect(size), time: time)
        }

        @discardableResult
        mutating func mouse(_ kind: MouseEventKind, _ column: Int, _ row: Int, _ modifiers: KeyModifiers = []) throws -> Bool {
            try list.handle(.mouse(MouseEvent(kind, column: column, row: row, modifiers: modifiers)), in: CellRect(size), time: time)
        }

        /// `seconds` of frames, 60 a second.
        mutating func wait(_ seconds: Double) throws {
            for _ in 0..<Int((seconds * 60).rounded()) {
                time += 1.0 / 60
                try list.tick(time: time)
            }
        }

        /// The screen, each row's marks beside it.
        var screen: [String] {
            var canvas = CellBuffer(size: size)
            list.draw(into: &canvas, in: CellRect(size))
            return canvas.textLines(marking: ListCursorTests.marks)
        }

        /// Applies the moves the list reported to the data and the list, as an app does.
        mutating func applyMoves() throws -> [TerminalListEvent] {
            let events = list.takeEvents()
            for case let .moved(from, to) in events {
                rows.titles.insert(rows.titles.remove(at: from), at: to)
                try list.performBatchUpdates(BatchUpdate(moves: [.init(from: from, to: to)]), time: time)
            }
            return events
        }
    }

    @Test func aListWithoutOptionsKeepsItsKeys() throws {
        var view = try Harness(count: 20, size: TerminalSize(columns: 10, rows: 4), options: nil)
        #expect(view.screen == ["r0", "r1", "r2", "r3"])
        #expect(try view.key(.down))
        try view.wait(1)
        #expect(view.screen == ["r1", "r2", "r3", "r4"])
        #expect(try view.key(.character(" ")) == false)
        #expect(try view.key(.enter) == false)
        #expect(view.list.cursor.index == nil && view.list.takeEvents().isEmpty)
    }

    /// ↓ moves the cursor down the screen and scrolls only once it reaches the bottom, by exactly what
    /// shows its row whole (two-line rows take two); PgDn goes as many rows as fit; the wheel scrolls
    /// and leaves the cursor where it is, and the next ↓ brings it back.
    @Test func theCursorMovesAndTheListScrollsOnlyAsFarAsItTakes() throws {
        // Every fourth row is two lines tall: r3 covers lines 3 and 4, r7 lines 8 and 9.
        var view = try Harness(count: 20, size: TerminalSize(columns: 10, rows: 5)) { $0 % 4 == 3 }
        let wide = "CCCCCCCCCC"
        #expect(view.screen == ["r0        |" + wide, "r1", "r2", "r3", "  more"])
        for _ in 0..<3 { try view.key(.down) }
        #expect(view.screen == ["r0", "r1", "r2", "r3        |" + wide, "  more    |" + wide])
        try view.key(.down)
        #expect(view.screen == ["r1", "r2", "r3", "  more", "r4        |" + wide])
        try view.key(.down)
        try view.key(.down)
        try view.key(.down)
        #expect(view.screen == ["r4", "r5", "r6", "r7        |" + wide, "  more    |" + wide])
        for _ in 0..<4 { try view.key(.up) }
        #expect(view.screen == ["r3        |" + wide, "  more    |" + wide, "r4", "r5", "r6"])
        // PgDn: the last row that starts within a screen (5 lines) of r3's start (line 3): r7, at line 8.
        try view.key(.pageDown)
        #expect(view.list.cursor.index == 7)
        #expect(view.screen == ["r4", "r5", "r6", "r7        |" + wide, "  more    |" + wide])
        try view.key(.end)
        #expect(view.screen == ["r16", "r17", "r18", "r19       |" + wide, "  more    |" + wide])
        try view.key(.home)
        #expect(view.screen == ["r0        |" + wide, "r1", "r2", "r3", "  more"])
        // A wheel notch glides three lines; the cursor stays on r0, out of view.
        #expect(try view.mouse(.wheel(.down), 4, 2))
        try view.wait(1)
        #expect(view.screen == ["r3", "  more", "r4", "r5", "r6"])
        #expect(view.list.cursor.index == 0)
        try view.key(.down)
        #expect(view.screen == ["r1        |" + wide, "r2", "r3", "  more", "r4"])
        // ← and → have nothing to do in a list of one column: they are not used.
        #expect(try view.key(.right) == false)
    }

    @Test func spaceShiftAndEnterSelectAndActivate() throws {
        var view = try Harness(count: 10, size: TerminalSize(columns: 4, rows: 5))
        try view.key(.character(" "))
        #expect(view.screen == ["r0  |BBBB", "r1", "r2", "r3", "r4"])
        try view.key(.down)
        try view.key(.down)
        // The Shift run starts where the cursor is, and each Shift key replaces what the last selected.
        try view.key(.down, .shift)
        try view.key(.down, .shift)
        try view.key(.up, .shift)
        #expect(view.screen == ["r0  |SSSS", "r1", "r2  |SSSS", "r3  |BBBB", "r4"])
        #expect(view.list.selection.selectedIndices.ranges == [0..<1, 2..<4])
        try view.key(.enter)
        #expect(view.list.takeEvents() == [.activated(row: 3)])
        #expect(view.list.takeEvents().isEmpty)
        try view.key(.character("a"), .control)
        #expect(view.list.selection.count == 10 && view.list.selection.rangeCount == 1)
        #expect(try view.key(.escape))
        #expect(view.list.selection.isEmpty)
        #expect(try view.key(.escape) == false)
    }

    @Test func aSingleSelectionHoldsOneRowAndNoSelectionNone() throws {
        var single = CursorOptions(selectionMode: .single, cursorStyle: Self.options.cursorStyle, selectedStyle: Self.options.selectedStyle)
        var view = try Harness(count: 10, size: TerminalSize(columns: 4, rows: 5), options: single)
        try view.key(.down)
        try view.key(.character(" "))
        try view.key(.down)
        try view.key(.down)
        try view.key(.character(" "))
        try view.key(.down, .shift)
        #expect(view.list.selection.selectedIndices.ranges == [4..<5])
        #expect(view.screen == ["r0", "r1", "r2", "r3", "r4  |BBBB"])
        single.selectionMode = .none
        view.list.cursorOptions = single
        #expect(view.list.selection.isEmpty)
        #expect(try view.key(.character(" ")) == false)
        // Shift+↓ moves the cursor alone.
        #expect(try view.key(.down, .shift))
        #expect(view.list.cursor.index == 5 && view.list.selection.isEmpty)
        // Without options the keys scroll again and nothing is highlighted.
        view.list.cursorOptions = nil
        try view.key(.down)
        try view.wait(1)
        #expect(view.screen == ["r2", "r3", "r4", "r5", "r6"])
    }

    /// A click moves the cursor to the row; Ctrl toggles the row, Shift extends the selection to it
    /// from its anchor; a click below the last row or outside the list does nothing.
    @Test func clicksMoveTheCursorAndSelect() throws {
        var view = try Harness(count: 3, size: TerminalSize(columns: 4, rows: 5))
        try view.mouse(.press(.left), 1, 2)
        try view.mouse(.release(.left), 1, 2)
        #expect(view.screen == ["r0", "r1", "r2  |CCCC", "", ""])
        try view.mouse(.press(.left), 1, 0, .control)
        try view.mouse(.release(.left), 1, 0)
        try view.mouse(.press(.left), 1, 2, .shift)
        try view.mouse(.release(.left), 1, 2)
        #expect(view.screen == ["r0  |SSSS", "r1  |SSSS", "r2  |BBBB", "", ""])
        try view.mouse(.press(.left), 1, 4)
        try view.mouse(.release(.left), 1, 4)
        #expect(view.list.cursor.index == 2)
        #expect(try view.mouse(.press(.left), 7, 1) == false)
    }

    /// A drag that starts on a row lifts it; the rows between stand aside and the row floats under the
    /// pointer; the drop tells the app, which makes the move, and the list shows it with the cursor and
    /// the selection on the row.
    @Test func aDragMovesARow() throws {
        var view = try Harness(count: 20, size: TerminalSize(columns: 4, rows: 8))
        try view.mouse(.press(.left), 1, 2, .control)
        try view.mouse(.release(.left), 1, 2)
        try view.mouse(.press(.left), 1, 2)
        try view.mouse(.drag(.left), 1, 3)
        view.time += 0.05
        try view.mouse(.drag(.left), 1, 4)
        try view.wait(0.2)
        #expect(view.list.reorder?.destination == 4)
        #expect(view.screen == ["r0", "r1", "r3", "r4", "r2  |LLLL", "r5", "r6", "r7"])
        #expect(view.list.rowsOnScreen.map(\.dataIndex) == [0, 1, 3, 4, 5, 6, 7, 2])
        try view.mouse(.release(.left), 1, 4)
        #expect(view.list.reorder == nil)
        // Until the app makes the move, the rows stand as they were.
        #expect(view.screen == ["r0", "r1", "r2  |BBBB", "r3", "r4", "r5", "r6", "r7"])
        #expect(try view.applyMoves() == [.moved(from: 2, to: 4)])
        #expect(view.screen == ["r0", "r1", "r3", "r4", "r2  |BBBB", "r5", "r6", "r7"])
        #expect(view.list.cursor.index == 4 && view.list.selection.selectedIndices.ranges == [4..<5])
    }

    /// Held at the bottom edge, the drag scrolls the list by itself on the clock, 30 rows a second
    /// with the pointer on the edge row, and the drop index follows the rows under the still pointer.
    @Test func aDragHeldAtTheEdgeScrollsOnTheClock() throws {
        var view = try Harness(count: 100, size: TerminalSize(columns: 4, rows: 5))
        try view.mouse(.press(.left), 0, 1)
        try view.mouse(.drag(.left), 0, 4)
        #expect(view.list.reorder?.autoScrollSpeed == 30)
        #expect(view.list.nextTickTime == view.time)
        try view.wait(1)
        #expect(abs(view.list.items.controller.offset - 30) < 1e-6)
        #expect(view.list.reorder?.destination == 34)
        try view.mouse(.release(.left), 0, 4)
        #expect(try view.applyMoves() == [.moved(from: 1, to: 34)])
        #expect(view.list.items.controller.offset == 30)
        #expect(view.screen == ["r31", "r32", "r33", "r34", "r1  |CCCC"])
        #expect(view.list.nextTickTime == nil)
    }

    @Test func escPutsADraggedRowBackAndADragWithoutReorderingScrolls() throws {
        var view = try Harness(count: 10, size: TerminalSize(columns: 4, rows: 5))
        try view.mouse(.press(.left), 0, 1)
        try view.mouse(.drag(.left), 0, 3)
        #expect(view.list.reorder != nil)
        #expect(try view.key(.escape))
        #expect(view.list.reorder == nil)
        #expect(try view.mouse(.release(.left), 0, 3) == false)
        try view.wait(1)
        #expect(view.list.takeEvents().isEmpty)
        #expect(view.screen == ["r0", "r1  |CCCC", "r2", "r3", "r4"])
        var options = Self.options
        options.allowsReordering = false
        view.list.cursorOptions = options
        try view.mouse(.press(.left), 0, 3)
        try view.mouse(.drag(.left), 0, 1)
        #expect(view.list.items.controller.offset == 2)
        try view.mouse(.release(.left), 0, 1)
        #expect(view.list.cursor.index == 1)
    }

    /// The cursor stays on its row through batch updates and goes to a neighbour when its row is
    /// deleted; the selection follows its rows; an update that does not fit changes nothing.
    @Test func theCursorAndTheSelectionFollowTheRows() throws {
        var view = try Harness(count: 10, size: TerminalSize(columns: 4, rows: 5))
        for row in [1, 3, 5] {
            try view.list.moveCursor(to: row, time: 0)
            try view.key(.character(" "))
        }
        try view.list.moveCursor(to: 3, time: 0)
        try view.list.performBatchUpdates(BatchUpdate(deletions: [3]), time: 0)
        #expect(view.list.cursor.index == 3)
        #expect(view.list.selection.selectedIndices.ranges == [1..<2, 4..<5])
        try view.list.performBatchUpdates(BatchUpdate(insertions: [0]), time: 0)
        #expect(view.list.cursor.index == 4 && view.list.selection.selectedIndices.ranges == [2..<3, 5..<6])
        let before = (view.list.cursor, view.list.selection, view.list.items.controller.dataCount)
        #expect(throws: LazyScrollError.self) { try view.list.performBatchUpdates(BatchUpdate(deletions: [10]), time: 0) }
        #expect(view.list.cursor == before.0 && view.list.selection == before.1 && view.list.items.controller.dataCount == before.2)
        // By identity: "b" moves to the end and stays selected with the cursor on it.
        var named = try Harness(count: 3, size: TerminalSize(columns: 4, rows: 5))
        try named.list.moveCursor(to: 1, time: 0)
        try named.key(.character(" "))
        let difference = try IdentityDifference(from: ItemIdentifiers(["a", "b", "c"]), to: ItemIdentifiers(["a", "c", "b"]), reloading: [String]())
        try named.list.performBatchUpdates(difference, time: 0)
        #expect(named.list.cursor.index == 2 && named.list.selection.selectedIndices.ranges == [2..<3])
    }

    @Test func badInputChangesNothing() throws {
        var view = try Harness(count: 10, size: TerminalSize(columns: 4, rows: 5))
        try view.key(.down)
        let screen = view.screen
        #expect(throws: LazyScrollError.self) { try view.list.moveCursor(to: 10, time: 0) }
        #expect(throws: LazyScrollError.self) { try view.list.moveCursor(to: -1, time: 0) }
        #expect(throws: LazyScrollError.self) { try view.list.moveCursor(.down, time: .nan) }
        #expect(view.list.cursor.index == 1 && view.screen == screen)
        // A selection made for another number of rows is replaced by an empty one at the next input.
        view.list.selection = try ItemSelection(mode: .multiple, itemCount: 3)
        try view.key(.character(" "))
        #expect(view.list.selection.itemCount == 10 && view.list.selection.selectedIndices.ranges == [1..<2])
    }

    /// In a grid the arrows move the cursor in two dimensions; the highlight covers the cell.
    @Test func inAGridTheCursorMovesInTwoDimensions() throws {
        let size = TerminalSize(columns: 12, rows: 4)
        let grid = try GridExtents(count: 10, rowExtent: 2, layout: ScrollGridLayout(columns: .fixed(3)), crossExtent: 12)
        var list = try TerminalList(extents: .grid(grid), size: size) { block, item, _ in block.lines = ["#\(item)"] }
        list.cursorOptions = Self.options
        func press(_ key: Key) throws { _ = try list.handle(.key(KeyEvent(key)), in: CellRect(size), time: 0) }
        func screen() -> [String] {
            var canvas = CellBuffer(size: size)
            list.draw(into: &canvas, in: CellRect(size))
            return canvas.textLines(marking: Self.marks)
        }
        #expect(screen() == ["#0  #1  #2  |CCCC", "            |CCCC", "#3  #4  #5", ""])
        try press(.right)
        try press(.down)
        #expect(screen() == ["#0  #1  #2", "", "#3  #4  #5  |    CCCC", "            |    CCCC"])
        try press(.down)
        try press(.right)
        try press(.down)
        // From #8, the last row's one cell (#9, in the first column) is the nearest below.
        #expect(list.cursor.index == 9)
        #expect(screen() == ["#6  #7  #8", "", "#9          |CCCC", "            |CCCC"])
        try press(.left)
        #expect(list.cursor.index == 9)
    }

    /// Without a cursor, PgDn in a grid of equal rows scrolls by the whole rows that fit (the row cut
    /// at the bottom comes to the top), and in a list by a screen less a line.
    @Test func pageDownScrollsTheRowsThatFit() throws {
        let layout = ScrollGridLayout(columns: .fixed(2), rowSpacing: 1)
        for (lines, rows) in [(21, 3), (17, 3), (16, 2), (11, 2), (10, 1), (3, 1)] {
            let size = TerminalSize(columns: 10, rows: lines)
            let grid = try GridExtents(count: 1_000, rowExtent: 5, layout: layout, crossExtent: 10)
            var list = try TerminalList(extents: .grid(grid), size: size) { _, _, _ in }
            #expect(list.linesPerPage == CGFloat(rows * 6), "\(lines) lines")
            _ = try list.handle(.key(KeyEvent(.pageDown)), in: CellRect(size), time: 0)
            try list.tick(time: 5)
            #expect(list.items.controller.offset == CGFloat(rows * 6), "\(lines) lines")
        }
        let text = try TerminalList(extents: .uniform(UniformExtents(count: 100, itemExtent: 1)), size: TerminalSize(columns: 5, rows: 8)) { _, _, _ in }
        #expect(text.linesPerPage == 7)
    }
}
