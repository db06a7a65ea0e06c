/// One section of a masonry, found in its tree: what a query lays out.
struct LaneSectionReference {
    /// The leaf holding the section.
    let leaf: LaneSection
    /// The tree node of that leaf, not retained: valid while the tree searched is.
    let node: Unmanaged<SummaryNode<LaneSection>>
    /// The index of the leaf's first item.
    let base: Int
    /// The section's number within the leaf.
    let section: Int
    /// Where the section starts, from the content's start.
    let start: Double

    /// The section's items.
    var items: Range<Int> {
        let local = leaf.items(ofSection: section)
        return (base + local.lowerBound)..<(base + local.upperBound)
    }
}
