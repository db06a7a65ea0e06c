import Foundation
import PropertyBased
import Testing
@testable import LazyScroll

@Suite("Stack properties")
struct StackPropertyTests {
    @Test("placements, inner offsets and visible items match the brute-force layout; buffers and anchoring hold")
    func matchesReference() async {
        await propertyCheck(count: 200, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var scenario = StackScenario(seed: seed)
            scenario.resize()
            for _ in 0..<40 { scenario.step() }
        }
    }
}
