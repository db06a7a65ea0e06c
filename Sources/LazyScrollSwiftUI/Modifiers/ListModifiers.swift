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

/// The LazyScroll list modifiers set at one place: on a `RecyclingList` itself, or on a view above it (in
/// the environment, as SwiftUI's `.listStyle` and `.scrollDismissesKeyboard` are). Each is nil until a
/// modifier sets it; the one set nearest the list wins, its own over any in the environment. Row
/// actions are stored for any identity type and run only for a list whose identities are of theirs.
struct ListModifiers {
    /// One modifier: what it sets.
    typealias Change = (inout ListModifiers) -> Void

    var estimatedRowHeight: CGFloat?
    var rowSpacing: CGFloat?
    var anchoring: ContentAnchoring?
    var layout: RecyclingListLayout?
    var keyboardDismissMode: UIScrollView.KeyboardDismissMode?
    /// Which of a sectioned list's headers and footers pin (`.pinnedViews`; no effect without sections).
    var pinning: SectionPinning?
    /// Load-more actions by edge (each edge's nearest wins).
    var loadMore: [ContentEdge: (rows: Int, action: @MainActor () -> Void)] = [:]
    var endStateChange: (@MainActor (RecyclingListEndState) -> Void)?
    var rowAppear: AnyIdentityAction?
    var rowDisappear: AnyIdentityAction?
    /// A `RecyclingListScroller` of some identity type.
    var scroller: AnyObject?

    /// These modifiers (set farther from the list) with `nearer`'s over them: each one `nearer` sets wins.
    func overridden(by nearer: ListModifiers) -> ListModifiers {
        ListModifiers(
            estimatedRowHeight: nearer.estimatedRowHeight ?? estimatedRowHeight, rowSpacing: nearer.rowSpacing ?? rowSpacing,
            anchoring: nearer.anchoring ?? anchoring, layout: nearer.layout ?? layout,
            keyboardDismissMode: nearer.keyboardDismissMode ?? keyboardDismissMode, pinning: nearer.pinning ?? pinning,
            loadMore: loadMore.merging(nearer.loadMore) { _, nearer in nearer },
            endStateChange: nearer.endStateChange ?? endStateChange,
            rowAppear: nearer.rowAppear ?? rowAppear, rowDisappear: nearer.rowDisappear ?? rowDisappear,
            scroller: nearer.scroller ?? scroller)
    }

    /// The settings these give, with the defaults for those not set; `keyboardDismissMode` is used when
    /// none is set here (SwiftUI's `.scrollDismissesKeyboard`, when it can be read).
    func settings(keyboardDismissMode fallback: UIScrollView.KeyboardDismissMode? = nil) -> ListSettings {
        var settings = ListSettings()
        if let estimatedRowHeight { settings.estimatedRowHeight = estimatedRowHeight }
        if let rowSpacing { settings.rowSpacing = rowSpacing }
        if let anchoring { settings.anchoring = anchoring }
        if let layout { settings.layout = layout }
        if let mode = keyboardDismissMode ?? fallback { settings.keyboardDismissMode = mode }
        return settings
    }

    /// The pinning set, or the default: headers pin, as in `LazyVStack(pinnedViews: [.sectionHeaders])`.
    var sectionPinning: SectionPinning { pinning ?? .headers }

    /// The row actions, for a list identified by `ID`.
    func displayActions<ID>(for _: ID.Type) -> DisplayActions<ID> {
        DisplayActions(appear: rowAppear, disappear: rowDisappear)
    }

    /// The scroller, when it scrolls a list identified by `ID`.
    @MainActor
    func scroller<ID>(for _: ID.Type) -> RecyclingListScroller<ID>? {
        scroller as? RecyclingListScroller<ID>
    }
}

// What each modifier sets; `RecyclingList`'s own modifiers and those on any view apply the same change.
extension ListModifiers {
    static func estimatedRowHeight(_ height: CGFloat) -> Change { { $0.estimatedRowHeight = height } }
    static func rowSpacing(_ spacing: CGFloat) -> Change { { $0.rowSpacing = spacing } }
    static func contentAnchoring(_ anchoring: ContentAnchoring) -> Change { { $0.anchoring = anchoring } }
    static func listLayout(_ layout: RecyclingListLayout) -> Change { { $0.layout = layout } }
    static func keyboardDismissMode(_ mode: UIScrollView.KeyboardDismissMode) -> Change { { $0.keyboardDismissMode = mode } }
    static func pinnedViews(_ pinning: SectionPinning) -> Change { { $0.pinning = pinning } }

    static func loadMore(at edge: ContentEdge, within rows: Int, perform action: @escaping @MainActor () -> Void) -> Change {
        { $0.loadMore[edge] = (max(0, rows), action) }
    }

    static func endStateChange(_ action: @escaping @MainActor (RecyclingListEndState) -> Void) -> Change {
        { $0.endStateChange = action }
    }

    static func rowAppear<ID>(_ action: @escaping @MainActor (ID) -> Void) -> Change {
        { $0.rowAppear = anyIdentityAction(action) }
    }

    static func rowDisappear<ID>(_ action: @escaping @MainActor (ID) -> Void) -> Change {
        { $0.rowDisappear = anyIdentityAction(action) }
    }

    static func scroller<ID>(_ scroller: RecyclingListScroller<ID>) -> Change {
        { $0.scroller = scroller }
    }
}
#endif
