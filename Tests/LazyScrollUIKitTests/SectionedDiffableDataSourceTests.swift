import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// The diffable data source over sections (issue 22 item 6): `SectionedListSnapshot` as
/// `NSDiffableDataSourceSnapshot` documents its operations
/// (https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot), except that a
/// duplicate identifier throws where UIKit stops the app, with the snapshot unchanged.
@MainActor
@Suite struct SectionedDiffableDataSourceTests {
    let clock = TestClock()
    typealias Snapshot = SectionedListSnapshot<String, Int>

    /// Data sources outlive the tests' locals: lists hold them weakly.
    static var kept: [AnyObject] = []

    /// A list with a sectioned diffable data source: 44-point rows showing their identifiers, 30-point
    /// headers; `asked` counts the items asked for.
    func makeList(asked: Box = Box()) -> (RecyclingListView, RecyclingListViewSectionedDiffableDataSource<String, Int>) {
        let list = RecyclingListView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.clock = { [clock] in clock.now }
        list.armsTimers = false
        list.register(SizedRowView.self, forReuseIdentifier: "row")
        list.register(SectionHeaderView.self, forSupplementaryViewOfKind: .header, withReuseIdentifier: "title")
        TestWindow.show(list)
        let dataSource = RecyclingListViewSectionedDiffableDataSource<String, Int>(listView: list) { list, path, id in
            asked.items.append(id)
            let view = list.dequeueReusableView(withIdentifier: "row", for: 0)
            (view as? SizedRowView)?.row = id
            return view
        }
        dataSource.supplementaryViewProvider = { list, kind, section, _ in
            let view = list.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: section)
            (view as? SectionHeaderView)?.section = section
            (view as? SectionHeaderView)?.height = 30
            return view
        }
        Self.kept.append(dataSource)
        list.layoutIfNeeded()
        return (list, dataSource)
    }

    final class Box {
        var items: [Int] = []
    }

    func snapshot(_ sections: [(String, [Int])]) throws -> Snapshot {
        var snapshot = Snapshot()
        for (section, items) in sections {
            try snapshot.appendSections([section])
            try snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    @Test func anAppliedSnapshotShowsItsSectionsAndItems() throws {
        let (list, dataSource) = makeList()
        try dataSource.apply(snapshot([("A", [1, 2, 3]), ("B", [4, 5])]), animatingDifferences: false)
        list.layoutIfNeeded()
        #expect(list.numberOfSections == 2)
        #expect(list.numberOfItems(inSection: 1) == 2)
        // A: header 30, three rows of 44 (162); B's header at 162, item 5 at 162 + 30 + 44.
        #expect(list.sectionView(.header, 1)?.frame.minY == 162)
        #expect(list.rowView(showing: 5)?.frame.minY == 236)
        #expect(dataSource.path(for: 5) == ItemPath(section: 1, item: 1))
        #expect(dataSource.itemIdentifier(for: ItemPath(section: 0, item: 2)) == 3)
        #expect(dataSource.sectionIdentifier(for: 1) == "B")
        #expect(dataSource.index(for: "B") == 1)
        #expect(dataSource.snapshot().itemIdentifiers == [1, 2, 3, 4, 5])
    }

    @Test func itemsThatStayKeepTheirViewsThroughMovesAcrossSections() throws {
        let asked = Box()
        let (list, dataSource) = makeList(asked: asked)
        try dataSource.apply(snapshot([("A", [1, 2, 3]), ("B", [4, 5])]), animatingDifferences: false)
        list.layoutIfNeeded()
        let two = try #require(list.rowView(showing: 2))
        let five = try #require(list.rowView(showing: 5))
        asked.items = []
        var next = dataSource.snapshot()
        try next.insertSections(["Z"], beforeSection: "A")
        try next.appendItems([9], toSection: "Z")
        try next.moveItem(2, afterItem: 5)
        try next.deleteItems([3])
        try dataSource.apply(next, animatingDifferences: false)
        list.layoutIfNeeded()
        #expect(list.numberOfSections == 3)
        #expect(dataSource.path(for: 2) == ItemPath(section: 2, item: 2))
        #expect(list.rowView(showing: 2) === two)
        #expect(list.rowView(showing: 5) === five)
        #expect(list.rowView(showing: 3) == nil)
        // Only the new item was asked for.
        #expect(asked.items == [9])
        // Z: 30 + 44; A: 30 + 44; B: header at 148, then 4, 5, 2.
        #expect(abs(two.frame.minY - (148 + 30 + 88)) < 1e-9)
    }

    @Test func reloadedItemsAndSectionsAreAskedForAgainAndOnlyThey() throws {
        let asked = Box()
        let (list, dataSource) = makeList(asked: asked)
        try dataSource.apply(snapshot([("A", [1, 2]), ("B", [3, 4])]), animatingDifferences: false)
        list.layoutIfNeeded()
        asked.items = []
        var next = dataSource.snapshot()
        try next.reloadItems([2])
        try next.reloadSections(["B"])
        try dataSource.apply(next, animatingDifferences: false)
        list.layoutIfNeeded()
        #expect(asked.items.sorted() == [2, 3, 4])
        // The reload marks are not kept: applying the snapshot again asks for nothing.
        asked.items = []
        try dataSource.apply(dataSource.snapshot(), animatingDifferences: false)
        #expect(asked.items.isEmpty)
    }

    @Test func duplicateIdentifiersThrowAndLeaveTheSnapshotUnchanged() throws {
        var snapshot = try snapshot([("A", [1, 2]), ("B", [3])])
        func contents(_ s: Snapshot) -> String { "\(s.sectionIdentifiers) \(s.itemIdentifiers)" }
        let before = contents(snapshot)
        let sectionError = #expect(throws: LazyScrollError.self) { try snapshot.appendSections(["C", "A"]) }
        #expect(sectionError == .duplicateIdentity(identity: "A", firstIndex: 0, secondIndex: 3))
        #expect(throws: LazyScrollError.self) { try snapshot.insertSections(["C", "C"], beforeSection: "B") }
        // 3 is item 2 of all items; appended to A it would be item 2 too, pushing the other to 3.
        let itemError = #expect(throws: LazyScrollError.self) { try snapshot.appendItems([7, 3], toSection: "A") }
        #expect(itemError == .duplicateIdentity(identity: "3", firstIndex: 4, secondIndex: 3))
        #expect(throws: LazyScrollError.self) { try snapshot.insertItems([8, 8], afterItem: 1) }
        #expect(contents(snapshot) == before)
        // Unknown identifiers throw too, with nothing changed.
        for change: (inout Snapshot) throws -> Void in [
            { try $0.appendItems([9], toSection: "Q") }, { try $0.insertItems([9], beforeItem: 42) },
            { try $0.deleteItems([1, 42]) }, { try $0.deleteSections(["A", "Q"]) }, { try $0.moveItem(1, beforeItem: 42) },
            { try $0.moveSection("Q", afterSection: "A") }, { try $0.reloadItems([42]) }, { try $0.reloadSections(["Q"]) },
        ] {
            let error = #expect(throws: LazyScrollError.self) { try change(&snapshot) }
            guard case .invalidIdentifiers? = error else {
                Issue.record("expected unknown identifiers, got \(String(describing: error))")
                continue
            }
        }
        #expect(contents(snapshot) == before)
        var empty = Snapshot()
        #expect(throws: LazyScrollError.self) { try empty.appendItems([1]) }
    }

    @Test func snapshotOperationsMatchUIKits() throws {
        var snapshot = try snapshot([("A", [1, 2, 3]), ("B", [4]), ("C", [])])
        try snapshot.moveSection("C", beforeSection: "A")
        try snapshot.moveItem(1, afterItem: 4)
        try snapshot.insertItems([7], beforeItem: 2)
        try snapshot.deleteSections(["B"])
        #expect(snapshot.sectionIdentifiers == ["C", "A"])
        #expect(snapshot.itemIdentifiers == [7, 2, 3])
        #expect(snapshot.numberOfItems == 3)
        #expect(try snapshot.numberOfItems(inSection: "A") == 3)
        #expect(snapshot.sectionIdentifier(containingItem: 3) == "A")
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
        #expect(snapshot.indexOfItem(3) == 2)
        #expect(snapshot.indexOfSection("A") == 1)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test func selectedItemsFollowTheirIdentifiersThroughSnapshots() throws {
        let (list, dataSource) = makeList()
        list.allowsMultipleSelection = true
        try dataSource.apply(snapshot([("A", [1, 2, 3]), ("B", [4, 5])]), animatingDifferences: false)
        list.layoutIfNeeded()
        try dataSource.selectItem(2, animated: false, scrollPosition: nil)
        try dataSource.selectItem(5, animated: false, scrollPosition: nil)
        var next = dataSource.snapshot()
        try next.deleteItems([5])
        try next.moveItem(2, afterItem: 4)
        try next.insertSections(["Z"], beforeSection: "A")
        try next.appendItems([8], toSection: "Z")
        try dataSource.apply(next, animatingDifferences: true)
        #expect(dataSource.selectedItemIdentifiers == [2])
        #expect(list.selectedItemPaths == [ItemPath(section: 2, item: 1)])
        #expect(throws: LazyScrollError.self) { try dataSource.selectItem(5, animated: false, scrollPosition: nil) }
        try dataSource.deselectItem(2, animated: false)
        #expect(dataSource.selectedItemIdentifiers.isEmpty)
    }

    @Test func eachSectionTakesTheLayoutTheProviderGives() throws {
        let (list, dataSource) = makeList()
        dataSource.sectionLayoutProvider = { _, section in section == "Grid" ? .grid(ScrollGridLayout(columns: .fixed(2))) : nil }
        try dataSource.apply(snapshot([("List", [1, 2]), ("Grid", [3, 4, 5])]), animatingDifferences: false)
        list.layoutIfNeeded()
        // List: 30 + 88 = 118; Grid: its header, then two lines of two.
        #expect(list.rowView(showing: 2)?.frame == CGRect(x: 0, y: 74, width: 320, height: 44))
        #expect(list.rowView(showing: 4)?.frame == CGRect(x: 160, y: 148, width: 160, height: 44))
        #expect(list.rowView(showing: 5)?.frame == CGRect(x: 0, y: 192, width: 160, height: 44))
    }

    @Test func anAnimatedApplyFadesInsertedItemsIn() throws {
        let (list, dataSource) = makeList()
        try dataSource.apply(snapshot([("A", [1, 2])]), animatingDifferences: false)
        list.layoutIfNeeded()
        var next = dataSource.snapshot()
        try next.insertItems([9], beforeItem: 1)
        try dataSource.apply(next, animatingDifferences: true)
        let inserted = try #require(list.rowView(showing: 9))
        #expect(inserted.alpha == 0)
        #expect(list.rowView(showing: 1)?.frame.minY == 30)
        clock.now = 10
        list.tick()
        #expect(inserted.alpha == 1)
        #expect(list.rowView(showing: 1)?.frame.minY == 74)
    }
}
