import Foundation
import LazyScroll

extension ScrolledItemsView {
    /// Applies a change of the items' data, given as the difference between their identifiers before and
    /// after: loaded items keep their blocks, deleted, inserted and reloaded items unload and load (the
    /// view's `configure` sees the new data), and the first item on screen stays on its line.
    ///
    /// - Throws: `LazyScrollError.inconsistentBatchUpdate(_:)` when `difference` was not computed from
    ///   the view's items (another count); nothing changes then.
    public mutating func performBatchUpdates(_ difference: IdentityDifference, time: Double) throws(LazyScrollError) {
        try items.perform { controller throws(LazyScrollError) in try controller.performBatchUpdates(difference, time: time) }
    }

    /// The position to save so that ``restoreScrollPosition(_:identifiers:listIdentifier:time:)-(_,_,_,Double)`` brings
    /// the reader back after the program restarts: the first item starting on screen, by identifier, its
    /// line, and the measured extents.
    ///
    /// - Throws: `LazyScrollError.invalidIdentifiers(_:)` when `identifiers` does not have one
    ///   identifier per item.
    public func scrollPosition<ID>(identifiers: ItemIdentifiers<ID>, listIdentifier: String? = nil) throws(LazyScrollError) -> ScrollPositionSnapshot<ID> {
        try items.controller.scrollPosition(identifiers: identifiers, listIdentifier: listIdentifier)
    }

    /// Brings back a saved position into the items as they are now: the saved item (or the surviving one
    /// nearest to it) goes back to its line, a pager to its page.
    ///
    /// - Throws: `LazyScrollError.incompatibleScrollPosition(_:)` for a position saved for another
    ///   list name or kind of view, `LazyScrollError.invalidIdentifiers(_:)` when `identifiers` does not
    ///   have one identifier per item; nothing changes then.
    public mutating func restoreScrollPosition<ID>(
        _ position: ScrollPositionSnapshot<ID>, identifiers: ItemIdentifiers<ID>, listIdentifier: String? = nil, time: Double
    ) throws(LazyScrollError) {
        try items.perform { controller throws(LazyScrollError) in
            try controller.restoreScrollPosition(position, identifiers: identifiers, listIdentifier: listIdentifier, time: time)
        }
    }
}
