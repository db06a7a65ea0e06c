import Foundation

/// The views of the loaded items, kept in step with a scroll controller through a reuse pool.
///
/// `apply(_:dataIndex:identifier:configure:)` follows a `ScrollUpdate`: renumbers views through
/// batch-update mappings and looping shifts, recycles the views of unloaded items and dequeues and
/// configures views for loaded ones. A few recently unloaded views can be kept configured
/// (`keptConfiguredViews`), so that paging back to an expensive page does not draw it again.
///
/// The views an update unloads serve that same update's loads before the pool's cap drops any of
/// them, so a jump that swaps every loaded item makes new views only for loads beyond the views it
/// unloads; ``statistics`` accounts for every view (see ``ViewStatistics``).
public struct LiveViews<View> {
    /// An unloaded view still configured for its data item.
    struct KeptView {
        var dataIndex: Int
        var identifier: String
        var view: View
    }

    /// A load whose reuse identifier was checked.
    private struct Load {
        var index: Int
        var dataIndex: Int
        var identifier: String
    }

    /// The pool that makes and recycles views.
    public private(set) var pool: ReusePool<View>
    /// The view of every loaded item, by virtual index.
    public private(set) var views: [Int: View] = [:]
    /// How many recently unloaded views stay configured for their data item.
    public let keptConfiguredViews: Int
    /// Recently unloaded, still configured views, oldest first; at most `keptConfiguredViews` between
    /// updates.
    private(set) var kept: [KeptView] = []
    /// The reuse identifier of each live view, by virtual index (the keys of `views`).
    private var identifiers: [Int: String] = [:]
    /// Loads that got their kept view back.
    private var restored = 0
    /// The views of items an animated change deleted, fading out until it ends, by
    /// ``DisappearingItem/id``.
    public private(set) var disappearingViews: [Int: View] = [:]
    /// The reuse identifier of each disappearing view, by id.
    private var disappearingIdentifiers: [Int: String] = [:]

    /// Live views drawn from `pool`, keeping `keptConfiguredViews` unloaded views configured.
    ///
    /// ``statistics`` counts what `pool` did before too; its identity holds when no view of `pool` is
    /// handed out elsewhere.
    public init(pool: ReusePool<View>, keptConfiguredViews: Int = 0) {
        self.pool = pool
        self.keptConfiguredViews = max(0, keptConfiguredViews)
    }

    /// Where every view is and how loads got theirs.
    ///
    /// - Complexity: O(1).
    public var statistics: ViewStatistics {
        var statistics = ViewStatistics()
        statistics.created = pool.statistics.created
        statistics.reused = pool.statistics.reused
        statistics.restored = restored
        // A disappearing item's view is still on screen: live until its animation ends.
        statistics.live = views.count + disappearingViews.count
        statistics.kept = kept.count
        statistics.idle = pool.statistics.idle
        statistics.dropped = pool.statistics.dropped
        return statistics
    }

    /// Applies `update`: `identifier` names the reuse identifier for a data index, and `configure`
    /// prepares a dequeued view for a data index. `dataIndex` maps virtual indices to data indices.
    /// The views of items an animated change deletes move to ``disappearingViews`` until the change
    /// says they have disappeared; then they go back to the pool.
    ///
    /// A load gets, in this order: the view kept configured for its data item and identifier (views
    /// this update unloads count as kept until its loads are served); a view this update freed or an
    /// idle one, configured; a new one, configured. Only then does the kept list shrink back to
    /// `keptConfiguredViews` and the pool to its caps.
    ///
    /// - Complexity: O(changes × kept views), plus the live views when the update renumbers them.
    /// - Throws: ``LazyScrollError/unregisteredReuseIdentifier(_:)`` when a load's identifier has no
    ///   factory; the views, the pool, the kept views and the statistics are then unchanged.
    public mutating func apply(
        _ update: ScrollUpdate, dataIndex: (Int) -> Int, identifier: (Int) -> String,
        configure: (inout View, Int) -> Void
    ) throws(LazyScrollError) {
        var loads: [Load] = []
        loads.reserveCapacity(update.changes.load.count)
        for index in update.changes.load {
            let data = dataIndex(index)
            let id = identifier(data)
            guard pool.isRegistered(id) else { throw .unregisteredReuseIdentifier(id) }
            loads.append(Load(index: index, dataIndex: data, identifier: id))
        }
        // Nothing below throws.
        pool.beginUpdate()
        defer { pool.endUpdate() }
        for item in update.disappearing {
            guard let view = views.removeValue(forKey: item.oldIndex), let id = identifiers.removeValue(forKey: item.oldIndex) else { continue }
            disappearingViews[item.id] = view
            disappearingIdentifiers[item.id] = id
        }
        for id in update.disappeared {
            guard let view = disappearingViews.removeValue(forKey: id), let identifier = disappearingIdentifiers.removeValue(forKey: id) else { continue }
            pool.recycleRegistered(view, identifier: identifier)
        }
        if let mapping = update.mapping { renumber(through: mapping) }
        if update.indexShift != 0 { renumber(by: update.indexShift) }
        for index in update.changes.unload {
            guard let view = views.removeValue(forKey: index), let id = identifiers.removeValue(forKey: index) else { continue }
            if keptConfiguredViews > 0 {
                kept.append(KeptView(dataIndex: dataIndex(index), identifier: id, view: view))
            } else {
                pool.recycleRegistered(view, identifier: id)
            }
        }
        var unserved: [Load] = []
        for load in loads where views[load.index] == nil {
            if let k = kept.lastIndex(where: { $0.dataIndex == load.dataIndex && $0.identifier == load.identifier }) {
                place(kept.remove(at: k).view, for: load)
                restored += 1
            } else {
                unserved.append(load)
            }
        }
        let excess = kept.count - keptConfiguredViews
        if excess > 0 {
            for entry in kept[..<excess] { pool.recycleRegistered(entry.view, identifier: entry.identifier) }
            kept.removeFirst(excess)
        }
        for load in unserved {
            var view = pool.dequeueRegistered(load.identifier)
            configure(&view, load.dataIndex)
            place(view, for: load)
        }
    }

    /// Hands every live and kept view back to the pool, which drops those beyond its caps.
    ///
    /// - Complexity: O(live and kept views).
    public mutating func recycleAll() {
        for (index, view) in views { pool.recycleRegistered(view, identifier: identifiers[index]!) }
        for entry in kept { pool.recycleRegistered(entry.view, identifier: entry.identifier) }
        for (id, view) in disappearingViews { pool.recycleRegistered(view, identifier: disappearingIdentifiers[id]!) }
        disappearingViews = [:]
        disappearingIdentifiers = [:]
        views = [:]
        identifiers = [:]
        kept = []
    }

    private mutating func place(_ view: View, for load: Load) {
        views[load.index] = view
        identifiers[load.index] = load.identifier
    }

    private mutating func renumber(by shift: Int) {
        views = Dictionary(uniqueKeysWithValues: views.map { ($0.key + shift, $0.value) })
        identifiers = Dictionary(uniqueKeysWithValues: identifiers.map { ($0.key + shift, $0.value) })
    }

    /// Moves views through a batch update; views of deleted and reloaded items, live or kept, go back to
    /// the pool.
    private mutating func renumber(through mapping: BatchUpdateMapping) {
        var moved: [Int: View] = [:]
        var movedIdentifiers: [Int: String] = [:]
        for (index, view) in views {
            let id = identifiers[index]!
            if let new = mapping.retainedVirtualIndex(ofOld: index) {
                moved[new] = view
                movedIdentifiers[new] = id
            } else {
                pool.recycleRegistered(view, identifier: id)
            }
        }
        views = moved
        identifiers = movedIdentifiers
        var survivors: [KeptView] = []
        for var entry in kept {
            if let new = mapping.retainedIndex(ofOld: entry.dataIndex) {
                entry.dataIndex = new
                survivors.append(entry)
            } else {
                pool.recycleRegistered(entry.view, identifier: entry.identifier)
            }
        }
        kept = survivors
    }
}
