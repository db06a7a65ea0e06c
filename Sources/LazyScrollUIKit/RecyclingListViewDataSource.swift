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
}
#endif
