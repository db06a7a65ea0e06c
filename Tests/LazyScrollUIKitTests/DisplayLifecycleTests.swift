import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 21, item 5: rows, pages and arranged views hear `willDisplay` when they come on screen and
/// `didEndDisplaying` when they leave, once each, and a reused view hears `prepareForReuse()`, in UIKit's
/// order: end of display of the old item, reuse, configuration, display of the new one.
@MainActor
@Suite struct DisplayLifecycleTests {
    let clock = TestClock()

    /// One log for a list's or pager's events and its views' reuse, in order.
    final class Log {
        var events: [String] = []
    }

    /// A row that logs its reuse.
    final class LoggingRowView: SizedRowView, ReusableView {
        var log: Log?
        func prepareForReuse() { log?.events.append("reuse \(ObjectIdentifier(self).hashValue)") }
    }

    final class LoggingRows: NSObject, RecyclingListViewDataSource, RecyclingListViewDelegate {
        let log = Log()
        var count = 200
        func numberOfRows(in listView: RecyclingListView) -> Int { count }
        func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
            let view = listView.dequeueReusableView(withIdentifier: "row", for: index)
            (view as? LoggingRowView)?.log = log
            (view as? LoggingRowView)?.row = index
            log.events.append("configure \(index) \(ObjectIdentifier(view).hashValue)")
            return view
        }
        func listView(_ listView: RecyclingListView, willDisplay view: UIView, forRowAt index: Int) {
            log.events.append("willDisplay \(index) \(ObjectIdentifier(view).hashValue)")
        }
        func listView(_ listView: RecyclingListView, didEndDisplaying view: UIView, forRowAt index: Int) {
            log.events.append("didEndDisplaying \(index) \(ObjectIdentifier(view).hashValue)")
        }
    }

    func rows(_ log: Log, _ kind: String) -> [Int] {
        log.events.filter { $0.hasPrefix(kind + " ") }.map { Int($0.split(separator: " ")[1])! }
    }

    func makeList(_ source: LoggingRows) -> RecyclingListView {
        LazyScrollUIKitTests.makeList(showing: source, clock: clock, rowClass: LoggingRowView.self) { $0.delegate = source }
    }

    @Test func rowsAreDisplayedWhileOnScreenAndReusedInUIKitsOrder() throws {
        let source = LoggingRows()
        let list = makeList(source)
        // Rows 0…10 are on screen (480 / 44); the rows loaded past the screen are not displayed.
        #expect(rows(source.log, "willDisplay") == Array(0...10))
        #expect(rows(source.log, "configure").count > 11)
        source.log.events = []
        list.contentOffset.y = 44 * 30
        #expect(rows(source.log, "didEndDisplaying") == Array(0...10))
        #expect(rows(source.log, "willDisplay") == Array(30...40))
        // A view that showed row 0 ended its display before it was reused for a row further down.
        let ended = try #require(source.log.events.firstIndex { $0.hasPrefix("didEndDisplaying 0 ") })
        let view = source.log.events[ended].split(separator: " ")[2]
        let reused = try #require(source.log.events.firstIndex { $0 == "reuse \(view)" })
        let configured = try #require(source.log.events.firstIndex { $0.hasPrefix("configure ") && $0.hasSuffix(" \(view)") })
        #expect(ended < reused && reused < configured)
        if let displayed = source.log.events.firstIndex(where: { $0.hasPrefix("willDisplay ") && $0.hasSuffix(" \(view)") }) {
            #expect(configured < displayed)
        }
        // Every row on screen was displayed once and not ended.
        let displayedNow = Set(rows(source.log, "willDisplay")).subtracting(rows(source.log, "didEndDisplaying"))
        #expect(displayedNow == Set(30...40))
    }

    @Test func aDeletedRowEndsItsDisplayWithTheIndexItHad() throws {
        let source = LoggingRows()
        let list = makeList(source)
        source.log.events = []
        source.count = 199
        try list.performBatchUpdates(BatchUpdate(deletions: [3]))
        #expect(rows(source.log, "didEndDisplaying") == [3])
        // The rows below move up one and stay displayed; the row that comes on screen at the bottom is new.
        #expect(rows(source.log, "willDisplay") == [10])
        source.log.events = []
        list.reloadData()
        #expect(rows(source.log, "didEndDisplaying") == Array(0...10))
        #expect(rows(source.log, "willDisplay") == Array(0...10))
    }

    final class PageLog: PagingScrollViewDelegate {
        var events: [String] = []
        func pagingScrollView(_ pagingScrollView: PagingScrollView, didChangePageTo page: Int) {}
        func pagingScrollView(_ pagingScrollView: PagingScrollView, willDisplay view: UIView, forPageAt index: Int) { events.append("willDisplay \(index)") }
        func pagingScrollView(_ pagingScrollView: PagingScrollView, didEndDisplaying view: UIView, forPageAt index: Int) { events.append("didEndDisplaying \(index)") }
    }

    @Test func pagesAreDisplayedWhileOnScreen() {
        let log = PageLog()
        let (pager, _) = makePager(count: 5, clock: clock) { $0.pagingDelegate = log; $0.isLooping = true }
        #expect(log.events == ["willDisplay 0"])
        // Halfway through a drag both pages are on screen; at rest only the new one.
        pager.contentOffset.x += 160
        #expect(log.events == ["willDisplay 0", "willDisplay 1"])
        pager.scrollToPage(1, animated: false)
        #expect(log.events == ["willDisplay 0", "willDisplay 1", "didEndDisplaying 0"])
        // Backwards past the first page of a loop: the last page comes on screen.
        log.events = []
        pager.scrollToPage(4, animated: false)
        #expect(log.events.sorted() == ["didEndDisplaying 1", "willDisplay 4"])
    }

    final class ChildLog: NSObject, ContainerScrollViewDelegate {
        var events: [String] = []
        var names: [ObjectIdentifier: String] = [:]
        func containerScrollView(_ containerScrollView: ContainerScrollView, willDisplay view: UIView) { events.append("willDisplay \(names[ObjectIdentifier(view)]!)") }
        func containerScrollView(_ containerScrollView: ContainerScrollView, didEndDisplaying view: UIView) { events.append("didEndDisplaying \(names[ObjectIdentifier(view)]!)") }
    }

    @Test func arrangedViewsAreDisplayedWhileOnScreen() {
        let log = ChildLog()
        let container = ContainerScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        container.delegate = log
        TestWindow.show(container)
        let header = constrainedView(height: 200)
        let body = constrainedView(height: 2_000)
        let footer = constrainedView(height: 200)
        for (view, name) in [(header, "header"), (body, "body"), (footer, "footer")] {
            log.names[ObjectIdentifier(view)] = name
            container.addArrangedView(view)
        }
        container.layoutIfNeeded()
        #expect(log.events == ["willDisplay header", "willDisplay body"])
        container.contentOffset.y = 2_400 - 480
        #expect(log.events == ["willDisplay header", "willDisplay body", "didEndDisplaying header", "willDisplay footer"])
        container.removeArrangedView(footer)
        #expect(log.events.last == "didEndDisplaying footer")
    }
}
