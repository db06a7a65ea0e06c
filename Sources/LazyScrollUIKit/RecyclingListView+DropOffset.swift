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
    /// Puts the content back at `offset`, where it was when the finger lifted, after the drop's batch
    /// update moved it.
    ///
    /// During the drag the rows stood aside exactly as the move places them, at the drag's offset, so
    /// the drop shows them where they were drawn only at that offset. The batch update's anchoring keeps
    /// the first row starting on screen that does not move in place as the data had it before the drop;
    /// when the lifted row was that row, the anchor is the next one, which the drag had already moved up
    /// into the lifted row's place, and every row would jump by the lifted row's height.
    func keepOffsetThroughDrop(_ offset: CGFloat, driver: ScrollControllerDriver) {
        guard driver.controller.offset != offset else { return }
        driver.perform { controller, time in try controller.scroll(toOffset: offset, animated: false, time: time) }
    }
}
#endif
