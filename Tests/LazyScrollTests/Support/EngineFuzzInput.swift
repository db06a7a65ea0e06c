/// Runs one engine fuzz input: the first byte picks a scenario, the rest is replayed as the scenario's
/// random choices (`ByteStreamRandom`), and every operation is checked against the brute-force model.
/// Shared by the fuzz target (Fuzz/Engine) and the regression test that replays crashing inputs, so a
/// saved input means the same operations in both.
func runEngineFuzzInput(_ bytes: [UInt8]) {
    guard let selector = bytes.first else { return }
    // The input's length bounds a run; this bounds the draws past its end, so no input takes seconds.
    let maximumSteps = 300
    let random = ByteStreamRandom(Array(bytes.dropFirst()))
    if selector & 1 == 0 {
        // Viewport updates, resizes, measurements, batch updates, settings changes and reloads on a
        // Virtualizer.
        var scenario = VirtualizerScenario(random: random)
        var steps = 0
        while !scenario.rng.isExhausted && steps < maximumSteps {
            scenario.step()
            steps += 1
        }
    } else {
        // Measure, clear, insert, remove, move, estimate and spacing changes on MeasuredExtents.
        var generator = random
        let initialCount = Int.random(in: 0...1_200, using: &generator)
        var scenario = ExtentsScenario(random: generator, initialCount: initialCount)
        var steps = 0
        while !scenario.rng.isExhausted && steps < maximumSteps {
            scenario.step()
            // Every item on small models; a sample on large ones keeps each input fast.
            scenario.verify(exhaustive: scenario.reference.dataCount <= 300)
            steps += 1
        }
    }
}
