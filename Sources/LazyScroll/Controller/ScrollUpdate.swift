import Foundation

/// What one call into a scroll controller changed, in the order a front end applies it.
///
/// 1. Renumber every live item through `mapping` (a batch update: items whose retained index is nil
///    lose their views), then by `indexShift` (looping moved by whole cycles).
/// 2. Apply `changes` in `RangeChanges` order: hide, unload, cancel prefetch, prefetch, load, show.
/// 3. Lay out `ScrollController.placements()`.
/// 4. Act on `loadMoreEvents` (ask for more data at an edge, or cancel).
///
/// An animated data change adds two steps: before step 1, set aside the views of the `disappearing`
/// items (by their old indices) and draw them at `ScrollController.disappearingPlacements()` until
/// they are listed in `disappeared`, then recycle them.
///
/// With stack content, `changes` is empty and `stack` says what changed in the stack: apply it as
/// ``StackUpdate`` says (its `offsetAdjustment` is already in the controller's offset).
public struct ScrollUpdate: Sendable {
    /// Items entering and leaving the working windows, in the index space after renumbering.
    public var changes: RangeChanges
    /// Added to every virtual index that was live before this update (looping recentres).
    public var indexShift: Int
    /// How a batch update renumbered data items, or nil.
    public var mapping: BatchUpdateMapping?
    /// Whether the page indicator's page changed.
    public var pageChanged: Bool
    /// What changed in the stack (stack content only): its children's item changes, the placements of
    /// its active children, and the children that stopped being active.
    public var stack: StackUpdate?
    /// The load-more thresholds the viewport entered or left (see
    /// `ScrollController.setLoadMoreThresholds(_:time:)`), the start's first.
    public var loadMoreEvents: [LoadMoreEvent] = []
    /// Items an animated change deleted while they were on screen: keep their views (by their index
    /// before this update's mapping) until they have faded out.
    public var disappearing: [DisappearingItem] = []
    /// Disappearing items whose animation ended: recycle their views.
    public var disappeared: [Int] = []
    /// The changes a section batch update made among the items of rows scrolling across, for
    /// ``AcrossScrollers/apply(_:of:time:)`` to play on the rows' own scrollers; nil for other updates.
    public var acrossItemChanges: AcrossItemChanges?

    /// An update with nothing in it.
    public init(
        changes: RangeChanges = RangeChanges(), indexShift: Int = 0, mapping: BatchUpdateMapping? = nil,
        pageChanged: Bool = false, stack: StackUpdate? = nil
    ) {
        self.changes = changes
        self.indexShift = indexShift
        self.mapping = mapping
        self.pageChanged = pageChanged
        self.stack = stack
    }

    /// Whether a front end has nothing to do but lay out again.
    public var isEmpty: Bool {
        changes.isEmpty && indexShift == 0 && mapping == nil && loadMoreEvents.isEmpty && disappearing.isEmpty && disappeared.isEmpty
            && (stack.map { $0.childChanges.isEmpty && $0.deactivated.isEmpty } ?? true)
    }

    /// This update and then `later` (the same call moved the offset after changing the content), as
    /// one update: `changes` end where `later`'s do, indices are renumbered by both, and the load-more
    /// events of both are kept in order.
    func followed(by later: ScrollUpdate) -> ScrollUpdate {
        var merged = later
        merged.changes = changes.shifted(by: later.indexShift).followed(by: later.changes)
        merged.indexShift = indexShift + later.indexShift
        merged.mapping = mapping ?? later.mapping
        merged.pageChanged = pageChanged || later.pageChanged
        merged.loadMoreEvents = loadMoreEvents + later.loadMoreEvents
        merged.disappearing = disappearing + later.disappearing
        merged.disappeared = disappeared + later.disappeared
        merged.acrossItemChanges = acrossItemChanges ?? later.acrossItemChanges
        switch (stack, later.stack) {
        case let (first?, second?): merged.stack = first.followed(by: second)
        case let (first?, nil): merged.stack = first
        default: break
        }
        return merged
    }
}
