import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

// The views on the terminal's clock: each call takes the `MonotonicInstant` that events and frames
// carry and forwards it as the engine's seconds (`MonotonicInstant.seconds`), so a program never
// converts.
extension TerminalScrollView {
    /// The view changed size at `time`; see ``resize(to:time:)-(_,Double)``.
    public mutating func resize(to size: TerminalSize, time: MonotonicInstant) throws(LazyScrollError) {
        try resize(to: size, time: time.seconds)
    }

    /// Handles an event at `time` with the view drawn in `rect`; see ``handle(_:in:time:)-(_,_,Double)``.
    public mutating func handle(_ event: InputEvent, in rect: CellRect, time: MonotonicInstant) throws(LazyScrollError) -> Bool {
        try handle(event, in: rect, time: time.seconds)
    }

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

    /// Advances what moves by itself to `time`.
    public mutating func tick(time: MonotonicInstant) throws(LazyScrollError) { try tick(time: time.seconds) }

    /// When ``tick(time:)-(MonotonicInstant)`` must run next, on the terminal's clock (see
    /// ``nextTickTime``): return it from ``TerminalApplication/nextFrameDeadline(after:)``.
    public var nextTickDeadline: MonotonicInstant? { nextTickTime.map { MonotonicInstant(seconds: $0) } }

    /// The first steps of a view's frame: fits the view to `rect` and advances what moves by itself to
    /// `now`. Returns whether anything moves now, as a view's `frame(now:into:in:)` returns it (a pager
    /// waiting for its next automatic turn does not: that is ``nextTickDeadline``).
    mutating func fitAndAdvance(to rect: CellRect, now: MonotonicInstant) throws(LazyScrollError) -> Bool {
        try resize(to: rect.size, time: now)
        try tick(time: now)
        return nextTickTime.map { $0 <= now.seconds } ?? false
    }
}
