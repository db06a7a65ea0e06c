import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 23, item 5: a `RecyclingListView` selects as `UICollectionView` does: a finger highlights a row
/// and lifting it selects, in UIKit's order of delegate calls; code selects without telling the delegate;
/// rows that adopt `SelectableView` show their row's state, re-applied on reuse and kept through batch
/// updates and diffable snapshots.
@MainActor
@Suite struct SelectionTests {
    let clock = TestClock()

    @Test func aFingerHighlightsTheRowAndLiftingItSelectsItInUIKitsOrder() throws {
        let (list, _, log) = makeSelectableList(count: 100, clock: clock)
        let window = try #require(list.window)
        let touch = window.standInTouchDown(at: list.windowPoint(ofRow: 2))
        // The scroll view holds the touch back at first: nothing is highlighted yet.
        #expect(log.events.isEmpty)
        window.standInHold(touch, for: UIWindow.standInContentTouchDelay)
        #expect(log.events == ["shouldHighlight 2", "didHighlight 2"])
        #expect(list.cell(2)?.isHighlighted == true)
        #expect(list.cell(2)?.isSelected == false)
        window.standInLift(touch)
        #expect(log.events == ["shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "didUnhighlight 2", "didSelect 2"])
        #expect(list.cell(2)?.isHighlighted == false)
        #expect(list.cell(2)?.isSelected == true)
        #expect(list.selectedRows.ranges == [2..<3])
        // Another row, in a single selection: the row before is deselected first.
        log.events = []
        window.standInTap(at: list.windowPoint(ofRow: 5))
        #expect(log.events == ["shouldHighlight 5", "didHighlight 5", "shouldSelect 5", "didUnhighlight 5", "didDeselect 2", "didSelect 5"])
        #expect(list.rowsShowingSelected == [5])
        #expect(list.selectedRows.ranges == [5..<6])
    }

    @Test func aMultipleSelectionTogglesAndAsksBeforeDeselecting() throws {
        let (list, _, log) = makeSelectableList(count: 100, clock: clock) { $0.allowsMultipleSelection = true }
        let window = try #require(list.window)
        for row in [1, 3, 4] { window.standInTap(at: list.windowPoint(ofRow: row)) }
        #expect(list.selectedRows.ranges == [1..<2, 3..<5])
        #expect(list.rowsShowingSelected == [1, 3, 4])
        log.events = []
        log.deselects = { $0 != 4 }
        window.standInTap(at: list.windowPoint(ofRow: 3))
        window.standInTap(at: list.windowPoint(ofRow: 4))
        #expect(log.events == [
            "shouldHighlight 3", "didHighlight 3", "shouldDeselect 3", "didUnhighlight 3", "didDeselect 3",
            "shouldHighlight 4", "didHighlight 4", "shouldDeselect 4", "didUnhighlight 4",
        ])
        #expect(list.rowsShowingSelected == [1, 4])
        // Back to a single selection: the last row selected stays.
        list.allowsMultipleSelection = false
        #expect(list.selectedRows.ranges == [4..<5])
        #expect(list.rowsShowingSelected == [4])
    }

    @Test func theDelegateCanRefuseTheHighlightOrTheSelection() throws {
        let (list, _, log) = makeSelectableList(count: 100, clock: clock)
        let window = try #require(list.window)
        log.highlights = { $0 != 1 }
        log.selects = { $0 != 2 }
        window.standInTap(at: list.windowPoint(ofRow: 1))
        window.standInTap(at: list.windowPoint(ofRow: 2))
        #expect(log.events == ["shouldHighlight 1", "shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "didUnhighlight 2"])
        #expect(list.selectedRows.isEmpty)
        #expect(list.cell(2)?.isHighlighted == false)
        // Without allowsSelection, a finger neither highlights nor selects, and nothing is asked.
        log.events = []
        list.allowsSelection = false
        window.standInTap(at: list.windowPoint(ofRow: 3))
        #expect(log.events.isEmpty)
        #expect(list.selectedRows.isEmpty)
    }

    @Test func aScrollOrAFingerThatLeavesTheRowSelectsNothing() throws {
        let (list, _, log) = makeSelectableList(count: 100, clock: clock)
        let window = try #require(list.window)
        // The finger is held on row 3, then drags: the scroll view takes it and the row's touch is cancelled.
        let scrolling = window.standInTouchDown(at: list.windowPoint(ofRow: 3))
        window.standInHold(scrolling, for: 0.2)
        window.standInMove(scrolling, to: list.windowPoint(ofRow: 1))
        list.standInDrag(by: CGPoint(x: 0, y: 88))
        window.standInLift(scrolling)
        #expect(log.events == ["shouldHighlight 3", "didHighlight 3", "didUnhighlight 3"])
        #expect(list.selectedRows.isEmpty)
        // A finger that slides to the next row within the scroll threshold unhighlights and selects nothing.
        log.events = []
        list.contentOffset = .zero
        let sliding = window.standInTouchDown(at: list.windowPoint(ofRow: 3))
        window.standInHold(sliding, for: 0.2)
        window.standInMove(sliding, to: CGPoint(x: 100, y: 3 * 44 + 44 + 5))
        window.standInLift(sliding)
        #expect(log.events == ["shouldHighlight 3", "didHighlight 3", "didUnhighlight 3"])
        #expect(list.selectedRows.isEmpty)
    }

    @Test func aViewInARowThatHandlesItsOwnTouchesKeepsThemFromTheList() throws {
        let (list, _, log) = makeSelectableList(count: 100, clock: clock)
        let window = try #require(list.window)
        let button = TouchHandlingView(frame: CGRect(x: 0, y: 0, width: 60, height: 44))
        try #require(list.cell(2)).addSubview(button)
        // A tap on the button is the button's: the row is neither highlighted nor selected.
        window.standInTap(at: list.windowPoint(ofRow: 2, x: 30))
        #expect(button.taps == 1)
        #expect(log.events.isEmpty)
        #expect(list.selectedRows.isEmpty)
        // A tap elsewhere on the row selects it.
        window.standInTap(at: list.windowPoint(ofRow: 2, x: 200))
        #expect(button.taps == 1)
        #expect(list.selectedRows.ranges == [2..<3])
    }

    @Test func codeSelectsWithoutTellingTheDelegateAndRefusesBadRows() throws {
        let (list, _, log) = makeSelectableList(count: 1_000, clock: clock)
        try list.selectRow(at: 500, animated: false, scrollPosition: .center)
        #expect(log.events.isEmpty)
        #expect(list.selectedRows.ranges == [500..<501])
        // Scrolled to the middle, and the row's loaded view shows it.
        let cell = try #require(list.cell(500))
        #expect(cell.isSelected)
        #expect(abs(cell.frame.midY - list.contentOffset.y - 240) < 0.5)
        try list.selectRow(at: 7, animated: false, scrollPosition: nil)
        #expect(list.selectedRows.ranges == [7..<8])
        #expect(!cell.isSelected)
        #expect(throws: LazyScrollError.self) { try list.selectRow(at: 1_000, animated: false, scrollPosition: nil) }
        #expect(throws: LazyScrollError.self) { try list.deselectRow(at: -1, animated: false) }
        #expect(throws: LazyScrollError.self) { try list.selectAllRows() }
        #expect(list.selectedRows.ranges == [7..<8])
        try list.deselectRow(at: 7, animated: false)
        #expect(list.selectedRows.isEmpty)
        list.allowsSelection = false
        #expect(throws: LazyScrollError.self) { try list.selectRow(at: 3, animated: false, scrollPosition: nil) }
        #expect(list.selectedRows.isEmpty)
        #expect(log.events.isEmpty)
    }

    @Test func aReusedViewShowsItsNewRowsStateNotItsOldOne() throws {
        let (list, _, _) = makeSelectableList(count: 1_000, clock: clock) { $0.allowsMultipleSelection = true }
        for row in [0, 2, 4] { try list.selectRow(at: row, animated: false, scrollPosition: nil) }
        let views = Set(list.loadedRowViews.map(ObjectIdentifier.init))
        list.scrollToRow(500, at: .start, animated: false)
        list.layoutIfNeeded()
        // The views were reused for rows 500 and on: none shows a selection.
        #expect(list.loadedRowViews.contains { views.contains(ObjectIdentifier($0)) })
        #expect(list.rowsShowingSelected.isEmpty)
        try list.selectRow(at: 503, animated: false, scrollPosition: nil)
        list.scrollToRow(0, at: .start, animated: false)
        list.layoutIfNeeded()
        #expect(list.rowsShowingSelected == [0, 2, 4])
        #expect(list.selectedRows.ranges == [0..<1, 2..<3, 4..<5, 503..<504])
    }

    @Test func theSelectionStaysWithItsRowsThroughBatchUpdates() throws {
        let (list, source, _) = makeSelectableList(count: 100, clock: clock) { $0.allowsMultipleSelection = true }
        for row in [2, 5, 9] { try list.selectRow(at: row, animated: false, scrollPosition: nil) }
        // Row 5 is deleted, row 9 moves to the top, two rows arrive after it.
        source.identities.removeAll { $0 == 5 || $0 == 9 }
        source.identities.insert(contentsOf: [9, 1_000, 1_001], at: 0)
        try list.performBatchUpdates(BatchUpdate(deletions: [5], insertions: [1, 2], moves: [BatchUpdate.Move(from: 9, to: 0)]))
        #expect(Array(source.identities.prefix(6)) == [9, 1_000, 1_001, 0, 1, 2])
        #expect(list.selectedRows.ranges == [0..<1, 5..<6])
        #expect(list.rowsShowingSelected == [0, 5])
        #expect(list.rowView(showing: 9)?.frame.minY == 0)
        // A refused update changes nothing.
        #expect(throws: LazyScrollError.self) { try list.performBatchUpdates(BatchUpdate(deletions: [0])) }
        #expect(list.selectedRows.ranges == [0..<1, 5..<6])
        #expect(list.rowsShowingSelected == [0, 5])
    }

    @Test func aFingersHighlightFollowsItsRowThroughABatchUpdate() throws {
        let (list, source, log) = makeSelectableList(count: 100, clock: clock)
        let window = try #require(list.window)
        let touch = window.standInTouchDown(at: list.windowPoint(ofRow: 3))
        window.standInHold(touch, for: UIWindow.standInContentTouchDelay)
        let touchedView = try #require(list.cell(3))
        // A row arrives above while the finger is down: the highlighted row is row 4 now, still the same
        // view, which the list keeps in its place on screen (it scrolls by the new row), so the finger is
        // still on it and the lift selects row 4.
        source.identities.insert(1_000, at: 0)
        try list.performBatchUpdates(BatchUpdate(insertions: [0]))
        #expect(list.contentOffset.y == 44)
        #expect(list.cell(4) === touchedView)
        #expect(touchedView.isHighlighted)
        #expect(list.cell(3)?.isHighlighted == false)
        window.standInLift(touch)
        #expect(log.events == ["shouldHighlight 3", "didHighlight 3", "shouldSelect 4", "didUnhighlight 4", "didSelect 4"])
        #expect(list.selectedRows.ranges == [4..<5])
        #expect(!touchedView.isHighlighted)
        // A row moves from below to above the touched row while the finger is down: the touched row's
        // view slides down under the still finger, which is then on another row, so the lift selects
        // nothing (as a finger that slides off its row).
        log.events = []
        let second = window.standInTouchDown(at: list.windowPoint(ofRow: 6))
        window.standInHold(second, for: UIWindow.standInContentTouchDelay)
        let secondView = try #require(list.cell(6))
        source.identities.insert(source.identities.remove(at: 8), at: 5)
        try list.performBatchUpdates(BatchUpdate(moves: [BatchUpdate.Move(from: 8, to: 5)]))
        #expect(list.cell(7) === secondView)
        #expect(secondView.isHighlighted)
        window.standInLift(second)
        #expect(log.events == ["shouldHighlight 6", "didHighlight 6", "didUnhighlight 7"])
        #expect(list.selectedRows.ranges == [4..<5])
        // The touched row is deleted: its highlight is forgotten and the lift selects nothing.
        log.events = []
        let third = window.standInTouchDown(at: list.windowPoint(ofRow: 6))
        window.standInHold(third, for: UIWindow.standInContentTouchDelay)
        source.identities.remove(at: 6)
        try list.performBatchUpdates(BatchUpdate(deletions: [6]))
        #expect(list.loadedRowViews.allSatisfy { ($0 as? SelectableRowView)?.isHighlighted == false })
        window.standInLift(third)
        #expect(log.events == ["shouldHighlight 6", "didHighlight 6"])
        #expect(list.selectedRows.ranges == [4..<5])
    }

    @Test func reloadDataDeselectsButTheListsOwnReloadsKeepTheSelection() throws {
        let (list, _, _) = makeSelectableList(count: 100, clock: clock)
        try list.selectRow(at: 3, animated: false, scrollPosition: nil)
        try list.setLayout(.grid(ScrollGridLayout(columns: .fixed(2))))
        list.rowSpacing = 4
        list.estimatedRowHeight = 50
        #expect(list.selectedRows.ranges == [3..<4])
        #expect(list.rowsShowingSelected == [3])
        list.reloadData()
        #expect(list.selectedRows.isEmpty)
        #expect(list.rowsShowingSelected.isEmpty)
    }

    @Test func selectingAllOfTenMillionRowsIsOneRange() throws {
        let (list, _, _) = makeSelectableList(count: 10_000_000, clock: clock) { $0.allowsMultipleSelection = true }
        try list.selectAllRows()
        try list.deselectRow(at: 5_000_000, animated: false)
        #expect(list.selectedRows.ranges == [0..<5_000_000, 5_000_001..<10_000_000])
        #expect(list.selection.count == 9_999_999)
        #expect(list.rowsShowingSelected == list.loadedRowViews.compactMap { list.row(for: $0) }.sorted())
        list.scrollToRow(5_000_000, at: .start, animated: false)
        list.layoutIfNeeded()
        #expect(list.cell(5_000_000)?.isSelected == false)
        #expect(list.cell(5_000_001)?.isSelected == true)
    }

    @Test func identifiersNameTheSelectionForASwiftUIBinding() throws {
        let (list, source, _) = makeSelectableList(count: 10, clock: clock) { $0.allowsMultipleSelection = true }
        source.identities = (0..<10).map { $0 * 10 }
        let identifiers = try ItemIdentifiers(source.identities)
        try list.replaceSelection(with: [30, 70], in: identifiers)
        #expect(try list.selectedIdentifiers(in: identifiers) == [30, 70])
        #expect(list.rowsShowingSelected == [3, 7])
        #expect(throws: LazyScrollError.self) { try list.replaceSelection(with: [31], in: identifiers) }
        #expect(try list.selectedIdentifiers(in: identifiers) == [30, 70])
    }

    @Test func aDiffableSnapshotKeepsTheSelectionByIdentifierEvenForRowsThatMovedAndChanged() throws {
        let list = makeList(showing: RowSource(count: 0), clock: clock, rowClass: SelectableRowView.self) { $0.allowsMultipleSelection = true }
        let dataSource = RecyclingListViewDiffableDataSource<String>(listView: list) { list, row, _ in
            list.dequeueReusableView(withIdentifier: "row", for: row)
        }
        try dataSource.apply(["a", "b", "c", "d", "e"])
        try dataSource.selectItem("b", animated: false, scrollPosition: nil)
        try dataSource.selectItem("d", animated: false, scrollPosition: nil)
        #expect(dataSource.selectedItemIdentifiers == ["b", "d"])
        // "d" moves to the front and changes (reloaded), "b" is deleted, "f" arrives.
        try dataSource.apply(["d", "a", "c", "e", "f"], reloading: ["d"])
        #expect(dataSource.selectedItemIdentifiers == ["d"])
        #expect(list.rowsShowingSelected == [0])
        try dataSource.replaceSelection(with: ["a", "f"])
        #expect(dataSource.selectedItemIdentifiers == ["a", "f"])
        #expect(throws: LazyScrollError.self) { try dataSource.selectItem("zz", animated: false, scrollPosition: nil) }
        try dataSource.deselectItem("a", animated: false)
        #expect(dataSource.selectedItemIdentifiers == ["f"])
    }
}

/// A view that handles its own touches, as a `UIControl` does: it overrides the touch methods without
/// calling `super`, so the touches do not go on to the next responder
/// (https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:): "If you override
/// this method without calling super (a common use pattern), you must also override the other methods
/// for handling touch events").
@MainActor
final class TouchHandlingView: UIView {
    var taps = 0
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
