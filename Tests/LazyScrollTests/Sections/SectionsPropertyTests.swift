import Foundation
import Testing
@testable import LazyScroll
import PropertySeeds

@Suite("Sections")
struct SectionsPropertyTests {
    @Test("sections match the brute-force model after every random scroll, resize, measurement and batch update")
    func randomOperations() async {
        await seededPropertyCheck("sections.random-operations", count: 150) { seed in
            var scenario = SectionsScenario(seed: seed)
            scenario.verify()
            for _ in 0..<40 { scenario.step() }
        }
    }
}
