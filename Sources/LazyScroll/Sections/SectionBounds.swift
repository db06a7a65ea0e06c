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

    /// Where the section `slot` holds lies when it starts at `start`: read off the numbers the slot
    /// caches, not its section.
    @inline(__always)
    init(start: Double, of slot: borrowing SectionSlot) {
        let geometry = slot.geometry
        self.init(start: start, end: start + slot.extent, headerExtent: geometry.headerExtent, footerStart: start + geometry.footerStart,
                  footerExtent: geometry.footerExtent)
    }

    init(start: Double, end: Double, headerExtent: Double, footerStart: Double, footerExtent: Double) {
        self.start = start
        self.end = end
        self.headerExtent = headerExtent
        self.footerStart = footerStart
        self.footerExtent = footerExtent
    }
}
