/// What a data source that fetches ahead (images, network pages) should start and stop after one
/// update, in data indices: the engine's preload window translated into the shape of UIKit's
/// `UITableViewDataSourcePrefetching`.
///
/// `prefetch` holds the data items that entered the preload window without getting a view in the same
/// update (items that load at once are configured at once, as UIKit asks for the cell instead of
/// prefetching it); `cancel` holds those that left it and are not in it under another copy (looping). Both
/// are ascending and free of duplicates.
public struct PrefetchRequests: Sendable, Hashable {
    /// Data items to start fetching.
    public var prefetch: [Int]
    /// Data items whose fetches are no longer needed.
    public var cancel: [Int]

    /// Requests for these data items.
    public init(prefetch: [Int] = [], cancel: [Int] = []) {
        self.prefetch = prefetch
        self.cancel = cancel
    }

    /// Whether there is nothing to start or stop.
    public var isEmpty: Bool { prefetch.isEmpty && cancel.isEmpty }
}

extension ScrollController {
    /// The prefetch requests of `update`, which this controller has just returned (its windows are the
    /// ones the update led to).
    ///
    /// Items removed by a batch update are not cancelled here: the data source removed them itself.
    ///
    /// - Complexity: O(changed items + loaded items).
    public func prefetchRequests(for update: ScrollUpdate) -> PrefetchRequests {
        let windows = virtualizer.windows
        let items = virtualizer.items
        func dataIndices(_ virtual: [Int]) -> Set<Int> { Set(virtual.map { items.dataIndex(of: $0) }) }
        let loadedData = dataIndices(Array(windows.display))
        let entering = dataIndices(update.changes.prefetch.filter { !update.changes.load.contains($0) })
        var leaving = dataIndices(Array(update.changes.cancelPrefetch))
        if looping != nil, !leaving.isEmpty {
            // Another copy of a data item may still be within the preload window.
            leaving.subtract(dataIndices(Array(windows.preload)))
        }
        return PrefetchRequests(prefetch: entering.subtracting(loadedData).sorted(), cancel: leaving.sorted())
    }
}
