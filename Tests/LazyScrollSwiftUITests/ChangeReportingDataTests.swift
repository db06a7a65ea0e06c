import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// A chat's messages as `ChangeReportingCollection`: `history` messages made from their number, older
/// ones loaded above them (negative identities) and ones sent below; it says what was prepended and
/// appended since an earlier value.
struct ReportedMessages: ChangeReportingCollection, Equatable {
    var history: Int
    var older = 0
    var sent = 0
    /// What `changes(since:)` answers instead of the truth, when set (a data source that is wrong).
    var reportsNothing = false
    var reportedInsertions: [Int]?

    var startIndex: Int { 0 }
    var endIndex: Int { older + history + sent }
    subscript(position: Int) -> TestItem { TestItem(id: position - older) }

    func offset(of id: Int) -> Int? {
        indices.contains(id + older) ? id + older : nil
    }

    func changes(since earlier: ReportedMessages) -> BatchUpdate? {
        if reportsNothing { return nil }
        if let reportedInsertions { return BatchUpdate(insertions: reportedInsertions) }
        guard history == earlier.history, older >= earlier.older, sent >= earlier.sent else { return nil }
        let prepended = older - earlier.older
        return BatchUpdate(insertions: Array(0..<prepended) + Array((endIndex - (sent - earlier.sent))..<endIndex))
    }
}

/// A SwiftUI list over `ReportedMessages`, as its representable drives it, counting the identities it
/// reads.
@MainActor
final class ReportedMessagesList {
    let coordinator = ListCoordinator<ReportedMessages, Int>(rowViewClass: HostedTestView.self)
    let afterUpdate = AfterUpdateQueue()
    var messages: ReportedMessages
    var settings = ListSettings()
    /// How many identities the list read from elements.
    var identitiesRead = 0
    var list: RecyclingListView { coordinator.listView }

    init(_ messages: ReportedMessages, anchoring: ContentAnchoring = .keepVisibleItems) {
        self.messages = messages
        settings.anchoring = anchoring
        list.clock = { 0 }
        list.armsTimers = false
        coordinator.schedule = { [afterUpdate] in afterUpdate.schedule($0) }
        update()
        TestWindow.show(list)
        list.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        list.layoutIfNeeded()
        afterUpdate.run()
    }

    /// One SwiftUI update, identifying rows by `id` (or by another key path, whose identities are not
    /// the elements' `id`), with a selection binding or none.
    func update(identifiedByID: Bool = true, selection: ListSelectionBinding<Int>? = nil) {
        coordinator.update(
            data: messages, identity: { [unowned self] in
                self.identitiesRead += 1
                return identifiedByID ? $0.id : $0.id + 1_000_000
            }, isUnchanged: ElementComparison.equality(of: TestItem.self), settings: settings,
            configure: { view, item in (view as? HostedTestView)?.element = item.id },
            loadMore: [:], scroller: nil, selection: selection)
        list.layoutIfNeeded()
        afterUpdate.run()
    }

    /// The identities shown by the loaded rows, top to bottom.
    var shown: [Int] {
        list.loadedRowViews.compactMap { ($0 as? HostedTestView)?.element }
    }
}

/// A list of ten million rows whose data says how it changed costs O(changes) per change (issue 21,
/// item 10: the SwiftUI chat at 10M): it reads the identities of the rows it loads, not of every row.
@MainActor
@Suite struct ChangeReportingDataTests {
    @Test func anAppendToTenMillionRowsReadsOnlyTheIdentitiesOfLoadedRows() {
        let chat = ReportedMessagesList(ReportedMessages(history: 10_000_000), anchoring: .end)
        #expect(chat.identitiesRead < 100)
        #expect(chat.shown.last == 9_999_999)
        chat.identitiesRead = 0
        chat.messages.sent += 1
        chat.update()
        // Two ends checked, and the loaded rows (about a screenful): nowhere near ten million.
        #expect(chat.identitiesRead < 100)
        #expect(chat.list.numberOfRows == 10_000_001)
        // The chat at its end follows the new message, which the list found by the batch update.
        #expect(chat.shown.last == 10_000_000)
        #expect(chat.coordinator.listView.isAtEnd)
    }

    @Test func olderMessagesPrependedKeepTheRowsOnScreenWhereTheyWere() throws {
        let chat = ReportedMessagesList(ReportedMessages(history: 10_000_000))
        chat.list.contentOffset.y = 44 * 1000
        chat.list.layoutIfNeeded()
        let top = try #require(chat.shown.first { id in
            chat.list.loadedRowViews.contains { ($0 as? HostedTestView)?.element == id && $0.frame.minY >= chat.list.contentOffset.y }
        })
        let view = try #require(chat.list.loadedRowViews.first { ($0 as? HostedTestView)?.element == top })
        let screenY = view.frame.minY - chat.list.contentOffset.y
        chat.identitiesRead = 0
        chat.messages.older += 50
        chat.update()
        #expect(chat.identitiesRead < 100)
        #expect(chat.list.numberOfRows == 10_000_050)
        // The same view shows the same message at the same place on screen, 50 rows further down.
        #expect(view.frame.minY - chat.list.contentOffset.y == screenY)
        #expect((view as? HostedTestView)?.element == top)
    }

    @Test func dataThatCannotTellItsChangesIsComparedByIdentity() {
        var messages = ReportedMessages(history: 1_000)
        messages.reportsNothing = true
        let chat = ReportedMessagesList(messages)
        chat.identitiesRead = 0
        chat.messages.sent += 1
        chat.update()
        // Every identity, old and new, once: the difference of identities.
        #expect(chat.identitiesRead >= 1_001)
        #expect(chat.list.numberOfRows == 1_001)
        #expect(chat.shown.first == 0)
    }

    @Test func aReportedChangeWhoseCountsDoNotAddUpIsReplacedByTheDifferenceOfIdentities() {
        let chat = ReportedMessagesList(ReportedMessages(history: 100))
        // Says one row arrived when three did.
        chat.messages.reportedInsertions = [100]
        chat.messages.sent += 3
        chat.update()
        #expect(chat.list.numberOfRows == 103)
        chat.list.contentOffset.y = chat.list.contentSize.height - 480
        chat.list.layoutIfNeeded()
        #expect(chat.shown.suffix(3) == [100, 101, 102])
    }

    @Test func aSelectionMapsTheIdentitiesAndKeepsItsRowThroughAnAppend() throws {
        let chat = ReportedMessagesList(ReportedMessages(history: 1_000))
        var bound: Set<Int> = [5]
        let selection = ListSelectionBinding<Int>.multiple(get: { bound }, set: { bound = $0 })
        chat.identitiesRead = 0
        chat.messages.sent += 1
        chat.update(selection: selection)
        // The selection reads every identity on every update: they are mapped (once per change).
        #expect(chat.identitiesRead >= 1_001)
        let identified = try ItemIdentifiers(chat.coordinator.identities)
        #expect(try chat.list.selectedIdentifiers(in: identified) == [5])
        chat.messages.older += 2
        chat.update(selection: selection)
        #expect(try chat.list.selectedIdentifiers(in: ItemIdentifiers(chat.coordinator.identities)) == [5])
        #expect(bound == [5])
    }

    @Test func aListIdentifiedByAnotherKeyPathMapsItsIdentities() {
        let chat = ReportedMessagesList(ReportedMessages(history: 1_000))
        chat.identitiesRead = 0
        chat.messages.older += 1
        chat.update(identifiedByID: false)
        // The data's offsets are for `id`, not for these identities: they are mapped.
        #expect(chat.identitiesRead >= 1_001)
        #expect(chat.coordinator.identities.first == 999_999)
        #expect(chat.list.numberOfRows == 1_001)
    }
}
