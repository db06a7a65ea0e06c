import Foundation

/// What one call into a scroll controller changed, in the order a front end applies it.
///
/// 1. Renumber every live item through `mapping` (a batch update: items whose retained index is nil
///    lose their views), then by `indexShift` (looping moved by whole cycles).
/// 2. Apply `changes` in `RangeChanges` order: hide, unload, cancel prefetch, prefetch, load, show.
/// 3. Lay out `ScrollController.placements()`.
/// 4. Act on `loadMoreEvents` (ask for more data at an edge, or cancel).
public struct ScrollUpdate: Sendable {
    /// Items entering and leaving the working windows, in the index space after renumbering.
    public var changes: RangeChanges
    /// Added to every virtual index that was live before this update (looping recentres).
    public var indexShift: Int
    /// How a batch update renumbered data items, or nil.
    public var mapping: BatchUpdateMapping?
    /// Whether the page indicator's page changed.
    public var pageChanged: Bool
    /// The load-more thresholds the viewport entered or left (see
    /// `ScrollController.setLoadMoreThresholds(_:time:)`), the start's first.
    public var loadMoreEvents: [LoadMoreEvent] = []

    /// An update with nothing in it.
    public init(changes: RangeChanges = RangeChanges(), indexShift: Int = 0, mapping: BatchUpdateMapping? = nil, pageChanged: Bool = false) {
        self.changes = changes
        self.indexShift = indexShift
        self.mapping = mapping
        self.pageChanged = pageChanged
    }

    /// Whether a front end has nothing to do but lay out again.
    public var isEmpty: Bool { changes.isEmpty && indexShift == 0 && mapping == nil && loadMoreEvents.isEmpty }
}
