import Foundation
import PropertySeeds
import Testing
@testable import LazyScroll

/// SelectionRuns, the AVL tree of runs behind ItemSelection, against an array of booleans under random
/// assignments, insertions and removals, with many runs so that every rotation of a join happens; and
/// its costs at ten million items.
@Suite("Selection runs")
struct SelectionRunsTests {
    @Test("the runs match an array of booleans, stay alternating and balanced, under random changes")
    func randomChanges() async {
        await seededPropertyCheck("selection-runs.random-changes", count: 50) { seed in
            var rng = SplitMix64(seed: seed)
            let count = Int.random(in: 0...600, using: &rng)
            let initial = rng.chance(0.5)
            var model = [Bool](repeating: initial, count: count)
            var runs = SelectionRuns(count: count, selected: initial)
            for step in 0..<200 {
                let n = model.count
                switch Int.random(in: 0..<4, using: &rng) {
                case 0, 1:
                    let lower = Int.random(in: 0...n, using: &rng)
                    let upper = rng.chance(0.7) ? min(n, lower + 1) : Int.random(in: lower...n, using: &rng)
                    let value = rng.chance(0.5)
                    runs.assign(lower..<upper, selected: value)
                    for k in lower..<upper { model[k] = value }
                case 2:
                    let index = Int.random(in: 0...n, using: &rng)
                    let inserted = Int.random(in: 1...3, using: &rng)
                    let value = rng.chance(0.5)
                    runs.insert(count: inserted, selected: value, at: index)
                    model.insert(contentsOf: repeatElement(value, count: inserted), at: index)
                default:
                    let lower = Int.random(in: 0...n, using: &rng)
                    let upper = Int.random(in: lower...min(n, lower + 4), using: &rng)
                    runs.remove(lower..<upper)
                    model.removeSubrange(lower..<upper)
                }
                #expect(runs.invariantViolation() == nil, "step \(step): \(runs.invariantViolation() ?? "")")
                #expect(runs.count == model.count && runs.selectedCount == model.filter { $0 }.count, "step \(step)")
                let expected = (0..<model.count).filter { model[$0] }
                #expect(Array(runs.selectedRanges(in: 0..<model.count)) == expected, "step \(step)")
                #expect(runs.firstSelected(atOrAfter: 0) == expected.first && runs.lastSelected == expected.last, "step \(step)")
                if !model.isEmpty {
                    let probe = Int.random(in: 0..<model.count, using: &rng)
                    #expect(runs.contains(probe) == model[probe], "step \(step)")
                    #expect(runs.firstSelected(atOrAfter: probe) == expected.first { $0 >= probe }, "step \(step)")
                }
                // An AVL tree of r runs is at most 1.44 log2(r + 2) high.
                let height = runs.root?.height ?? 0
                #expect(Double(height) <= 1.45 * log2(Double(runs.runCount + 2)) + 1, "step \(step): height \(height) for \(runs.runCount) runs")
            }
        }
    }

    @Test("a million items with ten thousand selected one by one: twenty thousand runs in a tree 20 levels high")
    func manyRunsStayShallow() {
        var runs = SelectionRuns(count: 1_000_000, selected: false)
        for k in stride(from: 0, to: 1_000_000, by: 100) { runs.assign(k..<(k + 1), selected: true) }
        #expect(runs.runCount == 20_000 && runs.selectedCount == 10_000)
        // 1.44 log2(20,002) ≈ 20.6.
        #expect(runs.root!.height <= 20)
        #expect(runs.contains(999_900) && !runs.contains(999_901))
        #expect(runs.invariantViolation() == nil)
    }
}
