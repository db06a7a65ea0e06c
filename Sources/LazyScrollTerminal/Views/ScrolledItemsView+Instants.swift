import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

// The views on the terminal's clock: each call takes the `MonotonicInstant` that events and frames
// carry and forwards it as the engine's seconds (`MonotonicInstant.seconds`).
extension ScrolledItemsView {
    /// A finger went down at (`column`, `row`), relative to the view, at `time`.
    public mutating func beginDrag(column: Int, row: Int, time: MonotonicInstant) throws(LazyScrollError) {
        try beginDrag(column: column, row: row, time: time.seconds)
    }

    /// The finger moved to (`column`, `row`), relative to the view, at `time`.
    public mutating func moveDrag(column: CGFloat, row: CGFloat, time: MonotonicInstant) throws(LazyScrollError) {
        try moveDrag(column: column, row: row, time: time.seconds)
    }

    /// The finger lifted at `time` with the offset moving at `velocity` cells per second (nil: estimated).
    public mutating func endDrag(velocity: CGFloat?, time: MonotonicInstant) throws(LazyScrollError) {
        try endDrag(velocity: velocity, time: time.seconds)
    }

    /// Suspends the view's scrolling while it is off screen and resumes it when it is back, at `time`.
    public mutating func setOnScreen(_ isOnScreen: Bool, time: MonotonicInstant) throws(LazyScrollError) {
        try setOnScreen(isOnScreen, time: time.seconds)
    }

    /// Advances the running animation (glide, page snap or auto-advance) to `time`.
    public mutating func tick(time: MonotonicInstant) throws(LazyScrollError) { try tick(time: time.seconds) }

    /// When ``tick(time:)-(MonotonicInstant)`` must run next: now while the view moves, the next page
    /// turn of a resting pager that advances by itself, nil when nothing moves until the next input.
    /// Return it from ``TerminalApplication/nextFrameDeadline(after:)``.
    public var nextTickDeadline: MonotonicInstant? {
        items.controller.nextTickTime.map { MonotonicInstant(seconds: $0) }
    }

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
