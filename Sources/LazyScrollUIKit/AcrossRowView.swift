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

/// The view of a `RecyclingListView` row whose items scroll across (an ``AcrossSectionLayout``): a
/// horizontal scroll view over the row's loaded item views, as a compositional layout's orthogonal
/// section is an inner `UIScrollView`. The list owns what it shows: which section, which items, and
/// its offset, which the engine keeps with the section; the view is recycled between rows like any
/// other, and shows whichever row it is given, at that row's own offset.
@MainActor
final class AcrossRowView: UIScrollView {
    /// The loaded item views, by item index in the section.
    var itemViews: [Int: UIView] = [:]
    /// The item views told `willDisplay` and not yet `didEndDisplaying`, by item index.
    var displayedItems: [Int: UIView] = [:]
    /// The section the row showed when it was last laid out: the one its items' end of display names.
    var section: Int?
    /// Loaded items not measured yet, when the row's items measure themselves.
    var unmeasuredItems: Set<Int> = []
    /// Set while the list writes the offset, so that the write is not taken for the user's scroll.
    var isSyncing = false
    /// Hears the row's scrolling for the list.
    let scrollHandler = AcrossRowScrollHandler()

    /// Sets the row up as a horizontal strip that hands its scrolling to `scrollHandler`.
    func prepareForRow() {
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = true
        clipsToBounds = true
        if delegate !== scrollHandler { delegate = scrollHandler }
    }
}

/// The delegate of an ``AcrossRowView``: passes its scrolling to the list, and asks the list where a
/// drag comes to rest (groups of items).
@MainActor
final class AcrossRowScrollHandler: NSObject, UIScrollViewDelegate {
    /// The user scrolled the row.
    var didScroll: (@MainActor (AcrossRowView) -> Void)?
    /// Where a drag heading for the offset given comes to rest.
    var restingOffset: (@MainActor (AcrossRowView, CGFloat) -> CGFloat)?

    /// The row moved (`scrollViewDidScroll(_:)`).
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let row = scrollView as? AcrossRowView, !row.isSyncing else { return }
        didScroll?(row)
    }

    /// The finger lifted: the row rests on a group boundary when its behavior says so
    /// (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let row = scrollView as? AcrossRowView, let restingOffset else { return }
        targetContentOffset.pointee.x = restingOffset(row, targetContentOffset.pointee.x)
    }
}
#endif
