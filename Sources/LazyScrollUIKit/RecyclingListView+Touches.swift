#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

extension RecyclingListView {
    /// A finger went down. One finger on a row highlights it (if the delegate agrees) and becomes the row
    /// a lift selects; the keyboard's focus moves to the row without showing (the keyboard shows it again
    /// when it is used).
    func trackTouch(began touches: Set<UITouch>) {
        guard rowStates.trackedTouch == nil, reorder == nil, touches.count == 1, let touch = touches.first,
              let row = row(at: touch.location(in: self)) else { return }
        if rowStates.showsFocus {
            rowStates.showsFocus = false
            applyRowStates()
        }
        rowStates.focus.index = row
        rowStates.trackedTouch = (ObjectIdentifier(touch), row)
        guard highlightRowAsUser(row) else {
            // A row that does not highlight is not selected by the touch either.
            rowStates.trackedTouch = nil
            return
        }
    }

    /// A finger moved: off its row, the highlight goes and the touch selects nothing.
    func trackTouch(moved touches: Set<UITouch>) {
        guard let (touch, row) = trackedRow(among: touches) else { return }
        guard self.row(at: touch.location(in: self)) != row else { return }
        rowStates.trackedTouch = nil
        unhighlightRow(row)
    }

    /// A finger lifted on its row: the row is selected as the user's selection.
    func trackTouch(ended touches: Set<UITouch>) {
        guard let (touch, row) = trackedRow(among: touches) else { return }
        rowStates.trackedTouch = nil
        guard self.row(at: touch.location(in: self)) == row else {
            unhighlightRow(row)
            return
        }
        selectAsUser(row, unhighlighting: row)
    }

    /// The touch was cancelled (it became a scroll or a long press): the highlight goes.
    func trackTouch(cancelled touches: Set<UITouch>) {
        guard let (_, row) = trackedRow(among: touches) else { return }
        rowStates.trackedTouch = nil
        unhighlightRow(row)
    }

    /// The tracked touch among `touches`, with the row it is on now (batch updates renumber it).
    private func trackedRow(among touches: Set<UITouch>) -> (UITouch, Int)? {
        guard let tracked = rowStates.trackedTouch,
              let touch = touches.first(where: { ObjectIdentifier($0) == tracked.touch }) else { return nil }
        return (touch, tracked.row)
    }
}
#endif
