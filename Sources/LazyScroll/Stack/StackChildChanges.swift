import Foundation

/// What changed inside one child since the last report: its items' windows (a list) or its own
/// children (a nested stack).
public struct StackChildChanges: Sendable {
    /// The child's index after the change (before it, for a child that was removed).
    public var index: Int
    /// The child's identity.
    public var id: StackChildID
    /// A list child's item changes, in its current index space; apply them as `RangeChanges` says.
    public var items: RangeChanges
    /// How a list child's old item indices map to new ones, when a batch update renumbered them.
    public var mapping: BatchUpdateMapping?
    /// A nested stack's own update.
    public var nested: StackUpdate?
    /// The list child's load-more thresholds that the stack's viewport entered or left (see
    /// `ScrollStack.setLoadMoreThresholds(_:ofChild:)`).
    public var loadMoreEvents: [LoadMoreEvent] = []

    /// Creates a report for one child.
    public init(
        index: Int, id: StackChildID, items: RangeChanges = RangeChanges(),
        mapping: BatchUpdateMapping? = nil, nested: StackUpdate? = nil
    ) {
        self.index = index
        self.id = id
        self.items = items
        self.mapping = mapping
        self.nested = nested
    }

    /// Whether there is nothing for a front end to do.
    public var isEmpty: Bool { items.isEmpty && mapping == nil && nested == nil && loadMoreEvents.isEmpty }

    /// These changes and then `later`, as one report.
    func followed(by later: StackChildChanges) -> StackChildChanges {
        var result = later
        result.items = items.followed(by: later.items)
        result.mapping = later.mapping ?? mapping
        result.loadMoreEvents = loadMoreEvents + later.loadMoreEvents
        switch (nested, later.nested) {
        case let (first?, second?): result.nested = first.followed(by: second)
        case let (first?, nil): result.nested = first
        default: break
        }
        return result
    }
}
