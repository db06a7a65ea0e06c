import LazyScrollTerminal
import Testing

/// `HeadlessTerminal` drives an application as the run loop does, on a clock the test moves.
@MainActor
@Suite struct HeadlessTerminalTests {
    /// Animates for `animatedFrames` frames after each key, asks for a frame at `deadline` when given,
    /// and records what it was given.
    final class Recorder: TerminalApplication {
        let madeWith: (TerminalSize, MonotonicInstant)
        var events: [(InputEvent, MonotonicInstant)] = []
        var frames: [MonotonicInstant] = []
        var animatedFramesLeft = 0
        var deadline: MonotonicInstant?

        init(size: TerminalSize, now: MonotonicInstant) { madeWith = (size, now) }

        func handle(_ event: InputEvent, at time: MonotonicInstant) -> EventResponse {
            events.append((event, time))
            if event == .key(KeyEvent(.character("q"))) { return .quit }
            if case .key = event { animatedFramesLeft = 3 }
            return .keepRunning
        }

        func frame(now: MonotonicInstant, canvas: inout CellBuffer) -> Bool {
            frames.append(now)
            canvas.clear()
            canvas.put("frame \(frames.count) \(canvas.size)", column: 0, row: 0)
            animatedFramesLeft = max(0, animatedFramesLeft - 1)
            return animatedFramesLeft > 0
        }

        func nextFrameDeadline(after now: MonotonicInstant) -> MonotonicInstant? { deadline.flatMap { $0 > now ? $0 : nil } }
    }

    static let start = MonotonicInstant(nanoseconds: 5_000_000_000)

    @Test func theApplicationIsMadeForTheSizeGetsAResizeFirstAndDrawsAFrame() throws {
        let size = TerminalSize(columns: 20, rows: 3)
        let terminal = try HeadlessTerminal(size: size, start: Self.start) { Recorder(size: $0, now: $1) }
        #expect(terminal.application.madeWith.0 == size)
        #expect(terminal.application.madeWith.1 == Self.start)
        #expect(terminal.application.events.map(\.0) == [.resize(size)])
        #expect(terminal.screen.textLines == ["frame 1 20x3", "", ""])
    }

    @Test func framesFollowEveryFrameIntervalWhileAnimatingThenWaitForAnEventOrADeadline() throws {
        var terminal = try HeadlessTerminal(size: TerminalSize(columns: 20, rows: 2), start: Self.start) { Recorder(size: $0, now: $1) }
        try terminal.send(.key(KeyEvent(.down)))
        try terminal.wait(seconds: 1)
        let interval: UInt64 = 1_000_000_000 / 60
        // The first frame, the key's frame, and two more 1/60 s apart; then nothing for the rest of the second.
        #expect(terminal.application.frames.map { $0.nanoseconds - Self.start.nanoseconds } == [0, 0, interval, 2 * interval])
        #expect(terminal.now == Self.start.advanced(byNanoseconds: 1_000_000_000))
        // The deadline is asked for after each frame that does not animate: the wheel's frame.
        terminal.application.deadline = terminal.now.advanced(byNanoseconds: 250_000_000)
        try terminal.send(.mouse(MouseEvent(.wheel(.down), column: 0, row: 0)))
        try terminal.wait(seconds: 1)
        #expect(terminal.application.frames.last == terminal.application.deadline)
        #expect(terminal.frameCount == terminal.application.frames.count)
    }

    @Test func typedBytesBecomeEventsAndQuitEndsTheRun() throws {
        var terminal = try HeadlessTerminal(size: TerminalSize(columns: 20, rows: 2), start: Self.start) { Recorder(size: $0, now: $1) }
        try terminal.type("\u{1B}[6~\u{1B}[<65;3;2M\u{1B}")
        #expect(terminal.application.events.dropFirst().map(\.0) == [
            .key(KeyEvent(.pageDown)), .mouse(MouseEvent(.wheel(.down), column: 2, row: 1)), .key(KeyEvent(.escape)),
        ])
        try terminal.type("q")
        #expect(terminal.hasQuit)
        let frames = terminal.frameCount
        try terminal.type("x")
        try terminal.wait(seconds: 1)
        #expect(terminal.frameCount == frames)
        #expect(terminal.application.events.last?.0 == .key(KeyEvent(.character("q"))))
    }

    @Test func aResizeKeepsTheCanvasCornerAndTellsTheApplication() throws {
        var terminal = try HeadlessTerminal(size: TerminalSize(columns: 20, rows: 2), start: Self.start) { Recorder(size: $0, now: $1) }
        try terminal.resize(to: TerminalSize(columns: 14, rows: 4))
        #expect(terminal.application.events.last?.0 == .resize(TerminalSize(columns: 14, rows: 4)))
        #expect(terminal.screen.textLines == ["frame 2 14x4", "", "", ""])
    }
}
