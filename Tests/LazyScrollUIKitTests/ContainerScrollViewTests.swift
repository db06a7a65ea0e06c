import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

@MainActor
@Suite struct ContainerScrollViewTests {
    /// A scroll view standing in for a table or collection view: only its content size matters here.
    func scrollChild(length: CGFloat, axis: ScrollAxis = .vertical) -> UIScrollView {
        let child = UIScrollView(frame: .zero)
        child.contentSize = axis.size(main: length, cross: 320)
        return child
    }

    /// Whether `frame` lies inside `bounds` along both axes (zero-length frames at an edge included).
    func isInside(_ frame: CGRect, _ bounds: CGRect) -> Bool {
        frame.minX >= bounds.minX && frame.maxX <= bounds.maxX && frame.minY >= bounds.minY && frame.maxY <= bounds.maxY
    }

    @Test func keepsEveryScrollingChildsFrameInsideItsBoundsWhileScrolling() {
        let container = ContainerScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.spacing = 8
        let header = constrainedView(height: 100)
        let table = scrollChild(length: 2_000)
        let banner = constrainedView(height: 300)
        let grid = scrollChild(length: 1_500)
        for view in [header, table, banner, grid] { container.addArrangedView(view) }
        container.layoutIfNeeded()
        #expect(container.contentSize == CGSize(width: 320, height: 100 + 2_000 + 300 + 1_500 + 3 * 8))
        #expect(table.isScrollEnabled == false)

        var offset: CGFloat = 0
        while offset <= container.contentSize.height - 480 {
            container.contentOffset.y = offset
            container.layoutIfNeeded()
            for child in [table, grid] {
                #expect(isInside(child.frame, container.bounds))
                // The child shows the part of its content under its frame.
                let naturalStart: CGFloat = child === table ? 108 : 108 + 2_000 + 8 + 300 + 8
                if child.frame.height > 0 { #expect(child.contentOffset.y == child.frame.minY - naturalStart) }
            }
            #expect(banner.frame.height == 300)
            offset += 53
        }
        // At the end the grid is on screen and the table is a zero-height strip at the top edge.
        container.contentOffset.y = container.contentSize.height - 480
        container.layoutIfNeeded()
        #expect(grid.frame == CGRect(x: 0, y: container.contentOffset.y, width: 320, height: 480))
        #expect(table.frame.height == 0)
    }

    @Test func aScrollToAChildBeforeTheSizeIsMadeOnceTheViewHasOne() {
        let container = ContainerScrollView(frame: .zero)
        let header = constrainedView(height: 100)
        let table = scrollChild(length: 2_000)
        let footer = constrainedView(height: 300)
        for view in [header, table, footer] { container.addArrangedView(view) }
        container.scrollToArrangedView(footer, at: .end, animated: true)
        container.scrollToArrangedView(UIView(frame: .zero), at: .start, animated: false)
        container.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        container.layoutIfNeeded()
        #expect(container.contentOffset.y == CGFloat(100 + 2_000 + 300 - 480))
        #expect(footer.frame.maxY - container.contentOffset.y == 480)
        #expect(container.driver?.controller.isAnimating == false)
    }

    @Test func aScrollToAChildRemovedBeforeTheSizeIsDropped() {
        let container = ContainerScrollView(frame: .zero)
        let header = constrainedView(height: 100)
        let table = scrollChild(length: 2_000)
        for view in [header, table] { container.addArrangedView(view) }
        container.scrollToArrangedView(table, at: .start, animated: false)
        container.removeArrangedView(table)
        container.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        container.layoutIfNeeded()
        #expect(container.contentOffset.y == 0)
    }

    @Test func dragsAndFlingsAreTheEnginesToLand() {
        let container = ContainerScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = scrollChild(length: 5_000)
        container.addArrangedView(table)
        container.layoutIfNeeded()
        let rest = container.standInDrag(by: CGPoint(x: 0, y: 200), velocity: CGPoint(x: 0, y: 1))
        // The engine projects UIKit's normal deceleration (0.998 per ms): 1 pt/ms travels ~499 pt more.
        #expect(rest.y > 600 && rest.y < 760)
        #expect(isInside(table.frame, container.bounds))
        #expect(table.contentOffset.y == rest.y)
    }

    @Test func aStickyHeaderStaysAtTheTopUntilTheNextOnePushesIt() {
        let container = ContainerScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = constrainedView(height: 40)
        let second = constrainedView(height: 40)
        container.addArrangedView(first, isSticky: true)
        container.addArrangedView(scrollChild(length: 1_000))
        container.addArrangedView(second, isSticky: true)
        container.addArrangedView(scrollChild(length: 1_000))
        container.layoutIfNeeded()
        container.contentOffset.y = 500
        container.layoutIfNeeded()
        #expect(first.frame.minY == 500)
        #expect(container.subviews.last === first)
        // The second header (at 1040) pushes the first one up as it arrives.
        container.contentOffset.y = 1_020
        container.layoutIfNeeded()
        #expect(first.frame.maxY == 1_040)
        container.contentOffset.y = 1_500
        container.layoutIfNeeded()
        #expect(second.frame.minY == 1_500)
    }

    @Test func followsAChildsContentSizeWithoutMovingWhatIsOnScreen() {
        let container = ContainerScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let above = scrollChild(length: 1_000)
        let below = scrollChild(length: 1_000)
        container.addArrangedView(above)
        container.addArrangedView(below)
        container.layoutIfNeeded()
        container.contentOffset.y = 1_200
        container.layoutIfNeeded()
        #expect(below.contentOffset.y == 200)
        // The child above loads more content (a table view's reloadData).
        above.contentSize.height = 1_500
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(container.contentSize.height == 2_500)
        #expect(container.contentOffset.y == 1_700)
        #expect(below.contentOffset.y == 200)
        #expect(isInside(below.frame, container.bounds))
        // The child on screen grows at its end: nothing moves.
        below.contentSize.height = 3_000
        container.setNeedsLayout()
        container.layoutIfNeeded()
        #expect(container.contentSize.height == 4_500)
        #expect(container.contentOffset.y == 1_700)
    }

    @Test func stacksHorizontally() {
        let container = ContainerScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.stackAxis = .horizontal
        let left = scrollChild(length: 1_000, axis: .horizontal)
        let cover = constrainedView(width: 200)
        let right = scrollChild(length: 1_000, axis: .horizontal)
        for view in [left, cover, right] { container.addArrangedView(view) }
        container.layoutIfNeeded()
        #expect(container.contentSize == CGSize(width: 2_200, height: 480))
        var offset: CGFloat = 0
        while offset <= 2_200 - 320 {
            container.contentOffset.x = offset
            container.layoutIfNeeded()
            #expect(isInside(left.frame, container.bounds))
            #expect(isInside(right.frame, container.bounds))
            #expect(cover.frame.size == CGSize(width: 200, height: 480))
            offset += 70
        }
    }
}
