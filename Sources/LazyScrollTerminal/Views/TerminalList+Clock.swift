import LazyScroll

// What moves a list on the clock: its glide, and a drag's auto-scroll and rows standing aside.
extension TerminalList {
    /// Advances the glide, and a drag's auto-scroll at the edges and the rows standing aside, to `time`.
    public mutating func tick(time: Double) throws(LazyScrollError) {
        if var session = reorder, session.nextTickTime != nil {
            try items.perform { c throws(LazyScrollError) in c.tickReorder(&session, time: time) }
            reorder = session
        }
        try items.tick(time: time)
    }

    /// When ``tick(time:)-(Double)`` must run next: now while the list glides or a drag scrolls it or
    /// moves rows aside, nil when nothing moves until the next input.
    public var nextTickTime: Double? {
        [items.controller.nextTickTime, reorder?.nextTickTime].compactMap { $0 }.min()
    }

    /// Suspends the list's glide while it is off screen and resumes it when it is back; a drag that
    /// holds a row ends without moving it.
    public mutating func setOnScreen(_ isOnScreen: Bool, time: Double) throws(LazyScrollError) {
        if !isOnScreen, reorder != nil {
            try cancelReorder(time: time)
        }
        if !isOnScreen { press = nil }
        try items.setOnScreen(isOnScreen, time: time)
    }
}
