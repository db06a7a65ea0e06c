import Foundation

/// Stand-in for UIKit's `UIView`: frames, bounds, subviews, layout on demand and the accessibility
/// properties the views set.
@MainActor
open class UIView: UIResponder {
    private var storedFrame: CGRect
    private var storedBounds: CGRect
    /// Whether `layoutIfNeeded()` must call `layoutSubviews()`.
    public private(set) var standInNeedsLayout = true

    /// The view's subviews, back to front.
    open private(set) var subviews: [UIView] = []
    /// The view that contains this one.
    open private(set) weak var superview: UIView?
    /// Whether the view is hidden.
    open var isHidden = false
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false
    /// Whether assistive apps treat the view as one element. Nonisolated, as UIKit declares it (in the
    /// `NSObject (UIAccessibility)` category, which has no main-actor annotation).
    nonisolated(unsafe) open var isAccessibilityElement = false
    /// What VoiceOver reads for the element (nonisolated, as in UIKit).
    nonisolated(unsafe) open var accessibilityLabel: String?
    private var storedSafeAreaInsets = UIEdgeInsets.zero
    /// The name under which state restoration saves and restores the view's state (UIKit declares it in
    /// `UIView (UIStateRestoration)`).
    open var restorationIdentifier: String?
    /// The user interface direction of content (what `effectiveUserInterfaceLayoutDirection` follows).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// Creates a view with `frame`.
    public required init(frame: CGRect) {
        storedFrame = frame
        storedBounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Unarchiving is not modelled.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The view's frame in its superview's coordinates; changing its size asks for layout.
    open var frame: CGRect {
        get { storedFrame }
        set {
            let resized = newValue.size != storedFrame.size
            storedFrame = newValue
            storedBounds.size = newValue.size
            if resized { setNeedsLayout() }
        }
    }

    /// The view's own coordinate system; changing it asks for layout.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            let changed = newValue != storedBounds
            storedFrame.size = newValue.size
            storedBounds = newValue
            if changed { setNeedsLayout() }
        }
    }

    /// The centre of the frame in the superview's coordinates; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set { storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2) }
    }

    /// The view's opacity, 0 to 1.
    open var alpha: CGFloat = 1

    /// The transform UIKit applies around the centre when drawing. The stand-in draws nothing: it keeps
    /// the value and leaves `frame` as if untransformed (UIKit calls a transformed view's frame undefined,
    /// so views place those by `bounds` and `center`).
    open var transform: CGAffineTransform = .identity

    /// The layout direction, from `semanticContentAttribute` (the stand-in has no trait collection).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Adds `view` on top of the subviews, taking it from its old superview; tells it (and its subviews)
    /// when that moves it into or out of a window.
    open func addSubview(_ view: UIView) {
        let oldWindow = view.window
        view.detachFromSuperview()
        subviews.append(view)
        view.superview = self
        if view.window !== oldWindow { view.standInTellWindowChanged() }
    }

    /// Removes the view from its superview; tells it (and its subviews) when that takes it out of a
    /// window.
    open func removeFromSuperview() {
        let oldWindow = window
        detachFromSuperview()
        if oldWindow != nil { standInTellWindowChanged() }
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    private func standInTellWindowChanged() {
        didMoveToWindow()
        for subview in subviews { subview.standInTellWindowChanged() }
    }

    /// The window the view is in (the nearest `UIWindow` among itself and its superviews), or nil.
    open var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Tells the view that its window changed (it was added to or removed from a window's hierarchy).
    open func didMoveToWindow() {}

    /// The insets that keep content clear of bars and the sensor housing. The stand-in has no bars;
    /// tests set them with `standInSetSafeAreaInsets(_:)`.
    open var safeAreaInsets: UIEdgeInsets { storedSafeAreaInsets }

    /// Tells the view that its safe-area insets changed.
    open func safeAreaInsetsDidChange() {}

    /// Test driver (not UIKit): sets the safe-area insets and, when they changed, calls
    /// `safeAreaInsetsDidChange()` and asks for layout, as UIKit does.
    public func standInSetSafeAreaInsets(_ insets: UIEdgeInsets) {
        guard insets != storedSafeAreaInsets else { return }
        storedSafeAreaInsets = insets
        safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// Moves `view` in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    /// Lays out subviews; subclasses override it.
    open func layoutSubviews() {}

    /// Marks the view for layout at the next `layoutIfNeeded()`.
    open func setNeedsLayout() {
        standInNeedsLayout = true
    }

    /// Lays out now if layout was requested.
    open func layoutIfNeeded() {
        guard standInNeedsLayout else { return }
        standInNeedsLayout = false
        layoutSubviews()
    }

    /// The size that fits `size`; like UIKit's default, the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Scrolls the content one page for an assistive app; false means not handled. Nonisolated, as UIKit
    /// declares it (`NSObject (UIAccessibilityAction)` has no main-actor annotation), so overrides must
    /// hop to the main actor themselves.
    nonisolated open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        false
    }
}
