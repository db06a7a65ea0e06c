import Foundation
import Testing
import LazyScroll

// The code of Documentation.docc/Grids.md, compiled and run; DocumentationSnippetTests keeps the two
// identical.
@Suite("Documentation: grids and lanes")
struct GridsArticleTests {
    @Test("a photo grid measures a cell, rotates, and keeps the first visible photo on screen")
    func grid() throws {
        // snippet:begin
        // Photos at least 100 points wide; each row as tall as its tallest photo (estimated at 120).
        let layout = ScrollGridLayout(columns: .adaptive(minimumWidth: 100), columnSpacing: 4, rowSpacing: 4)
        let photos = try GridExtents(count: 100_000, estimatedExtent: 120, layout: layout)
        var grid = try ScrollController(content: .items(.grid(photos)), viewportSize: CGSize(width: 320, height: 640))
        let second = grid.placements()[1].frame  // x 108, width 104: three columns fit in 320 points

        // Photo 4 measures 180 points: its row (photos 3 to 5) grows to 180, and so does the content.
        _ = try grid.setExtent(180, ofItem: 4, time: 0)
        let row = try grid.virtualizer.frame(ofItem: 3)  // y 124, height 180

        // Deep in the grid, the viewport turns 640 points wide: six columns now, and the first
        // visible photo stays where it was on screen.
        _ = try grid.scroll(toItem: 50_000, at: .start, animated: false, time: 0)
        _ = try grid.resize(to: CGSize(width: 640, height: 320), time: 1)
        let onScreen = try grid.virtualizer.frame(ofItem: 50_000).minY - grid.offset  // still 0

        guard case let .grid(rotated) = grid.virtualizer.items.base else { return }  // 6 columns

        // A split view 80 points wide, narrower than the minimum: one column as wide as the view.
        // The first visible photo, 49,998 (the first of photo 50,000's row), stays at the top.
        _ = try grid.resize(to: CGSize(width: 80, height: 640), time: 2)
        let narrow = try grid.virtualizer.frame(ofItem: 49_998)  // x 0, width 80
        // snippet:end

        #expect(second == CGRect(x: 108, y: 0, width: 104, height: 120))
        #expect(row == CGRect(x: 0, y: 124, width: 104, height: 180))
        #expect(onScreen == 0)
        #expect(rotated.columnCount == 6)
        #expect(narrow.minX == 0 && narrow.width == 80)
        #expect(narrow.minY - grid.offset == 0)
    }

    @Test("notes in three lanes: the nearest lane end, sections of 128, kept lanes and anchoring")
    func lanes() throws {
        // snippet:begin
        // Notes in three lanes, 8 points apart: each goes to the lane that ends first.
        let notes = try LaneExtents(extents: [120, 60, 90, 80, 40], layout: LaneLayout(lanes: 3, laneSpacing: 8, itemSpacing: 8))
        let lanes = try (0..<5).map { try notes.lane(ofItem: $0) }  // [0, 1, 2, 1, 2]
        let start = try notes.offset(of: 3)  // 68: under note 1 (60 points) and the gap

        // A million notes in sections of 128: a jump lays out only the section it lands in.
        let wall = try LaneExtents(count: 1_000_000, estimatedExtent: 100, layout: LaneLayout(lanes: 3))
        var scroll = try ScrollController(content: .items(.lanes(wall)), viewportSize: CGSize(width: 360, height: 640))
        _ = try scroll.scroll(toItem: 500_000, at: .start, animated: false, time: 0)
        let shown = scroll.placements().filter { $0.state == .visible }
        // A front end measures the notes it shows before it draws them (here 100 points, as estimated):
        // measured and shown, they keep their lanes from now on.
        for note in shown { _ = try scroll.setExtent(100, ofItem: note.index, time: 0) }

        // Note 499,996, just above the screen in the same section, measures 300 points. The notes
        // shown keep their lanes (those below it in its lane move down with it), and the first of
        // them stays where it was on screen.
        _ = try scroll.setExtent(300, ofItem: 499_996, time: 0)
        let after = scroll.placements()
        let kept = shown.allSatisfy { note in after.contains { $0.index == note.index && $0.frame.minX == note.frame.minX } }  // true
        // snippet:end

        #expect(lanes == [0, 1, 2, 1, 2])
        #expect(start == 68)
        #expect(try LaneExtents(count: 300, estimatedExtent: 10, layout: LaneLayout(lanes: 3)).sectionSizes == [128, 128, 44])
        #expect(kept)
        let first = try #require(shown.first)
        #expect(after.first { $0.index == first.index }?.frame.minY == first.frame.minY)
        #expect(!shown.contains { $0.index == 499_996 })
        // Without kept lanes, note 499,999 would now go to lane 2: lane 1 ends lower after the change.
        #expect(after.first { $0.index == 499_999 }?.frame.minX == shown.first { $0.index == 499_999 }?.frame.minX)
        #expect(after.first { $0.index == 499_999 }.map { $0.frame.minY } == shown.first { $0.index == 499_999 }.map { $0.frame.minY + 200 })
    }
}
