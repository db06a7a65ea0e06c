import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/SelectionFocusAndReordering.md, compiled and run;
// DocumentationSnippetTests keeps the two identical.
@Suite("Documentation: selection, focus and reordering")
struct SelectionFocusAndReorderingArticleTests {
    @Test("ten million items selected in one range, a shift-extension, and the selection following an update")
    func selectionByIndex() throws {
        // snippet:begin
        // Ten million items; any number of them may be selected.
        var selection = try ItemSelection(mode: .multiple, itemCount: 10_000_000)
        try selection.selectAll()
        try selection.deselect(5_000_000)
        let ranges = selection.rangeCount  // 2: 0..<5,000,000 and 5,000,001..<10,000,000
        let selected = selection.count  // 9,999,999

        // A click on item 20, then Shift-clicks on items 25 and 22: the range follows the pointer.
        selection.deselectAll()
        try selection.select(20)
        try selection.extend(to: 25)
        try selection.extend(to: 22)
        let picked = selection.selectedIndices  // [20..<23]

        // Two items arrive at the top and item 21 is deleted: the others keep their selection.
        try selection.performBatchUpdates(BatchUpdate(deletions: [21], insertions: [0, 1]))
        let after = selection.selectedIndices  // [22..<24]: items 20 and 22, now 22 and 23
        // snippet:end

        #expect(ranges == 2)
        #expect(selection.rangeCount == 1)
        #expect(selected == 9_999_999)
        #expect(picked == IndexRanges(20..<23))
        #expect(after == IndexRanges(22..<24))
        #expect(selection.anchor == 22)
    }

    @Test("selecting by identifier, saving it, and restoring it into changed data")
    func selectionByIdentifier() throws {
        // snippet:begin
        // A playlist, by identifier.
        let songs = try ItemIdentifiers(["intro", "verse", "chorus", "bridge", "outro"])
        var chosen = try ItemSelection(mode: .multiple, itemCount: songs.count)
        try chosen.select("chorus", in: songs)
        try chosen.toggle("outro", in: songs)
        let names = try chosen.selectedIdentifiers(in: songs)  // ["chorus", "outro"]
        let refused = (try? chosen.select("solo", in: songs)) == nil  // true: no such song; nothing changes

        // Saved by identifier and restored into new data: "chorus" moved, "outro" is gone.
        let saved = try JSONEncoder().encode(chosen.saved(identifiers: songs))
        let later = try ItemIdentifiers(["chorus", "intro", "verse", "bridge", "coda"])
        let restored = ItemSelection(restoring: try JSONDecoder().decode(SavedSelection<String>.self, from: saved), identifiers: later)
        let kept = try restored.selectedIdentifiers(in: later)  // ["chorus"]
        // snippet:end

        #expect(names == ["chorus", "outro"])
        #expect(refused)
        #expect(try chosen.selectedIdentifiers(in: songs) == ["chorus", "outro"])
        #expect(kept == ["chorus"])
        #expect(restored.anchor == nil)  // the anchor was "outro"
        #expect(chosen.anchor == 4)
    }

    @Test("focus in a grid of ten million photos: where it appears, pages, and a shorter last row")
    func focus() throws {
        // snippet:begin
        // Ten million photos in three columns, rows 100 points tall, in a 320 × 480 viewport whose
        // top 40 points a bar covers: 440 points of it show the photos.
        let grid = try GridExtents(count: 10_000_000, rowExtent: 100, layout: ScrollGridLayout(columns: .fixed(3)))
        var photos = try ScrollController(content: .items(.grid(grid)), viewportSize: CGSize(width: 320, height: 480))
        _ = try photos.setObscuredInsets(ObscuredInsets(leading: 40), time: 0)

        // The first key press puts the focus on the first photo wholly in view: row 0 is under the bar.
        var focus = ItemFocus()
        _ = try photos.moveFocus(&focus, .down, animated: false, time: 0)
        let first = focus.index  // 3
        _ = try photos.moveFocus(&focus, .right, animated: false, time: 0)  // 4

        // Page Down: as many rows as fit in 440 points, in the same column, and only as much scroll
        // as it takes to show the photo whole.
        _ = try photos.moveFocus(&focus, .pageDown, animated: false, time: 0)
        let paged = focus.index  // 16: four rows down
        let offset = photos.offset  // 120: row 5 (500..<600) ends at the viewport's bottom

        // The last row holds one photo: down from the middle column goes to it.
        _ = try photos.moveFocus(&focus, .last, animated: false, time: 0)  // 9,999,999
        _ = try photos.moveFocus(&focus, .up, animated: false, time: 0)  // 9,999,996
        _ = try photos.moveFocus(&focus, .right, animated: false, time: 0)  // 9,999,997
        _ = try photos.moveFocus(&focus, .down, animated: false, time: 0)
        let last = focus.index  // 9,999,999

        // Its photo deleted, the focus goes to a neighbour: here the one before it.
        try focus.follow(BatchUpdateMapping(validating: BatchUpdate(deletions: [9_999_999]), oldCount: 10_000_000))
        let neighbour = focus.index  // 9,999,998
        // snippet:end

        #expect(first == 3)
        #expect(paged == 16)
        #expect(offset == 120)
        #expect(last == 9_999_999)
        #expect(neighbour == 9_999_998)
        // Each move the comments name, checked one by one.
        var replay = ItemFocus(index: 3)
        var again = try ScrollController(content: .items(.grid(grid)), viewportSize: CGSize(width: 320, height: 480))
        _ = try again.moveFocus(&replay, .right, animated: false, time: 0)
        #expect(replay.index == 4)
        _ = try again.moveFocus(&replay, .last, animated: false, time: 0)
        _ = try again.moveFocus(&replay, .up, animated: false, time: 0)
        #expect(replay.index == 9_999_996)
        _ = try again.moveFocus(&replay, .right, animated: false, time: 0)
        #expect(replay.index == 9_999_997)
    }

    @Test("reordering a playlist of ten million songs, across 11,250 points of auto-scroll")
    func reorder() throws {
        // snippet:begin
        // Ten million songs, rows 40 points tall, in a 320 × 400 viewport.
        let songs = try UniformExtents(count: 10_000_000, itemExtent: 40)
        var playlist = try ScrollController(content: .items(.uniform(songs)), viewportSize: CGSize(width: 320, height: 400))

        // A long press on song 2 (80..<120), then a drag down to song 5 (200..<240).
        var drag = try playlist.beginReorder(at: CGPoint(x: 300, y: 100), settings: ReorderSettings(gapDuration: 0.25), time: 0)!
        _ = try playlist.moveReorder(&drag, to: CGPoint(x: 300, y: 230), time: 0.5)
        let drop = drag.destination  // 5: the song under the finger
        _ = playlist.tickReorder(&drag, time: 0.625)
        let song3 = playlist.placements(during: drag).first { $0.dataIndex == 3 }!.frame.minY  // 85: on its way up to 80

        // Held 15 points from the bottom: the content scrolls at 1,125 points a second (the speed
        // grows from 0 at 60 points from the edge to 1,500 at the edge), one frame every 1/64 s.
        _ = try playlist.moveReorder(&drag, to: CGPoint(x: 300, y: 385), time: 1)
        let speed = drag.autoScrollSpeed  // 1,125
        for frame in 1...640 { _ = playlist.tickReorder(&drag, time: 1 + Double(frame) / 64) }
        let scrolled = playlist.offset  // 11,250 after ten seconds
        let target = drag.destination  // 290: the row under the finger, (11,250 + 385) / 40

        // Dropped: the move to make in the data, then in the controller.
        let move = try playlist.endReorder(drag, time: 11)!  // moves [2 → 290]
        _ = try playlist.performBatchUpdates(move, time: 11)
        // snippet:end

        #expect(drop == 5)
        #expect(song3 == 85)
        #expect(speed == 1_125)
        #expect(scrolled == 11_250)
        #expect(target == 290)
        #expect(move == BatchUpdate(moves: [.init(from: 2, to: 290)]))
        #expect(playlist.dataCount == 10_000_000)
    }
}
