#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation

/// A view that asks the LazyScroll view showing it to measure it again when its
/// `invalidateIntrinsicContentSize()` is called: a row or cell of a ``RecyclingListView``, or a plain
/// arranged view of a ``ContainerScrollView`` (or any view inside one of those), as
/// `UICollectionViewCell.selfSizingInvalidation` does for a collection view's cells.
///
/// Subclass it for rows whose content changes size after they are shown (text that streams in, an image
/// that arrives, an expanding section) and call `invalidateIntrinsicContentSize()` after the change; the
/// list measures the row again before the next frame and keeps what is on screen still. Views that are
/// not subclasses are measured when they load, when the width or the text size changes, and when you call
/// ``RecyclingListView/invalidateRowHeights(at:)`` or ``ContainerScrollView/invalidateLength(of:)``.
@MainActor
open class SelfSizingView: UIView {
    /// Invalidates the intrinsic size (`UIView.invalidateIntrinsicContentSize()`) and tells the
    /// LazyScroll view this view is in that it needs measuring again.
    open override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        var ancestor = superview
        while let view = ancestor {
            if let host = view as? ItemSizeInvalidating {
                host.itemSizeDidInvalidate(self)
                return
            }
            ancestor = view.superview
        }
    }
}

/// A LazyScroll view that measures the views it shows and can be told that one needs measuring again.
@MainActor
protocol ItemSizeInvalidating: UIView {
    /// `view`, one of the views shown or a view inside one, changed size: measure its item again.
    func itemSizeDidInvalidate(_ view: UIView)
}

extension UIView {
    /// The subview of `container` that is `self` or contains it; nil when `self` is not inside `container`.
    func ancestor(inside container: UIView) -> UIView? {
        var view: UIView? = self
        while let current = view {
            if current.superview === container { return current }
            view = current.superview
        }
        return nil
    }
}
#endif
