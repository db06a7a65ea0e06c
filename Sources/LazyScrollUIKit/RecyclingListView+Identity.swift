#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

extension RecyclingListView {
    /// Applies the difference between the rows' old identifiers and their new ones after the data
    /// source has changed, as `performBatchUpdates(_:)` applies a batch update: loaded rows keep their
    /// views, deleted, inserted and reloaded rows are asked for, and what is on screen stays put. Rows
    /// deleted and inserted because they moved and changed keep their heights until measured again, and
    /// their selection and focus, as every row that stays does.
    ///
    /// ``RecyclingListViewDiffableDataSource`` calls it from `apply(_:reloading:)`.
    ///
    /// - Throws: `LazyScrollError.inconsistentBatchUpdate(_:)` when the difference does not take the
    ///   list's rows to the data source's row count (a difference between other identifiers); the list
    ///   is then unchanged.
    public func performBatchUpdates(_ difference: IdentityDifference) throws {
        try performBatchUpdates(driver?.controller.virtualizer.batchUpdate(for: difference) ?? difference.update, difference: difference)
    }

    /// The position to save for state restoration (UIKit's `encodeRestorableState(with:)`): the first
    /// row that starts on screen, by identifier, where it sits, and every measured row height;
    /// `restorationIdentifier` names the list. In chat mode (anchored at its end), the last row that
    /// ends on screen and its distance from the bottom, whether the list was at its end, and its unseen
    /// rows (see `ScrollPositionSnapshot.endAnchored`). Nil while the list has no size (it shows nothing
    /// yet).
    ///
    /// - Parameter identifiers: The identifiers of the rows, in order.
    /// - Throws: `LazyScrollError.invalidIdentifiers(_:)` when `identifiers` does not have one
    ///   identifier per row.
    public func scrollPosition<ID>(identifiers: ItemIdentifiers<ID>) throws -> ScrollPositionSnapshot<ID>? {
        try savedScrollPosition(identifiers: identifiers)
    }

    /// Brings back a saved position (UIKit's `decodeRestorableState(with:)`), for rows that may have
    /// changed since: the saved row, or the surviving one nearest to it, goes back to its place on
    /// screen, and saved heights go back to their rows by identifier. Before the list has a size, the
    /// position is kept and restored as soon as it has one.
    ///
    /// - Parameters:
    ///   - position: A position from ``scrollPosition(identifiers:)``.
    ///   - identifiers: The identifiers of the rows now, in order.
    /// - Throws: `LazyScrollError.incompatibleScrollPosition(_:)` when the position was saved with
    ///   another `restorationIdentifier` or from a pager, `LazyScrollError.invalidIdentifiers(_:)`
    ///   when `identifiers` does not have one identifier per row; the list is then unchanged.
    public func restoreScrollPosition<ID>(_ position: ScrollPositionSnapshot<ID>, identifiers: ItemIdentifiers<ID>) throws {
        try restore(position, identifiers: identifiers)
    }
}
#endif
