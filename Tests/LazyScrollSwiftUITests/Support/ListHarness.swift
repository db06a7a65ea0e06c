import Foundation
import LazyScroll
@testable import LazyScrollSwiftUIOnStandIn
@testable import LazyScrollUIKitOnStandIn
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
            })
        afterUpdate.run()
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
