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
    /// How the rows are arranged: a list, a grid or lanes.
    var layout = RecyclingListLayout.list
    /// How a drag dismisses the keyboard.
    var keyboardDismissMode = UIScrollView.KeyboardDismissMode.none

    /// Throws unless the engine accepts every setting.
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for an estimated height that is not finite and
    ///   positive, a spacing that is negative or not finite, an end tolerance that is negative or not
    ///   finite. (A layout is checked when it is set: one the list refuses leaves the previous one.)
    func validate() throws {
        // The size model the list builds from them is what checks them.
        _ = try MeasuredExtents(count: 0, estimatedExtent: estimatedRowHeight, spacing: rowSpacing)
        try anchoring.validate()
    }

    /// Sets them on `list` (a new height, spacing or layout reloads it; a new anchoring or keyboard
    /// dismiss mode does not).
    @MainActor
    func apply(to list: RecyclingListView) {
        list.estimatedRowHeight = estimatedRowHeight
        list.rowSpacing = rowSpacing
        list.contentAnchoring = anchoring
        list.keyboardDismissMode = keyboardDismissMode
        // A layout the list refuses leaves the previous one.
        try? list.setLayout(layout)
    }

    /// Makes `new` the settings, and sets them on `list`, when the engine accepts them and they differ
    /// (otherwise these stay); returns whether that reloads the list's rows (a new row height, spacing or
    /// layout the list takes), so that new data arrives with the reload rather than as a batch update.
    @MainActor
    mutating func take(_ new: ListSettings, on list: RecyclingListView) -> Bool {
        guard new != self, (try? new.validate()) != nil else { return false }
        let layout = list.layout
        let reloads = new.reloads(from: self)
        self = new
        apply(to: list)
        return reloads || list.layout != layout
    }

    /// Whether a change from `old` to these settings reloads the list (then the new data arrives with the
    /// reload, not as a batch update); a new layout reloads it when the list takes it.
    func reloads(from old: ListSettings) -> Bool {
        estimatedRowHeight != old.estimatedRowHeight || rowSpacing != old.rowSpacing
    }
}
#endif
