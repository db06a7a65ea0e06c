#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Signal handlers may only touch plain memory and call async-signal-safe functions (write, tcsetattr,
// _exit). So everything they need lives in these process-wide variables, prepared on the main thread
// before a handler is installed and never allocated or freed while one is.

/// Write end of the self-pipe; handlers write the signal number here for the run loop to read.
nonisolated(unsafe) private var signalPipeWriteEnd: Int32 = -1
/// What to write and which termios to restore if the process dies while a session is open.
nonisolated(unsafe) private var emergencyRestoration: UnsafeMutablePointer<EmergencyRestoration>?
nonisolated(unsafe) private var isExitHookInstalled = false
/// The actions the fatal signals had before the session's, indexed by signal number; allocated once.
nonisolated(unsafe) private var previousFatalActions: UnsafeMutablePointer<sigaction>?

/// A C signal handler.
typealias SignalHandler = @convention(c) (Int32) -> Void

/// The minimum needed to put the terminal back from a signal handler or `atexit`.
struct EmergencyRestoration {
    var inputFileDescriptor: Int32
    var outputFileDescriptor: Int32
    var originalMode: termios
    var bytes: UnsafeMutablePointer<UInt8>
    var byteCount: Int
    /// Standard error held back while the session is open, written out once the terminal is back.
    var heldStandardError: HeldStandardError?
}

/// Puts the terminal back using only async-signal-safe calls, then writes out the standard error held
/// back meanwhile; does nothing when no session is open.
private func restoreTerminalFromAnyContext() {
    guard let restoration = emergencyRestoration else { return }
    _ = write(restoration.pointee.outputFileDescriptor, restoration.pointee.bytes, restoration.pointee.byteCount)
    _ = tcsetattr(restoration.pointee.inputFileDescriptor, TCSAFLUSH, &restoration.pointee.originalMode)
    restoration.pointee.heldStandardError?.release()
    restoration.pointee.heldStandardError = nil
}

private func restoreTerminalAtExit() {
    restoreTerminalFromAnyContext()
}

private func relaySignal(_ signalNumber: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signalNumber)
    _ = write(signalPipeWriteEnd, &byte, 1)
    errno = savedErrno
}

private func restoreAndExit(_ signalNumber: Int32) {
    restoreTerminalFromAnyContext()
    _exit(128 + signalNumber)
}

/// A crash (a trap, an abort, a bad memory access): the terminal is put back first, then the action the
/// signal had before the session runs as if it had caught the signal itself, so a crash reporter (the
/// Swift runtime's backtracer) or the default action (a core dump) follows, on the normal screen.
private func restoreAndChain(_ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    let savedErrno = errno
    restoreTerminalFromAnyContext()
    // Nothing is left to restore: an exit() from the crash reporter must not write the sequence again.
    emergencyRestoration = nil
    guard let previous = previousFatalActions?.advanced(by: Int(signalNumber)) else { return }
    // Installed again first, so that a second fault, or the signal sent again, goes straight to it.
    _ = sigaction(signalNumber, previous, nil)
    errno = savedErrno
    previous.pointee.chain(signalNumber, info, context)
}

/// Owns the process's signal dispositions while a session is open.
///
/// Signals that end the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT) restore the terminal inside the
/// handler and exit with 128 + signal number, so even a busy or hung main loop cannot leave the terminal
/// raw. Signals the run loop must react to (SIGWINCH, SIGTSTP, SIGCONT) are relayed through a
/// self-pipe that the run loop polls next to the input. Crashes (SIGILL, SIGTRAP, SIGABRT, SIGSEGV,
/// SIGBUS, SIGFPE) restore the terminal and write out the held standard error, then hand the signal to
/// the action it had before (the Swift runtime's crash reporter, or the default), so the report prints
/// on the normal screen and the process dies of the signal as it would have.
@MainActor
final class SignalRelay {
    static let relayedSignals: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]
    static let terminatingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    static let fatalSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Read end of the self-pipe, for poll().
    let readEnd: Int32
    private let writeEnd: Int32
    private var previousHandlers: [(Int32, SignalHandler?)] = []

    /// Creates the pipe, records how to restore the terminal, and installs the handlers.
    init(restoration: EmergencyRestoration) throws {
        // Non-blocking, so a flood of signals can never block a handler on a full pipe. (Made by a
        // function: a `throw` written in the class's initializer itself crashes the Swift 6.3 compiler
        // when it emits the module for Darwin.)
        (readEnd, writeEnd) = try NonBlockingPipe.make()
        signalPipeWriteEnd = writeEnd
        let record = UnsafeMutablePointer<EmergencyRestoration>.allocate(capacity: 1)
        record.initialize(to: restoration)
        emergencyRestoration = record
        if !isExitHookInstalled {
            isExitHookInstalled = true
            // Covers exit() called from anywhere while the session is open.
            // A named nonisolated function: a closure written here would inherit @MainActor and trap
            // when exit() runs it off the main actor.
            atexit(restoreTerminalAtExit)
        }
        for signalNumber in Self.relayedSignals {
            previousHandlers.append((signalNumber, signal(signalNumber, relaySignal)))
        }
        for signalNumber in Self.terminatingSignals {
            previousHandlers.append((signalNumber, signal(signalNumber, restoreAndExit)))
        }
        if previousFatalActions == nil {
            let count = Int(Self.fatalSignals.max()!) + 1
            previousFatalActions = UnsafeMutablePointer<sigaction>.allocate(capacity: count)
            previousFatalActions!.initialize(repeating: sigaction(), count: count)
        }
        var action = sigaction.detailed(restoreAndChain)
        for signalNumber in Self.fatalSignals {
            _ = sigaction(signalNumber, &action, previousFatalActions!.advanced(by: Int(signalNumber)))
        }
    }

    /// Signal numbers that arrived since the last call, oldest first.
    func takePendingSignals() -> [Int32] {
        var buffer = [UInt8](repeating: 0, count: 64)
        var signals: [Int32] = []
        while true {
            let count = read(readEnd, &buffer, buffer.count)
            guard count > 0 else { break }
            signals += buffer[0..<count].map(Int32.init)
        }
        return signals
    }

    /// Lets SIGTSTP stop the process the default way, then takes it back once the process continues.
    func stopProcess() {
        _ = signal(SIGTSTP, SIG_DFL)
        // To the process, not raise()'s calling thread: the main actor may run on a thread that blocks
        // signals, and then only a process-directed signal reaches a thread that can stop us.
        _ = kill(getpid(), SIGTSTP)
        // Execution resumes here after SIGCONT.
        _ = signal(SIGTSTP, relaySignal)
    }

    /// Puts back the handlers that were installed before, forgets the restoration record and closes
    /// the pipe.
    func uninstall() {
        for signalNumber in Self.fatalSignals {
            _ = sigaction(signalNumber, previousFatalActions!.advanced(by: Int(signalNumber)), nil)
        }
        for (signalNumber, handler) in previousHandlers.reversed() {
            _ = signal(signalNumber, handler)
        }
        previousHandlers = []
        if let record = emergencyRestoration {
            emergencyRestoration = nil
            record.pointee.heldStandardError?.releaseAndDeallocate()
            record.pointee.bytes.deallocate()
            record.deinitialize(count: 1)
            record.deallocate()
        }
        signalPipeWriteEnd = -1
        close(readEnd)
        close(writeEnd)
    }
}
