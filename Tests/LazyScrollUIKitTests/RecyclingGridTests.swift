import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// `RecyclingListView` as a grid and as masonry lanes (issue 15): cells in columns, recycling,
/// self-sizing, a rotation, accessibility, and layouts the engine refuses.
@MainActor
@Suite struct RecyclingGridTests {
    let clock = TestClock()

    /// A list of `count` items of `heightOf` arranged by `layout`, 320 × 480 unless told.
    func makeGrid(
        count: Int = 10_000, layout: RecyclingListLayout, size: CGSize = CGSize(width: 320, height: 480),
        heightOf: @escaping (Int) -> CGFloat = { _ in 100 }
    ) throws -> (RecyclingListView, RowSource) {
        let source = RowSource(count: count, heightOf: heightOf)
        let list = makeList(source: source, clock: clock, size: size)
        try list.setLayout(layout)
        list.layoutIfNeeded()
        return (list, source)
    }

    /// The frame of item `index`'s view, or nil when it has none.
    func frame(_ list: RecyclingListView, _ index: Int) -> CGRect? {
        list.view(forRow: index)?.frame
    }

    @Test func cellsSitInColumnsAndLinesAsTallAsTheirCells() throws {
        let (list, _) = try makeGrid(layout: .grid(ScrollGridLayout(columns: .fixed(3), columnSpacing: 10, rowSpacing: 10)))
        // (320 - 2 × 10) / 3 = 100 points a column; lines of 100 points, 10 apart.
        #expect(frame(list, 0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(frame(list, 1) == CGRect(x: 110, y: 0, width: 100, height: 100))
        #expect(frame(list, 2) == CGRect(x: 220, y: 0, width: 100, height: 100))
        #expect(frame(list, 3) == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(list.layout == .grid(ScrollGridLayout(columns: .fixed(3), columnSpacing: 10, rowSpacing: 10)))
    }

    @Test func aTallCellMakesItsLineTallerAndTheLinesBelowMoveDown() throws {
        let (list, _) = try makeGrid(layout: .grid(ScrollGridLayout(columns: .fixed(3), columnSpacing: 10, rowSpacing: 10)),
                                     heightOf: { $0 == 4 ? 150 : 100 })
        // Item 4 (the middle of the second line) measures 150: that line is 150 tall.
        #expect(frame(list, 3)?.minY == CGFloat(110))
        #expect(frame(list, 4)?.width == CGFloat(100))
        #expect(frame(list, 6)?.minY == CGFloat(110 + 150 + 10))
        #expect(frame(list, 9)?.minY == CGFloat(110 + 150 + 10 + 110))
    }

    @Test func scrollingAMillionCellsRecyclesAFewViews() throws {
        let (list, source) = try makeGrid(count: 1_000_000, layout: .grid(ScrollGridLayout(columns: .adaptive(minimumWidth: 100))))
        var most = 0
        for step in 1...2_000 {
            list.contentOffset.y = CGFloat(step) * 97
            most = max(most, list.subviews.count)
        }
        // 3 columns of about 107 points, lines of 100: a screen shows 5 lines, and the working windows
        // reach about 5 screens (preloading 2.5 ahead and 1.5 behind): some 75 views, made once.
        #expect(most <= 90)
        #expect(list.itemViews.statistics.created <= 90)
        #expect(source.requests > 5_000)
        let views = list.loadedRowViews.compactMap { $0 as? SizedRowView }
        #expect(Set(views.map { $0.frame.minX }).count == 3)
    }

    @Test func aRotationRefitsTheColumnsAndKeepsTheFirstVisibleItem() throws {
        let (list, _) = try makeGrid(layout: .grid(ScrollGridLayout(columns: .adaptive(minimumWidth: 100))))
        list.scrollToRow(300, at: .start, animated: false)
        list.layoutIfNeeded()
        #expect(frame(list, 300).map { $0.minY - list.contentOffset.y } == 0)
        #expect(frame(list, 300)?.minX == 0)
        // Landscape: 480 points fit 4 columns of 120; item 300 starts a line again and stays at the top.
        list.frame = CGRect(x: 0, y: 0, width: 480, height: 320)
        list.layoutIfNeeded()
        #expect(frame(list, 300).map { $0.minY - list.contentOffset.y } == 0)
        #expect(frame(list, 301)?.minX == CGFloat(120))
        #expect(frame(list, 301)?.width == CGFloat(120))
    }

    /// A split view or a narrow window is an ordinary size: a list narrower than the minimum cell width
    /// shows one column as wide as the list, as `UICollectionViewCompositionalLayout`'s adaptive
    /// layouts do, and refits when it widens.
    @Test func aListNarrowerThanTheMinimumCellWidthHasOneColumn() throws {
        let (list, _) = try makeGrid(layout: .grid(ScrollGridLayout(columns: .adaptive(minimumWidth: 400))))
        #expect(frame(list, 0) == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(frame(list, 1) == CGRect(x: 0, y: 100, width: 320, height: 100))
        list.frame = CGRect(x: 0, y: 0, width: 800, height: 480)
        list.layoutIfNeeded()
        #expect(frame(list, 1) == CGRect(x: 400, y: 0, width: 400, height: 100))
    }

    @Test func lanesPutEachItemInTheLaneThatEndsFirst() throws {
        let heights: [CGFloat] = [120, 60, 90, 80, 40, 100]
        let (list, _) = try makeGrid(count: 6, layout: .lanes(LaneLayout(lanes: 3, laneSpacing: 10, itemSpacing: 10)),
                                     heightOf: { heights[$0] })
        // Lanes 100 points wide; 0, 1, 2 start the lanes; 3 goes under 1 (ends at 60), 4 under 2 (ends
        // at 90), 5 under 0 (lane 0 ends at 120, lane 1 at 150, lane 2 at 140). Each item is measured as it
        // loads, before it is drawn, so its real height chooses its lane, not the 44-point estimate.
        #expect(frame(list, 0) == CGRect(x: 0, y: 0, width: 100, height: 120))
        #expect(frame(list, 3) == CGRect(x: 110, y: 70, width: 100, height: 80))
        #expect(frame(list, 4) == CGRect(x: 220, y: 100, width: 100, height: 40))
        #expect(frame(list, 5) == CGRect(x: 0, y: 130, width: 100, height: 100))
    }

    @Test func voiceOverScrollsAScreenAndHearsTheItemsWhereItLands() throws {
        UIAccessibility.standInPosted = []
        let (list, _) = try makeGrid(layout: .grid(ScrollGridLayout(columns: .fixed(4))))
        #expect(list.accessibilityScroll(.next))
        clock.runFrames(while: { list.driver?.controller.isAnimating ?? false }, tick: { list.tick() })
        let announcements = UIAccessibility.standInPosted.filter { $0.notification == .pageScrolled }
        // A screen is 480 points: 4.8 lines of 100; the next screen starts at line 4, item 16.
        // (The count is written as the user's locale writes numbers: "10,000" or "10000".)
        #expect((announcements.last?.argument as? String)?.hasPrefix("Items 17 to 40 of 10") == true)
    }

    @Test func layoutsTheEngineRefusesChangeNothing() throws {
        let (list, _) = try makeGrid(layout: .grid(ScrollGridLayout(columns: .fixed(3), columnSpacing: 10, rowSpacing: 10)))
        let before = frame(list, 4)
        #expect(throws: LazyScrollError.self) { try list.setLayout(.grid(ScrollGridLayout(columns: .fixed(257)))) }
        #expect(throws: LazyScrollError.self) { try list.setLayout(.grid(ScrollGridLayout(columns: .adaptive(minimumWidth: -1)))) }
        #expect(throws: LazyScrollError.self) { try list.setLayout(.grid(ScrollGridLayout(columns: .fixed(0)))) }
        #expect(throws: LazyScrollError.self) { try list.setLayout(.grid(ScrollGridLayout(columns: .fixed(3), columnSpacing: .nan))) }
        #expect(throws: LazyScrollError.self) { try list.setLayout(.lanes(LaneLayout(lanes: 0))) }
        list.layoutIfNeeded()
        #expect(list.layout == .grid(ScrollGridLayout(columns: .fixed(3), columnSpacing: 10, rowSpacing: 10)))
        #expect(frame(list, 4) == before)
        // Back to a list: rows as wide as the list again.
        try list.setLayout(.list)
        list.layoutIfNeeded()
        #expect(frame(list, 1) == CGRect(x: 0, y: 100, width: 320, height: 100))
    }
}
