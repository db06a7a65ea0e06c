import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How a drag to reorder scrolls at the edges and moves the other items out of the way.
public struct ReorderSettings: Sendable, Hashable {
    /// How far from each edge of the uncovered part of the viewport (the viewport less its obscured
    /// insets) the finger starts the auto-scroll, in points; at most half that part is used, so the
    /// two zones never overlap.
    public var edgeZone: CGFloat
    /// The auto-scroll speed, in points per second, with the finger at the edge or past it. It grows
    /// in proportion from 0 at the zone's inner boundary, so the closer the finger is to the edge,
    /// the faster the content comes.
    public var maximumSpeed: CGFloat
    /// How long, in seconds, the other items take to move into their new places when the drop index
    /// changes (0: at once). They ease out (fast, then slowing), and one that is still moving when
    /// the drop index changes again turns from where it is.
    public var gapDuration: Double

    /// Settings for a drag to reorder; the defaults are a 60-point zone, 1,500 points per second at
    /// the edge, and 0.2 seconds to move an item aside.
    public init(edgeZone: CGFloat = 60, maximumSpeed: CGFloat = 1500, gapDuration: Double = 0.2) {
        self.edgeZone = edgeZone
        self.maximumSpeed = maximumSpeed
        self.gapDuration = gapDuration
    }

    /// Throws unless every number is finite and not negative.
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` naming the number.
    public func validate() throws(LazyScrollError) {
        try LazyScrollError.check(edgeZone, .finiteAndNotNegative, "reorder edge zone")
        try LazyScrollError.check(maximumSpeed, .finiteAndNotNegative, "reorder auto-scroll speed")
        try LazyScrollError.check(CGFloat(gapDuration), .finiteAndNotNegative, "reorder gap duration")
    }

    /// How far an item standing aside has come towards its new place, from 0 to 1, `elapsed` seconds
    /// after it set off on a move lasting `duration` seconds: the ease-out every item standing aside
    /// follows (1 − (1 − t)³ of the elapsed fraction t; 1 at once when `duration` is 0). A front end that
    /// moves other views aside with the items, as a list of sections does its headers, eases them by it
    /// so that they move together.
    ///
    /// - Complexity: O(1).
    public static func gapEasing(elapsed: Double, duration: Double) -> CGFloat {
        let progress = duration > 0 ? min(1, max(0, elapsed / duration)) : 1
        let remaining = 1 - progress
        return CGFloat(1 - remaining * remaining * remaining)
    }

    /// The auto-scroll velocity, in points per second (negative towards the start), for a finger
    /// `position` points from the viewport's leading edge along the axis.
    ///
    /// - Complexity: O(1).
    public func autoScrollSpeed(fingerAt position: CGFloat, in viewport: Viewport) -> CGFloat {
        let top = viewport.obscuredInsets.leading
        let bottom = viewport.extent - viewport.obscuredInsets.trailing
        let zone = min(edgeZone, (bottom - top) / 2)
        guard zone > 0 else { return 0 }
        if position < top + zone { return -maximumSpeed * min(1, (top + zone - position) / zone) }
        if position > bottom - zone { return maximumSpeed * min(1, (position - (bottom - zone)) / zone) }
        return 0
    }
}
