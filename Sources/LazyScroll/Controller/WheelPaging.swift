import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One wheel gesture on a pager: wheel events less than ``ScrollController/wheelGestureGap`` apart.
///
/// A trackpad swipe arrives as dozens of small wheel deltas, a mouse notch as one; turning a page per
/// event would make a swipe jump ten pages. So the deltas of a gesture add up, and the gesture turns
/// pages by the sum: one page as soon as it moves, more only as the sum reaches further pages (the
/// midpoint rule), never more than the pager's `maxPagesPerFlick`, and back again if it reverses.
struct WheelPaging: Sendable, Hashable {
    /// When the gesture's latest event arrived.
    var lastTime: Double
    /// The gesture's deltas added up, in points (positive towards the end).
    var distance: CGFloat = 0
    /// Pages the gesture has turned so far (negative: backwards).
    var pagesTurned = 0

    /// Adds an event's `delta` at `time`. The sum stops growing a page past the furthest page the
    /// gesture may turn, so a reversal after a long swipe takes a page of movement, not the whole swipe.
    mutating func add(_ delta: CGFloat, time: Double, stride: CGFloat, limit: Int) {
        lastTime = time
        let reach = CGFloat(limit + 1) * max(stride, 1)
        distance = min(max(distance + delta, -reach), reach)
    }

    /// The pages the gesture should have turned by now, for pages `stride` apart: none before it moves,
    /// then the nearest whole number of pages it moved, at least one and at most `limit`.
    func pages(stride: CGFloat, limit: Int) -> Int {
        guard distance != 0 else { return 0 }
        let nearest = stride > 0 ? (abs(distance) / stride).rounded(.toNearestOrAwayFromZero) : 1
        return Int(min(max(1, nearest), CGFloat(limit))) * (distance > 0 ? 1 : -1)
    }
}
