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

/// A drag to reorder in a `RecyclingListView`: the engine's session, the snapshot that follows the finger,
/// and the lifted row's own view, hidden in its place while the snapshot stands in for it.
@MainActor
struct ListReorder {
    /// The engine's drag: the lifted row, the drop index, the finger, the auto-scroll. For an item of a
    /// row scrolling across, the session is the row's scroller's, over the section's items.
    var session: ReorderSession
    /// The row scrolling across whose item is lifted (its flat row and its section); nil when a row of
    /// the list itself is lifted.
    var acrossRow: (row: Int, section: Int)?
    /// The session when it drags the list's own rows (not an item along a row scrolling across).
    var listSession: ReorderSession? { acrossRow == nil ? session : nil }
    /// The lifted row's picture (`snapshotView(afterScreenUpdates:)`), above the rows, under the finger.
    let snapshot: UIView
    /// The view hidden for the lifted row: the one loaded for it now (a view recycled while the row is far
    /// off screen is shown again, and the view that loads for the row when it comes back is hidden).
    weak var hiddenView: UIView?
    /// In a list of sections, where the rows, headers and footers stand aside: eased to where the drop will
    /// show them.
    var sectionGap = SectionDropGap()

    /// Shows the lifted row's snapshot at `frame` and hides `liftedView` (the row's view now, if loaded).
    mutating func show(at frame: CGRect, hiding liftedView: UIView?) {
        snapshot.frame = frame
        guard liftedView !== hiddenView else { return }
        hiddenView?.isHidden = false
        liftedView?.isHidden = true
        hiddenView = liftedView
    }

    /// The drag is over: the snapshot goes and the row's view shows again.
    func finish() {
        snapshot.removeFromSuperview()
        hiddenView?.isHidden = false
    }
}
#endif
