#if os(Linux)
import Glibc
import Testing

@testable import LazyScrollTerminal

/// A signal that ends the process must restore the terminal first. The process that gets the signal
/// has to die, so the test binary runs itself as a child: the child opens a session on the parent's
/// pseudo-terminal and signals itself; the parent checks the exit status and the terminal.
@Suite(.serialized) @MainActor struct TerminatingSignalTests {
    static let terminalVariable = "LAZYSCROLL_PROBE_TERMINAL"
    static let signalVariable = "LAZYSCROLL_PROBE_SIGNAL"

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aTerminatingSignalRestoresTheTerminalAndExitsWith128PlusItsNumber(signalNumber: Int32) throws {
        let terminal = try #require(PseudoTerminal())
        let before = terminal.mode()
        let path = String(cString: try #require(ttyname(terminal.secondary)))
        let ending = try ChildTestProcess.run(filter: "signalProbeChild", environment: [
            "\(Self.terminalVariable)=\(path)", "\(Self.signalVariable)=\(signalNumber)",
        ])
        #expect(ending == .exited(128 + signalNumber))
        #expect(sameMode(before, terminal.mode()))
        let output = terminal.drainOutput()
        let entered = try #require(output.range(of: "\u{1B}[?1049h"), "the child never opened the session")
        let left = try #require(output.range(of: "\u{1B}[?1049l"))
        #expect(entered.upperBound <= left.lowerBound)
        #expect(output.contains("\u{1B}[?25h") && output.contains("\u{1B}[?1000l"))
    }

    /// The child's half; does nothing unless the parent test started this process.
    @Test func signalProbeChild() throws {
        guard let path = getenv(Self.terminalVariable), let signalText = getenv(Self.signalVariable),
            let signalNumber = Int32(String(cString: signalText))
        else { return }
        let descriptor = open(path, O_RDWR | O_NOCTTY)
        try #require(descriptor >= 0)
        let session = try TerminalSession(input: descriptor, output: descriptor, capabilities: .full)
        _ = session
        kill(getpid(), signalNumber)
        sleep(5)
        Issue.record("signal \(signalNumber) did not end the process")
    }
}
#endif
