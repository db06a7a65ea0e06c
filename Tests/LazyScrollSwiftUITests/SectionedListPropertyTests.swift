import Foundation
import LazyScroll
import PropertySeeds
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 22 item 7: the section difference of a SwiftUI sectioned list against a model (the data
/// itself, flattened) under random sequences of section and item inserts, deletes and moves (items
/// moving between sections), changes of an item, drops of an item the user dragged (which the app makes
/// in its data, or not), and scrolls, animated or not: after each step the list
/// has the data's sections and item counts, every loaded view hosts the element of its row in the data's
/// order, and the difference was applied as a batch update (an item that was loaded and unchanged, and
/// is still loaded, was not hosted again, which a reload would have done).
@Suite struct SectionedListPropertyTests {
    // Off the main actor, so that the property's closure is sendable: each seed runs on the main actor.
    @Test func theListFollowsTheDataByIdentityUnderRandomSectionAndItemChanges() async {
        await seededPropertyCheck("swiftui-list.section-diff-model", count: 20) { seed in
            try await MainActor.run { try Self.replay(seed: seed) }
        }
    }

    /// One random sequence of steps, checked after each step.
    @MainActor
    static func replay(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var nextItem = 0
        var nextSection = 0
        func makeGroup() -> TestGroup {
            defer { nextSection += 1 }
            let items = (0..<Int.random(in: 0...4, using: &random)).map { _ in
                defer { nextItem += 1 }
                return TestItem(id: nextItem)
            }
            return TestGroup(id: "S\(nextSection)", items: items)
        }
        let groups = (0..<Int.random(in: 0...5, using: &random)).map { _ in makeGroup() }
        let harness = SectionedListHarness(groups: groups) {
            $0.showsFooters = Bool.random(using: &random)
            $0.moves = []
        }
        for step in 0..<20 {
            var before: [TestElement: UIView] = [:]
            for entry in harness.loadedElements {
                if let element = entry.element, let view = harness.list.view(forRow: entry.row) { before[element] = view }
            }
            var changed: Set<Int> = []
            let sectionCount = harness.groups.count
            let itemPaths = harness.groups.indices.flatMap { s in harness.groups[s].items.indices.map { (s, $0) } }
            switch Int.random(in: 0..<9, using: &random) {
            case 0:
                harness.groups.insert(makeGroup(), at: Int.random(in: 0...sectionCount, using: &random))
            case 1 where sectionCount > 0:
                harness.groups.remove(at: Int.random(in: 0..<sectionCount, using: &random))
            case 2 where sectionCount > 1:
                let group = harness.groups.remove(at: Int.random(in: 0..<sectionCount, using: &random))
                harness.groups.insert(group, at: Int.random(in: 0..<sectionCount, using: &random))
            case 3 where sectionCount > 0:
                let s = Int.random(in: 0..<sectionCount, using: &random)
                harness.groups[s].items.insert(TestItem(id: nextItem), at: Int.random(in: 0...harness.groups[s].items.count, using: &random))
                nextItem += 1
            case 4 where !itemPaths.isEmpty:
                let (s, k) = itemPaths.randomElement(using: &random)!
                harness.groups[s].items.remove(at: k)
            case 5, 6:
                // An item moves, within its section or to another (any, possibly empty).
                guard !itemPaths.isEmpty else { break }
                let (s, k) = itemPaths.randomElement(using: &random)!
                let item = harness.groups[s].items.remove(at: k)
                let to = Int.random(in: 0..<sectionCount, using: &random)
                harness.groups[to].items.insert(item, at: Int.random(in: 0...harness.groups[to].items.count, using: &random))
            case 7 where !itemPaths.isEmpty:
                let (s, k) = itemPaths.randomElement(using: &random)!
                harness.groups[s].items[k].height = [30, 44, 60].randomElement(using: &random)!
                changed.insert(harness.groups[s].items[k].id)
            case 8 where !itemPaths.isEmpty:
                // The user drops an item on any row (the UIKit list's drop, without the gesture); the app
                // moves the item in its data as `onMoveItem` says, or leaves the data as it was.
                harness.appliesMoves = Bool.random(using: &random)
                let (s, k) = itemPaths.randomElement(using: &random)!
                guard let from = harness.list.row(for: .item(ItemPath(section: s, item: k))), let driver = harness.list.driver else { break }
                let to = Int.random(in: 0..<harness.list.numberOfRows, using: &random)
                if to != from { harness.list.dropItem(BatchUpdate.Move(from: from, to: to), driver: driver) }
            default:
                harness.scroll(toY: CGFloat(Int.random(in: 0...600, using: &random)))
                continue
            }
            harness.hosted = []
            let animated = Bool.random(using: &random)
            harness.update(animated: animated)
            harness.list.layoutIfNeeded()
            let hostedDuringUpdate = harness.hosted
            harness.finishAnimations()
            harness.list.layoutIfNeeded()
            // The list has the data's sections.
            #expect(harness.list.numberOfSections == harness.groups.count, "step \(step)")
            #expect(harness.groups.indices.map { harness.list.numberOfItems(inSection: $0) } == harness.groups.map(\.items.count), "step \(step)")
            let expected = harness.expectedElements
            #expect(harness.list.numberOfRows == expected.count, "step \(step)")
            // Every loaded view hosts its row's element, in the data's order, and the rows are contiguous.
            let loaded = harness.loadedElements
            #expect(loaded.allSatisfy { expected.indices.contains($0.row) && $0.element == expected[$0.row] }, "step \(step)")
            #expect(zip(loaded, loaded.dropFirst()).allSatisfy { $1.row == $0.row + 1 }, "step \(step)")
            // A batch update, not a reload: an unchanged item loaded before and still loaded now keeps its
            // view and was not hosted again.
            for entry in loaded {
                guard case let .item(id)? = entry.element, !changed.contains(id), let view = harness.list.view(forRow: entry.row),
                      let old = before[.item(id)], old === view else { continue }
                #expect(!hostedDuringUpdate.contains(.item(id)), "step \(step): item \(id) hosted again")
            }
        }
    }
}
