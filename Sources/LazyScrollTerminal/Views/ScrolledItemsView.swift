import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// A terminal view whose content is one ``ScrolledItems``: it gets drag forwarding and ticking for free.
public protocol ScrolledItemsView {
    /// The controller and live blocks behind the view; replacing it swaps the whole scroll state.
    var items: ScrolledItems { get set }

    /// Applies a change of the items' data, given as the difference between their identifiers before
    /// and after (see the default, `performBatchUpdates(_:time:)`); a view that keeps more state per
    /// item, such as a list's cursor and selection, makes it follow the items too.
    mutating func performBatchUpdates(_ difference: IdentityDifference, time: Double) throws(LazyScrollError)
}

extension ScrolledItemsView {
    /// A finger went down at (`column`, `row`), relative to the view.
    public mutating func beginDrag(column: Int, row: Int, time: Double) throws(LazyScrollError) {
        try items.dragBegan(column: column, row: row, time: time)
    }

    /// The finger moved to (`column`, `row`), relative to the view.
    public mutating func moveDrag(column: CGFloat, row: CGFloat, time: Double) throws(LazyScrollError) {
        try items.dragMoved(column: column, row: row, time: time)
    }

    /// The finger lifted with the offset moving at `velocity` cells per second (nil: estimated).
    public mutating func endDrag(velocity: CGFloat?, time: Double) throws(LazyScrollError) {
        try items.dragEnded(velocity: velocity, time: time)
    }

    /// Suspends the view's scrolling while it is off screen and resumes it when it is back.
    public mutating func setOnScreen(_ isOnScreen: Bool, time: Double) throws(LazyScrollError) {
        try items.setOnScreen(isOnScreen, time: time)
    }

    /// Advances the running animation (glide, page snap or auto-advance).
    public mutating func tick(time: Double) throws(LazyScrollError) { try items.tick(time: time) }

    /// When ``tick(time:)-(Double)`` must run next: the controller's `nextTickTime`.
    public var nextTickTime: Double? { items.controller.nextTickTime }
}
