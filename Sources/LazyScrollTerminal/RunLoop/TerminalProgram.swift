#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A whole terminal program: an application made for the terminal's size, whose `main` runs it.
///
/// Mark the type `@main` and the program is complete: `main` opens the terminal, makes the
/// application with the terminal's size and the time, runs it with ``TerminalRunLoop`` until it quits,
/// and restores the terminal. An error (run outside a terminal, or thrown by the application) is
/// printed on one line to standard error, after the terminal is restored, and the program exits with
/// status 1.
///
/// ```swift
/// @main
/// final class Hello: TerminalProgram {
///     init(size: TerminalSize, now: MonotonicInstant) {}
///     func handle(_ event: InputEvent, at time: MonotonicInstant) -> EventResponse {
///         event == .key(KeyEvent(.character("q"))) ? .quit : .keepRunning
///     }
///     func frame(now: MonotonicInstant, canvas: inout CellBuffer) -> Bool {
///         canvas.put("Hello, \(canvas.size) cells. q quits.", column: 0, row: 0)
///         return false
///     }
/// }
/// ```
@MainActor
public protocol TerminalProgram: TerminalApplication {
    /// Makes the application for a terminal of `size` cells at time `now`, before its first event.
    init(size: TerminalSize, now: MonotonicInstant) throws
}

extension TerminalProgram {
    /// Runs the program in the terminal on standard input and output: the entry point of a `@main`
    /// type. Exits with status 1, printing why on standard error, when it cannot run or the
    /// application throws.
    public static func main() {
        do {
            try TerminalRunLoop().run { size, now in try Self(size: size, now: now) }
        } catch {
            let message = Array("\(error)\n".utf8)
            _ = message.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            exit(1)
        }
    }
}
