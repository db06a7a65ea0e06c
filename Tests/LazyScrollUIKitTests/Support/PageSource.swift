import Foundation
@testable import LazyScrollUIKitOnStandIn
import UIKitStandIn

/// A page view that remembers which page it shows.
final class NumberedPageView: UIView {
    var page = -1
}

/// A data source of `count` numbered pages, counting how often it was asked for a view.
@MainActor
final class PageSource: PagingScrollViewDataSource {
    var count: Int
    var requests = 0
    /// The pages asked for, in order.
    var askedPages: [Int] = []
    /// Pagers hold their data source weakly, as UIKit does; tests that drop theirs keep it alive here.
    static var keptAlive: [PageSource] = []

    init(count: Int) { self.count = count }

    func numberOfPages(in pagingScrollView: PagingScrollView) -> Int { count }

    func pagingScrollView(_ pagingScrollView: PagingScrollView, viewForPageAt index: Int) -> UIView {
        requests += 1
        askedPages.append(index)
        let view = pagingScrollView.dequeueReusablePage(withIdentifier: "page", for: index)
        (view as? NumberedPageView)?.page = index
        return view
    }
}

/// A pager of `count` pages in a 320 × 480 frame, on a test clock.
@MainActor
func makePager(count: Int, clock: TestClock, configure: (PagingScrollView) -> Void = { _ in }) -> (PagingScrollView, PageSource) {
    let pager = PagingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    pager.clock = { [clock] in clock.now }
    pager.armsTimers = false
    pager.register(NumberedPageView.self, forReuseIdentifier: "page")
    configure(pager)
    TestWindow.show(pager)
    let source = PageSource(count: count)
    PageSource.keptAlive.append(source)
    pager.dataSource = source
    pager.layoutIfNeeded()
    return (pager, source)
}

extension PagingScrollView {
    /// The pages whose views are subviews, ascending.
    var shownPages: [Int] {
        subviews.compactMap { ($0 as? NumberedPageView)?.page }.sorted()
    }
}
