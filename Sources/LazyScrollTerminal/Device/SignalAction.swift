#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A handler that gets the signal's details: `(signal, info, context)`, as `sigaction` with
/// `SA_SIGINFO` calls it.
typealias DetailedSignalHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

/// `struct sigaction`'s handler union, which each C library spells differently.
extension sigaction {
    /// An action that calls `handler` with the signal's details, on the alternate signal stack when
    /// the thread has one (a stack overflow leaves no room on the ordinary one).
    static func detailed(_ handler: DetailedSignalHandler) -> sigaction {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        action.sa_flags = Int32(SA_SIGINFO | SA_ONSTACK)
        #if canImport(Darwin)
        action.__sigaction_u.__sa_sigaction = handler
        #elseif canImport(Musl)
        action.__sa_handler.sa_sigaction = handler
        #else
        action.__sigaction_handler.sa_sigaction = handler
        #endif
        return action
    }

    /// The handler that takes the signal's details, when the action has `SA_SIGINFO`.
    var detailedHandler: DetailedSignalHandler? {
        guard sa_flags & Int32(SA_SIGINFO) != 0 else { return nil }
        #if canImport(Darwin)
        return __sigaction_u.__sa_sigaction
        #elseif canImport(Musl)
        return __sa_handler.sa_sigaction
        #else
        return __sigaction_handler.sa_sigaction
        #endif
    }

    /// The plain handler, when the action has no `SA_SIGINFO`: a function, `SIG_DFL` (0) or `SIG_IGN` (1).
    var plainHandler: (@convention(c) (Int32) -> Void)? {
        guard sa_flags & Int32(SA_SIGINFO) == 0 else { return nil }
        #if canImport(Darwin)
        return __sigaction_u.__sa_handler
        #elseif canImport(Musl)
        return __sa_handler.sa_handler
        #else
        return __sigaction_handler.sa_handler
        #endif
    }

    /// Runs this action for a signal its handler was installed for but another handler caught first:
    /// a handler is called with the same details; the default action is taken by sending the signal
    /// again (it arrives once the calling handler returns, with this action installed); an ignored
    /// signal is left alone. Async-signal-safe.
    func chain(_ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
        if let handler = detailedHandler {
            handler(signalNumber, info, context)
            return
        }
        switch plainHandler.map({ unsafeBitCast($0, to: Int.self) }) ?? 0 {
        case 0: _ = raise(signalNumber)  // SIG_DFL
        case 1: break  // SIG_IGN
        default: plainHandler?(signalNumber)
        }
    }
}
