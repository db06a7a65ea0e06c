import Foundation

/// Where a search of a `MeasuredExtents` tree ended: a packed leaf, the index of its first item and
/// where that item starts, for the tree and the estimate and spacing the search used.
///
/// A scroll update finds its visible items with one descent of the tree, and laying out the frame's
/// placements right after would descend again to the same leaf, summing the same extents. The
/// virtualizer keeps the first search's leaf so that the walk can start there.
///
/// Holding the root keeps the hint sound: a tree whose root is referenced twice is copied before it
/// is changed (copy on write), so while the hint lives, a model whose root is this very object holds
/// exactly the tree the hint was taken from. The holder drops the hint before changing its model, so
/// that the change stays in place rather than copying the path.
struct LeafHint: Sendable {
    /// The root of the tree searched.
    let root: ExtentNode
    /// The packed leaf the search ended in (sharing the tree's arrays).
    let leaf: LeafExtents
    /// The index of the leaf's first item.
    let base: Int
    /// Where the leaf's first item starts, summed exactly as every walk of the tree sums it.
    let position: Double
    /// An item of the leaf (counted from the leaf's first) whose start the search summed on its way,
    /// exactly as a walk of the leaf from `position` would sum it, and that start.
    let resume: (k: Int, start: Double)
    /// The estimate and spacing `position` was summed with.
    let estimate: Double
    let spacing: Double

    /// Whether item `index` is in the hint's leaf.
    @inline(__always)
    func holds(_ index: Int) -> Bool {
        index >= base && index < base + leaf.count
    }

    /// Whether this hint describes `root` as searched with `estimate` and `spacing`.
    @inline(__always)
    func applies(to root: ExtentNode, estimate: Double, spacing: Double) -> Bool {
        self.root === root && self.estimate == estimate && self.spacing == spacing
    }
}

/// The leaves a search for the items in a range of offsets ended in: the one holding the lower end
/// and, when the range runs on into a later subtree, the one holding the upper end; for a grid, where
/// its search of the rows ended.
struct LeafHints: Sendable {
    /// The leaf of the range's first item.
    var lower: LeafHint?
    /// The leaf of the range's last item, when the search descended to it separately.
    var upper: LeafHint?
    /// A grid's: the leaf and row its search for the range's first row ended at.
    var rows: GridRowHint?
}
