/// A leaf of the sections tree: up to `capacity` consecutive sections.
///
/// A subtree adds up to its number of elements and items and its length: each section's extent plus the
/// section spacing after it, so that section `s` starts at the sum over the sections before it.
struct SectionLeaf: SummaryLeaf {
    /// The most sections in a leaf.
    static let capacity = 32

    /// The sections, in order.
    var slots: [SectionSlot]

    /// What sums depend on besides the sections: the gap after each section.
    struct Context {
        var spacing: Double
    }

    /// What a subtree adds up to.
    struct Summary: Sendable, Equatable {
        /// Elements (headers, items or rows, footers).
        var elements: Int = 0
        /// Items.
        var items: Int = 0
        /// The sum of the sections' extents and of the spacing after each.
        var extent: Double = 0
        /// Sections whose items are a grid with adaptive columns, which a new viewport width refits.
        var adaptiveGrids: Int = 0
        /// Sections whose items are a masonry, which keeps the lanes of the items it shows.
        var lanes: Int = 0

        @inline(__always)
        static func += (lhs: inout Summary, rhs: Summary) {
            lhs.elements += rhs.elements
            lhs.items += rhs.items
            lhs.extent += rhs.extent
            lhs.adaptiveGrids += rhs.adaptiveGrids
            lhs.lanes += rhs.lanes
        }
    }

    init() { slots = [] }

    init(_ slots: [SectionSlot]) { self.slots = slots }

    var count: Int { slots.count }

    func summary(in context: Context) -> Summary {
        var summary = Summary()
        for slot in slots { summary += Self.summary(of: slot, in: context) }
        return summary
    }

    /// What one section adds: its elements, items, extent plus the spacing after it.
    @inline(__always)
    static func summary(of slot: SectionSlot, in context: Context) -> Summary {
        Summary(elements: slot.elementCount, items: slot.itemCount, extent: slot.extent + context.spacing,
                adaptiveGrids: slot.hasAdaptiveColumns ? 1 : 0, lanes: slot.hasLanes ? 1 : 0)
    }

    static func combine(counts: [Int], summaries: [Summary], in context: Context) -> Summary {
        var total = Summary()
        for summary in summaries { total += summary }
        return total
    }

    /// Neighbours join while they fit in one leaf; sections are never regrouped otherwise, and how they
    /// are grouped changes no position.
    static func merge(_ first: SectionLeaf, _ second: SectionLeaf, afterDataChange: Bool, in context: Context) -> SectionLeaf? {
        first.count + second.count <= capacity ? SectionLeaf(first.slots + second.slots) : nil
    }

    /// `slots` in leaves of at most `capacity` sections, each at least half full when there are enough.
    static func leaves(of slots: [SectionSlot]) -> [SectionLeaf] {
        guard !slots.isEmpty else { return [] }
        let count = (slots.count + capacity - 1) / capacity
        return (0..<count).map { p in
            SectionLeaf(Array(slots[(slots.count * p / count)..<(slots.count * (p + 1) / count)]))
        }
    }
}
