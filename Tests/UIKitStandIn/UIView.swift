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
    /// Whether assistive apps treat the view as one element.
    open var isAccessibilityElement = false
    /// What VoiceOver reads for the element.
    open var accessibilityLabel: String?
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

    /// The layout direction, from `semanticContentAttribute` (the stand-in has no trait collection).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        semanticContentAttribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// Adds `view` on top of the subviews, taking it from its old superview.
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
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

    /// Scrolls the content one page for an assistive app; false means not handled.
    open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        false
    }
}
