import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension LaneExtents {
    /// The section holding item `index` (`0 ..< count`), in O(log n).
    func section(holding index: Int) -> LaneSectionReference {
        var prefix = 0.0
        let (leaf, base) = tree.leaf(holding: index, &prefix) { prefix, _, _, summary in prefix += summary.extent }
        let q = leaf.section(holding: index - base)
        return LaneSectionReference(leaf: leaf, base: base, section: q, start: prefix + leaf.start(ofSection: q, in: context))
    }

    /// The last section that starts at or before `limit` (the first one when none does), in O(log n).
    func lastSection(startingAtOrBefore limit: Double) -> LaneSectionReference {
        var prefix = 0.0
        let (leaf, base) = tree.descend(&prefix) { prefix, _, _, summary in
            guard prefix + summary.extent <= limit else { return false }
            prefix += summary.extent
            return true
        }
        var q = 0
        if leaf.sectionCount > 1 {
            let pitch = leaf.runPitch(in: context)
            let last = leaf.sectionCount - 1
            if pitch > 0 {
                let steps = ((limit - prefix) / pitch).rounded(.down)
                q = steps >= Double(last) ? last : max(0, Int(steps))
            } else {
                q = last
            }
            while q > 0 && prefix + leaf.start(ofSection: q, in: context) > limit { q -= 1 }
            while q < last && prefix + leaf.start(ofSection: q + 1, in: context) <= limit { q += 1 }
        }
        return LaneSectionReference(leaf: leaf, base: base, section: q, start: prefix + leaf.start(ofSection: q, in: context))
    }

    /// The section after `section`, if any.
    func section(after section: LaneSectionReference) -> LaneSectionReference? {
        let next = section.items.upperBound
        return next < count ? self.section(holding: next) : nil
    }

    /// The section before `section`, if any.
    func section(before section: LaneSectionReference) -> LaneSectionReference? {
        let previous = section.items.lowerBound - 1
        return previous >= 0 ? self.section(holding: previous) : nil
    }

    /// Lays out `section`: `place(index, lane, start, extent)` for each of its items in index order, with
    /// the item's index and start in the whole content.
    @inline(__always)
    func layOut(
        _ section: LaneSectionReference, _ place: (_ index: Int, _ lane: Int, _ start: Double, _ extent: Double) throws -> Void
    ) rethrows {
        let leaf = section.leaf
        let estimate = context.estimate
        _ = try leaf.layOut(section: section.section, in: context) { k, lane, start in
            let value = leaf.extents.value(at: k)
            try place(section.base + k, lane, section.start + start, value.isNaN ? estimate : value)
        }
    }
}
