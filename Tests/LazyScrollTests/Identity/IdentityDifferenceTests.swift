import Foundation
import PropertySeeds
import Testing
@testable import LazyScroll

/// An item with an identity and a version of its contents, as an app's model would be.
struct VersionedItem: Identifiable, Equatable, Hashable {
    var id: Int
    var version = 0
}

/// IdentityDifference against a brute-force model: the update it gives turns the old identifiers into
/// the new ones (BatchUpdate.applied, written from UIKit's rule), deletes and inserts exactly the items
/// in one order only, reloads exactly the items whose contents changed (deleting and inserting those
/// that also move), and moves no more items than the items in both orders less their longest common
/// subsequence (an O(k²) search here).
@Suite("Identity differences")
struct IdentityDifferenceTests {
    /// Checks `IdentityDifference(from: old, to: new)` against the model; returns the number of moves.
    @discardableResult
    static func check(_ old: [VersionedItem], _ new: [VersionedItem], sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let difference = try IdentityDifference(from: old, to: new)
        let update = difference.update
        let context = "\(old.map { "\($0.id)v\($0.version)" }) → \(new.map { "\($0.id)v\($0.version)" }): \(update)"
        #expect(difference.oldCount == old.count && difference.newCount == new.count, sourceLocation: sourceLocation)
        // The update is one BatchUpdateMapping accepts, and it produces the new order.
        let mapping = try BatchUpdateMapping(validating: update, oldCount: old.count, reportedCount: new.count)
        let applied = update.applied(to: old.map(\.id)) { new[$0].id }
        #expect(applied.elements == new.map(\.id), "applied: \(applied.elements) \(context)", sourceLocation: sourceLocation)

        let newIndex = Dictionary(uniqueKeysWithValues: new.enumerated().map { ($1.id, $0) })
        let oldIDs = Set(old.map(\.id))
        let gone = Set(old.indices.filter { newIndex[old[$0].id] == nil })
        let added = Set(new.indices.filter { !oldIDs.contains(new[$0].id) })
        let changed = Set(old.indices.filter { i in newIndex[old[i].id].map { new[$0] != old[i] } ?? false })
        let replaced = difference.replacedMoves
        #expect(Set(update.deletions) == gone.union(replaced.map(\.from)), "deletions \(context)", sourceLocation: sourceLocation)
        #expect(Set(update.insertions) == added.union(replaced.map(\.to)), "insertions \(context)", sourceLocation: sourceLocation)
        #expect(Set(update.reloads).union(replaced.map(\.from)) == changed, "reloads \(context)", sourceLocation: sourceLocation)
        #expect(Set(update.reloads).isDisjoint(with: replaced.map(\.from)), sourceLocation: sourceLocation)
        for move in replaced { #expect(newIndex[old[move.from].id] == move.to, "replaced \(move) \(context)", sourceLocation: sourceLocation) }
        // Every surviving item goes where its identity went; only unchanged ones keep their views.
        for (oldIndex, item) in old.enumerated() {
            guard let target = newIndex[item.id], !replaced.contains(where: { $0.from == oldIndex }) else { continue }
            #expect(mapping.newIndex(ofOld: oldIndex) == target, "item \(item.id) \(context)", sourceLocation: sourceLocation)
            #expect((mapping.retainedIndex(ofOld: oldIndex) != nil) == !changed.contains(oldIndex), "item \(item.id) \(context)", sourceLocation: sourceLocation)
        }
        // The fewest moves: every common item outside a longest common subsequence.
        let common = old.filter { newIndex[$0.id] != nil }.map { newIndex[$0.id]! }
        let fewest = common.count - Self.longestIncreasingLength(common)
        let moves = update.moves.count + replaced.count
        #expect(moves == fewest, "\(moves) moves, fewest \(fewest) \(context)", sourceLocation: sourceLocation)
        return moves
    }

    /// The length of a longest strictly increasing subsequence, by the quadratic recurrence.
    static func longestIncreasingLength(_ values: [Int]) -> Int {
        var best = [Int](repeating: 1, count: values.count)
        for j in values.indices {
            for i in 0..<j where values[i] < values[j] { best[j] = max(best[j], best[i] + 1) }
        }
        return best.max() ?? 0
    }

    @Test("every order of up to five items drawn from four old and two new, with every set of changed contents")
    func exhaustiveSmallOrders() throws {
        for oldCount in 0...4 {
            let symbols = Array(0..<oldCount) + [10, 11]
            var orders: [[Int]] = [[]]
            var frontier: [[Int]] = [[]]
            for _ in 0..<5 {
                frontier = frontier.flatMap { order in symbols.filter { !order.contains($0) }.map { order + [$0] } }
                orders += frontier
            }
            for order in orders {
                for changedMask in 0..<(1 << oldCount) {
                    let old = (0..<oldCount).map { VersionedItem(id: $0) }
                    let new = order.map { VersionedItem(id: $0, version: $0 < oldCount && changedMask & (1 << $0) != 0 ? 1 : 0) }
                    try Self.check(old, new)
                }
            }
        }
    }

    @Test("random orders: few edits, many edits and shuffles of up to 300 items")
    func randomOrders() async {
        await seededPropertyCheck("identity.random-orders", count: 300) { seed in
            var rng = SplitMix64(seed: seed)
            let old = (0..<Int.random(in: 0...300, using: &rng)).map { VersionedItem(id: $0 * 3, version: Int.random(in: 0...1, using: &rng)) }
            let new = VersionedItem.edited(old, using: &rng)
            do { try Self.check(old, new) } catch { Issue.record("seed \(seed): \(error)") }
        }
    }

    @Test("one item moved to the other end is one move; a swap of neighbours is one move")
    func singleMoves() throws {
        let items = (0..<6).map { VersionedItem(id: $0) }
        #expect(try Self.check(items, Array(items.dropFirst()) + [items[0]]) == 1)
        #expect(try Self.check(items, [items[5]] + Array(items.dropLast())) == 1)
        #expect(try Self.check(items, [items[1], items[0]] + Array(items.dropFirst(2))) == 1)
        #expect(try Self.check(items, items.reversed()) == 5)
    }

    @Test("an item that moves and changes is deleted and inserted; one that stays and changes is reloaded")
    func movedAndChanged() throws {
        let old = (0..<4).map { VersionedItem(id: $0) }
        let new = [VersionedItem(id: 1), VersionedItem(id: 2, version: 1), VersionedItem(id: 3), VersionedItem(id: 0, version: 1)]
        let difference = try IdentityDifference(from: old, to: new)
        #expect(difference.update == BatchUpdate(deletions: [0], insertions: [3], reloads: [2]))
        #expect(difference.replacedMoves == [BatchUpdate.Move(from: 0, to: 3)])
    }

    @Test("duplicate identifiers are a typed error naming the identifier and both positions")
    func duplicates() {
        let twice = [VersionedItem(id: 7), VersionedItem(id: 8), VersionedItem(id: 7)]
        #expect(throws: LazyScrollError.duplicateIdentity(identity: "7", firstIndex: 0, secondIndex: 2)) {
            try IdentityDifference(from: twice, to: [])
        }
        #expect(throws: LazyScrollError.duplicateIdentity(identity: "7", firstIndex: 0, secondIndex: 2)) {
            try IdentityDifference(from: [], to: twice)
        }
        #expect(throws: LazyScrollError.duplicateIdentity(identity: "b", firstIndex: 1, secondIndex: 3)) {
            try ItemIdentifiers(["a", "b", "c", "b"])
        }
    }

    @Test("reloading an identifier that the new items do not hold is a typed error")
    func unknownReload() throws {
        let old = try ItemIdentifiers([1, 2, 3])
        let new = try ItemIdentifiers([3, 1, 4])
        #expect(throws: LazyScrollError.invalidIdentifiers(.unknownIdentifier(identifier: "2", role: "reload"))) {
            try IdentityDifference(from: old, to: new, reloading: [1, 2])
        }
        // Reloading an inserted item is just its insertion; 1 moves (3 stays: either is one move) and is
        // reloaded, so it is deleted and inserted.
        let difference = try IdentityDifference(from: old, to: new, reloading: [4, 1])
        #expect(difference.update == BatchUpdate(deletions: [0, 1], insertions: [1, 2]))
        #expect(difference.replacedMoves == [BatchUpdate.Move(from: 0, to: 1)])
        #expect(try IdentityDifference(from: old, to: new, reloading: [3]).update == BatchUpdate(
            deletions: [1], insertions: [2], moves: [BatchUpdate.Move(from: 0, to: 1)], reloads: [2]))
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
