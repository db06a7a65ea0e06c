/// Runs one controller fuzz input (Fuzz/Controller): the bytes are the random choices
/// (`ByteStreamRandom`) of a `ControllerFuzzScenario`, which checks every step. Shared by the fuzz
/// target and the regression test that replays saved inputs, so a saved input means the same steps in
/// both.
func runControllerFuzzInput(_ bytes: [UInt8]) {
    // The input's length bounds a run; this bounds the draws past its end, so no input takes seconds.
    let maximumSteps = 150
    var scenario = ControllerFuzzScenario(random: ByteStreamRandom(bytes))
    var steps = 0
    while !scenario.rng.isExhausted && steps < maximumSteps {
        scenario.step()
        steps += 1
    }
}
