import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

@Suite("Grid and lanes in a virtualizer")
struct GridVirtualizerTests {
    @Test("grids: windows, every frame, changes, anchoring and scroll-to match the brute-force grid under random operations")
    func gridsMatchReference() async {
        await seededPropertyCheck("grid.virtualizer-matches-reference", count: 150) { seed in
            var scenario = LayoutScenario(seed: seed, kind: .grid)
            scenario.resize()
            for _ in 0..<50 { scenario.step() }
        }
    }

    @Test("lanes: windows, every frame, changes, anchoring, kept lanes and scroll-to match the brute-force masonry under random operations")
    func lanesMatchReference() async {
        await seededPropertyCheck("lanes.virtualizer-matches-reference", count: 150) { seed in
            var scenario = LayoutScenario(seed: seed, kind: .lanes)
            scenario.resize()
            for _ in 0..<50 { scenario.step() }
        }
    }
}
