import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The visible part of the content along the main axis, in content coordinates.
public struct Viewport: Sendable, Hashable {
    /// The content offset of the viewport's leading edge.
    public var offset: CGFloat
    /// The viewport's length along the main axis.
    public var extent: CGFloat
    /// The viewport's length across the main axis; item frames span it.
    public var crossExtent: CGFloat
    /// The parts of the viewport that bars cover: content shows under them, but scroll-to aligns and
    /// sticky children pin within the rest.
    public var obscuredInsets: ObscuredInsets

    /// Creates a viewport.
    public init(offset: CGFloat, extent: CGFloat, crossExtent: CGFloat = 0, obscuredInsets: ObscuredInsets = .zero) {
        self.offset = offset
        self.extent = extent
        self.crossExtent = crossExtent
        self.obscuredInsets = obscuredInsets
    }

    /// The content offset of the viewport's trailing edge.
    public var end: CGFloat { offset + extent }

    /// Throws unless the offset is finite and the extents and obscured insets are finite and not
    /// negative.
    public func validate() throws(LazyScrollError) {
        try LazyScrollError.check(offset, .finite, "viewport offset")
        try LazyScrollError.check(extent, .finiteAndNotNegative, "viewport extent")
        try LazyScrollError.check(crossExtent, .finiteAndNotNegative, "viewport cross extent")
        try obscuredInsets.validate()
    }
}

/// Space before the first item and after the last, along the main axis.
public struct ContentInsets: Sendable, Hashable {
    /// Space before the first item.
    public var leading: CGFloat
    /// Space after the last item.
    public var trailing: CGFloat

    /// Creates insets.
    public init(leading: CGFloat = 0, trailing: CGFloat = 0) {
        self.leading = leading
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = ContentInsets()

    /// Throws unless both insets are finite and not negative.
    public func validate() throws(LazyScrollError) {
        try LazyScrollError.check(leading, .finiteAndNotNegative, "leading inset")
        try LazyScrollError.check(trailing, .finiteAndNotNegative, "trailing inset")
    }
}
