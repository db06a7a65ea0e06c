extension MonotonicInstant {
    /// The instant in seconds since the clock's origin: the time the engine's `ScrollController` takes.
    ///
    /// The terminal views take a `MonotonicInstant` wherever they take a time, as the events of
    /// ``TerminalApplication/handle(_:at:)`` and ``TerminalApplication/frame(now:canvas:)`` carry one,
    /// and convert with this; their `Double` overloads take these seconds directly, for scripted clocks.
    public var seconds: Double { Double(nanoseconds) / 1_000_000_000 }

    /// The instant `seconds` after the clock's origin, to the nanosecond: the inverse of ``seconds``, for
    /// times the engine reports (such as `ScrollController.nextTickTime`). Negative or NaN seconds give
    /// the origin; seconds past the last representable instant give that instant.
    public init(seconds: Double) {
        let nanoseconds = (seconds * 1_000_000_000).rounded()
        guard nanoseconds > 0 else {
            self.init(nanoseconds: 0)
            return
        }
        self.init(nanoseconds: nanoseconds < Double(UInt64.max) ? UInt64(nanoseconds) : .max)
    }
}
