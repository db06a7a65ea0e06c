#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads the terminal's input on a thread of its own and stamps every read with the moment it
/// returned, so an event carries the time it arrived rather than the time a busy main loop got to it.
///
/// Why a thread: a flick's motion reports arrive 16 ms apart, but a frame can take longer than that
/// (a debug build, a slow page). Read only between frames, several reports would come out of one read
/// with one time, or one per frame at the frame's pace, and the release velocity estimated from them
/// would be wrong. This thread does nothing but wait for input, so each read returns as the bytes come.
///
/// The main loop polls ``wakeFileDescriptor`` (readable when reads are waiting) and calls ``take()``.
/// Reads never block: the session's raw mode sets VMIN = VTIME = 0, so a read after the main thread
/// flushed the input (TCSAFLUSH on suspend and resume) returns nothing instead of waiting, and
/// ``stop()`` always finds the thread in `poll`, from which its stop pipe wakes it.
final class InputReader: @unchecked Sendable {
    /// Bytes from one read and when the read returned.
    struct Chunk: Sendable {
        var bytes: [UInt8]
        var time: MonotonicInstant
    }

    /// Why reading stopped before ``stop()``.
    enum Ending: Sendable, Equatable {
        /// The terminal hung up: read returned no bytes after poll reported a hang-up.
        case endOfInput
        /// A read failed.
        case failure(TerminalError)
    }

    /// Readable while reads or an ending are waiting to be taken.
    let wakeFileDescriptor: Int32
    private let inputFileDescriptor: Int32
    private let wakeWriteEnd: Int32
    private let stopReadEnd: Int32
    private let stopWriteEnd: Int32
    private let finished = DispatchSemaphore(value: 0)
    /// Guards `chunks`, `ending` and nothing else.
    private let lock = NSLock()
    private var chunks: [Chunk] = []
    private var ending: Ending?
    private var isStopped = false

    /// Starts reading `input` on a new thread.
    ///
    /// - Throws: ``TerminalError/systemCallFailed(name:errno:)`` when the pipes cannot be made.
    init(input: Int32) throws {
        inputFileDescriptor = input
        let wake = try NonBlockingPipe.make()
        let stop = try NonBlockingPipe.make()
        (wakeFileDescriptor, wakeWriteEnd) = wake
        (stopReadEnd, stopWriteEnd) = stop
        let thread = Thread { [self] in
            readUntilStopped()
            finished.signal()
        }
        thread.name = "LazyScrollTerminal input"
        thread.start()
    }

    /// The reads that arrived since the last call, oldest first, and the ending once reading stopped
    /// by itself (reported after every read before it).
    func take() -> (chunks: [Chunk], ending: Ending?) {
        var drained = [UInt8](repeating: 0, count: 64)
        while read(wakeFileDescriptor, &drained, drained.count) > 0 {}
        lock.lock()
        defer { lock.unlock() }
        let taken = chunks
        chunks = []
        return (taken, ending)
    }

    /// Stops the thread, waits for it to finish and closes the pipes. Safe to call twice.
    func stop() {
        guard !isStopped else { return }
        isStopped = true
        var byte: UInt8 = 1
        _ = write(stopWriteEnd, &byte, 1)
        finished.wait()
        for descriptor in [wakeFileDescriptor, wakeWriteEnd, stopReadEnd, stopWriteEnd] { close(descriptor) }
    }

    // MARK: - The reading thread

    private func readUntilStopped() {
        // Signals go to the main thread, whose handlers the session installed; this one only reads.
        var all = sigset_t()
        sigfillset(&all)
        pthread_sigmask(SIG_BLOCK, &all, nil)
        var buffer = [UInt8](repeating: 0, count: 4096)
        var polled = [
            pollfd(fd: inputFileDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopReadEnd, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            polled[0].revents = 0
            polled[1].revents = 0
            if poll(&polled, nfds_t(polled.count), -1) < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return finish(.failure(.lastSystemError("poll")))
            }
            if polled[1].revents != 0 { return }
            let input = polled[0].revents
            guard input != 0 else { continue }
            let count = read(inputFileDescriptor, &buffer, buffer.count)
            let time = MonotonicInstant.now()
            if count > 0 {
                lock.lock()
                chunks.append(Chunk(bytes: Array(buffer[0..<count]), time: time))
                lock.unlock()
                wake()
            } else if count < 0, errno != EINTR, errno != EAGAIN {
                return finish(.failure(.lastSystemError("read")))
            } else if count == 0, input & (Int16(POLLHUP) | Int16(POLLERR) | Int16(POLLNVAL)) != 0 {
                return finish(.endOfInput)
            }
            // Otherwise nothing was there (flushed, or VMIN = 0 with no data yet): poll again.
        }
    }

    private func finish(_ reason: Ending) {
        lock.lock()
        ending = reason
        lock.unlock()
        wake()
    }

    private func wake() {
        var byte: UInt8 = 1
        // Non-blocking: when the pipe is full the main loop is already due to wake.
        _ = write(wakeWriteEnd, &byte, 1)
    }
}
