import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
import Testing
import UIKitStandIn

/// A section of test data: a header `headerHeight` points tall, its items, and (when the list shows
/// footers) a footer `footerHeight` points tall.
struct TestGroup: Identifiable, Equatable {
    var id: String
    var items: [TestItem]
    var headerHeight: CGFloat = 30
    var footerHeight: CGFloat = 20
}

/// The identity a sectioned list's hosted view shows: a header's or footer's section, or an item.
typealias TestElement = SectionElementIdentifier<String, Int>

/// A recycled view of a sectioned list, as ``HostedTestView`` for a flat one, that records which header,
/// item or footer it hosts.
final class HostedElementView: HostedTestView {
    /// What the view hosts now.
    var shown: TestElement?
}

/// A sectioned SwiftUI recycling list as its representable drives it: a coordinator and the SwiftUI
/// updates that hand it sections, settings, pinning, a scroller and whether the update animates.
@MainActor
final class SectionedListHarness {
    typealias Coordinator = SectionedListCoordinator<[TestGroup], String, [TestItem], Int>

    let clock = TestClock()
    let coordinator = Coordinator(viewClass: HostedElementView.self)
    let afterUpdate = AfterUpdateQueue()
    var groups: [TestGroup]
    var settings = ListSettings()
    var pinning = SectionPinning.headers
    var showsFooters = false
    /// Whether updates compare sections and items as the list does for `Equatable` ones.
    var comparesElements = true
    /// What was hosted, in order.
    var hosted: [TestElement] = []
    var scroller: RecyclingListScroller<Int>?
    /// nil: no selection binding.
    var bound: Set<Int>?
    /// Whether the binding is a single selection's (`Binding<ID?>`: at most one of `bound`).
    var selectsOne = false
    /// The `onMoveItem` action's calls, in order; nil: the list has no `onMoveItem`.
    var moves: [SectionBatchUpdate.ItemMove]?
    /// Whether the `onMoveItem` action moves the item in `groups` as an app does.
    var appliesMoves = true
    /// The items told to come on screen, in order (nil: no display action).
    var appeared: [Int]?
    /// The items told to leave the screen, in order (nil: no display action).
    var disappeared: [Int]?
    /// The end states told, in order (nil: no end-state action).
    var endStates: [RecyclingListEndState]?
    /// How close to each end (in rows: headers, items and footers) the list asks for more.
    var loadMoreReach: [ContentEdge: Int] = [:]
    /// The ends that asked for more, in order.
    var loadMoreRequests: [ContentEdge] = []

    /// A list of `groups`, given its size at once unless `sized` is false (then call ``size()``).
    init(groups: [TestGroup], sized: Bool = true, configure: (SectionedListHarness) -> Void = { _ in }) {
        self.groups = groups
        list.clock = { [clock] in clock.now }
        list.armsTimers = false
        coordinator.schedule = { [afterUpdate] in afterUpdate.schedule($0) }
        configure(self)
        update()
        if sized { size() }
    }

    /// Shows the list and gives it its size, 320 × 480 points, as SwiftUI lays it out.
    func size() {
        TestWindow.show(list)
        list.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        list.layoutIfNeeded()
        afterUpdate.run()
    }

    /// `sections` sections ("S0", "S1", …) of `items` 44-point items each, numbered across sections.
    convenience init(sections: Int, items: Int, configure: (SectionedListHarness) -> Void = { _ in }) {
        self.init(groups: (0..<sections).map { s in
            TestGroup(id: "S\(s)", items: (s * items..<(s + 1) * items).map { TestItem(id: $0) })
        }, configure: configure)
    }

    var list: RecyclingListView { coordinator.listView }

    /// One SwiftUI update; `animated` as when its transaction has an animation (`withAnimation`).
    func update(animated: Bool = false) {
        let item: @MainActor (UIView, TestItem) -> Void = { [unowned self] view, item in
            guard let view = view as? HostedElementView else { return }
            view.shown = .item(item.id)
            view.height = item.height
            self.hosted.append(.item(item.id))
        }
        var content = Coordinator.Content(
            sectionIdentity: \.id, items: \.items, itemIdentity: \.id, item: item,
            header: { [unowned self] view, group in self.host(group, kind: .header, in: view) }, footer: nil,
            isUnchangedItem: nil, isUnchangedSection: nil)
        if showsFooters {
            content.footer = { [unowned self] view, group in self.host(group, kind: .footer, in: view) }
        }
        if comparesElements {
            content.isUnchangedItem = ElementComparison.equality(of: TestItem.self)
            content.isUnchangedSection = ElementComparison.equality(of: TestGroup.self)
        }
        if appeared != nil {
            display.onAppear = { [unowned self] in self.appeared?.append($0) }
        }
        if disappeared != nil {
            display.onDisappear = { [unowned self] in self.disappeared?.append($0) }
        }
        var endStateChange: (@MainActor (RecyclingListEndState) -> Void)?
        if endStates != nil {
            endStateChange = { [unowned self] in self.endStates?.append($0) }
        }
        var selection: ListSelectionBinding<Int>?
        if bound != nil {
            selection = selectsOne
                ? .single(get: { [unowned self] in self.bound?.first }, set: { [unowned self] in self.bound = $0.map { [$0] } ?? [] })
                : .multiple(get: { [unowned self] in self.bound ?? [] }, set: { [unowned self] in self.bound = $0 })
        }
        var move: (@MainActor (ItemPath, ItemPath) -> Void)?
        if moves != nil {
            move = { [unowned self] source, destination in
                self.moves?.append(SectionBatchUpdate.ItemMove(from: source, to: destination))
                guard self.appliesMoves else { return }
                // As the doc comment of `onMoveItem(perform:)` shows an app doing it.
                let item = self.groups[source.section].items.remove(at: source.item)
                self.groups[destination.section].items.insert(item, at: destination.item)
            }
        }
        var loadMore: Coordinator.LoadMore = [:]
        for (edge, rows) in loadMoreReach {
            loadMore[edge] = (rows, { @MainActor [unowned self] in self.loadMoreRequests.append(edge) })
        }
        coordinator.update(
            data: groups, content: content, settings: settings, pinning: pinning,
            loadMore: loadMore,
            scroller: scroller,
            endStateChange: endStateChange, selection: selection, move: move, animated: animated)
        afterUpdate.run()
    }

    /// Hosts `group`'s header or footer in `view`, as tall as the group says.
    private func host(_ group: TestGroup, kind: SectionElementKind, in view: UIView) {
        guard let view = view as? HostedElementView else { return }
        let element: TestElement = kind == .header ? .header(group.id) : .footer(group.id)
        view.shown = element
        view.height = kind == .header ? group.headerHeight : group.footerHeight
        hosted.append(element)
    }

    private var display: DisplayLifecycle<Int> { coordinator.display }

    /// The list's window, as large as the list, so that touches on the list hit it.
    func touchableWindow() throws -> UIWindow {
        let window = try #require(list.window)
        window.frame = list.frame
        return window
    }

    /// A tap on the view hosting `element`.
    func tap(_ element: TestElement) throws {
        let tapped = try #require(self.view(of: element))
        try touchableWindow().standInTap(at: list.convert(CGPoint(x: 100, y: tapped.frame.midY), to: nil))
        afterUpdate.run()
    }

    /// A finger long-presses the view hosting `element`, drags it to the middle of the view hosting
    /// `target`, waits for the rows to stand aside and lifts.
    func drag(_ element: TestElement, onto target: TestElement) throws {
        let window = try touchableWindow()
        let from = try #require(self.view(of: element))
        let to = try #require(self.view(of: target))
        let touch = window.standInTouchDown(at: list.convert(CGPoint(x: 100, y: from.frame.midY), to: nil))
        window.standInHold(touch, for: 0.5)
        window.standInMove(touch, to: list.convert(CGPoint(x: 100, y: to.frame.midY), to: nil))
        let busy = { [list] in (list.driver?.controller.isAnimating ?? false) || list.driver?.frameWork != nil }
        clock.runFrames(while: busy, tick: list.tick)
        window.standInLift(touch)
        clock.runFrames(while: busy, tick: list.tick)
        afterUpdate.run()
    }

    /// What the loaded views host, in row order.
    var shownElements: [TestElement] { loadedElements.compactMap(\.element) }

    /// Runs the display link until the list's animation ends.
    func finishAnimations() {
        clock.runFrames(while: { [list] in list.driver?.controller.isAnimating ?? false }, tick: list.tick)
        afterUpdate.run()
    }

    /// Scrolls as a deceleration would report it, and runs what the list scheduled.
    func scroll(toY y: CGFloat) {
        list.contentOffset.y = y
        list.layoutIfNeeded()
        afterUpdate.run()
    }

    /// The loaded view hosting `element`.
    func view(of element: TestElement) -> HostedElementView? {
        list.loadedRowViews.lazy.compactMap { $0 as? HostedElementView }.first { $0.shown == element }
    }

    /// Where the top edge of the view hosting `element` is on screen.
    func screenY(of element: TestElement) -> CGFloat? {
        view(of: element).map { $0.frame.minY - list.contentOffset.y }
    }

    /// Every element of the data in order, as the list should show it: each section's header, items and
    /// (with footers) footer.
    var expectedElements: [TestElement] {
        groups.flatMap { group in
            [.header(group.id)] + group.items.map { .item($0.id) } + (showsFooters ? [.footer(group.id)] : [])
        }
    }

    /// The loaded views in row order, each with its row and what it hosts.
    var loadedElements: [(row: Int, element: TestElement?)] {
        list.loadedRowViews.compactMap { view in
            list.row(for: view).map { ($0, (view as? HostedElementView)?.shown) }
        }.sorted { $0.row < $1.row }
    }
}
