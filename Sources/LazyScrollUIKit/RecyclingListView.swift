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

/// A vertical list that keeps views only for the rows near the screen and recycles them through
/// reuse identifiers, like `UITableView`, on the LazyScroll engine.
///
/// Rows size themselves as `UITableView`'s self-sizing cells do: each row's height is what its view's
/// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` answers for the
/// list's width (`.required`) and the smallest height its constraints allow (`.fittingSizeLevel`),
/// measured when it loads (until then `estimatedRowHeight` stands in), when the width or the text size
/// changes, and when the row asks (a ``SelfSizingView``'s `invalidateIntrinsicContentSize()`, or
/// ``invalidateRowHeights(at:)``). When a row above the screen
/// turns out taller or shorter than estimated, or rows are inserted or deleted above it, the content
/// offset moves so that nothing on screen jumps. Batch updates renumber the loaded views instead of
/// reloading them.
///
/// Its insets are UIKit's: the rows are the scroll view's content, `adjustedContentInset` (your
/// `contentInset` plus the safe area, as `contentInsetAdjustmentBehavior` combines them) is around it,
/// as for `UITableView`: at the top, the first row sits below the bars; rows scroll under them; the last
/// row can scroll clear of the home indicator or a keyboard's inset; a `refreshControl` sits below the
/// navigation bar; and `scrollToRow(_:at:animated:)` aligns rows between the insets (`.end` just above
/// the home indicator, toolbar or keyboard, `.start` just below the navigation bar). Animations take their frames
/// from a `CADisplayLink`, and stop while the view is not in a window.
///
/// With ``setLayout(_:)`` the rows become the cells of a grid or the items of masonry lanes.
///
/// As a chat (`contentAnchoring = .end`), the list starts at its last row, follows new rows while it
/// is at its end and counts them as unseen otherwise; `loadMoreThresholds` and an `endsDelegate` ask
/// for more rows near either end (see `RecyclingListViewEndsDelegate`).
///
/// `delegate` stays the app's: set it to hear every `UIScrollViewDelegate` callback (a parallax header,
/// a collapsing title).
///
/// Rows are selected as in `UICollectionView`: a finger on a row highlights it and lifting the finger
/// selects it (`allowsSelection`, `allowsMultipleSelection`, `selectedRows`, `selectRow(at:animated:scrollPosition:)`,
/// the delegate's `shouldSelect`/`didSelect` family, and rows that adopt `SelectableView`). With
/// `allowsFocus`, a hardware keyboard moves a focus among the rows; with the data source's `canMoveRowAt`,
/// a long press lifts a row to drag it into a new place, scrolling at the edges.
@MainActor
open class RecyclingListView: UIScrollView, ScrollControllerHost, ItemSizeInvalidating {
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
    /// Whether the list bounces vertically however few its rows: true, as for `UITableView`, unless
    /// you set it, so that the safe area insets the rows even then (`.scrollableAxes` adjusts only the
    /// axes that scroll or bounce).
    open override var alwaysBounceVertical: Bool {
        get { super.alwaysBounceVertical }
        set {
            super.alwaysBounceVertical = newValue
            hasOwnBounce = true
        }
    }
    /// Whether the app set `alwaysBounceVertical`, which the list then keeps.
    private var hasOwnBounce = false

    /// What UIKit calls as the scroll view's delegate: the engine first, then the app's `delegate`.
    private lazy var delegateForwarder: ScrollViewDelegateForwarder = {
        let forwarder = ScrollViewDelegateForwarder()
        forwarder.defaultScrollStatus = { [weak self] in self?.scrollStatus }
        return forwarder
    }()
    /// Supplies the rows; setting it reloads.
    public weak var dataSource: (any RecyclingListViewDataSource)? {
        didSet {
            // The long press that lifts a row to reorder it, attached once there are rows.
            _ = reorderGestureRecognizer
            reloadData()
        }
    }
    /// Loads rows' data ahead of their views (`UITableView.prefetchDataSource`).
    /// Setting it asks it at once for the rows already within reach.
    public weak var prefetchDataSource: (any RecyclingListViewDataSourcePrefetching)? {
        didSet {
            guard let controller = driver?.controller, let prefetchDataSource else { return }
            let requests = controller.prefetchRequests(for: controller.initialUpdate)
            if !requests.prefetch.isEmpty { prefetchDataSource.listView(self, prefetchRowsAt: requests.prefetch) }
        }
    }
    /// The height rows have until they are measured.
    public var estimatedRowHeight: CGFloat = 44 {
        didSet { if oldValue != estimatedRowHeight { reloadRows(keepingRowStates: true) } }
    }
    /// The gap between rows of a list (a grid's and lanes' spacings are their layout's).
    public var rowSpacing: CGFloat = 0 {
        didSet { if oldValue != rowSpacing { reloadRows(keepingRowStates: true) } }
    }
    /// How the rows are arranged: one per line (the default), in a grid of columns or in masonry lanes.
    /// Change it with ``setLayout(_:)``.
    public private(set) var layout: RecyclingListLayout = .list

    /// Arranges the rows as `layout` says and reloads them: a grid's cells and lanes' items size
    /// themselves as rows do (`systemLayoutSizeFitting` for their column's width), and everything else
    /// works as for a list. Any width works, now and later: adaptive columns whose minimum width does not
    /// fit the list (a narrow split view) become one column as wide as it, and more again when it widens.
    /// A layout the engine refuses changes nothing.
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a column or lane count below 1, a minimum width that
    ///   is not finite and positive, or a bad spacing or inset; `LazyScrollError.exceedsLimit` for more
    ///   columns than `GridColumns.maximumCount`.
    public func setLayout(_ layout: RecyclingListLayout) throws {
        try layout.validate()
        guard layout != self.layout else { return }
        self.layout = layout
        reloadRows(keepingRowStates: true)
    }
    /// The number of rows, as the data source last said; with a ``RecyclingListViewSectionDataSource``,
    /// the number of elements (headers, items and footers) of all sections.
    public internal(set) var numberOfRows = 0
    /// The sections as a ``RecyclingListViewSectionDataSource`` last reported them; nil for flat rows.
    var sectionShapes: [ListSectionShape]? {
        didSet {
            hasAcrossSections = sectionShapes?.contains { $0.across != nil } ?? false
            expandedElements = hasAcrossSections ? sectionShapes.map(ExpandedListElements.init) : nil
        }
    }
    /// Whether some section's items scroll across.
    var hasAcrossSections = false
    /// The elements with each item of a row scrolling across its own, in which those items' selection
    /// lives; nil when no section scrolls across.
    var expandedElements: ExpandedListElements?
    /// The scrollers of the loaded rows scrolling across.
    var acrossRows = AcrossScrollers()
    /// An animated scroll to an item of a row scrolling across whose row had no view when it was asked
    /// for: made, animated, once the list's own glide has loaded the row; dropped if the glide ends without it.
    var pendingAcrossScroll: (path: ItemPath, alignment: ScrollAlignment)?
    /// The row views scrolling across that the list gave out, to take their items back once recycled.
    var acrossRowViews: [ObjectIdentifier: AcrossRowView] = [:]
    /// Set while items of a row scrolling across are measured (each measurement lays the list out).
    var isMeasuringAcrossItems = false
    /// Which supplementary views stay at the viewport's edge, below the adjusted content inset, while
    /// their section passes under them: headers by default, as in `UITableView`'s plain style
    /// (`NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds`, per kind). Setting it lays the
    /// sections out again.
    public var sectionPinning: SectionPinning = .headers {
        didSet { if oldValue != sectionPinning { reloadRows(keepingRowStates: true) } }
    }
    /// The height section headers have until they are measured
    /// (`UITableView.estimatedSectionHeaderHeight`).
    public var estimatedSectionHeaderHeight: CGFloat = 28 {
        didSet { if oldValue != estimatedSectionHeaderHeight { reloadRows(keepingRowStates: true) } }
    }
    /// The height section footers have until they are measured
    /// (`UITableView.estimatedSectionFooterHeight`).
    public var estimatedSectionFooterHeight: CGFloat = 28 {
        didSet { if oldValue != estimatedSectionFooterHeight { reloadRows(keepingRowStates: true) } }
    }
    /// Views of elements an animated update deleted, fading out until the animation ends, by the
    /// engine's disappearing id.
    var disappearingViews: [Int: UIView] = [:]
    /// What the list does with its offset when rows change: `.keepVisibleItems` (what is on screen stays
    /// put), or `.end` for a chat: the list starts at its last row, rows shorter than the screen sit at
    /// the bottom, and new rows are followed while the list is at its end. A value the engine refuses
    /// (a tolerance that is negative or not finite) leaves the previous one.
    public var contentAnchoring: ContentAnchoring = .keepVisibleItems {
        didSet { contentAnchoringDidChange(from: oldValue) }
    }
    /// Where the list asks its `endsDelegate` for more rows: a threshold near the top, the bottom or
    /// both. A value the engine refuses (negative or not finite) leaves the previous one.
    public var loadMoreThresholds: LoadMoreThresholds = .none {
        didSet { loadMoreThresholdsDidChange(from: oldValue) }
    }
    /// Hears load-more thresholds entered and left, and changes of `isAtEnd` and `unseenRows`.
    public weak var endsDelegate: (any RecyclingListViewEndsDelegate)?
    /// Load-more events of applied updates, told to `endsDelegate` once the update is laid out.
    var pendingLoadMoreEvents: [LoadMoreEvent] = []
    /// Whether `endsDelegate` is being told (a delegate that changes the rows makes more events).
    var isTellingEndsDelegate = false
    /// `isAtEnd` and the unseen rows as `endsDelegate` last heard of them.
    var toldEndState = EndState(isAtEnd: false, unseenRows: IndexRanges())

    /// Which rows are selected, focused and under a finger.
    var rowStates = ListRowStates()
    /// Whether a hardware keyboard can move a focus among the rows: see `allowsFocus`.
    var rowFocusAllowed = false
    /// Whether `selectionFollowsFocus` is on.
    var rowSelectionFollowsFocus = false
    /// The presses this list handled, whose later phases it keeps from the responder chain.
    var handledPresses: Set<ObjectIdentifier> = []
    /// The drag to reorder under way, if any.
    var reorder: ListReorder?
    /// How a drag to reorder scrolls at the edges and moves the other rows aside (60-point zones,
    /// 1,500 points per second at the edge, 0.2 seconds to move a row aside). A value the engine refuses
    /// (negative or not finite) makes drags to reorder refuse to begin.
    public var reorderSettings = ReorderSettings()
    /// The long press that lifts a row to reorder it (`UILongPressGestureRecognizer`, half a second,
    /// as `UITableView`'s reordering and `UICollectionView`'s interactive movement wait). It begins only on
    /// a row the data source's `listView(_:canMoveRowAt:)` allows (an item a section data source's
    /// `listView(_:canMoveItemAt:)` allows). Change its `minimumPressDuration`, or
    /// make other recognizers wait for it, as for any recognizer.
    public private(set) lazy var reorderGestureRecognizer: UILongPressGestureRecognizer = makeReorderGestureRecognizer()

    /// The engine connection; nil until the view has a size.
    private(set) var driver: ScrollControllerDriver?
    var itemViews = LoadedItemViews()
    /// The arrangement the engine has: `layout` fitted to the width it was given at.
    private var engineLayout = RecyclingListLayout.list
    /// The loaded rows on screen, told `willDisplay` and not yet `didEndDisplaying`.
    var displayedRows = DisplayedItemViews()
    /// The headers and footers among the displayed views, by view: what they are as of the last update,
    /// told when their display ends (a deleted header's section is its old one).
    var displayedSupplementaries: [ObjectIdentifier: SectionElement] = [:]
    /// Rows loaded since they were last measured.
    private var unmeasuredRows: Set<Int> = []
    /// A scroll asked for before the list had a size, made once it has one.
    var pendingScroll: PendingScroll?
    /// The app's own `accessibilityElements`, when it set them.
    private var appAccessibilityElements: [Any]?
    /// Set while a scroll VoiceOver asked for runs: where it lands is announced.
    private var announcesScrollOnLanding = false
    private var isMeasuring = false
    /// Seconds on a monotonic clock; tests replace it to replay animations exactly.
    var clock: @MainActor () -> Double = { ProcessInfo.processInfo.systemUptime } {
        didSet { driver?.clock = clock }
    }
    /// Whether the view arms a run-loop timer for waits; tests that step their own clock turn it off
    /// and call `tick()`.
    var armsTimers = true {
        didSet { driver?.armsTimers = armsTimers }
    }

    // MARK: - Rows

    /// Registers `viewClass` for `identifier`; `dequeueReusableView(withIdentifier:for:)` makes its
    /// instances (with `init(frame:)`) when no recycled one is idle.
    public func register(_ viewClass: UIView.Type, forReuseIdentifier identifier: String) {
        itemViews.register(viewClass, forReuseIdentifier: identifier, cap: 32)
    }

    /// A recycled view for `identifier`, or a new one; `index` is the row it is for. An identifier that
    /// was never registered is a programming error and stops the app, as in `UITableView`
    /// (`CellRegistration` has no identifier to get wrong).
    public func dequeueReusableView(withIdentifier identifier: String, for index: Int) -> UIView {
        itemViews.dequeue(withIdentifier: identifier)
    }

    /// A view of `registration`'s class, registered with the list the first time.
    func dequeueRegistered<Cell, Item>(_ registration: CellRegistration<Cell, Item>) -> Cell {
        itemViews.dequeue(registration, cap: 32)
    }

    /// The view showing row `index`, if it is loaded.
    public func view(forRow index: Int) -> UIView? {
        itemViews.views[index]
    }

    /// The row that `view` shows: `view` is a loaded row's view, or a view inside one (the button a tap
    /// came from); nil otherwise (`UITableView.indexPath(for:)`). Ask rather than keep the index in the
    /// view: a batch update renumbers the rows of the views it keeps.
    ///
    /// - Complexity: O(k) for k loaded rows.
    public func row(for view: UIView) -> Int? {
        guard let rowView = view.ancestor(inside: self) else { return nil }
        return itemViews.views.first { $0.value === rowView }?.key
    }

    /// The row at `point`, in the list's own coordinates (those of its content: a point on screen plus
    /// `contentOffset`); nil between rows and outside them (`UITableView.indexPathForRow(at:)`). Rows
    /// with views are found by their frames; in a list layout, any other row by its place.
    ///
    /// - Complexity: O(k) for k loaded rows, plus O(log n) in a list layout.
    public func row(at point: CGPoint) -> Int? {
        // A pinned header or footer covers the rows passing under it.
        let hits = itemViews.views.filter { $0.value.frame.contains(point) }.map(\.key)
        if let hit = hits.first(where: { !isSelectableRow($0) }) ?? hits.min() { return hit }
        guard case .list = layout, let driver, point.x >= 0, point.x < bounds.width else { return nil }
        let position = driver.engineOffset(forContentOffset: point)
        let virtualizer = driver.controller.virtualizer
        return virtualizer.itemRange(from: position, to: position + 1).first {
            (try? virtualizer.span(ofItem: $0)).map { $0.start <= position && position < $0.end } ?? false
        }
    }

    /// The views of the loaded rows, top to bottom.
    public var loadedRowViews: [UIView] {
        itemViews.views.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Asks the data source again for everything; the content offset is kept where it still fits. Every
    /// row is deselected, as `UICollectionView.reloadData()` deselects, and a drag to reorder is cancelled.
    public func reloadData() {
        reloadRows(keepingRowStates: false)
    }

    /// Asks the data source again for everything. A reload the list makes itself (a new layout, spacing or
    /// estimate) keeps the selection and the focus when the number of rows stays.
    func reloadRows(keepingRowStates: Bool) {
        endReorderForReload()
        tellEndDisplaying(displayedRows.endingAll())
        // The new rows reuse the old rows' views, however many there were.
        releaseDisappearingViews()
        itemViews.beginReload()
        defer { itemViews.endUpdate() }
        unmeasuredRows = []
        // The rows' scrollers are made again, at the offsets their sections keep.
        acrossRows = AcrossScrollers()
        numberOfRows = readRowCount()
        if !keepingRowStates || rowStates.selection.itemCount != numberOfRows { rowStates.reload(count: numberOfRows) }
        rowStates.followAcrossItems(nil, count: expandedElements?.count ?? 0)
        guard let driver else {
            startEngineIfSized()
            return
        }
        guard let extents = try? rowExtents(count: numberOfRows) else { return }
        driver.perform { controller, time in try controller.reloadData(.items(extents), time: time) }
    }

    /// Applies insertions, deletions, moves and reloads (indices as `UITableView` takes them) after the
    /// data source has changed: loaded rows keep their views, reloaded rows are asked for again, and
    /// what is on screen stays put (`UITableView.performBatchUpdates(_:completion:)`).
    ///
    /// The update must take the rows the list has to the number the data source reports now. An update
    /// that does not is refused here, at the faulty call, as `UITableView` raises at its faulty call:
    /// the list keeps its rows, its row count and every view exactly as they were, and a correct update
    /// (or `reloadData()`) afterwards works as if the refused one had never been made.
    ///
    /// - Complexity: O(log n + m) for m changed rows, plus the rows that load.
    /// - Throws: `LazyScrollError.inconsistentBatchUpdate(_:)` when the update's counts do not add up to
    ///   the data source's row count, or an index is out of range or repeated.
    public func performBatchUpdates(_ updates: BatchUpdate) throws {
        if sectionShapes != nil {
            throw LazyScrollError.unsupportedOperation(
                operation: "a batch update of flat rows", reason: "the list has sections; use performBatchUpdates(_:animated:) with a SectionBatchUpdate")
        }
        try performBatchUpdates(updates, difference: nil)
    }

    /// ``performBatchUpdates(_:)``, animated when `animated` is true: rows slide from where they were
    /// drawn to their new places on the display link with `animation`, inserted rows fade in and deleted
    /// ones that were on screen fade out where they were (`UITableView.performBatchUpdates(_:completion:)`
    /// inside a `UIView.animate` block). The offset moves at once, so the first visible row that stays
    /// ends where it was.
    ///
    /// - Complexity: as ``performBatchUpdates(_:)``, plus the loaded rows when animated.
    /// - Throws: what ``performBatchUpdates(_:)`` throws, and
    ///   `LazyScrollError.invalidNumber(quantity:value:rule:)` for an animation that is not finite and
    ///   positive. The list is unchanged when it throws.
    public func performBatchUpdates(_ updates: BatchUpdate, animated: Bool, animation: ItemAnimation = .default) throws {
        guard animated else { return try performBatchUpdates(updates) }
        if sectionShapes != nil {
            throw LazyScrollError.unsupportedOperation(
                operation: "a batch update of flat rows", reason: "the list has sections; use performBatchUpdates(_:animated:) with a SectionBatchUpdate")
        }
        try performBatchUpdates(updates, difference: nil, animation: animation)
    }

    /// Applies `updates` (made from `difference`, when it is an identity difference), animated with
    /// `animation` when there is one; selected, focused and lifted rows follow their rows.
    func performBatchUpdates(_ updates: BatchUpdate, difference: IdentityDifference?, animation: ItemAnimation? = nil) throws {
        let count = max(0, dataSource?.numberOfRows(in: self) ?? 0)
        // The rows' states follow first, so that the views the update loads show their rows' states at once;
        // they go back if the engine refuses (an update that does not validate here, it refuses).
        let mapping = try? BatchUpdateMapping(validating: updates, oldCount: numberOfRows, reportedCount: count)
        let statesBefore = rowStates
        if let mapping { rowStates.follow(mapping, difference: difference) }
        do {
            if let driver {
                try driver.performReportingErrors { controller, time in
                    if let animation { return try controller.performBatchUpdates(updates, reportedCount: count, animation: animation, time: time) }
                    return try controller.performBatchUpdates(updates, reportedCount: count, time: time)
                }
            } else {
                // No rows are loaded yet: check the update against the rows the list has, then take the new ones.
                var check = try ScrollController(content: .items(rowExtents(count: numberOfRows)), viewportSize: .zero)
                _ = try check.performBatchUpdates(updates, reportedCount: count, time: 0)
            }
        } catch {
            rowStates = statesBefore
            throw error
        }
        numberOfRows = count
        if let mapping { followReorder(through: mapping) }
        applyRowStates()
    }

    /// Scrolls so that row `index` sits at `alignment` within the part of the bounds the safe area
    /// leaves (`UITableView.scrollToRow(at:at:animated:)`); out-of-range rows are ignored. It lands there
    /// exactly although rows on the way are measured as they load and turn out taller or shorter than
    /// estimated: the engine aims again at the row after every measurement, without a jump, and keeps it
    /// aligned after landing until the next scroll or drag. Before the list has a size, the scroll is
    /// remembered and made (without animation) once it has one.
    public func scrollToRow(_ index: Int, at alignment: ScrollAlignment, animated: Bool) {
        perform(.row(index, alignment), animated: animated)
    }

    /// The content of the loaded views of `rows` changed in place (their views were reconfigured, not
    /// replaced): measures them again, keeping what is on screen still. Rows without a view are
    /// measured when they load. A ``SelfSizingView`` row asks for this itself when its
    /// `invalidateIntrinsicContentSize()` is called.
    ///
    /// - Complexity: O(k log n) for k loaded rows among `rows`.
    public func invalidateRowHeights(at rows: [Int]) {
        unmeasuredRows.formUnion(rows.filter { itemViews.views[$0] != nil })
        measureLoadedRows()
    }

    /// Columns and lanes follow a forced layout direction at the next layout.
    open override var semanticContentAttribute: UISemanticContentAttribute {
        didSet { setNeedsLayout() }
    }

    /// A loaded row's view, or a view inside one, asked to be measured again.
    func itemSizeDidInvalidate(_ view: UIView) {
        guard let rowView = view.ancestor(inside: self),
              let row = itemViews.views.first(where: { $0.value === rowView })?.key else { return }
        invalidateRowHeights(at: [row])
    }

    /// Measures every loaded row again at the next layout when the text size or bold text changed
    /// (`traitCollectionDidChange(_:)`); rows that load later are measured as they load. A new layout
    /// direction lays a grid's columns and lanes out the other way. The measuring
    /// waits for the layout pass so that the rows' own views have taken the new traits first (UIKit
    /// tells a view before its subviews).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Columns and lanes follow a new layout direction at the next layout.
        if previousTraitCollection?.layoutDirection != traitCollection.layoutDirection { setNeedsLayout() }
        guard traitsChangeSizes(from: previousTraitCollection, to: traitCollection), !itemViews.views.isEmpty else { return }
        unmeasuredRows.formUnion(itemViews.views.keys)
        setNeedsLayout()
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
        if size != driver.controller.viewportSize, size.height > 0 {
            if size.width != driver.controller.viewportSize.width {
                // Rows wrap differently at a new width: measure the loaded ones again.
                unmeasuredRows.formUnion(itemViews.views.keys)
            }
            let oldWidth = driver.controller.viewportSize.width
            driver.perform { controller, time in try controller.resize(to: size, time: time) }
            if layout.fitted(toWidth: size.width) != engineLayout || sectionLayoutsRefit(from: oldWidth, to: size.width) {
                // Adaptive columns crossed their minimum width: the engine gets the arrangement that fits
                // (a resize to a width its columns do not fit was refused above, and is made now).
                reloadRows(keepingRowStates: true)
                driver.perform { controller, time in try controller.resize(to: size, time: time) }
            }
        } else if !unmeasuredRows.isEmpty {
            measureLoadedRows()
            layoutItemViews(of: driver.controller)
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

    /// Insets the rows by the new adjusted content inset (`UIScrollView.adjustedContentInsetDidChange()`:
    /// your `contentInset`, a keyboard's inset among them, plus the safe area as
    /// `contentInsetAdjustmentBehavior` adds it): a list at its top stays at its top, a chat at its end
    /// stays at its end (above a keyboard that appears), anywhere else the rows on screen stay where they
    /// are; and scroll-to aligns between the new insets.
    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        driver?.followInsets(insetsAlongAxis)
    }

    /// The adjusted content inset's top and bottom.
    private var insetsAlongAxis: ContentInsets {
        ScrollControllerDriver.contentInsets(adjustedContentInset, along: .vertical, mirrored: false)
    }

    /// The engine's size model for `count` rows in the arrangement fitted to the list's width.
    private func rowExtents(count: Int) throws(LazyScrollError) -> ExtentModel {
        let fitted = layout.fitted(toWidth: bounds.width)
        let extents: ExtentModel
        if let sections = try sectionExtents(layout: fitted) {
            extents = sections
        } else {
            extents = try fitted.extents(count: count, estimatedHeight: estimatedRowHeight, spacing: rowSpacing)
        }
        engineLayout = fitted
        return extents
    }

    /// Creates the engine once the view has a height (a zero-height viewport has no rows to show).
    private func startEngineIfSized() {
        guard driver == nil, bounds.height > 0 else { return }
        if !hasOwnBounce { super.alwaysBounceVertical = true }
        let insets = insetsAlongAxis
        guard driver == nil, bounds.height > 0, let extents = try? rowExtents(count: numberOfRows),
              var controller = try? ScrollController(
                content: .items(extents), viewportSize: bounds.size,
                configuration: ScrollConfiguration(axis: .vertical, insets: insets, anchoring: contentAnchoring), time: clock()),
              (try? controller.setObscuredInsets(ScrollControllerDriver.obscuredInsets(for: insets), time: clock())) != nil
        else { return }
        // A scroll asked for before the list had a size is made before any row loads: made after, it
        // would load (and measure, and announce to the load-more thresholds) the first screen of rows
        // only to throw them away. One the engine refuses is dropped, as it would be with a size.
        if let pending = pendingScroll {
            pendingScroll = nil
            _ = controller.attempt({ try pending.perform(on: &$0, animated: false, time: $1) }, time: clock())
        }
        let driver = ScrollControllerDriver(controller: controller, host: self)
        driver.clock = clock
        driver.armsTimers = armsTimers
        driver.didApply = { [weak self] _ in
            self?.measureLoadedRows()
            self?.tellEndsDelegate()
            self?.announceScrollIfLanded()
        }
        self.driver = driver
        delegateForwarder.driver = driver
        super.delegate = delegateForwarder
        driver.replaceController(with: controller)
        if loadMoreThresholds != .none {
            let thresholds = loadMoreThresholds
            driver.perform { controller, time in try controller.setLoadMoreThresholds(thresholds, time: time) }
        }
        driver.setInWindow(window != nil)
    }

    func apply(_ update: ScrollUpdate, of controller: ScrollController) {
        pendingLoadMoreEvents += update.loadMoreEvents
        keepDisappearingViews(of: update)
        // Rows leaving the screen end their display before their views are recycled and reused.
        let windows = controller.virtualizer.windows
        tellEndDisplaying(displayedRows.ending(with: update, visible: windows.visible, held: windows.held, dataIndex: { $0 }))
        if update.mapping != nil { renumberDisplayedSupplementaries() }
        // Views are made outside any mutation of `itemViews`: the data source dequeues from it.
        for row in itemViews.beginUpdate(update, window: controller.virtualizer.windows.display, held: controller.virtualizer.windows.held) {
            // The row's own accessibility is left alone: VoiceOver reaches its labels and buttons.
            let view = makeView(forRow: row) ?? UIView(frame: .zero)
            itemViews.insert(view, at: row, in: self)
            unmeasuredRows.insert(row)
        }
        itemViews.endUpdate()
        syncAcrossRows(with: update, of: controller)
        if update.mapping != nil {
            // Reloaded rows were recycled above and come back new; the others keep their measurement.
            unmeasuredRows = unmeasuredRows.filter { itemViews.views[$0] != nil }
        }
        if let prefetchDataSource {
            let requests = controller.prefetchRequests(for: update)
            if !requests.cancel.isEmpty { prefetchDataSource.listView(self, cancelPrefetchingForRowsAt: requests.cancel) }
            if !requests.prefetch.isEmpty { prefetchDataSource.listView(self, prefetchRowsAt: requests.prefetch) }
        }
    }

    func layoutItemViews(of controller: ScrollController) {
        guard let driver else { return }
        // During a drag to reorder, the rows between the lifted one and the drop index stand aside.
        let placements = reorderPlacements(of: controller) ?? controller.placements()
        for placement in placements {
            guard let view = itemViews.views[placement.index] else { continue }
            view.frame = contentFrame(forViewportFrame: placement.frame, driver: driver)
            // An animated update fades elements in; a pinned header or footer covers what passes under it.
            if view.alpha != placement.opacity { view.alpha = placement.opacity }
            if placement.isPinned { bringSubviewToFront(view) }
        }
        layOutAcrossRows()
        layOutDisappearingViews(of: controller, driver: driver)
        layOutLiftedRow(driver: driver)
        // A view shows its row's selection and focus before it is displayed, as UIKit sets a cell's state.
        applyRowStates()
        let windows = controller.virtualizer.windows
        let begun = displayedRows.beginning(visible: windows.visible, held: windows.held, views: itemViews.views, dataIndex: { $0 })
        guard !begun.isEmpty else { return }
        tellWillDisplay(begun)
    }

    /// Gives every newly loaded row its real height. A measurement can load more rows (a row came out
    /// shorter than estimated), so this repeats until every loaded row is measured.
    private func measureLoadedRows() {
        guard !isMeasuring, let driver else { return }
        isMeasuring = true
        defer { isMeasuring = false }
        while let row = unmeasuredRows.min() {
            unmeasuredRows.remove(row)
            // A row scrolling across is as tall as its section says.
            guard let view = itemViews.views[row], !(view is AcrossRowView),
                  let current = try? driver.controller.virtualizer.items.base.extent(of: row),
                  let frame = try? driver.controller.virtualizer.frame(ofItem: row) else { continue }
            // A row is as wide as the list; a grid cell or a lane item as its column.
            let height = view.fittingLength(along: .vertical, crossExtent: frame.width)
            guard abs(height - current) >= 0.5 else { continue }
            driver.perform { controller, time in try controller.setExtent(height, ofItem: row, time: time) }
        }
    }

    /// A frame relative to the viewport (an engine placement) in the list's content coordinates; a grid's
    /// columns and lanes run right to left in a right-to-left layout.
    func contentFrame(forViewportFrame frame: CGRect, driver: ScrollControllerDriver) -> CGRect {
        var converted = driver.contentFrame(forViewportFrame: frame)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { converted.origin.x = bounds.width - converted.maxX }
        return converted
    }

    // MARK: - Touches, keys, focus and reordering (UIKit calls these on the list itself)

    /// A finger went down: on a row, the row is highlighted (`SelectableView.isHighlighted`) when the
    /// delegate agrees, as a collection view highlights a cell in anticipation of its selection.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouch(began: touches)
        super.touchesBegan(touches, with: event)
    }

    /// A finger moved: off its row, the row is no longer highlighted and lifting selects nothing.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouch(moved: touches)
        super.touchesMoved(touches, with: event)
    }

    /// A finger lifted on the row it went down on: the row is selected (or, in a multiple selection,
    /// deselected if it was selected), as the delegate allows.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouch(ended: touches)
        super.touchesEnded(touches, with: event)
    }

    /// The touch became a scroll or a long press: the highlight goes, nothing is selected.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackTouch(cancelled: touches)
        super.touchesCancelled(touches, with: event)
    }

    /// Keys of a hardware keyboard, while the list is the first responder: arrows, Page Up and Page Down,
    /// Home and End move the focus (`allowsFocus`); Return and Space select the focused row. Other keys go
    /// up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = handlePresses(began: presses)
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    /// Passes on only the presses the list did not handle.
    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { !handledPresses.contains(ObjectIdentifier($0)) }
        if !unhandled.isEmpty { super.pressesChanged(unhandled, with: event) }
    }

    /// Passes on only the presses the list did not handle.
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = handlePresses(finished: presses)
        if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    /// Passes on only the presses the list did not handle.
    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = handlePresses(finished: presses)
        if !unhandled.isEmpty { super.pressesCancelled(unhandled, with: event) }
    }

    /// The list takes the keyboard (first responder) when `allowsFocus` is on.
    open override var canBecomeFirstResponder: Bool { rowFocusAllowed }

    /// The focus ring leaves the rows when the list stops being the first responder.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        if resigned { keyboardFocusDidLeave() }
        return resigned
    }

    /// The list is one focus item of `UIFocusSystem` when `allowsFocus` is on: Tab brings the focus to it.
    open override var canBecomeFocused: Bool { rowFocusAllowed }

    /// Arrow keys move the focus among the rows rather than out of the list: a focus update away from the
    /// list heading up, down, left or right is refused, and the key comes to `pressesBegan(_:with:)`.
    open override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        if context.previouslyFocusedView === self, !context.focusHeading.isDisjoint(with: [.up, .down, .left, .right]) { return false }
        return super.shouldUpdateFocus(in: context)
    }

    /// The focus system focused the list (it becomes the first responder, so that keys reach it, and shows
    /// its focused row) or took the focus away (the ring goes).
    open override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        if context.nextFocusedView === self {
            becomeFirstResponder()
            keyboardFocusDidArrive()
        } else if context.previouslyFocusedView === self {
            keyboardFocusDidLeave()
        }
    }

    /// The reorder long press begins only on a row the data source lets move; other recognizers are the
    /// scroll view's.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === reorderGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return canBeginReorder(at: gestureRecognizer.location(in: self))
    }

    // MARK: - Accessibility

    /// The list as an accessibility container (`UIAccessibilityContainer`): the loaded rows in row order,
    /// each with its own accessibility (a row's labels and buttons are VoiceOver's elements, not the row),
    /// then the list's other subviews. Rows near the screen are loaded, so VoiceOver can move on to the
    /// next row past the screen's edge. Setting it replaces the order with yours; nil gives it back.
    open override var accessibilityElements: [Any]? {
        get {
            appAccessibilityElements ?? accessibilityElements(items: loadedRowViews)
        }
        set { appAccessibilityElements = newValue }
    }

    /// The rows on screen, for VoiceOver after it scrolled ("Rows 11 to 22 of 100", localized); an
    /// app's delegate that answers `accessibilityScrollStatus(for:)` speaks its own instead.
    private var scrollStatus: String? {
        guard let driver else { return nil }
        let controller = driver.controller
        let screen = controller.viewportSize.height
        let shown = controller.virtualizer.itemRange(from: controller.offset, to: controller.offset + screen)
        guard !shown.isEmpty else { return nil }
        // Rows scrolling across count their items, as a collection view counts their cells.
        let spoken = spokenRows(shown: shown)
        if case .list = layout { return SpokenText.shown(spoken.range, of: spoken.count, items: false) }
        return SpokenText.shown(spoken.range, of: spoken.count, items: true)
    }

    /// Tells VoiceOver where a scroll it asked for landed (`UIAccessibility.Notification.pageScrolled`).
    private func announceScrollIfLanded() {
        guard announcesScrollOnLanding, let driver, !driver.controller.isAnimating else { return }
        announcesScrollOnLanding = false
        UIAccessibility.post(notification: .pageScrolled, argument: delegateForwarder.accessibilityScrollStatus(for: self))
    }

    /// VoiceOver's three-finger swipe scrolls one screen; where it lands is announced once it is there.
    ///
    /// UIKit declares this method without actor isolation; assistive technologies call it on the main
    /// thread, where the view's state lives.
    nonisolated open override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        MainActor.assumeIsolated { scrollForAccessibility(direction) }
    }

    private func scrollForAccessibility(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let driver else { return false }
        let screen = driver.controller.viewportSize.height
        let distance: CGFloat
        switch direction {
        case .up, .next: distance = screen
        case .down, .previous: distance = -screen
        default: return false
        }
        let before = driver.controller.heading
        announcesScrollOnLanding = true
        driver.perform { controller, time in try controller.scroll(by: distance, animated: true, time: time) }
        guard driver.controller.heading != before else {
            announcesScrollOnLanding = false
            return false
        }
        announceScrollIfLanded()
        return true
    }

    /// Advances engine-run animations to the clock's time; a timer calls it every frame while they run.
    func tick() {
        driver?.tick()
    }
}
#endif
