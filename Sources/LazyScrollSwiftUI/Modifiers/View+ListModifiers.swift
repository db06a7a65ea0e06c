#if !UIKIT_STAND_IN && canImport(UIKit) && canImport(SwiftUI)
import LazyScroll
import LazyScrollUIKit
import SwiftUI
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// `RecyclingList`'s modifiers on any view: every `RecyclingList` below takes them, as the lists below a
// view take SwiftUI's `.listStyle(_:)`. The one nearest a list wins (a modifier on the list itself over
// one on a view around it); each says what it does on `RecyclingList`, whose own method it matches.
@available(iOS 16.0, tvOS 16.0, *)
extension View {
    /// Gives the rows of the `RecyclingList`s in this view `height` points until they are measured, as
    /// ``RecyclingList/estimatedRowHeight(_:)``.
    public func estimatedRowHeight(_ height: CGFloat) -> some View {
        listModifier(ListModifiers.estimatedRowHeight(height))
    }

    /// Puts `spacing` points between the rows of the `RecyclingList`s in this view, as
    /// ``RecyclingList/rowSpacing(_:)``.
    public func rowSpacing(_ spacing: CGFloat) -> some View {
        listModifier(ListModifiers.rowSpacing(spacing))
    }

    /// Connects `scroller` to the `RecyclingList`s in this view whose rows are identified by `ID`, as
    /// ``RecyclingList/scroller(_:)`` (one list at a time: with several, the last updated).
    public func scroller<ID: Hashable>(_ scroller: RecyclingListScroller<ID>) -> some View {
        listModifier(ListModifiers.scroller(scroller))
    }

    /// Runs `action` when a `RecyclingList` in this view comes within `rows` rows of `edge`, as
    /// ``RecyclingList/onLoadMore(at:within:perform:)``. Each edge's action is the nearest one set for it.
    public func onLoadMore(at edge: VerticalEdge = .bottom, within rows: Int = 10, perform action: @escaping @MainActor () -> Void) -> some View {
        listModifier(ListModifiers.loadMore(at: edge == .top ? .start : .end, within: rows, perform: action))
    }

    /// Arranges the rows of the `RecyclingList`s in this view as `layout` says, as
    /// ``RecyclingList/listLayout(_:)`` (`RecyclingListView.setLayout(_:)`).
    public func listLayout(_ layout: RecyclingListLayout) -> some View {
        listModifier(ListModifiers.listLayout(layout))
    }

    /// How a drag in the `RecyclingList`s in this view dismisses the keyboard, as
    /// ``RecyclingList/keyboardDismissMode(_:)`` (`UIScrollView.keyboardDismissMode`). Set anywhere, it
    /// wins over SwiftUI's `.scrollDismissesKeyboard(_:)`.
    public func keyboardDismissMode(_ mode: UIScrollView.KeyboardDismissMode) -> some View {
        listModifier(ListModifiers.keyboardDismissMode(mode))
    }

    /// Runs `action` with the end state of the `RecyclingList`s in this view, as
    /// ``RecyclingList/onEndStateChange(perform:)``.
    public func onEndStateChange(perform action: @escaping @MainActor (RecyclingListEndState) -> Void) -> some View {
        listModifier(ListModifiers.endStateChange(action))
    }

    /// Runs `action` with a row's identity when a row of a `RecyclingList` in this view whose rows are
    /// identified by `ID` comes on screen, as ``RecyclingList/onRowAppear(perform:)``
    /// (`tableView(_:willDisplay:forRowAt:)`). Lists identified by another type do not run it.
    public func onRowAppear<ID: Hashable>(perform action: @escaping @MainActor (ID) -> Void) -> some View {
        listModifier(ListModifiers.rowAppear(action))
    }

    /// Runs `action` with a row's identity when a row of a `RecyclingList` in this view whose rows are
    /// identified by `ID` leaves the screen, as ``RecyclingList/onRowDisappear(perform:)``
    /// (`tableView(_:didEndDisplaying:forRowAt:)`).
    public func onRowDisappear<ID: Hashable>(perform action: @escaping @MainActor (ID) -> Void) -> some View {
        listModifier(ListModifiers.rowDisappear(action))
    }

    /// What the `RecyclingList`s in this view do with their offset when rows change, as
    /// ``RecyclingList/contentAnchoring(_:)``.
    public func contentAnchoring(_ anchoring: ContentAnchoring) -> some View {
        listModifier(ListModifiers.contentAnchoring(anchoring))
    }

    /// Which headers and footers of the sectioned `RecyclingList`s in this view stay on screen while
    /// their section passes under them, as ``RecyclingList/pinnedViews(_:)`` (`LazyVStack(pinnedViews:)`,
    /// `RecyclingListView.sectionPinning`). No effect on a list without sections.
    public func pinnedViews(_ views: PinnedScrollableViews) -> some View {
        listModifier(ListModifiers.pinnedViews(views))
    }
}

extension ListModifiers {
    /// SwiftUI's pinned views as the pinning of a list's sections.
    static func pinnedViews(_ views: PinnedScrollableViews) -> Change {
        pinnedViews(SectionPinning(headers: views.contains(.sectionHeaders), footers: views.contains(.sectionFooters)))
    }
}
#endif
