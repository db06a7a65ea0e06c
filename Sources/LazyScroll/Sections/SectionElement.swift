/// One element of sectioned content: a section's header, one of its items, its row of items scrolling
/// across, or its footer.
///
/// Sectioned content is one flat run of elements, section after section, each section's in this order:
/// its header (if it has one), its items (or the one row that holds them when they scroll across, see
/// ``AcrossScrolling``), its footer (if it has one). A virtualizer and a scroll controller index that
/// run like a list's items, so windows, recycling, anchoring, scroll-to and saved positions work on
/// headers and footers exactly as on items; ``SectionedExtents/element(at:)`` and
/// ``SectionedExtents/index(of:)`` convert between the two addresses in O(log sections).
public enum SectionElement: Sendable, Hashable, CustomStringConvertible {
    /// The header of a section (`UICollectionView.elementKindSectionHeader`).
    case header(section: Int)
    /// An item of a section whose items flow along the scrolling axis.
    case item(ItemPath)
    /// The row of a section whose items scroll across the scrolling axis (an orthogonally scrolling
    /// section): one element of the outer content, holding every item of the section.
    case row(section: Int)
    /// The footer of a section (`UICollectionView.elementKindSectionFooter`).
    case footer(section: Int)

    /// The section the element belongs to.
    public var section: Int {
        switch self {
        case let .header(section), let .row(section), let .footer(section): return section
        case let .item(path): return path.section
        }
    }

    /// What kind of element it is, for choosing a view (a reuse identifier per kind).
    public var kind: SectionElementKind {
        switch self {
        case .header: return .header
        case .item: return .item
        case .row: return .row
        case .footer: return .footer
        }
    }

    /// `header 3`, `item (3, 7)`, `row 3` or `footer 3`.
    public var description: String {
        switch self {
        case let .header(section): return "header \(section)"
        case let .item(path): return "item \(path)"
        case let .row(section): return "row \(section)"
        case let .footer(section): return "footer \(section)"
        }
    }
}

/// The kinds of elements sectioned content is made of (see ``SectionElement``).
public enum SectionElementKind: Sendable, Hashable, CaseIterable {
    /// A section's header.
    case header
    /// An item.
    case item
    /// The row of a section whose items scroll across.
    case row
    /// A section's footer.
    case footer
}
