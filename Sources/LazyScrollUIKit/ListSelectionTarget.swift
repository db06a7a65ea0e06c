#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// What the user selects, highlights or focuses in a `RecyclingListView`: a row (a flat row, or an item
/// flowing down its section), or an item of a row scrolling across, which has no row of its own and is
/// known by its path.
enum ListSelectionTarget: Hashable {
    /// A flat row.
    case row(Int)
    /// An item of a row scrolling across.
    case acrossItem(ItemPath)
}
#endif
