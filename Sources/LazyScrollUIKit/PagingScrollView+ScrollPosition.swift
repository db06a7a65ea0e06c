#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

extension PagingScrollView {
    /// The position to save for state restoration (UIKit's `encodeRestorableState(with:)`): the page
    /// shown (or being turned to), by identifier; `restorationIdentifier` names the pager. Nil while
    /// the pager has no size.
    ///
    /// - Parameter identifiers: The identifiers of the pages, in order.
    /// - Throws: `LazyScrollError.invalidIdentifiers(_:)` when `identifiers` does not have one
    ///   identifier per page.
    public func scrollPosition<ID>(identifiers: ItemIdentifiers<ID>) throws -> ScrollPositionSnapshot<ID>? {
        try savedScrollPosition(identifiers: identifiers)
    }

    /// Turns, without animating, to the saved page wherever it is now (UIKit's
    /// `decodeRestorableState(with:)`); when it is gone, to the surviving page nearest to it in the saved
    /// order. Before the pager has a size, the position is kept and restored as soon as it has one.
    ///
    /// - Parameters:
    ///   - position: A position from ``scrollPosition(identifiers:)``.
    ///   - identifiers: The identifiers of the pages now, in order.
    /// - Throws: `LazyScrollError.incompatibleScrollPosition(_:)` when the position was saved with
    ///   another `restorationIdentifier` or from a list, `LazyScrollError.invalidIdentifiers(_:)` when
    ///   `identifiers` does not have one identifier per page; the pager is then unchanged.
    public func restoreScrollPosition<ID>(_ position: ScrollPositionSnapshot<ID>, identifiers: ItemIdentifiers<ID>) throws {
        try restore(position, identifiers: identifiers)
    }
}
#endif
