import Foundation
import Testing
@testable import LazyScroll

/// Sections through a scroll controller: pinned headers and footers on screen, scroll-to, anchoring,
/// end anchoring, load-more and refusals. Positions are computed here from the layout rule: a section
/// is its header, its leading inset, its items, its trailing inset and its footer, sections
/// `sectionSpacing` apart.
@Suite("Sections in a controller")
struct SectionsControllerTests {
    /// `count` sections of a 20-point header and `items` rows of 10 points, 4 apart.
    static func contacts(sections count: Int = 3, items: Int = 10, pinning: SectionPinning = .headers, footers: Bool = false) throws -> SectionedExtents {
        let section = ContentSection(
            header: .estimated(20), items: .uniform(try UniformExtents(count: items, itemExtent: 10)),
            footer: footers ? .estimated(6) : nil)
        return try SectionedExtents(sections: Array(repeating: section, count: count), sectionSpacing: 4, pinning: pinning)
    }

    static func controller(_ model: SectionedExtents, height: CGFloat = 60, configuration: ScrollConfiguration = ScrollConfiguration()) throws -> ScrollController {
        try ScrollController(content: .items(.sections(model)), viewportSize: CGSize(width: 100, height: height), configuration: configuration)
    }

    @Test("the header of the section under the top edge stays there until its section's end pushes it off")
    func pinnedHeader() throws {
        var controller = try Self.controller(Self.contacts())
        // Section 0 spans 0 ..< 120 (header 20, ten rows of 10); section 1 starts at 124.
        _ = try controller.scroll(toOffset: 50, animated: false, time: 0)
        var header = try #require(controller.placements().first { $0.index == 0 })
        #expect(header.frame.minY == 0 && header.isPinned && header.state == .visible)
        // At 105 the header would end at 125, past its section's end (120): it is pushed up to 100.
        _ = try controller.scroll(toOffset: 105, animated: false, time: 0)
        header = try #require(controller.placements().first { $0.index == 0 })
        let pushed: CGFloat = 100 - 105
        #expect(header.frame.minY == pushed && header.isPinned)
        let next = try #require(controller.placements().first { $0.index == 11 })
        let nextHeader: CGFloat = 124 - 105
        #expect(next.frame.minY == nextHeader && !next.isPinned)
        // Below the top edge, no header is moved.
        _ = try controller.scroll(toOffset: 0, animated: false, time: 0)
        #expect(controller.placements().allSatisfy { !$0.isPinned })
    }

    @Test("a pinned header far above the window is loaded and visible, and is released when its section leaves")
    func pinnedHeaderHeld() throws {
        var controller = try Self.controller(Self.contacts(sections: 2, items: 1_000))
        _ = controller.initialUpdate
        // Section 1 starts at 10_024 (section 0: a 20-point header, 1000 rows of 10, then 4 of spacing);
        // its row 500 starts at 10_044 + 5_000. Its header (element 1001) is 250 rows above the window.
        let jump = try controller.scroll(toOffset: 15_044, animated: false, time: 0)
        #expect(jump.changes.load.contains(1001) && jump.changes.show.contains(1001))
        #expect(jump.changes.hide.contains(0) && jump.changes.unload.contains(0))
        #expect(controller.virtualizer.windows.held == [1001])
        #expect(controller.virtualizer.state(ofItem: 1001) == .visible)
        let header = try #require(controller.placements().first { $0.index == 1001 })
        #expect(header.frame.minY == 0 && header.isPinned)
        #expect(controller.placements().map(\.index) == [1001] + Array(controller.virtualizer.windows.display))
        // Back into section 0: section 1's header leaves.
        let back = try controller.scroll(toOffset: 5_020, animated: false, time: 0)
        #expect(back.changes.hide.contains(1001) && back.changes.unload.contains(1001))
        #expect(controller.virtualizer.windows.held == [0])
    }

    @Test("headers pin below the leading obscured inset; footers pin above the trailing one, never above their header")
    func obscuredInsetsAndFooters() throws {
        var controller = try Self.controller(Self.contacts(pinning: .headersAndFooters, footers: true))
        _ = try controller.setObscuredInsets(ObscuredInsets(leading: 8, trailing: 5), time: 0)
        // Section 0: header 0 ..< 20, rows 20 ..< 120, footer 120 ..< 126.
        _ = try controller.scroll(toOffset: 30, animated: false, time: 0)
        let placements = controller.placements()
        let header = try #require(placements.first { $0.index == 0 })
        #expect(header.frame.minY == 8 && header.isPinned)
        // The footer's own place (120) is below the viewport (30 ..< 90): it pins at 90 − 5 − 6.
        let footer = try #require(placements.first { $0.index == 11 })
        let pinnedFooter: CGFloat = 90 - 5 - 6 - 30
        #expect(footer.frame.minY == pinnedFooter && footer.isPinned)
    }

    @Test("scroll to a section puts its header at the pin line; scroll to an item puts it below the pinned header")
    func scrollTo() throws {
        var controller = try Self.controller(Self.contacts())
        _ = try controller.setObscuredInsets(ObscuredInsets(leading: 8), time: 0)
        _ = try controller.scroll(toSection: 1, animated: false, time: 0)
        let headerAtPinLine: CGFloat = 124 - 8
        #expect(controller.offset == headerAtPinLine)
        _ = try controller.scroll(toItemAt: ItemPath(section: 2, item: 3), at: .start, animated: false, time: 0)
        // Section 2 starts at 248; its row 3 at 248 + 20 + 30 = 298, below the 20-point header and the bar.
        let rowBelowHeader: CGFloat = 298 - 20 - 8
        #expect(controller.offset == rowBelowHeader)
        let header = try #require(controller.placements().first { $0.index == 22 })
        #expect(header.frame.minY == 8 && header.isPinned)
        // .nearest from below aligns the end; an item already below the pinned header does not move.
        _ = try controller.scroll(toItemAt: ItemPath(section: 2, item: 4), at: .nearest, animated: false, time: 0)
        #expect(controller.offset == rowBelowHeader)
        #expect(throws: LazyScrollError.indexOutOfRange(quantity: "section index", index: 3, valid: 0..<3)) {
            _ = try controller.scroll(toSection: 3, animated: false, time: 0)
        }
    }

    @Test("a header measured above the viewport moves the offset so that nothing on screen moves, the pinned header included")
    func anchoringKeepsPinnedHeader() throws {
        let section = ContentSection(header: .estimated(20), items: .measured(try MeasuredExtents(count: 10, estimatedExtent: 10)))
        var controller = try Self.controller(try SectionedExtents(sections: [section, section, section], sectionSpacing: 4, pinning: .headers))
        _ = try controller.scroll(toOffset: 130, animated: false, time: 0)  // in section 1 (124 ..< 244)
        let before = controller.placements()
        let update = try controller.setExtent(35, ofItem: 0, time: 0)  // section 0's header: 20 → 35
        #expect(controller.offset == 145)
        #expect(update.changes.isEmpty)
        #expect(controller.placements() == before)
    }

    @Test("a chat of day sections anchored at its end stays at its end as messages arrive in the last day")
    func endAnchoredChat() throws {
        let day = ContentSection(header: .estimated(12), items: .measured(try MeasuredExtents(count: 5, estimatedExtent: 10)))
        var controller = try Self.controller(try SectionedExtents(sections: [day, day], pinning: .headers),
                                             configuration: ScrollConfiguration(anchoring: .end))
        // Two days of 12 + 50: the content is 124 long; at its end the viewport starts at 64.
        #expect(controller.offset == 64)
        _ = try controller.performSectionUpdates(
            SectionBatchUpdate(itemInsertions: [ItemPath(section: 1, item: 5)], insertedItemExtents: [ItemPath(section: 1, item: 5): 30]),
            reportedItemCounts: [5, 6], time: 0)
        #expect(controller.offset == 94)
        let newDay = SectionBatchUpdate.SectionInsertion(index: 2, section: day)
        _ = try controller.performSectionUpdates(SectionBatchUpdate(sectionInsertions: [newDay]), time: 0)
        let endAfterNewDay: CGFloat = 94 + 62
        #expect(controller.offset == endAfterNewDay)
    }

    @Test("load-more thresholds count elements: reaching the end asks for more, a section appended there re-arms it")
    func loadMore() throws {
        var controller = try Self.controller(Self.contacts(sections: 2, items: 3))
        _ = try controller.setLoadMoreThresholds(LoadMoreThresholds(end: .items(2)), time: 0)
        let atEnd = try controller.scroll(toOffset: 200, animated: false, time: 0)
        #expect(atEnd.loadMoreEvents == [.entered(.end)])
        let section = try Self.contacts(sections: 1, items: 3).section(0)
        let appended = try controller.performSectionUpdates(
            SectionBatchUpdate(sectionInsertions: [SectionBatchUpdate.SectionInsertion(index: 2, section: section)]), time: 0)
        #expect(appended.loadMoreEvents == [.left(.end)])
    }

    @Test("a saved position comes back by identity in changed sections, with the measured headers and rows")
    func savedPosition() throws {
        func section(_ rows: Int) throws -> ContentSection {
            ContentSection(header: .estimated(20), items: .measured(try MeasuredExtents(count: rows, estimatedExtent: 10)))
        }
        let before = try SectionedIdentifiers<String, String>([("A", ["a0", "a1", "a2"]), ("B", ["b0", "b1", "b2", "b3"])])
        var saving = try Self.controller(try SectionedExtents(sections: [section(3), section(4)], pinning: .headers), height: 40)
        _ = try saving.setExtent(30, ofItem: 4, time: 0)  // B's header
        _ = try saving.setExtent(25, ofItem: 6, time: 0)  // b1
        // B starts at 20 + 30 = 50; b1 at 50 + 30 + 10 = 90. The first row starting in the viewport is b1.
        _ = try saving.scroll(toOffset: 85, animated: false, time: 0)
        let snapshot = try saving.scrollPosition(identifiers: before.elementIdentifiers(in: try #require(saving.sections)))
        // The data changed: a section above, and a row more in B, before b1.
        let after = try SectionedIdentifiers<String, String>([("Z", ["z0"]), ("A", ["a0", "a1", "a2"]), ("B", ["b0", "bx", "b1", "b2", "b3"])])
        var restoring = try Self.controller(try SectionedExtents(sections: [section(1), section(3), section(5)], pinning: .headers), height: 40)
        let identifiers = try after.elementIdentifiers(in: try #require(restoring.sections))
        _ = try restoring.restoreScrollPosition(snapshot, identifiers: identifiers, time: 0)
        let model = try #require(restoring.sections)
        let header = try model.index(of: .header(section: 2))
        let row = try model.index(ofItem: ItemPath(section: 2, item: 2))
        #expect(try model.extent(of: header) == 30 && model.isMeasured(header))
        #expect(try model.extent(of: row) == 25)
        // b1 is back 5 points below the viewport's top: Z (30) + A (50) + B's header (30) + b0 and bx (20).
        let b1: CGFloat = 30 + 50 + 30 + 20
        #expect(restoring.offset == b1 - 5)
    }

    @Test("a masonry section places its items in its lanes below its header, and keeps the lanes of the measured items it shows")
    func lanesSection() throws {
        let lanes = try LaneExtents(extents: [30, 10, 10, 10], layout: LaneLayout(lanes: 2, laneSpacing: 4, itemSpacing: 2))
        let model = try SectionedExtents(sections: [ContentSection(header: .measured(20), items: .lanes(lanes), insets: ContentInsets(leading: 5))])
        let controller = try Self.controller(model)
        let frames = controller.placements().map(\.frame)
        // Lanes are (100 − 4) / 2 = 48 wide, and start below the header and the 5-point inset. Item 0
        // (30 long) takes lane 0; items 1, 2 and 3 go to lane 1, whose end (12, then 24) stays nearer
        // than lane 0's (32).
        #expect(frames[0] == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(frames[1] == CGRect(x: 0, y: 25, width: 48, height: 30))
        #expect(frames[2] == CGRect(x: 52, y: 25, width: 48, height: 10))
        #expect(frames[3] == CGRect(x: 52, y: 37, width: 48, height: 10))
        #expect(frames[4] == CGRect(x: 52, y: 49, width: 48, height: 10))
        guard case let .lanes(shown) = try #require(controller.sections).section(0).items else { Issue.record("not lanes"); return }
        #expect(shown.keptLaneCount == 4)
    }

    @Test("refused input names the value and the rule, and changes nothing")
    func refusals() throws {
        var controller = try Self.controller(Self.contacts())
        _ = try controller.scroll(toOffset: 50, animated: false, time: 0)
        let placements = controller.placements()
        let cases: [(SectionBatchUpdate, [Int]?, LazyScrollError)] = [
            (SectionBatchUpdate(sectionDeletions: [3]), nil,
             .inconsistentBatchUpdate(.indexOutOfRange(kind: "section deletion", index: 3, valid: 0..<3))),
            (SectionBatchUpdate(sectionDeletions: [1]), [10, 10, 10],
             .inconsistentBatchUpdate(.sectionCountMismatch(before: 3, deleted: 1, inserted: 0, reported: 3))),
            (SectionBatchUpdate(itemDeletions: [ItemPath(section: 1, item: 10)]), nil,
             .inconsistentBatchUpdate(.indexOutOfRange(kind: "item deletion in section 1", index: 10, valid: 0..<10))),
            (SectionBatchUpdate(itemInsertions: [ItemPath(section: 0, item: 0)]), [10, 10, 10],
             .inconsistentBatchUpdate(.itemCountMismatch(section: 0, before: 10, removed: 0, added: 1, reported: 10))),
            (SectionBatchUpdate(sectionDeletions: [2], itemDeletions: [ItemPath(section: 2, item: 0)]), nil,
             .inconsistentBatchUpdate(.conflictingItemOperations(path: ItemPath(section: 2, item: 0), first: "section deletion", second: "item deletion"))),
            (SectionBatchUpdate(itemDeletions: [ItemPath(section: 0, item: 1)], itemMoves: [SectionBatchUpdate.ItemMove(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 1, item: 0))]), nil,
             .inconsistentBatchUpdate(.conflictingItemOperations(path: ItemPath(section: 0, item: 1), first: "item deletion", second: "item move source"))),
            (SectionBatchUpdate(itemInsertions: [ItemPath(section: 0, item: 0)], insertedItemExtents: [ItemPath(section: 0, item: 0): 12]), nil,
             .unsupportedOperation(operation: "inserting item 0 with extent 12.0", reason: "every item of this model is 10.0 long; use a measured model")),
            (SectionBatchUpdate(sectionReloads: [0], headerAndFooterReloads: [0]), nil,
             .inconsistentBatchUpdate(.conflictingOperations(index: 0, first: "section reload", second: "header and footer reload"))),
        ]
        for (update, counts, error) in cases {
            var copy = controller
            #expect(throws: error) { _ = try copy.performSectionUpdates(update, reportedItemCounts: counts, time: 0) }
            #expect(copy.placements() == placements && copy.offset == controller.offset)
        }
        #expect(throws: LazyScrollError.unsupportedOperation(
            operation: "a batch update of flat indices over sections",
            reason: "sections change through a SectionBatchUpdate, which names sections and items")) {
            _ = try controller.performBatchUpdates(BatchUpdate(deletions: [1]), time: 0)
        }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "extent of element 2", value: -1, rule: .finiteAndNotNegative)) {
            _ = try controller.setExtent(-1, ofItem: 2, time: 0)
        }
        #expect(throws: LazyScrollError.unsupportedOperation(
            operation: "looping sections", reason: "a section's pinned header has one place; sections have two ends")) {
            _ = try ScrollController(content: .items(.sections(Self.contacts())), viewportSize: CGSize(width: 100, height: 60),
                                     configuration: ScrollConfiguration(looping: LoopingSettings()))
        }
        #expect(throws: LazyScrollError.invalidNumber(quantity: "header extent of section 1", value: .infinity, rule: .finiteAndNotNegative)) {
            _ = try SectionedExtents(sections: [ContentSection(items: .uniform(.empty)), ContentSection(header: .estimated(.infinity), items: .uniform(.empty))])
        }
        #expect(controller.placements() == placements)
    }
}
