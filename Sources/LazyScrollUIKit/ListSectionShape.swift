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
    /// How the section's items scroll across in one row, or nil when they flow down the list.
    var across: AcrossSectionLayout? = nil

    /// The number of flat rows (elements) the section takes.
    var elementCount: Int { itemElementCount + (hasHeader ? 1 : 0) + (hasFooter ? 1 : 0) }

    /// The flat rows the items take: one each, or one row for them all when they scroll across.
    var itemElementCount: Int { across == nil ? itemCount : 1 }

    /// The shapes of every section `source` reports now; negative counts count as none.
    @MainActor
    static func read(from source: any RecyclingListViewSectionDataSource, for list: RecyclingListView) -> [ListSectionShape] {
        (0..<max(0, source.numberOfSections(in: list))).map { section in
            ListSectionShape(
                hasHeader: source.listView(list, hasSupplementaryViewOfKind: .header, inSection: section),
                itemCount: max(0, source.listView(list, numberOfItemsInSection: section)),
                hasFooter: source.listView(list, hasSupplementaryViewOfKind: .footer, inSection: section),
                layout: source.listView(list, layoutForSection: section).flatMap { (try? $0.validate()) == nil ? nil : $0 },
                across: source.listView(list, acrossLayoutForSection: section).flatMap { $0.isValid ? $0 : nil })
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
        estimatedHeaderHeight: CGFloat, estimatedFooterHeight: CGFloat, acrossOffset: CGFloat = 0
    ) throws(LazyScrollError) -> ContentSection {
        if let across {
            return try across.contentSection(
                count: itemCount, header: hasHeader ? .estimated(estimatedHeaderHeight) : nil,
                footer: hasFooter ? .estimated(estimatedFooterHeight) : nil, offset: acrossOffset)
        }
        return ContentSection(
            header: hasHeader ? .estimated(estimatedHeaderHeight) : nil,
            items: try fittedLayout(listLayout: listLayout, width: width)
                .extents(count: itemCount, estimatedHeight: estimatedRowHeight, spacing: rowSpacing),
            footer: hasFooter ? .estimated(estimatedFooterHeight) : nil)
    }
}
#endif
