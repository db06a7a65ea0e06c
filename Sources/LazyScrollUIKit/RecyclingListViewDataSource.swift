#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// Supplies the rows of a `RecyclingListView`.
@MainActor
public protocol RecyclingListViewDataSource: AnyObject {
    /// The number of rows.
    func numberOfRows(in listView: RecyclingListView) -> Int
    /// The view for row `index`, usually from `dequeueReusableView(withIdentifier:for:)`. It is asked
    /// for only when the row comes near the screen. Its height is what its constraints give for the
    /// list's width (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
    /// as for a self-sizing table view cell).
    func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView
    /// Whether the user may lift row `index` with a long press and drag it to another place
    /// (`tableView(_:canMoveRowAt:)`, `collectionView(_:canMoveItemAt:)`); false by default, so a list
    /// reorders only when its data source says so.
    func listView(_ listView: RecyclingListView, canMoveRowAt index: Int) -> Bool
    /// The user dropped row `sourceIndex` at `destinationIndex` (`tableView(_:moveRowAt:to:)`): move the
    /// item in your data now, with UIKit's convention (take it out at `sourceIndex`, then insert it at
    /// `destinationIndex`). The list then moves the row itself, keeping its view, its selection and its
    /// focus; do not call `performBatchUpdates(_:)` for it.
    func listView(_ listView: RecyclingListView, moveRowAt sourceIndex: Int, to destinationIndex: Int)
}

extension RecyclingListViewDataSource {
    /// No row moves.
    public func listView(_ listView: RecyclingListView, canMoveRowAt index: Int) -> Bool { false }
    /// Nothing to move.
    public func listView(_ listView: RecyclingListView, moveRowAt sourceIndex: Int, to destinationIndex: Int) {}
}
#endif
