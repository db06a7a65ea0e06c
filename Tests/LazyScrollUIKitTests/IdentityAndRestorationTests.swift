import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// Rows shown by a diffable data source: messages named "m<k>", 40 points tall plus 4 per k % 5, and
/// a version per message (a changed message is a new version).
@MainActor
final class Messages {
    var versions: [String: Int] = [:]
    var provided: [String] = []
    let dataSource: RecyclingListViewDiffableDataSource<String>

    static func height(of identifier: String) -> CGFloat {
        CGFloat(40 + (Int(identifier.dropFirst())! % 5) * 4)
    }

    init(list: RecyclingListView) {
        let log = ProvidedLog()
        dataSource = RecyclingListViewDiffableDataSource<String>(listView: list) { list, row, identifier in
            log.provide?(identifier)
            let view = list.dequeueReusableView(withIdentifier: "row", for: row)
            if let row = view as? MessageRowView {
                row.message = identifier
                row.height = Messages.height(of: identifier)
            }
            return view
        }
        log.provide = { [unowned self] in provided.append("\($0)v\(versions[$0, default: 0])") }
    }
}

/// Where the row provider reports the rows it makes, set once the data source exists.
@MainActor
final class ProvidedLog {
    var provide: ((String) -> Void)?
}

/// A message row as an Auto Layout cell is: its constraints give its height.
final class MessageRowView: SizedRowView {
    var message = ""
}

@MainActor
@Suite struct IdentityAndRestorationTests {
    let clock = TestClock()
    /// Data sources outlive the tests' locals: lists hold them weakly.
    static var keptAlive: [Messages] = []

    func makeList(size: CGSize = CGSize(width: 320, height: 480), name: String? = nil) -> (RecyclingListView, Messages) {
        let list = RecyclingListView(frame: CGRect(origin: .zero, size: size))
        list.clock = { [clock] in clock.now }
        list.armsTimers = false
        list.restorationIdentifier = name
        list.register(MessageRowView.self, forReuseIdentifier: "row")
        TestWindow.show(list)
        let messages = Messages(list: list)
        Self.keptAlive.append(messages)
        list.layoutIfNeeded()
        return (list, messages)
    }

    func rowView(_ list: RecyclingListView, showing message: String) -> MessageRowView? {
        list.subviews.lazy.compactMap { $0 as? MessageRowView }.first { $0.message == message }
    }

    /// Where the row showing `message` sits on screen.
    func onScreen(_ list: RecyclingListView, _ message: String) -> CGFloat? {
        rowView(list, showing: message).map { $0.frame.minY - list.contentOffset.y }
    }

    @Test func applyingNewIdentifiersKeepsRowsOnScreenWithTheirViews() throws {
        let (list, messages) = makeList()
        let all = (0..<1_000).map { "m\($0)" }
        try messages.dataSource.apply(all)
        list.scrollToRow(500, at: .start, animated: false)
        let shown = try #require(rowView(list, showing: "m502"))
        let loaded = Set(list.loadedRowViews.compactMap { ($0 as? MessageRowView)?.message })
        messages.provided = []

        // Three messages arrive at the top, m10 is deleted, m501 moves to the end, m503 is edited.
        messages.versions["m503"] = 1
        let next = ["n0", "n1", "n2"] + all.filter { $0 != "m10" && $0 != "m501" } + ["m501"]
        try messages.dataSource.apply(next, reloading: ["m503"])
        #expect(messages.dataSource.itemIdentifiers.identifiers == next)
        #expect(list.numberOfRows == 1_002)
        // m500, the first row on screen, stays put; m502 keeps its view and moves up into m501's place.
        #expect(onScreen(list, "m500") == 0)
        #expect(rowView(list, showing: "m502") === shown)
        #expect(onScreen(list, "m502") == Messages.height(of: "m500"))
        // The edited row was asked for again; every other row asked for was not loaded before (the rows
        // exposed at the bottom).
        #expect(messages.provided.first == "m503v1")
        #expect(messages.provided.dropFirst().allSatisfy { !loaded.contains(String($0.prefix { $0 != "v" })) })
        #expect(messages.dataSource.index(for: "m503") == 504 && messages.dataSource.itemIdentifier(for: 0) == "n0")
        #expect(messages.dataSource.itemIdentifier(for: 1_002) == nil)
    }

    @Test func duplicateOrUnknownIdentifiersAreRefusedAndChangeNothing() throws {
        let (list, messages) = makeList()
        try messages.dataSource.apply((0..<100).map { "m\($0)" })
        list.scrollToRow(40, at: .start, animated: false)
        let views = list.loadedRowViews.map(ObjectIdentifier.init)
        let offset = list.contentOffset

        #expect(throws: LazyScrollError.duplicateIdentity(identity: "m3", firstIndex: 3, secondIndex: 4)) {
            try messages.dataSource.apply(["m0", "m1", "m2", "m3", "m3"])
        }
        #expect(throws: LazyScrollError.invalidIdentifiers(.unknownIdentifier(identifier: "m100", role: "reload"))) {
            try messages.dataSource.apply((0..<100).map { "m\($0)" }, reloading: ["m100"])
        }
        #expect(messages.dataSource.itemIdentifiers.count == 100 && list.numberOfRows == 100)
        #expect(list.loadedRowViews.map(ObjectIdentifier.init) == views && list.contentOffset == offset)
    }

    @Test func aSavedPositionComesBackAfterARelaunchWithChangedRows() throws {
        let (list, messages) = makeList(name: "inbox")
        let all = (0..<2_000).map { "m\($0)" }
        try messages.dataSource.apply(all)
        // Scroll through the first half so that its rows are measured, and stop at row 900, 12 points down.
        for row in stride(from: 0, through: 900, by: 10) { list.scrollToRow(row, at: .start, animated: false) }
        list.contentOffset.y -= 12
        let place = try #require(onScreen(list, "m900"))
        let saved = try #require(messages.dataSource.scrollPosition)
        #expect(saved.anchor == "m900" && saved.anchorOffsetInViewport == 12 && saved.listIdentifier == "inbox")
        let data = try JSONEncoder().encode(saved)

        // Relaunch: 50 new messages at the top and m900 deleted; the list has only measured its first rows.
        let (relaunched, newMessages) = makeList(name: "inbox")
        let now = (0..<50).map { "n\($0)" } + all.filter { $0 != "m900" }
        try newMessages.dataSource.apply(now)
        try newMessages.dataSource.restoreScrollPosition(JSONDecoder().decode(ScrollPositionSnapshot<String>.self, from: data))
        // m901 (the later of m899 and m901) takes m900's place, and the saved heights are back.
        #expect(onScreen(relaunched, "m901") == place)
        let base = try #require(relaunched.driver?.controller.virtualizer.items.base)
        #expect(try base.extent(of: 50 + 899) == Messages.height(of: "m899") && base.isMeasured(50 + 899))
        #expect(try !base.isMeasured(50 + 1_500))
    }

    @Test func aPositionFromAnotherListIsRefusedAndChangesNothing() throws {
        let (list, messages) = makeList(name: "inbox")
        try messages.dataSource.apply((0..<300).map { "m\($0)" })
        list.scrollToRow(100, at: .start, animated: false)
        let saved = try #require(messages.dataSource.scrollPosition)
        let (other, otherMessages) = makeList(name: "archive")
        try otherMessages.dataSource.apply((0..<300).map { "m\($0)" })
        let offset = other.contentOffset
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.otherList(saved: "inbox", restoring: "archive"))) {
            try otherMessages.dataSource.restoreScrollPosition(saved)
        }
        #expect(other.contentOffset == offset)
    }

    @Test func aPositionRestoredBeforeTheListHasASizeIsAppliedWhenItGetsOne() throws {
        let (list, messages) = makeList(name: "inbox")
        try messages.dataSource.apply((0..<300).map { "m\($0)" })
        list.scrollToRow(120, at: .start, animated: false)
        let saved = try #require(messages.dataSource.scrollPosition)

        let (unsized, newMessages) = makeList(size: .zero, name: "inbox")
        try newMessages.dataSource.apply((0..<300).map { "m\($0)" })
        #expect(unsized.driver == nil && newMessages.dataSource.scrollPosition == nil)
        try newMessages.dataSource.restoreScrollPosition(saved)
        // Checked at once, though it is applied later.
        #expect(throws: LazyScrollError.invalidIdentifiers(.countMismatch(identifiers: 2, items: 300))) {
            try unsized.restoreScrollPosition(saved, identifiers: ItemIdentifiers(["m0", "m1"]))
        }
        unsized.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        unsized.layoutIfNeeded()
        #expect(onScreen(unsized, "m120") == 0)
    }

    @Test func aPagerTurnsToTheSavedPageWhereverItWent() throws {
        let (pager, source) = makePager(count: 10, clock: clock)
        pager.restorationIdentifier = "photos"
        pager.scrollToPage(7, animated: false)
        let photos = try ItemIdentifiers((0..<10).map { "photo-\($0)" })
        let saved = try #require(try pager.scrollPosition(identifiers: photos))
        #expect(saved.page == 7 && saved.anchor == "photo-7")

        // Photos 0 and 1 were deleted: photo 7 is page 5 now.
        source.count = 8
        pager.reloadData()
        pager.layoutIfNeeded()
        try pager.restoreScrollPosition(saved, identifiers: ItemIdentifiers((2..<10).map { "photo-\($0)" }))
        #expect(pager.currentPage == 5 && pager.shownPages.contains(5))
        #expect(pager.contentOffset.x == CGFloat(5 * 320))
        #expect(throws: LazyScrollError.incompatibleScrollPosition(.otherContent(savedPaged: false))) {
            let list = try ScrollController(content: .items(.uniform(UniformExtents(count: 8, itemExtent: 40))), viewportSize: CGSize(width: 320, height: 480))
            try pager.restoreScrollPosition(list.scrollPosition(identifiers: ItemIdentifiers((2..<10).map { "photo-\($0)" }), listIdentifier: "photos"),
                                            identifiers: ItemIdentifiers((2..<10).map { "photo-\($0)" }))
        }
        #expect(pager.currentPage == 5)
    }
}
