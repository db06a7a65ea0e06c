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

    /// Applies the list's item changes that the stack reported.
    mutating func apply(_ changes: StackChildChanges) throws(LazyScrollError) {
        loads += changes.items.load.count
        unloads += changes.items.unload.count
        try views.apply(
            ScrollUpdate(changes: changes.items, mapping: changes.mapping), dataIndex: { $0 },
            identifier: { _ in ScrolledItems.reuseIdentifier }, configure: configure)
    }

    var counters: ViewCounters {
        ViewCounters(views: views.statistics, loads: loads, unloads: unloads)
    }
}
