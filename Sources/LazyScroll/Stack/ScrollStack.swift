import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Several children — fixed views, virtualized lists, nested stacks — laid end to end in one scrolling
/// container. Only the stack scrolls; each list child is told which part of it is on screen, so it
/// loads only the items there (plus its buffers), however long it is.
///
/// Children's extents live in a counted B-tree of *slots* (a child's extent plus the spacing after it;
/// 0 for a hidden child), so a child's start is a prefix sum and the children meeting the viewport are
/// found by search: moving the viewport costs O(log children) plus the work of the few children within
/// reach, each O(log items + changed items).
public struct ScrollStack: Sendable {
    /// The scrolling axis; nested stacks share it.
    public let axis: ScrollAxis
    /// The gap between consecutive shown children.
    public internal(set) var spacing: CGFloat
    /// Space around the children.
    public internal(set) var insets: StackInsets
    /// How far beyond the viewport children are kept active (their lists get the viewport and load
    /// their buffers); screens are the viewport's extent, items count children.
    public internal(set) var reach: RangeBuffer
    /// The children, in order.
    public internal(set) var children: [StackChild] = []
    /// The viewport of the last update, in the stack's content coordinates.
    public internal(set) var viewport = Viewport(offset: 0, extent: 0)
    /// The direction of the last move, which orients `reach`.
    public internal(set) var direction: ScrollDirection = .forward
    /// Whether changes to children above the viewport move the offset to keep what is on screen still.
    public var anchoring: ContentAnchoring = .keepVisibleItems
    /// Whether a change that leaves an offset that was within the content past its end pulls it back.
    /// A controller turns this off while a spring runs: what is on screen stays still and the spring's
    /// target is limited instead.
    var keepsOffsetWithinContent = true

    /// Slot `i` = child `i`'s extent + `spacing` when shown, 0 when hidden. Invariant: always in step
    /// with `children`; the trailing spacing of the last shown child is subtracted in `childrenExtent`.
    var slots: MeasuredExtents
    /// Indices of the shown sticky children, ascending. Invariant: rebuilt whenever a child is
    /// inserted, removed, hidden, shown, or made (non-)sticky.
    var stickyIndices: [Int] = []
    /// The number of shown children, to know whether there is a trailing spacing to subtract.
    var shownCount = 0
    /// The children that were active after the last update, ascending.
    var activeIndices: [Int] = []
    /// Where each identity is; rebuilt when children are inserted or removed.
    var indexByID: [StackChildID: Int] = [:]
    var nextID = 0
    /// The whole stack's load-more thresholds and what they last reported.
    var loadMore = LoadMoreTriggers()
    /// The load-more thresholds of list children that have them, by identity.
    var childLoadMore: [StackChildID: LoadMoreTriggers] = [:]

    /// An empty stack.
    public init(
        axis: ScrollAxis = .vertical, spacing: CGFloat = 0, insets: StackInsets = .zero,
        reach: RangeBuffer = .screens(leading: 1, trailing: 0.5)
    ) throws(LazyScrollError) {
        try LazyScrollError.check(spacing, .finiteAndNotNegative, "stack spacing")
        try insets.validate()
        try reach.validate("stack reach")
        self.axis = axis
        self.spacing = spacing
        self.insets = insets
        self.reach = reach
        slots = try MeasuredExtents(count: 0, estimatedExtent: 1)
    }

    // MARK: - Geometry

    /// The number of children, hidden ones included.
    public var count: Int { children.count }

    /// The distance from the first shown child's start to the last one's end.
    public var childrenExtent: CGFloat {
        shownCount == 0 ? 0 : slots.totalExtent - spacing
    }

    /// The length of the whole content: insets plus children.
    public var contentExtent: CGFloat { insets.leading + childrenExtent + insets.trailing }

    /// The largest offset at rest (0 when the content is shorter than the viewport).
    public var maxOffset: CGFloat { max(0, contentExtent - viewport.extent) }

    /// `offset` limited to `0 ... maxOffset`.
    public func clampedOffset(_ offset: CGFloat) -> CGFloat { min(max(offset, 0), maxOffset) }

    /// Where child `index` starts when it is not pinned, in content coordinates, in O(log children).
    public func naturalStart(ofChild index: Int) throws(LazyScrollError) -> CGFloat {
        try LazyScrollError.check(index: index, in: 0..<count, "child index")
        return insets.leading + (try slots.offset(of: index))
    }

    /// Where child `index` starts now: its natural start, or its pinned position when sticky.
    public func start(ofChild index: Int) throws(LazyScrollError) -> CGFloat {
        let natural = try naturalStart(ofChild: index)
        guard children[index].isSticky, !children[index].isHidden else { return natural }
        return pinnedStart(ofSticky: index, natural: natural, at: pinLine)
    }

    /// The index of the child with identity `id`, if it is still in the stack.
    public func index(of id: StackChildID) -> Int? { indexByID[id] }

    /// The child's length across the axis, and where it starts across the axis.
    func crossSpan(of child: StackChild, crossExtent: CGFloat) -> (start: CGFloat, extent: CGFloat) {
        let available = max(0, crossExtent - insets.crossLeading - insets.crossTrailing)
        switch child.crossSize {
        case .fill:
            return (insets.crossLeading, available)
        case let .fixed(length):
            return (insets.crossLeading + (available - length) * child.alignment.leadingShare, length)
        }
    }

    // MARK: - Sticky children

    /// Where sticky children pin: the viewport's leading edge, below the part of it that bars cover
    /// (its obscured insets), as `UITableView` pins section headers below a navigation bar.
    var pinLine: CGFloat { viewport.offset + viewport.obscuredInsets.leading }

    /// Where sticky child `index` is when children pin at `offset` (see `pinLine`): there once that has
    /// passed its natural start, but never past the point where the next sticky child (or the end of
    /// all children) would overlap it, so that one pushes it away.
    func pinnedStart(ofSticky index: Int, natural: CGFloat, at offset: CGFloat) -> CGFloat {
        let extent = children[index].mainExtent
        let limit: CGFloat
        if let next = nextSticky(after: index) {
            limit = insets.leading + (try! slots.offset(of: next)) - spacing
        } else {
            limit = insets.leading + childrenExtent
        }
        return min(max(natural, offset), max(natural, limit - extent))
    }

    /// The number of shown sticky children at or before `index`, in O(log children).
    func stickyCount(through index: Int) -> Int {
        var low = 0
        var high = stickyIndices.count
        while low < high {
            let mid = (low + high) / 2
            if stickyIndices[mid] <= index { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The first shown sticky child after `index`.
    func nextSticky(after index: Int) -> Int? {
        let rank = stickyCount(through: index)
        return rank < stickyIndices.count ? stickyIndices[rank] : nil
    }

    /// The last shown sticky child before `index`: the header of the section `index` is in.
    func lastSticky(before index: Int) -> Int? {
        let rank = stickyCount(through: index - 1)
        return rank > 0 ? stickyIndices[rank - 1] : nil
    }

    /// The sticky child that can be pinned at `offset`: the last shown sticky child starting at or
    /// before it. Every earlier sticky child has been pushed off by a later one, and every later one
    /// still lies at its natural place.
    func pinnableSticky(at offset: CGFloat) -> Int? {
        guard !stickyIndices.isEmpty,
              let last = slots.lastItem(startingBefore: offset - insets.leading, inclusive: true) else { return nil }
        return lastSticky(before: last.index + 1)
    }

    // MARK: - Placement

    /// Where child `index` goes for the current viewport, in O(log children).
    public func placement(ofChild index: Int) throws(LazyScrollError) -> StackChildPlacement {
        let natural = try naturalStart(ofChild: index)
        return placement(ofChild: index, natural: natural)
    }

    func placement(ofChild index: Int, natural: CGFloat) -> StackChildPlacement {
        let child = children[index]
        let extent = child.mainExtent
        var start = natural
        if child.isSticky && !child.isHidden { start = pinnedStart(ofSticky: index, natural: natural, at: pinLine) }
        let lower = min(max(viewport.offset, start), start + extent)
        let upper = min(max(viewport.end, lower), start + extent)
        let cross = crossSpan(of: child, crossExtent: viewport.crossExtent)
        return StackChildPlacement(
            index: index, id: child.id,
            fullFrame: axis.rect(mainStart: start, mainExtent: extent, crossStart: cross.start, crossExtent: cross.extent),
            frame: axis.rect(mainStart: lower, mainExtent: upper - lower, crossStart: cross.start, crossExtent: cross.extent),
            innerOffset: lower - start, visibleExtent: upper - lower, isPinned: start != natural)
    }

    /// The placements of every active child, in index order.
    public func placements() -> [StackChildPlacement] {
        activeIndices.map { placement(ofChild: $0, natural: insets.leading + (try! slots.offset(of: $0))) }
    }

    /// The children that intersect the viewport (pinned ones included), in index order.
    public func visibleChildren() -> [Int] {
        placements().filter(\.isVisible).map(\.index)
    }
}
