#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation

/// A row or grid cell view that shows whether it is selected and whether a finger is on it, as
/// `UICollectionViewCell` does with its `isSelected` and `isHighlighted`.
///
/// A `RecyclingListView` sets both on the loaded views that adopt it (a cell class of your own: give the
/// properties a `didSet` that changes the look): `isHighlighted` while a finger is on the row (from
/// touch-down, after `UIScrollView`'s short delay, to lift or to the start of a scroll), and `isSelected`
/// whenever the row's selection changes, by touch, by keyboard or by code. A dequeued view gets the state of
/// its new row before the list shows it, so a reused view never shows its old row's selection, and the
/// state stays with its row through batch updates and diffable snapshots.
@MainActor
public protocol SelectableView: UIView {
    /// Whether the row is selected (`UICollectionViewCell.isSelected`). Set by the list; the list's
    /// `selectedRows` is the truth.
    var isSelected: Bool { get set }
    /// Whether a finger is on the row, in anticipation of a selection (`UICollectionViewCell.isHighlighted`).
    /// Set by the list.
    var isHighlighted: Bool { get set }
}
#endif
