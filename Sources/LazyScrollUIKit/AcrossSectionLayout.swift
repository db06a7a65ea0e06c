#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// A section of a `RecyclingListView` whose items scroll across, in one row of items `itemWidth` wide
/// and `rowHeight` tall (a compositional layout section with `orthogonalScrollingBehavior`: the App
/// Store's and streaming apps' rows of cards).
///
/// The row is one element of the list, between the section's header and footer; its items are the
/// section's items, made by the data source as any item is (`listView(_:viewForItemAt:)`), virtualized
/// along the row (only those near its visible part have views) and recycled through the list's reuse
/// pool. How far the row is scrolled is kept with the section, not with a view: a row that scrolls
/// away and back, or whose view is reused for another row, shows its own offset, and updates of other
/// sections never reset it.
///
/// Items are `itemWidth` wide, or, made with ``init(estimatedItemWidth:rowHeight:itemSpacing:behavior:insets:)``,
/// as wide as they measure (a compositional layout item whose width is
/// `NSCollectionLayoutDimension.estimated(_:)`): `itemWidth` stands in until an item's view loads, then
/// its `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)` for the row's
/// height (`.required`) and the narrowest width its constraints allow (`.fittingSizeLevel`) is its width,
/// and the item at the row's leading edge stays where it is while the others change. A `.groups(count:)`
/// row rests on groups counted in the widths its items have then, measured ones as measured.
///
/// In a right-to-left layout (the list's `effectiveUserInterfaceLayoutDirection`) the row runs from its
/// right edge, as a collection view flips its layout for that direction: its first item at the right,
/// `insets.leading` on the right.
public struct AcrossSectionLayout: Sendable, Hashable {
    /// Each item's width along the row; with ``isItemWidthEstimated``, the width items have until they
    /// are measured.
    public var itemWidth: CGFloat
    /// Whether items are as wide as their views measure, `itemWidth` being an estimate (an item width of
    /// `NSCollectionLayoutDimension.estimated(_:)`).
    public var isItemWidthEstimated = false
    /// The row's height, and its items'.
    public var rowHeight: CGFloat
    /// The gap between items.
    public var itemSpacing: CGFloat
    /// How the row comes to rest after the finger lifts: anywhere (`.continuous`), on pages of the row's
    /// width (`.paging`) or on groups of items (`.groupPaging`).
    public var behavior: AcrossScrollingBehavior
    /// Space before the first item and after the last.
    public var insets: ContentInsets

    /// A row of items `itemWidth` wide, `itemSpacing` apart, `rowHeight` tall, resting as `behavior` says.
    public init(itemWidth: CGFloat, rowHeight: CGFloat, itemSpacing: CGFloat = 0, behavior: AcrossScrollingBehavior = .free, insets: ContentInsets = .zero) {
        self.itemWidth = itemWidth
        self.rowHeight = rowHeight
        self.itemSpacing = itemSpacing
        self.behavior = behavior
        self.insets = insets
    }

    /// A row of items as wide as their views measure (estimated `estimatedItemWidth` until then),
    /// `itemSpacing` apart, `rowHeight` tall, resting as `behavior` says.
    public init(
        estimatedItemWidth: CGFloat, rowHeight: CGFloat, itemSpacing: CGFloat = 0, behavior: AcrossScrollingBehavior = .free,
        insets: ContentInsets = .zero
    ) {
        self.init(itemWidth: estimatedItemWidth, rowHeight: rowHeight, itemSpacing: itemSpacing, behavior: behavior, insets: insets)
        isItemWidthEstimated = true
    }

    /// The engine's section of `count` items scrolling across at `offset`, with a header and footer of
    /// the given extents.
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for an item width or spacing the engine refuses (the
    ///   row's height, insets and group count are checked when the sections are built: ``isValid``).
    func contentSection(count: Int, header: SupplementaryExtent?, footer: SupplementaryExtent?, offset: CGFloat) throws(LazyScrollError) -> ContentSection {
        let items: ExtentModel = isItemWidthEstimated
            ? .measured(try MeasuredExtents(count: count, estimatedExtent: itemWidth, spacing: itemSpacing))
            : .uniform(try UniformExtents(count: count, itemExtent: itemWidth, spacing: itemSpacing))
        return ContentSection(
            header: header, items: items, footer: footer,
            across: AcrossScrolling(rowExtent: .measured(rowHeight), behavior: behavior, insets: insets, offset: offset))
    }

    /// Whether the engine accepts this row (its numbers, spacing, insets and group count).
    var isValid: Bool {
        guard let section = try? contentSection(count: 1, header: nil, footer: nil, offset: 0) else { return false }
        return (try? SectionedExtents(sections: [section])) != nil
    }
}
#endif
