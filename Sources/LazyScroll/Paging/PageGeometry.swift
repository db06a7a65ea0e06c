import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a pager's pages lie and where the pager rests on each of them: the one place that turns
/// offsets into pages and pages into offsets.
///
/// Page `k` lies at `k × stride ..< k × stride + pageLength` in content coordinates, whatever the size
/// of the viewport. The pager rests on page `k` at offset `k × stride − alignmentInset`, which puts the
/// page `alignmentInset` points from the viewport's leading edge (centred, or at a leading inset; see
/// ``PageAlignment``). The current page, release targets, page turns, scrolls to a page, auto-advance,
/// resizes, the working ranges and the page indicator all measure pages here, so they always agree.
///
/// ```
/// |<--- inset ---->|  alignmentInset
/// +--------------------------------------------------+
/// | ... page 0 ]   [     page 1     ]   [ page 2 ... |
/// +--------------------------------------------------+
///               <-> spacing
///  progress: -1             0                +1
/// viewport resting on page 1: offset = 1 × stride − alignmentInset
/// ```
public struct PageGeometry: Sendable, Hashable {
    /// The length of every page along the axis.
    public let pageLength: CGFloat
    /// The gap between consecutive pages.
    public let spacing: CGFloat
    /// The distance from the viewport's leading edge to the leading edge of the page the pager rests on.
    public let alignmentInset: CGFloat

    /// A geometry of pages `pageLength` long, `spacing` apart, resting `alignmentInset` points from the
    /// viewport's leading edge.
    public init(pageLength: CGFloat, spacing: CGFloat, alignmentInset: CGFloat) {
        self.pageLength = pageLength
        self.spacing = spacing
        self.alignmentInset = alignmentInset
    }

    /// The geometry of pages `pageLength` long, `spacing` apart, aligned by `alignment` in a viewport
    /// `viewportLength` long.
    public init(pageLength: CGFloat, spacing: CGFloat, alignment: PageAlignment, viewportLength: CGFloat) {
        self.init(pageLength: pageLength, spacing: spacing,
                  alignmentInset: alignment.inset(pageLength: pageLength, viewportLength: viewportLength))
    }

    /// The distance from one page's start to the next: the page length plus the spacing.
    public var stride: CGFloat { pageLength + spacing }

    /// The offset at which the pager rests on page `page`: `page × stride − alignmentInset`.
    ///
    /// - Complexity: O(1).
    public func offset(ofPage page: Int) -> CGFloat {
        CGFloat(page) * stride - alignmentInset
    }

    /// Where the viewport at `offset` is, counted in pages: `k` exactly when it rests on page `k`,
    /// fractions in between (0 when the stride is 0).
    ///
    /// - Complexity: O(1).
    public func position(atOffset offset: CGFloat) -> CGFloat {
        stride > 0 ? (offset + alignmentInset) / stride : 0
    }

    /// The page the viewport at `offset` is nearest to resting on (the midpoint rule: halfway between
    /// two pages belongs to the later one). Not limited to the pages that exist.
    ///
    /// - Complexity: O(1).
    public func nearestPage(toOffset offset: CGFloat) -> Int {
        Self.wholePages(position(atOffset: offset).rounded(.toNearestOrAwayFromZero))
    }

    /// The signed distance, in strides, from the alignment point to page `page` for the viewport at
    /// `offset`: 0 for the page resting there, −1 for the page before it and +1 for the page after, with
    /// fractions while the pages move, and beyond ±1 for pages further away. A front end scales or fades
    /// a page by it (see ``PageEffect``).
    ///
    /// - Complexity: O(1).
    public func progress(ofPage page: Int, atOffset offset: CGFloat) -> CGFloat {
        CGFloat(page) - position(atOffset: offset)
    }

    /// The geometry of `pages` aligned by `alignment` in a viewport `viewportLength` long; nil without
    /// an alignment (a list) or when the items are not of one length.
    init?(pages: ExtentModel, alignment: PageAlignment?, viewportLength: CGFloat) {
        guard let alignment, case let .uniform(model) = pages else { return nil }
        self.init(pageLength: model.itemExtent, spacing: model.spacing, alignment: alignment, viewportLength: viewportLength)
    }

    /// The distance from the viewport's leading edge at which the page under it is the nearest page
    /// (``nearestPage(toOffset:)``): half a stride past the alignment inset. The virtualizer finds its
    /// centre item there, so that "the current page ± N" counts from the page the pager rests on.
    var centerItemDistance: CGFloat { alignmentInset + stride / 2 }

    /// `pages` (a whole number) as an `Int`, limited to ±2⁵², where every whole `Double` is exact, so
    /// that no finite offset or velocity, however far, traps in the conversion.
    static func wholePages(_ pages: CGFloat) -> Int {
        let limit = CGFloat(1 << 52)
        return pages.isNaN ? 0 : Int(min(max(pages, -limit), limit))
    }
}
