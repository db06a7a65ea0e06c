import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension LaneExtents {
    /// The section holding item `index` (`0 ..< count`), in O(log n).
    func section(holding index: Int) -> LaneSectionReference {
        var prefix = 0.0
        let (node, base) = tree.leafNode(holding: index, &prefix) { prefix, _, _, summary in prefix += summary.extent }
        let context = self.context
        let (q, start) = node._withUnsafeGuaranteedRef { node -> (Int, Double) in
            let q = node.leaf.section(holding: index - base)
            return (q, node.leaf.start(ofSection: q, in: context))
        }
        return LaneSectionReference(node: node, base: base, section: q, start: prefix + start)
    }

    /// The last section that starts at or before `limit` (the first one when none does), in O(log n).
    func lastSection(startingAtOrBefore limit: Double) -> LaneSectionReference {
        var prefix = 0.0
        let (node, base) = tree.descendToNode(&prefix) { prefix, _, _, summary in
            guard prefix + summary.extent <= limit else { return false }
            prefix += summary.extent
            return true
        }
        let context = self.context
        let (q, start) = node._withUnsafeGuaranteedRef { node -> (Int, Double) in
            guard node.leaf.sectionCount > 1 else { return (0, 0) }
            let leaf = node.leaf
            var q = 0
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
            return (q, leaf.start(ofSection: q, in: context))
        }
        return LaneSectionReference(node: node, base: base, section: q, start: prefix + start)
    }

    /// The section holding item `index` (`0 ..< count`): from `hints` when they hold it (found in this
    /// very tree), else by a descent.
    @inline(__always)
    func section(holding index: Int, hints: LaneSectionHints?) -> LaneSectionReference {
        hints?.section(holding: index, in: tree.root) ?? section(holding: index)
    }

    /// Calls `body` with every section holding items of `range`, in order, taking them from `hints`
    /// where they are (see `section(holding:hints:)`); `body` returns false to stop.
    @inline(__always)
    func forEachSection(holding range: Range<Int>, hints: LaneSectionHints?, _ body: (LaneSectionReference) throws -> Bool) rethrows {
        let clamped = range.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return }
        var section = self.section(holding: clamped.lowerBound, hints: hints)
        while try body(section), section.items.upperBound < clamped.upperBound {
            section = self.section(holding: section.items.upperBound, hints: hints)
        }
    }

    /// The root of the tree, which hints record.
    var root: SummaryNode<LaneSection> { tree.root }

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

    /// Lays out `section` into temporary storage and hands `body` the starts (from the content's start),
    /// extents and lanes of its items, in index order (item `k` is `section.items.lowerBound + k`).
    /// `prefix` lays out only that many items; `limit` stops once every lane ends at or after it (no
    /// later item could start before it). Nothing is allocated on the heap, and the callers read plain
    /// memory rather than being called back item by item, which matters: a scroll update lays out a few
    /// sections of up to 128 items.
    @inline(__always)
    func withLayout<Result>(
        of section: LaneSectionReference, prefix: Int? = nil, until limit: Double = .infinity,
        _ body: (_ starts: UnsafeBufferPointer<Double>, _ extents: UnsafeBufferPointer<Double>, _ lanes: UnsafeBufferPointer<Int>) throws -> Result
    ) rethrows -> Result {
        let capacity = min(section.items.count, prefix ?? section.items.count)
        let context = self.context
        return try withUnsafeTemporaryAllocation(of: Double.self, capacity: 2 * capacity) { doubles in
            try withUnsafeTemporaryAllocation(of: Int.self, capacity: capacity) { lanes in
                let starts = doubles.baseAddress!
                let extents = starts + capacity
                let count = section.node._withUnsafeGuaranteedRef {
                    $0.leaf.layOut(
                        section: section.section, in: context, prefix: capacity, until: limit, base: section.start,
                        starts: starts, extents: extents, lanes: lanes.baseAddress).laidOut
                }
                // Starts from the content's start rather than the section's.
                for k in 0..<count { starts[k] += section.start }
                return try body(UnsafeBufferPointer(start: starts, count: count), UnsafeBufferPointer(start: extents, count: count),
                                UnsafeBufferPointer(start: lanes.baseAddress, count: count))
            }
        }
    }
}
