import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 21, item 7: the views' insets are UIKit's. The rows are the scroll view's content,
/// `adjustedContentInset` (the app's `contentInset` plus the safe area) is around it and rests the list
/// at `-adjustedContentInset.top`, so a `UIRefreshControl` sits below the navigation bar, and a keyboard's
/// inset (by `contentInset` or by a frame following `keyboardLayoutGuide`) keeps a chat's end in view.
@MainActor
@Suite struct ContentInsetTests {
    let clock = TestClock()

    func chat(count: Int = 100) -> RecyclingListView {
        makeChat(count: count, clock: clock).0
    }

    /// Where the bottom edge of row `row` is on screen.
    func bottom(of row: Int, in list: RecyclingListView) -> CGFloat? {
        list.view(forRow: row).map { $0.frame.maxY - list.contentOffset.y }
    }

    @Test func aRefreshControlsListRestsBelowTheBarAsUIKitPlacesIt() throws {
        let list = makeList(source: RowSource(count: 100), clock: clock)
        let refresh = UIRefreshControl()
        list.refreshControl = refresh
        list.standInSetSafeAreaInsets(UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        list.layoutIfNeeded()
        // The app's inset behaviour is kept, so UIKit insets the content by the bars: the refresh control
        // (which UIKit places above the content, inside the adjusted inset) is below the navigation bar.
        #expect(list.contentInsetAdjustmentBehavior == .automatic)
        #expect(list.adjustedContentInset.top == 91)
        #expect(list.contentOffset.y == -91)
        #expect(list.view(forRow: 0)?.frame.minY == 0)
        // While it refreshes, the space above the rows grows (UIKit does it through the insets): the rows
        // at the top move down under the spinner.
        refresh.beginRefreshing()
        list.contentInset.top = 60
        #expect(list.contentOffset.y == -151)
        #expect(list.view(forRow: 0).map { $0.frame.minY - list.contentOffset.y } == 151)
        refresh.endRefreshing()
        list.contentInset.top = 0
        #expect(list.contentOffset.y == -91)
    }

    @Test func aKeyboardInsetKeepsAChatsEndInView() {
        let list = chat()
        #expect(bottom(of: 99, in: list) == 480)
        // The app insets the list by the keyboard, as apps do with contentInset.
        list.contentInset.bottom = 300
        #expect(bottom(of: 99, in: list) == 180)
        #expect(list.isAtEnd)
        // Scrolled away, the keyboard leaves what is on screen alone.
        list.contentOffset.y -= 400
        let row = list.loadedRowViews[list.loadedRowViews.count / 2]
        let onScreen = row.frame.minY - list.contentOffset.y
        list.contentInset.bottom = 0
        #expect(row.frame.minY - list.contentOffset.y == onScreen)
    }

    @Test func aListFollowingTheKeyboardLayoutGuideKeepsAChatsEndInView() {
        let list = chat()
        // Its bottom pinned to keyboardLayoutGuide.topAnchor: the keyboard makes the list shorter.
        list.frame = CGRect(x: 0, y: 0, width: 320, height: 180)
        list.layoutIfNeeded()
        #expect(bottom(of: 99, in: list) == 180)
        list.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        list.layoutIfNeeded()
        #expect(bottom(of: 99, in: list) == 480)
    }

    @Test func aShortChatSitsAtTheBottomWithinUIKitsRestingRange() {
        let list = chat(count: 3)
        list.standInSetSafeAreaInsets(UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        list.layoutIfNeeded()
        #expect(bottom(of: 2, in: list) == 446)
        // UIKit can rest here: the content fills the space between the insets, so a release does not
        // bounce the rows to the top.
        let range = list.standInRestingOffsets
        #expect(range.min.y == list.contentOffset.y && range.max.y == list.contentOffset.y)
        list.standInDrag(by: CGPoint(x: 0, y: -60))
        #expect(bottom(of: 2, in: list) == 446)
    }
}
