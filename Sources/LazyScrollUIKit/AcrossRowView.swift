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
    /// The views of items an animated update deleted while they were in view, fading out, by the
    /// disappearance's identifier.
    var disappearingItemViews: [Int: UIView] = [:]
    /// The item views told `willDisplay` and not yet `didEndDisplaying`, by item index.
    var displayedItems: [Int: UIView] = [:]
    /// The section the row showed when it was last laid out: the one its items' end of display names.
    var section: Int?
    /// Loaded items not measured yet, when the row's items measure themselves.
    var unmeasuredItems: Set<Int> = []
    /// Set while the list writes the offset, so that the write is not taken for the user's scroll.
    var isSyncing = false
    /// Whether the row runs from its right edge (the list's layout is right to left).
    var runsRightToLeft = false
    /// The first item of the group a released row glides to rest on, while it glides there (its items
    /// measure themselves, so the group's place is found again after each measurement).
    var settlingItem: Int?
    /// The leading offset the row glides to now, while `settlingItem` is set.
    var settlingOffset: CGFloat?
    /// Hears the row's scrolling for the list.
    let scrollHandler = AcrossRowScrollHandler()

    /// The app's own `accessibilityElements` for the row, when it set them.
    private var assignedAccessibilityElements: [Any]?

    /// The row as an accessibility container: its loaded items in item order, from the row's leading
    /// edge (the right one, right to left), each with its own accessibility, then its other subviews.
    /// Setting it replaces the order; nil gives it back.
    override var accessibilityElements: [Any]? {
        get { assignedAccessibilityElements ?? accessibilityElements(items: itemViews.keys.sorted().compactMap { itemViews[$0] }) }
        set { assignedAccessibilityElements = newValue }
    }

    /// VoiceOver's three-finger swipe scrolls the row as the list says, which then says where it is.
    ///
    /// UIKit declares this method without actor isolation; assistive technologies call it on the main
    /// thread, where the view's state lives.
    nonisolated override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        MainActor.assumeIsolated { scrollHandler.accessibilityScroll?(self, direction) ?? false }
    }

    /// Sets the row up as a horizontal strip that hands its scrolling to `scrollHandler`.
    func prepareForRow() {
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
        alwaysBounceHorizontal = true
        clipsToBounds = true
        if delegate !== scrollHandler { delegate = scrollHandler }
    }
}

/// The delegate of an ``AcrossRowView``: passes its scrolling to the list, asks the list where a drag
/// comes to rest (groups of items) and what VoiceOver says of the row's position.
@MainActor
final class AcrossRowScrollHandler: NSObject, UIScrollViewAccessibilityDelegate {
    /// The user scrolled the row.
    var didScroll: (@MainActor (AcrossRowView) -> Void)?
    /// VoiceOver asked to scroll the row; false when it did not move.
    var accessibilityScroll: (@MainActor (AcrossRowView, UIAccessibilityScrollDirection) -> Bool)?
    /// The row's items in view, as VoiceOver says them.
    var scrollStatus: (@MainActor (AcrossRowView) -> String?)?

    /// What VoiceOver says of the row's position (`accessibilityScrollStatus(for:)`): its items in view.
    func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? {
        guard let row = scrollView as? AcrossRowView else { return nil }
        return scrollStatus?(row)
    }
    /// Where a drag released at the velocity given, heading for the content offset given, comes to
    /// rest (a content offset too).
    var restingOffset: (@MainActor (AcrossRowView, CGFloat, CGFloat) -> CGFloat)?

    /// The row moved (`scrollViewDidScroll(_:)`).
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard let row = scrollView as? AcrossRowView, !row.isSyncing else { return }
        didScroll?(row)
    }

    /// The finger lifted: the row rests on a group boundary (or a page, right to left) when its
    /// behavior says so (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let row = scrollView as? AcrossRowView, let restingOffset else { return }
        targetContentOffset.pointee.x = restingOffset(row, targetContentOffset.pointee.x, velocity.x)
    }
}
#endif
