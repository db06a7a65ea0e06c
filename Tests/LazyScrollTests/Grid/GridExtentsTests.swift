import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

@Suite("Grid extents")
struct GridExtentsTests {
    @Test("small grids match the brute-force grid after every random operation")
    func smallGrids() async {
        await seededPropertyCheck("grid-extents.small-grids", count: 80) { seed in
            var scenario = GridExtentsScenario(seed: seed, initialCount: Int(seed % 300))
            for _ in 0..<40 {
                scenario.step()
                scenario.verify(exhaustive: true)
            }
        }
    }
}
