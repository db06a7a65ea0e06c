extension TerminalRunLoop {
    /// Opens the terminal, makes the application with the terminal's size and the time, runs it until it
    /// quits, and restores the terminal whether it quits, throws, or the input ends.
    ///
    /// An application made here knows its size from the start, so it can build its views in its
    /// initialiser rather than wait for the first `.resize` event (which it still receives, as from
    /// ``run(_:)``):
    ///
    /// ```swift
    /// try TerminalRunLoop().run { size, now in try LogView(size: size, now: now) }
    /// ```
    ///
    /// - Parameter makeApplication: Makes the application for the terminal's size in cells and the time
    ///   of the clock its events and frames use.
    /// - Throws: ``TerminalError`` as ``run(_:)`` does, or what `makeApplication` or the application
    ///   throws (the terminal is restored first).
    public func run<Application: TerminalApplication>(
        making makeApplication: (TerminalSize, MonotonicInstant) throws -> Application
    ) throws {
        let session = try TerminalSession(options: options, capabilities: capabilities)
        defer { session.close() }
        try run(in: session, making: makeApplication)
    }

    /// Makes the application with the size of a session the caller opened and will close, and runs it
    /// there (for tests and custom descriptors, as ``run(_:in:)``).
    ///
    /// - Throws: What `makeApplication` or the application throws, or a ``TerminalError`` from the
    ///   session.
    public func run<Application: TerminalApplication>(
        in session: TerminalSession, making makeApplication: (TerminalSize, MonotonicInstant) throws -> Application
    ) throws {
        try run(makeApplication(session.size, .now()), in: session)
    }
}
