import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollAlignment {
    /// The viewport offset that brings the span from `start` to `end` to this alignment in `viewport`,
    /// not limited to the content.
    ///
    /// The alignment happens within the part of the viewport that its obscured insets leave: `.start`
    /// puts the span's start just below the leading inset, `.end` its end just above the trailing
    /// one, `.center` its middle in the middle of what is left. `pinnedCover` covers that much more of
    /// the leading edge (sticky children pinned there), for `.start` and for `.nearest` when it aligns
    /// the start; it does not apply to `.center` and `.end`, where the span is away from that edge.
    /// `.nearest` keeps `viewport.offset` when the span is already wholly in the uncovered part.
    ///
    /// Lists and stacks both align through this one function, so that they agree to the last bit.
    func offset(toShow start: CGFloat, to end: CGFloat, in viewport: Viewport, pinnedCover: CGFloat = 0) -> CGFloat {
        let length = viewport.extent
        let covered = viewport.obscuredInsets
        switch self {
        case .start:
            return start - (covered.leading + pinnedCover)
        case .center:
            return start + (end - start) / 2 - (covered.leading + (length - covered.leading - covered.trailing) / 2)
        case .end:
            return end - (length - covered.trailing)
        case .nearest:
            switch Self.nearestEdge(start: start, end: end, in: viewport, pinnedCover: pinnedCover) {
            case nil: return viewport.offset
            case .leading?: return Self.start.offset(toShow: start, to: end, in: viewport, pinnedCover: pinnedCover)
            case .trailing?: return Self.offsetFromTrailingEdge(showing: start, to: end, in: viewport, pinnedCover: pinnedCover)
            }
        }
    }

    /// Which edge `.nearest` brings the span from `start` to `end` in from: nil when it is already
    /// wholly inside the uncovered part of `viewport`, `.leading` when it starts before that part.
    static func nearestEdge(start: CGFloat, end: CGFloat, in viewport: Viewport, pinnedCover: CGFloat) -> ScrollEdge? {
        let top = viewport.offset + viewport.obscuredInsets.leading + pinnedCover
        let bottom = viewport.end - viewport.obscuredInsets.trailing
        if start >= top && end <= bottom { return nil }
        return start < top ? .leading : .trailing
    }

    /// The offset for a span coming in from the trailing edge: its end just above the trailing obscured
    /// inset, or its start just below the leading one (and `pinnedCover`) when it is longer than the
    /// part between them.
    static func offsetFromTrailingEdge(showing start: CGFloat, to end: CGFloat, in viewport: Viewport, pinnedCover: CGFloat) -> CGFloat {
        let covered = viewport.obscuredInsets
        let uncovered = viewport.extent - covered.leading - pinnedCover - covered.trailing
        let edge: ScrollAlignment = end - start > uncovered ? .start : .end
        return edge.offset(toShow: start, to: end, in: viewport, pinnedCover: pinnedCover)
    }
}

/// One of a viewport's two edges along the scrolling axis.
enum ScrollEdge: Sendable, Hashable {
    /// The edge at the smaller offset (the top of a vertical viewport).
    case leading
    /// The edge at the larger offset.
    case trailing
}
