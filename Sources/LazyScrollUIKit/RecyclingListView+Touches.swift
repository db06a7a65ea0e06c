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

extension RecyclingListView {
    /// A finger went down. One finger on a row (or on an item of a row scrolling across) highlights it
    /// (if the delegate agrees) and becomes what a lift selects; the keyboard's focus moves to the row
    /// without showing (the keyboard shows it again when it is used).
    func trackTouch(began touches: Set<UITouch>) {
        guard rowStates.trackedTouch == nil, reorder == nil, touches.count == 1, let touch = touches.first,
              let row = row(at: touch.location(in: self)) else { return }
        if rowStates.showsFocus {
            rowStates.showsFocus = false
            applyRowStates()
        }
        rowStates.focus.index = row
        let target = selectionTarget(at: touch.location(in: self), inRow: row)
        rowStates.focusedAcrossItem = acrossElement(of: target)
        rowStates.trackedTouch = (ObjectIdentifier(touch), row)
        rowStates.trackedAcrossItem = acrossElement(of: target)
        guard highlightAsUser(target) else {
            // A row that does not highlight is not selected by the touch either.
            rowStates.trackedTouch = nil
            rowStates.trackedAcrossItem = nil
            return
        }
    }

    /// A finger moved: off its row or item, the highlight goes and the touch selects nothing.
    func trackTouch(moved touches: Set<UITouch>) {
        guard let (touch, target) = trackedTarget(among: touches) else { return }
        guard self.target(under: touch) != target else { return }
        rowStates.trackedTouch = nil
        rowStates.trackedAcrossItem = nil
        unhighlight(target)
    }

    /// A finger lifted on its row or item: it is selected as the user's selection.
    func trackTouch(ended touches: Set<UITouch>) {
        guard let (touch, target) = trackedTarget(among: touches) else { return }
        rowStates.trackedTouch = nil
        rowStates.trackedAcrossItem = nil
        guard self.target(under: touch) == target else {
            unhighlight(target)
            return
        }
        selectAsUser(target, unhighlighting: target)
    }

    /// The touch was cancelled (it became a scroll or a long press): the highlight goes.
    func trackTouch(cancelled touches: Set<UITouch>) {
        guard let (_, target) = trackedTarget(among: touches) else { return }
        rowStates.trackedTouch = nil
        rowStates.trackedAcrossItem = nil
        unhighlight(target)
    }

    /// The tracked touch among `touches`, with what it is on now (batch updates renumber it).
    private func trackedTarget(among touches: Set<UITouch>) -> (UITouch, ListSelectionTarget)? {
        guard let tracked = rowStates.trackedTouch,
              let touch = touches.first(where: { ObjectIdentifier($0) == tracked.touch }) else { return nil }
        if let element = rowStates.trackedAcrossItem, let path = expandedElements?.path(at: element) { return (touch, .acrossItem(path)) }
        return (touch, .row(tracked.row))
    }

    /// What `touch` is on now.
    private func target(under touch: UITouch) -> ListSelectionTarget? {
        let point = touch.location(in: self)
        return row(at: point).map { selectionTarget(at: point, inRow: $0) }
    }

    /// What a finger at `point` (the list's coordinates) in row `row` is on: the item under it when the
    /// row scrolls across, else the row.
    func selectionTarget(at point: CGPoint, inRow row: Int) -> ListSelectionTarget {
        guard let across = itemViews.views[row] as? AcrossRowView, case let .row(section)? = element(forRow: row) else { return .row(row) }
        let inRow = convert(point, to: across)
        guard let item = across.itemViews.first(where: { $0.value.frame.contains(inRow) })?.key else { return .row(row) }
        return .acrossItem(ItemPath(section: section, item: item))
    }

    /// The expanded element of `target` when it is an item of a row scrolling across.
    func acrossElement(of target: ListSelectionTarget) -> Int? {
        guard case let .acrossItem(path) = target else { return nil }
        return expandedElements?.index(of: path)
    }
}
#endif
