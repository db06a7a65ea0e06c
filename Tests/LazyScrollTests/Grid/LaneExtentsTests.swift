import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

@Suite("Lane extents")
struct LaneExtentsTests {
    @Test("small masonries match the brute-force layout after every random operation; sections change only around data changes")
    func smallMasonries() async {
        await seededPropertyCheck("lane-extents.small-masonries", count: 80) { seed in
            var scenario = LaneExtentsScenario(seed: seed, initialCount: Int(seed % 700))
            for _ in 0..<40 {
                scenario.step()
                scenario.verify(exhaustive: true)
            }
        }
    }
}
