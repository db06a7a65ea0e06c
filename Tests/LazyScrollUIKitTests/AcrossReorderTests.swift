import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Items of rows scrolling across are reordered along their row (issue 22), as `UICollectionView`'s
/// interactive movement moves the cells of an orthogonally scrolling section: a long press lifts an item
/// the data source lets move (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:canmoveitemat:)),
/// the cells between make room as it is dragged
/// (https://developer.apple.com/documentation/uikit/uicollectionview/updateinteractivemovementtargetposition(_:)),
/// the drop asks the data source to move the item from its index path to the new one
/// (https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)),
/// and a cancel puts it back without asking anything
/// (https://developer.apple.com/documentation/uikit/uicollectionview/cancelinteractivemovement()).
@MainActor
@Suite struct AcrossReorderTests {
    /// The feed and its helpers: sections of a 30-point header over a row of cards 100 wide, 10 apart,
    /// 80 tall (the first row spans y 30 to 110).
    let feed = AcrossItemsTests()
    var clock: TestClock { feed.clock }
    static let cards = AcrossItemsTests.cards

    /// `count` sections of a row of `items` movable cards (identities section × items + item), with an
    /// `InteractionLog` as the delegate.
    func makeFeed(
        count: Int = 3, items: Int = 20, layout: AcrossSectionLayout = Self.cards, configure: (RecyclingListView, SectionSource) -> Void = { _, _ in }
    ) -> (RecyclingListView, SectionSource, InteractionLog) {
        let made = feed.makeFeed(count: count, items: items, layout: layout) { list, source in
            source.movable = { _ in true }
            configure(list, source)
        }
        return made
    }

    func card(_ list: RecyclingListView, _ path: ItemPath) -> SelectableRowView? { feed.card(list, path) }

    /// A finger held on the middle of the card of `path` long enough to lift it.
    func lift(_ list: RecyclingListView, _ path: ItemPath) throws -> UITouch {
        let window = try #require(list.window)
        let touch = window.standInTouchDown(at: try feed.windowPoint(list, path))
        window.standInHold(touch, for: 0.5)
        return touch
    }

    /// Lifts the card of `path` and holds it 10 points from its row's trailing edge for `frames` frames of
    /// the list's clock: the row scrolls by itself meanwhile.
    func liftToTrailingEdge(_ list: RecyclingListView, _ path: ItemPath, frames: Int) throws -> UITouch {
        let touch = try lift(list, path)
        try #require(list.window).standInMove(touch, to: CGPoint(x: 310, y: 70))
        for _ in 0..<frames {
            clock.now += 1.0 / 60
            list.tick()
        }
        return touch
    }

    /// The snapshot of a lifted item among the list's subviews.
    func snapshot(in list: RecyclingListView) -> UIView? {
        list.subviews.first { $0.standInSnapshotSource != nil }
    }

    /// Runs the drag's frames and the rows' own animations to their end.
    func settle(_ list: RecyclingListView) {
        clock.runFrames(while: { list.driver?.frameWork != nil || list.acrossRows.isAnimating }, tick: list.tick)
    }

    /// The identities the loaded cards of section `section` show, by item.
    func shownItems(_ list: RecyclingListView, section: Int) -> [Int: Int] {
        let row = list.acrossRowView(ofSection: section)
        return (row?.itemViews ?? [:]).compactMapValues { ($0 as? SizedRowView)?.row }
    }

    @Test func aLongPressLiftsAnItemTheOthersMakeRoomAlongTheRowAndTheDropMovesIt() throws {
        let (list, source, log) = makeFeed()
        let window = try #require(list.window)
        let lifted = try #require(card(list, ItemPath(section: 0, item: 0)))
        let touch = try lift(list, ItemPath(section: 0, item: 0))
        // The highlight the touch began with goes when the long press takes the finger over.
        #expect(log.events == ["shouldHighlight (0, 0)", "didHighlight (0, 0)", "didUnhighlight (0, 0)"])
        #expect(list.reorderGestureRecognizer.state == .began)
        #expect(list.reorder?.acrossRow?.section == 0)
        let picture = try #require(snapshot(in: list))
        #expect(picture.standInSnapshotSource === lifted)
        #expect(picture.frame == CGRect(x: 0, y: 30, width: 100, height: 80))
        #expect(lifted.isHidden)
        // Along the row to item 2 (x 220 to 320, short of the 60-point edge zone at 260): the snapshot
        // follows the finger, items 1 and 2 make room, item 3 stays.
        window.standInMove(touch, to: CGPoint(x: 250, y: 70))
        #expect(picture.frame == CGRect(x: 200, y: 30, width: 100, height: 80))
        #expect(list.reorder?.session.destination == 2)
        // Halfway through the 0.2-second gap, on the list's clock, items 1 and 2 have eased (cubic) 87.5%
        // of the way to their new places.
        for _ in 0..<6 {
            clock.now += 1.0 / 60
            list.tick()
        }
        let eased: CGFloat = 110 - 110 * (1 - 0.5 * 0.5 * 0.5)
        #expect(abs((card(list, ItemPath(section: 0, item: 1))?.frame.minX ?? 0) - eased) < 0.01)
        #expect(abs((card(list, ItemPath(section: 0, item: 2))?.frame.minX ?? 0) - (eased + 110)) < 0.01)
        settle(list)
        #expect(card(list, ItemPath(section: 0, item: 1))?.frame.minX == 0)
        #expect(card(list, ItemPath(section: 0, item: 2))?.frame.minX == 110)
        #expect(card(list, ItemPath(section: 0, item: 3))?.frame.minX == 330)
        // A finger wandering off the row drags the item along the row only.
        window.standInMove(touch, to: CGPoint(x: 250, y: 300))
        #expect(picture.frame.minY == 30)
        #expect(list.reorder?.acrossRow?.section == 0)
        #expect(list.reorder?.session.destination == 2)
        // Lifted: the data source moves the item with its paths, then the list moves it.
        window.standInLift(touch)
        #expect(source.moves == [.init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 2))])
        #expect(Array(source.sections[0].items.prefix(4)) == [1, 2, 0, 3])
        #expect(source.sections[1].items.first == 20)
        let moved = try #require(card(list, ItemPath(section: 0, item: 2)))
        #expect(moved.row == 0)
        #expect(moved.frame.minX == 220)
        #expect(!moved.isHidden)
        #expect(shownItems(list, section: 0).filter { $0.key < 4 } == [0: 1, 1: 2, 2: 0, 3: 3])
        #expect(snapshot(in: list) == nil)
        #expect(list.reorder == nil)
        #expect(list.reorderGestureRecognizer.state == .possible)
        #expect(list.selectedItemPaths.isEmpty)
        #expect(list.acrossRowViews.values.flatMap { $0.itemViews.values }.allSatisfy { !$0.isHidden })
    }

    @Test func aRightToLeftRowDragsItsItemsTheMirroredWay() throws {
        // Right to left the row runs from its right edge (card 0 at x 220 to 320 of the 320-point row), so
        // the drag of the left-to-right test above, mirrored, moves card 0 to 2nd place the same way.
        let (list, source, _) = makeFeed { list, _ in list.semanticContentAttribute = .forceRightToLeft }
        let window = try #require(list.window)
        let touch = try lift(list, ItemPath(section: 0, item: 0))
        let picture = try #require(snapshot(in: list))
        #expect(picture.frame == CGRect(x: 220, y: 30, width: 100, height: 80))
        window.standInMove(touch, to: CGPoint(x: 70, y: 70))
        #expect(picture.frame == CGRect(x: 20, y: 30, width: 100, height: 80))
        #expect(list.reorder?.session.destination == 2)
        settle(list)
        // Cards 1 and 2 made room towards the right: card 1 now ends at the row's right edge.
        let row = try #require(list.acrossRowView(ofSection: 0))
        let first = try #require(card(list, ItemPath(section: 0, item: 1)))
        #expect(first.frame.maxX - row.contentOffset.x == 320)
        window.standInLift(touch)
        #expect(source.moves == [.init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 2))])
        #expect(Array(source.sections[0].items.prefix(4)) == [1, 2, 0, 3])
        let moved = try #require(card(list, ItemPath(section: 0, item: 2)))
        #expect(abs(moved.frame.maxX - row.contentOffset.x - 100) < 1e-9)
    }

    @Test func anItemTheDataSourceKeepsIsNotLiftedAndALongTapStillSelectsIt() throws {
        let (list, source, _) = makeFeed { _, source in source.movable = { $0.item != 2 } }
        let window = try #require(list.window)
        let touch = try lift(list, ItemPath(section: 0, item: 2))
        #expect(list.reorderGestureRecognizer.state == .failed)
        #expect(snapshot(in: list) == nil)
        window.standInLift(touch)
        #expect(list.selectedItemPaths == [ItemPath(section: 0, item: 2)])
        #expect(source.moves.isEmpty)
        // A section data source that says nothing of moving lifts nothing.
        source.movable = nil
        let other = try lift(list, ItemPath(section: 1, item: 1))
        #expect(list.reorderGestureRecognizer.state == .failed)
        window.standInLift(other)
    }

    @Test func nearTheRowsTrailingEdgeTheRowScrollsOnTheDisplayLinkAndTheDropFollows() throws {
        let (list, source, _) = makeFeed()
        let window = try #require(list.window)
        let touch = try lift(list, ItemPath(section: 0, item: 0))
        // 10 points from the row's trailing edge, in the 60-point zone: 1,500 × 50 / 60 = 1,250 points a second.
        window.standInMove(touch, to: CGPoint(x: 310, y: 70))
        #expect(list.reorder?.session.autoScrollSpeed == 1_250)
        let link = try #require(list.driver?.displayLink)
        #expect(clock.fire(link, frames: 60))
        let row = try #require(list.acrossRowView(ofSection: 0))
        #expect(abs(row.contentOffset.x - 1_250) < 0.001)
        // The list itself stays; the snapshot stays under the finger; the drop is the card under it, (1,250 + 310) / 110.
        #expect(list.contentOffset.y == 0)
        let picture = try #require(snapshot(in: list))
        #expect(abs(picture.frame.midX - 310) < 0.001)
        #expect(list.reorder?.session.destination == 14)
        let cardsBefore = Dictionary(uniqueKeysWithValues: row.itemViews.values.map { (($0 as! SizedRowView).row, ObjectIdentifier($0)) })
        source.askedItems = []
        window.standInLift(touch)
        #expect(source.moves == [.init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 14))])
        #expect(card(list, ItemPath(section: 0, item: 14))?.row == 0)
        // The drop keeps every card's view (a collection view's interactive movement keeps its cells) and
        // asks for none of them again: only for the dropped card, whose view went while the row took the
        // drag 1,250 points away from it (its snapshot stood in for it).
        let cardsAfter = Dictionary(uniqueKeysWithValues: row.itemViews.values.map { (($0 as! SizedRowView).row, ObjectIdentifier($0)) })
        #expect(cardsBefore[0] == nil && cardsBefore.count > 3)
        #expect(cardsAfter.count > 3 && cardsAfter.allSatisfy { $0.key == 0 || cardsBefore[$0.key] == $0.value })
        #expect(source.askedItems == [ItemPath(section: 0, item: 14)])
        // The row stays where the drag took it, and the drag's frames stop with it.
        #expect(abs(row.contentOffset.x - 1_250) < 0.001)
        #expect(list.driver?.frameWork == nil)
        #expect(list.driver?.displayLink?.isPaused == true)
    }

    @Test func aCancelledDragMovesNothingAndTheRowGlidesBack() throws {
        let (list, source, _) = makeFeed()
        let window = try #require(list.window)
        let touch = try liftToTrailingEdge(list, ItemPath(section: 0, item: 1), frames: 30)
        let row = try #require(list.acrossRowView(ofSection: 0))
        #expect(row.contentOffset.x > 600)
        // A call comes in: the system cancels the touch.
        window.standInCancel(touch)
        #expect(snapshot(in: list) == nil)
        #expect(list.acrossRows.isAnimating)
        settle(list)
        #expect(source.moves.isEmpty)
        #expect(row.contentOffset.x == 0)
        #expect(list.reorder == nil)
        #expect(card(list, ItemPath(section: 0, item: 1))?.isHidden == false)
        #expect((0..<3).map { card(list, ItemPath(section: 0, item: $0))?.frame.minX } == [0, 110, 220])
        #expect(shownItems(list, section: 0).allSatisfy { $0.key == $0.value })
    }

    /// A row that rests on pages is left between two by the auto-scroll; after the drop it glides to the
    /// nearer one, as `isPagingEnabled` rests a scroll view on a multiple of its bounds
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled).
    @Test func aPagedRowComesToRestOnAPageAfterTheDrop() throws {
        let paged = AcrossSectionLayout(itemWidth: 100, rowHeight: 80, itemSpacing: 10, behavior: .paged)
        let (list, source, _) = makeFeed(layout: paged)
        let window = try #require(list.window)
        // A third of a second at 1,250 points a second: 416.67, past the first page (320).
        let touch = try liftToTrailingEdge(list, ItemPath(section: 0, item: 0), frames: 20)
        let row = try #require(list.acrossRowView(ofSection: 0))
        #expect(abs(row.contentOffset.x - 1_250.0 / 3) < 0.001)
        window.standInLift(touch)
        #expect(source.moves.count == 1)
        #expect(list.acrossRows.isAnimating)
        settle(list)
        #expect(row.contentOffset.x == 320)
        #expect(row.isPagingEnabled)
    }

    /// A moved cell keeps its selection and focus (`indexPathsForSelectedItems` after the move), and its
    /// measured width goes with it.
    @Test func theSelectionTheFocusAndTheMeasuredWidthMoveWithTheItem() throws {
        let estimated = AcrossSectionLayout(estimatedItemWidth: 100, rowHeight: 80, itemSpacing: 10)
        let width: (Int) -> CGFloat = { 60 + CGFloat($0 % 4) * 20 }
        let (list, source, _) = makeFeed(count: 2, items: 30, layout: estimated) { list, source in
            list.allowsMultipleSelection = true
            list.allowsFocus = true
            source.itemWidth = width
        }
        let row = try #require(list.acrossRowView(ofSection: 0))
        // Every card measured: the row scrolled to its end and back.
        for x in stride(from: 0, through: 3_000, by: 100) { row.contentOffset.x = CGFloat(x) }
        row.contentOffset.x = 0
        // The widths the row's scroller holds for its items, measured or not.
        func extents() -> [CGFloat?] {
            let scroller = list.row(for: .row(section: 0)).flatMap { list.acrossRows.scrollers[$0] }
            return (0..<30).map { try? scroller?.virtualizer.items.base.extent(of: $0) }
        }
        #expect(extents() == (0..<30).map { width($0) })
        try list.selectItem(at: ItemPath(section: 0, item: 1), animated: false, scrollPosition: nil)
        try list.selectItem(at: ItemPath(section: 0, item: 4), animated: false, scrollPosition: nil)
        // Item 1 (80 wide, at 70) goes to the end of the row, the row scrolling by itself.
        let window = try #require(list.window)
        let touch = try lift(list, ItemPath(section: 0, item: 1))
        window.standInMove(touch, to: CGPoint(x: 310, y: 70))
        clock.runFrames(while: { row.contentOffset.x < row.contentSize.width - 320 }, tick: list.tick)
        let destination = try #require(list.reorder?.session.destination)
        #expect(destination == 29)
        let offset = row.contentOffset.x
        window.standInLift(touch)
        #expect(source.moves == [.init(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 29))])
        // Item 4 is item 3 now; the moved item is selected and focused at its new path.
        #expect(list.selectedItemPaths == [ItemPath(section: 0, item: 3), ItemPath(section: 0, item: 29)])
        #expect(list.focusedItemPath == ItemPath(section: 0, item: 29))
        #expect(card(list, ItemPath(section: 0, item: 29))?.isSelected == true)
        // Every width moved with its item, those of cards far off screen too (no view measured them again).
        #expect(extents() == source.sections[0].items.map(width))
        #expect(card(list, ItemPath(section: 0, item: 29))?.frame.width == 80)
        #expect(row.contentOffset.x == offset)
    }

    @Test func theDragFollowsItsRowThroughUpdatesAndEndsWhenItsItemsChange() throws {
        let (list, source, _) = makeFeed()
        let window = try #require(list.window)
        let liftedCard = try #require(card(list, ItemPath(section: 1, item: 0)))
        let neighbour = try #require(card(list, ItemPath(section: 1, item: 1)))
        let touch = try lift(list, ItemPath(section: 1, item: 0))
        window.standInMove(touch, to: CGPoint(x: 140, y: 180))
        // A section arrives above: the drag follows its row, now section 2's.
        source.sections.insert(.init(hasHeader: false, items: [900]), at: 0)
        try list.performBatchUpdates(SectionBatchUpdate(sectionInsertions: [.fromDataSource(at: 0)]), animated: false)
        #expect(list.reorder?.acrossRow?.section == 2)
        #expect(list.reorder?.acrossRow?.row == list.row(for: .row(section: 2)))
        #expect(card(list, ItemPath(section: 2, item: 0))?.isHidden == true)
        window.standInLift(touch)
        #expect(source.moves == [.init(from: ItemPath(section: 2, item: 0), to: ItemPath(section: 2, item: 1))])
        #expect(Array(source.sections[2].items.prefix(2)) == [21, 20])
        // The dropped card and the one it passed keep their views, at their new places.
        #expect(card(list, ItemPath(section: 2, item: 1)) === liftedCard && liftedCard.row == 20)
        #expect(card(list, ItemPath(section: 2, item: 0)) === neighbour && neighbour.row == 21)
        // An item inserted into the lifted item's row: the drag ends with nothing to move.
        let second = try lift(list, ItemPath(section: 2, item: 1))
        window.standInMove(second, to: CGPoint(x: 250, y: 180))
        source.sections[2].items.insert(700, at: 0)
        try list.performBatchUpdates(SectionBatchUpdate(itemInsertions: [ItemPath(section: 2, item: 0)]), animated: false)
        #expect(list.reorder == nil)
        #expect(snapshot(in: list) == nil)
        #expect(list.acrossRowViews.values.flatMap { $0.itemViews.values }.allSatisfy { !$0.isHidden })
        window.standInLift(second)
        #expect(source.moves.count == 1)
        // A reload ends it too.
        let third = try lift(list, ItemPath(section: 2, item: 1))
        list.reloadData()
        #expect(list.reorder == nil)
        #expect(snapshot(in: list) == nil)
        window.standInLift(third)
        #expect(source.moves.count == 1)
    }

    @Test func aDragWhoseRowIsScrolledAwayByCodeEndsWithNothingMovedAndNoCardStaysHidden() throws {
        let (list, source, _) = makeFeed(count: 40)
        let window = try #require(list.window)
        let touch = try lift(list, ItemPath(section: 0, item: 1))
        window.standInMove(touch, to: CGPoint(x: 250, y: 70))
        // The list scrolls far by code: the row's view and its cards go back to the pool for other rows.
        list.contentOffset.y = 2_200
        list.layoutIfNeeded()
        #expect(list.acrossRowView(ofSection: 0) == nil)
        #expect(list.acrossRowViews.values.flatMap { $0.itemViews.values }.allSatisfy { !$0.isHidden })
        window.standInMove(touch, to: CGPoint(x: 150, y: 70))
        #expect(list.reorder == nil)
        #expect(snapshot(in: list) == nil)
        window.standInLift(touch)
        #expect(source.moves.isEmpty)
        // Back at the top, the row shows every card.
        list.contentOffset.y = 0
        list.layoutIfNeeded()
        #expect(shownItems(list, section: 0).allSatisfy { $0.key == $0.value })
        #expect(list.acrossRowViews.values.flatMap { $0.itemViews.values }.allSatisfy { !$0.isHidden })
    }

    // MARK: - A section data source that implements only the flat reorder methods

    /// Sections kept as one flat run of rows (a header marker, then its items), moved by the flat
    /// `listView(_:canMoveRowAt:)` and `listView(_:moveRowAt:to:)` only, as a section data source written
    /// before `canMoveItemAt` and `moveItemAt` does.
    final class FlatMovesSource: RecyclingListViewSectionDataSource {
        /// Nil for a header; an item's identity otherwise.
        var rows: [Int?]
        var asked: [Int] = []
        var moves: [(from: Int, to: Int)] = []
        var across: Int?

        init(sections: [[Int]]) {
            rows = sections.flatMap { [nil] + $0 }
        }

        var sections: [[Int]] {
            rows.reduce(into: []) { sections, row in
                if let row { sections[sections.count - 1].append(row) } else { sections.append([]) }
            }
        }

        func numberOfSections(in listView: RecyclingListView) -> Int { sections.count }
        func listView(_ listView: RecyclingListView, numberOfItemsInSection section: Int) -> Int { sections[section].count }
        func listView(_ listView: RecyclingListView, hasSupplementaryViewOfKind kind: SectionElementKind, inSection section: Int) -> Bool {
            kind == .header
        }
        func listView(_ listView: RecyclingListView, acrossLayoutForSection section: Int) -> AcrossSectionLayout? {
            section == across ? AcrossReorderTests.cards : nil
        }
        func listView(_ listView: RecyclingListView, viewForItemAt path: ItemPath) -> UIView {
            let view = listView.dequeueReusableView(withIdentifier: "row", for: 0)
            (view as? SizedRowView)?.row = sections[path.section][path.item]
            return view
        }
        func listView(_ listView: RecyclingListView, viewForSupplementaryElementOfKind kind: SectionElementKind, inSection section: Int) -> UIView {
            let header = listView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: section)
            (header as? SectionHeaderView)?.height = 30
            return header
        }
        func listView(_ listView: RecyclingListView, canMoveRowAt index: Int) -> Bool {
            asked.append(index)
            return true
        }
        func listView(_ listView: RecyclingListView, moveRowAt sourceIndex: Int, to destinationIndex: Int) {
            moves.append((sourceIndex, destinationIndex))
            rows.insert(rows.remove(at: sourceIndex), at: destinationIndex)
        }
    }

    @Test func aSectionDataSourceWithOnlyTheFlatMethodsKeepsItsReordering() throws {
        let source = FlatMovesSource(sections: [[0, 1, 2], [10, 11, 12]])
        let list = makeSectionedList(source: SectionSource(count: 0, items: 0), clock: clock) { list in
            list.register(SelectableRowView.self, forReuseIdentifier: "row")
        }
        list.dataSource = source
        list.layoutIfNeeded()
        let window = try #require(list.window)
        // Headers 30, items 44: item (0, 0) is flat row 1 at y 30; the header of section 1 at y 162.
        let itemView = { (path: ItemPath) in list.view(forItemAt: path) as? SizedRowView }
        let touch = window.standInTouchDown(at: list.convert(CGPoint(x: 100, y: 52), to: nil))
        window.standInHold(touch, for: 0.5)
        #expect(source.asked == [1])
        #expect(list.reorder != nil)
        // Into section 1, below its item 11 (y 236 to 280): the list moves it to (1, 2).
        window.standInMove(touch, to: list.convert(CGPoint(x: 100, y: 250), to: nil))
        window.standInLift(touch)
        #expect(source.moves.count == 1)
        #expect(source.moves.first.map { [$0.from, $0.to] } == [1, 6])
        #expect(source.sections == [[1, 2], [10, 11, 0, 12]])
        #expect(itemView(ItemPath(section: 1, item: 2))?.row == 0)
        #expect(itemView(ItemPath(section: 0, item: 0))?.row == 1)
        // Back up into section 0, first below its header: (1, 2) to (0, 0).
        let again = window.standInTouchDown(at: list.convert(CGPoint(x: 100, y: 270), to: nil))
        window.standInHold(again, for: 0.5)
        window.standInMove(again, to: list.convert(CGPoint(x: 100, y: 20), to: nil))
        window.standInLift(again)
        #expect(source.moves.last.map { [$0.from, $0.to] } == [6, 1])
        #expect(source.sections == [[0, 1, 2], [10, 11, 12]])
        #expect(itemView(ItemPath(section: 0, item: 0))?.row == 0)
        // Items of a row scrolling across have no flat row: the flat methods never lift them.
        source.across = 1
        list.reloadData()
        list.layoutIfNeeded()
        let card = try #require(list.view(forItemAt: ItemPath(section: 1, item: 0)))
        source.asked = []
        let press = window.standInTouchDown(at: card.convert(CGPoint(x: 50, y: 40), to: nil))
        window.standInHold(press, for: 0.5)
        #expect(list.reorderGestureRecognizer.state == .failed)
        #expect(source.asked.isEmpty)
        window.standInLift(press)
    }
}
