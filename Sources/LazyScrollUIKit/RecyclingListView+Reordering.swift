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

// A long press lifts a row; the finger drags it, the rows between it and the drop index stand aside, the
// list scrolls by itself near its edges (on the display link, through the engine's reorder session), and
// lifting the finger moves the row: the data source moves it in the data, then the list moves its view.
extension RecyclingListView {
    /// The reorder long press, attached to the list, calling `reorderGestureDidChange(_:)`.
    func makeReorderGestureRecognizer() -> UILongPressGestureRecognizer {
        #if UIKIT_STAND_IN
        let recognizer = UILongPressGestureRecognizer(standInTarget: self) { [weak self] in self?.reorderGestureDidChange($0) }
        #else
        let recognizer = UILongPressGestureRecognizer(target: self, action: #selector(reorderGestureDidChange(_:)))
        #endif
        addGestureRecognizer(recognizer)
        return recognizer
    }

    /// The reorder long press changed state: it began (lift the row under it), changed (follow the finger),
    /// ended (drop) or was cancelled (put everything back).
    #if !UIKIT_STAND_IN
    @objc
    #endif
    func reorderGestureDidChange(_ recognizer: UIGestureRecognizer) {
        let point = recognizer.location(in: self)
        switch recognizer.state {
        case .began: beginReorder(at: point)
        case .changed: moveReorder(to: point)
        case .ended: dropReorder()
        case .cancelled, .failed: cancelReorder()
        default: break
        }
    }

    /// Whether a long press at `point` (content coordinates) may lift a row: a loaded row the data source
    /// lets move (or an item of a row scrolling across), with valid settings and no drag already under way.
    func canBeginReorder(at point: CGPoint) -> Bool {
        guard driver != nil, reorder == nil, (try? reorderSettings.validate()) != nil,
              let row = row(at: point), itemViews.views[row] != nil, let dataSource else { return false }
        guard sectionShapes != nil else { return dataSource.listView(self, canMoveRowAt: row) }
        guard let source = dataSource as? any RecyclingListViewSectionDataSource, case let .item(path)? = element(forRow: row) else {
            return liftableAcrossItem(at: point) != nil
        }
        return source.listView(self, canMoveItemAt: path)
    }

    /// The engine's viewport point for a point in the list's content coordinates.
    private func viewportPoint(for point: CGPoint) -> CGPoint {
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.width - point.x : point.x
        return CGPoint(x: x, y: point.y - contentOffset.y)
    }

    /// Lifts the row under `point`: its snapshot takes its place under the finger and its view hides.
    private func beginReorder(at point: CGPoint) {
        guard let driver, reorder == nil else { return }
        if let item = liftableAcrossItem(at: point) { return beginAcrossReorder(of: item, at: point) }
        let settings = reorderSettings
        let finger = viewportPoint(for: point)
        var lifted: ReorderSession?
        driver.perform { controller, time in
            lifted = try controller.beginReorder(at: finger, settings: settings, time: time)
            return ScrollUpdate()
        }
        guard let session = lifted, let view = itemViews.views[session.source],
              let snapshot = view.snapshotView(afterScreenUpdates: false) else { return }
        if let highlighted = rowStates.highlightedRow { unhighlight(.row(highlighted)) }
        rowStates.trackedTouch = nil
        addSubview(snapshot)
        reorder = ListReorder(session: session, snapshot: snapshot, hiddenView: nil)
        layOutLiftedRow(driver: driver)
        scheduleReorderFrames()
    }

    /// The finger moved to `point`: the snapshot follows, the drop index is the row under the finger, and
    /// near an edge the list starts scrolling by itself.
    private func moveReorder(to point: CGPoint) {
        guard let driver, reorder != nil else { return }
        if reorder?.acrossRow != nil { return moveAcrossReorder(to: point) }
        let finger = viewportPoint(for: point)
        driver.perform { controller, time in try controller.moveReorder(&self.reorder!.session, to: finger, time: time) }
        scheduleReorderFrames()
    }

    /// Runs the display link while the drag scrolls by itself or rows (or the items of the row scrolling
    /// across whose item is lifted) are still moving aside.
    func scheduleReorderFrames() {
        guard let driver else { return }
        if let reorder, reorder.session.nextTickTime != nil {
            if driver.frameWork == nil { driver.frameWork = { [weak self] time in self?.reorderFrame(at: time) } }
        } else if driver.frameWork != nil {
            driver.frameWork = nil
        }
    }

    /// One frame of the drag: the auto-scroll moves the content, the drop index follows the content under
    /// the still finger, and the rows standing aside move on.
    private func reorderFrame(at time: Double) {
        guard let driver, reorder != nil else { return }
        if reorder?.acrossRow != nil { return acrossReorderFrame(at: time) }
        driver.perform(at: time) { controller, time in controller.tickReorder(&self.reorder!.session, time: time) }
        scheduleReorderFrames()
    }

    /// The finger lifted: the data source moves the item in the data, then the list moves the row (its
    /// view, selection and focus with it). A drop in the row's own place moves nothing.
    private func dropReorder() {
        guard let driver, let lifted = reorder else { return }
        if lifted.acrossRow != nil { return dropAcrossReorder() }
        var drop: BatchUpdate?
        driver.perform { controller, time in
            drop = try controller.endReorder(lifted.session, time: time)
            return ScrollUpdate()
        }
        finishReorder()
        guard let drop, let move = drop.moves.first else {
            layoutItemViews(of: driver.controller)
            return
        }
        let offset = driver.controller.offset
        defer { keepOffsetThroughDrop(offset, driver: driver) }
        if sectionShapes != nil { return dropItem(move, driver: driver) }
        dataSource?.listView(self, moveRowAt: move.from, to: move.to)
        do {
            try performBatchUpdates(drop)
        } catch {
            // The data source changed its row count while moving the row: show the data as it is.
            reloadData()
        }
    }

    /// The drag was cancelled: nothing moves, and the list scrolls back to where the row was lifted.
    private func cancelReorder() {
        guard let driver, let lifted = reorder else { return }
        if lifted.acrossRow != nil { return cancelAcrossReorder() }
        finishReorder()
        driver.perform { controller, time in try controller.cancelReorder(lifted.session, animated: true, time: time) }
    }

    /// Takes the snapshot away and shows the row's view.
    func finishReorder() {
        reorder?.finish()
        reorder = nil
        driver?.frameWork = nil
    }

    /// Ends a drag that a reload or a deletion of its row makes impossible, and cancels the long press.
    func abandonReorder() {
        guard reorder != nil else { return }
        finishReorder()
        // Disabling a recognizer cancels its gesture.
        reorderGestureRecognizer.isEnabled = false
        reorderGestureRecognizer.isEnabled = true
    }

    /// A reload ends a drag to reorder.
    func endReorderForReload() {
        abandonReorder()
    }

    /// The rows changed during a drag: the lifted row and the drop index follow their rows; when the lifted
    /// row was deleted, the drag ends with nothing to move.
    func followReorder(through mapping: BatchUpdateMapping) {
        guard reorder != nil else { return }
        if reorder?.acrossRow != nil { return followAcrossReorder(through: mapping) }
        if reorder?.session.follow(mapping) == false {
            abandonReorder()
        } else if let driver {
            restSectionDropGap()
            layoutItemViews(of: driver.controller)
        }
    }

    /// Puts the lifted row's snapshot under the finger, above the rows, and hides the row's own view.
    func layOutLiftedRow(driver: ScrollControllerDriver) {
        guard var lifted = reorder else { return }
        if lifted.acrossRow != nil { return layOutLiftedAcrossItem() }
        lifted.show(at: contentFrame(forViewportFrame: lifted.session.liftedFrame, driver: driver), hiding: itemViews.views[lifted.session.source])
        bringSubviewToFront(lifted.snapshot)
        reorder = lifted
    }
}
#endif
