import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The numbers of a section that walks over sections read for every section they hand over: where its
/// header, items and footer lie within it, and which of them it has. Plain values, cached in its slot
/// (`SectionSlot.geometry`), so that a walk reads them in place: reading them off the `ContentSection`
/// copies the section, and so retains its size model.
struct SectionGeometry: Sendable {
    /// Whether the section has a header.
    var hasHeader: Bool
    /// Whether the section has a footer.
    var hasFooter: Bool
    /// Whether the items scroll across, in one row.
    var scrollsAcross: Bool
    /// The header's extent, 0 without one.
    var headerExtent: Double
    /// Where the items start, from the section's start.
    var itemsStart: Double
    /// The items' (or their row's) length.
    var itemsExtent: Double
    /// Where the footer starts, from the section's start.
    var footerStart: Double
    /// The footer's extent, 0 without one.
    var footerExtent: Double
    /// The element index of the first item (1 with a header, else 0).
    var firstItemElement: Int
    /// The elements the items take: one each, or one row for them all.
    var itemElementCount: Int

    init(_ section: ContentSection) {
        hasHeader = section.header != nil
        hasFooter = section.footer != nil
        scrollsAcross = section.across != nil
        headerExtent = section.headerExtent
        itemsStart = section.itemsStart
        itemsExtent = section.itemsExtent
        footerStart = section.footerStart
        footerExtent = section.footerExtent
        firstItemElement = section.firstItemElement
        itemElementCount = section.itemElementCount
    }
}

extension SectionGeometry {
    /// The header as a walk hands it over, the section's first element being `firstElement` and its
    /// start `start`.
    func header(firstElement: Int, start: Double) -> SectionElementSpan {
        SectionElementSpan(span: ItemSpan(index: firstElement, start: CGFloat(start + 0), extent: CGFloat(headerExtent)), kind: .header, column: 0, columns: nil)
    }

    /// The row of items scrolling across, as a walk hands it over.
    func row(firstElement: Int, start: Double) -> SectionElementSpan {
        SectionElementSpan(
            span: ItemSpan(index: firstElement + firstItemElement, start: CGFloat(start + itemsStart), extent: CGFloat(itemsExtent)),
            kind: .row, column: 0, columns: nil)
    }

    /// The footer, element `lastElement`, as a walk hands it over.
    func footer(lastElement: Int, start: Double) -> SectionElementSpan {
        SectionElementSpan(span: ItemSpan(index: lastElement, start: CGFloat(start + footerStart), extent: CGFloat(footerExtent)), kind: .footer, column: 0, columns: nil)
    }

    /// The items (or the row, as item 0) among the section's local elements `local`.
    func items(in local: Range<Int>) -> Range<Int> {
        (max(local.lowerBound, firstItemElement) - firstItemElement)..<(min(local.upperBound, firstItemElement + itemElementCount) - firstItemElement)
    }
}
