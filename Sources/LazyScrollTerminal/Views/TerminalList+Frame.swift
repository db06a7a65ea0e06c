import LazyScroll

extension TerminalList {
    /// Does everything the list needs in a frame of a ``TerminalApplication``, in the order it needs it:
    /// fits the list to `rect` (a new size re-configures the loaded rows, see ``resize(to:time:)-(_,Double)``),
    /// advances its glide to `now`, draws it into `rect`, and remembers `rect` as ``screenRect`` for
    /// ``handle(_:at:)`` and ``rowsOnScreen``.
    ///
    /// ```swift
    /// func frame(now: MonotonicInstant, canvas: inout CellBuffer) throws -> Bool {
    ///     try list.frame(now: now, into: &canvas, in: CellRect(canvas.size))
    /// }
    /// ```
    ///
    /// - Returns: Whether the list is still moving: return it from the application's `frame` (or it
    ///   with anything else that moves) to get the next frame; `false` lets the program sleep.
    /// - Throws: `LazyScrollError` only for a time the engine refuses, which a ``MonotonicInstant`` never is.
    public mutating func frame(now: MonotonicInstant, into canvas: inout CellBuffer, in rect: CellRect) throws(LazyScrollError) -> Bool {
        screenRect = rect
        let moving = try fitAndAdvance(to: rect, now: now)
        draw(into: &canvas, in: rect)
        return moving
    }

    /// Handles an event at `time`, with the mouse read relative to ``screenRect`` (where the last
    /// ``frame(now:into:in:)`` drew the list); see ``handle(_:in:time:)-(_,_,Double)``. A resize is
    /// left to the next frame, which fits the list to its new rectangle.
    ///
    /// - Returns: Whether the list used the event.
    public mutating func handle(_ event: InputEvent, at time: MonotonicInstant) throws(LazyScrollError) -> Bool {
        try handle(event, in: screenRect, time: time.seconds)
    }

    /// The rows the list shows, top to bottom, and the cells each covers in screen coordinates (within
    /// ``screenRect``): the first and last may be cut by the view's edges (their `rect` reaches past
    /// it, their `visibleRect` does not). Rows tile the view: each starts where the one above ends;
    /// during a drag (``reorder``), the rows standing aside do, and the dragged row comes last, where
    /// it floats under the pointer.
    ///
    /// ```swift
    /// let shown = list.rowsOnScreen
    /// let status = "lines \(shown.first?.dataIndex ?? 0)–\(shown.last?.dataIndex ?? 0)"
    /// ```
    ///
    /// - Complexity: O(log n + loaded rows).
    public var rowsOnScreen: [ItemOnScreen] {
        let drawn = drawnRows(in: screenRect)
        return drawn.rows + (drawn.lifted.map { [$0] } ?? [])
    }
}
