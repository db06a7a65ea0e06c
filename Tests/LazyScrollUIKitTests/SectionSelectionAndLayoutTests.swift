import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 22 item 6, second part: selection carried through section updates, display callbacks of
/// headers and footers (a pinned header displayed while it is on screen), and a layout per section.
@MainActor
@Suite struct SectionSelectionAndLayoutTests {
    let clock = TestClock()

    /// A delegate that logs display callbacks as UIKit's collection view delegate hears them
    /// (https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:willdisplaysupplementaryview:forelementkind:at:)
    /// and collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)).
    final class DisplayLog: NSObject, RecyclingListViewDelegate {
        var events: [String] = []
        func listView(_ listView: RecyclingListView, willDisplay view: UIView, forRowAt index: Int) { events.append("row+ \(index)") }
        func listView(_ listView: RecyclingListView, didEndDisplaying view: UIView, forRowAt index: Int) { events.append("row- \(index)") }
        func listView(_ listView: RecyclingListView, willDisplaySupplementaryView view: UIView, forElementKind kind: SectionElementKind, inSection section: Int) {
            events.append("\(kind)+ \(section)")
        }
        func listView(_ listView: RecyclingListView, didEndDisplayingSupplementaryView view: UIView, forElementKind kind: SectionElementKind, inSection section: Int) {
            events.append("\(kind)- \(section)")
        }
        /// The supplementary events, rows left out.
        var supplementary: [String] { events.filter { !$0.hasPrefix("row") } }
    }

    /// Lists hold their delegates weakly, as UIKit's views do.
    static var keptDelegates: [DisplayLog] = []

    func scroll(_ list: RecyclingListView, to y: CGFloat) {
        list.contentOffset.y = y
        list.layoutIfNeeded()
    }

    /// `count` sections of `items` items (identities section × items + item), each with a 30-point header,
    /// items of `SelectableRowView`, multiple selection on.
    func makeSelectableSections(count: Int, items: Int) -> (RecyclingListView, SectionSource) {
        let source = SectionSource(count: count, items: items)
        let list = makeSectionedList(source: source, clock: clock) { list in
            list.register(SelectableRowView.self, forReuseIdentifier: "row")
            list.allowsMultipleSelection = true
        }
        return (list, source)
    }

    /// The identities the data source has at the list's selected paths.
    func selectedIdentities(_ list: RecyclingListView, _ source: SectionSource) -> [Int] {
        list.selectedItemPaths.map { source.sections[$0.section].items[$0.item] }
    }

    @Test func selectedItemsFollowTheirPathsThroughSectionAndItemUpdates() throws {
        let (list, source) = makeSelectableSections(count: 5, items: 4)
        for path in [ItemPath(section: 1, item: 2), ItemPath(section: 2, item: 1), ItemPath(section: 3, item: 0), ItemPath(section: 4, item: 3)] {
            try list.selectItem(at: path, animated: false, scrollPosition: nil)
        }
        #expect(selectedIdentities(list, source) == [6, 9, 12, 19])
        // A new first section; section 2 (with selected 9) deleted; item 4 deleted above selected 6;
        // selected 12 moves from section 3 to the front of section 4, before selected 19.
        source.sections.remove(at: 2)
        source.sections[1].items.removeFirst()
        let moved = source.sections[2].items.removeFirst()
        source.sections[3].items.insert(moved, at: 0)
        source.sections.insert(.init(items: [100]), at: 0)
        try list.performBatchUpdates(SectionBatchUpdate(
            sectionDeletions: [2], sectionInsertions: [.fromDataSource(at: 0)],
            itemDeletions: [ItemPath(section: 1, item: 0)],
            itemMoves: [.init(from: ItemPath(section: 3, item: 0), to: ItemPath(section: 4, item: 0))]), animated: false)
        list.layoutIfNeeded()
        #expect(list.selectedItemPaths == [ItemPath(section: 2, item: 1), ItemPath(section: 4, item: 0), ItemPath(section: 4, item: 4)])
        #expect(selectedIdentities(list, source) == [6, 12, 19])
        // The views show it: 6 is selected, its neighbour 5 (now at 6's old place) is not.
        #expect((list.rowView(showing: 6) as? SelectableRowView)?.isSelected == true)
        #expect((list.rowView(showing: 5) as? SelectableRowView)?.isSelected == false)
        #expect(list.isItemSelected(at: ItemPath(section: 2, item: 1)))
        #expect(!list.isItemSelected(at: ItemPath(section: 1, item: 2)))
    }

    @Test func selectionFollowsThroughAnAnimatedSectionMove() throws {
        let (list, source) = makeSelectableSections(count: 4, items: 3)
        try list.selectItem(at: ItemPath(section: 0, item: 1), animated: false, scrollPosition: nil)
        source.sections.insert(source.sections.remove(at: 0), at: 2)
        try list.performBatchUpdates(SectionBatchUpdate(sectionMoves: [BatchUpdate.Move(from: 0, to: 2)]), animated: true)
        #expect(list.selectedItemPaths == [ItemPath(section: 2, item: 1)])
        #expect(selectedIdentities(list, source) == [1])
    }

    @Test func selectingAPathTheListDoesNotHaveThrowsAndChangesNothing() throws {
        let (list, _) = makeSelectableSections(count: 3, items: 2)
        try list.selectItem(at: ItemPath(section: 1, item: 1), animated: false, scrollPosition: nil)
        for path in [ItemPath(section: 1, item: 2), ItemPath(section: 3, item: 0), ItemPath(section: -1, item: 0)] {
            #expect(throws: LazyScrollError.self) { try list.selectItem(at: path, animated: false, scrollPosition: nil) }
        }
        #expect(list.selectedItemPaths == [ItemPath(section: 1, item: 1)])
    }

    @Test func headersAreNotSelectable() throws {
        let (list, _) = makeSelectableSections(count: 3, items: 2)
        // Row 0 is section 0's header: a user's selection of it (a tap, Return) is refused.
        list.selectAsUser(.row(0))
        #expect(list.selectedRows.isEmpty)
        list.selectAsUser(.row(1))
        #expect(list.selectedItemPaths == [ItemPath(section: 0, item: 0)])
    }

    @Test func aPinnedHeaderIsDisplayedUntilItLeavesTheScreen() throws {
        let log = DisplayLog()
        Self.keptDelegates.append(log)
        // Sections of a 30-point header and ten 44-point items: 470 points each.
        let source = SectionSource(count: 20, items: 10)
        let list = makeSectionedList(source: source, clock: clock) { $0.delegate = log }
        #expect(log.supplementary == ["header+ 0", "header+ 1"])
        #expect(log.events.contains("row+ 1"))
        // Section 0 passes under its pinned header: the header stays displayed.
        log.events = []
        scroll(list, to: 100)
        scroll(list, to: 300)
        scroll(list, to: 460)
        #expect(!log.supplementary.contains("header- 0"))
        #expect(list.sectionView(.header, 0)?.frame.minY == 440)
        // Header 1 pushes it off the screen: now its display ends, once.
        scroll(list, to: 500)
        #expect(log.supplementary.filter { $0 == "header- 0" }.count == 1)
        // Back up: it is displayed again (and section 2's header, below the screen now, ends).
        log.events = []
        scroll(list, to: 0)
        #expect(log.supplementary.filter { $0.contains("+") } == ["header+ 0"])
    }

    @Test func aDeletedHeaderEndsItsDisplayWithItsOldSectionAndMovedOnesKeepTheirs() throws {
        let log = DisplayLog()
        Self.keptDelegates.append(log)
        let source = SectionSource(count: 3, items: 2, footers: true)
        let list = makeSectionedList(source: source, clock: clock) { $0.delegate = log }
        #expect(log.supplementary == ["header+ 0", "footer+ 0", "header+ 1", "footer+ 1", "header+ 2", "footer+ 2"])
        log.events = []
        source.sections.remove(at: 1)
        try list.performBatchUpdates(SectionBatchUpdate(sectionDeletions: [1]), animated: false)
        list.layoutIfNeeded()
        #expect(log.supplementary == ["header- 1", "footer- 1"])
        // Section 2 became section 1: its header's display ends as section 1's.
        log.events = []
        source.sections.removeAll()
        try list.performBatchUpdates(SectionBatchUpdate(sectionDeletions: [0, 1]), animated: false)
        #expect(log.supplementary.sorted() == ["footer- 0", "footer- 1", "header- 0", "header- 1"])
    }

    @Test func eachSectionCanHaveItsOwnLayout() throws {
        let source = SectionSource(count: 3, items: 4)
        source.layouts = [1: .grid(ScrollGridLayout(columns: .fixed(2))), 2: .grid(ScrollGridLayout(columns: .fixed(4)))]
        let list = makeSectionedList(source: source, clock: clock)
        // Section 0, a list: header 30, four rows of 44 (206). Section 1: header, two lines of two (118).
        #expect(list.view(forItemAt: ItemPath(section: 0, item: 3))?.frame == CGRect(x: 0, y: 162, width: 320, height: 44))
        #expect(list.sectionView(.header, 1)?.frame.minY == 206)
        #expect(list.view(forItemAt: ItemPath(section: 1, item: 3))?.frame == CGRect(x: 160, y: 280, width: 160, height: 44))
        // Section 2: one line of four 80-point cells.
        #expect(list.sectionView(.header, 2)?.frame.minY == 324)
        #expect(list.view(forItemAt: ItemPath(section: 2, item: 2))?.frame == CGRect(x: 160, y: 354, width: 80, height: 44))
        // An inserted section asks for its layout too.
        source.sections.insert(.init(items: [50, 51, 52]), at: 0)
        source.layouts = [0: .grid(ScrollGridLayout(columns: .fixed(3)))]
        try list.performBatchUpdates(SectionBatchUpdate(sectionInsertions: [.fromDataSource(at: 0)]), animated: false)
        list.layoutIfNeeded()
        let inserted = try #require(list.rowView(showing: 52))
        #expect(abs(inserted.frame.width - 320.0 / 3) < 1e-9)
    }

    @Test func aSectionsAdaptiveGridRefitsWhenTheWidthChanges() throws {
        let source = SectionSource(count: 2, items: 4)
        source.layouts = [1: .grid(ScrollGridLayout(columns: .adaptive(minimumWidth: 400)))]
        let list = makeSectionedList(source: source, clock: clock)
        // 400-point columns do not fit 320 points: one column as wide as the list.
        #expect(list.view(forItemAt: ItemPath(section: 1, item: 1))?.frame.width == 320)
        list.frame.size.width = 900
        list.layoutIfNeeded()
        // Two columns of 450 fit now.
        #expect(list.view(forItemAt: ItemPath(section: 1, item: 1))?.frame == CGRect(x: 450, y: 206 + 30, width: 450, height: 44))
    }

    @Test func aSectionLayoutTheEngineRefusesGivesTheSectionTheListsLayout() throws {
        let source = SectionSource(count: 2, items: 2)
        source.layouts = [1: .grid(ScrollGridLayout(columns: .fixed(0)))]
        let list = makeSectionedList(source: source, clock: clock)
        #expect(list.view(forItemAt: ItemPath(section: 1, item: 1))?.frame == CGRect(x: 0, y: 118 + 74, width: 320, height: 44))
    }
}
