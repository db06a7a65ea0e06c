import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 21, item 9: right to left is every view's, not only the pager's, and follows a change of the
/// layout direction after the first layout.
@MainActor
@Suite struct RightToLeftTests {
    let clock = TestClock()

    @Test func aPagerTurnsAroundWhenTheLanguageChangesAndKeepsItsPage() throws {
        let (pager, _) = makePager(count: 6, clock: clock)
        pager.scrollToPage(2, animated: false)
        #expect(pager.contentOffset.x == 640)
        let window = try #require(pager.window)
        window.standInSetTraits(UITraitCollection(layoutDirection: .rightToLeft))
        pager.layoutIfNeeded()
        #expect(pager.currentPage == 2)
        #expect(pager.view(forPage: 0) == nil || pager.view(forPage: 0)?.frame.maxX == pager.contentSize.width)
        #expect(pager.view(forPage: 2)?.frame.minX == pager.contentSize.width - 3 * 320)
        #expect(pager.contentOffset.x == pager.contentSize.width - 3 * 320)
        // Dragging the content to the right shows the next page now.
        pager.standInDrag(by: CGPoint(x: -100, y: 0), velocity: CGPoint(x: -2, y: 0))
        #expect(pager.currentPage == 3)
        // Forced back to left to right by the content.
        pager.semanticContentAttribute = .forceLeftToRight
        #expect(pager.contentOffset.x == 960)
        #expect(pager.view(forPage: 3)?.frame.minX == 960)
    }

    @Test func aGridsColumnsRunRightToLeft() throws {
        let list = makeList(source: RowSource(count: 100) { _ in 100 }, clock: clock)
        try list.setLayout(.grid(ScrollGridLayout(columns: .fixed(3), columnSpacing: 10, rowSpacing: 10)))
        list.layoutIfNeeded()
        let window = try #require(list.window)
        window.standInSetTraits(UITraitCollection(layoutDirection: .rightToLeft))
        list.layoutIfNeeded()
        #expect(list.view(forRow: 0)?.frame.maxX == 320)
        #expect(list.view(forRow: 2)?.frame.minX == 0)
        #expect(list.view(forRow: 3)?.frame.maxX == 320)
        list.semanticContentAttribute = .forceLeftToRight
        list.layoutIfNeeded()
        #expect(list.view(forRow: 0)?.frame.minX == 0)
    }

    @Test func aHorizontalStackStartsAtItsRightEndRightToLeft() {
        let container = ContainerScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.semanticContentAttribute = .forceRightToLeft
        container.stackAxis = .horizontal
        TestWindow.show(container)
        let cover = constrainedView(width: 200)
        let strip = UIScrollView(frame: .zero)
        strip.contentSize = CGSize(width: 1_000, height: 480)
        container.addArrangedView(cover)
        container.addArrangedView(strip)
        container.layoutIfNeeded()
        #expect(container.contentSize.width == 1_200)
        // The first child is at the right end, where the stack starts.
        #expect(container.contentOffset.x == 880)
        #expect(cover.frame == CGRect(x: 1_000, y: 0, width: 200, height: 480))
        // The strip's part on screen (its first 120 points, from its right end) is what it shows.
        #expect(strip.frame == CGRect(x: 880, y: 0, width: 120, height: 480))
        #expect(strip.contentOffset.x == 880)
        // Scrolling towards the end (to the left) brings the strip's left end in.
        container.contentOffset.x = 0
        container.layoutIfNeeded()
        #expect(strip.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(strip.contentOffset.x == 0)
    }
}
