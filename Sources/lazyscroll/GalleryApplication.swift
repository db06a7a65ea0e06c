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
        try gallery.handle(event, time: seconds(time))
    }

    func frame(now: MonotonicInstant, canvas: inout CellBuffer) throws -> Bool {
        let began = MonotonicInstant.now()
        let time = seconds(now)
        try gallery.advance(to: time)
        try gallery.draw(into: &canvas)
        // Shown by the overlay on the next frame: this frame's own text is already drawn.
        gallery.lastFrameDuration = MonotonicInstant.now().seconds(since: began)
        guard let next = gallery.nextTickTime else { return false }
        return next <= time + 1.0 / 60
    }

    func nextFrameDeadline(after now: MonotonicInstant) -> MonotonicInstant? {
        gallery.nextTickTime.map { start.advanced(byNanoseconds: UInt64(max(0, $0) * 1_000_000_000)) }
    }
}
