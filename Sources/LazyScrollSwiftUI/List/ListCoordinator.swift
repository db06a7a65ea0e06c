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

/// Everything a SwiftUI recycling list does that is not SwiftUI: it owns the `RecyclingListView`,
/// supplies its rows from identifiable data, turns each change of the data into a batch update by
/// identity, re-hosts and re-measures the loaded rows on every SwiftUI update, runs the load-more
/// actions the list's engine asks for (as its ends delegate), and connects a scroller.
///
/// The SwiftUI view passes what is SwiftUI as a closure: how to host a row's content in a recycled view.
@MainActor
final class ListCoordinator<Data: RandomAccessCollection, ID: Hashable>: NSObject, RecyclingListViewDataSource, RecyclingListViewEndsDelegate, RecyclingListViewDelegate {
    /// Hosts the content of an element in a recycled row view.
    typealias Configure = @MainActor (_ view: UIView, _ element: Data.Element) -> Void

    /// The list.
    let listView = RecyclingListView(frame: .zero)
    /// The app's actions for rows that come on screen and leave it.
    let display = DisplayLifecycle<ID>()
    /// Runs `.refreshable`'s action when the user pulls the list down.
    let refresher = PullToRefresh()
    /// Runs work after the current SwiftUI update (a load-more action changes state).
    var schedule: @MainActor (@escaping @MainActor () -> Void) -> Void = { work in Task { @MainActor in work() } } {
        didSet { display.schedule = schedule }
    }

    private var data: Data?
    /// The identities of `data`, by row, and how a new data reaches the list.
    private var rowIdentities = DataIdentities<ID>()
    /// The identities of `data`, by row.
    var identities: [ID] { rowIdentities.identities }
    private var settings = ListSettings()
    private var configure: Configure = { _, _ in }
    private var hostedRows = HostedViews<UIView, ID>()
    private var loadMoreActions: [ContentEdge: @MainActor () -> Void] = [:]
    private var endStateAction: (@MainActor (RecyclingListEndState) -> Void)?
    /// The end state last told to `endStateAction`.
    private var toldEndState: RecyclingListEndState?

    private static var reuseIdentifier: String { "row" }

    /// A coordinator whose rows are instances of `rowViewClass`.
    init(rowViewClass: UIView.Type) {
        listView.register(rowViewClass, forReuseIdentifier: Self.reuseIdentifier)
        super.init()
        listView.endsDelegate = self
        listView.delegate = self
    }

    /// Applies one SwiftUI update: the settings (when the engine accepts them; otherwise the last good
    /// ones stay), the data (a batch update computed from the identities, or a reload when an identity
    /// repeats), the content and height of every loaded row whose element changed, the load-more actions and the scroller.
    ///
    /// - Parameter isUnchanged: Whether an element is the same as the one hosted before (`==` for
    ///   `Equatable` elements): a loaded row whose element is unchanged is neither re-hosted nor measured
    ///   again, so a parent update that changes nothing the rows show costs no row. Nil re-hosts every
    ///   loaded row on every update.
    /// - Complexity: O(n) expected for n rows, plus the batch update's O(m log n) for m changes; O(k) for
    ///   k loaded rows when the data is `Equatable` and compares equal to the last in O(1) (an unchanged
    ///   array).
    func update(data: Data, identity: (Data.Element) -> ID, isUnchanged: ((Data.Element, Data.Element) -> Bool)? = nil,
                settings: ListSettings, configure: @escaping Configure,
                loadMore: [ContentEdge: (rows: Int, action: @MainActor () -> Void)], scroller: RecyclingListScroller<ID>?,
                endStateChange: (@MainActor (RecyclingListEndState) -> Void)? = nil) {
        self.configure = configure
        endStateAction = endStateChange
        display.isUpdating = true
        defer { display.isUpdating = false }
        loadMoreActions = loadMore.mapValues(\.action)
        hostedRows.beginUpdate()
        let oldData = self.data
        let oldIdentities = rowIdentities
        let (change, dataIsUnchanged) = rowIdentities.update(from: oldData, to: data, identity: identity)
        self.data = data
        // A new row height, spacing or layout reloads the list, from the new data; a new anchoring does not.
        let settingsChanged = settings != self.settings && (try? settings.validate()) != nil
        var reloads = settingsChanged && settings.reloads(from: self.settings)
        if settingsChanged {
            let layout = listView.layout
            self.settings = settings
            settings.apply(to: listView)
            reloads = reloads || listView.layout != layout
        }
        if listView.dataSource == nil {
            listView.dataSource = self
        } else {
            switch change {
            case .none:
                break
            case .reload:
                // Rows cannot be told apart by identity: every update shows the data by index afresh.
                listView.reloadData()
            case .batch(let update) where !reloads:
                // Surviving rows show new content by re-hosting. The difference leads from the rows the
                // list shows, so the list never refuses it; were it refused, a reload shows the data.
                if (try? listView.performBatchUpdates(update)) == nil { listView.reloadData() }
            case .batch:
                break
            }
        }
        // After the data, so that rows added by this update re-arm the thresholds they are within.
        listView.loadMoreThresholds = LoadMoreThresholds(
            start: loadMore[.start].map { .items($0.rows) }, end: loadMore[.end].map { .items($0.rows) })
        var rehosted: [Int] = []
        for (view, id) in hostedRows.stale(among: listView.loadedRowViews) {
            guard let row = rowIdentities.index(of: id) else { continue }
            if isUnchanged != nil && dataIsUnchanged {
                hostedRows.hosted(view, key: id)
                continue
            }
            if let isUnchanged, let oldData, let oldRow = oldIdentities.index(of: id),
               isUnchanged(oldData[oldData.index(oldData.startIndex, offsetBy: oldRow)], data[data.index(data.startIndex, offsetBy: row)]) {
                hostedRows.hosted(view, key: id)
                continue
            }
            host(row, in: view)
            rehosted.append(row)
        }
        listView.invalidateRowHeights(at: rehosted)
        tellEndState()
        scroller?.attach(
            to: listView, index: { [weak self] in self?.rowIdentities.index(of: $0) },
            identity: { [weak self] in self?.rowIdentities.identity(at: $0) },
            identifiers: { [weak self] in self?.rowIdentities.identified })
    }

    private func host(_ row: Int, in view: UIView) {
        guard let data else { return }
        configure(view, data[data.index(data.startIndex, offsetBy: row)])
        hostedRows.hosted(view, key: identities[row])
    }

    // MARK: - RecyclingListViewDataSource

    func numberOfRows(in listView: RecyclingListView) -> Int {
        identities.count
    }

    func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
        let view = listView.dequeueReusableView(withIdentifier: Self.reuseIdentifier, for: index)
        host(index, in: view)
        return view
    }

    /// Tells the end state to the app's action after the current update, when it changed since it was
    /// last told (the first time, always).
    private func tellEndState() {
        let state = RecyclingListEndState(isAtEnd: listView.isAtEnd, unseenCount: listView.unseenRows.count)
        guard endStateAction != nil, state != toldEndState else { return }
        toldEndState = state
        schedule { [weak self] in self?.endStateAction?(state) }
    }

    // MARK: - RecyclingListViewDelegate

    func listView(_ listView: RecyclingListView, willDisplay view: UIView, forRowAt index: Int) {
        display.tell(hostedRows.key(of: view), appears: true)
    }

    func listView(_ listView: RecyclingListView, didEndDisplaying view: UIView, forRowAt index: Int) {
        display.tell(hostedRows.key(of: view), appears: false)
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
