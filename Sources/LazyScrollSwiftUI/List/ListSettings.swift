#if UIKIT_STAND_IN
import UIKitStandIn
import LazyScrollUIKitOnStandIn
#elseif canImport(UIKit) && canImport(SwiftUI)
import UIKit
import LazyScrollUIKit
#endif
#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// What a SwiftUI list's modifiers set on its `RecyclingListView`.
struct ListSettings: Equatable {
    /// The height rows have until they are measured.
    var estimatedRowHeight: CGFloat = 44
    /// The gap between rows.
    var rowSpacing: CGFloat = 0
    /// What the list does with its offset when rows change (`.end`: a chat).
    var anchoring = ContentAnchoring.keepVisibleItems

    /// Throws unless the engine accepts every setting.
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for an estimated height that is not finite and
    ///   positive, a spacing that is negative or not finite, or an end tolerance that is negative or not
    ///   finite.
    func validate() throws {
        // The size model the list builds from them is what checks them.
        _ = try MeasuredExtents(count: 0, estimatedExtent: estimatedRowHeight, spacing: rowSpacing)
        try anchoring.validate()
    }

    /// Sets them on `list` (a new height or spacing reloads it; a new anchoring does not).
    @MainActor
    func apply(to list: RecyclingListView) {
        list.estimatedRowHeight = estimatedRowHeight
        list.rowSpacing = rowSpacing
        list.contentAnchoring = anchoring
    }
}
#endif
