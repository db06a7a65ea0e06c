/// Masonry sections a virtualizer's update found in its model's tree, kept so that the rest of the
/// update and `placements()` reuse them rather than searching the tree again: the sections of the
/// visible items while the update runs, then those holding the display window, in order.
///
/// Holding the root keeps the references sound, as `LeafHint` does for lists: a tree whose root is
/// referenced twice is copied before it is changed (copy on write), so while the hints hold a root, a
/// model whose root is this very object holds exactly the tree the references point into (a
/// reference does not retain its node). The holder drops the root before changing its model, so that
/// the change stays in place rather than copying the path.
struct LaneSectionHints: @unchecked Sendable {
    // `@unchecked`: the references are plain values (an unretained node, indices, a position), read
    // only while `root` keeps their nodes alive and unchanged.

    /// The root of the tree the sections were found in; nil when there are none.
    private(set) var root: SummaryNode<LaneSection>?
    /// The sections, by increasing items.
    private(set) var sections: [LaneSectionReference] = []
    /// Storage for the next list, kept between updates so that building one allocates nothing.
    private var spare: [LaneSectionReference] = []

    /// Forgets every section (and the root), keeping the storage for the next update.
    mutating func removeAll() {
        root = nil
        sections.removeAll(keepingCapacity: true)
    }

    /// Records `section`, found in the tree whose root is `root`, after the sections recorded so far
    /// (it holds later items than they do); hints of another tree are forgotten first.
    mutating func append(_ section: LaneSectionReference, in root: SummaryNode<LaneSection>) {
        if self.root !== root {
            removeAll()
            self.root = root
        }
        if let last = sections.last, last.items == section.items { return }
        sections.append(section)
    }

    /// The recorded section holding item `index`, if these hints are of the tree whose root is `root`.
    @inline(__always)
    func section(holding index: Int, in root: SummaryNode<LaneSection>) -> LaneSectionReference? {
        guard self.root === root else { return nil }
        for section in sections where section.items.contains(index) { return section }
        return nil
    }

    /// Replaces the sections with those `build` appends to the list it is given, found in the tree whose
    /// root is `root`; `build` may look sections up in `known`, these hints as they were.
    mutating func rebuild(in root: SummaryNode<LaneSection>, _ build: (_ known: LaneSectionHints, _ list: inout [LaneSectionReference]) -> Void) {
        var list = spare
        spare = []
        list.removeAll(keepingCapacity: true)
        build(self, &list)
        spare = sections
        sections = list
        self.root = list.isEmpty ? nil : root
    }
}
