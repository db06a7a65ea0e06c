#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

@testable import LazyScrollTerminal

/// Sessions own process-wide signal handlers, so these run one at a time.
@Suite(.serialized) @MainActor struct TerminalSessionTests {
    @Test func notATerminalIsAOneLineTypedError() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { close($0) } }
        do {
            _ = try TerminalSession(input: ends[0], output: ends[1], capabilities: .full)
            Issue.record("opening a session on a pipe should fail")
        } catch let error as TerminalError {
            #expect(error == .notATerminal(stream: "input descriptor \(ends[0])"))
            #expect(!error.description.contains("\n"))
        } catch {
            Issue.record("expected a TerminalError, got \(error)")
        }
    }

    @Test func rawModeIsEnteredAndRestoredExactly() throws {
        let terminal = try #require(PseudoTerminal())
        let before = terminal.mode()
        let session = try TerminalSession(input: terminal.secondary, output: terminal.secondary, capabilities: .full)
        let during = terminal.mode()
        #expect(during.c_lflag & tcflag_t(ICANON) == 0)
        #expect(during.c_lflag & tcflag_t(ECHO) == 0)
        #expect(during.c_lflag & tcflag_t(ISIG) != 0, "signal keys stay on by default")
        #expect(session.size == TerminalSize(columns: 40, rows: 10))
        #expect(throws: TerminalError.sessionAlreadyOpen) {
            _ = try TerminalSession(input: terminal.secondary, output: terminal.secondary, capabilities: .full)
        }
        session.close()
        session.close()
        #expect(sameMode(before, terminal.mode()))
        let output = terminal.drainOutput()
        for sequence in ["\u{1B}[?1049h", "\u{1B}[?25l", "\u{1B}[?1006h", "\u{1B}[?2004h", "\u{1B}[?2026$p",
            "\u{1B}[?1049l", "\u{1B}[?25h", "\u{1B}[?1000l"] {
            #expect(output.contains(sequence), "missing \(sequence.debugDescription)")
        }
        let entered = try #require(output.range(of: "\u{1B}[?1049h"))
        let left = try #require(output.range(of: "\u{1B}[?1049l"))
        #expect(entered.upperBound <= left.lowerBound)
    }

    @Test func theRunLoopDeliversEventsPacesFramesAndRestoresOnQuit() throws {
        let terminal = try #require(PseudoTerminal(columns: 30, rows: 5))
        let before = terminal.mode()
        let session = try TerminalSession(input: terminal.secondary, output: terminal.secondary, capabilities: .full)
        defer { session.close() }
        terminal.type("\u{1B}[?2026;1$yx\u{1B}[<64;2;3M")
        let app = RecordingApplication { terminal.type("q") }
        try withWatchdog { try TerminalRunLoop().run(app, in: session) }
        session.close()

        #expect(app.events.first == .resize(TerminalSize(columns: 30, rows: 5)))
        #expect(app.events.contains(.modeReport(mode: 2026, value: 1)))
        #expect(app.events.contains(.key(KeyEvent(.character("x")))))
        #expect(app.events.contains(.mouse(MouseEvent(.wheel(.up), column: 1, row: 2))))
        #expect(session.usesSynchronizedOutput)
        let gaps = zip(app.frameTimes.dropFirst(), app.frameTimes).map { $0.nanoseconds - $1.nanoseconds }
        #expect(gaps.allSatisfy { $0 >= 16_000_000 }, "frames closer than 1/60 s: \(gaps)")
        #expect(sameMode(before, terminal.mode()))
        #expect(terminal.drainOutput().contains("frame"))
    }

    @Test func windowChangesArriveAsResizeEventsAndALoneEscapeTimesOut() throws {
        let terminal = try #require(PseudoTerminal(columns: 30, rows: 5))
        let session = try TerminalSession(input: terminal.secondary, output: terminal.secondary, capabilities: .full)
        defer { session.close() }
        let app = ScriptedApplication { frameNumber in
            switch frameNumber {
            case 1:
                var window = winsize(ws_row: 7, ws_col: 33, ws_xpixel: 0, ws_ypixel: 0)
                _ = ioctl(terminal.primary, UInt(TIOCSWINSZ), &window)
                // We are not the pty's foreground process group, so send the signal ourselves, to the process
                // (raise() would target this thread, and test worker threads block signals).
                kill(getpid(), SIGWINCH)
            case 2:
                terminal.type("\u{1B}")
            default:
                break
            }
        }
        try withWatchdog { try TerminalRunLoop().run(app, in: session) }
        #expect(app.events.contains(.resize(TerminalSize(columns: 33, rows: 7))))
        #expect(app.canvasSizes.last == TerminalSize(columns: 33, rows: 7))
        #expect(app.events.last == .key(KeyEvent(.escape)))
        let output = terminal.drainOutput()
        #expect(output.components(separatedBy: "\u{1B}[2J").count - 1 == 2, "a resize repaints from a cleared screen")
    }

    /// A flick's motion reports arrive 60 ms apart while the application's frame is busy for all of
    /// them: each event must still carry the time its bytes arrived (after it was written, before the
    /// next one was), not the time the loop got round to it after the frame.
    @Test func eventsCarryTheTimeTheirBytesArrivedEvenWhileAFrameIsBusy() throws {
        let terminal = try #require(PseudoTerminal(columns: 30, rows: 5))
        let session = try TerminalSession(input: terminal.secondary, output: terminal.secondary, capabilities: .full)
        defer { session.close() }
        let motions = (0..<5).map { "\u{1B}[<32;\(20 - 3 * $0);3M" } + ["q"]
        let writer = PacedWriter(descriptor: terminal.primary, pieces: motions, interval: 0.06)
        let app = BusyApplication(writer: writer)
        try withWatchdog { try TerminalRunLoop().run(app, in: session) }

        let times = app.events.compactMap { event, time in if case .mouse = event { time } else { nil } }
        try #require(times.count == 5, "\(app.events)")
        let written = writer.writeTimes
        for k in 0..<5 {
            #expect(times[k] >= written[k], "motion \(k) stamped before it was written")
            #expect(times[k] < written[k + 1], "motion \(k) stamped \(times[k].seconds(since: written[k + 1])) s after the next was written")
        }
        #expect(times.allSatisfy { $0 < app.busyFrameEnded })
    }

    @Test func aThrowingApplicationStillRestoresTheTerminal() throws {
        let terminal = try #require(PseudoTerminal())
        let before = terminal.mode()
        let session = try TerminalSession(input: terminal.secondary, output: terminal.secondary, capabilities: .full)
        defer { session.close() }
        #expect(throws: Failure.self) { try TerminalRunLoop().run(ThrowingApplication(), in: session) }
        session.close()
        #expect(sameMode(before, terminal.mode()))
    }
}

struct Failure: Error {}

/// Runs `body`, killing the whole test process with SIGALRM if it has not returned within
/// `seconds`: a run loop that never wakes would otherwise hang the test run instead of failing it.
func withWatchdog<Result>(seconds: UInt32 = 20, _ body: () throws -> Result) rethrows -> Result {
    alarm(seconds)
    defer { alarm(0) }
    return try body()
}

@MainActor private final class ThrowingApplication: TerminalApplication {
    func handle(_ event: InputEvent, at time: MonotonicInstant) throws -> EventResponse { .keepRunning }
    func frame(now: MonotonicInstant, canvas: inout CellBuffer) throws -> Bool { throw Failure() }
}

/// Runs `script` with each frame's number, never animates, and quits on Esc.
@MainActor private final class ScriptedApplication: TerminalApplication {
    var events: [InputEvent] = []
    var canvasSizes: [TerminalSize] = []
    let script: (Int) -> Void

    init(script: @escaping (Int) -> Void) { self.script = script }

    func handle(_ event: InputEvent, at time: MonotonicInstant) throws -> EventResponse {
        events.append(event)
        return event == .key(KeyEvent(.escape)) ? .quit : .keepRunning
    }

    func frame(now: MonotonicInstant, canvas: inout CellBuffer) throws -> Bool {
        canvasSizes.append(canvas.size)
        canvas.put("size \(canvas.size)", column: 0, row: 0)
        script(canvasSizes.count)
        return false
    }
}

/// Animates for a few frames, records everything, and quits after enough frames or on "q".
@MainActor private final class RecordingApplication: TerminalApplication {
    var events: [InputEvent] = []
    var frameTimes: [MonotonicInstant] = []
    let afterLastAnimatedFrame: () -> Void

    init(afterLastAnimatedFrame: @escaping () -> Void) {
        self.afterLastAnimatedFrame = afterLastAnimatedFrame
    }

    func handle(_ event: InputEvent, at time: MonotonicInstant) throws -> EventResponse {
        events.append(event)
        return event == .key(KeyEvent(.character("q"))) ? .quit : .keepRunning
    }

    func frame(now: MonotonicInstant, canvas: inout CellBuffer) throws -> Bool {
        frameTimes.append(now)
        canvas.put("frame \(frameTimes.count)", column: 0, row: 0)
        if frameTimes.count == 6 {
            // The loop now idles in poll() until the "q" typed here arrives.
            afterLastAnimatedFrame()
            return false
        }
        return true
    }
}

/// Writes `pieces` to `descriptor` one by one, `interval` seconds apart, on a thread of its own, and
/// records the time just before each write.
private final class PacedWriter: @unchecked Sendable {
    let descriptor: Int32
    let pieces: [String]
    let interval: Double
    private let done = DispatchSemaphore(value: 0)
    /// Valid after ``waitUntilDone()``.
    private(set) var writeTimes: [MonotonicInstant] = []

    init(descriptor: Int32, pieces: [String], interval: Double) {
        self.descriptor = descriptor
        self.pieces = pieces
        self.interval = interval
    }

    func start() {
        Thread { [self] in
            for piece in pieces {
                writeTimes.append(.now())
                let bytes = Array(piece.utf8)
                _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                usleep(useconds_t(interval * 1_000_000))
            }
            done.signal()
        }.start()
    }

    func waitUntilDone() { done.wait() }
}

/// Its first frame starts the writer and stays busy until everything is written; records each event
/// with its time, and quits on "q".
@MainActor private final class BusyApplication: TerminalApplication {
    let writer: PacedWriter
    var events: [(InputEvent, MonotonicInstant)] = []
    var busyFrameEnded = MonotonicInstant(nanoseconds: .max)

    init(writer: PacedWriter) { self.writer = writer }

    func handle(_ event: InputEvent, at time: MonotonicInstant) throws -> EventResponse {
        events.append((event, time))
        return event == .key(KeyEvent(.character("q"))) ? .quit : .keepRunning
    }

    func frame(now: MonotonicInstant, canvas: inout CellBuffer) throws -> Bool {
        guard busyFrameEnded.nanoseconds == .max else { return false }
        writer.start()
        writer.waitUntilDone()
        busyFrameEnded = .now()
        return false
    }
}
