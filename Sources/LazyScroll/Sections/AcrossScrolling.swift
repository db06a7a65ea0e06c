import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A section whose items scroll across the content's axis, in one row (a compositional layout's
/// orthogonally scrolling section: the App Store's and streaming apps' feeds of carousels).
///
/// The section's items are laid out along the cross axis by its own model (``ContentSection/items``, a
/// list: their widths, for vertical content), and the whole row is one element of the content
/// (``SectionElement/row(section:)``), `rowExtent` long along the content's axis. Its inner offset is
/// kept here, with the section: it stays through the row's recycling, reloads of the section and
/// changes elsewhere, and moves with the section. ``AcrossScrollers`` runs each loaded row's scrolling
/// and virtualizes its items.
public struct AcrossScrolling: Sendable, Hashable {
    /// The row's length along the content's axis (its height in vertical content), estimated until
    /// measured.
    public var rowExtent: SupplementaryExtent
    /// How the row comes to rest after a flick.
    public var behavior: AcrossScrollingBehavior
    /// Space before the first item and after the last, along the row.
    public var insets: ContentInsets
    /// The row's working ranges, counted along the row.
    public var workingRanges: WorkingRangeSettings
    /// How far the row is scrolled: the inner offset of its leading edge.
    public var offset: CGFloat

    /// A row `rowExtent` long, resting as `behavior` says, scrolled to `offset`.
    public init(
        rowExtent: SupplementaryExtent, behavior: AcrossScrollingBehavior = .free, insets: ContentInsets = .zero,
        workingRanges: WorkingRangeSettings = .default, offset: CGFloat = 0
    ) {
        self.rowExtent = rowExtent
        self.behavior = behavior
        self.insets = insets
        self.workingRanges = workingRanges
        self.offset = offset
    }

    /// Throws unless the row can be laid out and scrolled.
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` naming the row extent, an inset,
    ///   the offset or a group count of section `index`; what the working ranges' validation throws.
    func validate(index: Int) throws(LazyScrollError) {
        try rowExtent.validate("row extent of section \(index)")
        try LazyScrollError.check(insets.leading, .finiteAndNotNegative, "leading row inset of section \(index)")
        try LazyScrollError.check(insets.trailing, .finiteAndNotNegative, "trailing row inset of section \(index)")
        try LazyScrollError.check(offset, .finite, "row offset of section \(index)")
        try workingRanges.validate()
        try behavior.snapping?.validate()
    }
}

/// How a row of items scrolling across comes to rest after a flick.
public enum AcrossScrollingBehavior: Sendable, Hashable {
    /// Wherever it stops (`.continuous`).
    case free
    /// On pages as long as the row is wide, one page per flick (`.paging`).
    case paged
    /// With every `count`-th item at the row's leading edge, one group per flick (`.groupPaging`).
    case groups(count: Int)

    /// The snapping of the row's scroller.
    var snapping: ScrollSnapping? {
        switch self {
        case .free: return nil
        case .paged: return .viewportPages
        case let .groups(count): return .itemGroups(count: count)
        }
    }
}
