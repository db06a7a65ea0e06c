import Foundation

/// Stand-in for UIKit's `UIView`: frames, bounds, subviews, layout on demand, self-sizing as Auto Layout
/// answers it, traits, and the accessibility properties VoiceOver reads.
///
/// Each behaviour follows Apple's documentation of the member (the page is named beside it), not what
/// the views under test expect.
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
    /// Whether touches reach the view: true by default for a view
    /// (https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled); hit-testing
    /// skips a view with it off, and its subviews.
    open var isUserInteractionEnabled = true
    /// The gesture recognizers attached to the view, in the order they were added
    /// (https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers.isEmpty ? nil : attachedGestureRecognizers }
        set {
            for recognizer in attachedGestureRecognizers { recognizer.view = nil }
            attachedGestureRecognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
    private var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// Whether assistive apps treat the view as one element. Nonisolated, as UIKit declares it (in the
    /// `NSObject (UIAccessibility)` category, which has no main-actor annotation).
    nonisolated(unsafe) open var isAccessibilityElement = false
    /// What VoiceOver reads for the element (nonisolated, as in UIKit).
    nonisolated(unsafe) open var accessibilityLabel: String?
    /// The elements of an accessibility container, in the order VoiceOver visits them; nil leaves the
    /// order to the subviews (https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements).
    /// Main-actor isolated, as the iOS SDK imports it.
    open var accessibilityElements: [Any]?
    /// Test driver (not UIKit): what the view's Auto Layout constraints decide about its size, read by
    /// `systemLayoutSizeFitting`; nil for a view without constraints.
    public var standInConstraints: StandInConstraints?
    /// The traits the view was last told about (`traitCollectionDidChange(_:)`).
    private var toldTraitCollection = UITraitCollection()
    private var storedSafeAreaInsets = UIEdgeInsets.zero
    /// The name under which state restoration saves and restores the view's state (UIKit declares it in
    /// `UIView (UIStateRestoration)`).
    open var restorationIdentifier: String?
    /// The user interface direction of content (what `effectiveUserInterfaceLayoutDirection` follows).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The next responder: the superview (UIKit answers a view's view controller first; the stand-in has
    /// none) (https://developer.apple.com/documentation/uikit/uiresponder/next).
    open override var next: UIResponder? { superview }

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

    /// The direction to arrange the view's content in: forced by `semanticContentAttribute`, always left
    /// to right for playback and spatial content, else the trait collection's layout direction
    /// (https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection,
    /// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute).
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .unspecified: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    // MARK: - Traits

    /// The traits of the view's environment: its window's, or none set outside a window
    /// (https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollection).
    open var traitCollection: UITraitCollection {
        window?.standInTraits ?? UITraitCollection()
    }

    /// Tells the view that its traits changed. The default does nothing
    /// (https://developer.apple.com/documentation/uikit/uitraitenvironment/traitcollectiondidchange(_:)).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Tells the view and its subviews, parents first, about traits that differ from the ones they were
    /// last told about, as the system does when the environment changes or a view moves into another one.
    func standInTellTraitsChanged() {
        let current = traitCollection
        if current != toldTraitCollection {
            let previous = toldTraitCollection
            toldTraitCollection = current
            traitCollectionDidChange(previous)
        }
        for subview in subviews { subview.standInTellTraitsChanged() }
    }

    // MARK: - Self-sizing

    /// The value of a dimension with no intrinsic size
    /// (https://developer.apple.com/documentation/uikit/uiview/noIntrinsicMetric).
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size, for `systemLayoutSizeFitting`
    /// (https://developer.apple.com/documentation/uikit/uiview/layoutfittingcompressedsize).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The largest size, for `systemLayoutSizeFitting`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    /// The natural size of the view's own content; by default none in either dimension
    /// (https://developer.apple.com/documentation/uikit/uiview/intrinsiccontentsize: "If a custom view
    /// has no intrinsic size for a given dimension, it can use noIntrinsicMetric").
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Marks the intrinsic content size as changed, for "the constraint-based layout system to take [it]
    /// into account in its next layout pass"
    /// (https://developer.apple.com/documentation/uikit/uiview/invalidateintrinsiccontentsize()). It tells
    /// no other view: a view that lays out its subviews by hand learns of it only if the subview says so.
    open func invalidateIntrinsicContentSize() {}

    /// "The optimal size of the view based on its constraints and the specified fitting priorities"
    /// (https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:withhorizontalfittingpriority:verticalfittingpriority:)).
    ///
    /// The constraints are the ones a test declares (`standInConstraints`) and the intrinsic content
    /// size; the target size holds each dimension at its fitting priority. A view with neither answers
    /// the target size: constraints decide nothing, and `sizeThatFits(_:)` is not consulted.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        let intrinsic = intrinsicContentSize
        if verticalFittingPriority >= .required, horizontalFittingPriority < .required {
            let width = StandInConstraints.resolve(
                target: targetSize.width, priority: horizontalFittingPriority,
                required: standInConstraints?.widthForHeight?(targetSize.height), intrinsic: intrinsic.width)
            return CGSize(width: width, height: targetSize.height)
        }
        let width = StandInConstraints.resolve(target: targetSize.width, priority: horizontalFittingPriority, required: nil, intrinsic: intrinsic.width)
        let height = StandInConstraints.resolve(
            target: targetSize.height, priority: verticalFittingPriority,
            required: standInConstraints?.heightForWidth?(width), intrinsic: intrinsic.height)
        return CGSize(width: width, height: height)
    }

    /// The size that fits `targetSize` most closely with both dimensions at `fittingSizeLevel`
    /// (https://developer.apple.com/documentation/uikit/uiview/systemlayoutsizefitting(_:)).
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// Adds `view` on top of the subviews, taking it from its old superview; tells it (and its subviews)
    /// when that moves it into or out of a window.
    open func addSubview(_ view: UIView) {
        let oldWindow = view.window
        if oldWindow !== window { oldWindow?.standInForget(view) }
        view.detachFromSuperview()
        subviews.append(view)
        view.superview = self
        if view.window !== oldWindow { view.standInTellWindowChanged() }
    }

    /// Removes the view from its superview; tells it (and its subviews) when that takes it out of a
    /// window.
    open func removeFromSuperview() {
        let oldWindow = window
        oldWindow?.standInForget(self)
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
        // A view in another window is in another environment.
        standInTellTraitsChanged()
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
        standInSafeAreaInsetsChanged()
    }

    /// What UIKit does when the safe area changes: tells the view and asks for layout.
    func standInSafeAreaInsetsChanged() {
        safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// Whether `view` is this view or one of its subviews, at any depth
    /// (https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)).
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
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

    /// The size that best fits `size`. "The default implementation of this method returns the existing
    /// size of the view" (https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)).
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Scrolls the content one page for an assistive app; false means not handled. Nonisolated, as UIKit
    /// declares it (`NSObject (UIAccessibilityAction)` has no main-actor annotation), so overrides must
    /// hop to the main actor themselves.
    nonisolated open func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        false
    }

    // MARK: - Hit-testing and coordinates

    /// The deepest visible view under `point` (in this view's coordinates) that takes touches: "This
    /// method ignores view objects that are hidden, that have disabled user interactions, or have an alpha
    /// level less than 0.01", and points outside the bounds are never hits; subviews are asked front to
    /// back (https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside the bounds
    /// (https://developer.apple.com/documentation/uikit/uiview/point(inside:with:)).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// `point` from this view's coordinates into `view`'s (the window's for nil)
    /// (https://developer.apple.com/documentation/uikit/uiview/convert(_:to:)-1d7tq). The stand-in leaves
    /// transforms out, as it does for frames.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = standInPointInRoot(point)
        return view?.standInPoint(fromRoot: inRoot) ?? inRoot
    }

    /// `point` from `view`'s coordinates (the window's for nil) into this view's
    /// (https://developer.apple.com/documentation/uikit/uiview/convert(_:from:)-7pq3x).
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        standInPoint(fromRoot: view?.standInPointInRoot(point) ?? point)
    }

    /// `rect` from this view's coordinates into `view`'s (the window's for nil).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect` from `view`'s coordinates (the window's for nil) into this view's.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// `point` in the coordinates of the view at the top of this one's hierarchy (its window).
    private func standInPointInRoot(_ point: CGPoint) -> CGPoint {
        var converted = point
        var view = self
        while let parent = view.superview {
            converted = CGPoint(x: converted.x - view.bounds.minX + view.frame.minX, y: converted.y - view.bounds.minY + view.frame.minY)
            view = parent
        }
        return converted
    }

    /// `point` from the top of the hierarchy's coordinates into this view's.
    private func standInPoint(fromRoot point: CGPoint) -> CGPoint {
        guard let parent = superview else { return point }
        let inParent = parent.standInPoint(fromRoot: point)
        return CGPoint(x: inParent.x - frame.minX + bounds.minX, y: inParent.y - frame.minY + bounds.minY)
    }

    // MARK: - Gesture recognizers

    /// Attaches `gestureRecognizer` to the view: it sees the touches of the view and its subviews first
    /// (https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)).
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Detaches `gestureRecognizer` (https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)).
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = attachedGestureRecognizers.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        attachedGestureRecognizers.remove(at: index)
        gestureRecognizer.view = nil
    }

    /// Whether a recognizer attached to the view may leave its possible state and begin; "The default
    /// implementation of this method returns true" (https://developer.apple.com/documentation/uikit/uiview/gesturerecognizershouldbegin(_:)).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        true
    }

    // MARK: - Snapshots

    /// A view that shows what this view shows now, as large as its bounds
    /// (https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)). The
    /// stand-in draws nothing: the snapshot is a plain view of the bounds' size that names its source.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.standInSnapshotSource = self
        return snapshot
    }

    /// Test driver (not UIKit): the view a snapshot was taken of.
    public private(set) weak var standInSnapshotSource: UIView?

    // MARK: - Focus

    /// Whether the focus engine may focus the view; false for a view by default
    /// (https://developer.apple.com/documentation/uikit/uifocusitem/canbecomefocused).
    open var canBecomeFocused: Bool { false }

    /// Whether the view has focus now (https://developer.apple.com/documentation/uikit/uifocusitem/isfocused).
    open var isFocused: Bool {
        guard let window else { return false }
        return window.standInFocusedView === self
    }

    /// Whether a focus update may happen: asked of every view that contains the view losing focus or the
    /// one gaining it before the update; true by default
    /// (https://developer.apple.com/documentation/uikit/uifocusenvironment/shouldupdatefocus(in:)).
    open func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        true
    }

    /// A focus update happened: told to every view that contains the view that lost focus or the one that
    /// gained it (https://developer.apple.com/documentation/uikit/uifocusenvironment/didupdatefocus(in:with:)).
    open func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
}
