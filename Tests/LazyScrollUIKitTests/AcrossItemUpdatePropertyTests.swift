import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import PropertySeeds
import Testing
import UIKitStandIn

/// Issue 22 (animated updates), under any input: rows scrolling across, through a sectioned diffable
/// data source, get random snapshots (items deleted, inserted and moved, within a row and between
/// rows), applied with animation or without (`apply(_:animatingDifferences:)`, which runs
/// `performBatchUpdates`: https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource/apply(_:animatingdifferences:completion:)),
/// scrolls across rows and selections by code. Against an array model after every step: every loaded
/// card shows the item at its path, a card loaded before and after a change is the same view object
/// (cells of items that stay are kept), the data source was asked only for items that had no card
/// before (inserted ones, or ones the change brought into a row's windows), `willDisplay` and
/// `didEndDisplaying` pair up with the cards in view, and the selection follows its items.
@Suite struct AcrossItemUpdatePropertyTests {
    @Test func rowsKeepTheCardsOfItemsThatStayThroughAnyChangeAmongTheirItems() async {
        await seededPropertyCheck("uikit.across-item-updates", count: 8) { seed in
            try await MainActor.run { try Self.replay(seed: seed) }
        }
    }

    @MainActor
    private static func replay(seed: UInt64) throws {
        let clock = TestClock()
        var random = SplitMix64(seed: seed)
        let list = makeCardList(clock: clock)
        list.allowsMultipleSelection = true
        if Bool.random(using: &random) { list.semanticContentAttribute = .forceRightToLeft }
        TestWindow.show(list)
        let log = AcrossDisplayLog()
        list.delegate = log
        var asked: [Int] = []
        let dataSource = RecyclingListViewSectionedDiffableDataSource<Int, Int>(listView: list) { list, _, id in
            asked.append(id)
            let view = list.dequeueReusableView(withIdentifier: "row", for: 0)
            (view as? SizedRowView)?.row = id
            return view
        }
        kept += [dataSource, log]
        dataSource.acrossLayoutProvider = { _, _ in AcrossSectionLayout(itemWidth: 100, rowHeight: 80, itemSpacing: 10) }
        var snapshot = SectionedListSnapshot<Int, Int>()
        var nextItem = 0
        for section in 0..<Int.random(in: 1...3, using: &random) {
            try snapshot.appendSections([section])
            let count = Int.random(in: 0...30, using: &random)
            try snapshot.appendItems(Array(nextItem..<(nextItem + count)), toSection: section)
            nextItem += count
        }
        try dataSource.apply(snapshot, animatingDifferences: false)
        list.layoutIfNeeded()
        var selected: Set<Int> = []
        var steps: [String] = []

        /// Every loaded card of every row, by the item it shows: its view and the section identifier of its row.
        func loadedCards() -> [Int: (view: ObjectIdentifier, section: Int)] {
            var cards: [Int: (view: ObjectIdentifier, section: Int)] = [:]
            let sections = dataSource.snapshot().sectionIdentifiers
            for row in list.acrossRowViews.values {
                guard let section = row.section else { continue }
                for view in row.itemViews.values { cards[(view as! SizedRowView).row] = (ObjectIdentifier(view), sections[section]) }
            }
            return cards
        }

        for _ in 0..<24 {
            let before = loadedCards()
            asked = []
            var changed = false
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1, 2:
                var next = dataSource.snapshot()
                let deleted = next.itemIdentifiers.filter { _ in Int.random(in: 0..<6, using: &random) == 0 }
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
                let animated = Bool.random(using: &random)
                try dataSource.apply(next, animatingDifferences: animated)
                selected.formIntersection(next.itemIdentifiers)
                steps.append("\(animated ? "animated " : "")snapshot of \(next.numberOfItems) items")
                changed = true
                if animated {
                    // Every card that stays is drawn while the animation runs; the end recycles the faded ones.
                    clock.runFrames(while: { list.acrossRows.isAnimating || list.driver?.controller.isAnimating == true }, tick: list.tick)
                }
            case 3:
                guard let item = dataSource.snapshot().itemIdentifiers.randomElement(using: &random) else { continue }
                steps.append("select \(item)")
                try dataSource.selectItem(item, animated: false, scrollPosition: nil)
                selected.insert(item)
            default:
                guard let row = list.acrossRowViews.values.sorted(by: { $0.frame.minY < $1.frame.minY }).randomElement(using: &random) else { continue }
                row.contentOffset.x = CGFloat.random(in: 0...max(1, row.contentSize.width - 320), using: &random).rounded()
                steps.append("scroll a row to \(row.contentOffset.x)")
            }
            list.layoutIfNeeded()
            let current = dataSource.snapshot()
            let after = loadedCards()
            for row in list.acrossRowViews.values {
                guard let section = row.section else { continue }
                let items = try current.itemIdentifiers(inSection: current.sectionIdentifiers[section])
                for (item, view) in row.itemViews {
                    #expect(items.indices.contains(item) && items[item] == (view as! SizedRowView).row, "seed \(seed): card \(item) of section \(section) after \(steps)")
                }
                #expect(row.disappearingItemViews.isEmpty, "seed \(seed): faded cards kept after \(steps)")
            }
            if changed {
                // An item that moves to another row is deleted from one and inserted into the other.
                let stayed = after.filter { before[$0.key]?.section == $0.value.section }
                for (item, card) in stayed {
                    #expect(before[item]?.view == card.view, "seed \(seed): card \(item) was made again after \(steps)")
                }
                let again = asked.filter { stayed[$0] != nil }
                #expect(again.isEmpty, "seed \(seed): asked again for \(again) after \(steps)")
            }
            let displayed = Set(list.acrossRowViews.values.flatMap { $0.displayedItems.values.map(ObjectIdentifier.init) })
            #expect(Set(log.displayed.keys) == displayed, "seed \(seed): display unbalanced after \(steps)")
            #expect(log.unbalanced.isEmpty, "seed \(seed): \(log.unbalanced) after \(steps)")
            #expect(Set(dataSource.selectedItemIdentifiers) == selected, "seed \(seed): selection after \(steps)")
            for row in list.acrossRowViews.values {
                for case let card as SelectableRowView in row.itemViews.values {
                    #expect(card.isSelected == selected.contains(card.row), "seed \(seed): card \(card.row) shows the wrong state after \(steps)")
                }
            }
            if !log.unbalanced.isEmpty { return }
        }
    }

    @MainActor private static var kept: [AnyObject] = []
}
