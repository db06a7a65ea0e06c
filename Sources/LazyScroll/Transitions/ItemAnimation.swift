import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How an animated data change moves its items, on the controller's clock.
///
/// Every affected item runs the same curve from its start to its end: `progress(after:)` goes from 0
/// to 1, and is exactly 1 once ``runningTime`` has passed.
public enum ItemAnimation: Sendable, Hashable {
    /// `seconds` long, easing in and out (3p² − 2p³ of the elapsed fraction p).
    case duration(seconds: Double)
    /// A critically damped spring that settles in about `response` seconds: 1 − (1 + ωt)·e^(−ωt) with
    /// ω = 2π / response, which ends (at exactly 1) once it is within 1/1000 of it, never overshooting.
    case spring(response: Double)

    /// The default: the critically damped spring of a quarter of a second UIKit's list animations feel like.
    public static let `default` = ItemAnimation.spring(response: 0.4)

    /// Throws unless the length is finite and positive.
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` naming the duration or response.
    func validate() throws(LazyScrollError) {
        switch self {
        case let .duration(seconds): try LazyScrollError.check(CGFloat(seconds), .finiteAndPositive, "animation duration")
        case let .spring(response): try LazyScrollError.check(CGFloat(response), .finiteAndPositive, "spring response")
        }
    }

    /// How long the animation runs: the duration, or until the spring is within 1/1000 of its end.
    public var runningTime: Double {
        switch self {
        case let .duration(seconds):
            return seconds
        case let .spring(response):
            return Self.springSettlingPhase / (2 * .pi / response)
        }
    }

    /// How close to its running time an animation counts as ended: a nanosecond, so that a clock that
    /// adds up frame times (0.2 + 0.4 is 0.6000000000000001) ends it at the frame it should.
    static let clockTolerance = 1e-9

    /// The x where (1 + x)·e^(−x) falls to 1/1000 (about 9.2335), found once by bisection.
    private static let springSettlingPhase: Double = {
        var low = 0.0
        var high = 50.0
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if (1 + middle) * exp(-middle) > 0.001 { low = middle } else { high = middle }
        }
        return high
    }()

    /// How far the animation is `elapsed` seconds after it started: 0 before, 1 at and after its end.
    ///
    /// - Complexity: O(1).
    public func progress(after elapsed: Double) -> CGFloat {
        guard elapsed > 0 else { return 0 }
        guard elapsed < runningTime - Self.clockTolerance else { return 1 }
        switch self {
        case let .duration(seconds):
            let p = elapsed / seconds
            return CGFloat(p * p * (3 - 2 * p))
        case let .spring(response):
            let x = 2 * .pi / response * elapsed
            return CGFloat(1 - (1 + x) * exp(-x))
        }
    }
}
