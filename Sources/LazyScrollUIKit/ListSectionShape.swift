#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// What a sectioned data source said of one section: whether it has a header and a footer, and how
/// many items. The list keeps these so that it can build the engine's sections again (a new width, a
/// new layout) without asking, and build the sections a batch update inserts.
struct ListSectionShape: Equatable, Sendable {
    var hasHeader: Bool
    var itemCount: Int
    var hasFooter: Bool

    /// The number of flat rows (elements) the section takes.
    var elementCount: Int { itemCount + (hasHeader ? 1 : 0) + (hasFooter ? 1 : 0) }

    /// The shapes of every section `source` reports now; negative counts count as none.
    @MainActor
    static func read(from source: any RecyclingListViewSectionDataSource, for list: RecyclingListView) -> [ListSectionShape] {
        (0..<max(0, source.numberOfSections(in: list))).map { section in
            ListSectionShape(
                hasHeader: source.listView(list, hasSupplementaryViewOfKind: .header, inSection: section),
                itemCount: max(0, source.listView(list, numberOfItemsInSection: section)),
                hasFooter: source.listView(list, hasSupplementaryViewOfKind: .footer, inSection: section))
        }
    }

    /// The engine's section: items arranged by `layout` (a list, a grid or lanes per section) at their
    /// estimated height until measured, and estimated headers and footers.
    func contentSection(
        layout: RecyclingListLayout, estimatedRowHeight: CGFloat, rowSpacing: CGFloat,
        estimatedHeaderHeight: CGFloat, estimatedFooterHeight: CGFloat
    ) throws(LazyScrollError) -> ContentSection {
        ContentSection(
            header: hasHeader ? .estimated(estimatedHeaderHeight) : nil,
            items: try layout.extents(count: itemCount, estimatedHeight: estimatedRowHeight, spacing: rowSpacing),
            footer: hasFooter ? .estimated(estimatedFooterHeight) : nil)
    }
}
#endif
