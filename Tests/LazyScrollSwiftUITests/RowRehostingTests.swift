import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// SwiftUI rows cost nothing on updates that do not change them, and are measured again when their
/// hosted content changes height by itself (issue 21, item 6).
@MainActor
@Suite struct RowRehostingTests {
    @Test func aParentUpdateThatChangesNoElementReHostsAndMeasuresNoRow() throws {
        let harness = ListHarness(count: 10_000) { $0.comparesElements = true }
        harness.list.scrollToRow(5_000, at: .start, animated: false)
        harness.hosted = []
        // Typing in a composer beside the list: the parent's state changes, the messages do not. The
        // array is the same array: no identity is read again, no row re-hosted.
        let read = harness.identitiesRead
        for _ in 0..<5 { harness.update() }
        #expect(harness.hosted == [])
        #expect(harness.identitiesRead == read)
        // One element changes: only its row is hosted and measured again, and grows.
        let index = try #require(harness.items.firstIndex { $0.id == 5_001 })
        harness.items[index].height = 90
        harness.update()
        #expect(harness.identitiesRead == read + 10_000)
        #expect(harness.hosted == [5_001])
        #expect(harness.rowView(showing: 5_001)?.frame.height == 90)
        #expect(harness.rowView(showing: 5_002).map { $0.frame.minY } == harness.rowView(showing: 5_001).map { $0.frame.maxY })
    }

    @Test func withoutElementComparisonEveryLoadedRowIsReHostedOnEveryUpdate() {
        let harness = ListHarness(count: 100)
        let loaded = Set(harness.shownIdentities)
        harness.hosted = []
        harness.update()
        #expect(Set(harness.hosted) == loaded)
        #expect(harness.hosted.count == loaded.count)
    }

    @Test func elementsAreComparedWithTheirOwnEqualityAndOnlyWhenEquatable() {
        let equal = ElementComparison.equality(of: TestItem.self)
        #expect(equal?(TestItem(id: 1), TestItem(id: 1)) == true)
        #expect(equal?(TestItem(id: 1), TestItem(id: 1, height: 50)) == false)
        final class Reference {}
        #expect(ElementComparison.equality(of: Reference.self) == nil)
    }

    @Test func aRowWhoseHostedContentChangesHeightIsMeasuredAgainAndTheRowsBelowMove() throws {
        let harness = ListHarness(count: 50)
        let row = try #require(harness.rowView(showing: 3))
        let below = try #require(harness.rowView(showing: 4))
        #expect(row.frame.height == 44)
        // The row's own SwiftUI state makes it taller (no update of the list): its content reports it.
        row.height = 100
        row.hostedContentHeightDidChange(to: 100)
        harness.list.layoutIfNeeded()
        #expect(row.frame.height == 100)
        #expect(below.frame.minY == row.frame.maxY)
        #expect(harness.hosted.filter { $0 == 3 }.count == 1)
    }

    @Test func aReportOfTheHeightTheRowHasMeasuresNothing() throws {
        let harness = ListHarness(count: 50)
        let row = try #require(harness.rowView(showing: 3))
        // The content changed without telling its height (the stand-in's model): a report of the height
        // the row already has is not taken for a change, so the row keeps its frame.
        row.height = 100
        row.hostedContentHeightDidChange(to: 44)
        harness.list.layoutIfNeeded()
        #expect(row.frame.height == 44)
        row.hostedContentHeightDidChange(to: .nan)
        harness.list.layoutIfNeeded()
        #expect(row.frame.height == 44)
    }
}
