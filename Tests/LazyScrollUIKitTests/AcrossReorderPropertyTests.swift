import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import PropertySeeds
import Testing
import UIKitStandIn

/// Issue 22, reordering the items of rows scrolling across under any input: two rows of self-sizing
/// cards get random drags along them (held, moved to random places, the clock run for random frames,
/// then dropped or cancelled), taps, selections by code and scrolls across. After every step the list
/// shows a model kept as an array per row: each loaded card is the model's item at its place, as wide
/// as its identity measures; the selection and the focus stay on their identities; a drop moved the
/// lifted item from its path to the session's drop index (`collectionView(_:moveItemAt:to:)`,
/// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:moveitemat:to:)),
/// a cancel moved nothing and put the row back where the lift found it
/// (https://developer.apple.com/documentation/uikit/uicollectionview/cancelinteractivemovement()).
@Suite struct AcrossReorderPropertyTests {
    @Test func dragsAlongRowsKeepTheListTheSelectionTheFocusAndTheWidthsWithTheModel() async {
        await seededPropertyCheck("uikit.across-reorder", count: 12) { seed in
            try await MainActor.run { try Self.replay(seed: seed) }
        }
    }

    /// The width a card of identity `id` measures.
    static func width(_ id: Int) -> CGFloat { 50 + CGFloat(id * 37 % 5) * 20 }

    @MainActor
    private static func replay(seed: UInt64) throws {
        let clock = TestClock()
        var random = SplitMix64(seed: seed)
        let multiple = Bool.random(using: &random)
        let source = SectionSource(sections: [
            .init(items: Array(0..<Int.random(in: 1...25, using: &random))),
            .init(items: Array(100..<(100 + Int.random(in: 1...25, using: &random)))),
        ])
        source.allAcross = AcrossSectionLayout(estimatedItemWidth: 100, rowHeight: 80, itemSpacing: 10)
        source.itemWidth = width
        source.movable = { _ in true }
        let list = makeSectionedList(source: source, clock: clock) { list in
            list.register(SelectableRowView.self, forReuseIdentifier: "row")
            list.allowsMultipleSelection = multiple
            list.allowsFocus = true
        }
        let window = try #require(list.window)
        var model = source.sections.map(\.items)
        var selected: Set<Int> = []
        var focused: Int?
        var steps: [String] = []

        /// The cards whose middle is in view, with their section and identity.
        func cardsInView() -> [(view: UIView, section: Int, id: Int)] {
            (0..<2).flatMap { section -> [(view: UIView, section: Int, id: Int)] in
                guard let row = list.acrossRowView(ofSection: section) else { return [] }
                return row.itemViews.sorted { $0.key < $1.key }.compactMap { _, card in
                    let inView = card.frame.midX > row.contentOffset.x + 1 && card.frame.midX < row.contentOffset.x + 319
                    return inView ? (card as? SizedRowView).map { ($0, section, $0.row) } : nil
                }
            }
        }

        func middle(of view: UIView) -> CGPoint { view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil) }

        func path(of id: Int) -> ItemPath? {
            for (section, items) in model.enumerated() {
                if let item = items.firstIndex(of: id) { return ItemPath(section: section, item: item) }
            }
            return nil
        }

        func settle() {
            clock.runFrames(while: { list.driver?.frameWork != nil || list.acrossRows.isAnimating }, tick: list.tick)
        }

        for _ in 0..<16 {
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1, 2:
                guard let (card, section, id) = cardsInView().randomElement(using: &random) else { continue }
                let row = try #require(list.acrossRowView(ofSection: section))
                let liftOffset = row.contentOffset.x
                let touch = window.standInTouchDown(at: middle(of: card))
                window.standInHold(touch, for: 0.5)
                focused = id
                #expect(list.reorder?.acrossRow?.section == section, "seed \(seed): \(id) not lifted after \(steps)")
                var moved: [String] = []
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let point = CGPoint(x: CGFloat.random(in: 0...320, using: &random).rounded(), y: CGFloat.random(in: 0...480, using: &random).rounded())
                    window.standInMove(touch, to: list.convert(point, to: nil))
                    for _ in 0..<Int.random(in: 0...20, using: &random) {
                        clock.now += 1.0 / 60
                        list.tick()
                    }
                    moved.append("\(point.x)")
                }
                let destination = list.reorder?.session.destination
                let movesBefore = source.moves.count
                if Bool.random(using: &random) {
                    steps.append("drag \(id) to \(moved), drop at \(destination.map(String.init) ?? "-")")
                    window.standInLift(touch)
                    let from = try #require(path(of: id))
                    if let destination, destination != from.item {
                        #expect(source.moves.dropFirst(movesBefore) == [.init(from: from, to: ItemPath(section: section, item: destination))],
                                "seed \(seed) after \(steps)")
                        model[section].insert(model[section].remove(at: from.item), at: destination)
                    } else {
                        #expect(source.moves.count == movesBefore, "seed \(seed): a drop in place moved after \(steps)")
                    }
                    settle()
                } else {
                    steps.append("drag \(id) to \(moved), cancel")
                    window.standInCancel(touch)
                    settle()
                    #expect(source.moves.count == movesBefore, "seed \(seed): a cancel moved after \(steps)")
                    #expect(abs(row.contentOffset.x - liftOffset) < 0.5, "seed \(seed): the row did not come back after \(steps)")
                }
                #expect(list.reorder == nil, "seed \(seed): a drag outlived its touch after \(steps)")
            case 3:
                guard let (card, _, id) = cardsInView().randomElement(using: &random) else { continue }
                steps.append("tap \(id)")
                window.standInTap(at: middle(of: card))
                focused = id
                if !multiple {
                    selected = [id]
                } else if selected.contains(id) {
                    selected.remove(id)
                } else {
                    selected.insert(id)
                }
            case 4:
                let section = Int.random(in: 0..<2, using: &random)
                guard let id = model[section].randomElement(using: &random), let at = path(of: id) else { continue }
                steps.append("select \(id)")
                try list.selectItem(at: at, animated: false, scrollPosition: nil)
                if multiple { selected.insert(id) } else { selected = [id] }
            default:
                guard let row = list.acrossRowView(ofSection: Int.random(in: 0..<2, using: &random)) else { continue }
                let x = CGFloat.random(in: 0...max(1, row.contentSize.width - 320), using: &random).rounded()
                steps.append("scroll a row to \(x)")
                row.contentOffset.x = x
            }
            list.layoutIfNeeded()
            #expect(source.sections.map(\.items) == model, "seed \(seed): the data differs from the model after \(steps)")
            #expect(Set(list.selectedItemPaths.map { model[$0.section][$0.item] }) == selected, "seed \(seed): selection after \(steps)")
            #expect(list.selectedItemPaths.count == selected.count, "seed \(seed): an item selected twice after \(steps)")
            #expect(list.focusedItemPath.map { model[$0.section][$0.item] } == focused, "seed \(seed): focus after \(steps)")
            #expect(list.subviews.allSatisfy { $0.standInSnapshotSource == nil }, "seed \(seed): a snapshot stayed after \(steps)")
            for section in 0..<2 {
                guard let row = list.acrossRowView(ofSection: section) else { continue }
                for (item, view) in row.itemViews {
                    guard let card = view as? SelectableRowView else { continue }
                    let id = model[section][item]
                    #expect(card.row == id, "seed \(seed): (\(section), \(item)) shows \(card.row), not \(id), after \(steps)")
                    #expect(card.frame.width == width(id), "seed \(seed): card \(id) is \(card.frame.width) wide after \(steps)")
                    #expect(card.isSelected == selected.contains(id), "seed \(seed): card \(id) shows the wrong selection after \(steps)")
                    #expect(!card.isHidden && !card.isHighlighted, "seed \(seed): card \(id) hidden or highlighted after \(steps)")
                }
            }
        }
    }
}
