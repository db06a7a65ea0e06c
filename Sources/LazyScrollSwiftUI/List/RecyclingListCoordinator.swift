#if UIKIT_STAND_IN
import UIKitStandIn
import LazyScrollUIKitOnStandIn
#elseif canImport(UIKit) && canImport(SwiftUI)
import UIKit
import LazyScrollUIKit
#endif
#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation
import LazyScroll

/// What the coordinator of every SwiftUI recycling list has, flat or in sections: the
/// `RecyclingListView` it owns, the app's display actions, pull to refresh, how work is run after the
/// current SwiftUI update, and the end state and load-more actions the list's engine asks for (as its
/// ends delegate).
@MainActor
class RecyclingListCoordinator<ID: Hashable>: NSObject, RecyclingListViewEndsDelegate {
    /// The list.
    let listView = RecyclingListView(frame: .zero)
    /// The app's actions for items that come on screen and leave it.
    let display = DisplayLifecycle<ID>()
    /// Runs `.refreshable`'s action when the user pulls the list down.
    let refresher = PullToRefresh()
    /// Runs work after the current SwiftUI update (an action the list runs may change state).
    var schedule: @MainActor (@escaping @MainActor () -> Void) -> Void = { work in Task { @MainActor in work() } } {
        didSet { display.schedule = schedule }
    }
    /// The app's end-state action (`onEndStateChange`), or nil.
    var endStateAction: (@MainActor (RecyclingListEndState) -> Void)?
    /// The end state last told to `endStateAction`.
    private var toldEndState: RecyclingListEndState?
    /// The app's load-more actions (`onLoadMore`), by edge.
    var loadMoreActions: [ContentEdge: @MainActor () -> Void] = [:]

    /// What `onLoadMore` gives a list: how many rows from each edge its action runs, and the action.
    typealias LoadMore = [ContentEdge: (rows: Int, action: @MainActor () -> Void)]

    override init() {
        super.init()
        listView.endsDelegate = self
    }

    /// Tells the end state to the app's action after the current update, when it changed since it was
    /// last told (the first time, always).
    func tellEndState() {
        let state = RecyclingListEndState(isAtEnd: listView.isAtEnd, unseenCount: listView.unseenRows.count)
        guard endStateAction != nil, state != toldEndState else { return }
        toldEndState = state
        schedule { [weak self] in self?.endStateAction?(state) }
    }

    /// Arms the list's load-more thresholds for `loadMore`. Call it after applying the data, so that
    /// rows added by the update re-arm the thresholds they are within.
    func armLoadMore(_ loadMore: LoadMore) {
        listView.loadMoreThresholds = LoadMoreThresholds(
            start: loadMore[.start].map { .items($0.rows) }, end: loadMore[.end].map { .items($0.rows) })
    }

    // MARK: - RecyclingListViewEndsDelegate

    func listViewDidChangeEndState(_ listView: RecyclingListView) {
        tellEndState()
    }

    func listView(_ listView: RecyclingListView, didEnterLoadMoreThresholdAt edge: ContentEdge) {
        // The action changes SwiftUI state: it runs after the current update.
        if let action = loadMoreActions[edge] { schedule(action) }
    }
}
#endif
