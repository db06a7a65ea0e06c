import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How quickly a fling slows down: the fraction of its velocity that survives each millisecond.
///
/// The values match UIKit's `UIScrollView.DecelerationRate`, so a fling travels as far here as users
/// expect from iOS.
public struct DecelerationRate: Sendable, Hashable {
    /// The fraction of velocity kept per millisecond, strictly between 0 and 1.
    public let perMillisecond: Double

    /// A custom rate; throws unless `perMillisecond` is strictly between 0 and 1.
    public init(perMillisecond: Double) throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(perMillisecond), .betweenZeroAndOneExclusive, "deceleration rate per millisecond")
        self.perMillisecond = perMillisecond
    }

    private init(trusted value: Double) { perMillisecond = value }

    /// UIKit's normal rate, 0.998: long, gliding flings for lists.
    public static let normal = DecelerationRate(trusted: 0.998)
    /// UIKit's fast rate, 0.99: short flings, the usual choice for pagers.
    public static let fast = DecelerationRate(trusted: 0.99)

    /// Where a fling from `offset` at `velocity` points per second comes to rest, as Apple documents it
    /// for `scrollViewWillEndDragging`: offset + (velocity / 1000) · rate / (1 − rate).
    public func projectedOffset(from offset: CGFloat, velocity: CGFloat) -> CGFloat {
        offset + velocity / 1000 * CGFloat(perMillisecond / (1 - perMillisecond))
    }

    /// The velocity that makes a fling from `offset` come to rest at `landing`: the inverse of
    /// `projectedOffset(from:velocity:)`.
    public func velocity(toLandAt landing: CGFloat, from offset: CGFloat) -> CGFloat {
        (landing - offset) * 1000 * CGFloat((1 - perMillisecond) / perMillisecond)
    }
}
