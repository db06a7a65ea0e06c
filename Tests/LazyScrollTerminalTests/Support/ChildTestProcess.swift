#if os(Linux)
import Glibc
import Testing

@testable import LazyScrollTerminal

/// This test binary run again as a child with one test selected, for behaviour that ends the process
/// (a signal, a crash): the child does it, the parent checks how the child ended and what it left.
enum ChildTestProcess {
    /// How a child ended.
    enum Ending: Equatable, CustomStringConvertible {
        case exited(Int32)
        case killed(by: Int32)

        var description: String {
            switch self {
            case let .exited(status): return "exited with status \(status)"
            case let .killed(signalNumber): return "killed by signal \(signalNumber)"
            }
        }
    }

    /// Runs this test binary with only the test `filter` selected and `environment` added, calling
    /// `whileRunning` every 10 ms until it ends (to drain a terminal it writes to, so it never blocks on
    /// a full one); returns how it ended.
    static func run(filter: String, environment: [String], whileRunning: () -> Void = {}) throws -> Ending {
        let executable = try #require(try? SymbolicLink.destination(of: "/proc/self/exe"))
        let arguments = [executable, "--testing-library", "swift-testing", "--filter", filter]
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
        while true {
            whileRunning()
            let result = waitpid(child, &status, WNOHANG)
            try #require(result >= 0, "waitpid failed")
            if result == child { break }
            usleep(10_000)
        }
        whileRunning()
        // WIFEXITED / WTERMSIG / WEXITSTATUS are macros Swift does not import.
        let signalNumber = status & 0x7F
        return signalNumber == 0 ? .exited((status >> 8) & 0xFF) : .killed(by: signalNumber)
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
