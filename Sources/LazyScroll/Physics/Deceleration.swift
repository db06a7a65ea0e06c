import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A fling slowing down at a fixed rate per millisecond, with UIKit's landing point.
///
/// After t milliseconds it has travelled (v / 1000) · r · (1 − rᵗ) / (1 − r), which tends to the
/// projected landing point; it is evaluated in closed form, so any clock steps it exactly.
public struct Deceleration: Sendable, Hashable {
    /// The offset when the fling started.
    public private(set) var startOffset: CGFloat
    /// The velocity at release, in points per second.
    public let initialVelocity: CGFloat
    /// The deceleration rate.
    public let rate: DecelerationRate
    /// When the fling started, in seconds.
    public private(set) var startTime: Double

    /// A fling from `offset` at `velocity` points per second, starting at `time`.
    public init(from offset: CGFloat, velocity: CGFloat, rate: DecelerationRate, at time: Double) {
        self.startOffset = offset
        self.initialVelocity = velocity
        self.rate = rate
        self.startTime = time
    }

    /// Where the fling comes to rest.
    public var landingOffset: CGFloat { rate.projectedOffset(from: startOffset, velocity: initialVelocity) }

    /// The offset and velocity at `time` (clamped to the start).
    public func state(at time: Double) -> (offset: CGFloat, velocity: CGFloat) {
        let milliseconds = max(0, time - startTime) * 1000
        let r = rate.perMillisecond
        let remaining = pow(r, milliseconds)
        let travelled = Double(initialVelocity) / 1000 * r * (1 - remaining) / (1 - r)
        return (startOffset + CGFloat(travelled), initialVelocity * CGFloat(remaining))
    }

    /// Whether less than half a point of travel remains at `time`.
    public func isSettled(at time: Double) -> Bool {
        abs(landingOffset - state(at: time).offset) < ScrollSpring.settleDistance
    }

    /// The same fling with every offset moved by `delta` (looping recentres by whole cycles).
    public func shifted(by delta: CGFloat) -> Deceleration {
        var copy = self
        copy.startOffset += delta
        return copy
    }

    /// The same fling started `seconds` later: it is at `time + seconds` where it was at `time`.
    public func delayed(by seconds: Double) -> Deceleration {
        var copy = self
        copy.startTime += seconds
        return copy
    }
}
