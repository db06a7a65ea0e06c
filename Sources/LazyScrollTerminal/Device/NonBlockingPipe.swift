#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pipe whose ends never block and are closed on exec: the self-pipe of the signal handlers and the
/// wake and stop pipes of the input thread, where a writer must never wait for a reader.
enum NonBlockingPipe {
    /// Makes one.
    ///
    /// - Throws: ``TerminalError/systemCallFailed(name:errno:)`` naming `pipe`.
    static func make() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw TerminalError.lastSystemError("pipe") }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        return (ends[0], ends[1])
    }
}
