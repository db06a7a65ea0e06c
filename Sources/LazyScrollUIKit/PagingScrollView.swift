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

/// A paging scroll view that creates a view only for the current page and its neighbours, recycling
/// the rest through reuse identifiers, so that ten pages and ten thousand cost the same.
///
/// It can loop (the page after the last is the first), turn pages on its own (`autoAdvanceInterval`),
/// drive a `UIPageControl`, keeps its page through rotations, starts at the right edge in right-to-left
/// layouts, and leaves each page's accessibility to the page: VoiceOver reaches every label and button
/// on it, hears "Page 2 of 8" (localized) when the pager comes to rest on another page, turns pages with
/// a three-finger swipe, and auto-advance waits while VoiceOver runs or Reduce Motion is on. The LazyScroll engine makes every decision; this view
/// forwards UIKit's callbacks to it and applies what it says. Its animations take their frames from a
/// `CADisplayLink` (the display's rate, ProMotion included); while the view is not in a window,
/// auto-advance and animations stop, and they resume where they were when it returns.
///
/// Pages fill the pager's bounds, as `UIPageViewController`'s do, under any bars: lay out each page's
/// content within its own `safeAreaInsets` (or `safeAreaLayoutGuide`), which UIKit gives every page view.
/// For a carousel, make them shorter with `pageLength` (like `FSPagerView`'s `itemSize`), centred or at a
/// leading inset (`pageAlignment`), and let `pageEffect` shrink and fade the neighbours that peek in, or
/// apply your own transforms from each page's progress (`pageProgress(forPage:)`, or the delegate's
/// `pagingScrollView(_:didLayOut:forPageAt:progress:)`).
///
/// `delegate` stays the app's: set it to hear every `UIScrollViewDelegate` callback (a parallax header,
/// a collapsing title); page changes come through `pagingDelegate`.
@MainActor
open class PagingScrollView: UIScrollView, ScrollControllerHost {
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
    private lazy var delegateForwarder: ScrollViewDelegateForwarder = {
        let forwarder = ScrollViewDelegateForwarder()
        forwarder.defaultScrollStatus = { [weak self] in
            guard let self, self.numberOfPages > 0 else { return nil }
            return SpokenText.pagePosition(self.currentPage, of: self.numberOfPages)
        }
        return forwarder
    }()

    /// How fast a released drag slows down on its way to the page the pager chose: `.fast` (as paging
    /// scroll views have it) unless you set another rate, which the pager keeps through reloads.
    open override var decelerationRate: UIScrollView.DecelerationRate {
        get { super.decelerationRate }
        set {
            super.decelerationRate = newValue
            hasOwnDecelerationRate = true
        }
    }

    /// The pager as an accessibility container (`UIAccessibilityContainer`): the loaded pages in page
    /// order (right to left in a mirrored pager, as they are read), each with its own accessibility, then
    /// the pager's other subviews. Setting it replaces the order with yours; nil gives it back.
    open override var accessibilityElements: [Any]? {
        get {
            appAccessibilityElements ?? accessibilityElements(items: loadedPageViews)
        }
        set { appAccessibilityElements = newValue }
    }
    /// Supplies the pages; setting it reloads.
    public weak var dataSource: (any PagingScrollViewDataSource)? {
        didSet { reloadData() }
    }
    /// Loads pages' data ahead of their views (like `UITableView.prefetchDataSource`).
    /// Setting it asks it at once for the pages already within reach.
    public weak var prefetchDataSource: (any PagingScrollViewDataSourcePrefetching)? {
        didSet {
            guard let controller = driver?.controller, let prefetchDataSource else { return }
            let requests = controller.prefetchRequests(for: controller.initialUpdate)
            if !requests.prefetch.isEmpty { prefetchDataSource.pagingScrollView(self, prefetchPagesAt: requests.prefetch) }
        }
    }
    /// Hears about page changes.
    public weak var pagingDelegate: (any PagingScrollViewDelegate)?
    /// The axis pages follow.
    public var pageAxis: ScrollAxis = .horizontal {
        didSet { if oldValue != pageAxis { applySettings() } }
    }
    /// Whether the page after the last one is the first one again.
    public var isLooping = false {
        didSet { if oldValue != isLooping { applySettings() } }
    }
    /// Seconds the pager rests on a page before turning to the next one on its own; nil never turns.
    public var autoAdvanceInterval: TimeInterval? {
        didSet { if oldValue != autoAdvanceInterval { applySettings() } }
    }
    /// The gap between pages, in points.
    public var pageSpacing: CGFloat = 0 {
        didSet { if oldValue != pageSpacing { applySettings() } }
    }
    /// How long the pages are along `pageAxis`: the pager's length (`.viewport`, the default), a fraction
    /// of it (a compositional layout's fractional group), or a fixed length (`FSPagerView`'s `itemSize`).
    /// Shorter pages let their neighbours peek in. A length the engine refuses (not finite and positive)
    /// leaves the previous one.
    public var pageLength: PageLength = .viewport {
        didSet {
            if (try? pageLength.validate()) == nil { pageLength = oldValue }
            if oldValue != pageLength { applySettings() }
        }
    }
    /// Where the current page rests: centred (the default) or `inset` points from the leading edge.
    /// An inset that is negative or not finite leaves the previous alignment.
    public var pageAlignment: PageAlignment = .center {
        didSet {
            if (try? pageAlignment.validate()) == nil { pageAlignment = oldValue }
            if oldValue != pageAlignment { applySettings() }
        }
    }
    /// Shrinks and fades each page by its distance from the alignment point: every layout sets the page
    /// views' `transform` (a scale) and `alpha`. Nil (the default) leaves both to you; going back to nil
    /// resets them. An effect whose minimums are not from 0 to 1 leaves the previous one.
    public var pageEffect: PageEffect? {
        didSet {
            if let pageEffect, (try? pageEffect.validate()) == nil { self.pageEffect = oldValue }
            guard oldValue != pageEffect else { return }
            if pageEffect == nil {
                for view in itemViews.views.values {
                    view.transform = .identity
                    view.alpha = 1
                }
            }
            setNeedsLayout()
        }
    }
    /// The pages on each side of the current page that have views ("current ± 1" by default); the
    /// others are unloaded and their views recycled. Negative counts are taken as 0.
    public var loadedNeighbours = 1 {
        didSet {
            loadedNeighbours = max(0, loadedNeighbours)
            if oldValue != loadedNeighbours { applySettings() }
        }
    }
    /// A page control that shows the pages and turns to the one the user taps.
    public weak var pageControl: UIPageControl? {
        didSet { bindPageControl() }
    }

    /// The number of pages, as the data source last said.
    public private(set) var numberOfPages = 0
    /// The page under the middle of the view (the page control's dot).
    public var currentPage: Int { driver?.controller.pageIndicator.currentPage ?? 0 }

    /// The engine connection; nil until the view has a size.
    private(set) var driver: ScrollControllerDriver?
    private var itemViews = LoadedItemViews()
    /// The loaded pages on screen, told `willDisplay` and not yet `didEndDisplaying`.
    private var displayedPages = DisplayedItemViews()
    /// The page to show once the view has a size.
    private var pendingPage = 0
    /// The page last announced to the page control and the delegate (0 before any).
    private var announcedPage = 0
    /// The page VoiceOver last heard of: the first page shown, then each page the pager rests on.
    private var spokenPage = 0
    /// The app's own `accessibilityElements`, when it set them.
    private var appAccessibilityElements: [Any]?
    /// Whether the app set `decelerationRate`, which the pager then keeps.
    private var hasOwnDecelerationRate = false
    /// Follows VoiceOver and Reduce Motion, which hold auto-advance.
    private lazy var accessibilitySettings = AccessibilitySettingsObserver { [weak self] in self?.followAccessibilitySettings() }
    /// A saved position to restore once the engine starts (`restoreScrollPosition(_:identifiers:)`
    /// before the pager has a size); it wins over `pendingPage`.
    var pendingRestoration: ((inout ScrollController, Double) throws -> ScrollUpdate)?
    /// Seconds on a monotonic clock; tests replace it to replay animations exactly.
    var clock: @MainActor () -> Double = { ProcessInfo.processInfo.systemUptime } {
        didSet { driver?.clock = clock }
    }
    /// Whether the view arms a run-loop timer for the next auto-advance turn; tests that step their own
    /// clock turn it off and call `tick()`.
    var armsTimers = true {
        didSet { driver?.armsTimers = armsTimers }
    }
    private var boundPageControl: UIPageControl?

    // MARK: - Pages

    /// Registers `viewClass` for `identifier`; `dequeueReusablePage(withIdentifier:for:)` makes its
    /// instances (with `init(frame:)`) when no recycled one is idle.
    public func register(_ viewClass: UIView.Type, forReuseIdentifier identifier: String) {
        itemViews.register(viewClass, forReuseIdentifier: identifier)
    }

    /// A recycled view for `identifier`, or a new one; `index` is the page it is for. An identifier that
    /// was never registered is a programming error and stops the app, as in `UICollectionView`
    /// (`PageRegistration` has no identifier to get wrong).
    public func dequeueReusablePage(withIdentifier identifier: String, for index: Int) -> UIView {
        itemViews.dequeue(withIdentifier: identifier)
    }

    /// A view of `registration`'s class, registered with the pager the first time.
    func dequeueRegistered<Page, Item>(_ registration: PageRegistration<Page, Item>) -> Page {
        itemViews.dequeue(registration, cap: 8)
    }

    /// The page that `view` shows: `view` is a loaded page's view, or a view inside one (the button a
    /// tap came from); nil otherwise (`UICollectionView.indexPath(for:)`).
    public func page(for view: UIView) -> Int? {
        guard let pageView = view.ancestor(inside: self), let controller = driver?.controller,
              let index = itemViews.views.first(where: { $0.value === pageView })?.key else { return nil }
        return controller.virtualizer.items.dataIndex(of: index)
    }

    /// The page whose view is at `point`, in the pager's own coordinates (a point on screen plus
    /// `contentOffset`); nil between pages (`UICollectionView.indexPathForItem(at:)`).
    public func page(at point: CGPoint) -> Int? {
        // By bounds and centre, as the pages are placed: a transformed view's frame is undefined.
        func area(_ view: UIView) -> CGRect {
            CGRect(x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2, width: view.bounds.width, height: view.bounds.height)
        }
        guard let controller = driver?.controller,
              let index = itemViews.views.first(where: { area($0.value).contains(point) })?.key else { return nil }
        return controller.virtualizer.items.dataIndex(of: index)
    }

    /// The views of the loaded pages (the current page and its neighbours).
    public var loadedPageViews: [UIView] {
        itemViews.views.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The view showing page `index`, if it is loaded (the copy nearest the current page when looping).
    public func view(forPage index: Int) -> UIView? {
        loadedVirtualPage(forPage: index).flatMap { itemViews.views[$0] }
    }

    /// How far page `index` is from the alignment point, in page strides: 0 for the page resting there,
    /// −1 for the page before it and +1 for the one after, fractions while pages move; nil when the page
    /// is not loaded (the copy nearest the current page when looping). Set transforms of your own from
    /// it, as `FSPagerView`'s transformers do from their `position`.
    public func pageProgress(forPage index: Int) -> CGFloat? {
        guard let controller = driver?.controller else { return nil }
        return loadedVirtualPage(forPage: index).map { controller.pageProgress(ofPage: $0) }
    }

    /// The virtual index of the loaded copy of page `index` nearest the current page.
    private func loadedVirtualPage(forPage index: Int) -> Int? {
        guard let controller = driver?.controller else { return nil }
        let items = controller.virtualizer.items
        let current = controller.currentVirtualPage
        return itemViews.views.keys
            .filter { items.dataIndex(of: $0) == index }
            .min { abs($0 - current) < abs($1 - current) }
    }

    /// Asks the data source again for the number of pages and every loaded page, keeping the current
    /// page when it still exists.
    public func reloadData() {
        if let controller = driver?.controller { pendingPage = controller.pageIndicator.currentPage }
        tellEndDisplaying(displayedPages.endingAll())
        // The new pages reuse the old pages' views.
        itemViews.beginReload()
        defer { itemViews.endUpdate() }
        numberOfPages = max(0, dataSource?.numberOfPages(in: self) ?? 0)
        driver?.stop()
        driver = nil
        setNeedsLayout()
        startEngineIfSized()
    }

    /// Scrolls to page `index` (the nearest copy when looping); out-of-range pages are ignored.
    public func scrollToPage(_ index: Int, animated: Bool) {
        guard let driver else {
            pendingPage = index
            return
        }
        driver.perform { controller, time in try controller.scroll(toPage: index, animated: animated, time: time) }
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
        if size != driver.controller.viewportSize, pageAxis.mainExtent(of: size) > 0 {
            // A rotation or resize: the engine keeps the page and says where the content goes.
            driver.perform { controller, time in try controller.resize(to: size, time: time) }
        } else {
            layoutItemViews(of: driver.controller)
        }
    }

    /// Whether the pages run right to left: a horizontal pager in a right-to-left layout.
    private var runsRightToLeft: Bool { runsRightToLeft(along: pageAxis) }

    /// The layout direction can change while the pager shows (`semanticContentAttribute`, or the
    /// environment's traits): the pages turn around, and the current page stays.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { driver?.followLayoutDirection(mirrored: runsRightToLeft) }
    }

    /// Follows a change of the layout direction in the environment's traits.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        driver?.followLayoutDirection(mirrored: runsRightToLeft)
    }

    /// Suspends the engine's clock while the view is out of a window, and resumes it when it is back
    /// (`UIView.didMoveToWindow()`).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        driver?.setInWindow(window != nil)
    }

    /// Starts the engine again with new settings (spacing, page length, alignment, neighbours, looping,
    /// auto-advance, axis), keeping the current page and the views of the pages that stay loaded: the
    /// data source is not asked again for them, so a page's view keeps its state (a playing video, a
    /// zoom) rather than moving into another page's view.
    private func applySettings() {
        guard let old = driver?.controller else {
            setNeedsLayout()
            return
        }
        pendingPage = old.pageIndicator.currentPage
        driver?.stop()
        driver = nil
        startEngineIfSized(keepingViewsOf: old)
        guard driver == nil else { return }
        // No engine for the new settings yet (no length along a new axis): no page keeps a view.
        tellEndDisplaying(displayedPages.endingAll())
        itemViews.beginReload()
        itemViews.endUpdate()
    }

    /// The virtual index in `controller` of data page `page` nearest its current page (the copy in view
    /// when looping).
    private static func nearestVirtualIndex(ofPage page: Int, in controller: ScrollController) -> Int? {
        let count = controller.dataCount
        guard page >= 0, page < count else { return nil }
        let current = controller.currentVirtualPage
        let base = current - controller.virtualizer.items.dataIndex(of: current) + page
        return [base - count, base, base + count]
            .filter { $0 >= 0 && $0 < controller.virtualizer.count }
            .min { abs($0 - current) < abs($1 - current) }
    }

    /// Creates the engine once the view has a size along its axis (a zero-length page would put every
    /// page on screen at once). With `old`, the engine it replaces, the loaded page views stay with
    /// their pages.
    private func startEngineIfSized(keepingViewsOf old: ScrollController? = nil) {
        guard driver == nil, pageAxis.mainExtent(of: bounds.size) > 0 else { return }
        let configuration = ScrollConfiguration.pager(
            axis: pageAxis,
            paging: PagingSettings(spacing: pageSpacing, pageLength: pageLength, alignment: pageAlignment, neighbours: loadedNeighbours),
            looping: isLooping ? LoopingSettings() : nil,
            autoAdvance: autoAdvanceInterval.map { AutoAdvanceSettings(interval: $0) })
        guard var controller = try? ScrollController(
            content: .pages(count: numberOfPages), viewportSize: bounds.size, configuration: configuration, time: clock())
        else { return }
        // The page (or saved position) asked for before the pager had a size is turned to before any page
        // loads: turned to after, pages 0 and its neighbours would load only to be thrown away.
        let page = min(max(0, pendingPage), max(0, numberOfPages - 1))
        let turn = pendingRestoration
            ?? (page == 0 ? nil : { controller, time in try controller.scroll(toPage: page, animated: false, time: time) })
        pendingRestoration = nil
        if let turn { _ = controller.attempt(turn, time: clock()) }
        if let old {
            let items = old.virtualizer.items
            let renumbered = controller
            itemViews.renumber { Self.nearestVirtualIndex(ofPage: items.dataIndex(of: $0), in: renumbered) }
            tellEndDisplaying(displayedPages.following(
                itemViews.views, visible: controller.virtualizer.windows.visible, dataIndex: controller.virtualizer.items.dataIndex(of:)))
        }
        // The engine's offsets start at the content's edge; safe-area insets would shift them.
        contentInsetAdjustmentBehavior = .never
        isPagingEnabled = false // the engine picks the target page
        if !hasOwnDecelerationRate { super.decelerationRate = .fast }
        let driver = ScrollControllerDriver(controller: controller, host: self)
        driver.clock = clock
        driver.armsTimers = armsTimers
        driver.isMirrored = runsRightToLeft
        driver.didApply = { [weak self] update in self?.didApply(update) }
        self.driver = driver
        delegateForwarder.driver = driver
        super.delegate = delegateForwarder
        _ = accessibilitySettings
        driver.holdsAutoAdvance = AccessibilitySettingsObserver.holdsAutoAdvance
        driver.replaceController(with: controller)
        driver.setInWindow(window != nil)
        // The engine starts on the page rather than turning to it: a change all the same for whoever
        // follows the page (the first page shown is not 0, or a reload lost the page shown before).
        if currentPage != announcedPage { announceCurrentPage() }
        spokenPage = currentPage
        pageControl?.numberOfPages = numberOfPages
        pageControl?.currentPage = currentPage
    }

    func apply(_ update: ScrollUpdate, of controller: ScrollController) {
        let items = controller.virtualizer.items
        // Pages leaving the screen end their display before their views are recycled and reused.
        tellEndDisplaying(displayedPages.ending(with: update, visible: controller.virtualizer.windows.visible, dataIndex: items.dataIndex(of:)))
        // Views are made outside any mutation of `itemViews`: the data source dequeues from it.
        for virtualIndex in itemViews.beginUpdate(update, window: controller.virtualizer.windows.display) {
            let page = items.dataIndex(of: virtualIndex)
            // The page's own accessibility is left alone: VoiceOver reaches its labels and buttons.
            let view = dataSource?.pagingScrollView(self, viewForPageAt: page) ?? UIView(frame: .zero)
            itemViews.insert(view, at: virtualIndex, in: self)
        }
        itemViews.endUpdate()
        if let prefetchDataSource {
            let requests = controller.prefetchRequests(for: update)
            if !requests.cancel.isEmpty { prefetchDataSource.pagingScrollView(self, cancelPrefetchingForPagesAt: requests.cancel) }
            if !requests.prefetch.isEmpty { prefetchDataSource.pagingScrollView(self, prefetchPagesAt: requests.prefetch) }
        }
    }

    func layoutItemViews(of controller: ScrollController) {
        guard let driver else { return }
        let items = controller.virtualizer.items
        for placement in controller.placements() {
            guard let view = itemViews.views[placement.index] else { continue }
            // By size and centre, which a transform leaves alone (a transformed view's frame is
            // undefined); the bounds' origin is the page's own (a zooming page's content offset).
            let frame = driver.contentFrame(forViewportFrame: placement.frame)
            view.bounds.size = frame.size
            view.center = CGPoint(x: frame.midX, y: frame.midY)
            let progress = controller.pageProgress(ofPage: placement.index)
            if let pageEffect {
                let scale = pageEffect.scale(forProgress: progress)
                view.transform = CGAffineTransform(scaleX: scale, y: scale)
                view.alpha = pageEffect.opacity(forProgress: progress)
            }
            pagingDelegate?.pagingScrollView(self, didLayOut: view, forPageAt: items.dataIndex(of: placement.index), progress: progress)
        }
        for page in displayedPages.beginning(visible: controller.virtualizer.windows.visible, views: itemViews.views, dataIndex: items.dataIndex(of:)) {
            pagingDelegate?.pagingScrollView(self, willDisplay: page.view, forPageAt: page.dataIndex)
        }
    }

    /// Tells the delegate that `pages` ended their display.
    private func tellEndDisplaying(_ pages: [DisplayedItemViews.Entry]) {
        for page in pages { pagingDelegate?.pagingScrollView(self, didEndDisplaying: page.view, forPageAt: page.dataIndex) }
    }

    /// Tells the page control and the delegate when the page changed, and VoiceOver once the pages rest.
    private func didApply(_ update: ScrollUpdate) {
        if update.pageChanged { announceCurrentPage() }
        speakPageIfResting()
    }

    /// Tells the page control and the delegate the current page.
    private func announceCurrentPage() {
        let page = currentPage
        announcedPage = page
        pageControl?.currentPage = page
        pagingDelegate?.pagingScrollView(self, didChangePageTo: page)
    }

    /// Tells VoiceOver the page the pager came to rest on, when it is not the one it last heard of
    /// (`UIAccessibility.Notification.pageScrolled` with the scroll status: "Page 2 of 8", or the app's
    /// delegate's `accessibilityScrollStatus(for:)`).
    private func speakPageIfResting() {
        guard let driver, !driver.controller.isAnimating, !driver.userOwnsMotion, currentPage != spokenPage else { return }
        spokenPage = currentPage
        UIAccessibility.post(notification: .pageScrolled, argument: delegateForwarder.accessibilityScrollStatus(for: self))
    }

    /// Holds auto-advance while VoiceOver runs or Reduce Motion is on.
    private func followAccessibilitySettings() {
        driver?.holdsAutoAdvance = AccessibilitySettingsObserver.holdsAutoAdvance
    }

    // MARK: - Page control

    private func bindPageControl() {
        guard let control = pageControl, control !== boundPageControl else { return }
        boundPageControl = control
        control.numberOfPages = numberOfPages
        control.currentPage = currentPage
        control.addAction(UIAction { [weak self, weak control] _ in
            // Only the control this pager is still bound to turns it.
            guard let self, let control, control === self.pageControl else { return }
            self.scrollToPage(control.currentPage, animated: true)
        }, for: .valueChanged)
    }

    // MARK: - Accessibility

    /// VoiceOver's three-finger swipe turns one page (towards the swipe's direction, mirrored in
    /// right-to-left layouts) and announces the new page.
    ///
    /// UIKit declares this method without actor isolation; assistive technologies call it on the main
    /// thread, where the view's state lives.
    nonisolated open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        MainActor.assumeIsolated { turnPageForAccessibility(direction) }
    }

    private func turnPageForAccessibility(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let driver, numberOfPages > 0 else { return false }
        let forwards: Bool
        switch (direction, pageAxis) {
        case (.next, _): forwards = true
        case (.previous, _): forwards = false
        // Swiping left moves the content left: the next page in left-to-right layouts.
        case (.left, .horizontal): forwards = !driver.isMirrored
        case (.right, .horizontal): forwards = driver.isMirrored
        case (.up, .vertical): forwards = true
        case (.down, .vertical): forwards = false
        default: return false
        }
        let before = driver.controller.heading
        driver.perform { controller, time in try controller.turnPage(by: forwards ? 1 : -1, animated: true, time: time) }
        // Where the turn lands is spoken once the pages rest there.
        return driver.controller.heading != before
    }

    // MARK: - Engine clock

    /// Advances engine-run animations (auto-advance, animated scrolls) to the clock's time; a timer
    /// calls it every frame while they run.
    func tick() {
        driver?.tick()
    }
}
#endif
