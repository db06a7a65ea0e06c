/// One section of a masonry, found in its tree: what a query lays out.
///
/// Plain values only (the leaf is read through its node, never copied into the reference), so that a
/// search can pass references around without retaining the leaf's arrays at every copy.
struct LaneSectionReference {
    /// The tree node of the leaf holding the section, not retained: valid while the tree searched is.
    let node: Unmanaged<SummaryNode<LaneSection>>
    /// The index of the leaf's first item.
    let base: Int
    /// The section's number within the leaf.
    let section: Int
    /// Where the section starts, from the content's start.
    let start: Double
    /// The section's items.
    let items: Range<Int>

    /// The section `section` of the leaf in `node`, whose first item is item `base`, starting at `start`.
    @inline(__always)
    init(node: Unmanaged<SummaryNode<LaneSection>>, base: Int, section: Int, start: Double) {
        self.node = node
        self.base = base
        self.section = section
        self.start = start
        let local = node._withUnsafeGuaranteedRef { $0.leaf.items(ofSection: section) }
        items = (base + local.lowerBound)..<(base + local.upperBound)
    }

    /// The last checkpoint of the section before which every item ends before `low` (see
    /// `LaneSection.checkpoint(in:clearing:base:lanes:)`); a run's sections have none.
    @inline(__always)
    func checkpoint(clearing low: Double, in context: LaneSection.Context) -> Int {
        withCheckpoints { LaneSection.checkpoint(in: $0, clearing: low, base: start, lanes: context.lanes) }
    }

    /// The last checkpoint of the section at or before its item `k`.
    @inline(__always)
    func checkpoint(atOrBefore k: Int, in context: LaneSection.Context) -> Int {
        withCheckpoints { LaneSection.checkpoint(in: $0, atOrBefore: k, lanes: context.lanes) }
    }

    /// Writes the lanes' state at checkpoint `j` of the section into `state`.
    @inline(__always)
    func loadCheckpoint(_ j: Int, into state: UnsafeMutablePointer<Double>, in context: LaneSection.Context) {
        withCheckpoints { LaneSection.loadCheckpoint(j, of: $0, into: state, lanes: context.lanes) }
    }

    /// The section's checkpoints, read in place in the leaf (a copy of the leaf would retain its arrays).
    @inline(__always)
    private func withCheckpoints<Result>(_ body: (UnsafeBufferPointer<Double>) -> Result) -> Result {
        node._withUnsafeGuaranteedRef { node in
            node.leaf.checkpoints.withUnsafeBufferPointer { section == 0 ? body($0) : body(UnsafeBufferPointer(start: nil, count: 0)) }
        }
    }

    /// `LaneSection.resumeLayout(section:…)` for this section, its start as the base of `limit`.
    @inline(__always)
    func resumeLayout(
        in context: LaneSection.Context, from first: Int, prefix: Int? = nil, until limit: Double, state: UnsafeMutablePointer<Double>,
        starts: UnsafeMutablePointer<Double>, extents: UnsafeMutablePointer<Double>, lanes: UnsafeMutablePointer<Int>
    ) -> Int {
        node._withUnsafeGuaranteedRef {
            $0.leaf.resumeLayout(
                section: section, in: context, from: first, prefix: prefix, until: limit, base: start, state: state,
                starts: starts, extents: extents, lanes: lanes)
        }
    }
}
