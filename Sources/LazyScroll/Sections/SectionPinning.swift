/// Which of a section's boundary elements stay on screen while their section scrolls under them.
///
/// A pinned header stays at the viewport's leading edge (below its obscured inset) while its section
/// passes under it, until the section's end pushes it off: `UITableView`'s plain style, a compositional
/// layout's `pinToVisibleBounds`, SwiftUI's `pinnedViews: [.sectionHeaders]`. A pinned footer does the
/// same at the trailing edge, held down by its section's header.
public struct SectionPinning: Sendable, Hashable {
    /// Whether headers pin to the leading edge.
    public var headers: Bool
    /// Whether footers pin to the trailing edge.
    public var footers: Bool

    /// Pinning headers, footers, both or neither.
    public init(headers: Bool, footers: Bool) {
        self.headers = headers
        self.footers = footers
    }

    /// Nothing pins: headers and footers scroll with their sections.
    public static let none = SectionPinning(headers: false, footers: false)
    /// Headers pin to the leading edge; footers scroll with their sections.
    public static let headers = SectionPinning(headers: true, footers: false)
    /// Headers pin to the leading edge and footers to the trailing edge.
    public static let headersAndFooters = SectionPinning(headers: true, footers: true)
}

extension SectionPinning {
    /// Where a header goes along the axis: at its own place `natural`, or on `pinLine` while its section
    /// passes under that line, until the section's end, `sectionEnd`, pushes it off (it never leaves its
    /// section); at its own place when headers do not pin. The rule the engine's placements follow, for a
    /// front end that draws a header somewhere else for a while, as a list of sections does during a drag
    /// to reorder.
    ///
    /// - Parameters:
    ///   - natural: where the header's own place starts.
    ///   - extent: the header's extent.
    ///   - sectionEnd: where its section (its footer) ends.
    ///   - pinLine: the viewport's leading edge, below its obscured inset.
    /// - Complexity: O(1).
    public func headerStart<Coordinate: FloatingPoint>(natural: Coordinate, extent: Coordinate, sectionEnd: Coordinate, pinLine: Coordinate) -> Coordinate {
        guard headers else { return natural }
        return min(max(natural, pinLine), max(natural, sectionEnd - extent))
    }

    /// Where a footer goes along the axis: at its own place `natural`, or `extent` above `pinLine` while
    /// its section passes over that line, never above the end of its section's header; at its own place
    /// when footers do not pin.
    ///
    /// - Parameters:
    ///   - natural: where the footer's own place starts.
    ///   - extent: the footer's extent.
    ///   - sectionStart: where its section (its header) starts.
    ///   - headerExtent: the extent of its section's header, 0 without one.
    ///   - pinLine: the viewport's trailing edge, above its obscured inset.
    /// - Complexity: O(1).
    public func footerStart<Coordinate: FloatingPoint>(
        natural: Coordinate, extent: Coordinate, sectionStart: Coordinate, headerExtent: Coordinate, pinLine: Coordinate
    ) -> Coordinate {
        guard footers else { return natural }
        return max(min(natural, pinLine - extent), min(natural, sectionStart + headerExtent))
    }
}
