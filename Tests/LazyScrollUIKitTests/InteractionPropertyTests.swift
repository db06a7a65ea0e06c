import Foundation
import LazyScroll
@testable import LazyScrollUIKitOnStandIn
import PropertySeeds
import Testing
import UIKitStandIn

/// Issue 23, item 5, under any input: random taps, hardware keys, long-press drags (dropped or
/// cancelled, with the data changing, a scroll or a resize while the row is lifted), selections by code,
/// batch updates, scrolls, resizes down to a point and reloads, replayed through the stand-in on a list
/// (single or multiple selection, list or grid). After every step the selection is the one a model keeps
/// by identity (a tap or a selection by code as `UICollectionView` does it; deleted rows leave it;
/// moved rows and drags keep it; `reloadData()` empties it), and every loaded row's view shows its row's
/// content and state: selected exactly when its row is, not highlighted once the finger is up, at most
/// one focused and only the focused row, no lifted snapshot left behind.
@Suite struct InteractionPropertyTests {
    // Off the main actor, so that the property's closure is sendable: each seed runs on the main actor.
    @Test func anyInteractionKeepsTheSelectionWithItsRowsAndTheRowsShowingIt() async {
        await seededPropertyCheck("uikit.list-interactions", count: 30) { seed in
            try await MainActor.run { try Self.replay(seed: seed) }
        }
    }

    @MainActor
    private static func replay(seed: UInt64) throws {
        let clock = TestClock()
        var random = SplitMix64(seed: seed)
        let multiple = Bool.random(using: &random)
        let grid = Int.random(in: 0..<4, using: &random) == 0
        let (list, source, _) = makeSelectableList(count: Int.random(in: 0...60, using: &random), clock: clock) { list in
            list.allowsMultipleSelection = multiple
            list.allowsFocus = true
            if grid { try? list.setLayout(.grid(ScrollGridLayout(columns: .fixed(3)))) }
        }
        source.movable = { _ in true }
        let window = try #require(list.window)
        _ = list.becomeFirstResponder()
        var selected: Set<Int> = []
        var nextIdentity = 10_000
        var steps: [String] = []

        func select(_ identity: Int, byTap: Bool) {
            if !multiple {
                selected = [identity]
            } else if byTap, selected.contains(identity) {
                selected.remove(identity)
            } else {
                selected.insert(identity)
            }
        }

        /// The data changes: some rows go, some arrive, one may move.
        func changeData() throws -> String {
            let old = source.identities
            var new = old.filter { _ in Int.random(in: 0..<5, using: &random) != 0 }
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                new.insert(nextIdentity, at: Int.random(in: 0...new.count, using: &random))
                nextIdentity += 1
            }
            if new.count > 1, Bool.random(using: &random) {
                new.insert(new.remove(at: Int.random(in: 0..<new.count, using: &random)), at: Int.random(in: 0..<new.count, using: &random))
            }
            let update = IdentityDifference(from: try ItemIdentifiers(old), to: try ItemIdentifiers(new), contentChanged: { _, _ in false }).update
            source.identities = new
            try list.performBatchUpdates(update)
            selected.formIntersection(new)
            return "update to \(new.count) rows"
        }

        for _ in 0..<40 {
            switch Int.random(in: 0..<9, using: &random) {
            case 0:
                // A tap on a row wholly on screen.
                guard let row = visibleRows(of: list).randomElement(using: &random), let view = list.view(forRow: row) else { continue }
                steps.append("tap \(row)")
                window.standInTap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil))
                select(source.identities[row], byTap: true)
            case 1:
                // Code selects or deselects any row, scrolling to it or not.
                guard !source.identities.isEmpty else { continue }
                let row = Int.random(in: 0..<source.identities.count, using: &random)
                if Bool.random(using: &random) {
                    steps.append("select \(row)")
                    try list.selectRow(at: row, animated: Bool.random(using: &random), scrollPosition: Bool.random(using: &random) ? .center : nil)
                    select(source.identities[row], byTap: false)
                } else {
                    steps.append("deselect \(row)")
                    try list.deselectRow(at: row, animated: false)
                    selected.remove(source.identities[row])
                }
            case 2:
                // A key of a hardware keyboard (navigation only: the selection does not follow the focus).
                let keys: [UIKeyboardHIDUsage] = [.keyboardDownArrow, .keyboardUpArrow, .keyboardLeftArrow, .keyboardRightArrow,
                                                  .keyboardPageDown, .keyboardPageUp, .keyboardHome, .keyboardEnd, .keyboardA]
                let key = keys.randomElement(using: &random)!
                steps.append("key \(key.rawValue)")
                _ = window.standInPressKey(key)
            case 3:
                // A long press lifts a row and drops it on another visible place (or the system cancels).
                let rows = visibleRows(of: list)
                guard let from = rows.randomElement(using: &random), let to = rows.randomElement(using: &random),
                      let fromView = list.view(forRow: from), let toView = list.view(forRow: to) else { continue }
                let cancels = Int.random(in: 0..<4, using: &random) == 0
                steps.append("drag \(from) to \(to)\(cancels ? " cancelled" : "")")
                let touch = window.standInTouchDown(at: fromView.convert(CGPoint(x: fromView.bounds.midX, y: fromView.bounds.midY), to: nil))
                window.standInHold(touch, for: 0.5)
                window.standInMove(touch, to: toView.convert(CGPoint(x: toView.bounds.midX, y: toView.bounds.midY + 1), to: nil))
                settle(list, clock: clock)
                // While the row is lifted, the data may change, or the list scroll or change size.
                switch Int.random(in: 0..<6, using: &random) {
                case 0: steps.append("during the drag, " + (try changeData()))
                case 1:
                    steps.append("during the drag, a scroll")
                    list.contentOffset.y += CGFloat.random(in: -200...200, using: &random)
                case 2:
                    steps.append("during the drag, a resize")
                    list.frame.size.width = CGFloat(Int.random(in: 1...Int(window.bounds.width), using: &random))
                default: break
                }
                list.layoutIfNeeded()
                settle(list, clock: clock)
                if cancels { window.standInCancel(touch) } else { window.standInLift(touch) }
            case 4:
                steps.append(try changeData())
            case 5:
                // A scroll to anywhere, past the ends too.
                let offset = CGFloat.random(in: -100...(list.contentSize.height + 100), using: &random)
                steps.append("scroll to \(offset)")
                list.contentOffset = CGPoint(x: 0, y: offset)
            case 6:
                // The list is resized, down to a point.
                // Within the window, so that a finger can reach every row on screen.
                let size = CGSize(width: CGFloat(Int.random(in: 1...Int(window.bounds.width), using: &random)),
                                  height: CGFloat(Int.random(in: 1...Int(window.bounds.height), using: &random)))
                steps.append("resize to \(size)")
                list.frame = CGRect(origin: .zero, size: size)
            case 7:
                steps.append("reload")
                list.reloadData()
                selected = []
            default:
                // A finger that starts a scroll: no selection comes of it.
                guard let row = visibleRows(of: list).randomElement(using: &random), let view = list.view(forRow: row) else { continue }
                steps.append("scroll from \(row)")
                let start = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
                let touch = window.standInTouchDown(at: start)
                window.standInHold(touch, for: 0.05)
                window.standInMove(touch, to: CGPoint(x: start.x, y: start.y - 30))
                _ = list.standInDrag(by: CGPoint(x: 0, y: 30))
                window.standInLift(touch)
            }
            list.layoutIfNeeded()
            settle(list, clock: clock)
            try checkInvariants(list, source: source, selected: selected, steps: steps)
        }
    }

    /// The rows whose views are wholly inside the list's visible bounds (a finger can reach their middle).
    @MainActor
    private static func visibleRows(of list: RecyclingListView) -> [Int] {
        list.loadedRowViews.compactMap { view in
            guard !view.isHidden, list.bounds.contains(view.frame) else { return nil }
            return list.row(for: view)
        }.sorted()
    }

    /// Runs the engine's animations and the drag's frames to their end.
    @MainActor
    private static func settle(_ list: RecyclingListView, clock: TestClock) {
        clock.runFrames(while: { (list.driver?.controller.isAnimating ?? false) || list.driver?.frameWork != nil }, tick: list.tick)
    }

    @MainActor
    private static func checkInvariants(_ list: RecyclingListView, source: RowSource, selected: Set<Int>, steps: [String]) throws {
        let context = Comment(rawValue: steps.joined(separator: ", "))
        let identifiers = try ItemIdentifiers(source.identities)
        #expect(Set(try list.selectedIdentifiers(in: identifiers)) == selected, context)
        var focused: [Int] = []
        for view in list.loadedRowViews {
            let cell = try #require(view as? SelectableRowView)
            let row = try #require(list.row(for: view), context)
            #expect(cell.row == source.identities[row], context)
            #expect(cell.isSelected == list.isRowSelected(row), context)
            #expect(!cell.isHighlighted, context)
            #expect(!cell.isHidden, context)
            if cell.isKeyboardFocused { focused.append(row) }
        }
        #expect(focused.count <= 1, context)
        if let row = focused.first { #expect(row == list.focusedRow, context) }
        if let row = list.focusedRow { #expect(source.identities.indices.contains(row), context) }
        #expect(!list.subviews.contains { $0.standInSnapshotSource != nil }, context)
        #expect(list.reorder == nil, context)
    }
}
