import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// What a drag to reorder showed, frame by frame on the test clock: where every shown header, item and
/// footer was on screen (the lifted item's hidden view left out) and where the lifted item's snapshot
/// was, during the drag and after the drop.
struct DragRecording {
    /// One frame: the screen frame of every shown element, which of them are pinned away from their own
    /// place, and the lifted item's snapshot (nil when no item is lifted).
    struct Frame {
        var elements: [TestElement: CGRect]
        var pinned: Set<TestElement>
        var lifted: CGRect?
    }

    /// The frames from the finger's move on, until the finger lifts.
    var during: [Frame]
    /// The first frame after the finger lifted, before the app's data changed.
    var dropped: Frame
    /// The frame once the SwiftUI update with the app's data (moved or not) went through.
    var updated: Frame

    /// The last frame of the drag.
    var lastDuringDrag: Frame { during.last ?? dropped }

    /// What moved at the drop that should not have: every element but `held` that is shown both in the
    /// drag's last frame and after the drop (and, when `throughUpdate`, after the app's update) and moved
    /// by more than `tolerance`; and every element not pinned that covered part of the place `held` lands
    /// in, in the drag's last frame (the gap was elsewhere). Empty when nothing jumped.
    func jumps(held: TestElement, throughUpdate: Bool = true, tolerance: CGFloat = 0) -> [String] {
        var found: [String] = []
        let last = lastDuringDrag.elements
        for (name, after) in [("drop", dropped), ("update", updated)] where name == "drop" || throughUpdate {
            for (element, frame) in after.elements where element != held {
                guard let before = last[element] else { continue }
                if abs(frame.minY - before.minY) > tolerance || abs(frame.maxY - before.maxY) > tolerance {
                    found.append("\(element) jumps at the \(name): \(before.minY) -> \(frame.minY)")
                }
            }
        }
        guard let landed = dropped.elements[held] else { return found + ["\(held) is not shown after the drop"] }
        for (element, frame) in last where element != held && !lastDuringDrag.pinned.contains(element) {
            if min(frame.maxY, landed.maxY) - max(frame.minY, landed.minY) > tolerance {
                found.append("\(element) at \(frame.minY) covers the gap \(held) lands in at \(landed.minY)")
            }
        }
        return found
    }
}

extension SectionedListHarness {
    /// The frame the list shows now, in screen coordinates (relative to the list's visible bounds).
    var shownFrame: DragRecording.Frame {
        let pinnedRows = Set((list.driver?.controller.placements() ?? []).filter(\.isPinned).map(\.index))
        var frame = DragRecording.Frame(elements: [:], pinned: [], lifted: nil)
        for view in list.loadedRowViews where !view.isHidden {
            guard let element = (view as? HostedElementView)?.shown else { continue }
            frame.elements[element] = view.frame.offsetBy(dx: 0, dy: -list.contentOffset.y)
            if let row = list.row(for: view), pinnedRows.contains(row) { frame.pinned.insert(element) }
        }
        frame.lifted = list.reorder.map { $0.snapshot.frame.offsetBy(dx: 0, dy: -list.contentOffset.y) }
        return frame
    }

    /// A finger long-presses the view hosting `element`, moves to `y` on screen and stays there for
    /// `frames` frames of the display link (1/60 s each), then lifts; the app's data goes through a
    /// SwiftUI update. Records every frame.
    func recordDrag(_ element: TestElement, toScreenY y: CGFloat, frames: Int = 15) throws -> DragRecording {
        try #require(try recordDrag(element, through: [(y, frames)]), "the long press lifts \(element)")
    }

    /// A finger long-presses the view hosting `element` and moves to each stop's `screenY` in turn,
    /// staying there for its `frames` frames of the display link (1/60 s each); with `settling`, it then
    /// stays until the list scrolls no more and the rows standing aside are in their places (at most
    /// 120 frames). Then it lifts, and the app's data goes through a SwiftUI update. Records every frame;
    /// nil when the long press lifted nothing.
    func recordDrag(_ element: TestElement, through stops: [(screenY: CGFloat, frames: Int)], settling: Bool = false) throws -> DragRecording? {
        let window = try touchableWindow()
        let from = try #require(self.view(of: element))
        let touch = window.standInTouchDown(at: list.convert(CGPoint(x: 100, y: from.frame.midY), to: nil))
        window.standInHold(touch, for: 0.5)
        guard list.reorder != nil else {
            window.standInLift(touch)
            afterUpdate.run()
            return nil
        }
        var during: [DragRecording.Frame] = []
        func frame() {
            clock.now += 1.0 / 60
            list.tick()
            list.layoutIfNeeded()
            during.append(shownFrame)
        }
        for stop in stops {
            window.standInMove(touch, to: CGPoint(x: 100, y: stop.screenY))
            list.layoutIfNeeded()
            during.append(shownFrame)
            for _ in 0..<stop.frames { frame() }
        }
        if settling {
            for _ in 0..<120 where list.driver?.frameWork != nil { frame() }
        }
        window.standInLift(touch)
        list.layoutIfNeeded()
        let dropped = shownFrame
        afterUpdate.run()
        update()
        list.layoutIfNeeded()
        return DragRecording(during: during, dropped: dropped, updated: shownFrame)
    }
}
