import Foundation
import LazyScroll
import LazyScrollTerminal
import Testing

/// The terminal catalogue's article on the list's cursor (Documentation.docc/ListCursor.md): its code is
/// the snippet below, which runs here and asserts what the article says.
@MainActor
@Suite struct CursorArticleTests {
    /// The package root, from this file's path.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func theArticlesCodeIsTheSnippetBelow() throws {
        let article = try String(contentsOf: Self.root.appendingPathComponent("Sources/LazyScrollTerminal/Documentation.docc/ListCursor.md"), encoding: .utf8)
        let block = article.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "\n```").first
        let test = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let marked = test.components(separatedBy: "// snippet:begin\n").dropFirst().first?.components(separatedBy: "    // snippet:end").first
        let dedented = marked?.split(separator: "\n", omittingEmptySubsequences: false).map { $0.dropFirst(4) }.joined(separator: "\n")
        #expect(block.map { $0 + "\n" } == dedented)
    }

    // snippet:begin
    @Test func aPlaylistWithACursor() throws {
        var songs = ["Blue", "Gold", "Rain", "Tide"]
        let rect = CellRect(column: 0, row: 0, width: 8, height: 4)
        var list = try TerminalList(extents: .uniform(try UniformExtents(count: songs.count, itemExtent: 1)), size: rect.size) { row, index, _ in
            row.lines = [songs[index]]
        }
        list.cursorOptions = CursorOptions(selectionMode: .multiple, allowsReordering: true)
        func press(_ key: Key, _ modifiers: KeyModifiers = []) throws {
            _ = try list.handle(.key(KeyEvent(key, modifiers: modifiers)), in: rect, time: 0)
        }
        // ↓ moves the cursor, Shift+↓ selects from there, Enter activates the cursor's row.
        try press(.down)
        try press(.down, .shift)
        try press(.enter)
        #expect(list.cursor.index == 2 && list.selection.contains(1) && list.selection.contains(2))
        #expect(list.takeEvents() == [.activated(row: 2)])
        // A drag on "Blue" lifts it; the list reports the drop, the program moves the song.
        for (kind, row) in [(MouseEventKind.press(.left), 0), (.drag(.left), 1), (.drag(.left), 2), (.release(.left), 2)] {
            _ = try list.handle(.mouse(MouseEvent(kind, column: 1, row: row)), in: rect, time: 1)
        }
        for case let .moved(from, to) in list.takeEvents() {
            songs.insert(songs.remove(at: from), at: to)
            try list.performBatchUpdates(BatchUpdate(moves: [.init(from: from, to: to)]), time: 1)
        }
        #expect(songs == ["Gold", "Rain", "Blue", "Tide"])
        // The cursor is on the moved row, the selection on the songs it held; S marks selected cells.
        var canvas = CellBuffer(size: rect.size)
        list.draw(into: &canvas, in: rect)
        #expect(canvas.textLines(marking: ["C": CellStyle(attributes: .reverse), "S": CellStyle(background: .blue)]) == [
            "Gold    |SSSSSSSS", "Rain    |SSSSSSSS", "Blue    |CCCCCCCC", "Tide",
        ])
    }
    // snippet:end
}
