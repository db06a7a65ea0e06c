import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A size model made of sections: for each section an optional header, its items (a list, a grid or a
/// masonry, each section with its own layout), an optional footer, and insets; sections follow each
/// other `sectionSpacing` apart.
///
/// **Elements.** As an ``ItemExtents`` the model is one flat run of *elements*: for each section its
/// header, its items and its footer (see ``SectionElement``). Wrapped in ``ExtentModel/sections(_:)``
/// it drives a ``Virtualizer`` or a ``ScrollController`` exactly as a list does, so windows, recycling,
/// anchoring, end anchoring, load-more thresholds, scroll-to and saved positions apply to headers and
/// footers as to items. ``element(at:)`` and ``index(of:)`` convert a flat index to a
/// `(section, item)` address and back.
///
/// **Storage.** A counted B+tree over the sections, each subtree holding its number of elements and
/// items and its length; each section keeps its own size model (a measured list's runs, a grid's
/// rows). So, for `S` sections and `m` items in a section:
/// - every query (the element at an offset, the offset of an element, flat index ↔ address) costs
///   O(log S + log m): one descent to the section, one into its items;
/// - measuring an element, inserting or removing items costs O(log S + log m); inserting, removing or
///   moving a section O(log S);
/// - memory is the sections' own models, plus a slot per section in the tree's leaves.
///
/// **Layout.** A section starts where the previous one ends plus `sectionSpacing`. Within it, the header
/// starts at the section's start, the items after the header and the section's leading inset, the footer
/// after the items and the trailing inset (see ``ContentSection``). Starts never decrease from one
/// element to the next, except between the items of a masonry section, which answers its own searches.
///
/// **Pinning.** With ``pinning`` on, headers stay at the viewport's leading edge while their section
/// passes under it, and footers at the trailing edge (``SectionPinning``); the virtualizer keeps a pinned
/// header loaded and visible however far above the window its own place is.
public struct SectionedExtents: ItemExtents {
    /// The sections, in order.
    var tree: SummaryTree<SectionLeaf>
    /// The spacing after every section, which the tree's sums include.
    var context: SectionLeaf.Context
    /// Which boundary elements pin to the viewport's edges.
    public var pinning: SectionPinning
    /// The viewport width grids with adaptive columns were last fitted to (0: not yet).
    var fittedCrossExtent: CGFloat = 0

    /// Sections `sections`, `sectionSpacing` apart, in O(S).
    ///
    /// - Parameters:
    ///   - sections: the sections, in order.
    ///   - sectionSpacing: the gap between one section's end and the next one's start.
    ///   - pinning: which boundary elements pin to the viewport's edges.
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a spacing, a header or
    ///   footer extent or an inset that is negative or not finite;
    ///   ``LazyScrollError/unsupportedOperation(operation:reason:)`` for sections inside a section.
    public init(sections: [ContentSection], sectionSpacing: CGFloat = 0, pinning: SectionPinning = .none) throws(LazyScrollError) {
        try LazyScrollError.check(sectionSpacing, .finiteAndNotNegative, "section spacing")
        for (index, section) in sections.enumerated() { try section.validate(index: index) }
        context = SectionLeaf.Context(spacing: Double(sectionSpacing))
        self.pinning = pinning
        tree = SummaryTree(leaves: SectionLeaf.leaves(of: sections.map(SectionSlot.init)), in: context)
    }

    /// Replaces what the sums depend on, recomputing them: O(S).
    mutating func setContext(_ new: SectionLeaf.Context) {
        context = new
        tree.resummarize(in: new)
    }

    // MARK: - Shape

    /// The number of elements: every section's header, items and footer.
    public var count: Int { tree.summary.elements }

    /// The number of sections.
    public var sectionCount: Int { tree.count }

    /// The number of items in all sections.
    public var itemCount: Int { tree.summary.items }

    /// The gap between consecutive sections.
    public var spacing: CGFloat { CGFloat(context.spacing) }

    /// The gap between consecutive sections.
    public var sectionSpacing: CGFloat { CGFloat(context.spacing) }

    /// The distance from the first section's start to the last one's end.
    public var totalExtent: CGFloat {
        tree.count == 0 ? 0 : CGFloat(tree.summary.extent - context.spacing)
    }

    /// Section `index`.
    ///
    /// - Complexity: O(log S).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for a section that does not exist.
    public func section(_ index: Int) throws(LazyScrollError) -> ContentSection {
        try LazyScrollError.check(index: index, in: 0..<sectionCount, "section index")
        return locate(section: index).slot.section
    }

    /// The flat indices of section `index`'s elements.
    ///
    /// - Complexity: O(log S).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for a section that does not exist.
    public func elements(ofSection index: Int) throws(LazyScrollError) -> Range<Int> {
        try LazyScrollError.check(index: index, in: 0..<sectionCount, "section index")
        let found = locate(section: index)
        return found.firstElement..<(found.firstElement + found.slot.elementCount)
    }

    /// Where section `index` starts and how long it is, from its header's start to its footer's end.
    ///
    /// - Complexity: O(log S).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for a section that does not exist.
    public func span(ofSection index: Int) throws(LazyScrollError) -> ItemSpan {
        try LazyScrollError.check(index: index, in: 0..<sectionCount, "section index")
        let found = locate(section: index)
        return ItemSpan(index: index, start: CGFloat(found.start), extent: CGFloat(found.slot.extent))
    }

    // MARK: - Addresses

    /// The address of the element at flat index `index`.
    ///
    /// - Complexity: O(log S).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for an index outside `0 ..< count`.
    public func element(at index: Int) throws(LazyScrollError) -> SectionElement {
        try LazyScrollError.check(index: index, in: 0..<count, "element index")
        let found = locate(element: index)
        switch found.slot.section.localKind(index - found.firstElement) {
        case .header: return .header(section: found.section)
        case let .item(item): return .item(ItemPath(section: found.section, item: item))
        case .row: return .row(section: found.section)
        case .footer: return .footer(section: found.section)
        }
    }

    /// The flat index of `element`; for an item of a section whose items scroll across, its row's.
    ///
    /// - Complexity: O(log S).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for a section or item that does
    ///   not exist; ``LazyScrollError/unsupportedOperation(operation:reason:)`` for the header or footer
    ///   of a section that has none.
    public func index(of element: SectionElement) throws(LazyScrollError) -> Int {
        let section = element.section
        try LazyScrollError.check(index: section, in: 0..<sectionCount, "section index of \(element)")
        let found = locate(section: section)
        let shape = found.slot.section
        switch element {
        case .header:
            guard shape.header != nil else {
                throw .unsupportedOperation(operation: "finding the header of section \(section)", reason: "the section has no header")
            }
            return found.firstElement
        case let .item(path):
            try LazyScrollError.check(index: path.item, in: 0..<shape.items.count, "item index in section \(section)")
            // An item of a row scrolling across is in the row.
            return found.firstElement + shape.firstItemElement + (shape.across == nil ? path.item : 0)
        case .row:
            guard shape.across != nil else {
                throw .unsupportedOperation(operation: "finding the row of section \(section)", reason: "its items do not scroll across")
            }
            return found.firstElement + shape.firstItemElement
        case .footer:
            guard shape.footer != nil else {
                throw .unsupportedOperation(operation: "finding the footer of section \(section)", reason: "the section has no footer")
            }
            return found.firstElement + found.slot.elementCount - 1
        }
    }

    /// The flat index of the item at `path` (of its row, when its section's items scroll across).
    ///
    /// - Complexity: O(log S).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for a section or item that does
    ///   not exist.
    public func index(ofItem path: ItemPath) throws(LazyScrollError) -> Int {
        try index(of: .item(path))
    }

    // MARK: - Locating sections

    /// A section found in the tree: its slot, index, first element's flat index and start.
    struct Located {
        var slot: SectionSlot
        var section: Int
        var firstElement: Int
        var start: Double
        /// Where the section ends.
        var end: Double { start + slot.extent }

        /// Where the section and its header and footer lie: the numbers pinning reads.
        var bounds: SectionBounds { SectionBounds(start: start, of: slot) }
    }

    /// The section holding element `index` (`0 ..< count`), skipping sections without elements.
    func locate(element index: Int) -> Located { cursor(atElement: index).located }

    /// Section `index` (`0 ..< sectionCount`).
    func locate(section index: Int) -> Located { cursor(section: index).located }

    /// The last section whose start is at or before `limit` (section 0 when none is).
    func locate(startingAtOrBefore limit: Double) -> Located { cursor(startingAtOrBefore: limit).located }

    /// Calls `body` with every section of `sections`, in order, as `locate(section:)` finds each; the
    /// sections are copied out of the tree one at a time, as they are handed over.
    func forEachSection(in sections: Range<Int>, _ body: (Located) throws -> Void) rethrows {
        let clamped = sections.clamped(to: 0..<sectionCount)
        guard !clamped.isEmpty else { return }
        var found = cursor(section: clamped.lowerBound)
        while true {
            try body(found.located)
            guard found.section + 1 < clamped.upperBound, let next = found.next(in: self) else { return }
            found = next
        }
    }
}
