/// Runs one sections fuzz input (Fuzz/Sections): the bytes are the random choices
/// (`ByteStreamRandom`) of a `SectionsScenario`, which checks a virtualizer over sections against the
/// brute-force `SectionReference` after every scroll, resize, measurement, batch update of sections and
/// items, and refused update. Shared by the fuzz target and the regression test that replays saved
/// inputs, so a saved input means the same steps in both.
func runSectionsFuzzInput(_ bytes: [UInt8]) {
    // The input's length bounds a run; this bounds the draws past its end, so no input takes seconds.
    let maximumSteps = 150
    var scenario = SectionsScenario(random: ByteStreamRandom(bytes))
    scenario.verify()
    var steps = 0
    while !scenario.rng.isExhausted && steps < maximumSteps {
        scenario.step()
        steps += 1
    }
}
