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
        let status = try Self.runChild(environment: [
            "\(Self.terminalVariable)=\(path)", "\(Self.signalVariable)=\(signalNumber)",
        ])
        #expect(status == 128 + signalNumber)
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

    /// Runs this test binary with only `signalProbeChild` selected; returns its exit status.
    private static func runChild(environment: [String]) throws -> Int32 {
        let executable = try #require(try? SymbolicLink.destination(of: "/proc/self/exe"))
        let arguments = [executable, "--testing-library", "swift-testing", "--filter", "signalProbeChild"]
        var environmentStrings = environment
        var index = 0
        while let entry = environ[index] {
            environmentStrings.append(String(cString: entry))
            index += 1
        }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environmentStrings.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        try #require(posix_spawn(&child, executable, nil, nil, argv, envp) == 0)
        var status: Int32 = 0
        try #require(waitpid(child, &status, 0) == child)
        // WIFEXITED / WEXITSTATUS are macros Swift does not import.
        try #require(status & 0x7F == 0, "child died from signal \(status & 0x7F) instead of exiting")
        return (status >> 8) & 0xFF
    }
}

/// Reads a symbolic link without Foundation.
enum SymbolicLink {
    static func destination(of link: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(link, &buffer, buffer.count - 1)
        guard length > 0 else { throw TerminalError.lastSystemError("readlink") }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
#endif
