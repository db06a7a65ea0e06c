import LazyScroll

/// A demo that threw: which one, and the engine's error. The gallery shows it, rebuilds the demo and
/// goes on; `replay` reports it as an error, so that scripts and tests see it.
public struct GalleryFailure: Error, Sendable, CustomStringConvertible {
    /// The demo that threw.
    public var demo: GalleryDemo
    /// What the engine refused.
    public var error: LazyScrollError

    /// "Photos demo: minimum cell width is 14.0, but …"
    public var description: String { "\(demo.title) demo: \(error)" }
}
