import Foundation
import PropertySeeds
import Testing
@testable import LazyScroll

/// IdentityDifference against the brute-force model of Support/IdentityDifferenceModel.swift, on every
/// small order and on random ones.
@Suite("Identity differences")
struct IdentityDifferenceTests {
    /// Checks `IdentityDifference(from: old, to: new)` against the model; returns the number of moves.
    @discardableResult
    static func check(_ old: [VersionedItem], _ new: [VersionedItem]) throws -> Int {
        try IdentityDifferenceModel.verify(old, new).moves
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
