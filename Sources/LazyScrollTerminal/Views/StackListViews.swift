import LazyScroll

/// The live row blocks of one list child of a ``TerminalStack``.
struct StackListViews {
    var views: LiveViews<TextBlock>
    let configure: (inout TextBlock, Int) -> Void
    var loads = 0
    var unloads = 0

    init(configure: @escaping (inout TextBlock, Int) -> Void) throws(LazyScrollError) {
        var pool = ReusePool<TextBlock>()
        try pool.register(ScrolledItems.reuseIdentifier, cap: 32) { TextBlock() }
        views = LiveViews(pool: pool)
        self.configure = configure
    }

    /// Applies the list's item changes that the stack reported; rows that load are `width` cells wide.
    mutating func apply(_ changes: StackChildChanges, width: Int) throws(LazyScrollError) {
        loads += changes.items.load.count
        unloads += changes.items.unload.count
        try apply(ScrollUpdate(changes: changes.items, mapping: changes.mapping), width: width)
    }

    /// Configures every loaded row of the list's `count` rows again at `width` cells (after a resize):
    /// text wrapped to the width re-wraps.
    mutating func reconfigure(count: Int, width: Int) throws(LazyScrollError) {
        let update = ScrollUpdate.reconfiguring(IndexRanges(views.views.keys), count: count)
        // Each block goes back to the pool and comes out again: an unload and a load each.
        loads += update.changes.load.count
        unloads += update.changes.load.count
        try apply(update, width: width)
    }

    private mutating func apply(_ update: ScrollUpdate, width: Int) throws(LazyScrollError) {
        let configure = self.configure
        try views.apply(
            update, dataIndex: { $0 }, identifier: { _ in ScrolledItems.reuseIdentifier },
            configure: { block, index in
                block.width = width
                configure(&block, index)
            })
    }

    var counters: ViewCounters {
        ViewCounters(views: views.statistics, loads: loads, unloads: unloads)
    }
}
