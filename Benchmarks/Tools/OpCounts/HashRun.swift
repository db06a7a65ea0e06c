import BenchmarkWorkload
import Foundation
import LazyScroll

/// A seeded mix of what a scrolling app does to a virtualizer, every result hashed: jumps, small
/// scrolls, measurements near and far from the viewport, insertions, removals and moves, resizes of
/// the viewport. Two builds that print the same hash placed every item identically and reported the
/// same range changes at every step.
struct HashRun {
    var virtualizer: Virtualizer
    var generator = SplitMix64(seed: Workload.seed)
    /// Whether the run inserts, removes and moves items (sections take those by section; their runs
    /// measure instead).
    var updatesItems = true

    init(count: Int, arrangement: Arrangement) throws(LazyScrollError) {
        virtualizer = try Workload.virtualizer(over: arrangement.extents(count: count, given: Workload.extentArray(count: count)))
    }

    /// A run over `virtualizer` (sections: `updatesItems` false).
    init(virtualizer: Virtualizer, updatesItems: Bool) {
        self.virtualizer = virtualizer
        self.updatesItems = updatesItems
    }

    /// A random integer in `0 ..< bound` (bound > 0).
    mutating func random(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }

    mutating func run(_ operations: Int, into sink: inout StableHash) throws(LazyScrollError) {
        var viewport = Workload.viewport(at: 0)
        for _ in 0..<operations {
            let count = virtualizer.count
            let visible = virtualizer.windows.visible
            let near = visible.isEmpty ? 0 : min(count - 1, visible.lowerBound + random(max(1, visible.count)))
            var choice = random(16)
            // Without item updates, what would have been one measures an item on screen.
            if !updatesItems && (11...14).contains(choice) { choice = 9 }
            switch choice {
            case 0..<5:
                // A jump anywhere.
                viewport.offset = CGFloat(generator.nextUnitInterval() * Double(virtualizer.maxOffset)).rounded(.down)
            case 5..<9:
                // A small scroll either way.
                viewport.offset = max(0, min(virtualizer.maxOffset, viewport.offset + CGFloat(random(81) - 40)))
            case 9, 10:
                // A measurement on screen or just above it (self-sizing) or anywhere.
                let index = random(2) == 0 ? max(0, near - random(8)) : random(count)
                sink.add(String(describing: try virtualizer.setExtent(CGFloat(10 + random(60)), ofItem: index)))
            case 11:
                sink.add(String(describing: try virtualizer.performBatchUpdates(BatchUpdate(insertions: [random(count + 1)]))))
            case 12:
                if count > 1 { sink.add(String(describing: try virtualizer.performBatchUpdates(BatchUpdate(deletions: [random(count)])))) }
            case 13:
                if count > 1 {
                    let move = BatchUpdate.Move(from: random(count), to: random(count))
                    sink.add(String(describing: try virtualizer.performBatchUpdates(BatchUpdate(moves: [move]))))
                }
            case 14:
                // Insertions around the viewport.
                let at = min(count, near + random(3))
                sink.add(String(describing: try virtualizer.performBatchUpdates(BatchUpdate(insertions: [at, at + 1]))))
            default:
                // A resize.
                viewport = Viewport(offset: viewport.offset, extent: CGFloat(200 + random(900)), crossExtent: CGFloat(100 + random(500)))
            }
            viewport.offset = max(0, min(viewport.offset, virtualizer.maxOffset))
            sink.add(String(describing: try virtualizer.update(viewport: viewport)))
            viewport = virtualizer.viewport
            sink.add(virtualizer.placements())
            sink.add(virtualizer.contentExtent)
        }
    }
}
