// swift-tools-version: 6.1
// The benchmarks live in their own package so that users of LazyScroll never resolve the benchmark
// library or its malloc interposer: only this package depends on them.
import PackageDescription

let package = Package(
    name: "LazyScrollBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // Named, because a path dependency is otherwise known by its folder name (a worktree, a clone).
        .package(name: "LazyScroll", path: ".."),
        // Naming the trait turns off the library's other default trait (RuntimeInterposer), whose
        // package is not available here; MallocInterposer keeps the malloc metrics without jemalloc.
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LazyScrollBenchmarks",
            dependencies: [
                "BenchmarkWorkload",
                .product(name: "LazyScroll", package: "LazyScroll"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LazyScrollBenchmarks",
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // What the benchmarks, the instruction-count guard and the placement-hash harness share.
        .target(
            name: "BenchmarkWorkload",
            dependencies: [.product(name: "LazyScroll", package: "LazyScroll")],
            path: "Tools/Workload"
        ),
        // Runs one scenario a fixed number of times, for callgrind (Scripts/check-instruction-counts.sh)
        // and for the hash of every placement (behaviour kept by an optimization). Not a benchmark: the
        // benchmark plugin runs only executables in the Benchmarks/ folder.
        .executableTarget(
            name: "LazyScrollOpCounts",
            dependencies: ["BenchmarkWorkload", .product(name: "LazyScroll", package: "LazyScroll")],
            path: "Tools/OpCounts"
        ),
    ],
    swiftLanguageModes: [.v6]
)
