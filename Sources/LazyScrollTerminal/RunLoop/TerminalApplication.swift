/// What a terminal program implements to be driven by ``TerminalRunLoop`` (or, made for the
/// terminal's size and with a `main` of its own, ``TerminalProgram``).
///
/// Both callbacks run on the main actor, one at a time. After any batch of events the loop calls
/// ``frame(now:canvas:)``; the application draws its whole picture into the canvas each time (the
/// renderer sends only what changed, so redrawing everything is cheap). The first event is always
/// `.resize` with the terminal's size at start. Every event comes with the time it arrived, which for
/// a busy application can be well before it is handled: measure gestures (a flick's speed) with it.
/// The terminal views take that time as it is (see ``TerminalList/handle(_:at:)`` and
/// ``TerminalList/frame(now:into:in:)``).
///
/// ```swift
/// @MainActor final class Counter: TerminalApplication {
///     var count = 0
///     func handle(_ event: InputEvent, at time: MonotonicInstant) -> EventResponse {
///         switch event {
///         case .key(KeyEvent(.character("q"))): return .quit
///         case .mouse(let mouse) where mouse.kind == .wheel(.down): count += 1
///         default: break
///         }
///         return .keepRunning
///     }
///     func frame(now: MonotonicInstant, canvas: inout CellBuffer) -> Bool {
///         canvas.clear()
///         canvas.put("count \(count)", column: 1, row: 1, style: CellStyle(foreground: .cyan, attributes: .bold))
///         return false  // nothing animates
///     }
/// }
///
/// @main enum Main {
///     @MainActor static func main() {
///         do {
///             try TerminalRunLoop().run(Counter())
///         } catch {
///             print(error)  // e.g. "standard input is not a terminal; run this program in …"
///             exit(1)
///         }
///     }
/// }
/// ```
@MainActor
public protocol TerminalApplication: AnyObject {
    /// Reacts to a key, mouse action, resize or mode report that arrived at `time`: when its bytes were
    /// read from the terminal (for a resize, when the window-change signal was seen). Return
    /// ``EventResponse/quit`` to end the run loop. A thrown error also ends it, after the terminal is
    /// restored.
    func handle(_ event: InputEvent, at time: MonotonicInstant) throws -> EventResponse

    /// Draws the frame for time `now` into `canvas`, which already has the terminal's size and still
    /// holds the previous frame. Return `true` while something animates to get another frame within
    /// 1/60 s; return `false` to sleep until the next event.
    func frame(now: MonotonicInstant, canvas: inout CellBuffer) throws -> Bool

    /// When the application needs its next frame although nothing animates now (a timer, such as a
    /// carousel's next automatic page turn), or nil to sleep until the next event. Asked after every
    /// frame that returned `false`; the default is nil.
    func nextFrameDeadline(after now: MonotonicInstant) -> MonotonicInstant?
}

extension TerminalApplication {
    /// No timers: sleep until the next event.
    public func nextFrameDeadline(after now: MonotonicInstant) -> MonotonicInstant? { nil }
}

/// Whether the run loop keeps going after an event.
public enum EventResponse: Sendable, Hashable {
    /// Keep running.
    case keepRunning
    /// Restore the terminal and return from ``TerminalRunLoop/run(_:)``.
    case quit
}
