import Foundation

/// Stand-in for UIKit's `UIScrollView`: the content offset is the bounds' origin, and setting it tells
/// the delegate and asks for layout, as UIKit does; the content insets combine with the safe area as
/// `adjustedContentInset` documents. There is no animation: tests drive drags and their deceleration
/// through `standInDrag`, and a status-bar tap through `UIWindow.standInTapStatusBar()`. Touches on its
/// content are held back and cancelled as `delaysContentTouches` and `canCancelContentTouches` say (the
/// window's touch drivers, `UIWindow.standInTouchDown(at:)`).
@MainActor
open class UIScrollView: UIView {
    /// The speed at which a released scroll view slows down
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/decelerationrate-swift.struct).
    public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public var rawValue: CGFloat
        /// Creates a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// UIKit's default.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A faster stop.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// How a drag in the scroll view dismisses the keyboard
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum); the
    /// stand-in has no keyboard and only keeps the value.
    public enum KeyboardDismissMode: Int, Sendable {
        case none = 0, onDrag, interactive
    }

    /// How the safe area adds to the content insets
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic = 0, scrollableAxes, never, always
    }

    /// The object told about scrolling: a plain weak property, the app's
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/delegate). The scroll view tells the
    /// object stored here; a subclass that overrides the property and stores something else through
    /// `super.delegate` has that object told.
    open var delegate: (any UIScrollViewDelegate)? {
        get { storedDelegate }
        set { storedDelegate = newValue }
    }
    /// The delegate the scroll view's own setter stored: the one it tells.
    public private(set) weak var storedDelegate: (any UIScrollViewDelegate)?

    /// The size of the content; the insets are outside it. Changing it can change `adjustedContentInset`
    /// (`.scrollableAxes` adjusts only the axes along which the content is larger than the view).
    open var contentSize: CGSize = .zero {
        didSet { if contentSize != oldValue { standInUpdateAdjustedContentInset() } }
    }
    /// Space around the content that the app adds, which the scroll view can scroll to
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinset).
    open var contentInset = UIEdgeInsets.zero {
        didSet { if contentInset != oldValue { standInUpdateAdjustedContentInset() } }
    }
    /// How the safe area adds to the content insets; `.automatic` by default
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property).
    /// The stand-in has no view controllers, so `.automatic` adjusts as `.scrollableAxes` does (UIKit also
    /// adjusts the top and bottom of a controller's scroll view inside a navigation controller).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { standInUpdateAdjustedContentInset() } }
    }
    /// Whether the content bounces vertically (and counts as scrollable for the inset adjustment) even
    /// when it is not taller than the view.
    open var alwaysBounceVertical = false {
        didSet { if alwaysBounceVertical != oldValue { standInUpdateAdjustedContentInset() } }
    }
    /// Whether the content bounces horizontally even when it is not wider than the view.
    open var alwaysBounceHorizontal = false {
        didSet { if alwaysBounceHorizontal != oldValue { standInUpdateAdjustedContentInset() } }
    }
    private var lastAdjustedContentInset = UIEdgeInsets.zero

    /// Whether the scroll view stops at multiples of its bounds.
    open var isPagingEnabled = false
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// Whether a touch on the content waits until the scroll view knows it is not a scroll before the
    /// content gets `touchesBegan`; true by default
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches).
    open var delaysContentTouches = true
    /// Whether a touch the content is tracking is cancelled when the finger starts a scroll; true by default
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/cancancelcontenttouches).
    open var canCancelContentTouches = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the content bounces at the ends.
    open var bounces = true
    /// Whether a tap on the status bar scrolls this view to its top; true by default. On iPhone the tap
    /// does nothing when more than one scroll view on screen has it
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/scrollstotop).
    open var scrollsToTop = true
    /// How fast released content slows down; `.normal` by default.
    open var decelerationRate: DecelerationRate = .normal
    /// How far the vertical scroll indicator stays from the view's edges.
    open var verticalScrollIndicatorInsets = UIEdgeInsets.zero
    /// How far the horizontal scroll indicator stays from the view's edges.
    open var horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    /// How dragging dismisses the keyboard; `.none` by default
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.property).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The refresh control shown above the content (the stand-in keeps it and draws nothing).
    open var refreshControl: UIRefreshControl?
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
            storedDelegate?.scrollViewDidScroll(self)
        }
    }

    /// Sets the content offset; the stand-in does not animate, so it jumps and, when `animated`,
    /// reports the end of the animation.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
        if animated { storedDelegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// The view's frame; a new size can change `adjustedContentInset` (which axes are scrollable).
    open override var frame: CGRect {
        didSet { if frame.size != oldValue.size { standInUpdateAdjustedContentInset() } }
    }

    /// The view's bounds; a new size can change `adjustedContentInset`.
    open override var bounds: CGRect {
        didSet { if bounds.size != oldValue.size { standInUpdateAdjustedContentInset() } }
    }

    // MARK: - Insets

    /// The content insets plus the parts of the safe area that `contentInsetAdjustmentBehavior` adds
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset: "The safe area
    /// insets are then added to the values in the contentInset property"): none for `.never`, all for
    /// `.always`, and for `.scrollableAxes` the top and bottom when the content is taller than the view
    /// or `alwaysBounceVertical` is set, the left and right when it is wider or `alwaysBounceHorizontal`
    /// is set (https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes).
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never:
            (vertical, horizontal) = (false, false)
        case .always:
            (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            vertical = contentSize.height > bounds.height || alwaysBounceVertical
            horizontal = contentSize.width > bounds.width || alwaysBounceHorizontal
        }
        return UIEdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// Tells the scroll view that `adjustedContentInset` changed; the stand-in then tells the delegate
    /// (`scrollViewDidChangeAdjustedContentInset(_:)`)
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinsetdidchange()).
    open func adjustedContentInsetDidChange() {}

    /// Tells the scroll view and its delegate when a change of the insets, the safe area, the content
    /// size or the behaviour changed the adjusted content inset.
    func standInUpdateAdjustedContentInset() {
        let adjusted = adjustedContentInset
        guard adjusted != lastAdjustedContentInset else { return }
        lastAdjustedContentInset = adjusted
        adjustedContentInsetDidChange()
        storedDelegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    override func standInSafeAreaInsetsChanged() {
        super.standInSafeAreaInsetsChanged()
        standInUpdateAdjustedContentInset()
    }

    /// The offsets the content can rest at: from `-adjustedContentInset.top` (and `.left`) to where the
    /// end of the content plus its bottom (right) inset meets the end of the view.
    public var standInRestingOffsets: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let low = CGPoint(x: -inset.left, y: -inset.top)
        let high = CGPoint(
            x: max(low.x, contentSize.width + inset.right - bounds.width),
            y: max(low.y, contentSize.height + inset.bottom - bounds.height))
        return (low, high)
    }
}
