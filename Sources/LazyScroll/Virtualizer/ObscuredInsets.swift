import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The parts of a viewport, at its leading and trailing edges, that something drawn over the content
/// covers: a translucent navigation bar, a toolbar, the home indicator.
///
/// Content scrolls under them and stays loaded and visible there; but a scroll-to aligns within the
/// rest of the viewport (`.start` just below a top bar, `.end` just above a bottom one, `.center` in
/// the middle of what is left), and sticky stack children pin just below the leading one. They are
/// not ``ContentInsets``, which add space before the first item and after the last; a UIKit view
/// usually takes both from its safe area, as `UITableView` does with its adjusted content inset.
public struct ObscuredInsets: Sendable, Hashable {
    /// How much of the viewport's leading edge is covered.
    public var leading: CGFloat
    /// How much of the viewport's trailing edge is covered.
    public var trailing: CGFloat

    /// Insets covering `leading` points at the leading edge and `trailing` at the trailing edge.
    public init(leading: CGFloat = 0, trailing: CGFloat = 0) {
        self.leading = leading
        self.trailing = trailing
    }

    /// Nothing covered.
    public static let zero = ObscuredInsets()

    /// Throws unless both insets are finite and not negative.
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` naming the inset.
    public func validate() throws(LazyScrollError) {
        try LazyScrollError.check(leading, .finiteAndNotNegative, "leading obscured inset")
        try LazyScrollError.check(trailing, .finiteAndNotNegative, "trailing obscured inset")
    }
}
