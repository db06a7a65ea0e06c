import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The length of a section's header or footer along the scrolling axis: an estimate until the view is
/// measured, or a real extent.
///
/// Headers and footers are sized as items are: a self-sizing front end measures the view when it loads
/// and records the result (``SectionedExtents/setExtent(_:of:)-(_,SectionElement)``), and anchoring keeps what is on screen
/// still when a header above it changes length.
public struct SupplementaryExtent: Sendable, Hashable {
    /// The length along the scrolling axis.
    public var extent: CGFloat
    /// Whether `extent` is real (measured or given) rather than an estimate.
    public var isMeasured: Bool

    /// A header or footer `extent` long, measured or estimated.
    public init(extent: CGFloat, isMeasured: Bool) {
        self.extent = extent
        self.isMeasured = isMeasured
    }

    /// A header or footer not measured yet, assumed `extent` long.
    public static func estimated(_ extent: CGFloat) -> SupplementaryExtent {
        SupplementaryExtent(extent: extent, isMeasured: false)
    }

    /// A header or footer whose length is known: `extent`.
    public static func measured(_ extent: CGFloat) -> SupplementaryExtent {
        SupplementaryExtent(extent: extent, isMeasured: true)
    }

    /// Throws unless the extent is finite and not negative.
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` naming `quantity`.
    func validate(_ quantity: @autoclosure () -> String) throws(LazyScrollError) {
        try LazyScrollError.check(extent, .finiteAndNotNegative, quantity())
    }
}
