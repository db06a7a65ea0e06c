import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Sections whose items scroll across in `RecyclingListView` (issue 22 item 6): a row is an inner
/// horizontal scroll view, as a compositional layout's orthogonal section is; the stand-in's
/// `UIScrollView` calls `scrollViewDidScroll(_:)` when `contentOffset` is set, as UIKit documents
/// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)),
/// which is how a finger's scroll reaches the list here.
@MainActor
@Suite struct AcrossSectionsTests {
    let clock = TestClock()
    /// Cards 100 wide, 10 apart, in rows 80 tall.
    static let cards = AcrossSectionLayout(itemWidth: 100, rowHeight: 80, itemSpacing: 10)

    /// `count` sections of a 30-point header over a row of `items` cards (identities section × items + item).
    func makeFeed(count: Int, items: Int) -> (RecyclingListView, SectionSource) {
        let source = SectionSource(count: count, items: items)
        source.allAcross = Self.cards
        return (makeSectionedList(source: source, clock: clock), source)
    }

    func scroll(_ list: RecyclingListView, to y: CGFloat) {
        list.contentOffset.y = y
        list.layoutIfNeeded()
    }

    /// The row view of `section`, or nil when it is not loaded.
    func rowView(_ list: RecyclingListView, _ section: Int) -> AcrossRowView? {
        list.acrossRowView(ofSection: section)
    }

    /// The identities the row of `section` shows, left to right.
    func shownCards(_ list: RecyclingListView, _ section: Int) -> [Int] {
        guard let row = rowView(list, section) else { return [] }
        return row.itemViews.values.compactMap { $0 as? SizedRowView }.sorted { $0.frame.minX < $1.frame.minX }.map(\.row)
    }

    /// The identity of the first card of `section`'s row that shows at its offset.
    func firstVisibleCard(_ list: RecyclingListView, _ section: Int) -> Int? {
        guard let row = rowView(list, section) else { return nil }
        return row.itemViews.values.compactMap { $0 as? SizedRowView }.sorted { $0.frame.minX < $1.frame.minX }
            .first { $0.frame.maxX > row.contentOffset.x }?.row
    }

    @Test func aRowLaysOutOnlyItsVisibleItemsAcross() throws {
        let (list, source) = makeFeed(count: 3, items: 1_000)
        // Each section: a 30-point header and an 80-point row.
        #expect(list.numberOfRows == 6)
        let row = try #require(rowView(list, 1))
        #expect(row.frame == CGRect(x: 0, y: 140, width: 320, height: 80))
        #expect(row.contentSize.width == 109_990, "\(row.contentSize.width - 109_990)")
        #expect(list.element(forRow: 3) == .row(section: 1))
        let third = try #require(list.view(forItemAt: ItemPath(section: 1, item: 2)) as? SizedRowView)
        #expect(third.row == 1_002)
        #expect(third.frame == CGRect(x: 220, y: 0, width: 100, height: 80))
        #expect(third.superview === row)
        // Of a thousand cards, only those near the 320 points on screen have views.
        #expect(row.itemViews.count < 12)
        #expect(source.sections[1].items.count == 1_000)
    }

    @Test func scrollingARowLoadsItsItemsAlongItAndRecyclesTheOthers() throws {
        let (list, _) = makeFeed(count: 3, items: 1_000)
        let row = try #require(rowView(list, 0))
        let first = try #require(list.view(forItemAt: ItemPath(section: 0, item: 0)))
        row.contentOffset.x = 5_500
        #expect(list.view(forItemAt: ItemPath(section: 0, item: 0)) == nil)
        let card = try #require(list.view(forItemAt: ItemPath(section: 0, item: 50)) as? SizedRowView)
        #expect(card.frame.minX == 5_500)
        #expect(card.row == 50)
        // The first card's view went back to the pool: it shows another card now, or waits there.
        #expect(first.superview == nil || (first as? SizedRowView)?.row != 0)
        // The offset lives in the section, not in the view.
        #expect((try? list.driver?.controller.sections?.section(0))??.across?.offset == 5_500)
        #expect(firstVisibleCard(list, 1) == 1_000)
    }

    @Test func aRecycledRowShowsItsOwnRowsOffsetNeverAnothers() throws {
        // Many rows: scrolling the feed recycles row views between sections.
        let (list, _) = makeFeed(count: 200, items: 100)
        let top = try #require(rowView(list, 0))
        top.contentOffset.x = 330
        #expect(firstVisibleCard(list, 0) == 3)
        // Section 0 scrolls far away; its row view is reused for rows further down.
        var reusedForOthers = false
        for step in 1...40 {
            scroll(list, to: CGFloat(step) * 300)
            for section in 0..<200 {
                guard let row = rowView(list, section) else { continue }
                if row === top { reusedForOthers = true }
                // Every other row is at its own offset, 0: the nested-collection-view bug would show 330.
                if section == 0 {
                    // Still near the screen: its own offset.
                    #expect(row.contentOffset.x == 330)
                    continue
                }
                #expect(row.contentOffset.x == 0, "section \(section)")
                #expect(firstVisibleCard(list, section) == section * 100, "section \(section)")
            }
        }
        #expect(reusedForOthers)
        #expect(rowView(list, 0) == nil)
        scroll(list, to: 0)
        let back = try #require(rowView(list, 0))
        #expect(back.contentOffset.x == 330)
        #expect(firstVisibleCard(list, 0) == 3)
    }

    @Test func anUpdateElsewhereKeepsARowsOffset() throws {
        let (list, source) = makeFeed(count: 10, items: 100)
        try #require(rowView(list, 1)).contentOffset.x = 440
        // A section inserted above and another deleted below: section 1 becomes section 2, offset kept.
        source.sections.remove(at: 5)
        source.sections.insert(.init(items: [9_000, 9_001]), at: 0)
        try list.performBatchUpdates(SectionBatchUpdate(sectionDeletions: [5], sectionInsertions: [.fromDataSource(at: 0)]), animated: false)
        list.layoutIfNeeded()
        #expect(rowView(list, 2)?.contentOffset.x == 440)
        #expect(firstVisibleCard(list, 2) == 104)
        #expect(rowView(list, 0)?.contentOffset.x == 0)
        #expect(shownCards(list, 0) == [9_000, 9_001])
        // A new layout (the list reloads its sections itself) keeps it too.
        list.estimatedSectionHeaderHeight = 40
        list.layoutIfNeeded()
        #expect(rowView(list, 2)?.contentOffset.x == 440)
        // An item inserted into the row itself, before its cards: the row keeps its card views
        // (renumbered) and the card at its leading edge stays put, 110 points further along
        // (`UICollectionView.performBatchUpdates` keeps the visible content of an orthogonal section).
        let cardsBefore = try #require(rowView(list, 2)).itemViews
        source.sections[2].items.insert(-1, at: 0)
        try list.performBatchUpdates(SectionBatchUpdate(itemInsertions: [ItemPath(section: 2, item: 0)]), animated: false)
        list.layoutIfNeeded()
        #expect(rowView(list, 2)?.contentOffset.x == 550)
        #expect(firstVisibleCard(list, 2) == 104)
        let cardsAfter = try #require(rowView(list, 2)).itemViews
        #expect(cardsBefore.allSatisfy { item, view in cardsAfter[item + 1] === view })
    }

    @Test func itemViewsOfRowsComeFromTheListsPool() throws {
        let (list, _) = makeFeed(count: 500, items: 50)
        let before = list.itemViews.statistics.created
        for step in 1...60 { scroll(list, to: CGFloat(step) * 400) }
        // 24,000 points pass: some 220 rows of about four cards each were shown.
        let made = list.itemViews.statistics.created - before
        #expect(made < 80)
        #expect(list.itemViews.statistics.reused > 500)
    }

    @Test func groupsRestOnAGroupBoundary() throws {
        let source = SectionSource(count: 2, items: 100)
        source.allAcross = AcrossSectionLayout(itemWidth: 100, rowHeight: 80, itemSpacing: 10, behavior: .groups(count: 2))
        let list = makeSectionedList(source: source, clock: clock)
        let row = try #require(rowView(list, 0))
        var target = CGPoint(x: 300, y: 0)
        row.delegate?.scrollViewWillEndDragging(row, withVelocity: .zero, targetContentOffset: &target)
        #expect(target.x == 220)
        target.x = 340
        row.delegate?.scrollViewWillEndDragging(row, withVelocity: .zero, targetContentOffset: &target)
        #expect(target.x == 440)
        #expect(!row.isPagingEnabled)
        // Paged rows rest on pages of their width, as a paging scroll view does.
        source.allAcross?.behavior = .paged
        list.reloadData()
        list.layoutIfNeeded()
        #expect(rowView(list, 0)?.isPagingEnabled == true)
    }
}

extension AcrossSectionsTests {
    @Test func aDiffableFeedKeepsEachRowsOffsetByItsSectionThroughSnapshots() throws {
        let list = RecyclingListView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.clock = { [clock] in clock.now }
        list.armsTimers = false
        list.register(SizedRowView.self, forReuseIdentifier: "row")
        TestWindow.show(list)
        let dataSource = RecyclingListViewSectionedDiffableDataSource<String, Int>(listView: list) { list, _, id in
            let view = list.dequeueReusableView(withIdentifier: "row", for: 0)
            (view as? SizedRowView)?.row = id
            return view
        }
        Self.kept.append(dataSource)
        dataSource.acrossLayoutProvider = { _, section in section == "Plain" ? nil : Self.cards }
        var snapshot = SectionedListSnapshot<String, Int>()
        try snapshot.appendSections(["Trending", "New", "Plain"])
        try snapshot.appendItems(Array(0..<50), toSection: "Trending")
        try snapshot.appendItems(Array(100..<150), toSection: "New")
        try snapshot.appendItems([900, 901], toSection: "Plain")
        try dataSource.apply(snapshot, animatingDifferences: false)
        list.layoutIfNeeded()
        // Two rows of 80, then two plain 44-point items.
        #expect(list.numberOfRows == 4)
        #expect(abs((list.rowView(showing: 901)?.frame.minY ?? 0) - (160 + 44)) < 1e-9)
        try #require(list.acrossRowView(ofSection: 1)).contentOffset.x = 220
        // "New" moves above "Trending": its offset goes with it.
        var next = dataSource.snapshot()
        try next.moveSection("New", beforeSection: "Trending")
        try dataSource.apply(next, animatingDifferences: false)
        list.layoutIfNeeded()
        #expect(list.acrossRowView(ofSection: 0)?.contentOffset.x == 220)
        #expect(firstVisibleCard(list, 0) == 102)
        #expect(list.acrossRowView(ofSection: 1)?.contentOffset.x == 0)
        #expect(firstVisibleCard(list, 1) == 0)
        // Its items are selected by identifier, and the selection follows them through snapshots: the
        // section moves back, an item is inserted before the selected one in its row.
        try dataSource.selectItem(102, animated: false, scrollPosition: nil)
        #expect(list.selectedItemPaths == [ItemPath(section: 0, item: 2)])
        var back = dataSource.snapshot()
        try back.moveSection("Trending", beforeSection: "New")
        try back.insertItems([99], beforeItem: 100)
        try dataSource.apply(back, animatingDifferences: false)
        list.layoutIfNeeded()
        #expect(list.selectedItemPaths == [ItemPath(section: 1, item: 3)])
        #expect(dataSource.selectedItemIdentifiers == [102])
        #expect(list.selectedRows.isEmpty)
    }

    /// Data sources outlive the tests' locals: lists hold them weakly.
    @MainActor static var kept: [AnyObject] = []
}
