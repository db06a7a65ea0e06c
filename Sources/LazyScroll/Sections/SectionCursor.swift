import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A section of a `SectionedExtents` read where its tree stores it: the leaf's node (not retained), the
/// section's place in that leaf, and what the sections before it add up to.
///
/// Walks step from a section to the next in place, reading the numbers each slot caches, and copy a
/// section (which holds its size model, so a copy retains it) only for the sections they hand over
/// (``located``): a jump used to copy every section a walk passed, and to descend the tree again for
/// the last section of a range that the first one's leaf already held.
///
/// The sums are the ones a descent and a walk from the root add up: within a leaf the slots' summaries
/// one by one, as `locate` adds them; into the next leaf by a descent, which adds the subtrees'
/// summaries as a walk from the root does. So a section's start is the same number however it was
/// reached.
///
/// Valid only while the tree it was found in exists unchanged: make one within a query of
/// `SectionedExtents` and never keep it.
struct SectionCursor {
    /// The leaf holding the section: not retained, so valid while the tree is.
    private var node: Unmanaged<SummaryNode<SectionLeaf>>
    /// The section's index within its leaf.
    private var slotIndex: Int
    /// The index of the leaf's first section.
    private var leafBase: Int
    /// What the sections before this one add up to (elements, items, extent with spacing).
    private(set) var before: SectionLeaf.Summary

    /// The cursor at slot `slotIndex` of `node`, whose first section is `leafBase`, with the sections
    /// before that slot adding up to `before`.
    fileprivate init(node: Unmanaged<SummaryNode<SectionLeaf>>, slotIndex: Int, leafBase: Int, before: SectionLeaf.Summary) {
        self.node = node
        self.slotIndex = slotIndex
        self.leafBase = leafBase
        self.before = before
    }

    /// The section's index.
    var section: Int { leafBase + slotIndex }
    /// The flat index of the section's first element.
    var firstElement: Int { before.elements }
    /// Where the section starts.
    var start: Double { before.extent }
    /// The section's elements.
    var elementCount: Int { withSlot { $0.pointee.elementCount } }
    /// The section's length.
    var extent: Double { withSlot { $0.pointee.extent } }
    /// Where the section ends.
    var end: Double { start + extent }
    /// The flat index just past the section's last element.
    var endElement: Int { firstElement + elementCount }

    /// Calls `body` with the section's slot, read in place (no copy of the section).
    @inline(__always)
    func withSlot<Result>(_ body: (UnsafePointer<SectionSlot>) -> Result) -> Result {
        node._withUnsafeGuaranteedRef { node in
            node.leaf.slots.withUnsafeBufferPointer { slots in body(slots.baseAddress! + slotIndex) }
        }
    }

    /// Where the section's header, items and footer lie within it, read in place.
    var geometry: SectionGeometry { withSlot { $0.pointee.geometry } }

    /// Where the section and its header and footer lie, read in place.
    var bounds: SectionBounds {
        let (start, extent, geometry) = (self.start, self.extent, self.geometry)
        return SectionBounds(start: start, end: start + extent, headerExtent: geometry.headerExtent, footerStart: start + geometry.footerStart,
                             footerExtent: geometry.footerExtent)
    }

    /// The section as `SectionedExtents.Located`: its slot copied out of the leaf.
    var located: SectionedExtents.Located {
        SectionedExtents.Located(slot: withSlot { $0.pointee }, section: section, firstElement: firstElement, start: start)
    }

    /// The next section, or nil after the last one: in place within the leaf, by a descent into the next
    /// leaf (the sums a walk from the root adds up there).
    func next(in extents: SectionedExtents) -> SectionCursor? {
        if let next = nextInLeaf(in: extents) { return next }
        let following = leafBase + node._withUnsafeGuaranteedRef { $0.leaf.slots.count }
        return following < extents.sectionCount ? extents.cursor(section: following) : nil
    }

    /// The next section when the same leaf holds it; nil at the leaf's last section.
    func nextInLeaf(in extents: SectionedExtents) -> SectionCursor? {
        let (count, summary) = node._withUnsafeGuaranteedRef { node in
            node.leaf.slots.withUnsafeBufferPointer { slots in
                (slots.count, SectionLeaf.summary(of: slots[slotIndex], in: extents.context))
            }
        }
        guard slotIndex + 1 < count else { return nil }
        var next = self
        next.before += summary
        next.slotIndex += 1
        return next
    }
}

extension SectionedExtents {
    /// The section holding element `index` (`0 ..< count`), skipping sections without elements.
    func cursor(atElement index: Int) -> SectionCursor {
        cursor { before, next in before.elements + next.elements <= index }
    }

    /// The section a descent reaches while `skips(before, next)` says that the next subtree, then the
    /// next section of the leaf reached, lies wholly before what is sought: the one walk the finders by
    /// element and by position share. A leaf's last section is never skipped.
    @inline(__always)
    private func cursor(
        skippingWhile skips: (_ before: SectionLeaf.Summary, _ next: SectionLeaf.Summary) -> Bool
    ) -> SectionCursor {
        var before = SectionLeaf.Summary()
        let (node, base) = tree.descendToNode(&before) { state, _, _, summary in
            guard skips(state, summary) else { return false }
            state += summary
            return true
        }
        let context = self.context
        let k = node._withUnsafeGuaranteedRef { node in
            node.leaf.slots.withUnsafeBufferPointer { slots in
                var k = 0
                while k + 1 < slots.count {
                    let next = SectionLeaf.summary(of: slots[k], in: context)
                    guard skips(before, next) else { break }
                    before += next
                    k += 1
                }
                return k
            }
        }
        return SectionCursor(node: node, slotIndex: k, leafBase: base, before: before)
    }

    /// The section holding element `index`, as `cursor(atElement:)` finds it, from `previous` (a
    /// section before it or holding it, or nil): `previous` or the next section when one of them holds
    /// it, else by a descent.
    func cursor(atElement index: Int, after previous: SectionCursor?) -> SectionCursor {
        if let previous, previous.firstElement <= index {
            if index < previous.endElement { return previous }
            if let next = previous.nextInLeaf(in: self), index < next.endElement { return next }
        }
        return cursor(atElement: index)
    }

    /// Section `index` (`0 ..< sectionCount`).
    func cursor(section index: Int) -> SectionCursor {
        var before = SectionLeaf.Summary()
        let (node, base) = tree.leafNode(holding: index, &before) { state, _, _, summary in state += summary }
        let context = self.context
        node._withUnsafeGuaranteedRef { node in
            node.leaf.slots.withUnsafeBufferPointer { slots in
                for k in 0..<(index - base) { before += SectionLeaf.summary(of: slots[k], in: context) }
            }
        }
        return SectionCursor(node: node, slotIndex: index - base, leafBase: base, before: before)
    }

    /// The last section whose start is at or before `limit` (section 0 when none is).
    func cursor(startingAtOrBefore limit: Double) -> SectionCursor {
        // The next subtree or section starts where this one's sum ends.
        cursor { before, next in before.extent + next.extent <= limit }
    }

    /// The last section whose start is at or before `limit`, where `cursor`'s start is: found from
    /// `cursor` in place while its leaf holds it (a range a viewport or a window spans covers a section
    /// or two), else by a descent (`cursor(startingAtOrBefore:)`, which may find `cursor` itself).
    func lastSection(from cursor: SectionCursor, startingAtOrBefore limit: Double) -> SectionCursor {
        var last = cursor
        while true {
            guard let next = last.nextInLeaf(in: self) else {
                return last.section + 1 < sectionCount ? self.cursor(startingAtOrBefore: limit) : last
            }
            guard next.start <= limit else { return last }
            last = next
        }
    }
}
