import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How far a working range reaches beyond the visible items, ahead of and behind the scroll direction.
///
/// *Leading* is ahead (where the user is scrolling to) and *trailing* is behind; the two swap when the
/// scroll direction flips, so work is always spent where content is about to appear.
public struct RangeBuffer: Sendable, Hashable {
    /// What the buffer lengths count.
    public enum Unit: Sendable, Hashable {
        /// Multiples of the viewport's extent.
        case screens
        /// Whole items.
        case items
    }

    /// The reach ahead of the viewport.
    public var leading: CGFloat
    /// The reach behind the viewport.
    public var trailing: CGFloat
    /// What `leading` and `trailing` count.
    public var unit: Unit

    /// A buffer measured in screenfuls.
    public static func screens(leading: CGFloat, trailing: CGFloat) -> RangeBuffer {
        RangeBuffer(leading: leading, trailing: trailing, unit: .screens)
    }

    /// A buffer measured in whole items (the PageControl recipe is `.items(leading: 1, trailing: 1)`).
    public static func items(leading: Int, trailing: Int) -> RangeBuffer {
        RangeBuffer(leading: CGFloat(leading), trailing: CGFloat(trailing), unit: .items)
    }

    /// No reach beyond the visible items.
    public static let none = RangeBuffer(leading: 0, trailing: 0, unit: .screens)

    /// Throws unless both lengths are finite and not negative (whole numbers for items).
    func validate(_ name: String) throws(LazyScrollError) {
        let rule: NumberRule = unit == .items ? .wholeAndNotNegative : .finiteAndNotNegative
        try LazyScrollError.check(leading, rule, "\(name) leading buffer")
        try LazyScrollError.check(trailing, rule, "\(name) trailing buffer")
    }

    /// The reach (behind, ahead) in the order of increasing offsets for `direction`.
    func reach(for direction: ScrollDirection) -> (before: CGFloat, after: CGFloat) {
        direction == .forward ? (trailing, leading) : (leading, trailing)
    }
}
