import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One section of sectioned content: an optional header, its items with their own layout, an optional
/// footer, and space around the items.
///
/// With ``across`` the items scroll across the content's axis in one row instead (see
/// ``AcrossScrolling``): the row takes the items' place, and `items` lays them out along the row.
///
/// Along the scrolling axis a section is laid out as: the header, `insets.leading`, the items (a list, a
/// grid or a masonry: any ``ExtentModel`` but sections, laid out exactly as it would be on its own), then
/// `insets.trailing` and the footer, as a compositional layout puts boundary supplementary items outside
/// the section's content insets. Headers and footers span the viewport across the axis; a grid's or
/// masonry's items take their columns from their own layout.
public struct ContentSection: Sendable {
    /// The header's extent, or nil for a section without a header.
    public var header: SupplementaryExtent?
    /// The section's items and their layout.
    public var items: ExtentModel
    /// The footer's extent, or nil for a section without a footer.
    public var footer: SupplementaryExtent?
    /// Space between the header and the first item, and between the last item and the footer.
    public var insets: ContentInsets
    /// How the items scroll across the content's axis, in one row; nil when they flow along it.
    public var across: AcrossScrolling?

    /// A section of `items`, with a header and a footer when their extents are given; with `across`, the
    /// items scroll across in one row.
    public init(
        header: SupplementaryExtent? = nil, items: ExtentModel, footer: SupplementaryExtent? = nil, insets: ContentInsets = .zero,
        across: AcrossScrolling? = nil
    ) {
        self.header = header
        self.items = items
        self.footer = footer
        self.insets = insets
        self.across = across
    }

    /// Throws unless the section can be laid out: extents and insets finite and not negative, and items
    /// that are not sections themselves.
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` naming the header, footer or
    ///   inset of section `index`; ``LazyScrollError/unsupportedOperation(operation:reason:)`` for
    ///   sections inside a section.
    func validate(index: Int) throws(LazyScrollError) {
        try header?.validate("header extent of section \(index)")
        try footer?.validate("footer extent of section \(index)")
        try LazyScrollError.check(insets.leading, .finiteAndNotNegative, "leading inset of section \(index)")
        try LazyScrollError.check(insets.trailing, .finiteAndNotNegative, "trailing inset of section \(index)")
        if case .sections = items {
            throw .unsupportedOperation(operation: "sections inside section \(index)", reason: "sections do not nest; give the section a list, grid or masonry")
        }
        if let across {
            try across.validate(index: index)
            switch items {
            case .uniform, .measured: break
            default:
                throw .unsupportedOperation(operation: "a grid or masonry scrolling across in section \(index)", reason: "a row scrolls one list of items")
            }
        }
    }

    // MARK: - Layout within the section

    /// The number of elements: the header, the items (or their row) and the footer.
    var elementCount: Int { (header == nil ? 0 : 1) + itemElementCount + (footer == nil ? 0 : 1) }

    /// The elements the items take: one each, or one row for them all.
    var itemElementCount: Int { across == nil ? items.count : 1 }

    /// The element index of the first item (1 with a header, else 0).
    var firstItemElement: Int { header == nil ? 0 : 1 }

    /// The header's extent, 0 without a header.
    var headerExtent: Double { header.map { Double($0.extent) } ?? 0 }

    /// The footer's extent, 0 without a footer.
    var footerExtent: Double { footer.map { Double($0.extent) } ?? 0 }

    /// Where the items start, from the section's start.
    var itemsStart: Double { headerExtent + Double(insets.leading) }

    /// The items' length along the content's axis: the row's, when they scroll across.
    var itemsExtent: Double { across.map { Double($0.rowExtent.extent) } ?? Double(items.totalExtent) }

    /// Where the footer starts, from the section's start.
    var footerStart: Double { itemsStart + itemsExtent + Double(insets.trailing) }

    /// The section's length: from the header's start to the footer's end.
    var extent: Double { footerStart + footerExtent }

    /// What local element `k` is: the header, item `k − firstItemElement` (or the row), or the footer.
    func localKind(_ k: Int) -> LocalElement {
        if header != nil && k == 0 { return .header }
        let item = k - firstItemElement
        guard item < itemElementCount else { return .footer }
        return across == nil ? .item(item) : .row
    }

    /// One element of a section, by its place in the section.
    enum LocalElement: Equatable {
        case header
        case item(Int)
        case row
        case footer
    }
}
