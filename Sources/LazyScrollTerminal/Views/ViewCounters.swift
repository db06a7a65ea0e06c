/// The numbers the range overlay shows: how hard the views work.
public struct ViewCounters: Sendable, Hashable {
    /// Views that exist outside the reuse pool's idle lists.
    public var alive = 0
    /// Views the reuse pool made.
    public var created = 0
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

    /// Both views' counts added up (frame time is the host's, so it is not summed).
    public static func + (lhs: ViewCounters, rhs: ViewCounters) -> ViewCounters {
        var sum = lhs
        sum.alive += rhs.alive
        sum.created += rhs.created
        sum.reused += rhs.reused
        sum.loads += rhs.loads
        sum.unloads += rhs.unloads
        return sum
    }
}
