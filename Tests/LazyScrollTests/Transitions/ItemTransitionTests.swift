import Foundation
import Testing
@testable import LazyScroll

/// Animated data changes, frame by frame on the test clock. Every expected position is computed here:
/// an item's drawn place is its end place plus its start displacement times (1 − p), with p the
/// animation's curve (3t² − 2t³ for a duration, 1 − (1 + ωt)e^(−ωt) for a spring).
@Suite("Animated data changes")
struct ItemTransitionTests {
    /// Ten rows of 20 in a 100-point viewport; no buffers, so what is loaded is what is visible.
    static func list(count: Int = 10) throws -> ScrollController {
        let settings = WorkingRangeSettings(display: .items(leading: 0, trailing: 0), preload: .items(leading: 0, trailing: 0))
        return try ScrollController(
            content: .items(.uniform(UniformExtents(count: count, itemExtent: 20))), viewportSize: CGSize(width: 50, height: 100),
            configuration: ScrollConfiguration(workingRanges: settings))
    }

    /// The smoothstep of a duration animation at fraction `t`.
    static func eased(_ t: CGFloat) -> CGFloat { t * t * (3 - 2 * t) }

    static func y(_ controller: ScrollController, _ index: Int) -> CGFloat? {
        controller.placements().first { $0.index == index }?.frame.minY
    }

    @Test("an insertion fades the new row in where it goes and slides the rows below from where they were")
    func insertion() throws {
        var controller = try Self.list()
        let update = try controller.performBatchUpdates(BatchUpdate(insertions: [1]), animation: .duration(seconds: 0.4), time: 0)
        #expect(update.changes.load == [1])
        // Row 4 (80 ..< 100) becomes row 5, whose place (100 ..< 120) is off screen: held until the end.
        #expect(controller.virtualizer.windows.held == [5])
        #expect(controller.isAnimating && controller.nextTickTime == 0)
        // At the start, everything is where it was; the new row is transparent.
        #expect(Self.y(controller, 2) == 20 && Self.y(controller, 5) == 80)
        #expect(controller.placements().first { $0.index == 1 }?.opacity == 0)
        // Half way: p = eased(1/2) = 1/2.
        _ = controller.tick(time: 0.2)
        let p = Self.eased(0.5)
        #expect(Self.y(controller, 2) == 40 - 20 * (1 - p))
        #expect(Self.y(controller, 5) == 100 - 20 * (1 - p))
        #expect(controller.placements().first { $0.index == 1 }?.opacity == p)
        #expect(Self.y(controller, 0) == 0)
        // The end: the held row leaves, nothing animates, every row is at its place.
        let end = try #require(Optional(controller.tick(time: 0.4)))
        #expect(end.changes.hide == [5] && end.changes.unload == [5])
        #expect(!controller.isAnimating && controller.virtualizer.windows.held.isEmpty)
        #expect(controller.placements().map(\.frame.minY) == [0, 20, 40, 60, 80])
        #expect(controller.placements().allSatisfy { $0.opacity == 1 })
    }

    @Test("a deleted row on screen fades out where it was until the end; rows below slide up, and one entering loads at its old place")
    func deletion() throws {
        var controller = try Self.list()
        let update = try controller.performBatchUpdates(BatchUpdate(deletions: [2]), animation: .spring(response: 0.4), time: 0)
        #expect(update.disappearing == [DisappearingItem(id: 0, oldIndex: 2)])
        // Old row 5 (100 ..< 120) is now row 4, visible: it loads at its old place, below the viewport.
        #expect(update.changes.load == [4])
        #expect(Self.y(controller, 4) == 100)
        let t = 0.1
        _ = controller.tick(time: t)
        let omega = 2 * Double.pi / 0.4
        let p = CGFloat(1 - (1 + omega * t) * exp(-omega * t))
        #expect(Self.y(controller, 2) == 40 + 20 * (1 - p))
        #expect(Self.y(controller, 4) == 80 + 20 * (1 - p))
        #expect(controller.disappearingPlacements() == [DisappearingPlacement(id: 0, frame: CGRect(x: 0, y: 40, width: 50, height: 20), opacity: 1 - p)])
        let running = ItemAnimation.spring(response: 0.4).runningTime
        let end = controller.tick(time: running)
        #expect(end.disappeared == [0])
        #expect(controller.disappearingPlacements().isEmpty && !controller.isAnimating)
    }

    @Test("a change that arrives mid-animation starts every row from where it is drawn, without a jump")
    func retargeting() throws {
        var controller = try Self.list()
        _ = try controller.performBatchUpdates(BatchUpdate(insertions: [1]), animation: .duration(seconds: 0.4), time: 0)
        _ = controller.tick(time: 0.2)
        let p = Self.eased(0.5)
        let drawnBefore = try #require(Self.y(controller, 2))  // 40 − 20 (1 − p)
        // Delete the row being inserted: it fades out from its opacity now; row 2 (now 1) goes back up.
        let update = try controller.performBatchUpdates(BatchUpdate(deletions: [1]), animation: .duration(seconds: 0.4), time: 0.2)
        #expect(update.disappearing == [DisappearingItem(id: 0, oldIndex: 1)])
        #expect(Self.y(controller, 1) == drawnBefore)
        #expect(controller.disappearingPlacements().first?.opacity == p)
        _ = controller.tick(time: 0.4)
        let q = Self.eased(0.5)
        #expect(Self.y(controller, 1) == 20 + (drawnBefore - 20) * (1 - q))
        #expect(controller.disappearingPlacements().first?.opacity == p * (1 - q))
        _ = controller.tick(time: 0.6)
        #expect(!controller.isAnimating)
        #expect(controller.placements().map(\.frame.minY) == [0, 20, 40, 60, 80])
    }

    @Test("anchoring holds at the end: rows inserted above the first visible one leave it where it was, and it does not slide")
    func anchoring() throws {
        var controller = try Self.list(count: 20)
        _ = try controller.scroll(toOffset: 100, animated: false, time: 0)  // rows 5 ..< 10 visible
        let update = try controller.performBatchUpdates(BatchUpdate(insertions: [0, 1]), animation: .duration(seconds: 0.3), time: 0)
        #expect(controller.offset == 140)
        #expect(update.changes.isEmpty)
        // Row 5, now row 7, stays at the top of the viewport through the whole animation.
        for time in [0.0, 0.1, 0.2, 0.3] {
            _ = controller.tick(time: time)
            #expect(Self.y(controller, 7) == 0)
        }
    }

    @Test("a measurement or a plain change during the animation keeps it running, and the views move with the content")
    func plainChangeDuringAnimation() throws {
        let settings = WorkingRangeSettings(display: .items(leading: 0, trailing: 0), preload: .items(leading: 0, trailing: 0))
        var controller = try ScrollController(
            content: .items(.measured(MeasuredExtents(count: 10, estimatedExtent: 20))), viewportSize: CGSize(width: 50, height: 100),
            configuration: ScrollConfiguration(workingRanges: settings))
        _ = try controller.performBatchUpdates(BatchUpdate(insertions: [1]), animation: .duration(seconds: 0.4), time: 0)
        _ = controller.tick(time: 0.2)
        let p = Self.eased(0.5)
        // Row 1 measures 30 instead of 20: rows below it end 10 further down, still sliding.
        _ = try controller.setExtent(30, ofItem: 1, time: 0.2)
        #expect(Self.y(controller, 2) == 50 - 20 * (1 - p))
        // A plain deletion of row 0 renumbers them: row 2 is row 1 now, still sliding.
        _ = try controller.performBatchUpdates(BatchUpdate(deletions: [0]), time: 0.2)
        #expect(Self.y(controller, 1) == 30 - 20 * (1 - p))
        #expect(controller.isAnimating)
    }

    @Test("sections animate alike: a section inserted on screen fades in, the sections below slide down")
    func sections() throws {
        let section = ContentSection(header: .measured(10), items: .uniform(try UniformExtents(count: 2, itemExtent: 20)))
        var controller = try ScrollController(
            content: .items(.sections(SectionedExtents(sections: [section, section, section], pinning: .headers))),
            viewportSize: CGSize(width: 50, height: 200))
        _ = controller.initialUpdate
        let inserted = SectionBatchUpdate.SectionInsertion(index: 1, section: section)
        let update = try controller.performSectionUpdates(SectionBatchUpdate(sectionInsertions: [inserted]), animation: .duration(seconds: 0.2), time: 0)
        #expect(update.changes.load == IndexRanges(3..<6))
        // The old second section (header at 50) is now the third (header 6, at 100).
        #expect(Self.y(controller, 6) == 50)
        _ = controller.tick(time: 0.1)
        #expect(Self.y(controller, 6) == 100 - 50 * (1 - Self.eased(0.5)))
        #expect(controller.placements().first { $0.index == 3 }?.opacity == Self.eased(0.5))
    }

    @Test("live views keep a deleted item's view until it has disappeared, then recycle it")
    func liveViews() throws {
        var controller = try Self.list()
        var pool = ReusePool<Int>()
        var made = 0
        try pool.register("row") { made += 1; return made }
        var views = LiveViews(pool: pool)
        try views.apply(controller.initialUpdate, dataIndex: { $0 }, identifier: { _ in "row" }, configure: { _, _ in })
        let rowThree = try #require(views.views[3])
        let update = try controller.performBatchUpdates(BatchUpdate(deletions: [3]), animation: .duration(seconds: 0.2), time: 0)
        try views.apply(update, dataIndex: { $0 }, identifier: { _ in "row" }, configure: { _, _ in })
        #expect(views.disappearingViews == [0: rowThree])
        #expect(!views.views.values.contains(rowThree))
        #expect(views.statistics.live == 6)
        let end = controller.tick(time: 0.2)
        try views.apply(end, dataIndex: { $0 }, identifier: { _ in "row" }, configure: { _, _ in })
        #expect(views.disappearingViews.isEmpty && views.statistics.idle == 1)
    }

    @Test("animating a looping list or with an animation of no length is refused, and changes nothing")
    func refusals() throws {
        var controller = try Self.list()
        let placements = controller.placements()
        #expect(throws: LazyScrollError.invalidNumber(quantity: "animation duration", value: 0, rule: .finiteAndPositive)) {
            _ = try controller.performBatchUpdates(BatchUpdate(insertions: [0]), animation: .duration(seconds: 0), time: 0)
        }
        #expect(controller.placements() == placements && controller.dataCount == 10)
        var looping = try ScrollController(content: .pages(count: 5), viewportSize: CGSize(width: 100, height: 100),
                                           configuration: .pager(looping: LoopingSettings()))
        #expect(throws: LazyScrollError.unsupportedOperation(operation: "animating a change of looping content", reason: "its copies of an item cannot each slide; change it without animation")) {
            _ = try looping.performBatchUpdates(BatchUpdate(insertions: [0]), animation: .default, time: 0)
        }
        #expect(looping.dataCount == 5)
    }
}
