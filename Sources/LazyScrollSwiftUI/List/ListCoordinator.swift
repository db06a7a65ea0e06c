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
/// actions the list's engine asks for (as its ends delegate), connects a scroller, keeps a selection
/// binding and the list's selection in step by identity, and tells a reorder to the app's move action.
///
/// The SwiftUI view passes what is SwiftUI as a closure: how to host a row's content in a recycled view.
@MainActor
final class ListCoordinator<Data: RandomAccessCollection, ID: Hashable>: RecyclingListCoordinator<ID>, RecyclingListViewDataSource, RecyclingListViewDelegate {
    /// Hosts the content of an element in a recycled row view.
    typealias Configure = @MainActor (_ view: UIView, _ element: Data.Element) -> Void

    private var data: Data?
    /// `data` in the order the user dropped its rows in, until the next update brings the app's data.
    private var reorderedElements: [Data.Element]?
    /// The identities of `data`, by row, and how a new data reaches the list.
    private var rowIdentities = DataIdentities<ID>()
    /// The identities of `data`, by row (read from the data when it is a `ChangeReportingCollection`:
    /// O(n)).
    var identities: [ID] { rowIdentities.all }
    private var settings = ListSettings()
    private var configure: Configure = { _, _ in }
    private var hostedRows = HostedViews<UIView, ID>()
    /// The app's selection binding; nil: rows are not selectable.
    private var selectionBinding: ListSelectionBinding<ID>?
    /// The app's reorder action (`.onMove`), with SwiftUI's indices; nil: rows do not move.
    private var moveAction: (@MainActor (IndexSet, Int) -> Void)?

    private static var reuseIdentifier: String { "row" }

    /// A coordinator whose rows are instances of `rowViewClass`.
    init(rowViewClass: UIView.Type) {
        super.init()
        listView.register(rowViewClass, forReuseIdentifier: Self.reuseIdentifier)
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
    ///   array); O(k + m log n) for a `ChangeReportingCollection` that tells its m changes (without a
    ///   selection, which maps every identity).
    /// - Parameters:
    ///   - selection: The selection binding (its identities are selected after the data is applied;
    ///     those no longer in the data are dropped from it after the update), or nil for rows that are
    ///     not selectable.
    ///   - move: The app's reorder action, given SwiftUI's indices (`onMove`); nil: rows do not move.
    ///   - animated: Whether the data change animates (the update's transaction has an animation:
    ///     `withAnimation`): rows slide, fade in and fade out on the list's display link.
    func update(data: Data, identity: @escaping (Data.Element) -> ID, isUnchanged: ((Data.Element, Data.Element) -> Bool)? = nil,
                settings: ListSettings, configure: @escaping Configure,
                loadMore: LoadMore, scroller: RecyclingListScroller<ID>?,
                endStateChange: (@MainActor (RecyclingListEndState) -> Void)? = nil,
                selection: ListSelectionBinding<ID>? = nil, move: (@MainActor (IndexSet, Int) -> Void)? = nil, animated: Bool = false) {
        self.configure = configure
        endStateAction = endStateChange
        selectionBinding = selection
        moveAction = move
        display.isUpdating = true
        defer { display.isUpdating = false }
        loadMoreActions = loadMore.mapValues(\.action)
        hostedRows.beginUpdate()
        let oldData = self.data
        let oldReordered = reorderedElements
        let oldIdentities = rowIdentities
        // After a drop the identities are in the dropped order, not `oldData`'s: compare them, not the data.
        // A selection reads every identity on every update: they are mapped once rather than read each time.
        let (change, dataIsUnchanged) = rowIdentities.update(
            from: oldReordered == nil ? oldData : nil, to: data, identity: identity, looksUpInData: selection == nil)
        self.data = data
        reorderedElements = nil
        // A new row height, spacing or layout reloads the list, from the new data; a new anchoring does not.
        let reloads = self.settings.take(settings, on: listView)
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
                // Surviving rows show new content by re-hosting. A difference of identities leads from the
                // rows the list shows, so the list never refuses it; one the data reported may be refused
                // (a deletion the data never had): then a reload shows the data.
                if (try? listView.performBatchUpdates(update, animated: animated)) == nil { listView.reloadData() }
            case .batch:
                break
            }
        }
        applySelection()
        // After the data, so that rows added by this update re-arm the thresholds they are within.
        armLoadMore(loadMore)
        var rehosted: [Int] = []
        for (view, id) in hostedRows.stale(among: listView.loadedRowViews) {
            guard let row = rowIdentities.index(of: id) else { continue }
            if isUnchanged != nil && dataIsUnchanged {
                hostedRows.hosted(view, key: id)
                continue
            }
            if let isUnchanged, let oldRow = oldIdentities.index(of: id),
               let oldElement = Self.element(at: oldRow, of: oldData, reordered: oldReordered),
               isUnchanged(oldElement, data[data.index(data.startIndex, offsetBy: row)]) {
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
        guard let element = Self.element(at: row, of: data, reordered: reorderedElements) else { return }
        configure(view, element)
        hostedRows.hosted(view, key: rowIdentities[row])
    }

    /// The element of `row`: in the dropped order after a drop, otherwise `data`'s.
    private static func element(at row: Int, of data: Data?, reordered: [Data.Element]?) -> Data.Element? {
        if let reordered { return reordered.indices.contains(row) ? reordered[row] : nil }
        guard let data, row >= 0, row < data.count else { return nil }
        return data[data.index(data.startIndex, offsetBy: row)]
    }

    // MARK: - Selection

    /// Makes the list's selection the binding's, by identity; identities no longer in the data are
    /// dropped from the binding after the update.
    private func applySelection() {
        guard ListSelectionSync.apply(selectionBinding, to: listView, rows: rowIdentities.identified, rowID: { $0 }) else { return }
        schedule { [weak self] in
            guard let self else { return }
            ListSelectionSync.dropMissing(from: self.selectionBinding) { self.rowIdentities.index(of: $0) != nil }
        }
    }

    /// Writes the rows the list selects into the binding (after a tap or a key: the user's change).
    private func writeSelection() {
        ListSelectionSync.write(selectionBinding, from: listView, rows: rowIdentities.identified, itemID: { $0 })
    }

    // MARK: - RecyclingListViewDataSource

    func numberOfRows(in listView: RecyclingListView) -> Int {
        rowIdentities.count
    }

    func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
        let view = listView.dequeueReusableView(withIdentifier: Self.reuseIdentifier, for: index)
        host(index, in: view)
        return view
    }

    /// Rows move (a long press lifts them) only when the app has a move action.
    func listView(_ listView: RecyclingListView, canMoveRowAt index: Int) -> Bool {
        moveAction != nil
    }

    /// The user dropped a row: the rows and identities take the dropped order (the list moves the row
    /// itself right after), so the app's data reordered the same way is no change, then the app's action
    /// runs with SwiftUI's indices (the destination is the offset before which the row goes in the
    /// original order: past the source when moving down).
    func listView(_ listView: RecyclingListView, moveRowAt sourceIndex: Int, to destinationIndex: Int) {
        let rows = 0..<rowIdentities.count
        guard let moveAction, rows.contains(sourceIndex), rows.contains(destinationIndex) else { return }
        var elements: [Data.Element]
        if let reorderedElements {
            elements = reorderedElements
        } else if let data {
            elements = Array(data)
        } else {
            return
        }
        elements.insert(elements.remove(at: sourceIndex), at: destinationIndex)
        reorderedElements = elements
        rowIdentities.move(from: sourceIndex, to: destinationIndex)
        moveAction(IndexSet(integer: sourceIndex), destinationIndex > sourceIndex ? destinationIndex + 1 : destinationIndex)
    }

    // MARK: - RecyclingListViewDelegate

    func listView(_ listView: RecyclingListView, didSelectRowAt index: Int) {
        writeSelection()
    }

    func listView(_ listView: RecyclingListView, didDeselectRowAt index: Int) {
        writeSelection()
    }

    func listView(_ listView: RecyclingListView, willDisplay view: UIView, forRowAt index: Int) {
        display.tell(hostedRows.key(of: view), appears: true)
    }

    func listView(_ listView: RecyclingListView, didEndDisplaying view: UIView, forRowAt index: Int) {
        display.tell(hostedRows.key(of: view), appears: false)
    }
}
#endif
