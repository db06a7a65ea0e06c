import Foundation
import LazyScroll
import PropertySeeds
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 23, item 6: the selection binding against a brute-force model under random sequences of taps,
/// binding writes (identities in the data or not), data changes (deletions, insertions, shuffles) and
/// drags that the app applies: after each step the binding holds exactly the model's identities, the
/// list selects their rows and the rows show it, and the rows are in the data's order.
@Suite struct ListSelectionPropertyTests {
    // Off the main actor, so that the property's closure is sendable: each seed runs on the main actor.
    @Test func theBindingAndTheListAgreeWithAModelUnderRandomSteps() async {
        await seededPropertyCheck("swiftui-list.selection-binding-model", count: 40) { seed in
            try await MainActor.run { try Self.replay(seed: seed) }
        }
    }

    /// One random sequence of steps, checked after each step.
    @MainActor
    static func replay(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        // Up to 10 rows of 44 points: every row is on the 480-point screen, so every row can be touched.
        let harness = ListHarness(count: Int.random(in: 0...10, using: &random)) {
            $0.selectionKind = .multiple
            $0.moves = []
        }
        var model = Set<Int>()
        var nextID = 100
        for step in 0..<25 {
            let ids = harness.items.map(\.id)
            switch Int.random(in: 0..<5, using: &random) {
            case 0 where !ids.isEmpty:
                let id = ids.randomElement(using: &random)!
                try harness.tap(id)
                model.formSymmetricDifference([id])
            case 1:
                // The app writes the binding, sometimes naming identities the data never had.
                let written = Set(ids.filter { _ in Bool.random(using: &random) } + (Bool.random(using: &random) ? [999] : []))
                harness.bound = written
                harness.update()
                model = written.intersection(ids)
            case 2 where !ids.isEmpty:
                harness.items.remove(at: Int.random(in: 0..<ids.count, using: &random))
                harness.update()
                model.formIntersection(harness.items.map(\.id))
            case 3 where ids.count < 10:
                harness.items.insert(TestItem(id: nextID), at: Int.random(in: 0...ids.count, using: &random))
                nextID += 1
                harness.update()
            case 4 where ids.count >= 2:
                let from = ids.randomElement(using: &random)!
                let onto = ids.filter { $0 != from }.randomElement(using: &random)!
                try harness.drag(from, onto: onto)
                harness.update()
            default:
                harness.items.shuffle(using: &random)
                harness.update()
            }
            let order = harness.items.map(\.id)
            #expect(harness.bound == model, "step \(step)")
            #expect(harness.listSelection == order.filter(model.contains), "step \(step)")
            #expect(harness.shownSelected == harness.shownIdentities.filter(model.contains), "step \(step)")
            #expect(harness.shownIdentities == order, "step \(step)")
        }
    }
}
