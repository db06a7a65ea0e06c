import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

// The views on the terminal's clock: each call takes the `MonotonicInstant` that events and frames
// carry and forwards it as the engine's seconds (`MonotonicInstant.seconds`).
extension ScrolledItemsView {
    /// Applies a change of the items' data at `time`; see ``performBatchUpdates(_:time:)-(IdentityDifference,Double)``.
    ///
    /// - Throws: `LazyScrollError.inconsistentBatchUpdate(_:)` when `difference` was not computed from
    ///   the view's items; nothing changes then.
    public mutating func performBatchUpdates(_ difference: IdentityDifference, time: MonotonicInstant) throws(LazyScrollError) {
        try performBatchUpdates(difference, time: time.seconds)
    }

    /// Brings back a saved position at `time`; see
    /// ``restoreScrollPosition(_:identifiers:listIdentifier:time:)-(_,_,_,Double)``.
    ///
    /// - Throws: `LazyScrollError.incompatibleScrollPosition(_:)` or
    ///   `LazyScrollError.invalidIdentifiers(_:)`, as that one does; nothing changes then.
    public mutating func restoreScrollPosition<ID>(
        _ position: ScrollPositionSnapshot<ID>, identifiers: ItemIdentifiers<ID>, listIdentifier: String? = nil, time: MonotonicInstant
    ) throws(LazyScrollError) {
        try restoreScrollPosition(position, identifiers: identifiers, listIdentifier: listIdentifier, time: time.seconds)
    }
}
