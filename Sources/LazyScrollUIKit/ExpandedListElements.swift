#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// A sectioned list's elements with every item of a row scrolling across counted as an element of its
/// own: the index space in which the selection of those items lives.
///
/// The list's flat rows give such a row one element for all its items, so a selection over rows cannot
/// hold one of them. Over these elements it can, and it follows section updates through the same
/// ``BatchUpdateMapping`` as the rows' selection does: the engine works the mapping out from the
/// update, over sections that differ from the list's only in flowing every section down.
struct ExpandedListElements {
    /// The sections as the data source reported them.
    let shapes: [ListSectionShape]
    /// Where each section's elements start.
    private let starts: [Int]
    /// Where each section's flat rows start (a row scrolling across is one).
    private let rowStarts: [Int]
    /// The number of elements: headers, footers and every item.
    let count: Int

    /// The elements of `shapes`.
    init(shapes: [ListSectionShape]) {
        self.shapes = shapes
        var starts: [Int] = []
        var rowStarts: [Int] = []
        starts.reserveCapacity(shapes.count)
        rowStarts.reserveCapacity(shapes.count)
        var start = 0, rowStart = 0
        for shape in shapes {
            starts.append(start)
            rowStarts.append(rowStart)
            start += Self.elementCount(of: shape)
            rowStart += shape.elementCount
        }
        self.starts = starts
        self.rowStarts = rowStarts
        count = start
    }

    /// The flat row of the item at `path` when its section flows down the list; nil for an item of a
    /// row scrolling across or a path the sections do not have.
    ///
    /// - Complexity: O(1).
    func flatRow(of path: ItemPath) -> Int? {
        guard shapes.indices.contains(path.section), shapes[path.section].across == nil,
              (0..<shapes[path.section].itemCount).contains(path.item) else { return nil }
        return rowStarts[path.section] + (shapes[path.section].hasHeader ? 1 : 0) + path.item
    }

    /// The element of the item at `path`; nil for a path the sections do not have.
    ///
    /// - Complexity: O(1).
    func index(of path: ItemPath) -> Int? {
        guard shapes.indices.contains(path.section), (0..<shapes[path.section].itemCount).contains(path.item) else { return nil }
        return starts[path.section] + (shapes[path.section].hasHeader ? 1 : 0) + path.item
    }

    /// The elements of every item of the rows scrolling across, one range per such section, in order:
    /// what a select-all selects of them (never a header or a footer).
    ///
    /// - Complexity: O(S) for S sections.
    var acrossItems: IndexRanges {
        var ranges = IndexRanges()
        for (section, shape) in shapes.enumerated() where shape.across != nil && shape.itemCount > 0 {
            let first = starts[section] + (shape.hasHeader ? 1 : 0)
            ranges.append(first..<(first + shape.itemCount))
        }
        return ranges
    }

    /// The elements flat row element `element` stands for: a header's, an item's or a footer's own,
    /// every item of a row scrolling across (none for a row without items); nil for an element the
    /// sections do not have.
    ///
    /// - Complexity: O(1).
    func elements(of element: SectionElement) -> Range<Int>? {
        guard shapes.indices.contains(element.section) else { return nil }
        let shape = shapes[element.section]
        let start = starts[element.section]
        switch element {
        case .header:
            return shape.hasHeader ? start..<(start + 1) : nil
        case let .item(path):
            return index(of: path).map { $0..<($0 + 1) }
        case .row:
            let first = start + (shape.hasHeader ? 1 : 0)
            return shape.across == nil ? nil : first..<(first + shape.itemCount)
        case .footer:
            let last = start + Self.elementCount(of: shape) - 1
            return shape.hasFooter ? last..<(last + 1) : nil
        }
    }

    /// The item at element `index`; nil for a header, a footer or an index out of range.
    ///
    /// - Complexity: O(log S) for S sections.
    func path(at index: Int) -> ItemPath? {
        guard index >= 0, index < count else { return nil }
        // The last section starting at or before `index`.
        var low = 0, high = starts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if starts[middle] <= index { low = middle } else { high = middle }
        }
        let shape = shapes[low]
        let item = index - starts[low] - (shape.hasHeader ? 1 : 0)
        return (0..<shape.itemCount).contains(item) ? ItemPath(section: low, item: item) : nil
    }

    /// The mapping of these elements that `update` makes, taking these sections to `new`'s; nil when
    /// the engine refuses the update (the list refused it first).
    ///
    /// - Complexity: O(S + changes · log n) for S sections.
    func mapping(of update: SectionBatchUpdate, to new: ExpandedListElements) -> BatchUpdateMapping? {
        var flowing = update
        // Items flowing down a section of uniform extents take no extents of their own.
        flowing.insertedItemExtents = [:]
        for (position, insertion) in update.sectionInsertions.enumerated() {
            guard new.shapes.indices.contains(insertion.index), let section = try? Self.flowingSection(new.shapes[insertion.index]) else { return nil }
            flowing.sectionInsertions[position].section = section
        }
        guard let sections = try? shapes.map(Self.flowingSection),
              let extents = try? SectionedExtents(sections: sections),
              var controller = try? ScrollController(content: .items(.sections(extents)), viewportSize: .zero)
        else { return nil }
        return try? controller.performSectionUpdates(flowing, reportedItemCounts: new.shapes.map(\.itemCount), time: 0).mapping
    }

    /// `shape` with its items flowing down the list, one point each.
    private static func flowingSection(_ shape: ListSectionShape) throws(LazyScrollError) -> ContentSection {
        ContentSection(
            header: shape.hasHeader ? .measured(1) : nil, items: .uniform(try UniformExtents(count: shape.itemCount, itemExtent: 1)),
            footer: shape.hasFooter ? .measured(1) : nil)
    }

    /// The elements of a section: its header, each of its items, its footer.
    private static func elementCount(of shape: ListSectionShape) -> Int {
        shape.itemCount + (shape.hasHeader ? 1 : 0) + (shape.hasFooter ? 1 : 0)
    }
}
#endif
