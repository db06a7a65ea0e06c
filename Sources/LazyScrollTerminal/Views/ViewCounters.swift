import LazyScroll

/// The numbers the range overlay shows: how hard the views work.
public struct ViewCounters: Sendable, Hashable {
    /// Where the views are and how the loads got theirs: every view the reuse pool made is alive, idle
    /// or dropped.
    public var views = ViewStatistics()
    /// Items that entered a display window (got a view).
    public var loads = 0
    /// Items that left a display window (gave their view back).
    public var unloads = 0
    /// Seconds the last frame took to draw, as measured by the host (0 on a test clock).
    public var frameTime: Double = 0

    /// All zeros.
    public init() {}

    /// The counts of `views`, with `loads` and `unloads` items.
    public init(views: ViewStatistics, loads: Int, unloads: Int) {
        self.views = views
        self.loads = loads
        self.unloads = unloads
    }

    /// Views that exist outside the reuse pool's idle lists: those of loaded items and those kept
    /// configured for unloaded ones.
    public var alive: Int { views.alive }
    /// Views the reuse pool made.
    public var created: Int { views.created }
    /// Dequeues the reuse pool served with a recycled view.
    public var reused: Int { views.reused }

    /// Both views' counts added up (frame time is the host's, so it is not summed).
    public static func + (lhs: ViewCounters, rhs: ViewCounters) -> ViewCounters {
        var sum = lhs
        sum.views = lhs.views + rhs.views
        sum.loads += rhs.loads
        sum.unloads += rhs.unloads
        return sum
    }
}
