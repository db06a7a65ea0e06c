import LazyScroll

extension TerminalStack {
    /// Does everything the stack needs in a frame of a ``TerminalApplication``: fits it to `rect` (a new
    /// width configures the list sections' loaded rows again), advances its glide and its pagers to
    /// `now`, draws it into `rect`, and remembers `rect` as ``screenRect`` for ``handle(_:at:)``.
    ///
    /// - Returns: Whether anything in the stack is moving now: return it from the application's
    ///   `frame`. A carousel row that advances by itself waits for its next turn at
    ///   ``nextTickDeadline``: return that from ``TerminalApplication/nextFrameDeadline(after:)``.
    /// - Throws: `LazyScrollError` only for a time the engine refuses, which a ``MonotonicInstant`` never is.
    public mutating func frame(now: MonotonicInstant, into canvas: inout CellBuffer, in rect: CellRect) throws(LazyScrollError) -> Bool {
        screenRect = rect
        let moving = try fitAndAdvance(to: rect, now: now)
        draw(into: &canvas, in: rect)
        return moving
    }

    /// Handles an event at `time`, with the mouse read relative to ``screenRect`` (where the last
    /// ``frame(now:into:in:)`` drew the stack); see ``handle(_:in:time:)-(_,_,Double)``.
    ///
    /// - Returns: Whether the stack used the event.
    public mutating func handle(_ event: InputEvent, at time: MonotonicInstant) throws(LazyScrollError) -> Bool {
        try handle(event, in: screenRect, time: time)
    }
}
