import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 21, item 11: what app code written from the guides ran into. Typed registrations instead of
/// string identifiers and `as!`; the index of a loaded view and at a point, which follow batch updates;
/// a layout accepted before the list has a width works at any width.
@MainActor
@Suite struct AppCodeTests {
    let clock = TestClock()

    struct Message { var text: String }

    /// A chat row with a label, as the guide's.
    final class MessageRow: SizedRowView {
        var text = ""
        let reply = UIView(frame: CGRect(x: 250, y: 4, width: 60, height: 30))
        required init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(reply)
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Messages: RecyclingListViewDataSource {
        var messages = (0..<100).map { Message(text: "m\($0)") }
        let row = RecyclingListView.CellRegistration<MessageRow, Message> { row, index, message in
            row.text = message.text
            row.row = index
        }
        func numberOfRows(in listView: RecyclingListView) -> Int { messages.count }
        func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
            listView.dequeueConfiguredReusableView(using: row, for: index, item: messages[index])
        }
    }

    func messageList(_ source: Messages) -> RecyclingListView {
        makeList(showing: source, clock: clock)
    }

    @Test func aRegistrationDequeuesItsTypedViewsConfiguredAndRecycled() throws {
        let source = Messages()
        let list = messageList(source)
        let first = try #require(list.view(forRow: 0) as? MessageRow)
        #expect(first.text == "m0")
        var most = list.loadedRowViews.count
        for step in 1...100 {
            list.contentOffset.y = CGFloat(step) * 30
            most = max(most, list.loadedRowViews.count)
        }
        // Recycled under the registration: no more views than the list ever held at once.
        #expect(list.itemViews.statistics.created <= most)
        #expect(list.itemViews.statistics.reused > 50)
        #expect((list.view(forRow: 3_000 / 44) as? MessageRow)?.text == "m\(3_000 / 44)")
        // Two registrations of one class keep their views apart.
        let other = RecyclingListView.CellRegistration<MessageRow, Message> { row, _, _ in row.text = "other" }
        #expect(other.reuseIdentifier != source.row.reuseIdentifier)
    }

    @Test func theRowOfAViewFollowsBatchUpdatesAndTapsFindTheirRow() throws {
        let source = Messages()
        let list = messageList(source)
        let row = try #require(list.view(forRow: 5) as? MessageRow)
        // A tap on the row's reply button finds the row from the button.
        #expect(list.row(for: row.reply) == 5)
        #expect(list.row(for: UIView(frame: .zero)) == nil)
        // Two messages arrive above: the view kept for "m5" is row 7 now (an index kept in the view
        // would still say 5).
        source.messages.insert(contentsOf: [Message(text: "a"), Message(text: "b")], at: 0)
        try list.performBatchUpdates(BatchUpdate(insertions: [0, 1]))
        #expect(list.row(for: row.reply) == 7)
        #expect(row.row == 5)
        // A point in the list's coordinates: on a loaded row, and on a row far below with no view.
        let point = CGPoint(x: 10, y: row.frame.midY)
        #expect(list.row(at: point) == 7)
        #expect(list.row(at: CGPoint(x: 10, y: 44 * 80 + 1)) == 80)
        #expect(list.view(forRow: 80) == nil)
        #expect(list.row(at: CGPoint(x: 10, y: -5)) == nil)
    }

    @Test func thePageOfAViewAndAtAPoint() throws {
        let (pager, _) = makePager(count: 5, clock: clock) { $0.isLooping = true }
        pager.scrollToPage(4, animated: false)
        let view = try #require(pager.view(forPage: 4))
        #expect(pager.page(for: view) == 4)
        #expect(pager.page(at: CGPoint(x: pager.contentOffset.x + 10, y: 10)) == 4)
    }

    @Test func anAdaptiveGridSetBeforeTheListHasAWidthWorksAtEveryWidth() throws {
        let source = RowSource(count: 100) { _ in 100 }
        RowSource.keptAlive.append(source)
        let list = RecyclingListView(frame: .zero)
        list.clock = { [clock] in clock.now }
        list.armsTimers = false
        list.register(SizedRowView.self, forReuseIdentifier: "row")
        // In viewDidLoad(), before the list has a width: columns of at least 400 points.
        try list.setLayout(.grid(ScrollGridLayout(columns: .adaptive(minimumWidth: 400))))
        TestWindow.show(list)
        list.dataSource = source
        // An iPhone in portrait is narrower than one column: one column as wide as the list.
        list.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        list.layoutIfNeeded()
        #expect(list.view(forRow: 0)?.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(list.view(forRow: 1)?.frame.minY == 100)
        // Wide enough for two, and back.
        list.frame = CGRect(x: 0, y: 0, width: 900, height: 480)
        list.layoutIfNeeded()
        #expect(list.view(forRow: 1)?.frame == CGRect(x: 450, y: 0, width: 450, height: 100))
        list.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        list.layoutIfNeeded()
        #expect(list.view(forRow: 1)?.frame == CGRect(x: 0, y: 100, width: 320, height: 100))
    }
}
