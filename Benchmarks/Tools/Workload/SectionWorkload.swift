import Foundation
import LazyScroll

// The sectioned workload (issue 22), shared by the benchmarks' (k) scenarios and the op-count tool: the
// list's items grouped into sections of 100 items, each with a pinned 40-point header.

/// The shape of the sectioned workload.
package enum SectionWorkload {
    /// Items per section.
    package static let itemsPerSection = 100
    /// Every header's extent (estimated until measured).
    package static let headerExtent: CGFloat = 40

    /// `count` items in sections of 100 with a header each, pinned; items' extents given up front as
    /// the list's are (20, 24, … 36), or none (estimate only).
    package static func sections(count: Int, givenExtents: Bool) throws(LazyScrollError) -> SectionedExtents {
        var sections: [ContentSection] = []
        sections.reserveCapacity(count / itemsPerSection)
        for section in 0..<(count / itemsPerSection) {
            let first = section * itemsPerSection
            let items: MeasuredExtents
            if givenExtents {
                items = try MeasuredExtents(count: itemsPerSection, estimatedExtent: Workload.estimatedExtent) { Workload.extent(ofItem: first + $0) }
            } else {
                items = try MeasuredExtents(count: itemsPerSection, estimatedExtent: Workload.estimatedExtent)
            }
            sections.append(ContentSection(header: .estimated(headerExtent), items: .measured(items)))
        }
        return try SectionedExtents(sections: sections, pinning: .headers)
    }

    /// A section like the workload's, estimate only, for insertions.
    package static let insertedSection = ContentSection(
        header: .estimated(headerExtent), items: .measured(try! MeasuredExtents(count: itemsPerSection, estimatedExtent: Workload.estimatedExtent)))
}

extension LiveVirtualizer {
    /// `count` items in sections of 100 with extents given up front, showing the middle of the content.
    package static func sections(count: Int) throws(LazyScrollError) -> LiveVirtualizer {
        try LiveVirtualizer(virtualizer: Workload.virtualizer(over: .sections(SectionWorkload.sections(count: count, givenExtents: true))))
    }
}
