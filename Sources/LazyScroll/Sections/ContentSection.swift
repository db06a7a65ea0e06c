import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One section of sectioned content: an optional header, its items with their own layout, an optional
/// footer, and space around the items.
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

    /// A section of `items`, with a header and a footer when their extents are given.
    public init(header: SupplementaryExtent? = nil, items: ExtentModel, footer: SupplementaryExtent? = nil, insets: ContentInsets = .zero) {
        self.header = header
        self.items = items
        self.footer = footer
        self.insets = insets
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
    }

    // MARK: - Layout within the section

    /// The number of elements: the header, the items and the footer.
    var elementCount: Int { (header == nil ? 0 : 1) + items.count + (footer == nil ? 0 : 1) }

    /// The element index of the first item (1 with a header, else 0).
    var firstItemElement: Int { header == nil ? 0 : 1 }

    /// The header's extent, 0 without a header.
    var headerExtent: Double { header.map { Double($0.extent) } ?? 0 }

    /// The footer's extent, 0 without a footer.
    var footerExtent: Double { footer.map { Double($0.extent) } ?? 0 }

    /// Where the items start, from the section's start.
    var itemsStart: Double { headerExtent + Double(insets.leading) }

    /// Where the footer starts, from the section's start.
    var footerStart: Double { itemsStart + Double(items.totalExtent) + Double(insets.trailing) }

    /// The section's length: from the header's start to the footer's end.
    var extent: Double { footerStart + footerExtent }

    /// What local element `k` is: the header, item `k − firstItemElement`, or the footer.
    func localKind(_ k: Int) -> LocalElement {
        if header != nil && k == 0 { return .header }
        let item = k - firstItemElement
        return item < items.count ? .item(item) : .footer
    }

    /// One element of a section, by its place in the section.
    enum LocalElement: Equatable {
        case header
        case item(Int)
        case footer
    }
}
