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

    /// Where the section `slot` holds lies when it starts at `start`.
    @inline(__always)
    init(start: Double, of slot: borrowing SectionSlot) {
        let shape = slot.section
        self.init(start: start, end: start + slot.extent, headerExtent: shape.headerExtent, footerStart: start + shape.footerStart,
                  footerExtent: shape.footerExtent)
    }

    init(start: Double, end: Double, headerExtent: Double, footerStart: Double, footerExtent: Double) {
        self.start = start
        self.end = end
        self.headerExtent = headerExtent
        self.footerStart = footerStart
        self.footerExtent = footerExtent
    }
}
