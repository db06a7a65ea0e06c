import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The load-more state of one scrollable: its thresholds, which of them the viewport is within, and
/// which must report again after the content changed.
///
/// Every update of the viewport checks the two thresholds in O(1) and reports only changes, so a
/// trigger never fires per frame.
struct LoadMoreTriggers: Sendable, Hashable {
    /// The thresholds.
    private(set) var thresholds = LoadMoreThresholds.none
    /// Whether the viewport was within each edge's threshold at the last check.
    private var isWithinStart = false
    private var isWithinEnd = false
    /// Whether each edge reports `entered` again if it is still within at the next check.
    private var isStartRearmed = false
    private var isEndRearmed = false

    /// Whether there is anything to check.
    var isActive: Bool { !thresholds.isEmpty || isWithinStart || isWithinEnd }

    /// Whether the viewport was within `edge`'s threshold at the last check.
    func isWithin(_ edge: ContentEdge) -> Bool {
        edge == .start ? isWithinStart : isWithinEnd
    }

    /// Replaces the thresholds (validated by the caller); the next check reports the difference.
    mutating func setThresholds(_ new: LoadMoreThresholds) {
        thresholds = new
    }

    /// The items changed: an edge that is within reports `entered` again if it still is at the next check.
    mutating func rearm() {
        isStartRearmed = isWithinStart
        isEndRearmed = isWithinEnd
    }

    /// Checks both edges at `position` and returns what changed, the start first.
    mutating func check(_ position: EdgeProximity) -> [LoadMoreEvent] {
        var events: [LoadMoreEvent] = []
        let start = thresholds.start.map { position.isWithin($0, of: .start) } ?? false
        let end = thresholds.end.map { position.isWithin($0, of: .end) } ?? false
        if let event = Self.event(.start, was: isWithinStart, is: start, rearmed: isStartRearmed) { events.append(event) }
        if let event = Self.event(.end, was: isWithinEnd, is: end, rearmed: isEndRearmed) { events.append(event) }
        isWithinStart = start
        isWithinEnd = end
        isStartRearmed = false
        isEndRearmed = false
        return events
    }

    private static func event(_ edge: ContentEdge, was: Bool, is now: Bool, rearmed: Bool) -> LoadMoreEvent? {
        if now && (!was || rearmed) { return .entered(edge) }
        if was && !now { return .left(edge) }
        return nil
    }
}

/// Where a viewport is relative to the two edges of some content, for load-more checks.
struct EdgeProximity {
    /// The viewport, in the content's coordinates (the content starts at 0).
    var viewport: Viewport
    /// Where the content ends.
    var contentExtent: CGFloat
    /// The items (or children) on screen.
    var visible: Range<Int>
    /// The number of items (or children).
    var count: Int

    /// Whether the viewport is within `threshold` of `edge`. Never while there are no items or the
    /// viewport has no length: nothing is on screen then.
    func isWithin(_ threshold: LoadMoreThreshold, of edge: ContentEdge) -> Bool {
        guard count > 0, viewport.extent > 0 else { return false }
        switch threshold {
        case let .screens(screens):
            let point = edge == .start ? 0 : contentExtent
            let gap = max(0, viewport.offset - point, point - viewport.end)
            return gap <= screens * viewport.extent
        case let .items(items):
            guard !visible.isEmpty else { return false }
            return edge == .start ? visible.lowerBound <= items : count - visible.upperBound <= items
        }
    }
}
