import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension SectionedExtents {
    /// Inserts `sections` before section `index`.
    ///
    /// - Complexity: O(log S + inserted sections).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for an index outside
    ///   `0 ... sectionCount`; what ``ContentSection`` validation throws. Nothing changes when it throws.
    public mutating func insertSections(_ sections: [ContentSection], at index: Int) throws(LazyScrollError) {
        try LazyScrollError.check(index: index, in: 0..<(sectionCount + 1), "section insertion index")
        for (k, section) in sections.enumerated() { try section.validate(index: index + k) }
        guard !sections.isEmpty else { return }
        var slots = sections.map(SectionSlot.init)
        if fittedCrossExtent > 0 {
            for k in slots.indices {
                try! slots[k].update { (section) throws(LazyScrollError) in _ = try? section.items.fitColumns(toCrossExtent: fittedCrossExtent) }
            }
        }
        tree.modify(index..<index, in: context, afterDataChange: true) { leaf, local in
            leaf.slots.insert(contentsOf: slots, at: local.lowerBound)
            return leaf.slots.count > SectionLeaf.capacity ? .replaced(SectionLeaf.leaves(of: leaf.slots)) : .changed
        }
    }

    /// Removes sections `range`, with their elements.
    ///
    /// - Complexity: O(log S + removed sections).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for a range outside
    ///   `0 ..< sectionCount`. Nothing changes when it throws.
    public mutating func removeSections(in range: Range<Int>) throws(LazyScrollError) {
        try LazyScrollError.check(index: range.lowerBound, in: 0..<(sectionCount + 1), "first removed section")
        try LazyScrollError.check(index: range.upperBound, in: 0..<(sectionCount + 1), "end of removed sections")
        guard !range.isEmpty else { return }
        tree.modify(range, in: context, afterDataChange: true) { leaf, local in
            leaf.slots.removeSubrange(local)
            return leaf.slots.isEmpty ? .replaced([]) : .changed
        }
    }

    /// Replaces section `index` with `section`, which may have other items, a header or footer or not.
    ///
    /// - Complexity: O(log S).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for a section that does not
    ///   exist; what ``ContentSection`` validation throws. Nothing changes when it throws.
    public mutating func replaceSection(_ index: Int, with section: ContentSection) throws(LazyScrollError) {
        try LazyScrollError.check(index: index, in: 0..<sectionCount, "section index")
        try section.validate(index: index)
        var replacement = section
        if fittedCrossExtent > 0 { _ = try? replacement.items.fitColumns(toCrossExtent: fittedCrossExtent) }
        try updateSection(index) { (current) throws(LazyScrollError) in current = replacement }
    }

    /// Changes the gap between sections, in O(S).
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a spacing that is negative
    ///   or not finite. Nothing changes when it throws.
    public mutating func setSectionSpacing(_ spacing: CGFloat) throws(LazyScrollError) {
        try LazyScrollError.check(spacing, .finiteAndNotNegative, "section spacing")
        setContext(SectionLeaf.Context(spacing: Double(spacing)))
    }
}
