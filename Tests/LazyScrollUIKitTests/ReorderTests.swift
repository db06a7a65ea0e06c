import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 23, item 5: a long press (`UILongPressGestureRecognizer`) lifts a row the data source lets move;
/// a snapshot follows the finger, the rows between stand aside, the list scrolls by itself near an edge on
/// its `CADisplayLink` (through the engine's reorder session), and lifting the finger asks the data source to
/// move the item (`moveRowAt`) and moves the row with its view, selection and focus; a cancel puts
/// everything back.
@MainActor
@Suite struct ReorderTests {
    let clock = TestClock()
    /// The rows' height.
    let row: CGFloat = 44

    /// A list of `count` movable rows and the finger held on row `row` long enough to lift it.
    func lift(row: Int, count: Int = 100, configure: (RecyclingListView) -> Void = { _ in }) throws -> (RecyclingListView, RowSource, InteractionLog, UITouch) {
        let (list, source, log) = makeSelectableList(count: count, clock: clock, configure: configure)
        source.movable = { _ in true }
        let window = try #require(list.window)
        let touch = window.standInTouchDown(at: list.windowPoint(ofRow: row))
        window.standInHold(touch, for: 0.5)
        return (list, source, log, touch)
    }

    /// The snapshot of a lifted row among the list's subviews.
    func snapshot(in list: RecyclingListView) -> UIView? {
        list.subviews.first { $0.standInSnapshotSource != nil }
    }

    /// Runs the engine's animations (and the drag's frames) to their end.
    func settle(_ list: RecyclingListView) {
        clock.runFrames(while: { (list.driver?.controller.isAnimating ?? false) || list.driver?.frameWork != nil }, tick: list.tick)
    }

    @Test func aLongPressLiftsTheRowAndLiftingTheFingerMovesIt() throws {
        let (list, source, log, touch) = try lift(row: 2)
        let window = try #require(list.window)
        let lifted = try #require(list.cell(2))
        // The highlight the touch began with goes when the long press takes the finger over.
        #expect(log.events == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2"])
        #expect(list.reorderGestureRecognizer.state == .began)
        let picture = try #require(snapshot(in: list))
        #expect(picture.standInSnapshotSource === lifted)
        #expect(picture.frame == lifted.frame)
        #expect(lifted.isHidden)
        // The finger goes down to row 5: the snapshot follows it, rows 3 to 5 stand aside by a row.
        window.standInMove(touch, to: list.windowPoint(ofRow: 5))
        #expect(picture.frame.minY == 5 * row)
        #expect(list.reorder?.session.destination == 5)
        settle(list)
        let standingAside: [CGFloat?] = [3, 4, 5].map { list.cell($0)?.frame.minY }
        #expect(standingAside == [88, 132, 176])
        #expect(list.cell(6)?.frame.minY == 6 * row)
        // Lifted: the data source moves the item, then the list moves the row's view there.
        window.standInLift(touch)
        #expect(source.moves.map { [$0.from, $0.to] } == [[2, 5]])
        #expect(Array(source.identities.prefix(7)) == [0, 1, 3, 4, 5, 2, 6])
        #expect(list.cell(5) === lifted)
        #expect(lifted.frame.minY == 5 * row)
        #expect(!lifted.isHidden)
        #expect(snapshot(in: list) == nil)
        #expect(list.reorderGestureRecognizer.state == .possible)
        // No selection came of the long press.
        #expect(list.selectedRows.isEmpty)
    }

    @Test func theMovedRowKeepsItsSelectionAndFocus() throws {
        let (list, source, _) = makeSelectableList(count: 100, clock: clock) { list in
            list.allowsMultipleSelection = true
            list.allowsFocus = true
        }
        source.movable = { _ in true }
        try list.selectRow(at: 2, animated: false, scrollPosition: nil)
        try list.selectRow(at: 7, animated: false, scrollPosition: nil)
        let window = try #require(list.window)
        let touch = window.standInTouchDown(at: list.windowPoint(ofRow: 2))
        window.standInHold(touch, for: 0.5)
        window.standInMove(touch, to: list.windowPoint(ofRow: 5))
        window.standInLift(touch)
        #expect(list.selectedRows.ranges == [5..<6, 7..<8])
        #expect(list.rowsShowingSelected == [5, 7])
        // The touch moved the focus to the lifted row, which it follows.
        #expect(list.focusedRow == 5)
    }

    @Test func nearTheBottomTheListScrollsOnItsDisplayLinkAndTheDropFollows() throws {
        let (list, source, _, touch) = try lift(row: 2, count: 1_000)
        let window = try #require(list.window)
        // 10 points from the bottom of the 60-point zone's 480: 1,500 × 50 / 60 = 1,250 points a second.
        window.standInMove(touch, to: CGPoint(x: 100, y: 470))
        #expect(list.reorder?.session.autoScrollSpeed == 1_250)
        let link = try #require(list.driver?.displayLink)
        #expect(clock.fire(link, frames: 60))
        #expect(abs(list.contentOffset.y - 1_250) < 0.001)
        // The snapshot stays under the finger; the drop index is the row under it, (1,250 + 470) / 44.
        let picture = try #require(snapshot(in: list))
        #expect(abs(picture.frame.midY - list.contentOffset.y - 470) < 0.001)
        #expect(list.reorder?.session.destination == 39)
        window.standInLift(touch)
        #expect(source.moves.map { [$0.from, $0.to] } == [[2, 39]])
        #expect(source.identities[39] == 2)
        // The drag's frames stop with it.
        #expect(list.driver?.frameWork == nil)
        #expect(list.driver?.displayLink?.isPaused == true)
    }

    @Test func aCancelledDragMovesNothingAndScrollsBack() throws {
        let (list, source, _, touch) = try lift(row: 2, count: 1_000)
        let window = try #require(list.window)
        window.standInMove(touch, to: CGPoint(x: 100, y: 470))
        for _ in 0..<30 {
            clock.now += 1.0 / 60
            list.tick()
        }
        #expect(list.contentOffset.y > 600)
        // A call comes in: the system cancels the touch.
        window.standInCancel(touch)
        settle(list)
        #expect(source.moves.isEmpty)
        #expect(list.contentOffset.y == 0)
        #expect(snapshot(in: list) == nil)
        #expect(list.cell(2)?.isHidden == false)
        #expect(list.cell(2)?.frame.minY == 2 * row)
        #expect(list.cell(3)?.frame.minY == 3 * row)
    }

    @Test func aRowTheDataSourceKeepsIsNotLiftedAndALongTapStillSelectsIt() throws {
        let (list, source, _) = makeSelectableList(count: 100, clock: clock)
        source.movable = { $0 != 2 }
        let window = try #require(list.window)
        let touch = window.standInTouchDown(at: list.windowPoint(ofRow: 2))
        window.standInHold(touch, for: 0.6)
        #expect(list.reorderGestureRecognizer.state == .failed)
        #expect(snapshot(in: list) == nil)
        window.standInLift(touch)
        #expect(list.selectedRows.ranges == [2..<3])
        // The default data source lets nothing move.
        let plain = makeList(showing: PlainRows(), clock: clock)
        let press = try #require(plain.window).standInTouchDown(at: CGPoint(x: 10, y: 10))
        try #require(plain.window).standInHold(press, for: 0.6)
        #expect(plain.reorderGestureRecognizer.state == .failed)
    }

    /// Rows from a data source that implements only the required methods.
    final class PlainRows: RecyclingListViewDataSource {
        func numberOfRows(in listView: RecyclingListView) -> Int { 20 }
        func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
            listView.dequeueReusableView(withIdentifier: "row", for: index)
        }
    }

    @Test func deletingOrReloadingTheRowsEndsTheDragWithNothingToMove() throws {
        let (list, source, _, touch) = try lift(row: 2)
        let window = try #require(list.window)
        window.standInMove(touch, to: list.windowPoint(ofRow: 4))
        source.identities.remove(at: 2)
        try list.performBatchUpdates(BatchUpdate(deletions: [2]))
        #expect(list.reorder == nil)
        #expect(snapshot(in: list) == nil)
        #expect(list.loadedRowViews.allSatisfy { !$0.isHidden })
        window.standInLift(touch)
        #expect(source.moves.isEmpty)
        // A row arriving above the lifted one renumbers it; the drop lands where the finger is.
        let second = window.standInTouchDown(at: list.windowPoint(ofRow: 2))
        window.standInHold(second, for: 0.5)
        source.identities.insert(500, at: 0)
        try list.performBatchUpdates(BatchUpdate(insertions: [0]))
        #expect(list.reorder?.session.source == 3)
        list.reloadData()
        #expect(list.reorder == nil)
        #expect(snapshot(in: list) == nil)
        window.standInLift(second)
        #expect(source.moves.isEmpty)
    }

    /// A section update during a drag in a list of sections renumbers the lifted item, as a flat batch
    /// update does: the drop moves the item that was lifted, from its path now.
    @Test func aSectionUpdateDuringADragRenumbersTheLiftedItem() throws {
        let source = SectionSource(count: 3, items: 5)
        source.movable = { _ in true }
        let list = makeSectionedList(source: source, clock: clock)
        let window = try #require(list.window)
        // Headers 30, items 44: item (0, 1) spans y 74 to 118.
        let touch = window.standInTouchDown(at: list.convert(CGPoint(x: 100, y: 96), to: nil))
        window.standInHold(touch, for: 0.5)
        #expect(list.reorder?.session.source == 2)
        // A section of a header and two items arrives above; what is on screen stays where it is.
        source.sections.insert(.init(items: [900, 901]), at: 0)
        try list.performBatchUpdates(SectionBatchUpdate(sectionInsertions: [.fromDataSource(at: 0)]), animated: false)
        #expect(list.reorder?.session.source == 5)
        #expect(list.contentOffset.y == 118)
        // Down to the item two places below, (1, 3) now: y 280 to 324 in the content.
        window.standInMove(touch, to: list.convert(CGPoint(x: 100, y: 302), to: nil))
        window.standInLift(touch)
        #expect(source.moves == [.init(from: ItemPath(section: 1, item: 1), to: ItemPath(section: 1, item: 3))])
        #expect(source.sections[1].items == [0, 2, 3, 1, 4])
        #expect(source.sections[0].items == [900, 901])
    }

    /// A section with its own layout, one column 12 points apart in a list whose rows have no spacing
    /// (nor its sections): the items standing aside move by the lifted item's height and the section's own
    /// spacing, where the drop puts them, so nothing moves when the finger lifts (issue 22).
    @Test func inASectionWithItsOwnSpacingTheRowsStandAsideWhereTheDropPutsThem() throws {
        let source = SectionSource(count: 2, items: 4)
        source.movable = { _ in true }
        source.layouts[0] = .grid(ScrollGridLayout(columns: .fixed(1), rowSpacing: 12))
        let list = makeSectionedList(source: source, clock: clock)
        let window = try #require(list.window)
        // S0: header 0, items 30, 86, 142 and 198; S1: header 242, items 272, 316, 360 and 404.
        let views = try (0..<4).map { try #require(list.view(forItemAt: ItemPath(section: 0, item: $0))) }
        let header = try #require(list.sectionView(.header, 1))
        #expect(views.map(\.frame.minY) == [30, 86, 142, 198])
        let touch = window.standInTouchDown(at: list.convert(CGPoint(x: 100, y: 52), to: nil))
        window.standInHold(touch, for: 0.5)
        // Down onto item 2: items 1 and 2 move up by 44 + 12 points.
        window.standInMove(touch, to: list.convert(CGPoint(x: 100, y: 164), to: nil))
        settle(list)
        #expect(views[1...].map(\.frame.minY) == [30, 86, 198])
        #expect(header.frame.minY == 242)
        window.standInLift(touch)
        #expect(source.moves == [.init(from: ItemPath(section: 0, item: 0), to: ItemPath(section: 0, item: 2))])
        #expect(views.map(\.frame.minY) == [142, 30, 86, 198])
        #expect(header.frame.minY == 242)
    }

    @Test func inAGridTheDropIsTheCellUnderTheFinger() throws {
        let (list, source, _, touch) = try lift(row: 0, count: 30) { list in
            try? list.setLayout(.grid(ScrollGridLayout(columns: .fixed(3))))
        }
        let window = try #require(list.window)
        // Cells are 106.67 wide and (their rows) 44 tall: item 4 is the middle of the second row.
        window.standInMove(touch, to: CGPoint(x: 160, y: 66))
        #expect(list.reorder?.session.destination == 4)
        window.standInLift(touch)
        #expect(source.moves.map { [$0.from, $0.to] } == [[0, 4]])
        #expect(Array(source.identities.prefix(5)) == [1, 2, 3, 4, 0])
    }

    @Test func theDiffableDataSourceReordersItsIdentifiers() throws {
        let list = makeList(showing: RowSource(count: 0), clock: clock, rowClass: SelectableRowView.self)
        let dataSource = RecyclingListViewDiffableDataSource<String>(listView: list) { list, row, _ in
            list.dequeueReusableView(withIdentifier: "row", for: row)
        }
        var transactions: [RecyclingListViewDiffableDataSource<String>.ReorderTransaction] = []
        dataSource.reorderingHandlers = .init(canReorderItem: { $0 != "c" }, didReorder: { transactions.append($0) })
        try dataSource.apply(["a", "b", "c", "d", "e"])
        try dataSource.selectItem("a", animated: false, scrollPosition: nil)
        let window = try #require(list.window)
        // "c" stays where it is.
        let refused = window.standInTouchDown(at: list.windowPoint(ofRow: 2))
        window.standInHold(refused, for: 0.6)
        #expect(list.reorderGestureRecognizer.state == .failed)
        window.standInCancel(refused)
        let touch = window.standInTouchDown(at: list.windowPoint(ofRow: 0))
        window.standInHold(touch, for: 0.5)
        window.standInMove(touch, to: list.windowPoint(ofRow: 3))
        window.standInLift(touch)
        #expect(dataSource.itemIdentifiers.identifiers == ["b", "c", "d", "a", "e"])
        #expect(transactions.count == 1)
        #expect(transactions.first?.initialIdentifiers.identifiers == ["a", "b", "c", "d", "e"])
        #expect(transactions.first?.finalIdentifiers.identifiers == ["b", "c", "d", "a", "e"])
        #expect(transactions.first.map { [$0.move.from, $0.move.to] } == [0, 3])
        #expect(dataSource.selectedItemIdentifiers == ["a"])
        #expect(list.rowsShowingSelected == [3])
        // The next snapshot starts from the new order.
        try dataSource.apply(["b", "c", "d", "a"])
        #expect(dataSource.selectedItemIdentifiers == ["a"])
    }
}
