import Foundation
@testable import LazyScroll
// The fuzz targets compile this file with SplitMix64.swift itself, not against the module.
#if canImport(PropertySeeds)
import PropertySeeds
#endif

/// The brute-force model of load-more triggers: whether a viewport is within a threshold, found by
/// checking every item, and which events a step must report, from the rule `LoadMoreEvent` states.
struct LoadMoreModel {
    var thresholds = LoadMoreThresholds.none
    var within: [ContentEdge: Bool] = [.start: false, .end: false]

    /// Whether `viewport` (in content coordinates, the content `contentExtent` long and `starts`/`ends`
    /// its items' bounds) is within `threshold` of `edge`.
    static func isWithin(_ threshold: LoadMoreThreshold, of edge: ContentEdge, viewport: Viewport,
                         contentExtent: Double, starts: [Double], ends: [Double]) -> Bool {
        let length = Double(viewport.extent)
        guard !starts.isEmpty, length > 0 else { return false }
        let lower = Double(viewport.offset)
        let upper = lower + length
        switch threshold {
        case let .screens(screens):
            let point = edge == .start ? 0 : contentExtent
            let gap = point < lower ? lower - point : (point > upper ? point - upper : 0)
            return gap <= Double(screens) * length
        case let .items(items):
            let shown = starts.indices.filter { starts[$0] < upper && ends[$0] > lower }
            guard let first = shown.first, let last = shown.last else { return false }
            return edge == .start ? first <= items : starts.count - 1 - last <= items
        }
    }

    /// The events of one step: the viewport is now `isWithin` each edge, and `itemsChanged` says
    /// whether the step added or removed items.
    mutating func step(itemsChanged: Bool, isWithin: (LoadMoreThreshold, ContentEdge) -> Bool) -> [LoadMoreEvent] {
        var events: [LoadMoreEvent] = []
        for edge in ContentEdge.allCases {
            let now = thresholds[edge].map { isWithin($0, edge) } ?? false
            let was = within[edge]!
            if now && (!was || itemsChanged) { events.append(.entered(edge)) }
            if was && !now { events.append(.left(edge)) }
            within[edge] = now
        }
        return events
    }

    static func randomThresholds(_ rng: inout SplitMix64) -> LoadMoreThresholds {
        func one() -> LoadMoreThreshold? {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: return nil
            case 1: return .screens(CGFloat(rng.quarter(in: 0...2)))
            default: return .items(Int.random(in: 0...6, using: &rng))
            }
        }
        return LoadMoreThresholds(start: one(), end: one())
    }
}
