#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

// The items of a row scrolling across reorder along their row, as a collection view's interactive
// movement moves the cells of an orthogonally scrolling section. The row's own scroller runs the
// engine's reorder session (the one the list's rows use): the long press lifts an item, the items
// between it and the drop index stand aside on the list's clock, the row scrolls by itself near its
// leading and trailing edges, and the drop moves the item within its section through the section data
// source. An item stays in its row: the snapshot slides along the row, whatever the finger does across it.
extension RecyclingListView {
    /// The item of a row scrolling across that a long press at `point` (the list's content coordinates)
    /// lifts, with its row's flat index and view: a loaded item that the section data source's
    /// `listView(_:canMoveItemAt:)` lets move, in a row whose scroller is loaded, with valid settings.
    func liftableAcrossItem(at point: CGPoint) -> (row: Int, view: AcrossRowView, path: ItemPath)? {
        guard driver != nil, (try? reorderSettings.validate()) != nil, let row = row(at: point),
              let view = itemViews.views[row] as? AcrossRowView, acrossRows.scrollers[row] != nil,
              case let .acrossItem(path) = selectionTarget(at: point, inRow: row),
              let source = dataSource as? any RecyclingListViewSectionDataSource, source.listView(self, canMoveItemAt: path) else { return nil }
        return (row, view, path)
    }

    /// Lifts `item`, under the finger at `point` (the list's content coordinates): the row's scroller
    /// starts the engine's session for it, a snapshot of its view takes its place above the rows, and its
    /// view hides.
    func beginAcrossReorder(of item: (row: Int, view: AcrossRowView, path: ItemPath), at point: CGPoint) {
        guard let itemView = item.view.itemViews[item.path.item], let snapshot = itemView.snapshotView(afterScreenUpdates: false) else { return }
        let settings = reorderSettings
        let inRow = convert(point, to: item.view)
        let finger = CGPoint(x: item.view.leadingViewportX(forContentX: inRow.x), y: inRow.y)
        var lifted: ReorderSession?
        scrollAcrossRow(at: item.row, view: item.view) { scroller, time throws(LazyScrollError) in
            lifted = try scroller.beginReorder(at: finger, settings: settings, time: time)
            return ScrollUpdate()
        }
        // The engine lifts the item whose place the finger is in: the one the data source was asked about.
        guard let session = lifted, session.source == item.path.item else { return }
        if let highlighted = rowStates.highlightedAcrossItem, let path = expandedElements?.path(at: highlighted) { unhighlight(.acrossItem(path)) }
        if let highlighted = rowStates.highlightedRow { unhighlight(.row(highlighted)) }
        rowStates.trackedTouch = nil
        rowStates.trackedAcrossItem = nil
        addSubview(snapshot)
        reorder = ListReorder(session: session, acrossRow: (item.row, item.path.section), snapshot: snapshot, hiddenView: nil)
        layOutLiftedAcrossItem()
        scheduleReorderFrames()
    }

    /// The loaded row view and scroller of the row whose item is lifted; nil (and the drag ends) when
    /// the row has gone (the list scrolled it away by code, or recycled its view).
    private func liftedAcrossRow() -> (row: Int, view: AcrossRowView)? {
        guard let across = reorder?.acrossRow else { return nil }
        guard let view = itemViews.views[across.row] as? AcrossRowView, acrossRows.scrollers[across.row] != nil,
              element(forRow: across.row) == .row(section: across.section) else {
            abandonReorder()
            return nil
        }
        return (across.row, view)
    }

    /// The finger moved to `point`: the snapshot slides along the row under it, the drop index is the
    /// item under it along the row, and near the row's leading or trailing edge the row scrolls by itself.
    func moveAcrossReorder(to point: CGPoint) {
        guard let (row, view) = liftedAcrossRow(), let lifted = reorder else { return }
        // Along the row only: the finger's height is the one the item was lifted at.
        let finger = CGPoint(x: view.leadingViewportX(forContentX: convert(point, to: view).x), y: lifted.session.fingerPosition.y)
        scrollAcrossRow(at: row, view: view) { scroller, time throws(LazyScrollError) in
            try scroller.moveReorder(&self.reorder!.session, to: finger, time: time)
        }
        scheduleReorderFrames()
    }

    /// One frame of the drag, at `time` on the list's clock: the row's auto-scroll moves it, the drop
    /// index follows the items under the still finger, and the items standing aside move on.
    func acrossReorderFrame(at time: Double) {
        guard let (row, view) = liftedAcrossRow() else { return }
        scrollAcrossRow(at: row, view: view, time: time) { scroller, time throws(LazyScrollError) in
            scroller.tickReorder(&self.reorder!.session, time: time)
        }
        scheduleReorderFrames()
    }

    /// The finger lifted: the data source moves the item within its section (`listView(_:moveItemAt:to:)`
    /// with its path before and after), then the list makes the same move, with which the item's
    /// selection, focus and measured width go. A drop in its own place moves nothing. A row that rests on
    /// pages or groups then glides to the one nearest, as a finger lifting without velocity leaves it.
    func dropAcrossReorder() {
        guard let (row, view) = liftedAcrossRow(), let lifted = reorder, let section = lifted.acrossRow?.section else { return }
        var drop: BatchUpdate?
        scrollAcrossRow(at: row, view: view) { scroller, time throws(LazyScrollError) in
            drop = try scroller.endReorder(lifted.session, time: time)
            return ScrollUpdate()
        }
        finishReorder()
        defer { settleAcrossRow(ofSection: section) }
        guard let move = drop?.moves.first, let source = dataSource as? any RecyclingListViewSectionDataSource else {
            if let driver { layoutItemViews(of: driver.controller) }
            return
        }
        // The lifted item's view is still loaded (nothing was laid out since the drag ended): the batch
        // update renumbers it, and it is the dropped card.
        let itemMove = SectionBatchUpdate.ItemMove(from: ItemPath(section: section, item: move.from), to: ItemPath(section: section, item: move.to))
        source.listView(self, moveItemAt: itemMove.from, to: itemMove.to)
        do {
            // The items already stood aside for the drop: the row keeps its cards (renumbered) and the
            // offset the drag was drawn at, so nothing on screen moves.
            try performBatchUpdates(SectionBatchUpdate(itemMoves: [itemMove]), animated: false, animation: .default, keepingRowOffsets: true)
        } catch {
            // The data source changed its item counts while moving the item: show the data as it is.
            reloadData()
        }
    }

    /// The row of section `section` comes to rest as a finger lifting without velocity leaves a row: on
    /// the page or group nearest when its behavior says so (the drag's auto-scroll may have stopped it
    /// between two), where it is otherwise.
    private func settleAcrossRow(ofSection section: Int) {
        guard let index = row(for: .row(section: section)), let view = itemViews.views[index] as? AcrossRowView else { return }
        scrollAcrossRow(at: index, view: view) { scroller, time throws(LazyScrollError) in
            _ = try scroller.dragBegan(at: .zero, time: time)
            return try scroller.dragEnded(velocity: 0, time: time)
        }
    }

    /// The drag was cancelled: nothing moves, and the row glides back to where it was when the item was
    /// lifted, on the list's clock.
    func cancelAcrossReorder() {
        guard let (row, view) = liftedAcrossRow(), let lifted = reorder else { return }
        finishReorder()
        scrollAcrossRow(at: row, view: view) { scroller, time throws(LazyScrollError) in
            try scroller.cancelReorder(lifted.session, animated: true, time: time)
        }
    }

    /// The rows changed during a drag along a row: the drag follows its row to its new place; when its
    /// section went, the drag ends with nothing to move.
    func followAcrossReorder(through mapping: BatchUpdateMapping) {
        guard let across = reorder?.acrossRow else { return }
        guard let row = mapping.retainedIndex(ofOld: across.row), case let .row(section)? = element(forRow: row) else { return abandonReorder() }
        reorder?.acrossRow = (row, section)
        if let driver { layoutItemViews(of: driver.controller) }
    }

    /// The placements of `scroller`'s items (the row at flat row `index`): during a drag along that row,
    /// the items stand aside, and the lifted one keeps its own place (its view stays loaded, hidden).
    func acrossItemPlacements(of scroller: ScrollController, atRow index: Int) -> [ItemPlacement] {
        guard let lifted = reorder, lifted.acrossRow?.row == index else { return scroller.placements() }
        let placements = scroller.placements()
        return scroller.placements(during: lifted.session) + placements.filter { $0.dataIndex == lifted.session.source }
    }

    /// Puts the lifted item's snapshot under the finger, along its row, above every row, and hides the
    /// item's own view.
    func layOutLiftedAcrossItem() {
        guard var lifted = reorder, let across = lifted.acrossRow else { return }
        guard let view = itemViews.views[across.row] as? AcrossRowView else {
            // The row's view went (the list was scrolled away by code): the item view it hid shows again
            // wherever the pool gives it out; the drag ends at the finger's next move.
            lifted.show(at: lifted.snapshot.frame, hiding: nil)
            reorder = lifted
            return
        }
        let frame = view.contentFrame(forViewportLeadingFrame: lifted.session.liftedFrame)
        let origin = view.convert(frame.origin, to: self)
        lifted.show(at: CGRect(origin: origin, size: frame.size), hiding: view.itemViews[lifted.session.source])
        bringSubviewToFront(lifted.snapshot)
        reorder = lifted
    }
}
#endif
