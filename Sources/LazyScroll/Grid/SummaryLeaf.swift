/// The items of one leaf of a `SummaryTree`, and how leaves and subtrees add up.
///
/// A grid and a set of lanes keep their items in the same counted B+tree; what differs is what a subtree
/// adds up to (a grid's rows for every column phase, the lanes' sections) and when two neighbouring
/// leaves may become one.
protocol SummaryLeaf: Sendable {
    /// What a leaf, and a subtree, adds up to.
    associatedtype Summary: Sendable
    /// What a summary depends on besides the items: fixed for the life of a tree, or every summary is
    /// recomputed when it changes (`SummaryTree.resummarize(in:)`).
    associatedtype Context

    /// An empty leaf: the root of an empty tree, and the unused leaf of an internal node.
    init()

    /// The number of items in the leaf.
    var count: Int { get }

    /// What the leaf adds up to.
    func summary(in context: Context) -> Summary

    /// Brings whatever the leaf derives from its items up to date, before its node reads `summary(in:)`:
    /// called once whenever a leaf is put in a node or changed there.
    mutating func prepare(in context: Context)

    /// What consecutive subtrees of `counts[j]` items summarized by `summaries[j]` add up to, in order.
    static func combine(counts: [Int], summaries: [Summary], in context: Context) -> Summary

    /// The leaf that replaces two neighbours next to a change, or nil to keep both. `afterDataChange`
    /// tells a change of the data (items inserted or removed) from a measurement or a bookkeeping change,
    /// for leaves whose grouping is visible (a lane section).
    static func merge(_ first: Self, _ second: Self, afterDataChange: Bool, in context: Context) -> Self?
}

extension SummaryLeaf {
    /// Nothing to prepare: a leaf that derives nothing from its items.
    @inline(__always)
    mutating func prepare(in context: Context) {}
}

/// What a change did to one leaf of a `SummaryTree`.
enum LeafChange<Leaf: SummaryLeaf> {
    /// Nothing: the summaries on the path stay as they are.
    case unchanged
    /// The leaf changed in place.
    case changed
    /// These leaves replace it (empty ones are dropped).
    case replaced([Leaf])

    /// `changed`, or `replaced` by `leaves` when there are any: the shape of most leaf changes.
    static func from(_ leaves: [Leaf]?) -> LeafChange { leaves.map { .replaced($0) } ?? .changed }
}
