#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// A `RecyclingListView`'s `delegate` that also hears when rows come on screen and leave it, as
/// `UITableViewDelegate` does, and decides and hears selection, highlighting and keyboard focus, as
/// `UICollectionViewDelegate` does (it is a `UIScrollViewDelegate`, so it hears scrolling too). Set it as
/// the list's `delegate`. Every method has a default: allow, or do nothing.
///
/// For a row whose view is reused for another row, UIKit's order holds: `didEndDisplaying` for the old
/// row, then the view's `prepareForReuse()` (a ``ReusableView``), the data source's configuration, and
/// `willDisplay` for the new row.
///
/// A tap on a row goes as in a collection view: when the finger goes down (after `UIScrollView`'s short
/// delay), `shouldHighlightRowAt`, then the row is highlighted and `didHighlightRowAt`; when it lifts,
/// `shouldSelectRowAt` (or, for a selected row of a multiple selection, `shouldDeselectRowAt`), then
/// `didUnhighlightRowAt`, and the row is selected and `didSelectRowAt` (in a single selection, the row
/// selected before hears `didDeselectRowAt` first). A scroll or a long press that takes the finger over
/// unhighlights without selecting. Only the user's actions are told: `selectRow(at:animated:scrollPosition:)`
/// and the other methods of the list are not, as in UIKit.
@MainActor
public protocol RecyclingListViewDelegate: UIScrollViewDelegate {
    /// Row `index`'s view is about to be displayed: it has its frame and comes on screen (or under the
    /// bars) now. Start what only a visible row needs (a video, an animation, an impression).
    /// Corresponds to `tableView(_:willDisplay:forRowAt:)`.
    func listView(_ listView: RecyclingListView, willDisplay view: UIView, forRowAt index: Int)
    /// The view that showed row `index` left the screen, or the row was deleted or reloaded (`index` is
    /// the row's index before that change). Stop what `willDisplay` started. Corresponds to
    /// `tableView(_:didEndDisplaying:forRowAt:)`.
    func listView(_ listView: RecyclingListView, didEndDisplaying view: UIView, forRowAt index: Int)
    /// The header or footer (`kind`) of section `section` is about to be displayed, in a list with
    /// sections; items are told `willDisplay(_:forRowAt:)`. Corresponds to
    /// `collectionView(_:willDisplaySupplementaryView:forElementKind:at:)`.
    func listView(_ listView: RecyclingListView, willDisplaySupplementaryView view: UIView, forElementKind kind: SectionElementKind, inSection section: Int)
    /// The header or footer (`kind`) of section `section` left the screen, or was deleted or reloaded
    /// (`section` is its index before that change). A pinned header is displayed as long as it is on
    /// screen: while its section passes under it, until the next header pushes it off. Corresponds to
    /// `collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)`.
    func listView(_ listView: RecyclingListView, didEndDisplayingSupplementaryView view: UIView, forElementKind kind: SectionElementKind, inSection section: Int)

    /// Whether a finger on row `index` highlights it (`collectionView(_:shouldHighlightItemAt:)`). A row
    /// that is not highlighted is not selected by the touch either.
    func listView(_ listView: RecyclingListView, shouldHighlightRowAt index: Int) -> Bool
    /// A finger on row `index` highlighted it (`collectionView(_:didHighlightItemAt:)`).
    func listView(_ listView: RecyclingListView, didHighlightRowAt index: Int)
    /// The finger left row `index`'s highlight (`collectionView(_:didUnhighlightItemAt:)`).
    func listView(_ listView: RecyclingListView, didUnhighlightRowAt index: Int)
    /// Whether the user may select row `index` (`collectionView(_:shouldSelectItemAt:)`).
    func listView(_ listView: RecyclingListView, shouldSelectRowAt index: Int) -> Bool
    /// The user selected row `index` (`collectionView(_:didSelectItemAt:)`).
    func listView(_ listView: RecyclingListView, didSelectRowAt index: Int)
    /// Whether the user may deselect row `index` of a multiple selection by tapping it
    /// (`collectionView(_:shouldDeselectItemAt:)`).
    func listView(_ listView: RecyclingListView, shouldDeselectRowAt index: Int) -> Bool
    /// Row `index` was deselected by the user: tapped again in a multiple selection, or replaced by another
    /// row in a single one (`collectionView(_:didDeselectItemAt:)`).
    func listView(_ listView: RecyclingListView, didDeselectRowAt index: Int)
    /// A hardware key moved the keyboard focus to row `index` (`collectionView(_:didUpdateFocusIn:with:)`
    /// for a cell).
    func listView(_ listView: RecyclingListView, didFocusRowAt index: Int)

    // MARK: Items of rows scrolling across

    /// The view of the item at `path`, in a row scrolling across, is about to be displayed: it comes into
    /// the visible part of its row while the row is on screen. Items of such rows have no row of their
    /// own, so they are told by path; every other item is told `willDisplay(_:forRowAt:)`. Corresponds to
    /// `collectionView(_:willDisplay:forItemAt:)` for an item of an orthogonally scrolling section.
    func listView(_ listView: RecyclingListView, willDisplay view: UIView, forItemAt path: ItemPath)
    /// The view of the item at `path`, in a row scrolling across, left the visible part of its row, or
    /// its row left the screen, or the item or its row was deleted or reloaded (`path` is as it was
    /// before that change). Every `willDisplay` has one. Corresponds to
    /// `collectionView(_:didEndDisplaying:forItemAt:)`.
    func listView(_ listView: RecyclingListView, didEndDisplaying view: UIView, forItemAt path: ItemPath)
    /// Whether a finger on the item at `path`, in a row scrolling across, highlights it
    /// (`collectionView(_:shouldHighlightItemAt:)`).
    func listView(_ listView: RecyclingListView, shouldHighlightItemAt path: ItemPath) -> Bool
    /// A finger highlighted the item at `path` of a row scrolling across (`collectionView(_:didHighlightItemAt:)`).
    func listView(_ listView: RecyclingListView, didHighlightItemAt path: ItemPath)
    /// The finger left the highlight of the item at `path` of a row scrolling across
    /// (`collectionView(_:didUnhighlightItemAt:)`).
    func listView(_ listView: RecyclingListView, didUnhighlightItemAt path: ItemPath)
    /// Whether the user may select the item at `path` of a row scrolling across
    /// (`collectionView(_:shouldSelectItemAt:)`).
    func listView(_ listView: RecyclingListView, shouldSelectItemAt path: ItemPath) -> Bool
    /// The user selected the item at `path` of a row scrolling across (`collectionView(_:didSelectItemAt:)`).
    func listView(_ listView: RecyclingListView, didSelectItemAt path: ItemPath)
    /// Whether the user may deselect the item at `path` of a row scrolling across by tapping it, in a
    /// multiple selection (`collectionView(_:shouldDeselectItemAt:)`).
    func listView(_ listView: RecyclingListView, shouldDeselectItemAt path: ItemPath) -> Bool
    /// The item at `path` of a row scrolling across was deselected by the user: tapped again in a
    /// multiple selection, or replaced by another row or item in a single one
    /// (`collectionView(_:didDeselectItemAt:)`).
    func listView(_ listView: RecyclingListView, didDeselectItemAt path: ItemPath)
    /// A hardware key moved the keyboard focus to the item at `path` of a row scrolling across
    /// (`collectionView(_:didUpdateFocusIn:with:)` for a cell of an orthogonally scrolling section).
    func listView(_ listView: RecyclingListView, didFocusItemAt path: ItemPath)
}

extension RecyclingListViewDelegate {
    /// Nothing to start.
    public func listView(_ listView: RecyclingListView, willDisplay view: UIView, forRowAt index: Int) {}
    /// Nothing to stop.
    public func listView(_ listView: RecyclingListView, didEndDisplaying view: UIView, forRowAt index: Int) {}
    /// Nothing to start.
    public func listView(
        _ listView: RecyclingListView, willDisplaySupplementaryView view: UIView, forElementKind kind: SectionElementKind, inSection section: Int
    ) {}
    /// Nothing to stop.
    public func listView(
        _ listView: RecyclingListView, didEndDisplayingSupplementaryView view: UIView, forElementKind kind: SectionElementKind, inSection section: Int
    ) {}
    /// Every row highlights, as in UIKit without the method.
    public func listView(_ listView: RecyclingListView, shouldHighlightRowAt index: Int) -> Bool { true }
    /// Nothing to do.
    public func listView(_ listView: RecyclingListView, didHighlightRowAt index: Int) {}
    /// Nothing to do.
    public func listView(_ listView: RecyclingListView, didUnhighlightRowAt index: Int) {}
    /// Every row can be selected, as in UIKit without the method.
    public func listView(_ listView: RecyclingListView, shouldSelectRowAt index: Int) -> Bool { true }
    /// Nothing to do.
    public func listView(_ listView: RecyclingListView, didSelectRowAt index: Int) {}
    /// Every row can be deselected, as in UIKit without the method.
    public func listView(_ listView: RecyclingListView, shouldDeselectRowAt index: Int) -> Bool { true }
    /// Nothing to do.
    public func listView(_ listView: RecyclingListView, didDeselectRowAt index: Int) {}
    /// Nothing to do.
    public func listView(_ listView: RecyclingListView, didFocusRowAt index: Int) {}
    /// Nothing to start.
    public func listView(_ listView: RecyclingListView, willDisplay view: UIView, forItemAt path: ItemPath) {}
    /// Nothing to stop.
    public func listView(_ listView: RecyclingListView, didEndDisplaying view: UIView, forItemAt path: ItemPath) {}
    /// Every item highlights, as in UIKit without the method.
    public func listView(_ listView: RecyclingListView, shouldHighlightItemAt path: ItemPath) -> Bool { true }
    /// Nothing to do.
    public func listView(_ listView: RecyclingListView, didHighlightItemAt path: ItemPath) {}
    /// Nothing to do.
    public func listView(_ listView: RecyclingListView, didUnhighlightItemAt path: ItemPath) {}
    /// Every item can be selected, as in UIKit without the method.
    public func listView(_ listView: RecyclingListView, shouldSelectItemAt path: ItemPath) -> Bool { true }
    /// Nothing to do.
    public func listView(_ listView: RecyclingListView, didSelectItemAt path: ItemPath) {}
    /// Every item can be deselected, as in UIKit without the method.
    public func listView(_ listView: RecyclingListView, shouldDeselectItemAt path: ItemPath) -> Bool { true }
    /// Nothing to do.
    public func listView(_ listView: RecyclingListView, didDeselectItemAt path: ItemPath) {}
    /// Nothing to do.
    public func listView(_ listView: RecyclingListView, didFocusItemAt path: ItemPath) {}
}

/// A `ContainerScrollView`'s `delegate` that also hears when arranged views come on screen and leave it.
/// Every method has an empty default.
@MainActor
public protocol ContainerScrollViewDelegate: UIScrollViewDelegate {
    /// Arranged view `view` comes (partly) on screen.
    func containerScrollView(_ containerScrollView: ContainerScrollView, willDisplay view: UIView)
    /// Arranged view `view` left the screen, or was removed from the container.
    func containerScrollView(_ containerScrollView: ContainerScrollView, didEndDisplaying view: UIView)
}

extension ContainerScrollViewDelegate {
    /// Nothing to start.
    public func containerScrollView(_ containerScrollView: ContainerScrollView, willDisplay view: UIView) {}
    /// Nothing to stop.
    public func containerScrollView(_ containerScrollView: ContainerScrollView, didEndDisplaying view: UIView) {}
}
#endif
