import Foundation
import Testing
@testable import LazyScroll

/// Sections whose items scroll across: a feed of carousel rows. Each row is one element of the
/// content; its scroller (run by `AcrossScrollers`) virtualizes its items, and its offset stays with
/// its section through recycling, reloads and changes elsewhere.
@Suite("Sections scrolling across")
struct AcrossSectionsTests {
    /// Row `k` of the feed: a 30-point header and a 100-point row of `items` tiles 90 wide, 10 apart.
    static func carousel(items: Int = 1_000, behavior: AcrossScrollingBehavior = .free, offset: CGFloat = 0) throws -> ContentSection {
        ContentSection(header: .estimated(30), items: .uniform(try UniformExtents(count: items, itemExtent: 90, spacing: 10)),
                       across: AcrossScrolling(rowExtent: .estimated(100), behavior: behavior, offset: offset))
    }

    /// A feed of `rows` carousels, each section 130 long, in a 320 × 400 viewport.
    struct Feed {
        var controller: ScrollController
        var rows = AcrossScrollers()
        var time = 0.0

        init(rows count: Int, behavior: AcrossScrollingBehavior = .free) throws {
            let sections = try (0..<count).map { _ in try AcrossSectionsTests.carousel(behavior: behavior) }
            controller = try ScrollController(content: .items(.sections(SectionedExtents(sections: sections))),
                                              viewportSize: CGSize(width: 320, height: 400))
            _ = try rows.apply(controller.initialUpdate, of: controller, time: time)
        }

        /// The element index of section `section`'s row.
        func row(_ section: Int) throws -> Int { try controller.sections!.index(of: .row(section: section)) }

        /// The offset section `section` keeps for its row.
        func keptOffset(_ section: Int) throws -> CGFloat { try controller.sections!.section(section).across!.offset }

        mutating func scroll(to offset: CGFloat) throws -> [AcrossScrollers.RowUpdate] {
            let update = try controller.scroll(toOffset: offset, animated: false, time: time)
            return try rows.apply(update, of: controller, time: time)
        }

        mutating func perform(_ update: SectionBatchUpdate) throws -> [AcrossScrollers.RowUpdate] {
            let applied = try controller.performSectionUpdates(update, time: time)
            let result = try rows.apply(applied, of: controller, time: time)
            rows.keepStates(in: &controller)
            return result
        }

        /// Drags section `section`'s row `distance` points towards its end and lets go at `velocity`, then
        /// ticks at 60 frames a second until it rests.
        mutating func flickRow(_ section: Int, by distance: CGFloat, velocity: CGFloat) throws {
            _ = try rows.update(row: row(section), of: &controller) { (scroller) throws(LazyScrollError) in
                _ = try scroller.dragBegan(at: CGPoint(x: 300, y: 50), time: 0)
                _ = try scroller.dragMoved(to: CGPoint(x: 300 - distance, y: 50), time: 0.05)
                return try scroller.dragEnded(velocity: velocity, time: 0.05)
            }
            while rows.isAnimating {
                time += 1.0 / 60
                _ = rows.tick(time: time, of: &controller)
            }
        }

        /// Scrolls section `section`'s row to `offset` through its scroller.
        mutating func scrollRow(_ section: Int, to offset: CGFloat) throws -> AcrossScrollers.RowUpdate? {
            try rows.update(row: row(section), of: &controller) { (scroller) throws(LazyScrollError) in
                try scroller.scroll(toOffset: offset, animated: false, time: time)
            }
        }
    }

    @Test("a row is one element across the viewport; an item of it is addressed by its row")
    func layout() throws {
        let feed = try Feed(rows: 3)
        let model = try #require(feed.controller.sections)
        #expect(model.count == 6)
        #expect(try model.element(at: 1) == .row(section: 0))
        #expect(try model.index(ofItem: ItemPath(section: 1, item: 500)) == 3)
        let row = try #require(feed.controller.placements().first { $0.index == 1 })
        #expect(row.frame == CGRect(x: 0, y: 30, width: 320, height: 100))
        #expect(throws: LazyScrollError.unsupportedOperation(operation: "a grid or masonry scrolling across in section 0", reason: "a row scrolls one list of items")) {
            _ = try SectionedExtents(sections: [ContentSection(
                items: .grid(GridExtents(count: 4, rowExtent: 10, layout: ScrollGridLayout(columns: .fixed(2)))),
                across: AcrossScrolling(rowExtent: .estimated(50)))])
        }
    }

    @Test("a row's items are virtualized: only those in its windows load, at their places along the row")
    func innerVirtualization() throws {
        var feed = try Feed(rows: 3)
        let row = try feed.row(0)
        let scroller = try #require(feed.rows.scrollers[row])
        // Tiles 90 + 10 in a 320-wide row: 0, 1, 2 and 3 (300 ..< 390) are visible.
        #expect(scroller.virtualizer.windows.visible == 0..<4)
        #expect(scroller.virtualizer.windows.display.count < 12)
        let tile = try #require(feed.rows.placements(ofRow: row).first { $0.index == 2 })
        #expect(tile.frame == CGRect(x: 200, y: 0, width: 90, height: 100))
        // Scrolled to 50_000: item 500 is at the row's leading edge, nothing near 0 is loaded.
        let moved = try #require(try feed.scrollRow(0, to: 50_000))
        #expect(moved.update.changes.unload.contains(0) && moved.update.changes.load.contains(500))
        #expect(try feed.keptOffset(0) == 50_000)
        #expect(feed.rows.scrollers[row]!.virtualizer.windows.visible == 500..<504)
    }

    @Test("a row that scrolls away and comes back shows its own offset, never another row's")
    func offsetKeptThroughRecycling() throws {
        var feed = try Feed(rows: 40)
        _ = try feed.scrollRow(0, to: 1_230)
        _ = try feed.scrollRow(1, to: 70)
        // Far down: rows 0 and 1 unload and their items with them; other rows load at their own offsets (0).
        let away = try feed.scroll(to: 2_600)
        #expect(away.contains { $0.section == 0 && $0.update.changes.unload.contains(12) })
        #expect(feed.rows.scrollers[try feed.row(0)] == nil)
        for (row, scroller) in feed.rows.scrollers { #expect(scroller.offset == 0, "row \(row)") }
        // Back: each row loads at the offset its section kept.
        let back = try feed.scroll(to: 0)
        #expect(feed.rows.scrollers[try feed.row(0)]!.offset == 1_230)
        #expect(feed.rows.scrollers[try feed.row(1)]!.offset == 70)
        #expect(back.contains { $0.section == 0 && $0.update.changes.load.contains(12) })
    }

    @Test("reloading a row's section, changing its items or changing other sections keeps its offset")
    func offsetKeptThroughUpdates() throws {
        var feed = try Feed(rows: 5)
        _ = try feed.scrollRow(1, to: 640)
        // Sections inserted above and one deleted below: row 1 (now section 3) keeps its scroller.
        let scroller = try #require(feed.rows.scrollers[try feed.row(1)])
        let carousel = try Self.carousel()
        _ = try feed.perform(SectionBatchUpdate(
            sectionDeletions: [4],
            sectionInsertions: [SectionBatchUpdate.SectionInsertion(index: 0, section: carousel), SectionBatchUpdate.SectionInsertion(index: 1, section: carousel)]))
        #expect(feed.rows.scrollers[try feed.row(3)]?.offset == scroller.offset)
        #expect(try feed.keptOffset(3) == 640)
        // The section reloaded: its row reloads, at the kept offset.
        let reloaded = try feed.perform(SectionBatchUpdate(sectionReloads: [3]))
        #expect(reloaded.contains { $0.section == 3 && $0.update.changes.load.contains(6) })
        #expect(feed.rows.scrollers[try feed.row(3)]!.offset == 640)
        // An item inserted before the visible ones: the row keeps its scroller and its loaded items
        // (renumbered, none loads again), and the item at its leading edge stays put: the offset grows
        // by the inserted item and its spacing, and the section keeps it.
        let loadedBefore = feed.rows.scrollers[try feed.row(3)]!.virtualizer.windows.display
        let inserted = try feed.perform(SectionBatchUpdate(itemInsertions: [ItemPath(section: 3, item: 0)]))
        let grown = try #require(feed.rows.scrollers[try feed.row(3)])
        #expect(grown.offset == 740 && grown.dataCount == 1_001)
        #expect(try feed.keptOffset(3) == 740)
        let rowUpdate = try #require(inserted.first { $0.section == 3 })
        #expect(rowUpdate.update.mapping?.retainedIndex(ofOld: loadedBefore.lowerBound) == loadedBefore.lowerBound + 1)
        #expect(rowUpdate.update.changes.load.isEmpty && rowUpdate.update.changes.unload.isEmpty)
        #expect(grown.virtualizer.windows.display == (loadedBefore.lowerBound + 1)..<(loadedBefore.upperBound + 1))
        // The section moved to the front (above what stays on screen, so the view keeps still and the
        // row goes out of sight): its offset goes along, and it shows there.
        _ = try feed.perform(SectionBatchUpdate(sectionMoves: [BatchUpdate.Move(from: 3, to: 0)]))
        #expect(try feed.keptOffset(0) == 740)
        _ = try feed.scroll(to: 0)
        let moved = try #require(feed.rows.scrollers[try feed.row(0)])
        #expect(moved.offset == 740)
        #expect(feed.rows.scrollers.values.filter { $0.offset == 740 }.count == 1)
    }

    @Test("an item moving between a list section and a row is deleted on one side and inserted on the other; the row stays")
    func movesBetweenListAndRow() throws {
        let list = ContentSection(header: .measured(30), items: .uniform(try UniformExtents(count: 3, itemExtent: 40)))
        let model = try SectionedExtents(sections: [list, try Self.carousel(items: 5)])
        var controller = try ScrollController(content: .items(.sections(model)), viewportSize: CGSize(width: 320, height: 400))
        // Elements: header 0, items 1 to 3, header 4, row 5. Item (0, 1) goes into the row at place 2.
        var update = try controller.performSectionUpdates(
            SectionBatchUpdate(itemMoves: [SectionBatchUpdate.ItemMove(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 2))]),
            reportedItemCounts: [2, 6], time: 0)
        var mapping = try #require(update.mapping)
        #expect(mapping.newIndex(ofOld: 2) == nil)  // the list item left the content's elements
        #expect(mapping.newIndex(ofOld: 3) == 2 && mapping.retainedIndex(ofOld: 3) == 2)
        #expect(mapping.newIndex(ofOld: 5) == 4 && mapping.retainedIndex(ofOld: 5) == 4)  // the row stays (its scroller plays the change)
        #expect(controller.sections!.count == 5)
        // And back out of the row, to the list's end.
        update = try controller.performSectionUpdates(
            SectionBatchUpdate(itemMoves: [SectionBatchUpdate.ItemMove(from: ItemPath(section: 1, item: 0), to: ItemPath(section: 0, item: 2))]),
            reportedItemCounts: [3, 5], time: 0)
        mapping = try #require(update.mapping)
        #expect(update.changes.load.contains(3))  // the item arrives as an inserted element
        #expect(mapping.retainedIndex(ofOld: 4) == 5 && mapping.newIndex(ofOld: 4) == 5)
        #expect(try controller.sections!.element(at: 3) == .item(ItemPath(section: 0, item: 2)))
    }

    @Test("a paged row rests on pages as wide as the row; a row of groups on every group's first item")
    func snapping() throws {
        var paged = try Feed(rows: 2, behavior: .paged)
        try paged.flickRow(0, by: 100, velocity: 400)
        // One page of 320 ahead of where the finger took it, not more.
        let pagedKept = try paged.keptOffset(0)
        #expect(paged.rows.scrollers[try paged.row(0)]!.offset == 320 && pagedKept == 320)

        var groups = try Feed(rows: 2, behavior: .groups(count: 3))
        try groups.flickRow(1, by: 40, velocity: 2_000)
        // Item 3 (at 300) at the leading edge: one group ahead.
        #expect(groups.rows.scrollers[try groups.row(1)]!.offset == 300)
    }

    @Test("a feed of 100,000 rows of 1,000 items builds and jumps without touching other rows")
    func hundredThousandRows() throws {
        let row = try Self.carousel()
        let model = try SectionedExtents(sections: Array(repeating: row, count: 100_000))
        var controller = try ScrollController(content: .items(.sections(model)), viewportSize: CGSize(width: 320, height: 400))
        var rows = AcrossScrollers()
        _ = try rows.apply(controller.initialUpdate, of: controller, time: 0)
        let update = try controller.scroll(toOffset: 6_500_000, animated: false, time: 0)
        _ = try rows.apply(update, of: controller, time: 0)
        // 400 points show 3 or 4 rows of 130; with the default buffers a few more are loaded.
        #expect((3...12).contains(rows.scrollers.count))
        #expect(rows.scrollers.keys.allSatisfy { controller.virtualizer.windows.allDisplayed.contains($0) })
        #expect(controller.sections!.itemCount == 100_000_000)
    }
}
