import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Items of rows scrolling across (issue 22 item 4): selected, highlighted, displayed, measured,
/// prefetched and focused as `UICollectionView` does them for the items of an orthogonally scrolling
/// section, whose cells are the collection view's own: a tap selects
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didselectitemat:)),
/// `willDisplay` and `didEndDisplaying` pair up
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:didenddisplaying:foritemat:)),
/// an estimated width is measured (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)),
/// and the focus moves through the section's cells.
@MainActor
@Suite struct AcrossItemsTests {
    let clock = TestClock()
    /// Cards 100 wide, 10 apart, in rows 80 tall.
    static let cards = AcrossSectionLayout(itemWidth: 100, rowHeight: 80, itemSpacing: 10)

    /// `count` sections of a 30-point header over a row of `items` selectable cards (identities
    /// section × items + item), with an `InteractionLog` as the delegate.
    func makeFeed(
        count: Int, items: Int, layout: AcrossSectionLayout = Self.cards, configure: (RecyclingListView, SectionSource) -> Void = { _, _ in }
    ) -> (RecyclingListView, SectionSource, InteractionLog) {
        let source = SectionSource(count: count, items: items)
        source.allAcross = layout
        let log = InteractionLog()
        Self.keptLogs.append(log)
        let list = makeList(showing: source, clock: clock, rowClass: SelectableRowView.self) { list in
            list.register(SectionHeaderView.self, forSupplementaryViewOfKind: .header, withReuseIdentifier: "title")
            list.delegate = log
            configure(list, source)
        }
        return (list, source, log)
    }

    static var keptLogs: [AnyObject] = []

    /// The loaded card of `path`.
    func card(_ list: RecyclingListView, _ path: ItemPath) -> SelectableRowView? {
        list.view(forItemAt: path) as? SelectableRowView
    }

    /// The window point at the middle of the card of `path`, which is loaded.
    func windowPoint(_ list: RecyclingListView, _ path: ItemPath) throws -> CGPoint {
        let view = try #require(card(list, path))
        return view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// The identities of every loaded card that shows selected, in every row.
    func cardsShowingSelected(_ list: RecyclingListView) -> [Int] {
        list.acrossRowViews.values.flatMap { $0.itemViews.values }.compactMap { $0 as? SelectableRowView }.filter(\.isSelected).map(\.row).sorted()
    }

    // MARK: - Selection

    @Test func anItemOfARowScrollingAcrossHasNoFlatRowBeforeOrAfterTheListHasASize() throws {
        // Each section is a header (row 2s) over its row of cards (row 2s + 1); the cards have no row.
        let source = SectionSource(count: 3, items: 5)
        source.allAcross = Self.cards
        let unsized = makeList(showing: source, clock: clock, size: .zero)
        let (sized, _, _) = makeFeed(count: 3, items: 5)
        for list in [unsized, sized] {
            #expect(list.row(for: .header(section: 1)) == 2)
            #expect(list.row(for: .row(section: 1)) == 3)
            #expect(list.row(for: .item(ItemPath(section: 1, item: 0))) == nil)
            #expect(list.row(for: .item(ItemPath(section: 1, item: 4))) == nil)
            #expect(list.element(forRow: 3) == .row(section: 1))
        }
        #expect(unsized.driver == nil)
        #expect(sized.driver != nil)
    }

    @Test func aTapSelectsAnItemOfARowAsACollectionViewsCellWithItsPath() throws {
        let (list, _, log) = makeFeed(count: 3, items: 100)
        let window = try #require(list.window)
        window.standInTap(at: try windowPoint(list, ItemPath(section: 0, item: 1)))
        #expect(log.events == ["shouldHighlight (0, 1)", "didHighlight (0, 1)", "shouldSelect (0, 1)", "didUnhighlight (0, 1)", "didSelect (0, 1)"])
        #expect(list.selectedItemPaths == [ItemPath(section: 0, item: 1)])
        #expect(list.isItemSelected(at: ItemPath(section: 0, item: 1)))
        #expect(card(list, ItemPath(section: 0, item: 1))?.isSelected == true)
        #expect(card(list, ItemPath(section: 0, item: 1))?.isHighlighted == false)
        #expect(cardsShowingSelected(list) == [1])
        // In a single selection, another row's item replaces it.
        log.events = []
        window.standInTap(at: try windowPoint(list, ItemPath(section: 1, item: 2)))
        #expect(log.events.suffix(2) == ["didDeselect (0, 1)", "didSelect (1, 2)"])
        #expect(list.selectedItemPaths == [ItemPath(section: 1, item: 2)])
        #expect(cardsShowingSelected(list) == [102])
        // The delegate can refuse.
        log.itemSelects = { $0.item != 3 }
        window.standInTap(at: try windowPoint(list, ItemPath(section: 1, item: 3)))
        #expect(list.selectedItemPaths == [ItemPath(section: 1, item: 2)])
        // A tap on a header selects nothing.
        let header = try #require(list.sectionView(.header, 0))
        window.standInTap(at: header.convert(CGPoint(x: 10, y: 10), to: nil))
        #expect(list.selectedItemPaths == [ItemPath(section: 1, item: 2)])
    }

    @Test func multipleSelectionTogglesItemsAndTheirStateFollowsRecycling() throws {
        let (list, _, log) = makeFeed(count: 200, items: 100) { list, _ in list.allowsMultipleSelection = true }
        let window = try #require(list.window)
        window.standInTap(at: try windowPoint(list, ItemPath(section: 0, item: 0)))
        window.standInTap(at: try windowPoint(list, ItemPath(section: 0, item: 2)))
        window.standInTap(at: try windowPoint(list, ItemPath(section: 1, item: 1)))
        #expect(list.selectedItemPaths == [ItemPath(section: 0, item: 0), ItemPath(section: 0, item: 2), ItemPath(section: 1, item: 1)])
        log.events = []
        window.standInTap(at: try windowPoint(list, ItemPath(section: 0, item: 0)))
        #expect(log.events.suffix(2) == ["didUnhighlight (0, 0)", "didDeselect (0, 0)"])
        #expect(cardsShowingSelected(list) == [2, 101])
        // The row scrolls across: the selected card's view goes back to the pool and shows other cards,
        // never selected; back again, the card shows selected.
        let row = try #require(list.acrossRowView(ofSection: 0))
        row.contentOffset.x = 2_200
        #expect(card(list, ItemPath(section: 0, item: 2)) == nil)
        #expect(cardsShowingSelected(list) == [101])
        row.contentOffset.x = 0
        #expect(cardsShowingSelected(list) == [2, 101])
        // The feed scrolls far: row views are recycled for other sections, which show nothing selected.
        for step in 1...30 {
            list.contentOffset.y = CGFloat(step) * 330
            list.layoutIfNeeded()
            #expect(cardsShowingSelected(list).allSatisfy { $0 == 2 || $0 == 101 })
        }
        #expect(list.acrossRowView(ofSection: 0) == nil)
        list.contentOffset.y = 0
        list.layoutIfNeeded()
        #expect(cardsShowingSelected(list) == [2, 101])
        #expect(list.isItemSelected(at: ItemPath(section: 0, item: 2)))
    }

    @Test func selectingItemsByCodeChecksThemAndScrollsTheirRow() throws {
        let (list, _, log) = makeFeed(count: 20, items: 100)
        try list.selectItem(at: ItemPath(section: 1, item: 40), animated: false, scrollPosition: .start)
        #expect(log.events.isEmpty)
        #expect(list.selectedItemPaths == [ItemPath(section: 1, item: 40)])
        // The row came to the top, scrolled across to the item at its leading edge.
        let row = try #require(list.acrossRowView(ofSection: 1))
        #expect(row.contentOffset.x == 4_400)
        #expect(card(list, ItemPath(section: 1, item: 40))?.isSelected == true)
        // Out-of-range items throw and change nothing.
        #expect(throws: LazyScrollError.self) { try list.selectItem(at: ItemPath(section: 1, item: 100), animated: false, scrollPosition: nil) }
        #expect(throws: LazyScrollError.self) { try list.deselectItem(at: ItemPath(section: 1, item: -1), animated: false) }
        #expect(list.selectedItemPaths == [ItemPath(section: 1, item: 40)])
        // A row selected by code replaces the item in a single selection, and the other way round.
        try list.selectItem(at: ItemPath(section: 1, item: 41), animated: false, scrollPosition: nil)
        #expect(list.selectedItemPaths == [ItemPath(section: 1, item: 41)])
        try list.deselectItem(at: ItemPath(section: 1, item: 41), animated: false)
        #expect(list.selectedItemPaths.isEmpty)
        #expect(card(list, ItemPath(section: 1, item: 41))?.isSelected == false)
        // Without selection, selecting throws.
        list.allowsSelection = false
        #expect(throws: LazyScrollError.self) { try list.selectItem(at: ItemPath(section: 1, item: 2), animated: false, scrollPosition: nil) }
    }

    @Test func aSelectedItemFollowsSectionAndItemUpdates() throws {
        let (list, source, _) = makeFeed(count: 6, items: 10) { list, _ in list.allowsMultipleSelection = true }
        try list.selectItem(at: ItemPath(section: 2, item: 3), animated: false, scrollPosition: nil)
        try list.selectItem(at: ItemPath(section: 4, item: 0), animated: false, scrollPosition: nil)
        // A section inserted above, an item deleted before the selected one, the other's section deleted.
        source.sections.insert(.init(items: [900, 901]), at: 0)
        source.sections[3].items.remove(at: 1)
        source.sections.remove(at: 5)
        try list.performBatchUpdates(SectionBatchUpdate(
            sectionDeletions: [4], sectionInsertions: [.fromDataSource(at: 0)], itemDeletions: [ItemPath(section: 2, item: 1)]), animated: false)
        list.layoutIfNeeded()
        #expect(list.selectedItemPaths == [ItemPath(section: 3, item: 2)])
        #expect(source.sections[3].items[2] == 23)
        // An item moved to another row keeps its selection.
        source.sections[1].items.insert(source.sections[3].items.remove(at: 2), at: 0)
        try list.performBatchUpdates(SectionBatchUpdate(itemMoves: [.init(from: ItemPath(section: 3, item: 2), to: ItemPath(section: 1, item: 0))]), animated: false)
        list.layoutIfNeeded()
        #expect(list.selectedItemPaths == [ItemPath(section: 1, item: 0)])
        #expect(cardsShowingSelected(list) == [23])
        // A refused update changes nothing.
        #expect(throws: LazyScrollError.self) { try list.performBatchUpdates(SectionBatchUpdate(sectionDeletions: [0]), animated: false) }
        #expect(list.selectedItemPaths == [ItemPath(section: 1, item: 0)])
        // A reload deselects, as in UIKit.
        list.reloadData()
        #expect(list.selectedItemPaths.isEmpty)
    }

    /// A select-all selects the items of rows scrolling across too, as selecting each of them with
    /// `selectItem(at:animated:scrollPosition:)` would, which calls no delegate method
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/selectitem(at:animated:scrollposition:));
    /// headers and footers, supplementary views, are never selected.
    @Test func selectingAllSelectsTheItemsOfRowsButNoHeaderOrFooterAndDeselectingAllDeselectsThem() throws {
        let (list, _, log) = makeFeed(count: 4, items: 5) { list, source in
            list.allowsMultipleSelection = true
            list.register(SectionHeaderView.self, forSupplementaryViewOfKind: .footer, withReuseIdentifier: "title")
            source.allAcross = nil
            source.across = [0: Self.cards, 2: Self.cards]
            for section in source.sections.indices { source.sections[section].hasFooter = true }
        }
        let all = (0..<4).flatMap { section in (0..<5).map { ItemPath(section: section, item: $0) } }
        let loadedCards = list.acrossRowViews.values.flatMap { $0.itemViews.values }.compactMap { $0 as? SelectableRowView }.map(\.row).sorted()
        #expect(!loadedCards.isEmpty)
        try list.selectAllRows()
        #expect(log.events.isEmpty)
        #expect(list.selectedItemPaths == all)
        #expect(all.allSatisfy { list.isItemSelected(at: $0) })
        // Ten items of two rows, and none of the headers and footers around them.
        #expect(list.rowStates.acrossSelection.count == 10)
        #expect(cardsShowingSelected(list) == loadedCards)
        // The user can deselect one of them as any other.
        let window = try #require(list.window)
        window.standInTap(at: try windowPoint(list, ItemPath(section: 0, item: 1)))
        #expect(!list.isItemSelected(at: ItemPath(section: 0, item: 1)))
        #expect(list.selectedItemPaths.count == 19)
        list.deselectAllRows()
        #expect(list.selectedItemPaths.isEmpty)
        #expect(list.rowStates.acrossSelection.count == 0)
        #expect(cardsShowingSelected(list).isEmpty)
        // In a single selection a select-all throws and leaves the selected item as it was.
        list.allowsMultipleSelection = false
        try list.selectItem(at: ItemPath(section: 2, item: 3), animated: false, scrollPosition: nil)
        #expect(throws: LazyScrollError.self) { try list.selectAllRows() }
        #expect(list.selectedItemPaths == [ItemPath(section: 2, item: 3)])
        #expect(cardsShowingSelected(list) == [13])
    }

    // MARK: - Animated scrolls across

    /// `UICollectionView.scrollToItem(at:at:animated:)` animates an orthogonally scrolling section to its
    /// item as it animates the collection view's own offset
    /// (https://developer.apple.com/documentation/uikit/uicollectionview/scrolltoitem(at:at:animated:)):
    /// the row glides on the list's clock and display link, frame by frame where the row's scroller
    /// puts it, though the list itself does not move.
    @Test func anAnimatedScrollToAnItemGlidesItsRowOnTheListsClock() throws {
        let (list, _, _) = makeFeed(count: 20, items: 100)
        let index = try #require(list.row(for: .row(section: 0)))
        let row = try #require(list.acrossRowView(ofSection: 0))
        // The glide of the row's own scroller, from the same start, at the same times.
        var model = try #require(list.acrossRows.scrollers[index])
        var landed = model
        _ = try landed.scroll(toItem: 40, at: .nearest, animated: false, time: clock.now)
        let target = landed.offset
        #expect(target == 40 * 110 + 100 - list.bounds.width)
        _ = try model.scroll(toItem: 40, at: .nearest, animated: true, time: clock.now)
        list.scrollToItem(at: ItemPath(section: 0, item: 40), at: .nearest, animated: true)
        #expect(row.contentOffset.x == 0)
        #expect(list.driver?.controller.isAnimating == false)
        #expect(list.driver?.displayLink?.isPaused == false)
        var offsets: [CGFloat] = []
        clock.runFrames(while: { list.acrossRows.isAnimating }, tick: {
            list.tick()
            _ = model.tick(time: clock.now)
            offsets.append(row.contentOffset.x)
            #expect(row.contentOffset.x == model.offset)
        })
        #expect(offsets.count > 5)
        #expect(offsets == offsets.sorted())
        #expect(offsets.dropLast().allSatisfy { $0 > 0 && $0 < target })
        #expect(row.contentOffset.x == target)
        #expect(list.driver?.displayLink?.isPaused == true)
        #expect(card(list, ItemPath(section: 0, item: 40)) != nil)
        #expect(list.contentOffset.y == 0)
    }

    /// Selecting an item with `animated` and a scroll position glides both ways at once: the list to
    /// the item's row, and the row across to the item, each frame where their scrollers put them.
    @Test func anAnimatedSelectionGlidesTheListAndTheRowTogether() throws {
        let (list, _, _) = makeFeed(count: 20, items: 100)
        let index = try #require(list.row(for: .row(section: 3)))
        let row = try #require(list.acrossRowView(ofSection: 3))
        var model = try #require(list.acrossRows.scrollers[index])
        _ = try model.scroll(toItem: 40, at: .start, animated: true, time: clock.now)
        try list.selectItem(at: ItemPath(section: 3, item: 40), animated: true, scrollPosition: .start)
        #expect(list.selectedItemPaths == [ItemPath(section: 3, item: 40)])
        #expect(row.contentOffset.x == 0)
        #expect(list.contentOffset.y == 0)
        var downs: [CGFloat] = []
        clock.runFrames(while: { list.acrossRows.isAnimating || list.driver?.controller.isAnimating == true }, tick: {
            list.tick()
            _ = model.tick(time: clock.now)
            #expect(row.contentOffset.x == model.offset)
            downs.append(list.contentOffset.y)
        })
        #expect(row.contentOffset.x == 4_400)
        #expect(downs.count > 5)
        #expect(downs.dropLast().contains { $0 > 0 && $0 < downs.last! })
        #expect(card(list, ItemPath(section: 3, item: 40))?.isSelected == true)
    }

    /// A row far down, without a view when the animated selection asks for it, glides across once the
    /// list's glide has loaded it, and lands on the item as a row on screen does.
    @Test func aRowTheListGlidesToFromFarAwayGlidesAcrossOnceLoaded() throws {
        let (list, _, _) = makeFeed(count: 40, items: 100)
        #expect(list.acrossRowView(ofSection: 30) == nil)
        try list.selectItem(at: ItemPath(section: 30, item: 40), animated: true, scrollPosition: .start)
        var acrossWhileLoaded: [CGFloat] = []
        clock.runFrames(while: { list.acrossRows.isAnimating || list.driver?.controller.isAnimating == true }, tick: {
            list.tick()
            if let row = list.acrossRowView(ofSection: 30) { acrossWhileLoaded.append(row.contentOffset.x) }
        })
        let row = try #require(list.acrossRowView(ofSection: 30))
        #expect(row.contentOffset.x == 4_400)
        #expect(list.pendingAcrossScroll == nil)
        #expect(acrossWhileLoaded.contains { $0 > 0 && $0 < 4_400 })
        #expect(card(list, ItemPath(section: 30, item: 40))?.isSelected == true)
    }

    // MARK: - Display callbacks

    @Test func itemsOfRowsAreToldWhenTheyComeIntoViewAndLeaveItOnceEach() throws {
        let log = AcrossDisplayLog()
        Self.keptLogs.append(log)
        let (list, source, _) = makeFeed(count: 100, items: 50) { list, _ in list.delegate = log }
        // The first screen: three rows of three cards in view (320 points: cards 0, 1, 2).
        #expect(log.displayedPaths == [0, 1, 2, 50, 51, 52, 100, 101, 102, 150, 151, 152, 200, 201, 202].map { ItemPath(section: $0 / 50, item: $0 % 50) })
        let row = try #require(list.acrossRowView(ofSection: 0))
        row.contentOffset.x = 550
        // Cards 5 to 7 are in view; 0 to 2 ended, each once.
        #expect(log.displayedPaths.filter { $0.section == 0 } == [5, 6, 7].map { ItemPath(section: 0, item: $0) })
        #expect(log.ended.filter { $0.section == 0 }.sorted() == [0, 1, 2].map { ItemPath(section: 0, item: $0) })
        for step in 1...40 {
            list.contentOffset.y = CGFloat(step) * 200
            list.layoutIfNeeded()
            if step % 7 == 0 { list.acrossRowView(ofSection: step / 2)?.contentOffset.x = CGFloat(step) * 37 }
        }
        // Every display that began ended once, but those still in view; these are the cards visible in
        // the rows on screen.
        #expect(log.unbalanced.isEmpty)
        #expect(Set(log.displayed.keys) == cardsInView(list))
        #expect(log.displayedPaths.allSatisfy { $0.section > 0 })
        // A section on screen deleted: its cards end with the paths they had; those below stay
        // displayed, their paths renumbered.
        let shownSection = try #require(log.displayedPaths.first?.section)
        source.sections.remove(at: shownSection)
        try list.performBatchUpdates(SectionBatchUpdate(sectionDeletions: [shownSection]), animated: false)
        list.layoutIfNeeded()
        #expect(log.ended.suffix(3).allSatisfy { $0.section == shownSection })
        #expect(log.unbalanced.isEmpty)
        #expect(Set(log.displayed.keys) == cardsInView(list))
        // A reload ends them all.
        let before = log.ended.count
        list.reloadData()
        list.layoutIfNeeded()
        #expect(log.ended.count > before)
        #expect(log.unbalanced.isEmpty)
        #expect(Set(log.displayed.keys) == cardsInView(list))
    }

    /// The card views that show on screen, by their frames: in the rows the screen shows, the part of
    /// the row its offset shows.
    func cardsInView(_ list: RecyclingListView) -> Set<ObjectIdentifier> {
        var inView: Set<ObjectIdentifier> = []
        for view in list.acrossRowViews.values where view.frame.maxY > list.contentOffset.y && view.frame.minY < list.contentOffset.y + 480 {
            for card in view.itemViews.values where card.frame.maxX > view.contentOffset.x && card.frame.minX < view.contentOffset.x + 320 {
                inView.insert(ObjectIdentifier(card))
            }
        }
        return inView
    }

    // MARK: - Self-sizing

    @Test func itemsOfEstimatedWidthAreMeasuredAndTheLeadingItemStaysPut() throws {
        let estimated = AcrossSectionLayout(estimatedItemWidth: 100, rowHeight: 80, itemSpacing: 10)
        let (list, source, _) = makeFeed(count: 40, items: 200, layout: estimated) { _, source in source.itemWidth = { _ in 100 } }
        let row = try #require(list.acrossRowView(ofSection: 0))
        #expect(card(list, ItemPath(section: 0, item: 1))?.frame == CGRect(x: 110, y: 0, width: 100, height: 80))
        // Cards grow (their text did): those loaded from now on measure 150 wide.
        source.itemWidth = { _ in 150 }
        row.contentOffset.x = 1_980
        // Card 18 was at the leading edge, 1,980 points along (18 × 110): it stays there on screen while
        // the cards loaded around it measure 150.
        let leading = try #require(card(list, ItemPath(section: 0, item: 18)))
        #expect(leading.frame.width == 150)
        #expect(leading.frame.minX - row.contentOffset.x == 0)
        let loaded = row.itemViews.keys.filter { $0 >= 18 }.compactMap { row.itemViews[$0] }
        #expect(loaded.allSatisfy { $0.frame.width == 150 })
        #expect(card(list, ItemPath(section: 0, item: 19))?.frame.minX == leading.frame.maxX + 10)
        // The row's content holds the measured cards: wider than 200 estimated ones.
        #expect(row.contentSize.width > 200 * 110 - 10)
        // The widths stay with the section when its row is recycled and comes back.
        let width = row.contentSize.width
        let offset = row.contentOffset.x
        let leadingFrame = leading.frame
        list.contentOffset.y = 2_000
        list.layoutIfNeeded()
        #expect(list.acrossRowView(ofSection: 0) == nil)
        list.contentOffset.y = 0
        list.layoutIfNeeded()
        let back = try #require(list.acrossRowView(ofSection: 0))
        #expect(back.contentSize.width == width)
        #expect(back.contentOffset.x == offset)
        #expect(card(list, ItemPath(section: 0, item: 18))?.frame == leadingFrame)
    }

    // MARK: - Prefetching

    @Test func itemsAheadInARowArePrefetchedAndCancelledWhenLeftBehind() throws {
        let recorder = ItemPrefetchRecorder()
        let (list, _, _) = makeFeed(count: 20, items: 1_000) { list, _ in list.prefetchDataSource = recorder }
        // Each row asked for the cards past its loaded ones.
        let row = try #require(list.acrossRowView(ofSection: 0))
        let loaded = Set(row.itemViews.keys)
        let asked = recorder.outstanding.filter { $0.section == 0 }.map(\.item)
        #expect(!asked.isEmpty)
        #expect(asked.allSatisfy { !loaded.contains($0) && $0 > loaded.max()! })
        // Scrolling the row across: cards are prefetched before their views are asked for, and those
        // left behind are cancelled.
        for step in 1...20 { row.contentOffset.x = CGFloat(step) * 110 }
        let outstanding = recorder.outstanding.filter { $0.section == 0 }.map(\.item)
        #expect((0...10).allSatisfy { recorder.cancelled.contains(ItemPath(section: 0, item: $0)) })
        #expect(outstanding.allSatisfy { $0 > 10 })
        #expect(outstanding.contains { $0 > row.itemViews.keys.max()! })
        // Other rows were not touched.
        #expect(!recorder.cancelled.contains { $0.section != 0 })
        row.contentOffset.x = 50_000
        #expect(outstanding.allSatisfy { recorder.cancelled.contains(ItemPath(section: 0, item: $0)) })
        // The row leaves the list's windows: what it still had asked for is cancelled.
        #expect(!recorder.outstanding.filter { $0.section == 0 }.isEmpty)
        list.contentOffset.y = 1_000
        list.layoutIfNeeded()
        #expect(list.acrossRowView(ofSection: 0) == nil)
        #expect(recorder.outstanding.filter { $0.section == 0 }.isEmpty)
        #expect(recorder.outstanding.filter { $0.section == 0 }.allSatisfy { $0.item > 440 })
    }

    // MARK: - Keyboard focus

    @Test func arrowKeysMoveTheFocusIntoAndAlongARow() throws {
        let (list, source, log) = makeFeed(count: 10, items: 30) { list, _ in list.allowsFocus = true }
        let window = try #require(list.window)
        #expect(list.becomeFirstResponder())
        window.standInPressKey(.keyboardDownArrow)
        #expect(list.focusedItemPath == ItemPath(section: 0, item: 0))
        #expect(card(list, ItemPath(section: 0, item: 0))?.isKeyboardFocused == true)
        // Right along the row, which scrolls to keep the focused card in view.
        for _ in 0..<5 { window.standInPressKey(.keyboardRightArrow) }
        #expect(list.focusedItemPath == ItemPath(section: 0, item: 5))
        let row = try #require(list.acrossRowView(ofSection: 0))
        let focused = try #require(card(list, ItemPath(section: 0, item: 5)))
        #expect(focused.isKeyboardFocused)
        #expect(focused.frame.maxX == row.contentOffset.x + 320)
        #expect(card(list, ItemPath(section: 0, item: 0))?.isKeyboardFocused != true)
        #expect(log.events.suffix(2) == ["didFocus (0, 4)", "didFocus (0, 5)"])
        // Down into the next row: its first card in view.
        window.standInPressKey(.keyboardDownArrow)
        #expect(list.focusedItemPath == ItemPath(section: 1, item: 0))
        #expect(focused.isKeyboardFocused == false)
        // Left at the row's start goes nowhere; Return selects the focused card.
        window.standInPressKey(.keyboardLeftArrow)
        #expect(list.focusedItemPath == ItemPath(section: 1, item: 0))
        window.standInPressKey(.keyboardReturnOrEnter)
        #expect(list.selectedItemPaths == [ItemPath(section: 1, item: 0)])
        #expect(log.events.last == "didSelect (1, 0)")
        // Up, back to the first row: the focus lands on the card in view there.
        window.standInPressKey(.keyboardUpArrow)
        #expect(list.focusedItemPath?.section == 0)
        #expect(list.focusedItemPath.flatMap { card(list, $0) }?.isKeyboardFocused == true)
        // The focus stays on its item through an update that renumbers it.
        let focusedBefore = try #require(list.focusedItemPath)
        source.sections.insert(.init(items: [900]), at: 0)
        try list.performBatchUpdates(SectionBatchUpdate(sectionInsertions: [.fromDataSource(at: 0)]), animated: false)
        list.layoutIfNeeded()
        #expect(list.focusedItemPath == ItemPath(section: focusedBefore.section + 1, item: focusedBefore.item))
        // With selectionFollowsFocus, the focus selects as it moves along the row.
        list.selectionFollowsFocus = true
        let start = try #require(list.focusedItemPath)
        window.standInPressKey(.keyboardRightArrow)
        #expect(list.selectedItemPaths == [ItemPath(section: start.section, item: start.item + 1)])
    }

    @Test func aFingerHighlightsTheItemItIsOnUntilItLiftsOrScrolls() throws {
        let (list, _, log) = makeFeed(count: 3, items: 100)
        let window = try #require(list.window)
        let touch = window.standInTouchDown(at: try windowPoint(list, ItemPath(section: 0, item: 2)))
        window.standInHold(touch, for: 0.2)
        #expect(card(list, ItemPath(section: 0, item: 2))?.isHighlighted == true)
        #expect(log.events == ["shouldHighlight (0, 2)", "didHighlight (0, 2)"])
        // The finger moves off to the next card: the highlight goes and lifting selects nothing.
        window.standInMove(touch, to: try windowPoint(list, ItemPath(section: 0, item: 1)))
        #expect(card(list, ItemPath(section: 0, item: 2))?.isHighlighted == false)
        window.standInLift(touch)
        #expect(list.selectedItemPaths.isEmpty)
        #expect(log.events.last == "didUnhighlight (0, 2)")
    }
}

/// A delegate that counts the display of items of rows scrolling across, by view: an update renumbers
/// the paths of displayed items without ending their display, as `UICollectionView` does.
@MainActor
final class AcrossDisplayLog: NSObject, RecyclingListViewDelegate {
    /// The views displayed now, with the path each was displayed with.
    var displayed: [ObjectIdentifier: ItemPath] = [:]
    /// Every end of display, in order.
    var ended: [ItemPath] = []
    /// Views displayed twice without an end, or ended without being displayed.
    var unbalanced: [String] = []

    /// The identity each displayed card showed when its display began.
    private var identities: [ObjectIdentifier: Int] = [:]

    func listView(_ listView: RecyclingListView, willDisplay view: UIView, forItemAt path: ItemPath) {
        if displayed.updateValue(path, forKey: ObjectIdentifier(view)) != nil { unbalanced.append("will \(path) twice") }
        identities[ObjectIdentifier(view)] = (view as? SizedRowView)?.row
    }

    func listView(_ listView: RecyclingListView, didEndDisplaying view: UIView, forItemAt path: ItemPath) {
        if displayed.removeValue(forKey: ObjectIdentifier(view)) == nil { unbalanced.append("did end \(path)") }
        // UIKit's order: the end of display comes before the cell is reused and configured again.
        if identities.removeValue(forKey: ObjectIdentifier(view)) != (view as? SizedRowView)?.row { unbalanced.append("did end \(path) after reuse") }
        ended.append(path)
    }

    /// The paths displayed now, as they were told.
    var displayedPaths: [ItemPath] { displayed.values.sorted() }
}

/// Records the items of rows scrolling across asked to prefetch and cancel.
@MainActor
final class ItemPrefetchRecorder: RecyclingListViewDataSourcePrefetching {
    var prefetched: Set<ItemPath> = []
    var cancelled: Set<ItemPath> = []
    var outstanding: Set<ItemPath> = []

    func listView(_ listView: RecyclingListView, prefetchRowsAt indices: [Int]) {}
    func listView(_ listView: RecyclingListView, prefetchItemsAt paths: [ItemPath]) {
        prefetched.formUnion(paths)
        outstanding.formUnion(paths)
    }
    func listView(_ listView: RecyclingListView, cancelPrefetchingForItemsAt paths: [ItemPath]) {
        cancelled.formUnion(paths)
        outstanding.subtract(paths)
    }
}
