import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The finger's recent history during a drag.
struct DragTracking: Sendable {
    /// The offset the drag is measured from (without the rubber band).
    var startOffset: CGFloat
    /// The finger's position along the axis when the drag began.
    var startPosition: CGFloat
    /// The page under the midpoint when the drag began (the flick limit counts from it).
    var startPage: Int
    /// Recent (time, unbanded offset) samples for estimating the release velocity.
    var samples: [(time: Double, offset: CGFloat)]

    /// Records a sample and forgets those older than the velocity window.
    mutating func record(time: Double, offset: CGFloat) {
        samples.append((time, offset))
        samples.removeAll { time - $0.time > DragTracking.velocityWindow }
    }

    /// The offset velocity in points per second over the last samples (0 with fewer than two).
    var estimatedVelocity: CGFloat {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return (last.offset - first.offset) / CGFloat(last.time - first.time)
    }

    /// Only the last tenth of a second counts: a finger that stops before lifting flings nothing.
    static let velocityWindow: Double = 0.1

    /// Moves every offset by `delta` and the start page by `pages` (looping recentres mid-drag, which
    /// renumber the pages too; a stale start page would aim the flick limit at the wrong copy).
    mutating func shift(by delta: CGFloat, pages: Int = 0) {
        startOffset += delta
        startPage += pages
        samples = samples.map { ($0.time, $0.offset + delta) }
    }
}
