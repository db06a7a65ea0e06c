import Foundation
import LazyScroll

// The workload the benchmarks, the instruction-count guard (`Scripts/check-instruction-counts.sh`) and
// the placement-hash harness share, so that all three measure the same items, offsets and changes.

/// How the workload's items are arranged: a list, a grid of 3 columns, or a masonry of 3 lanes.
package enum Arrangement: CaseIterable {
    case list
    case grid
    case lanes

    /// How benchmark names tell the arrangement (the list keeps the names it always had).
    package var label: String? {
        switch self {
        case .list: return nil
        case .grid: return "grid of 3 columns"
        case .lanes: return "3 lanes"
        }
    }

    /// The size model of items whose extents are `given` (nil: all unmeasured), `count` of them.
    package func extents(count: Int, given: [CGFloat]?) throws(LazyScrollError) -> ExtentModel {
        try extents(count: count, given: given, closure: false)
    }

    /// The size model of `count` items: with their extents `given` as an array, from the workload's
    /// closure (`closure`), or unmeasured.
    package func extents(count: Int, given: [CGFloat]?, closure: Bool) throws(LazyScrollError) -> ExtentModel {
        let estimate = Workload.estimatedExtent
        if closure {
            switch self {
            case .list: return .measured(try Workload.extentsGivenUpFront(count: count))
            case .grid:
                return .grid(try GridExtents(count: count, estimatedExtent: estimate, layout: Workload.gridLayout) { Workload.extent(ofItem: $0) })
            case .lanes:
                return .lanes(try LaneExtents(count: count, estimatedExtent: estimate, layout: Workload.laneLayout) { Workload.extent(ofItem: $0) })
            }
        }
        switch (self, given) {
        case let (.list, given?): return .measured(try MeasuredExtents(extents: given, estimatedExtent: estimate))
        case (.list, nil): return .measured(try Workload.estimatedExtents(count: count))
        case let (.grid, given?): return .grid(try GridExtents(extents: given, estimatedExtent: estimate, layout: Workload.gridLayout))
        case (.grid, nil): return .grid(try GridExtents(count: count, estimatedExtent: estimate, layout: Workload.gridLayout))
        case let (.lanes, given?): return .lanes(try LaneExtents(extents: given, estimatedExtent: estimate, layout: Workload.laneLayout))
        case (.lanes, nil): return .lanes(try LaneExtents(count: count, estimatedExtent: estimate, layout: Workload.laneLayout))
        }
    }

    /// A scenario's name: the list's as it always was, the others' with the arrangement after the slash.
    package func named(_ scenario: String, variant: String? = nil, _ count: Int) -> String {
        let parts = [label, variant].compactMap { $0 }
        let what = parts.isEmpty ? scenario : "\(scenario) / \(parts.joined(separator: ", "))"
        return BenchmarkWorkload.named(what, count)
    }
}

/// The shape of the list the benchmarks scroll: fixed so that runs compare.
package enum Workload {
    /// The viewport's length along the scrolling axis.
    package static let viewportExtent: CGFloat = 800
    /// The viewport's length across the scrolling axis; it only sets the width of the frames.
    package static let crossExtent: CGFloat = 320
    /// The mean of the per-index extents, used as the estimate of unmeasured items.
    package static let estimatedExtent: CGFloat = 28
    /// How many pre-generated offsets the random-scroll scenario cycles through.
    package static let randomOffsetCount = 4_096
    /// A fixed seed, so every run scrolls to the same offsets.
    package static let seed: UInt64 = 0x5EED_1A2F_5C20_11C5

    /// Three items of overscan on each side of the visible items, for views and for data alike.
    package static let settings = WorkingRangeSettings(
        display: .items(leading: 3, trailing: 3),
        preload: .items(leading: 3, trailing: 3))

    /// The grid's shape: three columns, no gaps.
    package static let gridLayout = ScrollGridLayout(columns: .fixed(3))

    /// The masonry's shape: three lanes, no gaps.
    package static let laneLayout = LaneLayout(lanes: 3)

    /// The extent of item `index`: 20, 24, 28, 32, 36, then again, so that no two neighbours match and
    /// the model cannot collapse the items into runs.
    package static func extent(ofItem index: Int) -> CGFloat {
        CGFloat(20 + (index % 5) * 4)
    }

    /// `count` items, each with its extent given up front by a closure.
    package static func extentsGivenUpFront(count: Int) throws(LazyScrollError) -> MeasuredExtents {
        try MeasuredExtents(count: count, estimatedExtent: estimatedExtent) { extent(ofItem: $0) }
    }

    /// The extents of `count` items as an array, the app's own data for the array build.
    package static func extentArray(count: Int) -> [CGFloat] {
        (0..<count).map(extent(ofItem:))
    }

    /// `count` items, none measured: every item uses the estimate.
    package static func estimatedExtents(count: Int) throws(LazyScrollError) -> MeasuredExtents {
        try MeasuredExtents(count: count, estimatedExtent: estimatedExtent)
    }

    /// A virtualizer over `extents` with the benchmark's working ranges, not yet updated.
    package static func virtualizer(over extents: MeasuredExtents) throws(LazyScrollError) -> Virtualizer {
        try virtualizer(over: .measured(extents))
    }

    /// A virtualizer over `extents` (a list, a grid or lanes) with the benchmark's working ranges.
    package static func virtualizer(over extents: ExtentModel) throws(LazyScrollError) -> Virtualizer {
        try Virtualizer(extents: extents, settings: settings)
    }

    /// The benchmark's viewport at `offset`.
    package static func viewport(at offset: CGFloat) -> Viewport {
        Viewport(offset: offset, extent: viewportExtent, crossExtent: crossExtent)
    }
}

/// A virtualizer that lives across the samples of one benchmark, with the inputs it scrolls through.
///
/// It is a class because the library hands the `setup:` result to every sample: mutating it in place
/// keeps one tree, where a copied struct would make the first mutation of each sample copy a path.
/// Samples of one benchmark run one after another, never at once, hence `@unchecked Sendable`.
package final class LiveVirtualizer: @unchecked Sendable {
    /// The virtualizer under test.
    package var virtualizer: Virtualizer
    /// Offsets to scroll to, generated before measuring so that the generator is not measured.
    package let randomOffsets: [CGFloat]
    /// The next element of `randomOffsets` to use.
    private var nextRandomOffset = 0
    /// Flips on every mutation, so that an extent is set to alternating values and the tree stays the
    /// same size however many samples run.
    package var usesAlternateExtent = false

    /// `count` items with extents given up front, showing the middle of the content.
    package convenience init(count: Int) throws(LazyScrollError) {
        try self.init(virtualizer: Workload.virtualizer(over: Workload.extentsGivenUpFront(count: count)))
    }

    /// `count` items with extents given up front in `arrangement`, showing the middle of the content.
    package convenience init(count: Int, arrangement: Arrangement) throws(LazyScrollError) {
        if arrangement == .list {
            try self.init(count: count)
        } else {
            try self.init(virtualizer: Workload.virtualizer(over: arrangement.extents(count: count, given: Workload.extentArray(count: count))))
        }
    }

    /// `built`, showing the middle of the content, with offsets to jump to across all of it.
    package init(virtualizer built: Virtualizer) throws(LazyScrollError) {
        virtualizer = built
        _ = try virtualizer.update(viewport: Workload.viewport(at: 0))
        let maxOffset = virtualizer.maxOffset
        var generator = SplitMix64(seed: Workload.seed)
        randomOffsets = (0..<Workload.randomOffsetCount).map { _ in
            CGFloat(generator.nextUnitInterval() * Double(maxOffset)).rounded(.down)
        }
        _ = try virtualizer.update(viewport: Workload.viewport(at: (maxOffset / 2).rounded(.down)))
    }

    /// The next pre-generated offset, cycling.
    package func takeRandomOffset() -> CGFloat {
        let offset = randomOffsets[nextRandomOffset]
        nextRandomOffset = (nextRandomOffset + 1) % randomOffsets.count
        return offset
    }
}

/// A small seeded generator (Steele, Lea and Flood's SplitMix64), so that offsets are the same on every
/// run and every platform, which `SystemRandomNumberGenerator` is not.
package struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator that starts from `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed value in 0 ..< 1.
    package mutating func nextUnitInterval() -> Double {
        Double(next() >> 11) * 0x1p-53
    }
}

/// A benchmark's name with its item count, e.g. "b update … n=10M": names must be unique.
package func named(_ scenario: String, _ count: Int) -> String {
    let label = count >= 1_000_000 ? "\(count / 1_000_000)M" : "\(count / 1_000)K"
    return "\(scenario) n=\(label)"
}

