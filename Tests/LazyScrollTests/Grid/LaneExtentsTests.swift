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

    @Test("a packed section keeps the lanes' state every 32 items for up to 4 lanes (3 checkpoints of 4 values for 128 items in 3 lanes); runs and 5 lanes keep none")
    func checkpointsPerSection() throws {
        func checkpointValues(_ model: LaneExtents) -> [Int] {
            var values: [Int] = []
            model.tree.forEachLeaf { values.append($0.checkpoints.count) }
            return values
        }
        let extents = (0..<300).map { CGFloat(20 + ($0 % 5) * 4) }
        // Sections of 128, 128 and 44 items: checkpoints after items 32, 64 and 96, and after 32.
        #expect(checkpointValues(try LaneExtents(extents: extents, layout: LaneLayout(lanes: 3))) == [12, 12, 4])
        #expect(checkpointValues(try LaneExtents(extents: extents, layout: LaneLayout(lanes: 5))) == [0, 0, 0])
        #expect(checkpointValues(try LaneExtents(count: 300, estimatedExtent: 28, layout: LaneLayout(lanes: 3))) == [0])
        // A measurement lays the section out again, its checkpoints with it (checked against a fresh layout).
        var model = try LaneExtents(extents: extents, layout: LaneLayout(lanes: 3))
        try model.setExtent(500, of: 3)
        #expect(model.invariantViolation() == nil)
        var changed = extents
        changed[3] = 500
        let fresh = try LaneExtents(extents: changed, layout: LaneLayout(lanes: 3))
        #expect(try model.offset(of: 40) == fresh.offset(of: 40) && model.totalExtent == fresh.totalExtent)
    }
}
