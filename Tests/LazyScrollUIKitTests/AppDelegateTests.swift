import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 21, item 4: `delegate` is the app's. An app that sets it (a parallax header, a collapsing
/// title) hears every `UIScrollViewDelegate` callback, and the view still loads rows and turns pages;
/// a reload keeps it.
@MainActor
@Suite struct AppDelegateTests {
    let clock = TestClock()

    /// An app's delegate: records what it hears and what the rows look like when it hears a scroll.
    final class AppScrollDelegate: NSObject, UIScrollViewDelegate {
        var calls: [String] = []
        var zoomingView: UIView?
        var allowsScrollToTop = true
        var rowsShownAtScroll: [Bool] = []
        weak var list: RecyclingListView?

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            calls.append("didScroll")
            if let list {
                // The view loaded the rows for the new offset before the app heard of it.
                rowsShownAtScroll.append(list.view(forRow: Int(list.contentOffset.y / 44)) != nil)
            }
        }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { calls.append("didZoom") }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
        func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            calls.append("willEndDragging")
        }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging") }
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomingView }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { calls.append("willBeginZooming") }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { calls.append("didEndZooming") }
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { calls.append("shouldScrollToTop"); return allowsScrollToTop }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop") }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { calls.append("didChangeAdjustedContentInset") }
    }

    @Test func aListWithTheAppsDelegateStillLoadsRowsAndTheAppHearsEveryScroll() throws {
        let app = AppScrollDelegate()
        let source = RowSource(count: 1_000)
        RowSource.keptAlive.append(source)
        let list = RecyclingListView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.clock = { [clock] in clock.now }
        list.armsTimers = false
        list.register(SizedRowView.self, forReuseIdentifier: "row")
        app.list = list
        // Set before the data and before the list has a size, as in viewDidLoad().
        list.delegate = app
        TestWindow.show(list)
        list.dataSource = source
        list.layoutIfNeeded()
        #expect(list.delegate === app)
        list.contentOffset.y = 2_000
        #expect(list.view(forRow: 2_000 / 44) != nil)
        #expect(list.view(forRow: 0) == nil)
        #expect(app.calls == ["didScroll"])
        #expect(app.rowsShownAtScroll == [true])
        // A reload keeps the app's delegate, and rows keep loading.
        list.reloadData()
        #expect(list.delegate === app)
        list.contentOffset.y = 10_000
        #expect(list.view(forRow: 10_000 / 44) != nil)
        #expect(app.rowsShownAtScroll.allSatisfy { $0 })
    }

    @Test func everyCallbackReachesTheAppsDelegate() throws {
        let app = AppScrollDelegate()
        let list = makeList(source: RowSource(count: 1_000), clock: clock)
        list.delegate = app
        let window = try #require(list.window)
        list.standInDrag(by: CGPoint(x: 0, y: 200), velocity: CGPoint(x: 0, y: 1))
        #expect(Array(app.calls.filter { $0 != "didScroll" }) == [
            "willBeginDragging", "willEndDragging", "didEndDragging", "willBeginDecelerating", "didEndDecelerating",
        ])
        #expect(app.calls.contains("didScroll"))
        // The list followed the drag and the glide.
        #expect(list.contentOffset.y > 200)
        #expect(list.view(forRow: Int(list.contentOffset.y / 44)) != nil)
        // Calls UIKit makes that the view does not need go to the app all the same.
        app.calls = []
        let photo = UIView(frame: .zero)
        app.zoomingView = photo
        let told = try #require(list.storedDelegate)
        #expect(told.viewForZooming(in: list) === photo)
        told.scrollViewWillBeginZooming(list, with: photo)
        told.scrollViewDidZoom(list)
        told.scrollViewDidEndZooming(list, with: photo, atScale: 2)
        told.scrollViewDidEndScrollingAnimation(list)
        #expect(app.calls == ["willBeginZooming", "didZoom", "didEndZooming", "didEndScrollingAnimation"])
        // The app decides whether a status-bar tap scrolls to the top.
        app.calls = []
        app.allowsScrollToTop = false
        #expect(window.standInTapStatusBar() == nil)
        #expect(app.calls == ["shouldScrollToTop"])
        app.allowsScrollToTop = true
        app.calls = []
        #expect(window.standInTapStatusBar() === list)
        #expect(list.contentOffset.y == 0)
        #expect(list.view(forRow: 0) != nil)
        #expect(app.calls.first == "shouldScrollToTop" && app.calls.last == "didScrollToTop")
    }

    @Test func aPagerWithTheAppsDelegateStillTurnsPages() throws {
        let app = AppScrollDelegate()
        let (pager, _) = makePager(count: 10, clock: clock) { $0.delegate = app }
        #expect(pager.delegate === app)
        pager.standInDrag(by: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 2, y: 0))
        #expect(pager.currentPage == 1)
        #expect(pager.contentOffset.x == 320)
        #expect(pager.shownPages == [0, 1, 2])
        #expect(app.calls.contains("willEndDragging") && app.calls.contains("didEndDecelerating"))
        pager.reloadData()
        #expect(pager.delegate === app)
    }

    @Test func aContainerWithTheAppsDelegateStillPlacesItsChildren() throws {
        let app = AppScrollDelegate()
        let container = ContainerScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.delegate = app
        TestWindow.show(container)
        let table = UIScrollView(frame: .zero)
        table.contentSize = CGSize(width: 320, height: 3_000)
        container.addArrangedView(table)
        container.layoutIfNeeded()
        container.contentOffset.y = 1_000
        #expect(table.contentOffset.y == 1_000)
        #expect(app.calls == ["didScroll"])
        #expect(container.delegate === app)
    }
}
