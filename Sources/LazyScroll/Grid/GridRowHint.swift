/// Where a search of a grid's rows (`CellRows`) ended: the leaf it scanned, a row start in it with the
/// cursor there, and the leaf's own start, for the tree and the context the search used.
///
/// A scroll update finds its visible rows with a descent and a scan of one leaf, and laying out the
/// frame's placements right after would descend again and walk the same leaf from its first item. The
/// virtualizer keeps the search's place so that the walk starts there (`CellRows.forEachRow(in:startingWith:into:)`),
/// as `LeafHint` does for a list.
///
/// Holding the root keeps the hint sound, as for `LeafHint`: a tree whose root is referenced twice is
/// copied along the path of any change (copy on write), so every node reachable from a held root stays
/// exactly as it was, and the leaf's node needs no reference of its own. The holder drops the hint
/// before changing its model, so that the change stays in place.
///
/// A class, so that the hints a list keeps (`LeafHints`, copied with the virtualizer several times a
/// frame) grow by one reference rather than by this hint's dozen words: inline, it made a list's jump
/// 3.6 % slower (callgrind, n = 1M).
final class GridRowHint: Sendable {
    /// The root of the tree searched.
    let root: SummaryNode<GridLeaf>
    /// The leaf the search ended in (valid while `root` is held).
    let leaf: Unmanaged<SummaryNode<GridLeaf>>
    /// The index of the leaf's first item.
    let base: Int
    /// The rows before the leaf's first item, as the descent summed them.
    let leafStart: RowCursor
    /// An item of the leaf that begins a row (or the leaf's first item), as a global index.
    let item: Int
    /// The rows before `item`, as a walk of the leaf from `leafStart` sums them.
    let cursor: RowCursor
    /// The next leaf and its first item, when a second search for the range's end descended to it.
    let next: (leaf: Unmanaged<SummaryNode<GridLeaf>>, base: Int)?
    /// The columns, estimate and rounded spacing the sums were made with.
    let columns: Int
    let estimate: Double
    let spacing: Double

    /// Whether item `index` is in the hint's leaf.
    @inline(__always)
    func holds(_ index: Int) -> Bool {
        index >= base && index < base + leaf._withUnsafeGuaranteedRef { $0.count }
    }

    /// Whether this hint describes `rows` as they are now.
    @inline(__always)
    func applies(to rows: CellRows) -> Bool {
        root === rows.tree.root && columns == rows.columns && estimate == rows.estimate && spacing == rows.spacingStep
    }

    init(
        root: SummaryNode<GridLeaf>, leaf: Unmanaged<SummaryNode<GridLeaf>>, base: Int, leafStart: RowCursor, item: Int,
        cursor: RowCursor, next: (leaf: Unmanaged<SummaryNode<GridLeaf>>, base: Int)?, columns: Int, estimate: Double, spacing: Double
    ) {
        self.root = root
        self.leaf = leaf
        self.base = base
        self.leafStart = leafStart
        self.item = item
        self.cursor = cursor
        self.next = next
        self.columns = columns
        self.estimate = estimate
        self.spacing = spacing
    }
}
