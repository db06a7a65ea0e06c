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

    /// The changes between two sets of windows in the same index space. Inlined into every frame's
    /// update, so that the sets are made where they are returned rather than copied there.
    @inline(__always)
    init(from old: WorkingWindows, to new: WorkingWindows) {
        // Nothing held on either side (every frame of a plain list): the ranges' differences. Checked
        // first, and the rest is not inlined: a list's frame pays for neither.
        guard !old.holdsItems && !new.holdsItems else {
            self.init(holding: old, new)
            return
        }
        self.init(differencesOf: old, new)
    }

    /// The changes between windows of which one or both hold items. Not inlined into the update, which
    /// a list's frame runs.
    @inline(never)
    private init(holding old: WorkingWindows, _ new: WorkingWindows) {
        // At most one held item a side (the pinned header of sections, which a jump changes): each set
        // appended in order from a range difference and the two items, without set operations (a
        // jump paid for a dozen of them).
        let (oldItem, newItem) = (old.soleHeldItem, new.soleHeldItem)
        if (oldItem != nil || !old.holdsItems) && (newItem != nil || !new.holdsItems) {
            self.init(
                prefetch: .difference(new.preload, adding: newItem, old.preload, removing: oldItem),
                cancelPrefetch: .difference(old.preload, adding: oldItem, new.preload, removing: newItem),
                load: .difference(new.display, adding: newItem, old.display, removing: oldItem),
                unload: .difference(old.display, adding: oldItem, new.display, removing: newItem),
                show: .difference(new.visible, adding: newItem, old.visible, removing: oldItem),
                hide: .difference(old.visible, adding: oldItem, new.visible, removing: newItem))
            return
        }
        // The same held items on both sides (an animation's items across frames) are in every set of
        // both: the ranges' differences, less them. Other held items take the general way.
        guard old.held == new.held else {
            self.init(old, new)
            return
        }
        self.init(differencesOf: old, new)
        removeHeld(new.held)
    }

    /// The windows' differences, ignoring held items. Each set made once, in place (assigning over
    /// empty sets first cost a frame a release each).
    @inline(__always)
    private init(differencesOf old: WorkingWindows, _ new: WorkingWindows) {
        self.init(
            prefetch: .difference(new.preload, old.preload), cancelPrefetch: .difference(old.preload, new.preload),
            load: .difference(new.display, old.display), unload: .difference(old.display, new.display),
            show: .difference(new.visible, old.visible), hide: .difference(old.visible, new.visible))
    }

    private init(
        prefetch: IndexRanges, cancelPrefetch: IndexRanges, load: IndexRanges, unload: IndexRanges, show: IndexRanges, hide: IndexRanges
    ) {
        self.prefetch = prefetch
        self.cancelPrefetch = cancelPrefetch
        self.load = load
        self.unload = unload
        self.show = show
        self.hide = hide
    }

    /// The changes between windows whose held items differ: the ranges' differences, corrected for the
    /// few held items on either side, with set operations only where a held item falls in a range.
    private init(_ old: WorkingWindows, _ new: WorkingWindows) {
        func added(_ newRange: Range<Int>, _ oldRange: Range<Int>) -> IndexRanges {
            var result = IndexRanges.difference(newRange, oldRange)
            // Held before: not added now.
            for index in old.held where result.contains(index) { result = result.subtracting(IndexRanges(index..<(index + 1))) }
            // Held now, and in neither the old range nor the old held items: added.
            for index in new.held where !oldRange.contains(index) && !old.held.contains(index) && !result.contains(index) {
                result = result.union(IndexRanges(index..<(index + 1)))
            }
            return result
        }
        func removed(_ oldRange: Range<Int>, _ newRange: Range<Int>) -> IndexRanges {
            var result = IndexRanges.difference(oldRange, newRange)
            for index in new.held where result.contains(index) { result = result.subtracting(IndexRanges(index..<(index + 1))) }
            for index in old.held where !newRange.contains(index) && !new.held.contains(index) && !result.contains(index) {
                result = result.union(IndexRanges(index..<(index + 1)))
            }
            return result
        }
        self.init()
        prefetch = added(new.preload, old.preload)
        cancelPrefetch = removed(old.preload, new.preload)
        load = added(new.display, old.display)
        unload = removed(old.display, new.display)
        show = added(new.visible, old.visible)
        hide = removed(old.visible, new.visible)
    }

    /// Drops `held` from every set (items held on both sides of a change never change state).
    private mutating func removeHeld(_ held: IndexRanges) {
        func removing(_ set: IndexRanges) -> IndexRanges { set.isEmpty ? set : set.subtracting(held) }
        prefetch = removing(prefetch)
        cancelPrefetch = removing(cancelPrefetch)
        load = removing(load)
        unload = removing(unload)
        show = removing(show)
        hide = removing(hide)
    }

    /// The changes from windows that were remapped into a new index space (and so may have holes) to
    /// fresh windows.
    init(from old: RemappedWindows, to new: WorkingWindows) {
        let (preload, display, visible) = (new.allPreloaded, new.allDisplayed, new.allVisible)
        prefetch = preload.subtracting(old.preload)
        cancelPrefetch = old.preload.subtracting(preload)
        load = display.subtracting(old.display)
        unload = old.display.subtracting(display)
        show = visible.subtracting(old.visible)
        hide = old.visible.subtracting(visible)
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

    init(visible: IndexRanges, display: IndexRanges, preload: IndexRanges) {
        self.visible = visible
        self.display = display
        self.preload = preload
    }

    /// Windows as they are, held items counted as visible.
    init(_ windows: WorkingWindows) {
        self.init(visible: windows.allVisible, display: windows.allDisplayed, preload: windows.allPreloaded)
    }
}

extension IndexRanges {
    /// `(range ∪ {extra}) − (other ∪ {removed})`, for at most one held item a side: the ranges'
    /// difference less `removed`, with `extra` put in its place, appended in order.
    fileprivate static func difference(_ range: Range<Int>, adding extra: Int?, _ other: Range<Int>, removing removed: Int?) -> IndexRanges {
        var result = IndexRanges()
        // `extra` when it is not in the difference already and not removed.
        var pending = extra.flatMap { $0 == removed || other.contains($0) || range.contains($0) ? nil : $0 }
        let kept = IndexRanges.difference(range, other)
        for k in 0..<kept.rangeCount {
            let piece = kept.range(at: k)
            if let item = pending, item < piece.lowerBound {
                result.append(item..<(item + 1))
                pending = nil
            }
            if let removed, piece.contains(removed) {
                result.append(piece.lowerBound..<removed)
                result.append((removed + 1)..<piece.upperBound)
            } else {
                result.append(piece)
            }
        }
        if let item = pending { result.append(item..<(item + 1)) }
        return result
    }
}
