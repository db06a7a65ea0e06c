import Foundation
@testable import LazyScroll

/// An item with an identity and a version of its contents: a new version is a changed item.
struct VersionedItem: Identifiable, Equatable, Hashable {
    var id: Int
    var version = 0
}

/// IdentityDifference against a brute-force model, shared by the tests and the identity fuzz target
/// (Fuzz/Identity), so it reports through `check` (ModelCheck.swift, FuzzCheck.swift): the update it
/// gives turns the old identifiers into the new ones (BatchUpdate.applied, written from UIKit's rule),
/// deletes and inserts exactly the items in one order only, reloads exactly the items whose contents
/// changed (deleting and inserting those that also move), and moves no more items than the items in
/// both orders less their longest common subsequence (an O(k²) search here).
enum IdentityDifferenceModel {
    /// Checks `IdentityDifference(from: old, to: new)` against the model; returns the difference and
    /// its number of moves.
    @discardableResult
    static func verify(_ old: [VersionedItem], _ new: [VersionedItem], fileID: String = #fileID, line: Int = #line) throws -> (difference: IdentityDifference, moves: Int) {
        let difference = try IdentityDifference(from: old, to: new)
        let update = difference.update
        let context = "\(old.map { "\($0.id)v\($0.version)" }) → \(new.map { "\($0.id)v\($0.version)" }): \(update)"
        func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
            check(condition, message(), fileID: fileID, line: line)
        }
        expect(difference.oldCount == old.count && difference.newCount == new.count, "counts \(context)")
        // The update is one BatchUpdateMapping accepts, and it produces the new order.
        let mapping = try BatchUpdateMapping(validating: update, oldCount: old.count, reportedCount: new.count)
        let applied = update.applied(to: old.map(\.id)) { new[$0].id }
        expect(applied.elements == new.map(\.id), "applied: \(applied.elements) \(context)")

        let newIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.id, $0) })
        let oldIDs = Set(old.map(\.id))
        let gone = Set(old.indices.filter { newIndex[old[$0].id] == nil })
        let added = Set(new.indices.filter { !oldIDs.contains(new[$0].id) })
        let changed = Set(old.indices.filter { i in newIndex[old[i].id].map { new[$0] != old[i] } ?? false })
        let replaced = difference.replacedMoves
        expect(Set(update.deletions) == gone.union(replaced.map(\.from)), "deletions \(context)")
        expect(Set(update.insertions) == added.union(replaced.map(\.to)), "insertions \(context)")
        expect(Set(update.reloads).union(replaced.map(\.from)) == changed, "reloads \(context)")
        expect(Set(update.reloads).isDisjoint(with: replaced.map(\.from)), "reloads and replaced moves overlap \(context)")
        for move in replaced { expect(newIndex[old[move.from].id] == move.to, "replaced \(move) \(context)") }
        // Every surviving item goes where its identity went; only unchanged ones keep their views.
        for (oldIndex, item) in old.enumerated() {
            guard let target = newIndex[item.id], !replaced.contains(where: { $0.from == oldIndex }) else { continue }
            expect(mapping.newIndex(ofOld: oldIndex) == target, "item \(item.id) \(context)")
            expect((mapping.retainedIndex(ofOld: oldIndex) != nil) == !changed.contains(oldIndex), "item \(item.id) kept \(context)")
        }
        // The fewest moves: every common item outside a longest common subsequence.
        let common = old.filter { newIndex[$0.id] != nil }.map { newIndex[$0.id]! }
        let fewest = common.count - longestIncreasingLength(common)
        let moves = update.moves.count + replaced.count
        expect(moves == fewest, "\(moves) moves, fewest \(fewest) \(context)")
        return (difference, moves)
    }

    /// The length of a longest strictly increasing subsequence, by the quadratic recurrence.
    static func longestIncreasingLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for j in values.indices {
            for i in 0..<j where values[i] < values[j] { best[j] = max(best[j], best[i] + 1) }
        }
        return best.max() ?? 0
    }
}

extension VersionedItem {
    /// `items` after random edits: deletions, insertions of new identities, moves and content changes,
    /// sometimes a few, sometimes many, sometimes a shuffle of everything.
    static func edited<Random: RandomNumberGenerator>(_ items: [VersionedItem], using rng: inout Random) -> [VersionedItem] {
        var result = items
        let scale = Int.random(in: 0...2, using: &rng)
        let edits = [Int.random(in: 0...3, using: &rng), Int.random(in: 0...max(1, items.count / 4), using: &rng), items.count][scale]
        if scale == 2 { result.shuffle(using: &rng) }
        var nextIdentity = (items.map(\.id).max() ?? 0) + 1
        for _ in 0..<edits {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where !result.isEmpty:
                result.remove(at: Int.random(in: result.indices, using: &rng))
            case 1:
                result.insert(VersionedItem(id: nextIdentity), at: Int.random(in: 0...result.count, using: &rng))
                nextIdentity += 1
            case 2 where !result.isEmpty:
                let item = result.remove(at: Int.random(in: result.indices, using: &rng))
                result.insert(item, at: Int.random(in: 0...result.count, using: &rng))
            case 3 where !result.isEmpty:
                result[Int.random(in: result.indices, using: &rng)].version += 1
            default:
                break
            }
        }
        return result
    }
}
