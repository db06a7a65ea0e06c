#if UIKIT_STAND_IN
import UIKitStandIn
import LazyScrollUIKitOnStandIn
#elseif canImport(UIKit) && canImport(SwiftUI)
import UIKit
import LazyScrollUIKit
#endif
#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension UIView {
    /// The SwiftUI content hosted in this view (a list's row) laid itself out `height` points tall, after
    /// its own state changed (`@State`, an observable model, an image that arrived): when that is not the
    /// height the view has, the list showing it measures the row again, keeping what is on screen still.
    /// Views outside a ``RecyclingListView`` are left alone (a pager's pages are as long as the pager).
    ///
    /// - Complexity: O(depth + k) for the view's depth in the hierarchy and k loaded rows.
    func hostedContentHeightDidChange(to height: CGFloat) {
        guard height.isFinite, abs(height - bounds.height) >= 0.5 else { return }
        var ancestor = superview
        while let view = ancestor {
            if let list = view as? RecyclingListView {
                if let row = list.row(for: self) { list.invalidateRowHeights(at: [row]) }
                return
            }
            ancestor = view.superview
        }
    }
}
#endif
