#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

extension SectionBatchUpdate.SectionInsertion {
    /// Section `index` (after the update) inserted as the list's data source reports it:
    /// `RecyclingListView.performBatchUpdates(_:animated:animation:)` builds its header, items and footer
    /// from the data source, so the insertion carries none (`insertSections(_:)`).
    public static func fromDataSource(at index: Int) -> Self {
        // No items of a valid extent: a model that cannot be refused.
        guard let empty = try? UniformExtents(count: 0, itemExtent: 1) else { preconditionFailure("an empty model is always valid") }
        return Self(index: index, section: ContentSection(items: .uniform(empty)))
    }
}
#endif
