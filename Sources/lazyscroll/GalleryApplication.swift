import LazyScrollGallery
import LazyScrollTerminal

/// Connects the headless ``Gallery`` to a real terminal: events and the monotonic clock in, frames out.
@MainActor
final class GalleryApplication: TerminalApplication {
    let gallery: Gallery
    /// The clock's zero: the gallery counts seconds from here.
    private let start = MonotonicInstant.now()

    init(gallery: Gallery) {
        self.gallery = gallery
    }

    private func seconds(_ instant: MonotonicInstant) -> Double {
        instant > start ? instant.seconds(since: start) : 0
    }

    func handle(_ event: InputEvent, at time: MonotonicInstant) throws -> EventResponse {
        gallery.handle(event, time: seconds(time))
    }

    func frame(now: MonotonicInstant, canvas: inout CellBuffer) throws -> Bool {
        let began = MonotonicInstant.now()
        let time = seconds(now)
        gallery.advance(to: time)
        gallery.draw(into: &canvas)
        // Shown by the overlay on the next frame: this frame's own text is already drawn.
        gallery.lastFrameDuration = MonotonicInstant.now().seconds(since: began)
        guard let next = gallery.nextTickTime else { return false }
        return next <= time + 1.0 / 60
    }

    func nextFrameDeadline(after now: MonotonicInstant) -> MonotonicInstant? {
        guard let next = gallery.nextTickTime, next.isFinite else { return nil }
        // Bounded, so that the conversion to nanoseconds cannot overflow: a year away is as good as never.
        return start.advanced(byNanoseconds: UInt64(min(max(0, next), 365 * 86_400) * 1_000_000_000))
    }
}
