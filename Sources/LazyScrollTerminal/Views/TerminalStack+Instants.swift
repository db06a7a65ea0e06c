import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

// The stack on the terminal's clock: each call takes the `MonotonicInstant` that events and frames
// carry and forwards it as the engine's seconds (`MonotonicInstant.seconds`).
extension TerminalStack {
    /// A stack of `sections` made at `time` on the terminal's clock.
    public init(sections: [TerminalStackSection], size: TerminalSize, time: MonotonicInstant) throws(LazyScrollError) {
        try self.init(sections: sections, size: size, time: time.seconds)
    }

    /// Sets where the stack or one of its list sections asks for more, at `time`; see
    /// ``setLoadMoreThresholds(_:section:time:)-(_,_,Double)``.
    ///
    /// - Throws: As that one does; nothing changes then.
    public mutating func setLoadMoreThresholds(_ thresholds: LoadMoreThresholds, section: Int? = nil, time: MonotonicInstant) throws(LazyScrollError) {
        try setLoadMoreThresholds(thresholds, section: section, time: time.seconds)
    }

    /// Suspends or resumes the whole stack at `time`.
    public mutating func setOnScreen(_ isOnScreen: Bool, time: MonotonicInstant) throws(LazyScrollError) {
        try setOnScreen(isOnScreen, time: time.seconds)
    }

    /// The view changed size at `time`.
    public mutating func resize(to size: TerminalSize, time: MonotonicInstant) throws(LazyScrollError) {
        try resize(to: size, time: time.seconds)
    }

    /// Scrolls the stack by `lines` from `time`, gliding.
    public mutating func scroll(byLines lines: CGFloat, time: MonotonicInstant) throws(LazyScrollError) {
        try scroll(byLines: lines, time: time.seconds)
    }

    /// Handles an event at `time` with the stack drawn in `rect`; see ``handle(_:in:time:)-(_,_,Double)``.
    public mutating func handle(_ event: InputEvent, in rect: CellRect, time: MonotonicInstant) throws(LazyScrollError) -> Bool {
        try handle(event, in: rect, time: time.seconds)
    }

    /// A finger went down on the stack at (`column`, `row`), relative to the view, at `time`.
    public mutating func beginDrag(column: Int, row: Int, time: MonotonicInstant) throws(LazyScrollError) {
        try beginDrag(column: column, row: row, time: time.seconds)
    }

    /// The finger moved to (`column`, `row`), relative to the view, at `time`.
    public mutating func moveDrag(column: CGFloat, row: CGFloat, time: MonotonicInstant) throws(LazyScrollError) {
        try moveDrag(column: column, row: row, time: time.seconds)
    }

    /// The finger lifted at `time` with the offset moving at `velocity` lines per second (nil: estimated).
    public mutating func endDrag(velocity: CGFloat?, time: MonotonicInstant) throws(LazyScrollError) {
        try endDrag(velocity: velocity, time: time.seconds)
    }

    /// Advances the stack's glide and its pagers to `time`.
    public mutating func tick(time: MonotonicInstant) throws(LazyScrollError) { try tick(time: time.seconds) }

    /// When ``tick(time:)-(MonotonicInstant)`` must run next on the terminal's clock (see ``nextTickTime``).
    public var nextTickDeadline: MonotonicInstant? { nextTickTime.map { MonotonicInstant(seconds: $0) } }
}
