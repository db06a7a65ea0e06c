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
    /// One frame: the screen frame of every shown element, and of the lifted item's snapshot (nil when
    /// no item is lifted).
    struct Frame {
        var elements: [TestElement: CGRect]
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
}

extension SectionedListHarness {
    /// The frame the list shows now, in screen coordinates (relative to the list's visible bounds).
    var shownFrame: DragRecording.Frame {
        var elements: [TestElement: CGRect] = [:]
        for view in list.loadedRowViews where !view.isHidden {
            guard let element = (view as? HostedElementView)?.shown else { continue }
            elements[element] = view.frame.offsetBy(dx: 0, dy: -list.contentOffset.y)
        }
        return DragRecording.Frame(elements: elements, lifted: list.reorder.map { $0.snapshot.frame.offsetBy(dx: 0, dy: -list.contentOffset.y) })
    }

    /// A finger long-presses the view hosting `element`, moves to `y` on screen and stays there for
    /// `frames` frames of the display link (1/60 s each), then lifts; the app's data goes through a
    /// SwiftUI update. Records every frame.
    func recordDrag(_ element: TestElement, toScreenY y: CGFloat, frames: Int = 15) throws -> DragRecording {
        let window = try touchableWindow()
        let from = try #require(self.view(of: element))
        let touch = window.standInTouchDown(at: list.convert(CGPoint(x: 100, y: from.frame.midY), to: nil))
        window.standInHold(touch, for: 0.5)
        try #require(list.reorder != nil, "the long press lifts \(element)")
        window.standInMove(touch, to: CGPoint(x: 100, y: y))
        list.layoutIfNeeded()
        var during = [shownFrame]
        for _ in 0..<frames {
            clock.now += 1.0 / 60
            list.tick()
            list.layoutIfNeeded()
            during.append(shownFrame)
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
