import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A stack's size change played over time: a ``StackTransition`` driven by the front end's clock with
/// an ease-out curve, so a child that grows or appears slides the others instead of jumping.
public struct StackAnimation: Sendable {
    /// The two layouts being blended.
    public let transition: StackTransition
    /// When the animation started, in seconds of the front end's clock.
    public let startTime: Double
    /// How long it lasts, in seconds.
    public let duration: Double

    /// Plays `transition` from `time` for `duration` seconds.
    public init(_ transition: StackTransition, startingAt time: Double, duration: Double = 0.25) throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(time), .finite, "animation start time")
        try LazyScrollError.check(CGFloat(duration), .finiteAndPositive, "animation duration")
        self.transition = transition
        self.startTime = time
        self.duration = duration
    }

    /// The eased progress at `time`: 0 before the start, 1 from the end on. Ease-out cubic, because a
    /// change the user caused should answer at once and then settle.
    public func progress(at time: Double) -> CGFloat {
        guard time.isFinite else { return 1 }
        let linear = min(max((time - startTime) / duration, 0), 1)
        let remaining = 1 - linear
        return CGFloat(1 - remaining * remaining * remaining)
    }

    /// Whether the new layout has been reached at `time`.
    public func isFinished(at time: Double) -> Bool { progress(at: time) >= 1 }

    /// What to draw at `time`.
    public func frame(at time: Double) -> StackTransition.Frame {
        // The progress is always finite, so the transition cannot refuse it.
        (try? transition.frame(at: progress(at: time))) ?? (try! transition.frame(at: 1))
    }
}
