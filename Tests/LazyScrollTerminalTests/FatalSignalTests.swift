#if os(Linux)
import Glibc
import Testing

@testable import LazyScrollTerminal

/// A crash while a session owns the terminal (a Swift trap, an abort, a bad memory access) must give the
/// terminal back before the crash report prints, and then let the report print and the process die of
/// its signal as it would have (issue 20, item 2). The child process crashes on a pseudo-terminal that is
/// also its standard error; the parent reads what reached the terminal, in order.
@Suite(.serialized) @MainActor struct FatalSignalTests {
    static let terminalVariable = "LAZYSCROLL_CRASH_TERMINAL"
    static let crashVariable = "LAZYSCROLL_CRASH"
    static let previousVariable = "LAZYSCROLL_CRASH_PREVIOUS"
    /// What the child writes to standard error while its session is open.
    static let heldMessage = "written while the session was open"

    /// What reached the terminal and how the child ended, for a child that crashes with `crash`
    /// ("trap", "abort" or a signal number to send), the signals' previous action being `previous`
    /// ("default"; "marker": a handler that says it ran, then takes the default action; "runtime": left
    /// as the Swift runtime set it, which Scripts/e2e-tmux.sh uses in a real terminal).
    func crash(_ crash: String, previous: String) throws -> (ending: ChildTestProcess.Ending, output: String, modeRestored: Bool) {
        let terminal = try #require(PseudoTerminal())
        let before = terminal.mode()
        let path = String(cString: try #require(ttyname(terminal.secondary)))
        var output = ""
        let ending = try ChildTestProcess.run(filter: "crashProbeChild", environment: [
            "\(Self.terminalVariable)=\(path)", "\(Self.crashVariable)=\(crash)", "\(Self.previousVariable)=\(previous)",
            // The runtime's crash reporter would otherwise symbolicate the whole test binary first.
            "SWIFT_BACKTRACE=enable=no",
        ]) { output += terminal.drainOutput() }
        return (ending, output, sameMode(before, terminal.mode()))
    }

    /// A Swift runtime trap: the terminal is restored, then the runtime's message (written before the
    /// trap, onto the alternate screen) and what was held back print on the normal screen, then the
    /// handler that was there before runs, and the process dies of the trap's signal.
    @Test func aTrapRestoresTheTerminalThenTheReportPrintsAndThePreviousHandlerRuns() throws {
        let (ending, output, modeRestored) = try crash("trap", previous: "marker")
        #if arch(x86_64)
        #expect(ending == .killed(by: SIGILL))
        #else
        #expect(ending == .killed(by: SIGTRAP))
        #endif
        #expect(modeRestored)
        let entered = try #require(output.range(of: "\u{1B}[?1049h"), "the child never opened the session")
        let left = try #require(output.range(of: "\u{1B}[?1049l"), "the alternate screen was not left")
        #expect(entered.upperBound <= left.lowerBound)
        #expect(output.contains("\u{1B}[?25h") && output.contains("\u{1B}[?1000l"))
        let held = try #require(output.range(of: Self.heldMessage))
        let fatal = try #require(output.range(of: "Fatal error: probe trap"))
        let previous = try #require(output.range(of: "previous handler ran"))
        #expect(left.upperBound <= held.lowerBound)
        #expect(held.upperBound <= fatal.lowerBound)
        #expect(fatal.upperBound <= previous.lowerBound)
    }

    /// Each crash signal, with the default action before: restored, then the process dies of it.
    @Test(arguments: [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE])
    func aCrashSignalRestoresTheTerminalAndTheProcessDiesOfIt(signalNumber: Int32) throws {
        let (ending, output, modeRestored) = try crash("\(signalNumber)", previous: "default")
        #expect(ending == .killed(by: signalNumber))
        #expect(modeRestored)
        let left = try #require(output.range(of: "\u{1B}[?1049l"), "the alternate screen was not left")
        let held = try #require(output.range(of: Self.heldMessage))
        #expect(left.upperBound <= held.lowerBound)
    }

    /// With an abort the previous handler runs too (a crash reporter on SIGABRT).
    @Test func anAbortRunsThePreviousHandlerAfterRestoring() throws {
        let (ending, output, modeRestored) = try crash("abort", previous: "marker")
        #expect(ending == .killed(by: SIGABRT))
        #expect(modeRestored)
        let left = try #require(output.range(of: "\u{1B}[?1049l"))
        let previous = try #require(output.range(of: "previous handler ran"))
        #expect(left.upperBound <= previous.lowerBound)
    }

    /// The child's half; does nothing unless the parent test started this process.
    @Test func crashProbeChild() throws {
        guard let path = getenv(Self.terminalVariable), let crash = getenv(Self.crashVariable).map({ String(cString: $0) }),
              let previous = getenv(Self.previousVariable).map({ String(cString: $0) })
        else { return }
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        let descriptor = open(path, O_RDWR | O_NOCTTY)
        try #require(descriptor >= 0)
        // Standard error is the same terminal, as when a program runs in a shell.
        try #require(dup2(descriptor, STDERR_FILENO) == STDERR_FILENO)
        for signalNumber in SignalRelay.fatalSignals {
            switch previous {
            case "marker":
                var action = sigaction.detailed(sayThatThePreviousHandlerRan)
                _ = sigaction(signalNumber, &action, nil)
            case "default":
                _ = signal(signalNumber, SIG_DFL)
            default:
                break  // "runtime": the Swift runtime's crash reporter, as in a real program (Scripts/e2e-tmux.sh)
            }
        }
        let session = try TerminalSession(input: descriptor, output: descriptor, capabilities: .full)
        _ = session
        let message = Self.heldMessage + "\n"
        _ = write(STDERR_FILENO, message, message.utf8.count)
        switch crash {
        case "trap": fatalError("probe trap")
        case "abort": abort()
        // To the process: Swift's threads block most signals, so one raised on this thread might wait.
        default: _ = kill(getpid(), Int32(crash) ?? SIGKILL)
        }
        sleep(5)
        Issue.record("\(crash) did not end the process")
    }
}

/// The child's stand-in for a crash reporter: says it ran, then takes the default action.
private func sayThatThePreviousHandlerRan(_ signalNumber: Int32, _: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?) {
    let text: StaticString = "previous handler ran\n"
    _ = write(STDERR_FILENO, text.utf8Start, text.utf8CodeUnitCount)
    _ = signal(signalNumber, SIG_DFL)
    _ = raise(signalNumber)
}
#endif
