import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import PropertySeeds
import Testing
import UIKitStandIn

/// Issue 22 item 4, under any input: a feed whose even sections scroll across and odd ones flow down the
/// list, through a sectioned diffable data source, gets random taps on cards and rows, selections and
/// deselections by code, snapshots (items deleted, inserted and moved, between rows and sections too;
/// sections deleted, inserted and moved), scrolls down the feed and across rows. After every step the
/// selection is the one a model keeps by identity, as `UICollectionView` keeps it through
/// `apply(_:animatingDifferences:)` (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/apply(_:animatingdifferences:completion:):
/// selected items stay selected where they move, deleted ones leave the selection), and every loaded
/// card and row shows it.
@Suite struct AcrossSelectionPropertyTests {
    @Test func theSelectionFollowsItsItemsAcrossRowsAndSectionsThroughAnyChange() async {
        await seededPropertyCheck("uikit.across-selection", count: 12) { seed in
            try await MainActor.run { try Self.replay(seed: seed) }
        }
    }

    @MainActor
    private static func replay(seed: UInt64) throws {
        let clock = TestClock()
        var random = SplitMix64(seed: seed)
        let multiple = Bool.random(using: &random)
        let list = makeCardList(clock: clock)
        list.allowsMultipleSelection = multiple
        TestWindow.show(list)
        let dataSource = RecyclingListViewSectionedDiffableDataSource<Int, Int>(listView: list) { list, _, id in
            let view = list.dequeueReusableView(withIdentifier: "row", for: 0)
            (view as? SizedRowView)?.row = id
            return view
        }
        kept.append(dataSource)
        dataSource.acrossLayoutProvider = { _, section in section.isMultiple(of: 2) ? AcrossSectionLayout(itemWidth: 100, rowHeight: 80, itemSpacing: 10) : nil }
        var snapshot = SectionedListSnapshot<Int, Int>()
        var nextSection = 0
        var nextItem = 0
        for _ in 0..<Int.random(in: 1...6, using: &random) {
            try snapshot.appendSections([nextSection])
            let count = Int.random(in: 0...12, using: &random)
            try snapshot.appendItems(Array(nextItem..<(nextItem + count)), toSection: nextSection)
            nextSection += 1
            nextItem += count
        }
        try dataSource.apply(snapshot, animatingDifferences: false)
        list.layoutIfNeeded()
        var selected: Set<Int> = []
        var steps: [String] = []

        func select(_ item: Int, byTap: Bool) {
            if !multiple {
                selected = [item]
            } else if byTap, selected.contains(item) {
                selected.remove(item)
            } else {
                selected.insert(item)
            }
        }

        /// The cards and rows wholly on screen, with their identities.
        func tappable() -> [(UIView, Int)] {
            let screen = CGRect(x: 0, y: list.contentOffset.y, width: 320, height: 480)
            var found: [(UIView, Int)] = []
            for view in list.loadedRowViews {
                if let row = view as? AcrossRowView {
                    guard screen.contains(row.frame) else { continue }
                    let shown = CGRect(x: row.contentOffset.x, y: 0, width: 320, height: 80)
                    found += row.itemViews.sorted { $0.key < $1.key }.compactMap { _, card in
                        shown.contains(card.frame) ? (card as? SizedRowView).map { ($0, $0.row) } : nil
                    }
                } else if let card = view as? SizedRowView, screen.contains(card.frame) {
                    found.append((card, card.row))
                }
            }
            return found
        }

        /// A random change of the data: items deleted, inserted, moved anywhere; sections deleted,
        /// inserted, moved.
        func changeData() throws -> String {
            var next = dataSource.snapshot()
            let items = next.itemIdentifiers
            let deleted = items.filter { _ in Int.random(in: 0..<6, using: &random) == 0 }
            try next.deleteItems(deleted)
            for _ in 0..<Int.random(in: 0...2, using: &random) {
                let remaining = next.itemIdentifiers
                guard remaining.count > 1, let item = remaining.randomElement(using: &random),
                      let other = remaining.randomElement(using: &random), other != item else { continue }
                try next.moveItem(item, beforeItem: other)
            }
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                if let other = next.itemIdentifiers.randomElement(using: &random) {
                    try next.insertItems([nextItem], afterItem: other)
                } else if let section = next.sectionIdentifiers.randomElement(using: &random) {
                    try next.appendItems([nextItem], toSection: section)
                } else {
                    continue
                }
                nextItem += 1
            }
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                if next.numberOfSections > 1, let section = next.sectionIdentifiers.randomElement(using: &random) { try next.deleteSections([section]) }
            case 1:
                try next.appendSections([nextSection])
                try next.appendItems(Array(nextItem..<(nextItem + 5)), toSection: nextSection)
                nextSection += 1
                nextItem += 5
            case 2:
                if next.numberOfSections > 1, let section = next.sectionIdentifiers.last, let first = next.sectionIdentifiers.first {
                    try next.moveSection(section, beforeSection: first)
                }
            default:
                break
            }
            try dataSource.apply(next, animatingDifferences: false)
            selected.formIntersection(next.itemIdentifiers)
            return "snapshot of \(next.numberOfSections) sections, \(next.numberOfItems) items"
        }

        for _ in 0..<30 {
            switch Int.random(in: 0..<7, using: &random) {
            case 0, 1:
                guard let (view, item) = tappable().randomElement(using: &random), let window = list.window else { continue }
                steps.append("tap \(item)")
                window.standInTap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
                select(item, byTap: true)
            case 2:
                guard let item = dataSource.snapshot().itemIdentifiers.randomElement(using: &random) else { continue }
                steps.append("select \(item)")
                try dataSource.selectItem(item, animated: false, scrollPosition: Bool.random(using: &random) ? .start : nil)
                select(item, byTap: false)
            case 3:
                // Sorted: a set's order changes from run to run, and the seed must replay its case.
                guard let item = selected.sorted().randomElement(using: &random) else { continue }
                steps.append("deselect \(item)")
                try dataSource.deselectItem(item, animated: false)
                selected.remove(item)
            case 4:
                steps.append(try changeData())
            case 5:
                let height = max(0, list.contentSize.height - 480)
                list.contentOffset.y = CGFloat.random(in: 0...max(1, height), using: &random).rounded()
                steps.append("scroll to \(list.contentOffset.y)")
            default:
                guard let row = list.loadedRowViews.compactMap({ $0 as? AcrossRowView }).randomElement(using: &random) else { continue }
                row.contentOffset.x = CGFloat.random(in: 0...max(1, row.contentSize.width - 320), using: &random).rounded()
                steps.append("scroll a row to \(row.contentOffset.x)")
            }
            list.layoutIfNeeded()
            let shown = Set(dataSource.selectedItemIdentifiers)
            #expect(shown == selected, "seed \(seed) after \(steps)")
            #expect(dataSource.selectedItemIdentifiers.count == shown.count, "seed \(seed): an item selected twice after \(steps)")
            // Every loaded card and row shows its item's selection, and nothing shows a finger.
            var views: [UIView] = list.loadedRowViews.filter { !($0 is AcrossRowView) }
            views += list.acrossRowViews.values.flatMap { $0.itemViews.values }
            for case let cell as SelectableRowView in views {
                #expect(cell.isSelected == selected.contains(cell.row), "seed \(seed): item \(cell.row) shows the wrong state after \(steps)")
                #expect(!cell.isHighlighted, "seed \(seed): item \(cell.row) stays highlighted after \(steps)")
            }
            guard shown == selected else { return }
        }
    }

    @MainActor private static var kept: [AnyObject] = []
}
