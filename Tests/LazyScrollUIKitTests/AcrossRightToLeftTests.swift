import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Rows scrolling across in a right-to-left layout run from the right, as a collection view flips its
/// layout for the opposite direction
/// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/flipshorizontallyinoppositelayoutdirection):
/// the first item at the right (leading) edge, the row starting scrolled to its content's right end.
/// The direction comes from `effectiveUserInterfaceLayoutDirection`, which the stand-in answers from
/// `semanticContentAttribute` and the window's traits as Apple documents
/// (https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection).
@MainActor
@Suite struct AcrossRightToLeftTests {
    let clock = TestClock()
    /// Cards 100 wide, 10 apart, in rows 80 tall: 100 cards are 10,990 points of content.
    static let cards = AcrossSectionLayout(itemWidth: 100, rowHeight: 80, itemSpacing: 10)
    static let contentWidth: CGFloat = 100 * 110 - 10
    /// Where a row at its first item rests: its content's right end at the row's right edge.
    static let start = contentWidth - 320

    /// `count` sections of a 30-point header over a row of `items` selectable cards, right to left
    /// (forced by the list's `semanticContentAttribute`) unless `rightToLeft` is false.
    func makeFeed(
        count: Int, items: Int, layout: AcrossSectionLayout = Self.cards, rightToLeft: Bool = true,
        configure: (RecyclingListView, SectionSource) -> Void = { _, _ in }
    ) -> (RecyclingListView, SectionSource) {
        let source = SectionSource(count: count, items: items)
        source.allAcross = layout
        let list = makeList(showing: source, clock: clock, rowClass: SelectableRowView.self) { list in
            list.register(SectionHeaderView.self, forSupplementaryViewOfKind: .header, withReuseIdentifier: "title")
            if rightToLeft { list.semanticContentAttribute = .forceRightToLeft }
            configure(list, source)
        }
        return (list, source)
    }

    func card(_ list: RecyclingListView, _ section: Int, _ item: Int) -> UIView? {
        list.view(forItemAt: ItemPath(section: section, item: item))
    }

    /// How far the row of `section` is scrolled from its first item, as the engine keeps it.
    func leadingOffset(_ list: RecyclingListView, _ section: Int) -> CGFloat? {
        list.row(for: .row(section: section)).flatMap { list.acrossRows.scrollers[$0]?.offset }
    }

    @Test func theFirstItemSitsAtTheRightEdgeAndTheRowScrollsTheMirroredWay() throws {
        let (list, _) = makeFeed(count: 30, items: 100)
        let row = try #require(list.acrossRowView(ofSection: 0))
        #expect(row.contentSize.width == Self.contentWidth)
        #expect(row.contentOffset.x == Self.start)
        #expect(!row.isPagingEnabled)
        // Card 0 ends at the row's right edge; card 1 is to its left, 10 points apart.
        let first = try #require(card(list, 0, 0))
        #expect(first.frame == CGRect(x: Self.contentWidth - 100, y: 0, width: 100, height: 80))
        #expect(first.frame.maxX - row.contentOffset.x == 320)
        #expect(card(list, 0, 1)?.frame.maxX == first.frame.minX - 10)
        // The finger moves the content to the right (the offset goes down): the cards after come in
        // from the left, 550 points along the row (card 5 at the right edge).
        row.contentOffset.x = Self.start - 550
        #expect(leadingOffset(list, 0) == 550)
        #expect(card(list, 0, 5).map { $0.frame.maxX - row.contentOffset.x } == 320)
        #expect(card(list, 0, 7).map { $0.frame.minX - row.contentOffset.x } == 0)
        row.contentOffset.x = Self.start - 2_200
        #expect(card(list, 0, 0) == nil)
        // The row scrolls away and its view is recycled for other rows; back, it shows its offset.
        list.contentOffset.y = 2_000
        list.layoutIfNeeded()
        #expect(list.acrossRowView(ofSection: 0) == nil)
        list.contentOffset.y = 0
        list.layoutIfNeeded()
        let back = try #require(list.acrossRowView(ofSection: 0))
        #expect(back.contentOffset.x == Self.start - 2_200)
        #expect(card(list, 0, 20).map { $0.frame.maxX - back.contentOffset.x } == 320)
        // The other rows start at their first item, at the right.
        #expect(list.acrossRowView(ofSection: 1)?.contentOffset.x == Self.start)
    }

    @Test func aTapNearTheRightEdgeSelectsTheFirstItem() throws {
        let (list, _) = makeFeed(count: 3, items: 100)
        let window = try #require(list.window)
        let row = try #require(list.acrossRowView(ofSection: 0))
        window.standInTap(at: row.convert(CGPoint(x: row.contentOffset.x + 300, y: 40), to: nil))
        #expect(list.selectedItemPaths == [ItemPath(section: 0, item: 0)])
        window.standInTap(at: row.convert(CGPoint(x: row.contentOffset.x + 20, y: 40), to: nil))
        #expect(list.selectedItemPaths == [ItemPath(section: 0, item: 2)])
    }

    @Test func theLeadingInsetIsOnTheRight() throws {
        let inset = AcrossSectionLayout(itemWidth: 100, rowHeight: 80, itemSpacing: 10, insets: ContentInsets(leading: 16, trailing: 4))
        let (list, _) = makeFeed(count: 3, items: 100, layout: inset)
        let row = try #require(list.acrossRowView(ofSection: 0))
        #expect(row.contentSize.width == 16 + Self.contentWidth + 4)
        // Card 0 ends 16 points from the row's right edge.
        let end = try #require(card(list, 0, 0)).frame.maxX - row.contentOffset.x
        #expect(end == 304)
    }

    @Test func aRowNarrowerThanTheListStartsAtItsRightEdge() throws {
        let (list, _) = makeFeed(count: 3, items: 2)
        let row = try #require(list.acrossRowView(ofSection: 0))
        #expect(row.contentOffset.x == 0)
        #expect(card(list, 0, 0)?.frame.maxX == 320)
        #expect(card(list, 0, 1)?.frame.maxX == 210)
    }

    @Test func aChangeOfDirectionRelaysTheRowsKeepingEachRowsFirstVisibleItem() throws {
        let (list, _) = makeFeed(count: 30, items: 100, rightToLeft: false)
        let first = try #require(list.acrossRowView(ofSection: 0))
        let second = try #require(list.acrossRowView(ofSection: 1))
        first.contentOffset.x = 550
        second.contentOffset.x = 1_100
        #expect(card(list, 0, 5).map { $0.frame.minX - first.contentOffset.x } == 0)
        // The language turns right to left: each row keeps its first visible card, now at the right.
        let window = try #require(list.window)
        window.standInSetTraits(UITraitCollection(layoutDirection: .rightToLeft))
        list.layoutIfNeeded()
        #expect(first.contentOffset.x == Self.start - 550)
        #expect(second.contentOffset.x == Self.start - 1_100)
        #expect(card(list, 0, 5).map { $0.frame.maxX - first.contentOffset.x } == 320)
        #expect(card(list, 1, 10).map { $0.frame.maxX - second.contentOffset.x } == 320)
        #expect(leadingOffset(list, 0) == 550)
        // The content forces left to right again: back where they were.
        list.semanticContentAttribute = .forceLeftToRight
        list.layoutIfNeeded()
        #expect(first.contentOffset.x == 550)
        #expect(card(list, 0, 5).map { $0.frame.minX - first.contentOffset.x } == 0)
        #expect(card(list, 1, 10).map { $0.frame.minX - second.contentOffset.x } == 0)
    }

    @Test func theLeftArrowMovesTheFocusToTheNextItemOnItsLeft() throws {
        let (list, _) = makeFeed(count: 10, items: 30) { list, _ in list.allowsFocus = true }
        let window = try #require(list.window)
        #expect(list.becomeFirstResponder())
        window.standInPressKey(.keyboardDownArrow)
        #expect(list.focusedItemPath == ItemPath(section: 0, item: 0))
        // The right arrow at the row's first item (its right end) goes nowhere.
        window.standInPressKey(.keyboardRightArrow)
        #expect(list.focusedItemPath == ItemPath(section: 0, item: 0))
        window.standInPressKey(.keyboardLeftArrow)
        #expect(list.focusedItemPath == ItemPath(section: 0, item: 1))
        let row = try #require(list.acrossRowView(ofSection: 0))
        let zero = try #require(card(list, 0, 0))
        #expect(card(list, 0, 1).map { $0.frame.maxX < zero.frame.minX } == true)
        // Further left, the row scrolls as little as it takes: card 5 whole at the left edge.
        for _ in 0..<4 { window.standInPressKey(.keyboardLeftArrow) }
        #expect(list.focusedItemPath == ItemPath(section: 0, item: 5))
        #expect(card(list, 0, 5).map { $0.frame.minX - row.contentOffset.x } == 0)
        #expect((card(list, 0, 5) as? SelectableRowView)?.isKeyboardFocused == true)
        window.standInPressKey(.keyboardRightArrow)
        #expect(list.focusedItemPath == ItemPath(section: 0, item: 4))
    }

    /// An animated scroll to an item glides the row the mirrored way, each frame where its scroller
    /// (a model scrolled the same way) puts it, mirrored.
    @Test func anAnimatedScrollToAnItemGlidesTheMirroredWay() throws {
        let (list, _) = makeFeed(count: 5, items: 100)
        let index = try #require(list.row(for: .row(section: 0)))
        let row = try #require(list.acrossRowView(ofSection: 0))
        var model = try #require(list.acrossRows.scrollers[index])
        _ = try model.scroll(toItem: 40, at: .nearest, animated: true, time: clock.now)
        list.scrollToItem(at: ItemPath(section: 0, item: 40), at: .nearest, animated: true)
        var offsets: [CGFloat] = []
        clock.runFrames(while: { list.acrossRows.isAnimating }, tick: {
            list.tick()
            _ = model.tick(time: clock.now)
            offsets.append(row.contentOffset.x)
            #expect(row.contentOffset.x == Self.start - model.offset)
        })
        #expect(offsets.count > 5)
        #expect(offsets == offsets.sorted(by: >))
        // Card 40 came in from the left: whole, at the row's left edge.
        #expect(card(list, 0, 40).map { $0.frame.minX - row.contentOffset.x } == 0)
        // Card 40's end (40 × 110 + 100) at the row's trailing edge, 320 points on.
        let landed = try #require(leadingOffset(list, 0))
        #expect(landed == 4_180)
    }

    @Test func itemsAheadArePrefetchedAsTheRowScrollsToTheRight() throws {
        let recorder = ItemPrefetchRecorder()
        let (list, _) = makeFeed(count: 5, items: 1_000) { list, _ in list.prefetchDataSource = recorder }
        let row = try #require(list.acrossRowView(ofSection: 0))
        let contentEnd = 1_000 * CGFloat(110) - 10 - 320
        #expect(row.contentOffset.x == contentEnd)
        let loaded = Set(row.itemViews.keys)
        #expect(recorder.outstanding.filter { $0.section == 0 }.allSatisfy { $0.item > loaded.max()! })
        for step in 1...20 { row.contentOffset.x = contentEnd - CGFloat(step) * 110 }
        #expect((0...10).allSatisfy { recorder.cancelled.contains(ItemPath(section: 0, item: $0)) })
        let outstanding = recorder.outstanding.filter { $0.section == 0 }.map(\.item)
        #expect(outstanding.allSatisfy { $0 > 10 })
        #expect(outstanding.contains { $0 > row.itemViews.keys.max()! })
    }

    @Test func groupsAndPagesRestCountedFromTheRight() throws {
        let groups = AcrossSectionLayout(itemWidth: 100, rowHeight: 80, itemSpacing: 10, behavior: .groups(count: 2))
        let (list, source) = makeFeed(count: 2, items: 100, layout: groups)
        let row = try #require(list.acrossRowView(ofSection: 0))
        // Heading 300 points along the row, it rests at 220 (card 2 at the right edge); 340: at 440.
        var target = CGPoint(x: Self.start - 300, y: 0)
        row.delegate?.scrollViewWillEndDragging(row, withVelocity: .zero, targetContentOffset: &target)
        #expect(target.x == Self.start - 220)
        target.x = Self.start - 340
        row.delegate?.scrollViewWillEndDragging(row, withVelocity: .zero, targetContentOffset: &target)
        #expect(target.x == Self.start - 440)
        // Past the row's end (its left end), it rests there.
        target.x = -50
        row.delegate?.scrollViewWillEndDragging(row, withVelocity: .zero, targetContentOffset: &target)
        #expect(target.x == 0)
        // Paged: a paging scroll view's pages start at its left end, which is not where the row starts;
        // the list rests the row on pages of its width counted from the right.
        source.allAcross?.behavior = .paged
        list.reloadData()
        list.layoutIfNeeded()
        let paged = try #require(list.acrossRowView(ofSection: 0))
        #expect(!paged.isPagingEnabled)
        let rest = paged.standInDrag(by: CGPoint(x: -100, y: 0), velocity: CGPoint(x: -2, y: 0))
        #expect(rest.x == Self.start - 320)
        #expect(leadingOffset(list, 0) == 320)
        // A slow drag back less than half a page returns to the first page.
        let back = paged.standInDrag(by: CGPoint(x: 100, y: 0))
        #expect(back.x == Self.start - 320)
        let first = paged.standInDrag(by: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 1, y: 0))
        #expect(first.x == Self.start)
        // Left to right, the scroll view pages itself.
        list.semanticContentAttribute = .forceLeftToRight
        list.layoutIfNeeded()
        #expect(paged.isPagingEnabled)
        #expect(paged.contentOffset.x == 0)
    }
}
