import Foundation
import Testing
@testable import LazyScroll

/// A drag to reorder, frame by frame on a test clock: the drop index under the finger, the items
/// easing aside, the auto-scroll speed growing towards the edge and moving the content by speed ×
/// time, across ten million items, to the end of the content, and ending in a move or a cancel.
@Suite("Reorder")
struct ReorderTests {
    /// Ten million rows 40 points tall in a 320 × 400 viewport: ten rows on screen.
    static func tenMillionRows() throws -> ScrollController {
        try ScrollController(content: .items(.uniform(UniformExtents(count: 10_000_000, itemExtent: 40))), viewportSize: CGSize(width: 320, height: 400))
    }

    @Test("the lifted item follows the finger, the drop index is the row under it, and the rows between ease aside")
    func liftMoveAndGap() throws {
        var list = try Self.tenMillionRows()
        let settings = ReorderSettings(edgeZone: 60, maximumSpeed: 1200, gapDuration: 0.25)
        // Row 3 spans 120..<160; it is taken 10 points below its top.
        var session = try #require(try list.beginReorder(at: CGPoint(x: 100, y: 130), settings: settings, time: 0))
        #expect(session.source == 3 && session.destination == 3 && session.move == nil)
        #expect(session.liftedFrame == CGRect(x: 0, y: 120, width: 320, height: 40))
        #expect(session.autoScrollSpeed == 0 && session.nextTickTime == nil)

        // Down to row 6 (240..<280): rows 4, 5 and 6 move up one place, easing out over 0.25 s.
        _ = try list.moveReorder(&session, to: CGPoint(x: 120, y: 250), time: 1)
        #expect(session.destination == 6)
        #expect(session.liftedFrame == CGRect(x: 20, y: 240, width: 320, height: 40))
        #expect(session.move == BatchUpdate.Move(from: 3, to: 6))
        #expect(session.nextTickTime == 1)
        func y(_ item: Int) -> CGFloat? { list.placements(during: session).first { $0.dataIndex == item }?.frame.minY }
        #expect(y(3) == nil)  // the lifted row is drawn at liftedFrame
        #expect(y(4) == 160 && y(6) == 240 && y(7) == 280 && y(2) == 80)
        // Half way: 1 − (1 − 0.5)³ = 0.875 of the way, 35 of 40 points.
        _ = list.tickReorder(&session, time: 1.125)
        #expect(y(4) == 125 && y(5) == 165 && y(6) == 205 && y(7) == 280)
        _ = list.tickReorder(&session, time: 1.25)
        #expect(y(4) == 120 && y(5) == 160 && y(6) == 200)
        #expect(session.nextTickTime == nil)

        // Back up to row 5 half way through the move back: row 6 turns from where it is.
        _ = try list.moveReorder(&session, to: CGPoint(x: 120, y: 210), time: 2)
        #expect(session.destination == 5)
        _ = list.tickReorder(&session, time: 2.125)
        #expect(y(6) == 200 + 0.875 * 40 && y(5) == 160)
        _ = try list.moveReorder(&session, to: CGPoint(x: 120, y: 250), time: 2.125)
        #expect(session.destination == 6)
        // Row 6 was at 235 (0.875 of its way back); it now eases back to 200 from there.
        _ = list.tickReorder(&session, time: 2.25)
        #expect(y(6) == 235 + (200 - 235) * 0.875)

        // Dropped: the move for the app, then for the controller.
        let update = try #require(try list.endReorder(session, time: 3))
        #expect(update == BatchUpdate(moves: [.init(from: 3, to: 6)]))
        let applied = try list.performBatchUpdates(update, time: 3)
        #expect(applied.mapping?.newIndex(ofOld: 3) == 6 && applied.mapping?.newIndex(ofOld: 6) == 5)
    }

    @Test("near an edge the content scrolls by speed × time, faster closer to the edge, never past the ends")
    func edgeAutoScroll() throws {
        var list = try Self.tenMillionRows()
        _ = try list.setObscuredInsets(ObscuredInsets(leading: 20, trailing: 40), time: 0)
        let settings = ReorderSettings(edgeZone: 60, maximumSpeed: 1200, gapDuration: 0)
        // The uncovered part is 20..<360: the zones are 20..<80 and 300..<360.
        let speeds = [CGFloat(100), 299, 300, 315, 330, 345, 360, 500, 80, 65, 50, 20, 0].map {
            settings.autoScrollSpeed(fingerAt: $0, in: list.virtualizer.viewport)
        }
        #expect(speeds == [0, 0, 0, 300, 600, 900, 1200, 1200, 0, -300, -600, -1200, -1200])

        var session = try #require(try list.beginReorder(at: CGPoint(x: 10, y: 100), settings: settings, time: 0))
        _ = try list.moveReorder(&session, to: CGPoint(x: 10, y: 345), time: 0)
        #expect(session.autoScrollSpeed == 900)
        // 60 frames a second for 100 seconds: 90,000 points, 2,250 rows.
        var offset = list.offset
        for frame in 1...6000 {
            let time = Double(frame) / 60
            _ = list.tickReorder(&session, time: time)
            offset += 900 * CGFloat(1.0 / 60)
            #expect(abs(list.offset - offset) < 1e-6, "frame \(frame)")
            // The drop index is the row under the still finger: the row at 345 points into the viewport.
            #expect(session.destination == Int(((list.offset + 345) / 40).rounded(.down)), "frame \(frame)")
            if frame == 6000 { #expect(session.nextTickTime == time) }
        }
        #expect(abs(list.offset - 90_000) < 1e-6)
        #expect(session.destination == 2_258)
        let update = try #require(try list.endReorder(session, time: 100))
        #expect(update.moves == [BatchUpdate.Move(from: 2, to: 2_258)])

        // At the far end the content stops, and the drop index is the last row.
        _ = try list.scroll(toItem: 9_999_900, at: .start, animated: false, time: 100)
        var tail = try #require(try list.beginReorder(at: CGPoint(x: 10, y: 100), settings: settings, time: 100))
        _ = try list.moveReorder(&tail, to: CGPoint(x: 10, y: 500), time: 100)
        for frame in 1...300 { _ = list.tickReorder(&tail, time: 100 + Double(frame) / 60) }
        #expect(list.offset == list.restingRange.upperBound)
        #expect(tail.destination == 9_999_999)
    }

    @Test("a cancel puts everything back: no move, and the content where it was when the item was lifted")
    func cancel() throws {
        var list = try Self.tenMillionRows()
        _ = try list.scroll(toItem: 5_000_000, at: .start, animated: false, time: 0)
        let before = list.placements()
        let liftOffset = list.offset
        var session = try #require(try list.beginReorder(at: CGPoint(x: 10, y: 20), time: 0))
        #expect(session.source == 5_000_000)
        _ = try list.moveReorder(&session, to: CGPoint(x: 10, y: 399), time: 0)
        for frame in 1...180 { _ = list.tickReorder(&session, time: Double(frame) / 60) }
        #expect(list.offset > liftOffset + 3_000)
        #expect(session.destination > 5_000_080)
        _ = try list.cancelReorder(session, animated: false, time: 3)
        #expect(list.offset == liftOffset)
        #expect(list.placements().filter { $0.state == .visible } == before.filter { $0.state == .visible })

        // Animated, it springs back on the controller's clock.
        var again = try #require(try list.beginReorder(at: CGPoint(x: 10, y: 20), time: 4))
        _ = try list.moveReorder(&again, to: CGPoint(x: 10, y: 399), time: 4)
        for frame in 1...60 { _ = list.tickReorder(&again, time: 4 + Double(frame) / 60) }
        _ = try list.cancelReorder(again, animated: true, time: 5)
        #expect(list.isAnimating)
        var time = 5.0
        while list.isAnimating, time < 10 {
            time += 1.0 / 60
            _ = list.tick(time: time)
        }
        #expect(list.offset == liftOffset)
        #expect(list.placements().filter { $0.state == .visible } == before.filter { $0.state == .visible })
    }

    @Test("a lift stops a fling where it is; pages, looping items and bad input are refused and change nothing")
    func refusals() throws {
        var list = try Self.tenMillionRows()
        _ = try list.dragBegan(at: CGPoint(x: 10, y: 300), time: 0)
        _ = try list.dragMoved(to: CGPoint(x: 10, y: 100), time: 0.05)
        _ = try list.dragEnded(time: 0.05)
        _ = list.tick(time: 0.1)
        #expect(list.isAnimating)
        let flung = list.offset
        let session = try list.beginReorder(at: CGPoint(x: 10, y: 10), time: 0.1)
        #expect(session != nil && !list.isAnimating && list.offset == flung)

        // Nothing under the point: no session, and nothing stops.
        let short = try ScrollController(content: .items(.uniform(UniformExtents(count: 2, itemExtent: 40))), viewportSize: CGSize(width: 100, height: 400))
        var copy = short
        #expect(try copy.beginReorder(at: CGPoint(x: 10, y: 200), time: 0) == nil)

        var pager = try ScrollController(content: .pages(count: 5), viewportSize: CGSize(width: 100, height: 100), configuration: .pager())
        #expect(throws: LazyScrollError.self) { try pager.beginReorder(at: CGPoint(x: 10, y: 10), time: 0) }
        var looping = try ScrollController(
            content: .items(.uniform(UniformExtents(count: 50, itemExtent: 40))), viewportSize: CGSize(width: 100, height: 400),
            configuration: ScrollConfiguration(looping: LoopingSettings()))
        #expect(throws: LazyScrollError.self) { try looping.beginReorder(at: CGPoint(x: 10, y: 10), time: 0) }
        var untouched = try Self.tenMillionRows()
        let reference = untouched.placements()
        #expect(throws: LazyScrollError.self) { try untouched.beginReorder(at: CGPoint(x: CGFloat.nan, y: 10), time: 0) }
        #expect(throws: LazyScrollError.self) { try untouched.beginReorder(at: CGPoint(x: 10, y: 10), settings: ReorderSettings(maximumSpeed: -1), time: 0) }
        #expect(untouched.placements() == reference)

        // A session that missed a batch update is refused; one that followed it goes on.
        var small = try ScrollController(content: .items(.uniform(UniformExtents(count: 5, itemExtent: 40))), viewportSize: CGSize(width: 100, height: 400))
        var stale = try #require(try small.beginReorder(at: CGPoint(x: 10, y: 170), time: 0))
        #expect(stale.source == 4)
        let update = BatchUpdate(deletions: [0])
        let applied = try small.performBatchUpdates(update, time: 0)
        var followed = stale
        #expect(throws: LazyScrollError.self) { try small.moveReorder(&stale, to: CGPoint(x: 10, y: 10), time: 0) }
        let stillThere = followed.follow(applied.mapping!)
        #expect(stillThere)
        #expect(followed.source == 3)
        _ = try small.moveReorder(&followed, to: CGPoint(x: 10, y: 10), time: 0)
        #expect(followed.destination == 0)
        var gone = followed
        let liftedItemStays = gone.follow(try BatchUpdateMapping(validating: BatchUpdate(deletions: [3]), oldCount: 4))
        #expect(!liftedItemStays)
    }
}
