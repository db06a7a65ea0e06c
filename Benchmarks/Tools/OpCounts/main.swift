import BenchmarkWorkload
import Foundation
import LazyScroll

// Runs one benchmark scenario a fixed number of times, for two uses that wall-clock benchmarks cannot
// serve on a shared machine:
//
// - instruction counts: `valgrind --tool=callgrind --toggle-collect='*measuredOperations*'` counts only
//   the measured operations (the build and a warm-up pass are outside that function), exactly and
//   repeatably, however busy the machine is (`Scripts/check-instruction-counts.sh`);
// - behaviour: `hash` runs a seeded mix of jumps, small scrolls, measurements, insertions, removals and
//   moves, and prints a hash of every placement and range change, so that an optimization can be shown
//   to change nothing (the same hash before and after).
//
// Usage: LazyScrollOpCounts <a-closure|a-array|b|c|d|e|hash> <list|grid|lanes> <item count> <operations>
//        LazyScrollOpCounts <b|hash> sections <item count> <operations>   (the (k) workload: sections of
//        100 items under pinned headers; no batch updates of items, which sections take by section)

/// Runs `body` `count` times. Never inlined: callgrind collects inside this function only.
@inline(never)
func measuredOperations(_ count: Int, _ body: () throws -> Void) rethrows {
    for _ in 0..<count { try body() }
}

/// Runs `body` `count` times before measuring, so that caches and lazily kept state settle. Not a
/// function that could be merged with `measuredOperations` (identical code is folded into one symbol).
@inline(__always)
func warmUpOperations(_ count: Int, _ body: () throws -> Void) rethrows {
    for _ in 0..<count { try body() }
}

/// FNV-1a over 64-bit words: the same on every run and platform, which `Hasher` is not.
struct StableHash {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ word: UInt64) {
        value = (value ^ word) &* 0x0000_0100_0000_01B3
    }

    mutating func add(_ number: CGFloat) { add(Double(number).bitPattern) }

    mutating func add(_ text: String) {
        for byte in text.utf8 { add(UInt64(byte)) }
    }

    mutating func add(_ placements: [ItemPlacement]) {
        add(UInt64(placements.count))
        for placement in placements {
            add(UInt64(bitPattern: Int64(placement.index)))
            add(UInt64(bitPattern: Int64(placement.dataIndex)))
            add(placement.frame.origin.x)
            add(placement.frame.origin.y)
            add(placement.frame.size.width)
            add(placement.frame.size.height)
            add(UInt64(placement.state == .visible ? 1 : 0))
        }
    }
}

let arguments = CommandLine.arguments
let sectioned = arguments.count == 5 && arguments[2] == "sections" && ["b", "hash"].contains(arguments[1])
guard arguments.count == 5, let count = Int(arguments[3]), let operations = Int(arguments[4]),
      let arrangement = sectioned ? .list : ["list": Arrangement.list, "grid": .grid, "lanes": .lanes][arguments[2]] else {
    print("usage: LazyScrollOpCounts <a-closure|a-array|b|c|d|e|hash> <list|grid|lanes> <item count> <operations>")
    print("       LazyScrollOpCounts <b|hash> sections <item count> <operations>")
    exit(2)
}
let scenario = arguments[1]
var sink = StableHash()

do {
    switch scenario {
    case "a-closure", "a-array":
        // Cold setup and the first range, `operations` times (each build is measured from nothing).
        let given = scenario == "a-array" ? Workload.extentArray(count: count) : nil
        var kept: Virtualizer?
        func build() throws {
            kept = nil
            var virtualizer = try Workload.virtualizer(over: arrangement.extents(count: count, given: given, closure: given == nil))
            sink.add(String(describing: try virtualizer.update(viewport: Workload.viewport(at: 0))))
            sink.add(virtualizer.placements())
            kept = virtualizer
        }
        try measuredOperations(operations, build)
        withExtendedLifetime(kept) {}
    case "b", "c", "d", "e":
        let live = sectioned ? try LiveVirtualizer.sections(count: count) : try LiveVirtualizer(count: count, arrangement: arrangement)
        let index = scenario == "c" ? 10 : live.virtualizer.count - 1
        let original = Workload.extent(ofItem: index)
        let insertion = BatchUpdate(insertions: [0])
        func operation() throws {
            // Only a little of each result is kept: enough that nothing is optimized away, without
            // counting a hash of everything (`hash` does that).
            let changes: RangeChanges
            switch scenario {
            case "b":
                changes = try live.virtualizer.update(viewport: Workload.viewport(at: live.takeRandomOffset()))
            case "c", "d":
                live.usesAlternateExtent.toggle()
                _ = try live.virtualizer.setExtent(live.usesAlternateExtent ? original + 16 : original, ofItem: index)
                changes = try live.virtualizer.update(viewport: live.virtualizer.viewport)
            default:
                _ = try live.virtualizer.performBatchUpdates(insertion)
                changes = try live.virtualizer.update(viewport: live.virtualizer.viewport)
            }
            let placements = live.virtualizer.placements()
            sink.add(UInt64(changes.load.rangeCount + placements.count))
            if let first = placements.first { sink.add(first.frame.origin.y) }
        }
        // (b) visits every pre-generated offset once before measuring, as the benchmark's samples do.
        try warmUpOperations(scenario == "b" ? Workload.randomOffsetCount : 2, operation)
        try measuredOperations(operations, operation)
    case "hash":
        var run = sectioned
            ? try HashRun(virtualizer: Workload.virtualizer(over: .sections(SectionWorkload.sections(count: count, givenExtents: true))), updatesItems: false)
            : try HashRun(count: count, arrangement: arrangement)
        try run.run(operations, into: &sink)
    default:
        print("unknown scenario \(scenario)")
        exit(2)
    }
} catch {
    print("error: \(error)")
    exit(1)
}
print(String(sink.value, radix: 16))
