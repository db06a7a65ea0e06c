import Foundation

/// Combining change sets: a controller call that renumbers or reloads reports one set.
extension RangeChanges {
    /// Both change sets at once, for two steps where every item of the first is gone before the second
    /// (a full reload): each field is the union.
    func merged(with other: RangeChanges) -> RangeChanges {
        var result = RangeChanges()
        result.prefetch = prefetch.union(other.prefetch)
        result.cancelPrefetch = cancelPrefetch.union(other.cancelPrefetch)
        result.load = load.union(other.load)
        result.unload = unload.union(other.unload)
        result.show = show.union(other.show)
        result.hide = hide.union(other.hide)
        return result
    }

    /// Every index moved by `delta`.
    func shifted(by delta: Int) -> RangeChanges {
        guard delta != 0 else { return self }
        var result = RangeChanges()
        result.prefetch = prefetch.shifted(by: delta)
        result.cancelPrefetch = cancelPrefetch.shifted(by: delta)
        result.load = load.shifted(by: delta)
        result.unload = unload.shifted(by: delta)
        result.show = show.shifted(by: delta)
        result.hide = hide.shifted(by: delta)
        return result
    }

    /// These changes and then `later` (both in the same index space), as one set of changes.
    ///
    /// An item added by one and removed by the other cancels out; the algebra holds because each
    /// report only adds items that were absent and removes items that were present.
    func followed(by later: RangeChanges) -> RangeChanges {
        func added(_ first: IndexRanges, _ firstRemoved: IndexRanges, _ second: IndexRanges, _ secondRemoved: IndexRanges) -> IndexRanges {
            first.subtracting(secondRemoved).union(second.subtracting(firstRemoved))
        }
        var result = RangeChanges()
        result.prefetch = added(prefetch, cancelPrefetch, later.prefetch, later.cancelPrefetch)
        result.cancelPrefetch = added(cancelPrefetch, prefetch, later.cancelPrefetch, later.prefetch)
        result.load = added(load, unload, later.load, later.unload)
        result.unload = added(unload, load, later.unload, later.load)
        result.show = added(show, hide, later.show, later.hide)
        result.hide = added(hide, show, later.hide, later.show)
        return result
    }
}
