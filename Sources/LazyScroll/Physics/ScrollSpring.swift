import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A critically damped spring towards a target: the fastest motion that never overshoots on its own.
///
/// Used to bounce back from a rubber band, to snap to a page and to animate a scroll-to. Its position
/// at any time has a closed form, so stepping by any clock is exact and deterministic.
public struct ScrollSpring: Sendable, Hashable {
    /// Where the spring comes to rest.
    public private(set) var target: CGFloat
    /// The offset at `startTime`, minus `target`.
    private var displacement: CGFloat
    /// The velocity at `startTime`, in points per second.
    private var initialVelocity: CGFloat
    /// When the motion started, in seconds.
    public private(set) var startTime: Double
    /// The natural angular frequency in radians per second; larger is stiffer.
    public let angularFrequency: Double

    /// The default stiffness: settles an 800-point move in about half a second.
    public static let defaultAngularFrequency: Double = 2 * .pi / 0.4

    /// Distance and speed below which the spring counts as settled.
    public static let settleDistance: CGFloat = 0.5
    /// Speed, in points per second, below which a spring near its target counts as settled.
    public static let settleSpeed: CGFloat = 20

    /// A spring from `offset` moving at `velocity` towards `target`, starting at `time`.
    public init(from offset: CGFloat, velocity: CGFloat, to target: CGFloat, at time: Double,
                angularFrequency: Double = ScrollSpring.defaultAngularFrequency) {
        self.target = target
        self.displacement = offset - target
        self.initialVelocity = velocity
        self.startTime = time
        self.angularFrequency = angularFrequency
    }

    /// The offset and velocity at `time` (clamped to the start).
    public func state(at time: Double) -> (offset: CGFloat, velocity: CGFloat) {
        let t = max(0, time - startTime)
        let w = angularFrequency
        let d = Double(displacement)
        let v = Double(initialVelocity)
        let decay = exp(-w * t)
        let position = (d + (v + w * d) * t) * decay
        let speed = (v - w * (v + w * d) * t) * decay
        return (target + CGFloat(position), CGFloat(speed))
    }

    /// Whether the spring is within half a point of its target and nearly still at `time`.
    public func isSettled(at time: Double) -> Bool {
        let (offset, velocity) = state(at: time)
        return abs(offset - target) < ScrollSpring.settleDistance && abs(velocity) < ScrollSpring.settleSpeed
    }

    /// The same motion towards another target, from where it is at `time`.
    public func retargeted(to newTarget: CGFloat, at time: Double) -> ScrollSpring {
        let (offset, velocity) = state(at: time)
        return ScrollSpring(from: offset, velocity: velocity, to: newTarget, at: time, angularFrequency: angularFrequency)
    }

    /// The same motion with every offset moved by `delta` (looping recentres by whole cycles).
    public func shifted(by delta: CGFloat) -> ScrollSpring {
        var copy = self
        copy.target += delta
        return copy
    }

    /// The same motion started `seconds` later: it is at `time + seconds` where it was at `time`
    /// (a view that left the screen resumes where it was).
    public func delayed(by seconds: Double) -> ScrollSpring {
        var copy = self
        copy.startTime += seconds
        return copy
    }
}
