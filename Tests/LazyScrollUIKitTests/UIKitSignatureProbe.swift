// Every UIKit and QuartzCore declaration the UIKit stand-in models, used with its exact type and actor
// isolation. This file compiles twice: here against the stand-in (LazyScrollUIKitTests), and against
// Apple's UIKit for iOS by Scripts/check-stand-in-signatures.sh. A stand-in declaration that drifts from
// UIKit's (a type, an optional, a label, an isolation) fails one of the two.
// It declares nothing the tests call: it only has to compile.
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Overrides, with UIKit's signatures and isolation.
final class SignatureProbeScrollView: UIScrollView {
    override func layoutSubviews() { super.layoutSubviews() }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
    override func sizeThatFits(_ size: CGSize) -> CGSize { super.sizeThatFits(size) }
    override func setNeedsLayout() { super.setNeedsLayout() }
    override func layoutIfNeeded() { super.layoutIfNeeded() }
    // UIKit declares it in `NSObject (UIAccessibilityAction)`, without actor isolation.
    nonisolated override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        super.accessibilityScroll(direction)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
    }
    override func adjustedContentInsetDidChange() { super.adjustedContentInsetDidChange() }
    override func invalidateIntrinsicContentSize() { super.invalidateIntrinsicContentSize() }
    override var intrinsicContentSize: CGSize { super.intrinsicContentSize }
    override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority, verticalFittingPriority: verticalFittingPriority)
    }
    override var accessibilityElements: [Any]? {
        get { super.accessibilityElements }
        set { super.accessibilityElements = newValue }
    }
    /// A subclass that keeps the app's delegate and hands UIKit another object through `super`.
    override var delegate: (any UIScrollViewDelegate)? {
        get { super.delegate }
        set { super.delegate = newValue }
    }
}

/// Touches, presses, first responder, focus and gesture recognizers, overridden as the list does.
final class SignatureProbeInteractiveView: UIScrollView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesMoved(touches, with: event) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesCancelled(touches, with: event) }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesBegan(presses, with: event) }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesChanged(presses, with: event) }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesEnded(presses, with: event) }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) { super.pressesCancelled(presses, with: event) }
    override var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder }
    override var canResignFirstResponder: Bool { super.canResignFirstResponder }
    @discardableResult
    override func becomeFirstResponder() -> Bool { super.becomeFirstResponder() }
    @discardableResult
    override func resignFirstResponder() -> Bool { super.resignFirstResponder() }
    override var isFirstResponder: Bool { super.isFirstResponder }
    override var next: UIResponder? { super.next }
    override var canBecomeFocused: Bool { super.canBecomeFocused }
    override var isFocused: Bool { super.isFocused }
    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { super.shouldUpdateFocus(in: context) }
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        let views: [UIView?] = [context.previouslyFocusedView, context.nextFocusedView]
        let heading: UIFocusHeading = context.focusHeading
        let headings: [UIFocusHeading] = [.up, .down, .left, .right, .next, .previous]
        coordinator.addCoordinatedAnimations({}, completion: nil)
        _ = (views, heading.isDisjoint(with: [.up, .down]), headings)
    }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { super.hitTest(point, with: event) }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { super.point(inside: point, with: event) }
    override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { super.snapshotView(afterScreenUpdates: afterUpdates) }
}

/// Touches, presses and their keys, as the views read them.
@MainActor
func probeEvents(_ view: UIView, _ touch: UITouch, _ event: UIEvent, _ press: UIPress, _ presses: UIPressesEvent) {
    let location: CGPoint = touch.location(in: view)
    let previous: CGPoint = touch.previousLocation(in: nil)
    let phases: [UITouch.Phase] = [.began, .moved, .stationary, .ended, .cancelled]
    let touched: (UIView?, UIWindow?, TimeInterval, Int, UITouch.Phase) = (touch.view, touch.window, touch.timestamp, touch.tapCount, touch.phase)
    let eventTouches: (TimeInterval, Set<UITouch>?) = (event.timestamp, event.allTouches)
    let pressPhases: [UIPress.Phase] = [.began, .changed, .stationary, .ended, .cancelled]
    let pressed: (UIPress.Phase, TimeInterval, UIKey?, Set<UIPress>) = (press.phase, press.timestamp, press.key, presses.allPresses)
    if let key = press.key {
        let code: UIKeyboardHIDUsage = key.keyCode
        let flags: UIKeyModifierFlags = key.modifierFlags
        let text: (String, String) = (key.characters, key.charactersIgnoringModifiers)
        _ = (code, flags.contains(.command), text)
    }
    let codes: [UIKeyboardHIDUsage] = [
        .keyboardA, .keyboardReturnOrEnter, .keyboardEscape, .keyboardTab, .keyboardSpacebar, .keyboardHome, .keyboardPageUp,
        .keyboardEnd, .keyboardPageDown, .keyboardRightArrow, .keyboardLeftArrow, .keyboardDownArrow, .keyboardUpArrow, .keypadEnter,
    ]
    let modifiers: [UIKeyModifierFlags] = [.alphaShift, .shift, .control, .alternate, .command, .numericPad]
    let raw: (Int, Int) = (codes[0].rawValue, modifiers[0].rawValue)
    _ = (location, previous, phases, touched, eventTouches, pressPhases, pressed, raw)
}

/// Hit-testing, coordinates, gesture recognizers and the scroll view's touch settings.
@MainActor
func probeInteraction(_ view: UIView, _ scrollView: UIScrollView, _ longPress: UILongPressGestureRecognizer) {
    view.isUserInteractionEnabled = !view.isUserInteractionEnabled
    let hit: UIView? = view.hitTest(CGPoint.zero, with: nil)
    let inside: Bool = view.point(inside: CGPoint.zero, with: nil)
    let points: [CGPoint] = [view.convert(CGPoint.zero, to: nil), view.convert(CGPoint.zero, from: scrollView)]
    let rects: [CGRect] = [view.convert(CGRect.zero, to: scrollView), view.convert(CGRect.zero, from: nil)]
    let descendant: Bool = view.isDescendant(of: scrollView)
    view.addGestureRecognizer(longPress)
    let recognizers: [UIGestureRecognizer]? = view.gestureRecognizers
    view.gestureRecognizers = recognizers
    view.removeGestureRecognizer(longPress)
    let begins: Bool = view.gestureRecognizerShouldBegin(longPress)
    let snapshot: UIView? = view.snapshotView(afterScreenUpdates: false)
    let focus: (Bool, Bool) = (view.canBecomeFocused, view.isFocused)
    let responder: (Bool, Bool, Bool, UIResponder?) = (view.canBecomeFirstResponder, view.canResignFirstResponder, view.isFirstResponder, view.next)
    view.becomeFirstResponder()
    view.resignFirstResponder()
    longPress.minimumPressDuration = longPress.minimumPressDuration + 0.1
    longPress.allowableMovement = longPress.allowableMovement + 1
    longPress.numberOfTouchesRequired = 1
    longPress.isEnabled = !longPress.isEnabled
    longPress.cancelsTouchesInView = !longPress.cancelsTouchesInView
    let state: UIGestureRecognizer.State = longPress.state
    let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed, .recognized]
    let attached: (UIView?, CGPoint) = (longPress.view, longPress.location(in: view))
    scrollView.delaysContentTouches = !scrollView.delaysContentTouches
    scrollView.canCancelContentTouches = !scrollView.canCancelContentTouches
    _ = (hit, inside, points, rects, descendant, begins, snapshot, focus, responder, state, states, attached)
}

/// The delegate requirements the views implement.
final class SignatureProbeDelegate: NSObject, UIScrollViewDelegate {
    func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// The accessibility delegate's scroll status.
final class SignatureProbeAccessibilityDelegate: NSObject, UIScrollViewAccessibilityDelegate {
    func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? { nil }
}

/// Self-sizing: fitting sizes, priorities and intrinsic sizes.
@MainActor
func probeSelfSizing(_ view: UIView) {
    let priorities: [UILayoutPriority] = [.required, .defaultHigh, .defaultLow, .fittingSizeLevel, UILayoutPriority(500), UILayoutPriority(rawValue: 1)]
    let raw: Float = priorities[0].rawValue
    let target = CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height)
    let fitted: CGSize = view.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    let loose: CGSize = view.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
    let intrinsic: CGSize = view.intrinsicContentSize
    let none: CGFloat = UIView.noIntrinsicMetric
    view.invalidateIntrinsicContentSize()
    _ = (raw, fitted, loose, intrinsic, none, priorities[4] == priorities[5])
}

/// Traits: the environment's text size, weight and direction.
@MainActor
func probeTraits(_ view: UIView) {
    let traits: UITraitCollection = view.traitCollection
    let category: UIContentSizeCategory = traits.preferredContentSizeCategory
    let categories: [UIContentSizeCategory] = [.unspecified, .small, .large, .extraLarge, .extraExtraExtraLarge, .accessibilityExtraLarge]
    let direction: UITraitEnvironmentLayoutDirection = traits.layoutDirection
    let weight: UILegibilityWeight = traits.legibilityWeight
    let made = UITraitCollection(traitsFrom: [
        UITraitCollection(preferredContentSizeCategory: .large), UITraitCollection(layoutDirection: .rightToLeft),
        UITraitCollection(legibilityWeight: .bold),
    ])
    _ = (category.isAccessibilityCategory, categories, direction, weight, made == traits,
         [UITraitEnvironmentLayoutDirection.unspecified, .leftToRight], [UILegibilityWeight.unspecified, .regular])
}

/// Insets, scroll-to-top and the refresh control.
@MainActor
func probeInsets(_ scrollView: UIScrollView) {
    let inset: UIEdgeInsets = scrollView.contentInset
    scrollView.contentInset = inset
    let adjusted: UIEdgeInsets = scrollView.adjustedContentInset
    scrollView.alwaysBounceVertical = !scrollView.alwaysBounceVertical
    scrollView.alwaysBounceHorizontal = !scrollView.alwaysBounceHorizontal
    scrollView.scrollsToTop = !scrollView.scrollsToTop
    let control: UIRefreshControl = UIRefreshControl()
    control.beginRefreshing()
    control.endRefreshing()
    let refreshing: Bool = control.isRefreshing
    scrollView.refreshControl = control
    let attached: UIRefreshControl? = scrollView.refreshControl
    _ = (adjusted, refreshing, attached)
}

/// Views, windows and scroll views, on the main actor as UIKit declares them.
@MainActor
func probeViews(_ view: UIView, _ scrollView: UIScrollView, _ viewClass: UIView.Type) {
    let made: UIView = viewClass.init(frame: CGRect.zero)
    let window: UIWindow = UIWindow(frame: CGRect.zero)
    window.addSubview(made)
    let frame: CGRect = view.frame
    view.frame = frame
    let bounds: CGRect = view.bounds
    view.bounds = bounds
    let center: CGPoint = view.center
    view.center = center
    let alpha: CGFloat = view.alpha
    view.alpha = alpha
    let transform: CGAffineTransform = view.transform
    view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
    view.transform = CGAffineTransform.identity
    _ = (transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty, transform == transform)
    let subviews: [UIView] = view.subviews
    let superview: UIView? = view.superview
    let inWindow: UIWindow? = view.window
    let hidden: Bool = view.isHidden
    view.isHidden = hidden
    let clips: Bool = view.clipsToBounds
    view.clipsToBounds = !clips
    let safeArea: UIEdgeInsets = view.safeAreaInsets
    let direction: UIUserInterfaceLayoutDirection = view.effectiveUserInterfaceLayoutDirection
    let restoration: String? = view.restorationIdentifier
    view.restorationIdentifier = restoration ?? "list"
    view.semanticContentAttribute = UISemanticContentAttribute.forceRightToLeft
    view.addSubview(made)
    view.bringSubviewToFront(made)
    made.removeFromSuperview()
    view.setNeedsLayout()
    view.layoutIfNeeded()
    let fitting: CGSize = view.sizeThatFits(CGSize.zero)
    // Main-actor isolated in UIKit, unlike the element's own label.
    view.accessibilityElements = view.accessibilityElements ?? [made]
    _ = (subviews, superview, inWindow, safeArea, direction, fitting, [UIUserInterfaceLayoutDirection.leftToRight])

    let offset: CGPoint = scrollView.contentOffset
    scrollView.contentOffset = offset
    scrollView.setContentOffset(offset, animated: true)
    let size: CGSize = scrollView.contentSize
    scrollView.contentSize = size
    let delegate: (any UIScrollViewDelegate)? = scrollView.delegate
    scrollView.delegate = delegate
    let flags: [Bool] = [
        scrollView.isPagingEnabled, scrollView.isScrollEnabled, scrollView.bounces,
        scrollView.showsVerticalScrollIndicator, scrollView.showsHorizontalScrollIndicator,
    ]
    scrollView.isPagingEnabled = flags[0]
    scrollView.isScrollEnabled = flags[1]
    scrollView.bounces = flags[2]
    scrollView.showsVerticalScrollIndicator = flags[3]
    scrollView.showsHorizontalScrollIndicator = flags[4]
    let behaviours: [UIScrollView.ContentInsetAdjustmentBehavior] = [.automatic, .scrollableAxes, .never, .always]
    scrollView.contentInsetAdjustmentBehavior = behaviours[2]
    let rates: [UIScrollView.DecelerationRate] = [.normal, .fast]
    scrollView.decelerationRate = rates[1]
    let rate: CGFloat = scrollView.decelerationRate.rawValue
    let dismissModes: [UIScrollView.KeyboardDismissMode] = [.none, .onDrag, .interactive]
    scrollView.keyboardDismissMode = dismissModes[2]
    let dismissMode: UIScrollView.KeyboardDismissMode = scrollView.keyboardDismissMode
    _ = dismissMode
    scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    scrollView.horizontalScrollIndicatorInsets = UIEdgeInsets.zero
    let moving: [Bool] = [scrollView.isTracking, scrollView.isDragging, scrollView.isDecelerating]
    _ = (rate, moving)
}

/// Controls and actions.
@MainActor
func probeControls() {
    let control = UIPageControl(frame: CGRect.zero)
    control.numberOfPages = 3
    control.currentPage = control.currentPage + 1
    control.hidesForSinglePage = true
    control.addAction(UIAction { (action: UIAction) in _ = action.title }, for: UIControl.Event.valueChanged)
    control.sendActions(for: .valueChanged)
}

/// Accessibility: UIKit declares these without actor isolation (`NSObject (UIAccessibility)`,
/// `UIAccessibilityPostNotification`), so they are usable from a nonisolated function.
nonisolated func probeAccessibility(_ view: UIView) -> Bool {
    view.isAccessibilityElement = true
    view.accessibilityLabel = view.accessibilityLabel ?? "label"
    UIAccessibility.post(notification: UIAccessibility.Notification.pageScrolled, argument: "Page 2 of 3")
    UIAccessibility.post(notification: .announcement, argument: "text")
    UIAccessibility.post(notification: .screenChanged, argument: nil)
    UIAccessibility.post(notification: .layoutChanged, argument: nil)
    let directions: [UIAccessibilityScrollDirection] = [.right, .left, .up, .down, .next, .previous]
    let settings: [Bool] = [UIAccessibility.isVoiceOverRunning, UIAccessibility.isReduceMotionEnabled]
    let names: [NSNotification.Name] = [
        UIAccessibility.voiceOverStatusDidChangeNotification, UIAccessibility.reduceMotionStatusDidChangeNotification,
    ]
    _ = (settings, names)
    return view.accessibilityScroll(directions[4])
}

/// The display link's frame-time and scheduling API (UIKit makes it with a selector, which the stand-in
/// replaces by a closure, so its creation is not probed).
@MainActor
func probeDisplayLink(_ link: CADisplayLink) {
    link.isPaused = !link.isPaused
    let times: [CFTimeInterval] = [link.timestamp, link.targetTimestamp, link.duration]
    link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
    let range: CAFrameRateRange = link.preferredFrameRateRange
    link.add(to: RunLoop.main, forMode: RunLoop.Mode.common)
    link.invalidate()
    _ = (times, range, CAFrameRateRange.default)
}
