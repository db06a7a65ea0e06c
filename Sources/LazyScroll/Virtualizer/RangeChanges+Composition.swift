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
}
