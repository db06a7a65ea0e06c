import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

@MainActor
@Suite struct RecyclingListPositionTests {
    let clock = TestClock()

    /// A list of `source`'s rows that has no size yet, as SwiftUI makes it.
    func makeUnsizedList(source: RowSource) -> RecyclingListView {
        RowSource.keptAlive.append(source)
        let list = RecyclingListView(frame: .zero)
        list.clock = { [clock] in clock.now }
        list.armsTimers = false
        list.register(SizedRowView.self, forReuseIdentifier: "row")
        list.dataSource = source
        return list
    }

    func showAndSize(_ list: RecyclingListView) {
        TestWindow.show(list)
        list.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        list.layoutIfNeeded()
    }

    @Test func aScrollToARowBeforeTheListHasASizeIsMadeOnceItHasOne() {
        let list = makeUnsizedList(source: RowSource(count: 500))
        list.scrollToRow(300, at: .center, animated: true)
        #expect(list.scrollPosition == nil)
        showAndSize(list)
        let row = list.rowView(showing: 300)
        #expect(row.map { $0.frame.midY - list.contentOffset.y } == 240)
        #expect(list.driver?.controller.isAnimating == false)
    }

    @Test func aScrollMadeBeforeTheSizeLoadsOnlyTheRowsWhereItLandsAndEntersNoThresholdOnTheWay() {
        let source = RowSource(count: 500)
        let list = makeUnsizedList(source: source)
        let ends = EndsRecorder()
        list.endsDelegate = ends
        list.loadMoreThresholds = LoadMoreThresholds(start: .items(5), end: .items(5))
        list.scrollToRow(300, at: .center, animated: false)
        showAndSize(list)
        #expect(list.rowView(showing: 300).map { $0.frame.midY - list.contentOffset.y } == 240)
        // Made after the first rows loaded, rows 0… would have been asked for, and the start's threshold
        // entered, only to be thrown away.
        #expect(!source.askedRows.isEmpty)
        #expect(source.askedRows.allSatisfy { (250..<350).contains($0) })
        #expect(ends.events.isEmpty)
        list.scrollToEnd(animated: false)
        #expect(ends.events == [.entered(.end)])
    }

    @Test func thePositionIsTheFirstRowStartingOnScreenAndRestoringItShowsTheSameRows() {
        let source = RowSource(count: 500) { 40 + CGFloat($0 % 3) * 10 }
        let list = makeList(source: source, clock: clock)
        #expect(list.scrollPosition == RecyclingListView.ScrollPosition(row: 0, distanceFromTop: 0))
        list.scrollToRow(200, at: .start, animated: false)
        list.contentOffset.y += 25
        let position = list.scrollPosition
        #expect(position?.row == 201)
        #expect(position.map { list.rowView(showing: 201)!.frame.minY - list.contentOffset.y == $0.distanceFromTop } == true)
        // A fresh list, rows above still estimated at 44: the same row at the same place.
        let restored = makeUnsizedList(source: RowSource(count: 500) { 40 + CGFloat($0 % 3) * 10 })
        restored.scroll(to: position!, animated: false)
        showAndSize(restored)
        #expect(restored.scrollPosition == position)
        #expect(restored.rowView(showing: 201).map { $0.frame.minY - restored.contentOffset.y } == position?.distanceFromTop)
    }

    @Test func aPositionOfOneRowTallerThanTheScreenIsNegative() {
        let list = makeList(source: RowSource(count: 10) { _ in 1_000 }, clock: clock)
        list.contentOffset.y = 1_300
        // Row 1 is measured by now: put the screen 300 points into it (row 2 starts below the screen).
        list.contentOffset.y = list.rowView(showing: 1)!.frame.minY + 300
        #expect(list.scrollPosition == RecyclingListView.ScrollPosition(row: 1, distanceFromTop: -300))
    }

    @Test func positionsOutsideTheRowsOrNotFiniteAreIgnored() {
        let list = makeList(source: RowSource(count: 100), clock: clock)
        list.contentOffset.y = 100
        list.scroll(to: RecyclingListView.ScrollPosition(row: 100, distanceFromTop: 0), animated: false)
        list.scroll(to: RecyclingListView.ScrollPosition(row: 3, distanceFromTop: .nan), animated: false)
        #expect(list.contentOffset.y == 100)
    }

    @Test func invalidatedRowsAreMeasuredAgainAndTheScreenStaysStill() throws {
        let source = RowSource(count: 200)
        let list = makeList(source: source, clock: clock)
        list.scrollToRow(100, at: .start, animated: false)
        list.contentOffset.y += 10
        let anchor = try #require(list.rowView(showing: 101))
        let onScreen = anchor.frame.minY - list.contentOffset.y
        let above = try #require(list.rowView(showing: 99))
        // The views' content changed in place (no reload): the rows above the anchor grew.
        above.height = 90
        anchor.height = 60
        list.invalidateRowHeights(at: [99, 101, 0])
        #expect(above.frame.height == 90)
        #expect(anchor.frame.height == 60)
        #expect(anchor.frame.minY - list.contentOffset.y == onScreen)
        // Row 0 has no view: it is measured when it loads, not now.
        #expect(try list.driver!.controller.virtualizer.items.base.extent(of: 0) == 44)
    }
}
