import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Issue 23, item 6: a `RecyclingList`'s selection binding (`Binding<Set<ID>>` or `Binding<ID?>`, as
/// SwiftUI's `List(_:selection:)` takes them) and the list's selection kept in step by identity: taps
/// write the binding, the binding selects rows, deleted identities leave the binding, and the selection
/// follows its rows through the data's changes.
@MainActor
@Suite struct ListSelectionTests {
    @Test func aTapTogglesARowOfAMultipleSelectionAndWritesTheBinding() throws {
        let harness = ListHarness(count: 50) { $0.selectionKind = .multiple }
        #expect(harness.list.allowsSelection && harness.list.allowsMultipleSelection)
        try harness.tap(2)
        try harness.tap(5)
        #expect(harness.bound == [2, 5])
        #expect(harness.shownSelected == [2, 5])
        try harness.tap(2)
        #expect(harness.bound == [5])
        #expect(harness.boundWrites == [[2], [2, 5], [5]])
        // SwiftUI's next update brings back what the list wrote: nothing changes, nothing is written.
        harness.update()
        #expect(harness.listSelection == [5])
        #expect(harness.boundWrites.count == 3)
    }

    @Test func aTapReplacesTheRowOfASingleSelection() throws {
        let harness = ListHarness(count: 50) { $0.selectionKind = .single }
        #expect(harness.list.allowsSelection && !harness.list.allowsMultipleSelection)
        try harness.tap(2)
        #expect(harness.bound == [2])
        try harness.tap(5)
        #expect(harness.bound == [5])
        #expect(harness.shownSelected == [5])
    }

    @Test func withoutABindingATapSelectsNothing() throws {
        let harness = ListHarness(count: 50)
        try harness.tap(2)
        #expect(!harness.list.allowsSelection)
        #expect(harness.list.selectedRows.isEmpty)
        #expect(harness.shownSelected.isEmpty)
    }

    @Test func writingTheBindingSelectsTheRowsAndTheRowsShowIt() {
        let harness = ListHarness(count: 50) { $0.selectionKind = .multiple }
        harness.bound = [7, 3]
        harness.update()
        #expect(harness.listSelection == [3, 7])
        #expect(harness.shownSelected == [3, 7])
        harness.bound = [4]
        harness.update()
        #expect(harness.listSelection == [4])
        #expect(harness.shownSelected == [4])
        // The app's own writes are not written back.
        #expect(harness.boundWrites.isEmpty)
        harness.bound = []
        harness.update()
        #expect(harness.list.selectedRows.isEmpty)
    }

    @Test func anIdentityNotInTheDataIsDroppedFromTheBindingAfterTheUpdate() {
        let harness = ListHarness(count: 50) { $0.selectionKind = .multiple }
        harness.bound = [3, 999]
        harness.update()
        #expect(harness.listSelection == [3])
        #expect(harness.bound == [3])
        #expect(harness.boundWrites == [[3]])
    }

    @Test func deletingASelectedElementDropsItFromTheBindingAndTheRestKeepTheirRows() throws {
        let harness = ListHarness(count: 50) { $0.selectionKind = .multiple }
        try harness.tap(3)
        try harness.tap(6)
        harness.items.removeAll { $0.id == 3 }
        // Rows inserted above: the selection goes with its identity, not its index.
        harness.items.insert(contentsOf: [TestItem(id: 100), TestItem(id: 101)], at: 0)
        harness.update()
        #expect(harness.bound == [6])
        #expect(harness.listSelection == [6])
        #expect(harness.list.selectedRows.ranges == [7..<8])
        #expect(harness.shownSelected == [6])
    }

    @Test func deletingTheSelectedElementOfASingleSelectionMakesItNil() throws {
        let harness = ListHarness(count: 50) { $0.selectionKind = .single }
        try harness.tap(4)
        harness.items.remove(at: 4)
        harness.update()
        #expect(harness.bound.isEmpty)
        #expect(harness.boundWrites.last == [])
        #expect(harness.list.selectedRows.isEmpty)
    }

    @Test func aReorderOfTheDataKeepsTheSelectionWithItsRow() throws {
        let harness = ListHarness(count: 50) { $0.selectionKind = .multiple }
        try harness.tap(1)
        harness.items.swapAt(1, 8)
        harness.update()
        #expect(harness.list.selectedRows.ranges == [8..<9])
        #expect(harness.bound == [1])
    }
}
