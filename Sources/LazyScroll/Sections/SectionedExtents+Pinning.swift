import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where pinned headers and footers go for one viewport, in the coordinates of a size model.
struct PinLines: Sendable {
    /// The viewport's leading and trailing edges.
    var viewportStart: Double
    var viewportEnd: Double
    /// Where headers pin: the leading edge, below the part bars cover.
    var top: Double
    /// Where footers pin: the trailing edge, above the part bars cover.
    var bottom: Double
}

extension SectionedExtents {
    /// Where the header of `section` goes: at its own place, or pinned at `pins.top` while its section
    /// passes under that line, until the section's end pushes it off (it never leaves its section).
    func headerStart(in section: SectionBounds, pins: PinLines) -> Double {
        pinning.headerStart(natural: section.start + 0, extent: section.headerExtent, sectionEnd: section.end, pinLine: pins.top)
    }

    /// Where the footer of `section` goes: at its own place, or pinned at `pins.bottom` while its
    /// section passes over that line, never above its header's own end.
    func footerStart(in section: SectionBounds, pins: PinLines) -> Double {
        pinning.footerStart(
            natural: section.footerStart, extent: section.footerExtent, sectionStart: section.start, headerExtent: section.headerExtent,
            pinLine: pins.bottom)
    }

    /// Calls `body` with every header and footer pinned away from its own place that lies at least partly
    /// in the viewport: the elements a virtualizer holds on screen however far their own places are
    /// from its windows. They belong to the sections that overlap the viewport, so there are at most
    /// two per such section.
    ///
    /// - Complexity: O(log S + sections overlapping the viewport).
    func forEachPinnedElement(_ pins: PinLines, _ body: (_ index: Int, _ start: Double, _ extent: Double) -> Void) {
        guard pinning.headers || pinning.footers, sectionCount > 0, pins.viewportEnd > pins.viewportStart else { return }
        let first = cursor(startingAtOrBefore: pins.viewportStart)
        let last = lastSection(from: first, startingAtOrBefore: pins.viewportEnd.nextDown).section
        // The sections from the first on, read in place (their numbers, not their size models).
        var found = first
        while found.section <= last {
            let (geometry, elementCount) = (found.geometry, found.elementCount)
            let bounds = found.bounds
            func report(_ index: Int, natural: Double, placed: Double, extent: Double) {
                if placed != natural && placed < pins.viewportEnd && placed + extent > pins.viewportStart { body(index, placed, extent) }
            }
            if pinning.headers, geometry.hasHeader {
                report(found.firstElement, natural: bounds.start + 0, placed: headerStart(in: bounds, pins: pins), extent: bounds.headerExtent)
            }
            if pinning.footers, geometry.hasFooter {
                report(found.firstElement + elementCount - 1, natural: bounds.footerStart, placed: footerStart(in: bounds, pins: pins),
                       extent: bounds.footerExtent)
            }
            guard found.section < last, let next = found.next(in: self) else { return }
            found = next
        }
    }

    /// How much of the viewport's leading edge a pinned header covers when element `index` is scrolled to
    /// the top: its section's header, unless the element is that header (or headers do not pin).
    ///
    /// - Complexity: O(log S).
    func pinnedCover(overElement index: Int) -> CGFloat {
        guard pinning.headers, index >= 0, index < count else { return 0 }
        let found = locate(element: index)
        guard found.slot.section.header != nil, index != found.firstElement else { return 0 }
        return CGFloat(found.slot.section.headerExtent)
    }
}
