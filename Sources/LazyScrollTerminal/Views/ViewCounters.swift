import LazyScroll

/// The numbers the range overlay shows: how hard the views work.
///
/// The view counts follow `ViewStatistics`: every view the reuse pool made is alive, idle or
/// dropped, so `created == alive + idle + dropped`.
public struct ViewCounters: Sendable, Hashable {
    /// Views that exist outside the reuse pool's idle lists: those of loaded items and those kept
    /// configured for unloaded ones.
    public var alive = 0
    /// Views idle in the reuse pool.
    public var idle = 0
    /// Views the reuse pool made.
    public var created = 0
    /// Views the reuse pool let go because its idle list was full.
    public var dropped = 0
    /// Dequeues the reuse pool served with a recycled view.
    public var reused = 0
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
        alive = views.alive
        idle = views.idle
        created = views.created
        dropped = views.dropped
        reused = views.reused
        self.loads = loads
        self.unloads = unloads
    }

    /// Both views' counts added up (frame time is the host's, so it is not summed).
    public static func + (lhs: ViewCounters, rhs: ViewCounters) -> ViewCounters {
        var sum = lhs
        sum.alive += rhs.alive
        sum.idle += rhs.idle
        sum.created += rhs.created
        sum.dropped += rhs.dropped
        sum.reused += rhs.reused
        sum.loads += rhs.loads
        sum.unloads += rhs.unloads
        return sum
    }
}
