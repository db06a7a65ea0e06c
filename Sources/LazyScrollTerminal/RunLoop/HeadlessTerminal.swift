/// Runs a ``TerminalApplication`` without a terminal, on a clock the caller moves: for tests, and for
/// replaying a session exactly.
///
/// It drives the application as ``TerminalRunLoop`` does: the first event is `.resize` with the
/// terminal's size; after every batch of events comes a frame, drawn into a canvas that keeps the
/// previous frame; while `frame` returns `true` further frames follow every 1/``framesPerSecond``
/// second, and while it returns `false` the next frame waits for an event or for the application's
/// ``TerminalApplication/nextFrameDeadline(after:)``. Keys and mouse actions can be sent as events or as
/// the bytes a terminal would send, which go through the same ``InputParser``.
///
/// ```swift
/// var terminal = try HeadlessTerminal(size: TerminalSize(columns: 40, rows: 10)) { size, now in
///     try LogView(size: size, now: now)
/// }
/// try terminal.send(.key(KeyEvent(.pageDown)))
/// try terminal.wait(seconds: 1)
/// print(terminal.screen.text)
/// ```
@MainActor
public struct HeadlessTerminal<Application: TerminalApplication> {
    /// The application being run.
    public let application: Application
    /// The picture of the last frame.
    public private(set) var screen: CellBuffer
    /// The clock's reading: when the last event was delivered or the last frame drawn.
    public private(set) var now: MonotonicInstant
    /// Whether the application has asked to quit; it receives nothing more.
    public private(set) var hasQuit = false
    /// How many frames have been drawn.
    public private(set) var frameCount = 0
    /// The upper bound on frames per second while the application animates.
    public let framesPerSecond: Int
    /// When the next frame is due without any event: soon while animating, at the application's
    /// deadline while it waits for one, nil while idle.
    private var nextFrame: MonotonicInstant?
    private var parser = InputParser()

    /// Makes the application for a terminal of `size` at time `start`, gives it the `.resize` event
    /// and draws the first frame.
    ///
    /// - Parameters:
    ///   - size: The terminal's size in cells.
    ///   - start: The clock's reading at start.
    ///   - framesPerSecond: Frames per second while animating, as for ``TerminalRunLoop``.
    ///   - makeApplication: Makes the application for the size and the start, as the run loop's
    ///     `run { size, now in … }` does.
    /// - Throws: What `makeApplication` or the application throws.
    public init(
        size: TerminalSize, start: MonotonicInstant = MonotonicInstant(nanoseconds: 0), framesPerSecond: Int = 60,
        makeApplication: (TerminalSize, MonotonicInstant) throws -> Application
    ) throws {
        application = try makeApplication(size, start)
        screen = CellBuffer(size: size)
        now = start
        self.framesPerSecond = max(1, framesPerSecond)
        try deliver([.resize(size)])
    }

    /// The time between two frames while the application animates.
    private var frameInterval: UInt64 { 1_000_000_000 / UInt64(framesPerSecond) }

    /// Delivers `events` now, then draws a frame.
    ///
    /// - Throws: What the application throws.
    public mutating func send(_ events: InputEvent...) throws {
        try deliver(events)
    }

    /// Delivers the events in `bytes`, as a terminal would send them (a lone Esc is the Esc key), now,
    /// then draws a frame.
    ///
    /// - Throws: What the application throws.
    public mutating func type(_ bytes: String) throws {
        try deliver(parser.parse(Array(bytes.utf8)) + parser.flushPending())
    }

    /// The terminal changed size: the canvas keeps its top-left part, as the run loop's does, and the
    /// application gets the `.resize` event and draws a frame.
    ///
    /// - Throws: What the application throws.
    public mutating func resize(to size: TerminalSize) throws {
        screen.resize(to: size)
        try deliver([.resize(size)])
    }

    /// Lets `seconds` pass: frames come as the run loop would draw them (every 1/``framesPerSecond``
    /// second while the application animates, at its deadlines while it waits), until the clock reads
    /// `seconds` later.
    ///
    /// - Throws: What the application throws.
    public mutating func wait(seconds: Double) throws {
        let end = now.advanced(byNanoseconds: UInt64(max(0, seconds * 1_000_000_000).rounded()))
        while !hasQuit, let due = nextFrame, due <= end {
            now = max(now, due)
            try drawFrame()
        }
        now = max(now, end)
    }

    /// Gives every event to the application at ``now`` and draws a frame.
    private mutating func deliver(_ events: [InputEvent]) throws {
        guard !hasQuit else { return }
        for event in events {
            if try application.handle(event, at: now) == .quit {
                hasQuit = true
                return
            }
        }
        try drawFrame()
    }

    /// Draws a frame at ``now`` and schedules the next.
    private mutating func drawFrame() throws {
        let wantsAnotherFrame = try application.frame(now: now, canvas: &screen)
        frameCount += 1
        let soonest = now.advanced(byNanoseconds: frameInterval)
        nextFrame = wantsAnotherFrame ? soonest : application.nextFrameDeadline(after: now).map { max($0, soonest) }
    }
}
