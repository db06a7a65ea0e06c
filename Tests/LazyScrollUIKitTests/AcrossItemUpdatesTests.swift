import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// A batch update among the items of a row scrolling across (issue 22, animated updates), as
/// `UICollectionView.performBatchUpdates(_:completion:)` runs it for an orthogonally scrolling section:
/// the cells of items that stay are kept, moved to their new index paths and not configured again
/// (https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)),
/// only inserted items are asked for
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)),
/// only removed cells end their display
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)),
/// and, animated, inserted, deleted and moved cells animate to their places
/// (https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)).
/// Right to left, the same happens mirrored
/// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection).
@MainActor
@Suite struct AcrossItemUpdatesTests {
    let clock = TestClock()

    /// Three sections of a header over a row of 100 cards 100 wide, 10 apart (identities section × 100
    /// + item), right to left when asked, with an `AcrossDisplayLog`.
    func makeFeed(rightToLeft: Bool) -> (RecyclingListView, SectionSource, AcrossDisplayLog) {
        let source = SectionSource(count: 3, items: 100)
        source.allAcross = AcrossSectionLayout(itemWidth: 100, rowHeight: 80, itemSpacing: 10)
        let log = AcrossDisplayLog()
        AcrossItemsTests.keptLogs.append(log)
        let list = makeList(showing: source, clock: clock, rowClass: SelectableRowView.self) { list in
            list.register(SectionHeaderView.self, forSupplementaryViewOfKind: .header, withReuseIdentifier: "title")
            if rightToLeft { list.semanticContentAttribute = .forceRightToLeft }
            list.delegate = log
        }
        return (list, source, log)
    }

    /// How far `view`'s leading side is from the leading edge of `row`'s visible part (its left edge,
    /// or its right one right to left).
    func leadingX(_ view: UIView, in row: AcrossRowView) -> CGFloat {
        row.runsRightToLeft ? row.contentOffset.x + row.bounds.width - view.frame.maxX : view.frame.minX - row.contentOffset.x
    }

    /// The card views of `row`, by the identity they show.
    func cards(_ row: AcrossRowView) -> [Int: ObjectIdentifier] {
        Dictionary(uniqueKeysWithValues: row.itemViews.values.map { (($0 as! SizedRowView).row, ObjectIdentifier($0)) })
    }

    /// Row 0's view and flat row, scrolled so that card 2 is at its leading edge.
    func rowAtCard2(_ list: RecyclingListView) throws -> (AcrossRowView, Int) {
        let row = try #require(list.acrossRowView(ofSection: 0))
        let index = try #require(list.row(for: .row(section: 0)))
        list.scrollAcrossRow(at: index, view: row) { scroller, time throws(LazyScrollError) in
            try scroller.scroll(toOffset: 220, animated: false, time: time)
        }
        return (row, index)
    }

    /// Card 3 deleted and a card 5,000 inserted at new place 4 (after card 4, which moves up a place).
    func deleteAndInsert(_ list: RecyclingListView, _ source: SectionSource, animated: Bool) throws {
        source.sections[0].items.remove(at: 3)
        source.sections[0].items.insert(5_000, at: 4)
        source.askedItems = []
        try list.performBatchUpdates(
            SectionBatchUpdate(itemDeletions: [ItemPath(section: 0, item: 3)], itemInsertions: [ItemPath(section: 0, item: 4)]),
            animated: animated, animation: .duration(seconds: 0.3))
    }

    @Test(arguments: [false, true])
    func anUpdateAmongARowsItemsKeepsItsCardsAndAsksOnlyForTheInsertedOne(rightToLeft: Bool) throws {
        let (list, source, log) = makeFeed(rightToLeft: rightToLeft)
        let (row, index) = try rowAtCard2(list)
        let before = cards(row)
        let displayedBefore = Set(log.displayed.keys)
        log.ended = []
        try deleteAndInsert(list, source, animated: false)
        list.layoutIfNeeded()
        let after = cards(row)
        // Every card that stays keeps its view; the deleted one's view went; only the new card was asked for.
        for (identity, view) in before where identity != 3 { #expect(after[identity] == nil || after[identity] == view, "card \(identity)") }
        #expect(before.keys.filter { $0 != 3 }.allSatisfy { after[$0] != nil })
        #expect(source.askedItems == [ItemPath(section: 0, item: 4)])
        #expect(after[5_000] != nil)
        // Only the deleted card ended its display; the others stay displayed, at their new paths.
        #expect(log.ended == [ItemPath(section: 0, item: 3)])
        #expect(displayedBefore.subtracting([before[3]!]).isSubset(of: Set(log.displayed.keys)))
        #expect(row.displayedItems.mapValues(ObjectIdentifier.init)[4] == after[5_000])
        // The card at the leading edge stays put; card 4 takes card 3's place, the new card card 4's.
        let views = Dictionary(uniqueKeysWithValues: row.itemViews.values.map { (($0 as! SizedRowView).row, $0) })
        #expect(leadingX(try #require(views[2]), in: row) == 0)
        #expect(leadingX(try #require(views[4]), in: row) == 110)
        #expect(leadingX(try #require(views[5_000]), in: row) == 220)
        #expect(list.acrossRows.scrollers[index]?.offset == 220)
        #expect(list.view(forItemAt: ItemPath(section: 0, item: 3)) === views[4])
    }

    @Test(arguments: [false, true])
    func animatedTheKeptCardsGlideTheNewOneFadesInAndTheDeletedOneFadesOut(rightToLeft: Bool) throws {
        let (list, source, log) = makeFeed(rightToLeft: rightToLeft)
        let (row, _) = try rowAtCard2(list)
        let views = Dictionary(uniqueKeysWithValues: row.itemViews.values.map { (($0 as! SizedRowView).row, $0) })
        let deleted = try #require(views[3])
        let moving = try #require(views[4])
        log.ended = []
        try deleteAndInsert(list, source, animated: true)
        let inserted = try #require(list.view(forItemAt: ItemPath(section: 0, item: 4)))
        #expect(source.askedItems == [ItemPath(section: 0, item: 4)])
        // Frame 0: where they were drawn; the new card transparent at its place.
        #expect(leadingX(moving, in: row) == 220)
        #expect(leadingX(deleted, in: row) == 110)
        #expect(deleted.alpha == 1 && deleted.superview === row)
        #expect(leadingX(inserted, in: row) == 220 && inserted.alpha == 0)
        // Half way on the list's clock (3p² − 2p³ = 0.5 at p = 0.5): card 4 half way from 220 to 110,
        // the deleted card half faded, the new one half in.
        clock.now = 0.15
        list.tick()
        #expect(leadingX(moving, in: row) == 165)
        #expect(deleted.alpha == 0.5 && leadingX(deleted, in: row) == 110)
        #expect(inserted.alpha == 0.5)
        #expect(leadingX(try #require(views[2]), in: row) == 0)
        clock.now = 0.3
        list.tick()
        #expect(leadingX(moving, in: row) == 110)
        #expect(inserted.alpha == 1)
        #expect(deleted.superview == nil)
        #expect(list.view(forItemAt: ItemPath(section: 0, item: 3)) === moving)
        #expect(log.ended == [ItemPath(section: 0, item: 3)])
        #expect(list.acrossRows.isAnimating == false)
        #expect(row.disappearingItemViews.isEmpty)
    }

    @Test func aRowKeepsItsNewOffsetWhenItLeavesAndComesBack() throws {
        let (list, source, _) = makeFeed(rightToLeft: false)
        let (row, _) = try rowAtCard2(list)
        // Two cards inserted before the leading one: the leading card stays put, 220 points further on.
        source.sections[0].items.insert(contentsOf: [7_000, 7_001], at: 0)
        try list.performBatchUpdates(
            SectionBatchUpdate(itemInsertions: [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 1)]), animated: false)
        #expect(row.contentOffset.x == 440)
        #expect(try list.driver?.controller.sections?.section(0).across?.offset == 440)
    }
}
