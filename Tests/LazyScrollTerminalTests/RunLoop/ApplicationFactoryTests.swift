import LazyScrollTerminal
import Testing

/// `TerminalRunLoop.run { size, now in … }`: the application is made knowing the terminal's size.
@MainActor
@Suite struct ApplicationFactoryTests {
    final class SizedApplication: TerminalApplication {
        let size: TerminalSize
        var events: [InputEvent] = []
        init(size: TerminalSize) { self.size = size }
        func handle(_ event: InputEvent, at time: MonotonicInstant) -> EventResponse {
            events.append(event)
            return event == .key(KeyEvent(.character("q"))) ? .quit : .keepRunning
        }
        func frame(now: MonotonicInstant, canvas: inout CellBuffer) -> Bool {
            canvas.put("made for \(size)", column: 0, row: 0)
            return false
        }
    }

    @Test func theApplicationIsMadeWithTheTerminalsSizeBeforeAnyEvent() throws {
        let terminal = try #require(PseudoTerminal(columns: 33, rows: 7))
        let session = try TerminalSession(input: terminal.secondary, output: terminal.secondary, capabilities: .full)
        defer { session.close() }
        terminal.type("q")
        var made: SizedApplication?
        let before = MonotonicInstant.now()
        var madeAt: MonotonicInstant?
        try withWatchdog {
            try TerminalRunLoop().run(in: session) { size, now in
                madeAt = now
                let application = SizedApplication(size: size)
                made = application
                return application
            }
        }
        let application = try #require(made)
        #expect(application.size == TerminalSize(columns: 33, rows: 7))
        #expect(application.events.first == .resize(TerminalSize(columns: 33, rows: 7)))
        #expect(madeAt.map { $0 >= before } == true)
    }
}
