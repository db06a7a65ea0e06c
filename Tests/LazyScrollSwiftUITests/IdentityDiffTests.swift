import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
import PropertySeeds
import Testing

@Suite("Identity snapshots and diffs")
struct IdentityDiffTests {
    /// Checks the diff from `old` to `new` against the definition: the engine accepts it, it takes every
    /// item to the index of its identity (deleting the ones that are gone), and it moves exactly the
    /// survivors outside a longest run in old order (found here by brute force).
    static func checkDiff(from old: [Int], to new: [Int]) throws {
        let update = try IdentityDiff.batchUpdate(from: IdentitySnapshot(old), to: IdentitySnapshot(new))
        let mapping = try BatchUpdateMapping(validating: update, oldCount: old.count, reportedCount: new.count)
        for (index, identity) in old.enumerated() {
            #expect(mapping.newIndex(ofOld: index) == new.firstIndex(of: identity), "old \(old) new \(new) item \(index)")
        }
        #expect(update.reloads.isEmpty)
        #expect(update.insertions == new.indices.filter { !old.contains(new[$0]) })
        let survivorsInNewOrder = new.compactMap { old.firstIndex(of: $0) }
        #expect(update.moves.count == survivorsInNewOrder.count - longestIncreasingLength(survivorsInNewOrder), "old \(old) new \(new)")
    }

    /// The length of a longest strictly increasing subsequence, by the quadratic recurrence.
    static func longestIncreasingLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    @Test("every change of up to 5 identities into up to 5 of 6 is a minimal batch update the engine accepts")
    func exhaustiveSmallChanges() throws {
        // Every sequence of distinct identities from 0..<6 with at most 5 elements.
        var sequences: [[Int]] = [[]]
        var frontier: [[Int]] = [[]]
        for _ in 0..<5 {
            frontier = frontier.flatMap { sequence in (0..<6).filter { !sequence.contains($0) }.map { sequence + [$0] } }
            sequences += frontier
        }
        #expect(sequences.count == 1 + 6 + 30 + 120 + 360 + 720)
        for count in 0...5 {
            let old = Array(0..<count)
            for new in sequences { try Self.checkDiff(from: old, to: new) }
        }
    }

    @Test("random changes of large data sets match the definition")
    func randomChanges() async {
        await seededPropertyCheck("swiftui.identity-diff", count: 200) { seed in
            var random = SplitMix64(seed: seed)
            let universe = Int.random(in: 0...300, using: &random)
            let old = Array((0..<universe).shuffled(using: &random).prefix(Int.random(in: 0...universe, using: &random)))
            var new = old.filter { _ in !random.chance(0.2) }
            // Some moves: a few items taken out and put back elsewhere.
            for _ in 0..<Int.random(in: 0...5, using: &random) where !new.isEmpty {
                let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
                new.insert(item, at: Int.random(in: 0...new.count, using: &random))
            }
            // Some insertions of identities not in the old data.
            for identity in universe..<(universe + Int.random(in: 0...20, using: &random)) {
                new.insert(identity, at: Int.random(in: 0...new.count, using: &random))
            }
            #expect(throws: Never.self) { try Self.checkDiff(from: old, to: new) }
        }
    }

    @Test("moving one item from the end to the front is one move, not a reshuffle of the rest")
    func oneMoveStaysOneMove() throws {
        let old = Array(0..<100_000)
        let new = [99_999] + old.dropLast()
        let update = try IdentityDiff.batchUpdate(from: IdentitySnapshot(old), to: IdentitySnapshot(new))
        #expect(update.moves == [BatchUpdate.Move(from: 99_999, to: 0)])
        #expect(update.deletions.isEmpty && update.insertions.isEmpty)
    }

    @Test("a repeated identity is an error naming it and both indices; lookups use its first index")
    func duplicateIdentities() throws {
        let snapshot = IdentitySnapshot(["a", "b", "a", "b"])
        #expect(snapshot.index(of: "a") == 0)
        #expect(snapshot.index(of: "b") == 1)
        #expect(snapshot.index(of: "c") == nil)
        #expect(snapshot.identity(at: 3) == "b")
        #expect(snapshot.identity(at: 4) == nil)
        #expect(throws: LazyScrollError.duplicateIdentity(identity: "a", firstIndex: 0, secondIndex: 2)) {
            try IdentityDiff.batchUpdate(from: IdentitySnapshot(["a"]), to: snapshot)
        }
        #expect(throws: LazyScrollError.duplicateIdentity(identity: "a", firstIndex: 0, secondIndex: 2)) {
            try IdentityDiff.batchUpdate(from: snapshot, to: IdentitySnapshot(["a"]))
        }
        #expect(LazyScrollError.duplicateIdentity(identity: "a", firstIndex: 0, secondIndex: 2).description
            == "identity a belongs to the items at indices 0 and 2, but an identity must name one item")
    }
}
