#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard error held back while a session owns the terminal it would write to, and written out once
/// the terminal is restored.
///
/// Text written to standard error while the alternate screen is up lands on that screen and is gone when
/// the session leaves it: a warning is lost, and so is the `Fatal error: …` line the Swift runtime
/// prints before it traps, since the terminal is restored only in the signal handler that follows.
/// So while a session is open, descriptor 2 writes into an unlinked temporary file, and ``release()``
/// (on close, exit, or from a signal handler before a crash report) points it back at the terminal and
/// copies what was held, so it reads in order on the normal screen. ``release()`` uses only
/// async-signal-safe calls (`dup2`, `lseek`, `read`, `write`, `close`) and memory prepared by
/// ``hold(ifSameTerminalAs:)``.
struct HeldStandardError {
    /// The unlinked file that descriptor 2 writes into while held.
    let heldFileDescriptor: Int32
    /// A duplicate of descriptor 2 as it was: the terminal.
    let originalFileDescriptor: Int32
    /// Room for copying the file back, prepared before any signal handler may need it.
    private let buffer: UnsafeMutablePointer<UInt8>
    private static let bufferSize = 4096

    /// Holds standard error back when it is the terminal that `output` writes to (a standard error
    /// redirected to a file or another terminal is left alone); nil when it is not, or when the
    /// temporary file cannot be made (then nothing changed).
    static func hold(ifSameTerminalAs output: Int32) -> HeldStandardError? {
        var errorStatus = stat()
        var outputStatus = stat()
        guard isatty(STDERR_FILENO) == 1, fstat(STDERR_FILENO, &errorStatus) == 0, fstat(output, &outputStatus) == 0,
              errorStatus.st_rdev == outputStatus.st_rdev
        else { return nil }
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array((directory + "/lazyscroll-stderr-XXXXXX").utf8CString)
        let held = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard held >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        let original = dup(STDERR_FILENO)
        guard original >= 0, dup2(held, STDERR_FILENO) == STDERR_FILENO else {
            if original >= 0 { close(original) }
            close(held)
            return nil
        }
        _ = fcntl(held, F_SETFD, FD_CLOEXEC)
        _ = fcntl(original, F_SETFD, FD_CLOEXEC)
        return HeldStandardError(
            heldFileDescriptor: held, originalFileDescriptor: original,
            buffer: UnsafeMutablePointer<UInt8>.allocate(capacity: bufferSize))
    }

    /// ``release()`` outside a signal handler: also frees the copying buffer. Call it once, instead of
    /// ``release()``.
    func releaseAndDeallocate() {
        release()
        buffer.deallocate()
    }

    /// Points descriptor 2 back at the terminal and writes there what was held, then closes the
    /// descriptors. Async-signal-safe; call it once.
    func release() {
        _ = dup2(originalFileDescriptor, STDERR_FILENO)
        if lseek(heldFileDescriptor, 0, SEEK_SET) == 0 {
            while true {
                let count = read(heldFileDescriptor, buffer, Self.bufferSize)
                guard count > 0 else { break }
                var written = 0
                while written < count {
                    let result = write(STDERR_FILENO, buffer + written, count - written)
                    if result < 0 && errno == EINTR { continue }
                    guard result > 0 else { break }
                    written += result
                }
            }
        }
        close(heldFileDescriptor)
        close(originalFileDescriptor)
    }
}
