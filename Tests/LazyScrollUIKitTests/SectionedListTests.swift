import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// `RecyclingListView` with sections (issue 22 item 6): headers and footers as supplementary views
/// recycled by kind, pinned headers below the adjusted content inset, `(section, item)` addressing,
/// section batch updates refused with nothing changed, and an animated delete frame by frame.
@MainActor
@Suite struct SectionedListTests {
    let clock = TestClock()

    /// Sections of a 30-point header and ten 44-point items: 470 points each.
    func makeContacts(sections: Int = 100, configure: (RecyclingListView) -> Void = { _ in }) -> (RecyclingListView, SectionSource) {
        let source = SectionSource(count: sections, items: 10)
        return (makeSectionedList(source: source, clock: clock, configure: configure), source)
    }

    func scroll(_ list: RecyclingListView, to y: CGFloat) {
        list.contentOffset.y = y
        list.layoutIfNeeded()
    }

    @Test func headersItemsAndFootersTakeTheirPlacesInOrder() throws {
        let source = SectionSource(count: 3, items: 2, footers: true)
        let list = makeSectionedList(source: source, clock: clock)
        // Each section: header 30, two items of 44, footer 20 = 138.
        #expect(list.numberOfSections == 3)
        #expect(list.numberOfRows == 12)
        #expect(list.sectionView(.header, 0)?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(list.view(forItemAt: ItemPath(section: 0, item: 1))?.frame == CGRect(x: 0, y: 74, width: 320, height: 44))
        #expect(list.sectionView(.footer, 0)?.frame == CGRect(x: 0, y: 118, width: 320, height: 20))
        #expect(list.sectionView(.header, 1)?.frame.minY == 138)
        #expect((list.view(forItemAt: ItemPath(section: 2, item: 0)) as? SizedRowView)?.row == 4)
        #expect(list.sectionView(.footer, 2)?.kind == .footer)
    }

    @Test func flatRowsAndElementsConvertBothWaysBeforeAndAfterTheListHasASize() throws {
        let source = SectionSource(sections: [
            .init(hasHeader: true, items: [0, 1], hasFooter: true), .init(hasHeader: false, items: [2], hasFooter: false),
            .init(hasHeader: true, items: [], hasFooter: true),
        ])
        let expected: [SectionElement] = [
            .header(section: 0), .item(ItemPath(section: 0, item: 0)), .item(ItemPath(section: 0, item: 1)), .footer(section: 0),
            .item(ItemPath(section: 1, item: 0)), .header(section: 2), .footer(section: 2),
        ]
        let unsized = makeList(showing: source, clock: clock, size: .zero)
        let sized = makeSectionedList(source: source, clock: clock)
        for list in [unsized, sized] {
            #expect((0..<7).map { list.element(forRow: $0) } == expected)
            #expect(expected.map { list.row(for: $0) } == Array(0..<7))
            #expect(list.element(forRow: 7) == nil)
            #expect(list.row(for: .header(section: 1)) == nil)
            #expect(list.row(for: .item(ItemPath(section: 1, item: 1))) == nil)
        }
        #expect(unsized.driver == nil)
        #expect(sized.driver != nil)
    }

    @Test func theHeaderOfTheSectionUnderTheTopPinsUntilTheNextPushesItOff() throws {
        let (list, _) = makeContacts()
        scroll(list, to: 100)
        #expect(list.sectionView(.header, 0)?.frame.minY == 100)
        // Section 0 ends at 470: its 30-point header ends there, pushed up by header 1 at its own place.
        scroll(list, to: 460)
        #expect(list.sectionView(.header, 0)?.frame.minY == 440)
        #expect(list.sectionView(.header, 1)?.frame.minY == 470)
        scroll(list, to: 470 + 200)
        #expect(list.sectionView(.header, 1)?.frame.minY == 670)
        // The pinned header covers the items passing under it.
        let header = try #require(list.sectionView(.header, 1))
        let under = try #require(list.view(forItemAt: ItemPath(section: 1, item: 4)))
        #expect(under.frame.intersects(header.frame))
        #expect(list.subviews.firstIndex { $0 === header }! > list.subviews.firstIndex { $0 === under }!)
    }

    @Test func aPinnedHeaderSitsBelowTheAdjustedContentInset() throws {
        let (list, _) = makeContacts { $0.contentInset.top = 20 }
        #expect(list.contentOffset.y == -20)
        scroll(list, to: 80)
        // 100 points of rows passed under the 20-point bar: the header sits right below the bar.
        #expect(list.sectionView(.header, 0)?.frame.minY == 100)
    }

    @Test func pinningTurnsOffPerKind() throws {
        let (list, _) = makeContacts { $0.sectionPinning = .none }
        scroll(list, to: 100)
        #expect(list.sectionView(.header, 0)?.frame.minY == 0)
    }

    @Test func headersAndFootersAreRecycledInPoolsOfTheirKind() throws {
        let source = SectionSource(count: 2_000, items: 3, footers: true)
        let list = makeSectionedList(source: source, clock: clock)
        let madeBefore = SectionHeaderView.made
        var kindOfView: [ObjectIdentifier: SectionElementKind] = [:]
        var mixedUp = 0
        for step in 1...2_000 {
            scroll(list, to: CGFloat(step) * 97)
            for row in list.itemViews.views.keys {
                let view = try #require(list.view(forRow: row))
                switch list.element(forRow: row) {
                case let .header(section)?, let .footer(section)?:
                    let header = try #require(view as? SectionHeaderView)
                    #expect(header.section == section)
                    if kindOfView[ObjectIdentifier(header), default: header.kind] != header.kind { mixedUp += 1 }
                    kindOfView[ObjectIdentifier(header)] = header.kind
                default:
                    #expect(!(view is SectionHeaderView))
                }
            }
        }
        // 194,000 points pass: about 1,066 sections of 182 points, a header and a footer each; the working
        // windows hold some 14 sections at a time.
        #expect(source.askedSupplementaries.count > 2_000)
        #expect(SectionHeaderView.made - madeBefore <= 50)
        #expect(mixedUp == 0)
    }

    @Test func scrollingToAnItemPutsItBelowItsPinnedHeader() throws {
        let (list, _) = makeContacts()
        list.scrollToItem(at: ItemPath(section: 40, item: 5), at: .start, animated: false)
        list.layoutIfNeeded()
        let item = try #require(list.view(forItemAt: ItemPath(section: 40, item: 5)))
        #expect(item.frame.minY == list.contentOffset.y + 30)
        #expect(list.sectionView(.header, 40)?.frame.minY == list.contentOffset.y)
        list.scrollToSection(70, animated: false)
        list.layoutIfNeeded()
        #expect(list.sectionView(.header, 70)?.frame.minY == list.contentOffset.y)
        #expect(list.view(forItemAt: ItemPath(section: 70, item: 0))?.frame.minY == list.contentOffset.y + 30)
    }

    @Test func eachSectionIsAGridOfItsOwn() throws {
        let (list, _) = makeContacts { try? $0.setLayout(.grid(ScrollGridLayout(columns: .fixed(2)))) }
        // Five lines of two cells 44 tall under each 30-point header: 250 a section.
        #expect(list.sectionView(.header, 0)?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(list.view(forItemAt: ItemPath(section: 0, item: 1))?.frame == CGRect(x: 160, y: 30, width: 160, height: 44))
        #expect(list.sectionView(.header, 1)?.frame.minY == 250)
        #expect(list.view(forItemAt: ItemPath(section: 1, item: 2))?.frame == CGRect(x: 0, y: 324, width: 160, height: 44))
    }

    /// The loaded views by flat row, with their frames, and the offset: what a refused update must keep.
    func snapshot(_ list: RecyclingListView) -> [String] {
        list.itemViews.views.sorted { $0.key < $1.key }.map { "\($0.key) \(ObjectIdentifier($0.value).hashValue) \($0.value.frame)" }
            + ["offset \(list.contentOffset.y) rows \(list.numberOfRows) sections \(list.numberOfSections)"]
    }

    @Test func anUpdateThatDoesNotAddUpThrowsAndChangesNothing() throws {
        let (list, source) = makeContacts()
        scroll(list, to: 1_000)
        let before = snapshot(list)
        // The data lost an item of section 2, but the update deletes none.
        source.sections[2].items.removeLast()
        let error = #expect(throws: LazyScrollError.self) {
            try list.performBatchUpdates(SectionBatchUpdate(), animated: false)
        }
        guard case .inconsistentBatchUpdate? = error else {
            Issue.record("expected an inconsistent batch update, got \(String(describing: error))")
            return
        }
        #expect(snapshot(list) == before)
        #expect(list.numberOfItems(inSection: 2) == 10)
        // A section the data gained and the update does not insert is refused alike, animated or not.
        source.sections.insert(.init(items: [-1]), at: 0)
        #expect(throws: LazyScrollError.self) {
            try list.performBatchUpdates(SectionBatchUpdate(itemDeletions: [ItemPath(section: 2, item: 9)]), animated: true)
        }
        #expect(snapshot(list) == before)
        // The right update afterwards works as if the refused ones had never been made.
        try list.performBatchUpdates(
            SectionBatchUpdate(sectionInsertions: [.fromDataSource(at: 0)],
                               itemDeletions: [ItemPath(section: 2, item: 9)]),
            animated: false)
        list.layoutIfNeeded()
        #expect(list.numberOfSections == 101)
        #expect(list.numberOfItems(inSection: 0) == 1)
        #expect(list.numberOfItems(inSection: 3) == 9)
        #expect(list.numberOfRows == 100 * 11 + 2 - 1)
    }

    @Test func aFlatBatchUpdateOfASectionedListIsRefused() throws {
        let (list, _) = makeContacts()
        #expect(throws: LazyScrollError.self) { try list.performBatchUpdates(BatchUpdate(deletions: [1])) }
        #expect(list.numberOfRows == 1_100)
    }

    @Test func anAnimatedDeleteSlidesTheRowsBelowAndFadesTheDeletedOneOut() throws {
        let source = SectionSource(sections: [.init(hasHeader: false, items: Array(0..<20))])
        let list = makeSectionedList(source: source, clock: clock)
        let deleted = try #require(list.rowView(showing: 2))
        let below = try #require(list.rowView(showing: 3))
        #expect(below.frame.minY == 132)
        source.sections[0].items.remove(at: 2)
        try list.performBatchUpdates(SectionBatchUpdate(itemDeletions: [ItemPath(section: 0, item: 2)]), animated: true, animation: .duration(seconds: 0.3))
        // Frame 0: everything where it was drawn.
        #expect(below.frame.minY == 132)
        #expect(deleted.frame.minY == 88)
        #expect(deleted.alpha == 1)
        #expect(deleted.superview === list)
        // Half way (3p² − 2p³ = 0.5 at p = 0.5): row 3 half way from 132 to 88, row 2 half faded.
        clock.now = 0.15
        list.tick()
        #expect(below.frame.minY == 110)
        #expect(deleted.alpha == 0.5)
        #expect(deleted.frame.minY == 88)
        // The end: row 3 in row 2's place, row 2's view recycled.
        clock.now = 0.3
        list.tick()
        #expect(below.frame.minY == 88)
        #expect(below.alpha == 1)
        #expect(deleted.superview == nil)
        #expect(list.view(forItemAt: ItemPath(section: 0, item: 2)) === below)
    }

    @Test func anAnimatedInsertFadesTheNewRowIn() throws {
        let source = SectionSource(sections: [.init(hasHeader: true, items: Array(0..<20))])
        let list = makeSectionedList(source: source, clock: clock)
        source.sections[0].items.insert(100, at: 0)
        try list.performBatchUpdates(SectionBatchUpdate(itemInsertions: [ItemPath(section: 0, item: 0)]), animated: true, animation: .duration(seconds: 0.3))
        let inserted = try #require(list.rowView(showing: 100))
        #expect(inserted.frame.minY == 30)
        #expect(inserted.alpha == 0)
        clock.now = 0.15
        list.tick()
        #expect(inserted.alpha == 0.5)
        // Row 0 half way from 30 to 74 (the curve's 0.5 within a rounding of the clock's fraction).
        #expect(abs((list.rowView(showing: 0)?.frame.minY ?? 0) - (30 + 22)) < 1e-9)
        clock.now = 0.3
        list.tick()
        #expect(inserted.alpha == 1)
        #expect(list.rowView(showing: 0)?.frame.minY == 74)
    }
}
