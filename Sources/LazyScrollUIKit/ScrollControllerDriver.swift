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

/// A view that shows what a `ScrollControllerDriver`'s controller decides.
@MainActor
protocol ScrollControllerHost: UIScrollView {
    /// Brings the item views in step with `update` and the controller's working windows.
    func apply(_ update: ScrollUpdate, of controller: ScrollController)
    /// Places the item views at the controller's placements.
    func layoutItemViews(of controller: ScrollController)
    /// Whether the host runs animations of its own that the driver's frames must advance besides the
    /// controller's (the rows of a list that scroll across, each with its own controller).
    var runsOwnAnimations: Bool { get }
    /// Advances the host's own animations to `time`, the time of the frame the controller just ticked to.
    func advanceOwnAnimations(to time: Double)
}

extension ScrollControllerHost {
    var runsOwnAnimations: Bool { false }
    func advanceOwnAnimations(to time: Double) {}
}

/// Translates a scroll view's delegate callbacks into a `ScrollController` and writes the
/// controller's decisions (content size, content offset, loaded views) back.
///
/// UIKit tracks the finger and runs the deceleration and the bounce, so the scroll feels native; the
/// engine decides everything else: which items have views, which page a released pager rests on
/// (written into `targetContentOffset`), when a looping layout recentres, which page is current, when auto-advance
/// turns the page, and where the content goes after a rotation. Animations the engine starts itself
/// (auto-advance, `scroll(toPage:)`, accessibility scrolls) take their frames from a `CADisplayLink`,
/// which follows the display's refresh rate (up to 120 Hz on ProMotion) and stops when idle; a wait
/// for the next auto-advance turn is a one-shot timer. Off screen (no window) the controller is
/// suspended: nothing runs until the view is back, and then it continues where it was.
@MainActor
final class ScrollControllerDriver: NSObject {
    /// The engine.
    private(set) var controller: ScrollController
    /// Seconds on a monotonic clock; tests replace it to replay animations exactly.
    var clock: @MainActor () -> Double = { ProcessInfo.processInfo.systemUptime }
    /// Whether the driver arms a run-loop timer for the next auto-advance turn; tests that step a test
    /// clock call `tick()` themselves and turn this off.
    var armsTimers = true
    /// Whether a horizontal layout runs right to left: engine offset 0 is at the right edge.
    var isMirrored = false
    /// Called after every controller call has been applied (the page may have changed).
    var didApply: (@MainActor (ScrollUpdate) -> Void)?
    /// The host's own frame-by-frame work (a drag to reorder scrolling by itself), called with each frame's
    /// time instead of the engine's tick; the display link runs while it is set.
    var frameWork: (@MainActor (Double) -> Void)? {
        didSet { scheduleFrames() }
    }

    private unowned let host: any ScrollControllerHost
    /// Set while the driver writes the content offset, so that the echo is not taken for user input.
    private var isWritingOffset = false
    /// Set from the start of a drag until UIKit's deceleration ends: UIKit moves the content then.
    private(set) var userOwnsMotion = false
    /// Set from a slow release until UIKit lets go: the engine's spring takes the page to rest.
    private var engineRunsRelease = false
    /// Whether the view is in a window (the controller is suspended while it is not).
    private var isInWindow = true
    /// Set while `updateSuspension()` suspends or resumes the controller.
    private var isUpdatingSuspension = false
    /// Delivers a frame per display refresh while the engine animates; paused otherwise. Invalidated
    /// when the driver goes away (a paused link never fires, so it could not stop itself).
    nonisolated(unsafe) private(set) var displayLink: CADisplayLink?
    /// Fires when the next auto-advance turn is due while the engine rests.
    nonisolated(unsafe) private var waitTimer: Timer?
    /// How far the engine moved the offset on its own since the drag began (looping recentres,
    /// anchoring after self-sizing or batch updates). The engine measures a drag in finger positions,
    /// which such moves leave alone; the driver's stand-in finger is the negated content offset, which
    /// they move, so the shift is taken back out.
    private var engineShiftDuringDrag: CGFloat = 0

    init(controller: ScrollController, host: any ScrollControllerHost) {
        self.controller = controller
        self.host = host
        super.init()
    }

    /// The view let its driver go (it was deallocated, or reloaded with a new driver): the display link
    /// and the wait timer stop, or the run loop would keep them, and the link its target, for good.
    deinit {
        displayLink?.invalidate()
        waitTimer?.invalidate()
    }

    // MARK: - Coordinates

    private var axis: ScrollAxis { controller.configuration.axis }

    /// The engine offset where the scroll view's content begins: the smallest resting offset, which is
    /// below 0 for a list anchored at its end whose rows are shorter than the screen (they rest at the
    /// bottom) and for a pager of centred pages shorter than the screen, and 0 otherwise.
    var contentOrigin: CGFloat { controller.restingRange.lowerBound }

    /// The engine's content length along the axis, insets included: the resting offsets plus one viewport.
    var contentLength: CGFloat {
        controller.restingRange.upperBound - contentOrigin + axis.mainExtent(of: controller.viewportSize)
    }

    /// The engine's space before the first item and after the last: the scroll view's adjusted content
    /// inset along the axis (none for a pager), which UIKit keeps outside the content, as it does for
    /// any scroll view: the content starts at 0 and rests at `-adjustedContentInset.top` (or `.left`).
    private var leadingInset: CGFloat { controller.contentInsets.leading }
    private var trailingInset: CGFloat { controller.contentInsets.trailing }

    /// The scroll view's content size along the axis: the engine's content without its insets.
    var contentSizeAlongAxis: CGFloat { contentLength - leadingInset - trailingInset }

    /// The scroll view's content offset for an engine offset. Left to right (and top to bottom) the
    /// content starts after the leading inset, where the engine's resting range does (below 0 for a
    /// carousel resting its first page centred); right to left it is measured from the right.
    func contentOffset(forEngineOffset offset: CGFloat) -> CGPoint {
        let main = isMirrored ? controller.restingRange.upperBound - offset - trailingInset : offset - contentOrigin - leadingInset
        return axis.point(main: main, cross: axis.cross.mainCoordinate(of: host.contentOffset))
    }

    /// The engine offset for a scroll view's content offset.
    func engineOffset(forContentOffset point: CGPoint) -> CGFloat {
        let main = axis.mainCoordinate(of: point)
        return isMirrored ? controller.restingRange.upperBound - main - trailingInset : main + contentOrigin + leadingInset
    }

    /// A frame relative to the viewport's origin (as `ItemPlacement` has it) in the scroll view's
    /// content coordinates.
    func contentFrame(forViewportFrame frame: CGRect) -> CGRect {
        let shift = axis.point(main: controller.offset, cross: 0)
        return contentFrame(forEngineFrame: frame.offsetBy(dx: shift.x, dy: shift.y))
    }

    /// A frame in the engine's content coordinates (a stack's placements) in the scroll view's: from
    /// where its content begins, or, in a right-to-left layout, measured from the right.
    func contentFrame(forEngineFrame frame: CGRect) -> CGRect {
        let shift = axis.point(main: contentOrigin + leadingInset, cross: 0)
        var moved = frame.offsetBy(dx: -shift.x, dy: -shift.y)
        if isMirrored { moved.origin.x = contentLength - (frame.maxX - contentOrigin) - trailingInset }
        return moved
    }

    /// Lays the content out right to left, or back, when the layout direction changes (the language,
    /// `semanticContentAttribute`): the engine keeps its offset (the same page or child stays in view),
    /// and the content offset and every frame are written again for the new direction.
    func followLayoutDirection(mirrored: Bool) {
        guard mirrored != isMirrored else { return }
        isMirrored = mirrored
        perform { controller, time in controller.tick(time: time) }
    }

    // MARK: - Calling the engine

    /// Runs one controller call at the clock's time and applies its outcome; `writesOffset: false`
    /// keeps the content offset UIKit set, unless a looping recentre must move it.
    /// Bad input leaves the engine unchanged, and a view has no caller to report it to, so the view
    /// keeps showing the last good state.
    func perform(writesOffset: Bool = true, at time: Double? = nil, _ call: (inout ScrollController, Double) throws -> ScrollUpdate) {
        let before = controller.offset
        guard let update = controller.attempt(call, time: time ?? clock()) else { return }
        if controller.isDragging {
            if writesOffset {
                // Not a finger move: every point of it is the engine's own.
                engineShiftDuringDrag += controller.offset - before
            } else if update.indexShift != 0, let looping = controller.looping, looping.dataCount > 0 {
                engineShiftDuringDrag += CGFloat(update.indexShift / looping.dataCount) * looping.cycleExtent
            }
        }
        host.apply(update, of: controller)
        syncScrollView(writesOffset: writesOffset || update.indexShift != 0)
        host.layoutItemViews(of: controller)
        didApply?(update)
        scheduleFrames()
        updateSuspension()
    }

    /// Replaces the controller (a reload with new settings), shows its windows and starts its clock
    /// (auto-advance counts from here).
    func replaceController(with controller: ScrollController) {
        self.controller = controller
        perform { controller, time in controller.tick(time: time) }
    }

    /// Writes the content size and, when asked, the content offset.
    private func syncScrollView(writesOffset: Bool) {
        let size = axis.size(main: contentSizeAlongAxis, cross: axis.crossExtent(of: controller.viewportSize))
        if host.contentSize != size { host.contentSize = size }
        guard writesOffset else { return }
        let target = contentOffset(forEngineOffset: controller.offset)
        guard target != host.contentOffset else { return }
        isWritingOffset = true
        host.contentOffset = target
        isWritingOffset = false
    }

    /// Advances the engine's animations (and auto-advance) to the clock's time.
    func tick() {
        guard !userOwnsMotion else { return }
        if let frameWork {
            frameWork(clock())
            return
        }
        let time = clock()
        perform(at: time) { controller, time in controller.tick(time: time) }
        host.advanceOwnAnimations(to: time)
    }

    /// One display refresh: the engine computes the frame for the time it will be on screen.
    func displayLinkFired(_ link: CADisplayLink) {
        guard !userOwnsMotion else { return }
        if let frameWork {
            frameWork(link.targetTimestamp)
            return
        }
        perform(at: link.targetTimestamp) { controller, time in controller.tick(time: time) }
        host.advanceOwnAnimations(to: link.targetTimestamp)
    }

    /// The view entered or left a window: off screen the controller is suspended (no frames, no
    /// auto-advance); back on screen it resumes where it was.
    func setInWindow(_ isInWindow: Bool) {
        self.isInWindow = isInWindow
        updateSuspension()
    }

    /// Whether auto-advance must not turn pages (VoiceOver runs, or the user asked to reduce motion):
    /// while the content rests the wait is forgotten and the controller suspended; a scroll, a drag or a
    /// VoiceOver page turn runs as usual, and once allowed again the next turn waits a whole interval.
    var holdsAutoAdvance = false {
        didSet { if oldValue != holdsAutoAdvance { updateSuspension() } }
    }

    /// Suspends the controller while the view is out of a window, or while it rests with auto-advance
    /// held; resumes it otherwise.
    private func updateSuspension() {
        let resting = !controller.isAnimating && !controller.isDragging && !userOwnsMotion
        let holding = holdsAutoAdvance && controller.configuration.autoAdvance != nil && resting
        let suspends = !isInWindow || holding
        guard suspends != controller.isSuspended, !isUpdatingSuspension else { return }
        isUpdatingSuspension = true
        defer { isUpdatingSuspension = false }
        if suspends {
            // A scroll to where the content rests forgets the wait, so that no turn falls due while held
            // (not even at the end of a page turn VoiceOver asked for).
            if holding { perform { controller, time in try controller.scroll(toOffset: controller.offset, animated: false, time: time) } }
            perform { controller, time in try controller.suspend(time: time) }
        } else {
            perform { controller, time in try controller.resume(time: time) }
        }
    }

    /// Follows the scroll view's adjusted content inset along the axis (`adjustedContentInset`: the
    /// app's `contentInset` plus the safe area, as `contentInsetAdjustmentBehavior` combines them), as
    /// `UITableView` does: the content is inset by it (the first and last items rest clear of the bars
    /// and the keyboard), and it covers as much of the bounds (scroll-to aligns, and sticky children pin,
    /// between). At the start the content stays at its start, a chat at its end stays at its end, and
    /// anywhere else what is on screen stays still.
    func followInsets(_ insets: ContentInsets) {
        perform { controller, time in try controller.setContentInsets(insets, time: time) }
        perform { controller, time in try controller.setObscuredInsets(Self.obscuredInsets(for: insets), time: time) }
    }

    /// The part of the bounds that bars (and the keyboard) cover, for content inset by `insets`.
    static func obscuredInsets(for insets: ContentInsets) -> ObscuredInsets {
        ObscuredInsets(leading: insets.leading, trailing: insets.trailing)
    }

    /// `insets` (a scroll view's adjusted content inset) along `axis`, leading first: top and bottom,
    /// left and right, or right and left when a horizontal layout runs right to left.
    static func contentInsets(_ insets: UIEdgeInsets, along axis: ScrollAxis, mirrored: Bool) -> ContentInsets {
        switch axis {
        case .vertical: return ContentInsets(leading: max(0, insets.top), trailing: max(0, insets.bottom))
        case .horizontal:
            let (left, right) = (max(0, insets.left), max(0, insets.right))
            return mirrored ? ContentInsets(leading: right, trailing: left) : ContentInsets(leading: left, trailing: right)
        }
    }

    /// Stops every frame source for good (the host is replacing or dropping this driver).
    func stop() {
        displayLink?.invalidate()
        displayLink = nil
        waitTimer?.invalidate()
        waitTimer = nil
    }

    /// Runs the display link while the engine animates, arms the wait timer while auto-advance waits,
    /// and does neither while UIKit moves the content or the controller is suspended.
    private func scheduleFrames() {
        waitTimer?.invalidate()
        waitTimer = nil
        let due = userOwnsMotion ? nil : controller.nextTickTime
        let animating = (due != nil && controller.isAnimating) || frameWork != nil || (!userOwnsMotion && host.runsOwnAnimations)
        if animating, displayLink == nil { displayLink = makeDisplayLink() }
        displayLink?.isPaused = !animating
        guard let due, !animating, armsTimers else { return }
        let timer = Timer(timeInterval: max(0, due - clock()), repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.tick() }
        }
        RunLoop.main.add(timer, forMode: .common)
        waitTimer = timer
    }

    /// A display link that calls `displayLinkFired(_:)` at up to the display's maximum rate. It
    /// retains its target, so the target holds the driver weakly and invalidates the link once the
    /// driver is gone.
    private func makeDisplayLink() -> CADisplayLink {
        let target = DisplayLinkTarget(driver: self)
        #if UIKIT_STAND_IN
        let link = CADisplayLink(standInTarget: target) { link in target.step(link) }
        #else
        let link = CADisplayLink(target: target, selector: #selector(DisplayLinkTarget.step(_:)))
        #endif
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        link.add(to: .main, forMode: .common)
        return link
    }

    // MARK: - UIKit's scroll events (through the view's ScrollViewDelegateForwarder)

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        userOwnsMotion = true
        engineShiftDuringDrag = 0
        let finger = fingerPosition(for: scrollView)
        perform(writesOffset: false) { controller, time in try controller.dragBegan(at: finger, time: time) }
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !isWritingOffset else { return }
        let offset = engineOffset(forContentOffset: scrollView.contentOffset)
        if controller.isDragging {
            let finger = fingerPosition(for: scrollView)
            perform(writesOffset: false) { controller, time in try controller.dragMoved(to: finger, time: time) }
        } else if offset != controller.offset {
            // UIKit decelerating, or the app setting the offset: the engine follows. (An offset the
            // engine already has is an echo, not a scroll: it must not end a landed scroll-to's aim.)
            perform(writesOffset: false) { controller, time in try controller.scroll(toOffset: offset, animated: false, time: time) }
        }
    }

    /// The finger's stand-in position: the negated content offset, so that the engine's drag offset
    /// follows UIKit's exactly, whatever the finger does (UIKit has already applied its resistance).
    private func fingerPosition(for scrollView: UIScrollView) -> CGPoint {
        let offset = engineOffset(forContentOffset: scrollView.contentOffset)
        return axis.point(main: -(offset - engineShiftDuringDrag), cross: 0)
    }

    /// The finger lifts. Free scrolling (lists, stacks) is left to UIKit: its deceleration, its target
    /// (which the app's delegate may still change) and its bounce at the ends, which the engine follows
    /// offset by offset. A pager must rest on a page, so the engine aims there: UIKit decelerates to the
    /// page when the release is fast enough to reach it; a slower release would get UIKit's slow slide
    /// to a target it cannot decelerate to, so UIKit stops where the finger lifted and the engine's
    /// spring carries the page the rest of the way.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard controller.isDragging else { return }
        // UIKit's velocity is in points per millisecond of content movement; the engine's in points per second.
        let along = axis.mainCoordinate(of: velocity)
        let speed = along * 1000 * (isMirrored ? -1 : 1)
        perform(writesOffset: false) { controller, time in try controller.dragEnded(velocity: speed, time: time) }
        guard controller.configuration.paging != nil else { return }
        let released = axis.mainCoordinate(of: scrollView.contentOffset)
        let target = axis.mainCoordinate(of: contentOffset(forEngineOffset: controller.heading))
        let cross = axis.cross.mainCoordinate(of: targetContentOffset.pointee)
        if Self.decelerationReaches(target, from: released, velocity: along) {
            targetContentOffset.pointee = axis.point(main: target, cross: cross)
        } else {
            engineRunsRelease = true
            targetContentOffset.pointee = axis.point(main: released, cross: cross)
        }
    }

    /// Whether UIKit's deceleration from `released` at `velocity` (points per millisecond) carries the
    /// content to `target` without slowing less than its normal rate: the velocity heads there and
    /// projects at least as far (velocity × rate / (1 − rate) points).
    static func decelerationReaches(_ target: CGFloat, from released: CGFloat, velocity: CGFloat) -> Bool {
        let distance = target - released
        guard distance != 0 else { return true }
        let rate = UIScrollView.DecelerationRate.normal.rawValue
        let reach = velocity * rate / (1 - rate)
        return reach * distance > 0 && abs(reach) >= abs(distance)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { finishUserMotion(scrollView) }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        finishUserMotion(scrollView)
    }

    /// UIKit has put the content down: the engine settles there and resumes its own timing, or, when it
    /// took over a slow release, runs its spring to the page.
    private func finishUserMotion(_ scrollView: UIScrollView) {
        userOwnsMotion = false
        if engineRunsRelease {
            engineRunsRelease = false
            tick()
            return
        }
        let offset = engineOffset(forContentOffset: scrollView.contentOffset)
        perform(writesOffset: false) { controller, time in try controller.scroll(toOffset: offset, animated: false, time: time) }
        tick()
    }
}

/// The target of a driver's display link. A display link retains its target, so this holds the driver
/// weakly: the link cannot keep a dropped view's driver alive, and it stops itself once that driver is
/// gone.
@MainActor
final class DisplayLinkTarget: NSObject {
    private weak var driver: ScrollControllerDriver?

    init(driver: ScrollControllerDriver) {
        self.driver = driver
        super.init()
    }

    /// One display refresh.
    #if !UIKIT_STAND_IN
    @objc
    #endif
    func step(_ link: CADisplayLink) {
        guard let driver else {
            link.invalidate()
            return
        }
        driver.displayLinkFired(link)
    }
}
#endif
