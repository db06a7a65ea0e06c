/// Where one section lies along the axis, with its header and footer: plain numbers, so that a walk
/// over elements hands them to every element without copying the section (and its size model).
struct SectionBounds: Sendable {
    /// Where the section (its header) starts.
    var start: Double
    /// Where it (its footer) ends.
    var end: Double
    /// The header's extent, 0 without one.
    var headerExtent: Double
    /// Where the footer starts at its own place.
    var footerStart: Double
    /// The footer's extent, 0 without one.
    var footerExtent: Double
}
