/// The three nested windows of item indices a virtualizer maintains: visible ⊆ display ⊆ preload.
public struct WorkingWindows: Sendable, Hashable {
    /// Items intersecting the viewport.
    public var visible: Range<Int>
    /// Items that have views.
    public var display: Range<Int>
    /// Items whose data is prefetched.
    public var preload: Range<Int>
    /// Items on screen outside `visible`, which count as visible (and so as loaded and prefetched)
    /// until released: pinned section headers and footers whose own place is elsewhere, and items
    /// whose animation has not ended. Disjoint from `visible`.
    public var held: IndexRanges {
        get { heldStorage.ranges }
        set { heldStorage.ranges = newValue }
    }

    /// `held`, boxed: windows are copied several times a frame, and `held` is nearly always empty.
    private var heldStorage = BoxedIndexRanges()

    /// Creates windows.
    public init(visible: Range<Int>, display: Range<Int>, preload: Range<Int>, held: IndexRanges = IndexRanges()) {
        self.visible = visible
        self.display = display
        self.preload = preload
        self.held = held
    }

    /// Whether `held` is not empty, read without making a set.
    var holdsItems: Bool { !heldStorage.isEmpty }

    /// The only held item when exactly one is held (a pinned header), read without making a set; nil
    /// otherwise.
    var soleHeldItem: Int? { heldStorage.soleIndex }

    /// Whether both have the same windows and held items.
    public static func == (lhs: WorkingWindows, rhs: WorkingWindows) -> Bool {
        lhs.visible == rhs.visible && lhs.display == rhs.display && lhs.preload == rhs.preload && lhs.held == rhs.held
    }

    /// Hashes the windows and held items.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(visible)
        hasher.combine(display)
        hasher.combine(preload)
        hasher.combine(held)
    }

    /// No items in any window.
    public static let empty = WorkingWindows(visible: 0..<0, display: 0..<0, preload: 0..<0)

    /// The lifecycle state of item `index`.
    public func state(of index: Int) -> ItemState {
        if visible.contains(index) || held.contains(index) { return .visible }
        if display.contains(index) { return .loaded }
        if preload.contains(index) { return .prefetched }
        return .gone
    }

    /// The windows moved by `delta` indices.
    func shifted(by delta: Int) -> WorkingWindows {
        func shift(_ r: Range<Int>) -> Range<Int> { (r.lowerBound + delta)..<(r.upperBound + delta) }
        return WorkingWindows(visible: shift(visible), display: shift(display), preload: shift(preload), held: held.shifted(by: delta))
    }

    /// Every item counted as visible: `visible` and `held`.
    var allVisible: IndexRanges { !holdsItems ? IndexRanges(visible) : IndexRanges(visible).union(held) }

    /// Every item with a view: `display` and `held`.
    var allDisplayed: IndexRanges { !holdsItems ? IndexRanges(display) : IndexRanges(display).union(held) }

    /// Every item prefetched: `preload` and `held`.
    var allPreloaded: IndexRanges { !holdsItems ? IndexRanges(preload) : IndexRanges(preload).union(held) }

    /// The smallest range containing both (an empty range adds nothing).
    static func hull(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
        if a.isEmpty { return b.isEmpty ? a : b }
        if b.isEmpty { return a }
        return min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound)
    }
}

extension WorkingWindows: CustomReflectable {
    /// The windows and `held` (not the box that keeps it), so that printing windows shows their items.
    public var customMirror: Mirror {
        Mirror(self, children: ["visible": visible, "display": display, "preload": preload, "held": held], displayStyle: .struct)
    }
}

/// Where an item is in its lifecycle: gone → prefetched → loaded → visible.
public enum ItemState: Int, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Outside every window: no data, no view.
    case gone
    /// In the preload window: its data is being fetched; no view.
    case prefetched
    /// In the display window: it has a configured view, off screen.
    case loaded
    /// Intersecting the viewport.
    case visible

    /// Orders states by how far along the lifecycle they are.
    public static func < (lhs: ItemState, rhs: ItemState) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The state's name.
    public var description: String {
        switch self {
        case .gone: return "gone"
        case .prefetched: return "prefetched"
        case .loaded: return "loaded"
        case .visible: return "visible"
        }
    }
}
