import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Space around a stack's children: before the first and after the last along the axis, and on both
/// sides across it.
public struct StackInsets: Sendable, Hashable {
    /// Space before the first child.
    public var leading: CGFloat
    /// Space after the last child.
    public var trailing: CGFloat
    /// Space on the cross-leading side (left in a vertical stack, top in a horizontal one).
    public var crossLeading: CGFloat
    /// Space on the cross-trailing side.
    public var crossTrailing: CGFloat

    /// Creates insets.
    public init(leading: CGFloat = 0, trailing: CGFloat = 0, crossLeading: CGFloat = 0, crossTrailing: CGFloat = 0) {
        self.leading = leading
        self.trailing = trailing
        self.crossLeading = crossLeading
        self.crossTrailing = crossTrailing
    }

    /// No insets.
    public static let zero = StackInsets()

    /// Throws unless every inset is finite and not negative.
    public func validate() throws(LazyScrollError) {
        try LazyScrollError.check(leading, .finiteAndNotNegative, "stack leading inset")
        try LazyScrollError.check(trailing, .finiteAndNotNegative, "stack trailing inset")
        try LazyScrollError.check(crossLeading, .finiteAndNotNegative, "stack cross-leading inset")
        try LazyScrollError.check(crossTrailing, .finiteAndNotNegative, "stack cross-trailing inset")
    }
}
