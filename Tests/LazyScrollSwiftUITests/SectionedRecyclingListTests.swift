import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 22 item 7: a SwiftUI `RecyclingList` of sections. Changes of the sections' and items'
/// identities reach the UIKit list as section batch updates (items moving between sections included),
/// repeated identities are refused by name, headers pin, `withAnimation` animates, and views that stay
/// are neither re-made nor re-hosted.
@MainActor
@Suite struct SectionedRecyclingListTests {
    // Each section of these lists: a 30-point header and ten 44-point items, 470 points.
    let sectionHeight: CGFloat = 30 + 10 * 44

    @Test func sectionAndItemChangesBecomeOneSectionBatchUpdateThatKeepsTheViewsThatStay() throws {
        let harness = SectionedListHarness(sections: 3, items: 2)
        // S0: 0 1, S1: 2 3, S2: 4 5 — all on screen.
        let kept = try #require(harness.view(of: .item(0)))
        let moving = try #require(harness.view(of: .item(1)))
        let header1 = try #require(harness.view(of: .header("S1")))
        harness.hosted = []
        // S2 deleted, S3 inserted first, S1 moved before S0, item 1 moves from S0 to S1, item 9 is new in S0.
        harness.groups = [
            TestGroup(id: "S3", items: [TestItem(id: 7)]),
            TestGroup(id: "S1", items: [TestItem(id: 2), TestItem(id: 1), TestItem(id: 3)]),
            TestGroup(id: "S0", items: [TestItem(id: 0), TestItem(id: 9)]),
        ]
        harness.update()
        #expect(harness.list.numberOfSections == 3)
        #expect((0..<3).map { harness.list.numberOfItems(inSection: $0) } == [1, 3, 2])
        #expect(harness.loadedElements.map(\.element) == harness.expectedElements)
        #expect(harness.loadedElements.map(\.row) == Array(0..<harness.expectedElements.count))
        // The views of the item that moved between sections, of an item that stayed and of a header
        // that moved are the same views: their SwiftUI state stays with them.
        #expect(harness.view(of: .item(0)) === kept)
        #expect(harness.view(of: .item(1)) === moving)
        #expect(harness.view(of: .header("S1")) === header1)
        // Hosted: the new section's header and item and the new item; the headers of the two sections
        // whose items changed (their section value changed). No item that stayed.
        #expect(Set(harness.hosted) == [.header("S3"), .item(7), .item(9), .header("S0"), .header("S1")])
        #expect(harness.hosted.count == 5)
        // Each loaded view sits right below the one before it.
        let frames = harness.loadedElements.compactMap { harness.list.view(forRow: $0.row)?.frame }
        #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxY == $1.minY })
    }

    @Test func theDifferenceMovesAnItemBetweenSectionsAndMovesSectionsByIdentity() throws {
        var identities = SectionedDataIdentities<String, Int>()
        _ = identities.update(to: ["A", "B", "C"], items: [[1, 2, 3], [4, 5], [6]])
        let change = identities.update(to: ["B", "A", "D"], items: [[4, 2, 5], [1, 3, 8], [7]])
        guard case let .batch(difference) = change else {
            Issue.record("expected a batch update, got \(change)")
            return
        }
        #expect(difference.sectionDeletions == [2])
        #expect(difference.sectionInsertions == [2])
        #expect(difference.sectionMoves.count == 1)
        // Item 2 leaves A (section 0, item 1) for B, which is now section 0, at item 1.
        #expect(difference.itemMoves.contains(SectionBatchUpdate.ItemMove(from: ItemPath(section: 0, item: 1), to: ItemPath(section: 0, item: 1))))
        #expect(difference.itemInsertions == [ItemPath(section: 1, item: 2)])
        #expect(difference.itemDeletions == [])
        #expect(identities.path(of: 2) == ItemPath(section: 0, item: 1))
        #expect(identities.path(of: 6) == nil)
        // The same identities again: no change.
        guard case .none = identities.update(to: ["B", "A", "D"], items: [[4, 2, 5], [1, 3, 8], [7]]) else {
            Issue.record("expected no change")
            return
        }
    }

    @Test func aRepeatedItemOrSectionIdentityIsRefusedByNameAndTheListShowsTheDataByIndex() throws {
        let harness = SectionedListHarness(sections: 2, items: 2)
        // Item 1 appears in both sections.
        harness.groups[1].items[0].id = 1
        harness.update()
        #expect(harness.coordinator.identities.refusal == .duplicateIdentity(identity: "1", firstIndex: 1, secondIndex: 2))
        #expect(harness.coordinator.identities.path(of: 1) == nil)
        #expect(harness.loadedElements.map(\.element) == harness.expectedElements)
        // Unique again: the list follows by identity again.
        harness.groups[1].items[0].id = 20
        harness.update()
        #expect(harness.coordinator.identities.refusal == nil)
        #expect(harness.coordinator.identities.path(of: 20) == ItemPath(section: 1, item: 0))
        // A repeated section identity is named too.
        harness.groups[1].id = "S0"
        harness.update()
        #expect(harness.coordinator.identities.refusal == .duplicateIdentity(identity: "S0", firstIndex: 0, secondIndex: 1))
        #expect(harness.loadedElements.map(\.element) == harness.expectedElements)
    }

    @Test func headersPinAtTheTopUntilTheNextSectionPushesThemOffUnlessPinningIsOff() throws {
        // Headers estimated at their height, so that offsets past sections not yet seen are exact.
        let harness = SectionedListHarness(sections: 10, items: 10) { $0.list.estimatedSectionHeaderHeight = 30 }
        // 100 points into section 2: its header sits at the top of the screen.
        harness.scroll(toY: 2 * sectionHeight + 100)
        #expect(harness.screenY(of: .header("S2")) == 0)
        #expect(harness.screenY(of: .item(20)).map { $0 - (30 - 100) } == 0)
        // 10 points before section 3 starts, section 2's 30-point header is pushed up by 20 points: its
        // bottom meets the end of its section.
        let y = 3 * sectionHeight - 10
        harness.scroll(toY: y)
        #expect(harness.screenY(of: .header("S2")) == (3 * sectionHeight - 30) - y)
        #expect(harness.screenY(of: .header("S3")) == 10)
        // Pinning off (`pinnedViews([])`): the header scrolls with its section.
        harness.pinning = .none
        harness.update()
        harness.scroll(toY: 2 * sectionHeight + 100)
        #expect(harness.screenY(of: .header("S2")) == -100)
        #expect(harness.screenY(of: .item(22)).map { $0 - (30 + 2 * 44 - 100) } == 0)
    }

    @Test func scrollingToAnItemByIdentityLandsItBelowItsPinnedHeader() throws {
        let scroller = RecyclingListScroller<Int>()
        let harness = SectionedListHarness(sections: 100, items: 10) { $0.scroller = scroller }
        scroller.scrollTo(555, animated: false)
        harness.list.layoutIfNeeded()
        #expect(harness.screenY(of: .item(555)) == 30)
        #expect(harness.screenY(of: .header("S55")) == 0)
        #expect(scroller.position == RecyclingListPosition(id: 555, distanceFromTop: 30))
        // An item the data lacks is not scrolled to.
        scroller.scrollTo(5_000, animated: false)
        #expect(harness.screenY(of: .item(555)) == 30)
    }

    @Test func aDataChangeAnimatesOnlyWhenTheUpdateIsAnimated() throws {
        for animated in [false, true] {
            let harness = SectionedListHarness(sections: 1, items: 20)
            let deleted = try #require(harness.view(of: .item(2)))
            let below = try #require(harness.view(of: .item(3)))
            // Header 30, items 0 and 1: item 3 at 30 + 3 · 44.
            #expect(below.frame.minY == 162)
            harness.groups[0].items.remove(at: 2)
            harness.update(animated: animated)
            harness.list.layoutIfNeeded()
            #expect(harness.list.driver?.controller.isAnimating == animated)
            // Animated, item 3 starts where it was and the deleted item fades where it was; otherwise
            // item 3 is at once in item 2's place and the deleted item's view is gone.
            #expect(below.frame.minY == (animated ? 162 : 118))
            #expect((deleted.superview === harness.list && deleted.alpha == 1) == animated)
            harness.finishAnimations()
            #expect(below.frame.minY == 118)
            #expect(deleted.superview !== harness.list || harness.view(of: .item(2)) == nil)
            #expect(harness.loadedElements.map(\.element) == Array(harness.expectedElements.prefix(harness.loadedElements.count)))
        }
    }

    @Test func aParentUpdateThatChangesNothingReHostsNothingAndAChangedItemOnlyItsRow() throws {
        let harness = SectionedListHarness(sections: 3, items: 3) { $0.showsFooters = true }
        let loaded = harness.list.loadedRowViews.count
        harness.hosted = []
        harness.update()
        harness.update()
        #expect(harness.hosted == [])
        #expect(harness.list.loadedRowViews.count == loaded)
        harness.groups[1].items[1].height = 90
        harness.update()
        // The item, and its section's header and footer (the section's value changed with its item).
        #expect(harness.hosted == [.header("S1"), .item(4), .footer("S1")])
        #expect(harness.view(of: .item(4))?.frame.height == 90)
        #expect(harness.view(of: .item(5))?.frame.minY == harness.view(of: .item(4))?.frame.maxY)
        // Without comparisons (elements that are not `Equatable`) every loaded view is hosted again.
        harness.comparesElements = false
        harness.hosted = []
        harness.update()
        #expect(harness.hosted.count == harness.list.loadedRowViews.count)
    }

    @Test func itemsAreSelectedByIdentityThroughSectionChangesAndHeadersAreNot() throws {
        let harness = SectionedListHarness(sections: 3, items: 2) { $0.bound = [] }
        let window = try #require(harness.list.window)
        window.frame = harness.list.frame
        func tap(_ element: TestElement) throws {
            let view = try #require(harness.view(of: element))
            window.standInTap(at: harness.list.convert(CGPoint(x: 100, y: view.frame.midY), to: nil))
            harness.afterUpdate.run()
        }
        try tap(.item(3))
        #expect(harness.bound == [3])
        try tap(.header("S0"))
        #expect(harness.bound == [3])
        // Item 3 moves to section 0 and a section is inserted above: it stays selected.
        harness.groups[1].items.removeAll { $0.id == 3 }
        harness.groups[0].items.append(TestItem(id: 3))
        harness.groups.insert(TestGroup(id: "new", items: [TestItem(id: 50)]), at: 0)
        harness.update()
        #expect(harness.view(of: .item(3))?.isSelected == true)
        #expect(harness.list.selectedRows.count == 1)
        // The binding selects by identity; an identity the data lacks is dropped after the update.
        harness.bound = [50, 999]
        harness.update()
        #expect(harness.bound == [50])
        #expect(harness.view(of: .item(50))?.isSelected == true)
        #expect(harness.view(of: .item(3))?.isSelected == false)
    }

    @Test func aSingleSelectionReplacesTheItemOnATapFollowsItAcrossSectionsAndBecomesNilWhenItIsDeleted() throws {
        let harness = SectionedListHarness(sections: 3, items: 2) {
            $0.bound = []
            $0.selectsOne = true
        }
        try harness.tap(.item(1))
        #expect(harness.bound == [1])
        try harness.tap(.item(4))
        #expect(harness.bound == [4])
        #expect(harness.list.selectedRows.count == 1)
        #expect(harness.view(of: .item(1))?.isSelected == false)
        try harness.tap(.header("S1"))
        #expect(harness.bound == [4])
        // Item 4 moves to section 0: it stays the selected item.
        harness.groups[2].items.removeAll { $0.id == 4 }
        harness.groups[0].items.insert(TestItem(id: 4), at: 0)
        harness.update()
        #expect(harness.view(of: .item(4))?.isSelected == true)
        #expect(harness.list.selectedRows.count == 1)
        // Writing the binding selects another item instead.
        harness.bound = [2]
        harness.update()
        #expect(harness.view(of: .item(2))?.isSelected == true)
        #expect(harness.view(of: .item(4))?.isSelected == false)
        // Deleted, the selected item leaves the binding nil after the update.
        harness.groups[1].items.removeAll { $0.id == 2 }
        harness.update()
        #expect(harness.bound == [])
        #expect(harness.list.selectedRows.count == 0)
    }

    @Test func headersAndFootersSizeThemselvesAndAreRecycledInPoolsOfTheirOwn() throws {
        let harness = SectionedListHarness(groups: (0..<200).map { s in
            TestGroup(id: "S\(s)", items: [TestItem(id: s)], headerHeight: s % 2 == 0 ? 30 : 50, footerHeight: 12)
        }) { $0.showsFooters = true }
        // Header, item, footer: 30 + 44 + 12, then 50 + 44 + 12.
        #expect(harness.view(of: .header("S0"))?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(harness.view(of: .footer("S0"))?.frame == CGRect(x: 0, y: 74, width: 320, height: 12))
        #expect(harness.view(of: .header("S1"))?.frame == CGRect(x: 0, y: 86, width: 320, height: 50))
        var headerViews = Set<ObjectIdentifier>()
        var itemViews = Set<ObjectIdentifier>()
        for step in 1...60 {
            harness.scroll(toY: CGFloat(step) * 200)
            for view in harness.list.loadedRowViews.compactMap({ $0 as? HostedElementView }) {
                if case .header? = view.shown { headerViews.insert(ObjectIdentifier(view)) }
                if case .item? = view.shown { itemViews.insert(ObjectIdentifier(view)) }
            }
        }
        // 12,000 points past about 125 sections (96 points a section on average): a few screens' worth of views, each kind from its own pool.
        #expect(headerViews.count < 20)
        #expect(itemViews.count < 20)
        #expect(headerViews.isDisjoint(with: itemViews))
    }

    @Test func itemsNotHeadersAreToldWhenTheyComeOnScreenAndLeaveIt() throws {
        let harness = SectionedListHarness(sections: 10, items: 10) {
            $0.appeared = []
            $0.disappeared = []
        }
        // Header 30 + ten items fill 470 of 480 points: S1's header is on screen, its items are not.
        #expect(harness.appeared == Array(0..<10))
        harness.appeared = []
        // 80 points down: S0's header stays pinned, item 0 (30 to 74) leaves, items 10 and 11 (500 to
        // 588) come into the 80 to 560 the screen shows.
        harness.scroll(toY: 80)
        #expect(harness.appeared == [10, 11])
        #expect(harness.disappeared == [0])
        // An item deleted on screen is told to leave, after the update.
        harness.disappeared = []
        harness.groups[0].items.removeAll { $0.id == 5 }
        harness.update()
        #expect(harness.disappeared == [5])
    }

    @Test func moreIsLoadedNearTheEndOfTheLastSection() throws {
        let harness = SectionedListHarness(sections: 3, items: 10) { $0.loadMoreReach = [.end: 5] }
        #expect(harness.loadMoreRequests == [])
        // The last section's items 25 to 29 are within 5 rows of the end: item 24 (at 2 · 470 + 30 +
        // 4 · 44 = 1,146) is one more. With the screen's bottom at 1,150, item 24 shows; at 1,100 it does not.
        harness.scroll(toY: 1_100 - 480)
        #expect(harness.loadMoreRequests == [])
        harness.scroll(toY: 1_150 - 480)
        #expect(harness.loadMoreRequests == [.end])
        // A section arrives: the list is no longer near its end, and does not ask again.
        harness.groups.append(TestGroup(id: "S3", items: (30..<40).map { TestItem(id: $0) }))
        harness.update()
        #expect(harness.loadMoreRequests == [.end])
    }

    @Test func theEndStateIsToldWhenTheListReachesItsEnd() throws {
        let harness = SectionedListHarness(sections: 3, items: 10) { $0.endStates = [] }
        #expect(harness.endStates == [RecyclingListEndState(isAtEnd: false, unseenCount: 0)])
        // Three sections of 470 points in 480: the end is at 1,410 − 480.
        harness.scroll(toY: 3 * sectionHeight - 480)
        #expect(harness.endStates?.last == RecyclingListEndState(isAtEnd: true, unseenCount: 0))
        harness.scroll(toY: 0)
        #expect(harness.endStates?.last == RecyclingListEndState(isAtEnd: false, unseenCount: 0))
    }
}
