#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the terminal could not be opened, read or written.
///
/// The terminal functions declare plain `throws` and throw only this type: a typed `throw` statement
/// needs the standard library's `_willThrowTyped` hook, which SDKs before Xcode 16 lack (the Swift 6.3
/// compiler crashes on it against the iOS 17.0 SDK that `check-ios.sh` builds with).
public enum TerminalError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The named standard stream is not connected to a terminal (it is a pipe or a file), so there is
    /// no screen to draw on and no keyboard to read.
    case notATerminal(stream: String)
    /// Another ``TerminalSession`` is open in this process; signal handling is process-wide, so only
    /// one can own the terminal at a time.
    case sessionAlreadyOpen
    /// A system call failed with `errno`.
    case systemCallFailed(name: String, errno: Int32)
    /// The terminal type (`TERM`, nil when unset) cannot place the cursor, so there is no screen to
    /// draw on: `dumb`, `unknown` or none at all (see ``TerminalCapabilities``).
    case unsupportedTerminal(term: String?)

    /// One line naming what failed and why.
    public var description: String {
        switch self {
        case let .notATerminal(stream):
            return "\(stream) is not a terminal; run this program in an interactive terminal"
        case .sessionAlreadyOpen:
            return "a terminal session is already open in this process; close it before opening another"
        case let .systemCallFailed(name, code):
            return "\(name) failed: \(String(cString: strerror(code))) (errno \(code))"
        case let .unsupportedTerminal(term):
            let which = term.map { $0.isEmpty ? "TERM is empty" : "TERM=\($0) names a terminal that cannot move the cursor" } ?? "TERM is not set"
            return "\(which), so there is no screen to draw on; set TERM to your terminal's type, such as xterm-256color"
        }
    }

    /// The error for the failed call `name`, reading `errno` now.
    static func lastSystemError(_ name: String) -> TerminalError {
        .systemCallFailed(name: name, errno: errno)
    }
}
