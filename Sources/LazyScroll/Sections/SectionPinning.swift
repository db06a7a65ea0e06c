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
