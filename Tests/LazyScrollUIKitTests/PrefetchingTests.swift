import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Records what a view asks to prefetch and cancel.
@MainActor
final class PrefetchRecorder: RecyclingListViewDataSourcePrefetching, PagingScrollViewDataSourcePrefetching {
    var prefetched: [[Int]] = []
    var cancelled: [[Int]] = []
    /// Items asked for and not cancelled since.
    var outstanding: Set<Int> = []

    func listView(_ listView: RecyclingListView, prefetchRowsAt indices: [Int]) { record(indices) }
    func listView(_ listView: RecyclingListView, cancelPrefetchingForRowsAt indices: [Int]) { cancel(indices) }
    func pagingScrollView(_ pagingScrollView: PagingScrollView, prefetchPagesAt indices: [Int]) { record(indices) }
    func pagingScrollView(_ pagingScrollView: PagingScrollView, cancelPrefetchingForPagesAt indices: [Int]) { cancel(indices) }

    private func record(_ indices: [Int]) {
        prefetched.append(indices)
        outstanding.formUnion(indices)
    }

    private func cancel(_ indices: [Int]) {
        cancelled.append(indices)
        outstanding.subtract(indices)
    }
}

@MainActor
@Suite struct PrefetchingTests {
    let clock = TestClock()

    @Test func theListPrefetchesRowsAheadOfTheirViewsAndCancelsThoseLeftBehind() throws {
        let source = RowSource(count: 10_000)
        let list = makeList(source: source, clock: clock)
        let recorder = PrefetchRecorder()
        list.prefetchDataSource = recorder
        // Setting it asks for the rows already in reach: beyond the loaded ones, none of them loaded.
        let first = try #require(recorder.prefetched.first)
        #expect(!first.isEmpty)
        #expect(first.allSatisfy { list.view(forRow: $0) == nil })
        #expect(first.min()! > list.loadedRowViews.compactMap { ($0 as? SizedRowView)?.row }.max()!)
        // Scrolling down a row at a time: every row is prefetched before its view is asked for.
        let loadedAtFirst = Set(list.loadedRowViews.compactMap { ($0 as? SizedRowView)?.row })
        var asked = Set(first)
        for step in 1...200 {
            list.contentOffset.y = CGFloat(step) * 44
            for batch in recorder.prefetched { asked.formUnion(batch) }
            for case let row as SizedRowView in list.loadedRowViews where !loadedAtFirst.contains(row.row) {
                #expect(asked.contains(row.row), "row \(row.row) got a view without being prefetched")
            }
        }
        #expect(recorder.prefetched.allSatisfy { $0 == $0.sorted() && Set($0).count == $0.count })
        // A jump far down cancels what was being fetched up here.
        list.contentOffset.y = 300_000
        #expect(recorder.outstanding.allSatisfy { $0 > 6_000 })
        #expect(!recorder.cancelled.isEmpty)
    }

    @Test func aLoopingPagerPrefetchesEachDataPageOnce() {
        let (pager, _) = makePager(count: 5, clock: clock) { $0.isLooping = true }
        let recorder = PrefetchRecorder()
        pager.prefetchDataSource = recorder
        for _ in 0..<20 {
            pager.standInDrag(by: CGPoint(x: 200, y: 0), velocity: CGPoint(x: 2, y: 0))
        }
        let asked = recorder.prefetched.flatMap { $0 }
        #expect(!asked.isEmpty)
        #expect(asked.allSatisfy { (0..<5).contains($0) })
        #expect(recorder.prefetched.allSatisfy { Set($0).count == $0.count })
    }
}
