import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Scroll-to in the UIKit views lands exactly while rows self-size, and aligns between the bars of the
/// safe area; sticky headers pin below the navigation bar (issue 14, item 2; issue 12's safe-area gaps).
@MainActor
@Suite struct ScrollToSafeAreaTests {
    let clock = TestClock()
    /// A navigation bar over the top and the home indicator under the bottom.
    static let bars = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

    func settle(_ list: RecyclingListView) {
        clock.runFrames(while: { list.driver?.controller.isAnimating ?? false }, tick: { list.tick() })
    }

    func settle(_ container: ContainerScrollView) {
        clock.runFrames(while: { container.driver?.controller.isAnimating ?? false }, tick: { container.tick() })
    }

    @Test func scrollingToTheLastRowAtTheEndPutsItJustAboveTheHomeIndicator() throws {
        let list = makeList(source: RowSource(count: 1_000), clock: clock)
        list.standInSetSafeAreaInsets(Self.bars)
        list.layoutIfNeeded()
        list.scrollToRow(999, at: .end, animated: false)
        let row = try #require(list.rowView(showing: 999))
        #expect(row.frame.maxY - list.contentOffset.y == CGFloat(480 - 34))
        list.scrollToRow(500, at: .start, animated: true)
        settle(list)
        let top = try #require(list.rowView(showing: 500))
        #expect(top.frame.minY - list.contentOffset.y == 44)
    }

    @Test func anAnimatedScrollLandsExactlyWhileRowsOfUnknownHeightAreMeasuredOnTheWay() throws {
        // Rows are 30 to 90 points tall; the list estimates 44 until each row loads and is measured.
        let source = RowSource(count: 2_000) { CGFloat(30 + ($0 * 7) % 61) }
        let list = makeList(source: source, clock: clock)
        list.standInSetSafeAreaInsets(Self.bars)
        list.layoutIfNeeded()
        list.scrollToRow(1_500, at: .center, animated: true)
        settle(list)
        let row = try #require(list.rowView(showing: 1_500))
        #expect(row.frame.height == CGFloat(30 + (1_500 * 7) % 61))
        #expect(row.frame.midY - list.contentOffset.y == CGFloat(44 + (480 - 44 - 34) / 2))
        // And back up to a row at the top, below the navigation bar.
        list.scrollToRow(20, at: .start, animated: true)
        settle(list)
        #expect(try #require(list.rowView(showing: 20)).frame.minY - list.contentOffset.y == 44)
    }

    /// A container under a navigation bar: a sticky header, a table, a second sticky header, a table.
    func sections() -> (ContainerScrollView, header: UIView, table: UIScrollView, second: UIView) {
        let container = ContainerScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.clock = { [clock] in clock.now }
        container.armsTimers = false
        TestWindow.show(container)
        let header = constrainedView(height: 40)
        let table = UIScrollView(frame: .zero)
        table.contentSize = CGSize(width: 320, height: 2_000)
        let second = constrainedView(height: 30)
        let other = UIScrollView(frame: .zero)
        other.contentSize = CGSize(width: 320, height: 2_000)
        container.addArrangedView(header, isSticky: true)
        container.addArrangedView(table)
        container.addArrangedView(second, isSticky: true)
        container.addArrangedView(other)
        container.standInSetSafeAreaInsets(Self.bars)
        container.layoutIfNeeded()
        return (container, header, table, second)
    }

    @Test func aStickyHeaderPinsJustBelowTheNavigationBar() {
        let (container, header, table, _) = sections()
        // At the top the header sits below the bar (the safe area insets the content: UIKit rests it at -44).
        #expect(container.contentOffset.y == -44)
        #expect(header.frame.minY - container.contentOffset.y == 44)
        container.contentOffset.y = 456
        container.layoutIfNeeded()
        #expect(header.frame.minY - container.contentOffset.y == 44)
        #expect(container.subviews.last === header)
        // The table still fills the whole height under the bar, showing the rows there.
        #expect(table.frame.minY == container.contentOffset.y)
        #expect(table.contentOffset.y == CGFloat(456 - 40))
    }

    @Test func scrollingToAChildLandsBelowTheBarAndItsPinnedHeaderWhileATableAboveGrows() throws {
        let (container, header, table, second) = sections()
        container.scrollToArrangedView(second, at: .start, animated: true)
        clock.now += 1.0 / 60
        container.tick()
        // The table above reloads and gets longer on the way.
        table.contentSize.height = 3_000
        container.setNeedsLayout()
        container.layoutIfNeeded()
        settle(container)
        // The second header starts at 40 + 3,000 and lands just below the bar.
        #expect(container.contentOffset.y == CGFloat(3_040 - 44))
        #expect(second.frame.minY - container.contentOffset.y == 44)
        #expect(header.frame.maxY <= second.frame.minY)
    }
}
