#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Drives a ``TerminalApplication``: waits for input, signals and frame deadlines with one `poll()`,
/// delivers events, and paces frames.
///
/// While the application animates (its `frame` returns `true`) frames come at most
/// ``framesPerSecond`` times a second; events arriving between frames are batched into the next one.
/// While idle the loop blocks in `poll()` with no timeout (or until the application's
/// ``TerminalApplication/nextFrameDeadline(after:)``), so an idle program uses no CPU.
@MainActor
public struct TerminalRunLoop {
    /// The upper bound on frames per second while animating.
    public var framesPerSecond: Int
    /// The features the session switches on when ``run(_:)`` opens it.
    public var options: TerminalOptions
    /// What the terminal understands, for the session ``run(_:)`` opens; nil reads it from the
    /// environment (``TerminalCapabilities/fromEnvironment()``).
    public var capabilities: TerminalCapabilities?

    /// A run loop with the given frame cap (60 by default), terminal options and capabilities.
    public init(framesPerSecond: Int = 60, options: TerminalOptions = TerminalOptions(), capabilities: TerminalCapabilities? = nil) {
        self.framesPerSecond = max(1, framesPerSecond)
        self.options = options
        self.capabilities = capabilities
    }

    /// Opens the terminal on standard input and output, runs `app` until it quits, and restores the
    /// terminal whether `app` quits, throws, or the input ends.
    ///
    /// - Throws: ``TerminalError`` (``TerminalError/notATerminal(stream:)`` when not run in a terminal,
    ///   ``TerminalError/unsupportedTerminal(term:)`` when `TERM` is unset or `dumb`) or whatever `app`
    ///   throws.
    public func run(_ app: some TerminalApplication) throws {
        let session = try TerminalSession(options: options, capabilities: capabilities)
        defer { session.close() }
        try run(app, in: session)
    }

    /// Runs `app` in a session the caller opened and will close (for tests and custom descriptors).
    ///
    /// Input is read on a thread of its own, so every event reaches the application with the time its
    /// bytes were read, however long the frames take. Every event read before a frame's time is delivered
    /// before that frame, so no frame is drawn for a time after an input it has not been given.
    public func run(_ app: some TerminalApplication, in session: TerminalSession) throws {
        let frameInterval = 1_000_000_000 / UInt64(framesPerSecond)
        let reader = try InputReader(input: session.inputFileDescriptor)
        defer { reader.stop() }
        var parser = InputParser()
        var canvas = CellBuffer(size: session.size)
        var lastFrame: MonotonicInstant?
        // When the bytes of the last read arrived: a lone Esc becomes a key 50 ms later, stamped with it.
        var lastInput = MonotonicInstant.now()
        var escapeDeadline: MonotonicInstant { lastInput.advanced(byNanoseconds: InputParser.escapeTimeoutNanoseconds) }
        var frameDue: MonotonicInstant? = .now()

        if try app.handle(.resize(session.size), at: .now()) == .quit { return }
        while true {
            let deadlines = [frameDue, parser.hasPendingInput ? escapeDeadline : nil].compactMap { $0 }
            let readiness = try Self.wait(for: [reader.wakeFileDescriptor, session.signalFileDescriptor], until: deadlines.min())
            // Taken before the reads are collected: every read stamped earlier is among them.
            let now = MonotonicInstant.now()

            var events: [(InputEvent, MonotonicInstant)] = []
            var needsFrame = false
            if readiness[1] {
                for signalNumber in session.takePendingSignals() {
                    switch signalNumber {
                    case SIGTSTP: try session.suspend()
                    case SIGCONT: try session.reassertModes()
                    default: break
                    }
                    needsFrame = true
                    if try session.refreshSize() { events.append((.resize(session.size), now)) }
                }
            }
            if readiness[0] {
                let (chunks, ending) = reader.take()
                for chunk in chunks {
                    events += parser.parse(chunk.bytes).map { ($0, chunk.time) }
                    lastInput = chunk.time
                }
                switch ending {
                case .endOfInput?: return  // the terminal is gone
                case let .failure(error)?: throw error
                case nil: break
                }
            }
            if parser.hasPendingInput, escapeDeadline <= now {
                events += parser.flushPending().map { ($0, lastInput) }
            }

            for (event, time) in events {
                if case let .modeReport(mode, value) = event, mode == ControlSequence.synchronizedOutputMode {
                    session.usesSynchronizedOutput = value == 1 || value == 2
                }
                if try app.handle(event, at: time) == .quit { return }
                needsFrame = true
            }
            if needsFrame {
                // Never sooner than one interval after the last frame: bursts of wheel events coalesce.
                let earliest = lastFrame.map { $0.advanced(byNanoseconds: frameInterval) } ?? now
                frameDue = min(frameDue ?? earliest, max(earliest, now))
            }
            if let due = frameDue, due <= now {
                canvas.resize(to: session.size)
                let wantsAnotherFrame = try app.frame(now: now, canvas: &canvas)
                try session.present(canvas)
                lastFrame = now
                frameDue = wantsAnotherFrame
                    ? now.advanced(byNanoseconds: frameInterval)
                    : app.nextFrameDeadline(after: now).map { max($0, now.advanced(byNanoseconds: frameInterval)) }
            }
        }
    }

    /// Blocks until one of `descriptors` is readable or `deadline` passes (forever when `nil`);
    /// returns which descriptors are readable.
    private static func wait(for descriptors: [Int32], until deadline: MonotonicInstant?) throws -> [Bool] {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        var timeout: Int32 = -1
        if let deadline {
            let now = MonotonicInstant.now()
            let remaining = deadline > now ? deadline.nanoseconds - now.nanoseconds : 0
            // Round up so the loop never wakes just before the deadline and spins.
            timeout = Int32(min(UInt64(Int32.max), (remaining + 999_999) / 1_000_000))
        }
        let result = poll(&polled, nfds_t(polled.count), timeout)
        if result < 0 {
            if errno == EINTR { return descriptors.map { _ in false } }
            throw TerminalError.lastSystemError("poll")
        }
        // Hang-up and error count as readable so the following read reports them.
        let ready = Int16(POLLIN) | Int16(POLLHUP) | Int16(POLLERR)
        return polled.map { $0.revents & ready != 0 }
    }
}
