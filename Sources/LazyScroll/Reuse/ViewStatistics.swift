/// Where every view that a ``LiveViews`` made is, and how the loads got theirs.
///
/// Every view a factory made is in exactly one of four places, so at all times
///
///     created == live + kept + idle + dropped    (== alive + idle + dropped)
///
/// A load gets its view one of three ways: its own kept view back (``restored``), an idle view
/// (``reused``) or a new one (``created``); the last two are configured for the item.
///
/// Views unloaded by an update serve that update's loads before the pool's cap applies, so a view is
/// made only when every view of its reuse identifier is live or kept. Hence, for each reuse identifier,
/// `created` never exceeds the most views of that identifier live and kept at the end of any one
/// update, plus those of its views dropped; and views are dropped only when an update ends with more
/// idle views than the cap (or when the pool is drained or its cap lowered).
public struct ViewStatistics: Sendable, Hashable {
    /// Views made by a factory.
    public var created = 0
    /// Loads given an idle view, which was configured for the loaded item.
    public var reused = 0
    /// Loads given back the view they had when they unloaded, still configured: no configuration.
    public var restored = 0
    /// Views of loaded items, and of deleted items still fading out (``LiveViews/disappearingViews``).
    public var live = 0
    /// Views of unloaded items, kept configured for them (at most `keptConfiguredViews`).
    public var kept = 0
    /// Views idle in the reuse pool.
    public var idle = 0
    /// Views the pool let go: beyond a full idle list, drained, or cut by a lower cap.
    public var dropped = 0

    /// All zeros.
    public init() {}

    /// Views that exist outside the pool: live and kept ones.
    public var alive: Int { live + kept }

    /// Loads that configured a view: new or reused.
    public var configured: Int { created + reused }

    /// The views of two sets of live views together, each count summed (as a stack of lists shows
    /// them).
    public static func + (lhs: ViewStatistics, rhs: ViewStatistics) -> ViewStatistics {
        var sum = lhs
        sum.created += rhs.created
        sum.reused += rhs.reused
        sum.restored += rhs.restored
        sum.live += rhs.live
        sum.kept += rhs.kept
        sum.idle += rhs.idle
        sum.dropped += rhs.dropped
        return sum
    }
}
