import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 22 item 7: a list of sections' full saved position (`savedScrollPosition(sectionID:)` and its
/// restore): the first header, item or footer on screen by identity, where it sits, and the measured
/// heights, brought back after the data changed (sections and items added above, the anchor gone), also
/// when it must wait for the data.
@MainActor
@Suite struct SectionedListPositionTests {
    // Each section of these lists: a 30-point header and ten items.
    typealias Snapshot = ScrollPositionSnapshot<TestElement>

    /// `count` sections ("S0", …) of ten items numbered across sections, `height` points tall.
    func groups(_ sections: Range<Int>, height: CGFloat = 44) -> [TestGroup] {
        sections.map { s in TestGroup(id: "S\(s)", items: (s * 10..<(s + 1) * 10).map { TestItem(id: $0, height: height) }) }
    }

    @Test func aHeaderAtTheTopIsSavedByItsSectionAndComesBackAboveSectionsInsertedSinceWithItsHeights() throws {
        let scroller = RecyclingListScroller<Int>()
        // Items are 70 points tall against the estimate of 44.
        let harness = SectionedListHarness(groups: groups(0..<50, height: 70)) { $0.scroller = scroller }
        let sectionHeight: CGFloat = 30 + 10 * 70
        for screen in 1...8 { harness.scroll(toY: CGFloat(screen) * 480) }
        harness.scroll(toY: 5 * sectionHeight)
        let saved = try #require(scroller.savedScrollPosition(sectionID: String.self))
        #expect(saved.anchor == .header("S5"))
        #expect(saved.anchorOffsetInViewport == 0)
        #expect(harness.screenY(of: .header("S5")) == 0)
        // The position survives encoding (the identities are `Codable`).
        let data = try JSONEncoder().encode(saved)
        // Another launch: two sections arrived above, and S2 is gone; restored before the list has a size.
        let restored = RecyclingListScroller<Int>()
        var later = groups(-2..<50, height: 70)
        later.removeAll { $0.id == "S2" }
        let laterHarness = SectionedListHarness(groups: later, sized: false) { $0.scroller = restored }
        try restored.restoreScrollPosition(JSONDecoder().decode(Snapshot.self, from: data))
        laterHarness.size()
        #expect(laterHarness.screenY(of: .header("S5")) == 0)
        // Two new sections at the estimates (a 28-point header, ten 44-point items), then S0, S1, S3
        // and S4 at their saved heights.
        let offset = 2 * (28 + 10 * 44) + 4 * sectionHeight
        #expect(laterHarness.list.contentOffset.y == offset)
        // Scrolling up through elements whose heights came back moves by exactly the scroll.
        for step in 1...10 {
            laterHarness.scroll(toY: offset - CGFloat(30 * step))
            #expect(laterHarness.list.contentOffset.y == offset - CGFloat(30 * step))
            #expect(laterHarness.screenY(of: .header("S5")) == CGFloat(30 * step))
        }
    }

    @Test func anItemAnchorWaitsForTheDataAndAGoneOneFallsToItsNearestSurvivor() throws {
        let scroller = RecyclingListScroller<Int>()
        let harness = SectionedListHarness(groups: groups(0..<20)) { $0.scroller = scroller }
        // S3's header and four items above: item 34 starts 10 points below the top, under the pinned header.
        harness.scroll(toY: 3 * (30 + 440) + 30 + 4 * 44 - 10)
        let saved = try #require(scroller.savedScrollPosition(sectionID: String.self))
        let anchor = try #require(saved.anchor)
        #expect(harness.screenY(of: anchor) == saved.anchorOffsetInViewport)
        guard case let .item(id) = anchor else {
            Issue.record("expected an item, got \(anchor)")
            return
        }
        // The data is still loading: no sections yet, so the position waits.
        let restored = RecyclingListScroller<Int>()
        let later = SectionedListHarness(groups: []) { $0.scroller = restored }
        try restored.restoreScrollPosition(saved)
        #expect(later.list.contentOffset.y == 0)
        later.groups = groups(0..<20)
        later.groups[id / 10].items.removeAll { $0.id == id }
        later.update()
        #expect(later.screenY(of: .item(id + 1)) == saved.anchorOffsetInViewport)
    }

    @Test func onlyTheSectionsIdentityTypeReadsTheSavedPositionOfSectionsAndTheFlatOneIsNil() throws {
        let scroller = RecyclingListScroller<Int>()
        let harness = SectionedListHarness(groups: groups(0..<5)) { $0.scroller = scroller }
        harness.scroll(toY: 100)
        #expect(scroller.savedScrollPosition() == nil)
        #expect(scroller.savedScrollPosition(sectionID: Int.self) == nil)
        #expect(scroller.savedScrollPosition(sectionID: String.self) != nil)
        // A flat list has no position by section.
        let flat = RecyclingListScroller<Int>()
        let flatHarness = ListHarness(count: 100) { $0.scroller = flat }
        #expect(flatHarness.list.numberOfRows == 100)
        #expect(flat.savedScrollPosition(sectionID: String.self) == nil)
        #expect(flat.savedScrollPosition() != nil)
    }

    @Test func aPagersPositionIsRefusedWhenGivenAndTheListStaysWhereItWas() throws {
        let scroller = RecyclingListScroller<Int>()
        let harness = SectionedListHarness(groups: groups(0..<5)) { $0.scroller = scroller }
        harness.scroll(toY: 100)
        let pager = try ScrollController(content: .pages(count: 3), viewportSize: CGSize(width: 320, height: 480), configuration: .pager())
        let pagerPosition = try pager.scrollPosition(identifiers: ItemIdentifiers<TestElement>([.header("A"), .item(1), .item(2)]))
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.otherContent(savedPaged: true))) {
            try scroller.restoreScrollPosition(pagerPosition)
        }
        #expect(harness.list.contentOffset.y == 100)
    }
}
