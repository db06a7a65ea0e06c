import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Records what a list tells its ends delegate, and can change the rows when told.
@MainActor
final class EndsRecorder: RecyclingListViewEndsDelegate {
    var events: [LoadMoreEvent] = []
    var endStates: [(isAtEnd: Bool, unseen: Int)] = []
    /// Runs when the list asks for more at an edge.
    var onEnter: (ContentEdge) -> Void = { _ in }

    func listView(_ listView: RecyclingListView, didEnterLoadMoreThresholdAt edge: ContentEdge) {
        events.append(.entered(edge))
        onEnter(edge)
    }

    func listView(_ listView: RecyclingListView, didLeaveLoadMoreThresholdAt edge: ContentEdge) {
        events.append(.left(edge))
    }

    func listViewDidChangeEndState(_ listView: RecyclingListView) {
        endStates.append((listView.isAtEnd, listView.unseenRows.count))
    }
}

@MainActor
@Suite struct RecyclingListChatTests {
    let clock = TestClock()

    /// A chat of `count` rows of `height` points, anchored at its end, 320 × 480.
    func chat(count: Int, height: @escaping (Int) -> CGFloat = { _ in 50 }, recorder: EndsRecorder? = nil) -> (RecyclingListView, RowSource) {
        makeChat(count: count, clock: clock, height: height, endsDelegate: recorder)
    }

    /// Where the bottom edge of the row showing `identity` is on screen.
    func bottom(of identity: Int, in list: RecyclingListView) -> CGFloat? {
        list.rowView(showing: identity).map { $0.frame.maxY - list.contentOffset.y }
    }

    @Test func aChatStartsAtItsLastRowAndShortContentSitsAtTheBottom() {
        let (list, _) = chat(count: 100)
        #expect(list.isAtEnd)
        #expect(bottom(of: 99, in: list) == 480)
        #expect(list.contentOffset.y == list.contentSize.height - 480)
        let (short, _) = chat(count: 3)
        #expect(bottom(of: 2, in: short) == 480)
        #expect(short.rowView(showing: 0).map { $0.frame.minY - short.contentOffset.y } == 330)
        // UIKit's offsets stay at 0 and up: the engine's negative resting offset is the content's origin.
        #expect(short.contentOffset.y == 0 && short.contentSize.height == 480)
    }

    @Test func aRowThatGrowsAtTheEndKeepsItsBottomOnScreen() {
        let (list, source) = chat(count: 100)
        var height: CGFloat = 50
        source.heightOf = { $0 == 99 ? height : 50 }
        for _ in 1...40 {
            height += 7
            (list.view(forRow: 99) as? SizedRowView)?.height = height
            list.invalidateRowHeights(at: [99])
            #expect(bottom(of: 99, in: list) == 480)
        }
    }

    @Test func rowsAddedWhileAwayAreUnseenUntilTheListReachesItsEnd() throws {
        let recorder = EndsRecorder()
        let (list, source) = chat(count: 100, recorder: recorder)
        #expect(recorder.endStates.last?.isAtEnd == true)
        list.contentOffset.y -= 500
        #expect(!list.isAtEnd)
        let shown = bottom(of: 95, in: list)
        source.identities += [100, 101, 102]
        try list.performBatchUpdates(BatchUpdate(insertions: [100, 101, 102]))
        #expect(bottom(of: 95, in: list) == shown)
        #expect(Array(list.unseenRows) == [100, 101, 102])
        #expect(recorder.endStates.last.map { $0.isAtEnd == false && $0.unseen == 3 } == true)
        list.scrollToEnd(animated: true)
        clock.runFrames(while: { list.driver?.controller.isAnimating ?? false }, tick: { list.tick() })
        #expect(list.isAtEnd && list.unseenRows.isEmpty && list.distanceToEnd == 0)
        #expect(bottom(of: 102, in: list) == 480)
        #expect(recorder.endStates.last.map { $0.isAtEnd && $0.unseen == 0 } == true)
    }

    @Test func theSafeAreaAndTheKeyboardKeepTheEndInView() {
        let (list, _) = chat(count: 100)
        list.standInSetSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        list.layoutIfNeeded()
        // 480 - 34
        #expect(bottom(of: 99, in: list) == 446)
        list.standInSetSafeAreaInsets(UIEdgeInsets(top: 47, left: 0, bottom: 336, right: 0))
        list.layoutIfNeeded()
        // 480 - 336
        #expect(bottom(of: 99, in: list) == 144)
    }

    /// Older rows load at the top, once per page, and the page keeps the screen still; a delegate may
    /// insert the page while it is told.
    @Test func loadingOlderRowsAtTheTop() {
        let recorder = EndsRecorder()
        let (list, source) = chat(count: 60, height: { 40 + CGFloat($0 % 4) * 10 }, recorder: recorder)
        var pages = 0
        var stayedStill: [Bool] = []
        recorder.onEnter = { edge in
            guard edge == .start, pages < 2 else { return }
            pages += 1
            let first = source.identities[0]
            let before = list.rowView(showing: first).map { $0.frame.minY - list.contentOffset.y }
            source.identities.insert(contentsOf: (first - 30)..<first, at: 0)
            try! list.performBatchUpdates(BatchUpdate(insertions: Array(0..<30)))
            stayedStill.append(before != nil && list.rowView(showing: first).map { $0.frame.minY - list.contentOffset.y } == before)
        }
        list.loadMoreThresholds = LoadMoreThresholds(start: .screens(1))
        #expect(recorder.events == [])
        // Up 17 points a frame to the very top: each page is asked for once, within a screen of the top,
        // and arrives above without moving what is on screen, which leaves the threshold; the third
        // time the app has no more pages.
        var frames = 0
        while list.contentOffset.y > 0 {
            list.contentOffset.y = max(0, list.contentOffset.y - 17)
            frames += 1
        }
        #expect(frames > 200)
        #expect(pages == 2 && stayedStill == [true, true])
        #expect(recorder.events == [.entered(.start), .left(.start), .entered(.start), .left(.start), .entered(.start)])
        #expect(list.numberOfRows == 120)
    }

    @Test func refusedSettingsLeaveThePreviousOnes() {
        let (list, _) = chat(count: 5)
        list.contentAnchoring = .end(tolerance: .nan)
        #expect(list.contentAnchoring == .end)
        list.loadMoreThresholds = LoadMoreThresholds(end: .items(3))
        list.loadMoreThresholds = LoadMoreThresholds(end: .screens(-1))
        #expect(list.loadMoreThresholds == LoadMoreThresholds(end: .items(3)))
        #expect(list.driver?.controller.loadMoreThresholds == LoadMoreThresholds(end: .items(3)))
        // Chat mode off and on again: short content moves to the top and back to the bottom.
        list.contentAnchoring = .keepVisibleItems
        #expect(list.rowView(showing: 0).map { $0.frame.minY - list.contentOffset.y } == 0)
        list.contentAnchoring = .end
        #expect(bottom(of: 4, in: list) == 480)
    }

    @Test func scrollingToTheEndBeforeTheListHasASizeWaitsForIt() {
        let source = RowSource(count: 100)
        RowSource.keptAlive.append(source)
        let list = RecyclingListView(frame: .zero)
        list.clock = { [clock] in clock.now }
        list.armsTimers = false
        list.register(SizedRowView.self, forReuseIdentifier: "row")
        list.dataSource = source
        list.scrollToEnd(animated: true)
        list.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        list.layoutIfNeeded()
        #expect(list.isAtEnd)
        #expect(bottom(of: 99, in: list) == 480)
    }
}
