import Benchmark

/// The configuration of every per-frame scenario: 1,000 operations per sample, reported per
/// operation (the `.kilo` scaling factor), so that frame costs of different files compare directly.
func perFrameConfiguration() -> Benchmark.Configuration {
    Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal],
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(2),
        maxIterations: 200)
}
