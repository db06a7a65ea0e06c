/// What changed in the working windows since the last update, as the front end must act on it.
///
/// Apply in this order: `hide`, `unload`, `cancelPrefetch`, then `prefetch`, `load`, `show`. Because
/// visible ⊆ display ⊆ preload, an item is always loaded before it is shown and hidden before it is
/// unloaded.
public struct RangeChanges: Sendable, Hashable, CustomStringConvertible {
    /// Items that entered the preload window: start fetching their data.
    public var prefetch = IndexRanges()
    /// Items that left the preload window: cancel their fetches and drop their data.
    public var cancelPrefetch = IndexRanges()
    /// Items that entered the display window: dequeue and configure a view.
    public var load = IndexRanges()
    /// Items that left the display window: recycle their views.
    public var unload = IndexRanges()
    /// Items that became visible.
    public var show = IndexRanges()
    /// Items that stopped being visible.
    public var hide = IndexRanges()

    /// No change at all.
    public init() {}

    /// Whether nothing changed.
    public var isEmpty: Bool {
        prefetch.isEmpty && cancelPrefetch.isEmpty && load.isEmpty && unload.isEmpty && show.isEmpty && hide.isEmpty
    }

    /// The changes between two sets of windows in the same index space.
    init(from old: WorkingWindows, to new: WorkingWindows) {
        prefetch = .difference(new.preload, old.preload)
        cancelPrefetch = .difference(old.preload, new.preload)
        load = .difference(new.display, old.display)
        unload = .difference(old.display, new.display)
        show = .difference(new.visible, old.visible)
        hide = .difference(old.visible, new.visible)
    }

    /// The changes from windows that were remapped into a new index space (and so may have holes) to
    /// fresh windows.
    init(from old: RemappedWindows, to new: WorkingWindows) {
        prefetch = IndexRanges(new.preload).subtracting(old.preload)
        cancelPrefetch = old.preload.subtracting(IndexRanges(new.preload))
        load = IndexRanges(new.display).subtracting(old.display)
        unload = old.display.subtracting(IndexRanges(new.display))
        show = IndexRanges(new.visible).subtracting(old.visible)
        hide = old.visible.subtracting(IndexRanges(new.visible))
    }

    /// The changed sets, for logs and test failures.
    public var description: String {
        "prefetch \(prefetch) cancel \(cancelPrefetch) load \(load) unload \(unload) show \(show) hide \(hide)"
    }
}

/// Windows carried through a batch update: the items that kept their state, at their new indices.
struct RemappedWindows: Sendable {
    var visible: IndexRanges
    var display: IndexRanges
    var preload: IndexRanges
}
