import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 21, item 3: an inconsistent batch update is refused at the faulty call, as `UITableView`
/// raises at its faulty call, and leaves the list exactly as it was: its row count, its views and its
/// offset. A correct update afterwards works, and the list never asks for a row the data source lacks.
@MainActor
@Suite struct BatchUpdateRefusalTests {
    let clock = TestClock()

    /// Every row index the list asked its data source for stays below the data's count.
    final class CheckedRowSource: RecyclingListViewDataSource {
        var count: Int
        var askedBeyondData: [Int] = []
        init(count: Int) { self.count = count }
        func numberOfRows(in listView: RecyclingListView) -> Int { count }
        func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
            if index >= count { askedBeyondData.append(index) }
            return listView.dequeueReusableView(withIdentifier: "row", for: index)
        }
    }

    func makeList(_ source: CheckedRowSource, sized: Bool = true) -> RecyclingListView {
        LazyScrollUIKitTests.makeList(showing: source, clock: clock, size: sized ? CGSize(width: 320, height: 480) : .zero)
    }

    @Test func anUpdateThatDoesNotAddUpThrowsAndChangesNothing() throws {
        let source = CheckedRowSource(count: 100)
        let list = makeList(source)
        list.scrollToRow(50, at: .start, animated: false)
        let offset = list.contentOffset
        let views = list.loadedRowViews.map(ObjectIdentifier.init)
        let size = list.contentSize
        // Two rows go from the data, one deletion is reported.
        source.count = 98
        #expect(throws: LazyScrollError.self) { try list.performBatchUpdates(BatchUpdate(deletions: [0])) }
        #expect(list.numberOfRows == 100)
        #expect(list.contentOffset == offset)
        #expect(list.contentSize == size)
        #expect(list.loadedRowViews.map(ObjectIdentifier.init) == views)
        // The right update works afterwards, and scrolling to the end asks for no row beyond the data.
        try list.performBatchUpdates(BatchUpdate(deletions: [0, 1]))
        #expect(list.numberOfRows == 98)
        list.scrollToRow(97, at: .end, animated: false)
        list.contentOffset.y = list.contentSize.height - 480
        #expect(list.view(forRow: 97) != nil)
        #expect(source.askedBeyondData.isEmpty)
    }

    @Test func anUpdateBeforeTheListHasASizeIsCheckedToo() throws {
        let source = CheckedRowSource(count: 10)
        let list = makeList(source, sized: false)
        source.count = 12
        #expect(throws: LazyScrollError.self) { try list.performBatchUpdates(BatchUpdate(insertions: [0])) }
        #expect(list.numberOfRows == 10)
        try list.performBatchUpdates(BatchUpdate(insertions: [0, 5]))
        #expect(list.numberOfRows == 12)
        list.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        list.layoutIfNeeded()
        #expect(list.contentSize.height == CGFloat(12 * 44))
    }

    @Test func theDiffableDataSourceKeepsItsIdentifiersWhenTheListRefuses() throws {
        let list = RecyclingListView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.register(SizedRowView.self, forReuseIdentifier: "row")
        TestWindow.show(list)
        let dataSource = RecyclingListViewDiffableDataSource<Int>(listView: list) { list, row, _ in
            list.dequeueReusableView(withIdentifier: "row", for: row)
        }
        try dataSource.apply(Array(0..<20))
        list.layoutIfNeeded()
        // The app gave the list another data source: the difference no longer leads from its rows.
        let other = CheckedRowSource(count: 5)
        list.dataSource = other
        #expect(throws: LazyScrollError.self) { try dataSource.apply(Array(0..<25)) }
        #expect(dataSource.itemIdentifiers.count == 20)
        #expect(list.numberOfRows == 5)
        list.dataSource = dataSource
        try dataSource.apply(Array(0..<25))
        #expect(list.numberOfRows == 25)
        #expect(dataSource.itemIdentifiers.count == 25)
    }
}
