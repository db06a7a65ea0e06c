import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Automatic page turns every `interval` seconds of rest.
///
/// Any input restarts the interval: a drag, a wheel notch (also one that turns no page), a page turn or
/// a scroll. The next automatic turn comes a whole interval after the pager comes to rest, never at
/// once because one fell due while the user was turning pages.
public struct AutoAdvanceSettings: Sendable, Hashable {
    /// Seconds the pager rests on a page before it turns.
    public var interval: Double
    /// Whether pages turn forwards (towards higher indices).
    public var forwards: Bool

    /// Turns a page every `interval` seconds of rest.
    public init(interval: Double, forwards: Bool = true) {
        self.interval = interval
        self.forwards = forwards
    }

    /// Throws unless the interval is finite and positive.
    public func validate() throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(interval), .finiteAndPositive, "auto-advance interval")
    }
}
