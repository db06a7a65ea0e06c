import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A size model for a masonry: items in `lanes` columns (for vertical scrolling), each item going to the
/// lane whose end is nearest, laid out lazily in sections.
///
/// **The layout.** Items are grouped into *sections* of up to 128 consecutive items. Within a section,
/// items in index order go to the lane whose end is nearest (the lowest-numbered lane on a tie), the
/// classic masonry rule, with their measured or estimated extents; every lane of a section starts at
/// the section's start, and the next section starts where the longest lane of this one ends (plus the
/// item spacing). So the position of an item depends only on the items of its own section, and the
/// start of a section is a sum over the sections before it, which the tree keeps: a jump to any offset
/// or item costs O(log n) plus the layout of one section, and nothing before it is laid out. The price
/// is a seam every 128 items where the lanes even out, leaving the shorter lanes a gap.
///
/// **Stability.** Once an item is shown measured (it enters the visible window of a `Virtualizer` with
/// its real extent; an estimated item's lane is provisional until it is measured), its lane is
/// kept (`keepLanes(of:)`): measuring it or items before it later moves it only along its lane, never
/// to another lane; nor do insertions, removals or moves of other items (a moved item is a new item at
/// its destination). Items never shown follow the rule with the extents known when they are laid out.
/// Sections are regrouped only where items are inserted or removed.
///
/// **Anchoring.** A change in an earlier section moves every later section by the same distance, so a
/// virtualizer's anchoring keeps what is on screen still. A change above the viewport within the first
/// visible section moves the items below it in its lane; the first visible item is kept still.
///
/// **Costs** (n items, L lanes, S = 128): a search (item at an offset, offset of an item) O(log n + S × L);
/// a measurement, insertion or removal O(log n + S × L); keeping lanes of shown items O(log n + S × L) per
/// section touched; a build from n given extents O(n × L) (each section's extent is computed once), an
/// estimate-only build O(1). Memory: as a list's (a run for unmeasured stretches, 4 or 8 bytes per
/// explicitly sized item) plus a byte per item in sections where some lane is kept, and, with up to 4
/// lanes, the lanes' state every 32 items of a stored section (96 bytes per 128 items for 3 lanes), from
/// which a search lays out instead of from the section's first item.
///
/// As an `ItemExtents`, starts increase from one section to the next but not within a section, and
/// `indices(intersecting:_:)` is the smallest range of items holding every item that overlaps (a
/// virtualizer's windows are ranges, so a few items next to the viewport in another lane may count as
/// visible). Lanes do not loop.
public struct LaneExtents: ItemExtents {
    /// The masonry's lanes, gaps and cross insets.
    public let layout: LaneLayout
    var tree: SummaryTree<LaneSection>
    let context: LaneSection.Context

    /// `count` items, none measured yet, in O(1) time and memory.
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a negative count, an estimate that is not finite
    ///   and positive, or an invalid layout; `LazyScrollError.exceedsLimit` for too many lanes.
    public init(count: Int, estimatedExtent: CGFloat, layout: LaneLayout) throws(LazyScrollError) {
        try LazyScrollError.check(CGFloat(count), .wholeAndNotNegative, "item count")
        try self.init(leaves: count == 0 ? [] : [LeafExtents(run: count, value: .nan)], estimatedExtent: estimatedExtent, layout: layout)
    }

    /// Items whose extents are known up front, one per element of `extents`, in O(n × lanes).
    ///
    /// `estimatedExtent` is used for items inserted later without an extent.
    ///
    /// - Throws: as `init(count:estimatedExtent:layout:)`, and `LazyScrollError.invalidNumber` naming
    ///   the first extent that is negative or not finite.
    public init(extents: [CGFloat], estimatedExtent: CGFloat = 44, layout: LaneLayout) throws(LazyScrollError) {
        let items = try MeasuredExtents(extents: extents, estimatedExtent: estimatedExtent)
        try self.init(leaves: Self.leaves(of: items), estimatedExtent: estimatedExtent, layout: layout)
    }

    /// `count` items whose extents come from `extentOf` (nil: not measured yet), called once per item in
    /// order.
    ///
    /// - Throws: as `init(extents:estimatedExtent:layout:)`.
    public init(count: Int, estimatedExtent: CGFloat, layout: LaneLayout, extentOf: (Int) -> CGFloat?) throws(LazyScrollError) {
        let items = try MeasuredExtents(count: count, estimatedExtent: estimatedExtent, extentOf: extentOf)
        try self.init(leaves: Self.leaves(of: items), estimatedExtent: estimatedExtent, layout: layout)
    }

    private init(leaves: [LeafExtents], estimatedExtent: CGFloat, layout: LaneLayout) throws(LazyScrollError) {
        try LazyScrollError.check(estimatedExtent, .finiteAndPositive, "estimated extent")
        try layout.validate()
        self.layout = layout
        let spacing = Double(layout.itemSpacing)
        context = LaneSection.Context(
            lanes: layout.lanes, estimate: Double(estimatedExtent), spacing: spacing, spacingStep: PositionQuantum.quantized(spacing))
        // A list's bulk build makes runs of whole 128-item chunks and packed chunks of up to 128: valid sections.
        tree = SummaryTree(leaves: leaves.map { LaneSection($0) }, in: context)
    }

    private static func leaves(of items: MeasuredExtents) -> [LeafExtents] {
        var leaves: [LeafExtents] = []
        items.forEachLeaf { leaves.append($0) }
        return leaves
    }

    // MARK: - Shape

    /// The number of items.
    public var count: Int { tree.count }

    /// The gap between consecutive items of a lane.
    public var spacing: CGFloat { layout.itemSpacing }

    /// The extent of items not measured yet.
    public var estimatedExtent: CGFloat { CGFloat(context.estimate) }

    /// The distance from the first section's start to the end of the last section's longest lane.
    public var totalExtent: CGFloat {
        count == 0 ? 0 : CGFloat(tree.summary.extent - context.spacingStep)
    }

    /// The number of items whose lane is kept because they were shown.
    public var keptLaneCount: Int { tree.summary.kept }

    /// The number of items in each section, in order (how the items are grouped).
    public var sectionSizes: [Int] {
        var sizes: [Int] = []
        tree.forEachLeaf { leaf in
            for q in 0..<leaf.sectionCount { sizes.append(leaf.items(ofSection: q).count) }
        }
        return sizes
    }

    /// The number of tree nodes (1 for any number of unmeasured items never shown).
    public var storageNodeCount: Int { tree.nodeCount }

    /// Where the lanes are across a viewport.
    var columnGeometry: ColumnGeometry { layout.geometry }

    /// Checks every structural invariant of the tree; returns a description of the first broken one.
    func invariantViolation() -> String? {
        if let problem = tree.invariantViolation(in: context, summariesAgree: ==) { return problem }
        var problem: String?
        tree.forEachLeaf { leaf in
            if leaf.extents.isRun && !leaf.keptLanes.isEmpty { problem = "run with kept lanes" }
            if !leaf.extents.isRun && leaf.count > LaneSection.capacity { problem = "section of \(leaf.count) items" }
            if !leaf.extents.isRun && !leaf.keptLanes.isEmpty && leaf.keptLanes.count != leaf.count { problem = "kept lanes out of step" }
            if !leaf.isPrepared(in: context) { problem = "section checkpoints out of date" }
        }
        return problem
    }
}
