import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// An identifiable row of test data whose content is `height` points tall.
struct TestItem: Identifiable, Equatable {
    var id: Int
    var height: CGFloat = 44
}

/// A SwiftUI recycling list as its representable drives it: a coordinator and the SwiftUI updates that
/// hand it data, settings, load-more actions and a scroller.
@MainActor
final class ListHarness {
    let clock = TestClock()
    let coordinator = ListCoordinator<[TestItem], Int>(rowViewClass: HostedTestView.self)
    let afterUpdate = AfterUpdateQueue()
    var items: [TestItem]
    var settings = ListSettings()
    /// Points the content closure of the latest update adds to every row (a captured SwiftUI state).
    var extraHeight: CGFloat = 0
    /// The identities hosted, in order.
    var hosted: [Int] = []
    /// How close to each end a loaded row asks for more.
    var loadMoreReach: [ContentEdge: Int] = [:]
    /// The ends that asked for more, in order.
    var loadMoreRequests: [ContentEdge] = []
    var scroller: RecyclingListScroller<Int>?
    /// Whether updates compare elements as the list does for `Equatable` ones (a row is re-hosted only
    /// when its element changed); otherwise every update re-hosts every loaded row.
    var comparesElements = false
    /// How many identities the coordinator read from elements.
    var identitiesRead = 0
    /// The end states the list told, in order (nil: the list is given no end-state action).
    var endStates: [RecyclingListEndState]?
    var list: RecyclingListView { coordinator.listView }
    /// How the list's selection binding takes identities: several, one, or no binding at all.
    enum SelectionKind { case multiple, single }
    var selectionKind: SelectionKind?
    /// What the selection binding holds (for a single selection, at most one identity).
    var bound: Set<Int> = []
    /// What the list wrote into the binding, in order.
    var boundWrites: [Set<Int>] = []
    /// The `onMove` action's calls, in order; nil: the list has no `onMove`.
    var moves: [(offsets: IndexSet, destination: Int)]?
    /// Whether the `onMove` action moves the items as an app does (`Array.move(fromOffsets:toOffset:)`).
    var appliesMoves = true
    /// Whether updates animate, as when their transaction has an animation (`withAnimation`).
    var animates = false

    init(items: [TestItem], sized: Bool = true, configure: (ListHarness) -> Void = { _ in }) {
        self.items = items
        list.clock = { [clock] in clock.now }
        list.armsTimers = false
        coordinator.schedule = { [afterUpdate] in afterUpdate.schedule($0) }
        configure(self)
        update()
        if sized { size() }
    }

    convenience init(count: Int, sized: Bool = true, configure: (ListHarness) -> Void = { _ in }) {
        self.init(items: (0..<count).map { TestItem(id: $0) }, sized: sized, configure: configure)
    }

    /// Shows the list in a window, 320 × 480, and lays it out (SwiftUI does so after the first update).
    func size() {
        TestWindow.show(list)
        list.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        list.layoutIfNeeded()
        afterUpdate.run()
    }

    /// One SwiftUI update.
    func update() {
        let extra = extraHeight
        coordinator.update(
            data: items, identity: { [unowned self] in
                self.identitiesRead += 1
                return $0.id
            }, isUnchanged: comparesElements ? ElementComparison.equality(of: TestItem.self) : nil,
            settings: settings,
            configure: { [unowned self] view, item in
                guard let view = view as? HostedTestView else { return }
                view.element = item.id
                view.height = item.height + extra
                self.hosted.append(item.id)
            },
            loadMore: Dictionary(uniqueKeysWithValues: loadMoreReach.map { end, rows in
                (end, (rows: rows, action: { @MainActor [unowned self] in self.loadMoreRequests.append(end) }))
            }),
            scroller: scroller,
            endStateChange: endStates == nil ? nil : { @MainActor [unowned self] (state: RecyclingListEndState) in
                self.endStates?.append(state)
            },
            selection: selectionBinding,
            move: moves == nil ? nil : { @MainActor [unowned self] offsets, destination in
                self.moves?.append((offsets, destination))
                if self.appliesMoves { self.items.moveAsSwiftUIDoes(fromOffsets: offsets, toOffset: destination) }
            },
            animated: animates)
        afterUpdate.run()
    }

    /// The selection binding the SwiftUI list is given, over `bound`.
    private var selectionBinding: ListSelectionBinding<Int>? {
        let write: @MainActor (Set<Int>) -> Void = { [unowned self] in
            self.bound = $0
            self.boundWrites.append($0)
        }
        switch selectionKind {
        case .multiple: return .multiple(get: { [unowned self] in self.bound }, set: write)
        case .single: return .single(get: { [unowned self] in self.bound.first }, set: { write($0.map { [$0] } ?? []) })
        case nil: return nil
        }
    }

    /// The list's window, as large as the list, so that touches on the list hit it (`size()` shows the
    /// list before giving it its frame, as SwiftUI does).
    func touchableWindow() throws -> UIWindow {
        let window = try #require(list.window)
        window.frame = list.frame
        return window
    }

    /// A finger taps the row showing `id`.
    func tap(_ id: Int) throws {
        let view = try #require(rowView(showing: id))
        try touchableWindow().standInTap(at: list.convert(CGPoint(x: 100, y: view.frame.midY), to: nil))
        afterUpdate.run()
    }

    /// A finger long-presses the row showing `id`, drags it to the row showing `target`, waits for the
    /// rows to stand aside and lifts.
    func drag(_ id: Int, onto target: Int) throws {
        let window = try touchableWindow()
        let from = try #require(rowView(showing: id))
        let to = try #require(rowView(showing: target))
        let touch = window.standInTouchDown(at: list.convert(CGPoint(x: 100, y: from.frame.midY), to: nil))
        window.standInHold(touch, for: 0.5)
        window.standInMove(touch, to: list.convert(CGPoint(x: 100, y: to.frame.midY), to: nil))
        clock.runFrames(while: { [list] in (list.driver?.controller.isAnimating ?? false) || list.driver?.frameWork != nil }, tick: list.tick)
        window.standInLift(touch)
        clock.runFrames(while: { [list] in (list.driver?.controller.isAnimating ?? false) || list.driver?.frameWork != nil }, tick: list.tick)
        afterUpdate.run()
    }

    /// The identities of the rows whose views show selected, top to bottom.
    var shownSelected: [Int] {
        list.loadedRowViews.compactMap { ($0 as? HostedTestView).flatMap { $0.isSelected ? $0.element : nil } }
    }

    /// The identities of the rows the list selects, in row order.
    var listSelection: [Int] {
        (try? list.selectedIdentifiers(in: ItemIdentifiers(coordinator.identities))) ?? []
    }

    /// Scrolls as a deceleration would report it, and runs what the list scheduled.
    func scroll(toY y: CGFloat) {
        list.contentOffset.y = y
        afterUpdate.run()
    }

    /// The loaded row view showing `id`.
    func rowView(showing id: Int) -> HostedTestView? {
        list.loadedRowViews.lazy.compactMap { $0 as? HostedTestView }.first { $0.element == id }
    }

    /// Where the top edge of the row showing `id` is on screen.
    func screenY(of id: Int) -> CGFloat? {
        rowView(showing: id).map { $0.frame.minY - list.contentOffset.y }
    }

    /// The identities shown by the loaded rows, top to bottom.
    var shownIdentities: [Int] {
        list.loadedRowViews.compactMap { ($0 as? HostedTestView)?.element }
    }
}

extension Array {
    /// SwiftUI's `move(fromOffsets:toOffset:)` (`MutableCollection`, SwiftUI): the elements at `offsets`,
    /// in order, go before the element that was at `destination` (at the end for `count`).
    /// https://developer.apple.com/documentation/swift/mutablecollection/move(fromoffsets:tooffset:)
    mutating func moveAsSwiftUIDoes(fromOffsets offsets: IndexSet, toOffset destination: Int) {
        let moved = offsets.map { self[$0] }
        let before = offsets.filter { $0 < destination }.count
        for offset in offsets.reversed() { remove(at: offset) }
        insert(contentsOf: moved, at: destination - before)
    }
}
