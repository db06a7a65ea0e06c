import Foundation
import PropertyBased
import Testing
@testable import LazyScroll

@Suite("Grid extents")
struct GridExtentsTests {
    @Test("small grids match the brute-force grid after every random operation")
    func smallGrids() async {
        await propertyCheck(count: 80, input: Gen.uint64(in: 0...UInt64.max)) { seed in
            var scenario = GridExtentsScenario(seed: seed, initialCount: Int(seed % 300))
            for _ in 0..<40 {
                scenario.step()
                scenario.verify(exhaustive: true)
            }
        }
    }
}
