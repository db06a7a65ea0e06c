import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

@Suite("Stack properties")
struct StackPropertyTests {
    @Test("placements, inner offsets and visible items match the brute-force layout; buffers and anchoring hold")
    func matchesReference() async {
        await seededPropertyCheck("stack.matches-reference", count: 200) { seed in
            var scenario = StackScenario(seed: seed)
            scenario.resize()
            for _ in 0..<40 { scenario.step() }
        }
    }
}
