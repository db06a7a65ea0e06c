import Foundation

/// Stand-in for UIKit's `UIScrollView`: the content offset is the bounds' origin, and setting it tells
/// the delegate and asks for layout, as UIKit does. There is no touch handling, deceleration or
/// animation; tests drive drags through `standInDrag`.
@MainActor
open class UIScrollView: UIView {
    /// The speed at which a released scroll view slows down.
    public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public var rawValue: CGFloat
        /// Creates a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// The rate paging scroll views use.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How the safe area adjusts the content insets.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }

    /// How the safe area adjusts the content insets (the stand-in has no safe area).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The object told about scrolling.
    open weak var delegate: (any UIScrollViewDelegate)?
    /// The size of the content.
    open var contentSize: CGSize = .zero
    /// Whether the scroll view stops at multiples of its bounds.
    open var isPagingEnabled = false
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the content bounces at the ends.
    open var bounces = true
    /// How fast released content slows down.
    open var decelerationRate: DecelerationRate = .normal
    /// How far the vertical scroll indicator stays from the view's edges.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// How far the horizontal scroll indicator stays from the view's edges.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// Whether the user has touched the content (set by the stand-in's drag driver).
    open internal(set) var isTracking = false
    /// Whether the user is dragging the content.
    open internal(set) var isDragging = false
    /// Whether the content is moving after the user lifted the finger.
    open internal(set) var isDecelerating = false

    /// The point of the content at the view's origin; setting it calls `scrollViewDidScroll(_:)`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            bounds.origin = newValue
            delegate?.scrollViewDidScroll(self)
        }
    }

    /// Sets the content offset; the stand-in does not animate, so it jumps and, when `animated`,
    /// reports the end of the animation.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }
}
