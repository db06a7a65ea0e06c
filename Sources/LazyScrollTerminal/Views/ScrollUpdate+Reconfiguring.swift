import LazyScroll

extension ScrollUpdate {
    /// An update that configures the items of `indices` again, each view going back to its pool and
    /// out again, in content of `count` items that does not change: what a view applies when its
    /// rows' picture depends on something other than their data, such as the width after a resize.
    static func reconfiguring(_ indices: IndexRanges, count: Int) -> ScrollUpdate {
        var reload = RangeChanges()
        reload.load = indices
        return ScrollUpdate(changes: reload, mapping: .reloadingEverything(oldCount: count, newCount: count))
    }
}
