import Foundation
import PropertyBased
import Testing
@testable import LazyScroll

@Suite("Lane extents")
struct LaneExtentsTests {
    @Test("small masonries match the brute-force layout after every random operation; sections change only around data changes")
    func smallMasonries() async {
        await propertyCheck(count: 80, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var scenario = LaneExtentsScenario(seed: seed, initialCount: Int(seed % 700))
            for _ in 0..<40 {
                scenario.step()
                scenario.verify(exhaustive: true)
            }
        }
    }
}
