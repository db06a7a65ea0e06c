import Foundation

/// The views of the loaded items, kept in step with a scroll controller through a reuse pool.
///
/// `apply(_:)` follows a `ScrollUpdate`: renumbers views through batch-update mappings and looping
/// shifts, recycles the views of unloaded items and dequeues and configures views for loaded ones. A
/// few recently unloaded views can be kept configured (`keptConfiguredViews`), so that paging back to an
/// expensive page does not draw it again.
public struct LiveViews<View> {
    /// The pool that makes and recycles views.
    public private(set) var pool: ReusePool<View>
    /// The view of every loaded item, by virtual index.
    public private(set) var views: [Int: View] = [:]
    /// How many recently unloaded views stay configured for their data item.
    public let keptConfiguredViews: Int
    /// Recently unloaded, still configured views: data index, reuse identifier and view, oldest first.
    private var kept: [(dataIndex: Int, identifier: String, view: View)] = []
    /// The reuse identifier of each live view, by virtual index.
    private var identifiers: [Int: String] = [:]
    /// How many views were configured for an item (a load that could not use a kept view).
    public private(set) var configurations = 0

    /// Live views drawn from `pool`, keeping `keptConfiguredViews` unloaded views configured.
    public init(pool: ReusePool<View>, keptConfiguredViews: Int = 0) {
        self.pool = pool
        self.keptConfiguredViews = max(0, keptConfiguredViews)
    }

    /// The number of views that exist outside the pool's idle lists: live plus kept.
    public var aliveCount: Int { views.count + kept.count }

    /// Applies `update`: `identifier` names the reuse identifier for a data index, and `configure`
    /// prepares a dequeued view for a data index. `dataIndex` maps virtual indices to data indices.
    public mutating func apply(
        _ update: ScrollUpdate, dataIndex: (Int) -> Int, identifier: (Int) -> String,
        configure: (inout View, Int) -> Void
    ) throws(LazyScrollError) {
        if let mapping = update.mapping { try renumber(through: mapping) }
        if update.indexShift != 0 { renumber(by: update.indexShift) }
        for index in update.changes.unload {
            guard let view = views.removeValue(forKey: index), let id = identifiers.removeValue(forKey: index) else { continue }
            try keep(view, identifier: id, dataIndex: dataIndex(index))
        }
        for index in update.changes.load where views[index] == nil {
            let data = dataIndex(index)
            let id = identifier(data)
            if let k = kept.lastIndex(where: { $0.dataIndex == data && $0.identifier == id }) {
                views[index] = kept.remove(at: k).view
            } else {
                var view = try pool.dequeue(id)
                configure(&view, data)
                configurations += 1
                views[index] = view
            }
            identifiers[index] = id
        }
    }

    /// Hands every live and kept view back to the pool.
    public mutating func recycleAll() throws(LazyScrollError) {
        for (index, view) in views { try pool.recycle(view, identifier: identifiers[index] ?? "") }
        for entry in kept { try pool.recycle(entry.view, identifier: entry.identifier) }
        views = [:]
        identifiers = [:]
        kept = []
    }

    private mutating func keep(_ view: View, identifier: String, dataIndex: Int) throws(LazyScrollError) {
        guard keptConfiguredViews > 0 else {
            try pool.recycle(view, identifier: identifier)
            return
        }
        kept.append((dataIndex, identifier, view))
        if kept.count > keptConfiguredViews {
            let oldest = kept.removeFirst()
            try pool.recycle(oldest.view, identifier: oldest.identifier)
        }
    }

    private mutating func renumber(by shift: Int) {
        views = Dictionary(uniqueKeysWithValues: views.map { ($0.key + shift, $0.value) })
        identifiers = Dictionary(uniqueKeysWithValues: identifiers.map { ($0.key + shift, $0.value) })
    }

    /// Moves views through a batch update; views of deleted and reloaded items go back to the pool.
    /// Virtual indices of looping copies keep their copy.
    private mutating func renumber(through mapping: BatchUpdateMapping) throws(LazyScrollError) {
        var moved: [Int: View] = [:]
        var movedIdentifiers: [Int: String] = [:]
        let oldCount = max(mapping.oldCount, 1)
        for (index, view) in views {
            let id = identifiers[index] ?? ""
            let copy = index / oldCount
            if let new = mapping.retainedIndex(ofOld: index % oldCount) {
                moved[copy * mapping.newCount + new] = view
                movedIdentifiers[copy * mapping.newCount + new] = id
            } else {
                try pool.recycle(view, identifier: id)
            }
        }
        views = moved
        identifiers = movedIdentifiers
        // Kept views belong to data items whose indices moved too.
        kept = kept.compactMap { entry in
            mapping.retainedIndex(ofOld: entry.dataIndex).map { ($0, entry.identifier, entry.view) }
        }
    }
}

