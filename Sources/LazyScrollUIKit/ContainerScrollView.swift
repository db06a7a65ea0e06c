#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// One scroll view that stacks other views end to end — scroll views such as `UITableView` and
/// `UICollectionView`, and plain views — along either axis, with spacing and sticky headers.
///
/// Only the container scrolls. Each child scroll view is as long as its content, but its frame is
/// kept to the part of it inside the container's bounds and its content offset moves with the
/// container, so a table view in the stack still creates cells only for the rows on screen. When a
/// child's `contentSize` changes, the stack follows, and content above the screen that grows or shrinks
/// moves the offset so that nothing on screen jumps. Plain views keep their length along the axis, as
/// Auto Layout sizes them (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`
/// for the container's width, or height, at `.required`), and fill the other way.
///
/// Its insets are UIKit's: `adjustedContentInset` along the axis (your `contentInset` plus the safe area)
/// insets the stack (at the start, the first child sits below the bars; children scroll under them),
/// and sticky headers pin just below the leading bar, as `UITableView`'s section headers do. The stack is the content of the engine's `ScrollController`, which runs the
/// scroll-to animations and anchoring; its animations take their frames from a `CADisplayLink` and stop
/// while the view is not in a window.
///
/// `delegate` stays the app's: set it to hear every `UIScrollViewDelegate` callback (a parallax header,
/// a collapsing title).
@MainActor
open class ContainerScrollView: UIScrollView, ScrollControllerHost, ItemSizeInvalidating {
    /// The app's scroll view delegate (`UIScrollView.delegate`), told every `UIScrollViewDelegate`
    /// callback. The view hears UIKit's scroll events through an object of its own that it hands UIKit,
    /// which passes each callback on to this delegate after the view has handled it.
    open override var delegate: (any UIScrollViewDelegate)? {
        get { delegateForwarder.appDelegate }
        set {
            delegateForwarder.appDelegate = newValue
            super.delegate = delegateForwarder
        }
    }
    /// What UIKit calls as the scroll view's delegate: the engine first, then the app's `delegate`.
    private let delegateForwarder = ScrollViewDelegateForwarder()
    /// The axis children are stacked along. When its engine starts, the container bounces along it
    /// however short its children (`alwaysBounceVertical` or `alwaysBounceHorizontal`), so that its safe
    /// area insets it even then (`.scrollableAxes` adjusts only the axes that scroll or bounce).
    public var stackAxis: ScrollAxis = .vertical {
        didSet { if oldValue != stackAxis { rebuild() } }
    }
    /// The gap between consecutive children.
    public var spacing: CGFloat = 0 {
        didSet {
            guard oldValue != spacing else { return }
            let spacing = self.spacing
            changeStack { (stack) throws(LazyScrollError) in try stack.setSpacing(spacing) }
        }
    }
    /// The children, first to last.
    public private(set) var arrangedViews: [UIView] = []

    /// The layout engine: where each child goes for the current offset. It is the controller's content
    /// once the view has a size, and waits here until then.
    var stack: ScrollStack { driver?.controller.stack ?? unstartedStack }
    /// The children laid out before the view had a size; nil once the engine has started with them.
    private var unstartedStack = try! ScrollStack()
    /// The scrolling engine over the stack; nil until the view has a size.
    private(set) var driver: ScrollControllerDriver?
    private var stickyViews: Set<ObjectIdentifier> = []
    /// The children on screen, told `willDisplay` and not yet `didEndDisplaying`.
    private var displayedChildren: Set<ObjectIdentifier> = []
    /// Each plain child's measured length and the width (height) it was measured for.
    private var measuredLengths: [ObjectIdentifier: (length: CGFloat, crossExtent: CGFloat)] = [:]
    /// The settings each child scroll view had before the container took them over, given back when it
    /// is removed.
    private var childSettings: [ObjectIdentifier: ChildScrollSettings] = [:]
    /// The scroll to make when the engine starts.
    private var pendingScroll: PendingChildScroll?
    /// Seconds on a monotonic clock; tests replace it to replay animations exactly.
    var clock: @MainActor () -> Double = { ProcessInfo.processInfo.systemUptime } {
        didSet { driver?.clock = clock }
    }
    /// Whether the view arms a run-loop timer for waits; tests that step their own clock turn it off
    /// and call `tick()`.
    var armsTimers = true {
        didSet { driver?.armsTimers = armsTimers }
    }
    #if canImport(UIKit) && !UIKIT_STAND_IN
    /// UIKit does not tell a superview when a child's content size changes; key-value observing does.
    private var contentSizeObservations: [ObjectIdentifier: NSKeyValueObservation] = [:]
    #endif

    // MARK: - Children

    /// Adds `view` after the last child; a sticky child stays at the leading edge once scrolled past,
    /// until the next sticky child pushes it away.
    public func addArrangedView(_ view: UIView, isSticky: Bool = false) {
        insertArrangedView(view, at: arrangedViews.count, isSticky: isSticky)
    }

    /// Inserts `view` before child `index` (clamped to the children).
    public func insertArrangedView(_ view: UIView, at index: Int, isSticky: Bool = false) {
        let position = min(max(0, index), arrangedViews.count)
        arrangedViews.insert(view, at: position)
        if isSticky { stickyViews.insert(ObjectIdentifier(view)) }
        if let scrollView = view as? UIScrollView {
            // The container scrolls; the child only shows the part of its content it is told to. Only
            // the container answers a status-bar tap (none would with two scroll views that do), and
            // the safe area insets the stack, so a child sliding under the bars keeps its insets.
            childSettings[ObjectIdentifier(scrollView)] = ChildScrollSettings(scrollView)
            scrollView.isScrollEnabled = false
            scrollView.scrollsToTop = false
            scrollView.contentInsetAdjustmentBehavior = .never
            observeContentSize(of: scrollView)
        }
        addSubview(view)
        let extent = naturalExtent(of: view)
        changeStack { (stack) throws(LazyScrollError) in try stack.insertChild(.fixed(extent: extent), at: position, isSticky: isSticky) }
    }

    /// Removes `view` from the children.
    public func removeArrangedView(_ view: UIView) {
        guard let index = arrangedViews.firstIndex(where: { $0 === view }) else { return }
        arrangedViews.remove(at: index)
        stickyViews.remove(ObjectIdentifier(view))
        if displayedChildren.remove(ObjectIdentifier(view)) != nil {
            (delegate as? any ContainerScrollViewDelegate)?.containerScrollView(self, didEndDisplaying: view)
        }
        #if canImport(UIKit) && !UIKIT_STAND_IN
        contentSizeObservations[ObjectIdentifier(view)] = nil
        #endif
        measuredLengths[ObjectIdentifier(view)] = nil
        if let scrollView = view as? UIScrollView { childSettings.removeValue(forKey: ObjectIdentifier(view))?.restore(on: scrollView) }
        view.removeFromSuperview()
        changeStack { (stack) throws(LazyScrollError) in try stack.removeChild(at: index) }
    }

    /// The content of the plain arranged view `view` changed in place: measures it again, keeping what
    /// is on screen still. A ``SelfSizingView`` (or a view inside a child) asks for this itself when its
    /// `invalidateIntrinsicContentSize()` is called. Scroll views follow their `contentSize` on their own;
    /// views that are not children are ignored.
    public func invalidateLength(of view: UIView) {
        guard arrangedViews.contains(where: { $0 === view }) else { return }
        measuredLengths[ObjectIdentifier(view)] = nil
        setNeedsLayout()
    }

    /// A child, or a view inside one, asked to be measured again.
    func itemSizeDidInvalidate(_ view: UIView) {
        guard let child = view.ancestor(inside: self) else { return }
        invalidateLength(of: child)
    }

    /// Whether the children run right to left: a horizontal stack in a right-to-left layout, whose first
    /// child is at the right and which starts scrolled to its right end.
    private var runsRightToLeft: Bool { runsRightToLeft(along: stackAxis) }

    /// The layout direction can change while the stack shows: the children turn around, and what is
    /// in view stays.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { driver?.followLayoutDirection(mirrored: runsRightToLeft) }
    }

    /// Measures the plain children again at the next layout when the text size or bold text changed
    /// (`traitCollectionDidChange(_:)`), after their own views have taken the new traits; follows a new
    /// layout direction.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        driver?.followLayoutDirection(mirrored: runsRightToLeft)
        guard traitsChangeSizes(from: previousTraitCollection, to: traitCollection) else { return }
        measuredLengths = [:]
        setNeedsLayout()
    }

    /// Scrolls so that `view` sits at `alignment` within the part of the bounds the safe area leaves;
    /// `.start` puts it just below the sticky header pinned above it. It lands there exactly, however
    /// the children's lengths change on the way (`UITableView.scrollToRow(at:at:animated:)` for a
    /// child). Views that are not children are ignored. Before the view has a size, the scroll is
    /// remembered (the last one asked for) and made without animation once it has one, unless `view` is
    /// no longer a child by then.
    public func scrollToArrangedView(_ view: UIView, at alignment: ScrollAlignment, animated: Bool) {
        guard let index = arrangedViews.firstIndex(where: { $0 === view }) else { return }
        guard let driver else {
            pendingScroll = PendingChildScroll(view: view, alignment: alignment)
            return
        }
        driver.perform { controller, time in try controller.scroll(to: .child(index), at: alignment, animated: animated, time: time) }
    }

    /// A scroll to a child asked for before the view had a size.
    private struct PendingChildScroll {
        weak var view: UIView?
        let alignment: ScrollAlignment
    }

    /// Runs one change on the stack: through the engine once it runs (anchoring keeps what is on screen
    /// still, a running scroll-to is aimed again), on the waiting stack before.
    private func changeStack(_ body: (inout ScrollStack) throws(LazyScrollError) -> StackUpdate) {
        guard let driver else {
            _ = try? body(&unstartedStack)
            startEngineIfSized()
            return
        }
        driver.perform { controller, time in try controller.updateStack(time: time, body) }
    }

    // MARK: - Layout

    /// Follows size changes through the engine and brings each child's length in step with its content.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let driver else {
            startEngineIfSized()
            return
        }
        let size = bounds.size
        if size != driver.controller.viewportSize, stackAxis.mainExtent(of: size) > 0 {
            driver.perform { controller, time in try controller.resize(to: size, time: time) }
        }
        followChildExtents()
    }

    /// Brings each child's extent in step with its content (a table view that loaded rows, a label
    /// that wrapped), in one change to the stack.
    private func followChildExtents() {
        let changed = arrangedViews.indices.compactMap { index -> (index: Int, extent: CGFloat)? in
            let extent = naturalExtent(of: arrangedViews[index])
            return stack.children[index].content.mainExtent == extent ? nil : (index, extent)
        }
        guard !changed.isEmpty else {
            if let driver { layoutItemViews(of: driver.controller) }
            return
        }
        changeStack { (stack) throws(LazyScrollError) in
            var update = StackUpdate()
            for change in changed { update = update.followed(by: try stack.setExtent(change.extent, ofChild: change.index)) }
            return update
        }
    }

    /// Suspends the engine's clock while the view is out of a window, and resumes it when it is back
    /// (`UIView.didMoveToWindow()`).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        driver?.setInWindow(window != nil)
    }

    /// Takes the new adjusted content inset along the axis (`UIScrollView.adjustedContentInsetDidChange()`:
    /// your `contentInset` plus the safe area, as `contentInsetAdjustmentBehavior` adds it) as the stack's
    /// insets, so that at the start the first child moves clear of the bars (anywhere else what is on
    /// screen stays put), and as the part of the bounds they cover, so that sticky headers pin below the
    /// navigation bar and scroll-to aligns between the insets.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        let insets = insetsAlongAxis
        guard let driver else {
            _ = try? unstartedStack.setInsets(StackInsets(leading: insets.leading, trailing: insets.trailing))
            return
        }
        driver.followInsets(insets)
    }

    /// The adjusted content inset along the axis, leading first.
    private var insetsAlongAxis: ContentInsets {
        ScrollControllerDriver.contentInsets(adjustedContentInset, along: stackAxis, mirrored: runsRightToLeft)
    }

    /// Creates the engine over the waiting stack once the view has a length along its axis.
    private func startEngineIfSized() {
        guard driver == nil, stackAxis.mainExtent(of: bounds.size) > 0 else { return }
        if stackAxis == .vertical { alwaysBounceVertical = true } else { alwaysBounceHorizontal = true }
        let insets = insetsAlongAxis
        _ = try? unstartedStack.setInsets(StackInsets(leading: insets.leading, trailing: insets.trailing))
        guard var controller = try? ScrollController(
                content: .stack(unstartedStack), viewportSize: bounds.size, configuration: ScrollConfiguration(axis: stackAxis), time: clock()),
              (try? controller.setObscuredInsets(ScrollControllerDriver.obscuredInsets(for: insets), time: clock())) != nil
        else { return }
        unstartedStack = try! ScrollStack(axis: stackAxis)
        // Made before the children are placed, so that the first layout is already the one asked for.
        if let pending = pendingScroll, let view = pending.view, let index = arrangedViews.firstIndex(where: { $0 === view }) {
            _ = controller.attempt({ try $0.scroll(to: .child(index), at: pending.alignment, animated: false, time: $1) }, time: clock())
        }
        pendingScroll = nil
        let driver = ScrollControllerDriver(controller: controller, host: self)
        driver.clock = clock
        driver.armsTimers = armsTimers
        driver.isMirrored = runsRightToLeft
        self.driver = driver
        delegateForwarder.driver = driver
        super.delegate = delegateForwarder
        driver.replaceController(with: controller)
        driver.setInWindow(window != nil)
    }

    /// Starts again with the current children (the axis changed).
    private func rebuild() {
        measuredLengths = [:]
        let views = arrangedViews
        let sticky = stickyViews
        let insets = insetsAlongAxis
        unstartedStack = (try? ScrollStack(axis: stackAxis, spacing: spacing, insets: StackInsets(leading: insets.leading, trailing: insets.trailing)))
            ?? (try! ScrollStack(axis: stackAxis))
        for (index, view) in views.enumerated() {
            _ = try? unstartedStack.insertChild(.fixed(extent: naturalExtent(of: view)), at: index, isSticky: sticky.contains(ObjectIdentifier(view)))
        }
        driver?.stop()
        driver = nil
        contentOffset = .zero
        startEngineIfSized()
    }

    /// Advances engine-run animations to the clock's time; a display link calls it every frame while
    /// they run.
    func tick() {
        driver?.tick()
    }

    /// A child's length along the axis: a scroll view's content, a plain view's fitting size, measured
    /// when it is added and again only when it asks, is told to be, the container's width (height) or the
    /// text size changes: not on every layout.
    private func naturalExtent(of view: UIView) -> CGFloat {
        if view.isHidden { return 0 }
        if let scrollView = view as? UIScrollView { return stackAxis.mainExtent(of: scrollView.contentSize) }
        let cross = stackAxis.crossExtent(of: bounds.size)
        if let measured = measuredLengths[ObjectIdentifier(view)], measured.crossExtent == cross { return measured.length }
        let length = view.fittingLength(along: stackAxis, crossExtent: cross)
        measuredLengths[ObjectIdentifier(view)] = (length, cross)
        return length
    }

    func apply(_ update: ScrollUpdate, of controller: ScrollController) {}

    /// Places every child where the engine's stack has it: a scroll view at the part of it inside the
    /// bounds, scrolled to match; a plain view whole; pinned sticky children in front.
    func layoutItemViews(of controller: ScrollController) {
        guard let stack = controller.stack, let driver else { return }
        for (index, view) in arrangedViews.enumerated() {
            guard let placement = try? stack.placement(ofChild: index) else { continue }
            if let scrollView = view as? UIScrollView {
                let shown = clampedToViewport(placement.frame, stack.viewport)
                scrollView.frame = driver.contentFrame(forEngineFrame: shown)
                // Right to left, the part shown is measured from the child's right end.
                var inner = placement.innerOffset
                if driver.isMirrored { inner = stackAxis.mainExtent(of: scrollView.contentSize) - inner - stackAxis.mainExtent(of: shown.size) }
                let cross = stackAxis.cross.mainCoordinate(of: scrollView.contentOffset)
                scrollView.contentOffset = stackAxis.point(main: inner, cross: cross)
            } else {
                view.frame = driver.contentFrame(forEngineFrame: placement.fullFrame)
            }
            if placement.isPinned { bringSubviewToFront(view) }
        }
        followDisplayedChildren(in: stack)
    }

    /// Tells the delegate which children came on screen and which left it.
    private func followDisplayedChildren(in stack: ScrollStack) {
        var onScreen: [UIView] = []
        for (index, view) in arrangedViews.enumerated() where !view.isHidden {
            guard let frame = try? stack.placement(ofChild: index).fullFrame else { continue }
            if stackAxis.minMain(of: frame) < stack.viewport.end, stackAxis.maxMain(of: frame) > stack.viewport.offset {
                onScreen.append(view)
            }
        }
        let now = Set(onScreen.map(ObjectIdentifier.init))
        let left = arrangedViews.filter { displayedChildren.contains(ObjectIdentifier($0)) && !now.contains(ObjectIdentifier($0)) }
        let came = onScreen.filter { !displayedChildren.contains(ObjectIdentifier($0)) }
        displayedChildren = now
        guard let delegate = delegate as? any ContainerScrollViewDelegate else { return }
        for view in left { delegate.containerScrollView(self, didEndDisplaying: view) }
        for view in came { delegate.containerScrollView(self, willDisplay: view) }
    }

    /// `frame` with its off-screen part dropped: a child wholly off screen becomes a zero-length
    /// strip at the nearest edge of the viewport, so no child scroll view ever extends past the
    /// container's bounds (and a table view there loads no cells).
    private func clampedToViewport(_ frame: CGRect, _ viewport: Viewport) -> CGRect {
        let start = min(max(stackAxis.minMain(of: frame), viewport.offset), viewport.end)
        let end = min(max(stackAxis.maxMain(of: frame), viewport.offset), viewport.end)
        let crossStart = stackAxis.cross.minMain(of: frame)
        return stackAxis.rect(mainStart: start, mainExtent: end - start, crossStart: crossStart, crossExtent: stackAxis.crossExtent(of: frame.size))
    }

    private func observeContentSize(of scrollView: UIScrollView) {
        #if canImport(UIKit) && !UIKIT_STAND_IN
        contentSizeObservations[ObjectIdentifier(scrollView)] = scrollView.observe(\.contentSize, options: [.new]) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.setNeedsLayout() }
        }
        #endif
    }
}
/// What a child scroll view had before a container took over its scrolling, status-bar tap and insets.
@MainActor
struct ChildScrollSettings {
    let isScrollEnabled: Bool
    let scrollsToTop: Bool
    let contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior

    init(_ scrollView: UIScrollView) {
        isScrollEnabled = scrollView.isScrollEnabled
        scrollsToTop = scrollView.scrollsToTop
        contentInsetAdjustmentBehavior = scrollView.contentInsetAdjustmentBehavior
    }

    /// Gives `scrollView` its settings back.
    func restore(on scrollView: UIScrollView) {
        scrollView.isScrollEnabled = isScrollEnabled
        scrollView.scrollsToTop = scrollsToTop
        scrollView.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
    }
}
#endif
