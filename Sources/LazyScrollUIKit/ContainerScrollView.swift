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
/// moves the offset so that nothing on screen jumps. Plain views keep their length along the axis
/// (their `sizeThatFits(_:)` for the container's width or height) and fill the other way.
///
/// The safe area along the axis insets the stack (at the start, the first child sits below the bars;
/// children scroll under them). The engine's animations take their frames from a `CADisplayLink`
/// and stop while the view is not in a window.
///
/// Don't replace `delegate`: the view uses it to hear UIKit's scroll events.
@MainActor
open class ContainerScrollView: UIScrollView, ScrollControllerHost {
    /// The axis children are stacked along.
    public var stackAxis: Axis = .vertical {
        didSet { if oldValue != stackAxis { rebuild() } }
    }
    /// The gap between consecutive children.
    public var spacing: CGFloat = 0 {
        didSet {
            guard oldValue != spacing else { return }
            _ = try? stack.setSpacing(spacing)
            setNeedsLayout()
        }
    }
    /// The children, first to last.
    public private(set) var arrangedViews: [UIView] = []

    /// The layout engine: where each child goes for the current offset.
    private(set) var stack = try! ScrollStack()
    /// The scrolling engine over one item as long as the stack; nil until the view has a size.
    private(set) var driver: ScrollControllerDriver?
    private var stickyViews: Set<ObjectIdentifier> = []
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
            // The container scrolls; the child only shows the part of its content it is told to.
            scrollView.isScrollEnabled = false
            observeContentSize(of: scrollView)
        }
        addSubview(view)
        _ = try? stack.insertChild(.fixed(extent: naturalExtent(of: view)), at: position, isSticky: isSticky)
        contentDidChange()
    }

    /// Removes `view` from the children.
    public func removeArrangedView(_ view: UIView) {
        guard let index = arrangedViews.firstIndex(where: { $0 === view }) else { return }
        arrangedViews.remove(at: index)
        stickyViews.remove(ObjectIdentifier(view))
        #if canImport(UIKit) && !UIKIT_STAND_IN
        contentSizeObservations[ObjectIdentifier(view)] = nil
        #endif
        view.removeFromSuperview()
        _ = try? stack.removeChild(at: index)
        contentDidChange()
    }

    // MARK: - Layout

    /// Follows size changes through the engine (a resize keeps the page or the rows on screen) and lays
    /// out the loaded item views at the engine's placements.
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
    /// that wrapped), then the scrolling engine's content with the stack's.
    private func followChildExtents() {
        var adjustment: CGFloat = 0
        for (index, view) in arrangedViews.enumerated() {
            let extent = naturalExtent(of: view)
            guard stack.children[index].content.mainExtent != extent,
                  let update = try? stack.setExtent(extent, ofChild: index) else { continue }
            adjustment += update.offsetAdjustment
        }
        contentDidChange(offsetAdjustment: adjustment)
    }

    /// Tells the scrolling engine the stack's new length and moves the offset by `offsetAdjustment`
    /// (content above the screen changed), then places the children.
    private func contentDidChange(offsetAdjustment: CGFloat = 0) {
        guard let driver else {
            startEngineIfSized()
            return
        }
        let length = stack.contentExtent
        if (try? driver.controller.virtualizer.items.base.extent(of: 0)) != length {
            driver.perform { controller, time in try controller.setExtent(length, ofItem: 0, time: time) }
        }
        if offsetAdjustment != 0 {
            driver.perform { controller, time in
                try controller.scroll(toOffset: controller.offset + offsetAdjustment, animated: false, time: time)
            }
        } else {
            layoutItemViews(of: driver.controller)
        }
    }

    /// Suspends the engine's clock while the view is out of a window, and resumes it when it is back
    /// (`UIView.didMoveToWindow()`).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        driver?.setInWindow(window != nil)
    }

    /// Insets the stack by the new safe area along the axis (`UIView.safeAreaInsetsDidChange()`): at the
    /// start the first child moves clear of the bars; anywhere else what is on screen stays put.
    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        let insets = stackInsetsForSafeArea
        let old = stack.insets
        guard insets != old, (try? stack.setInsets(insets)) != nil else { return }
        updateScrollIndicatorInsets()
        let atStart = (driver?.controller.offset ?? 0) <= 0
        contentDidChange(offsetAdjustment: atStart ? 0 : insets.leading - old.leading)
    }

    /// The safe area's insets along the axis.
    private var stackInsetsForSafeArea: StackInsets {
        let safe = safeAreaInsets
        return stackAxis == .vertical
            ? StackInsets(leading: max(0, safe.top), trailing: max(0, safe.bottom))
            : StackInsets(leading: max(0, safe.left), trailing: max(0, safe.right))
    }

    private func updateScrollIndicatorInsets() {
        let insets = stack.insets
        if stackAxis == .vertical {
            verticalScrollIndicatorInsets = UIEdgeInsets(top: insets.leading, left: 0, bottom: insets.trailing, right: 0)
        } else {
            horizontalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: insets.leading, bottom: 0, right: insets.trailing)
        }
    }

    /// Creates the engine once the view has a length along its axis.
    private func startEngineIfSized() {
        guard driver == nil, stackAxis.mainExtent(of: bounds.size) > 0,
              let extents = try? MeasuredExtents(extents: [stack.contentExtent]),
              let controller = try? ScrollController(
                content: .items(.measured(extents)), viewportSize: bounds.size,
                configuration: ScrollConfiguration(axis: stackAxis))
        else { return }
        // The engine's offsets start at the content's edge; safe-area insets would shift them.
        contentInsetAdjustmentBehavior = .never
        let driver = ScrollControllerDriver(controller: controller, host: self)
        self.driver = driver
        delegate = driver
        driver.replaceController(with: controller)
        driver.setInWindow(window != nil)
    }

    /// Starts again with the current children (the axis changed).
    private func rebuild() {
        let views = arrangedViews
        let sticky = stickyViews
        stack = (try? ScrollStack(axis: stackAxis, spacing: spacing, insets: stackInsetsForSafeArea)) ?? (try! ScrollStack(axis: stackAxis))
        updateScrollIndicatorInsets()
        for (index, view) in views.enumerated() {
            _ = try? stack.insertChild(.fixed(extent: naturalExtent(of: view)), at: index, isSticky: sticky.contains(ObjectIdentifier(view)))
        }
        driver?.stop()
        driver = nil
        contentOffset = .zero
        startEngineIfSized()
    }

    /// A child's length along the axis: a scroll view's content, a plain view's fitting size.
    private func naturalExtent(of view: UIView) -> CGFloat {
        if view.isHidden { return 0 }
        if let scrollView = view as? UIScrollView { return stackAxis.mainExtent(of: scrollView.contentSize) }
        let cross = stackAxis.crossExtent(of: bounds.size)
        let fitting = stackAxis.size(main: .greatestFiniteMagnitude, cross: cross)
        let extent = stackAxis.mainExtent(of: view.sizeThatFits(fitting))
        return extent.isFinite && extent >= 0 ? extent : 0
    }

    func apply(_ update: ScrollUpdate, of controller: ScrollController) {}

    /// Places every child for the engine's offset: a scroll view at the part of it inside the bounds,
    /// scrolled to match; a plain view whole; pinned sticky children in front.
    func layoutItemViews(of controller: ScrollController) {
        let viewport = Viewport(
            offset: controller.offset, extent: stackAxis.mainExtent(of: bounds.size),
            crossExtent: stackAxis.crossExtent(of: bounds.size))
        _ = try? stack.update(viewport: viewport)
        for (index, view) in arrangedViews.enumerated() {
            guard let placement = try? stack.placement(ofChild: index) else { continue }
            if let scrollView = view as? UIScrollView {
                scrollView.frame = clampedToViewport(placement.frame, viewport)
                let cross = stackAxis.cross.mainCoordinate(of: scrollView.contentOffset)
                scrollView.contentOffset = stackAxis.point(main: placement.innerOffset, cross: cross)
            } else {
                view.frame = placement.fullFrame
            }
            if placement.isPinned { bringSubviewToFront(view) }
        }
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
#endif
