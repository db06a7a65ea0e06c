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

/// What a sectioned data source said of one section: whether it has a header and a footer, how
/// many items, and the section's own layout, if any. The list keeps these so that it can build the engine's sections again (a new width, a
/// new layout) without asking, and build the sections a batch update inserts.
struct ListSectionShape: Equatable, Sendable {
    var hasHeader: Bool
    var itemCount: Int
    var hasFooter: Bool
    /// The section's own arrangement; nil for the list's.
    var layout: RecyclingListLayout? = nil

    /// The number of flat rows (elements) the section takes.
    var elementCount: Int { itemCount + (hasHeader ? 1 : 0) + (hasFooter ? 1 : 0) }

    /// The shapes of every section `source` reports now; negative counts count as none.
    @MainActor
    static func read(from source: any RecyclingListViewSectionDataSource, for list: RecyclingListView) -> [ListSectionShape] {
        (0..<max(0, source.numberOfSections(in: list))).map { section in
            ListSectionShape(
                hasHeader: source.listView(list, hasSupplementaryViewOfKind: .header, inSection: section),
                itemCount: max(0, source.listView(list, numberOfItemsInSection: section)),
                hasFooter: source.listView(list, hasSupplementaryViewOfKind: .footer, inSection: section),
                layout: source.listView(list, layoutForSection: section).flatMap { (try? $0.validate()) == nil ? nil : $0 })
        }
    }

    /// The section's arrangement in a list `width` wide whose own arrangement there is `listLayout`.
    func fittedLayout(listLayout: RecyclingListLayout, width: CGFloat) -> RecyclingListLayout {
        layout?.fitted(toWidth: width) ?? listLayout
    }

    /// The engine's section: items arranged by its own layout or `listLayout` (fitted to `width`) at
    /// their estimated height until measured, and estimated headers and footers.
    func contentSection(
        listLayout: RecyclingListLayout, width: CGFloat, estimatedRowHeight: CGFloat, rowSpacing: CGFloat,
        estimatedHeaderHeight: CGFloat, estimatedFooterHeight: CGFloat
    ) throws(LazyScrollError) -> ContentSection {
        ContentSection(
            header: hasHeader ? .estimated(estimatedHeaderHeight) : nil,
            items: try fittedLayout(listLayout: listLayout, width: width)
                .extents(count: itemCount, estimatedHeight: estimatedRowHeight, spacing: rowSpacing),
            footer: hasFooter ? .estimated(estimatedFooterHeight) : nil)
    }
}
#endif
