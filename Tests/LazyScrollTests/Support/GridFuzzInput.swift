/// Runs one grid fuzz input (Fuzz/Grid): the first byte picks a scenario, the rest is replayed as its
/// random choices (`ByteStreamRandom`), and every operation is checked against a brute-force model:
/// `GridExtents` against `GridReference`, `LaneExtents` against `LaneReference`, and a virtualizer
/// over a grid or a masonry against the brute-force layout (`LayoutScenario`: windows, every frame,
/// changes, anchoring, rotations and scroll-to). Shared by the fuzz target and the regression test
/// that replays saved inputs.
func runGridFuzzInput(_ bytes: [UInt8]) {
    guard let selector = bytes.first else { return }
    let maximumSteps = 200
    var random = ByteStreamRandom(Array(bytes.dropFirst()))
    var steps = 0
    switch selector % 4 {
    case 0:
        let count = Int.random(in: 0...700, using: &random)
        var scenario = GridExtentsScenario(random: random, initialCount: count)
        while !scenario.rng.isExhausted && steps < maximumSteps {
            scenario.step()
            // Every item on small grids; a sample on large ones keeps each input fast.
            scenario.verify(exhaustive: scenario.reference.values.count <= 200)
            steps += 1
        }
    case 1:
        let count = Int.random(in: 0...700, using: &random)
        var scenario = LaneExtentsScenario(random: random, initialCount: count)
        while !scenario.rng.isExhausted && steps < maximumSteps {
            scenario.step()
            scenario.verify(exhaustive: scenario.model.count <= 200)
            steps += 1
        }
    default:
        var scenario = LayoutScenario(random: random, kind: selector % 4 == 2 ? .grid : .lanes)
        scenario.resize()
        while !scenario.rng.isExhausted && steps < maximumSteps {
            scenario.step()
            steps += 1
        }
    }
}
