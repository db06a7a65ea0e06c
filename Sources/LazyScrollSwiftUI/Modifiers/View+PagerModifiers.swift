#if !UIKIT_STAND_IN && canImport(UIKit) && canImport(SwiftUI)
import Foundation
import LazyScroll
import SwiftUI
#if canImport(CoreGraphics)
import CoreGraphics
#endif

// `LazyPager`'s modifiers on any view: every `LazyPager` below takes them. The one nearest a pager wins
// (a modifier on the pager itself over one on a view around it); each does what `LazyPager`'s own
// method of the same name does.
@available(iOS 16.0, tvOS 16.0, *)
extension View {
    /// Makes the `LazyPager`s in this view loop, as ``LazyPager/looping(_:)``.
    public func looping(_ isLooping: Bool = true) -> some View {
        pagerModifier(PagerModifiers.looping(isLooping))
    }

    /// Turns the pages of the `LazyPager`s in this view on their own every `interval` seconds (nil
    /// stops), as ``LazyPager/autoAdvance(every:)``.
    public func autoAdvance(every interval: TimeInterval?) -> some View {
        pagerModifier(PagerModifiers.autoAdvance(every: interval))
    }

    /// Puts `spacing` points between the pages of the `LazyPager`s in this view, as
    /// ``LazyPager/pageSpacing(_:)``.
    public func pageSpacing(_ spacing: CGFloat) -> some View {
        pagerModifier(PagerModifiers.pageSpacing(spacing))
    }

    /// Makes the pages of the `LazyPager`s in this view `length` long, resting at `alignment`, as
    /// ``LazyPager/pageLength(_:alignment:)``.
    public func pageLength(_ length: PageLength, alignment: PageAlignment = .center) -> some View {
        pagerModifier(PagerModifiers.pageLength(length, alignment: alignment))
    }

    /// Shrinks and fades the pages of the `LazyPager`s in this view away from the alignment point, as
    /// ``LazyPager/pageEffect(minimumScale:minimumOpacity:)``.
    public func pageEffect(minimumScale: CGFloat = 0.85, minimumOpacity: CGFloat = 0.5) -> some View {
        pagerModifier(PagerModifiers.pageEffect(minimumScale: minimumScale, minimumOpacity: minimumOpacity))
    }

    /// Gives views to `count` pages on each side of the current page of the `LazyPager`s in this view,
    /// as ``LazyPager/loadedNeighbours(_:)``.
    public func loadedNeighbours(_ count: Int) -> some View {
        pagerModifier(PagerModifiers.loadedNeighbours(count))
    }

    /// Runs `action` with a page's identity when a page of a `LazyPager` in this view whose pages are
    /// identified by `ID` comes on screen, as ``LazyPager/onPageAppear(perform:)``. Pagers identified by
    /// another type do not run it.
    public func onPageAppear<ID: Hashable>(perform action: @escaping @MainActor (ID) -> Void) -> some View {
        pagerModifier(PagerModifiers.pageAppear(action))
    }

    /// Runs `action` with a page's identity when a page of a `LazyPager` in this view whose pages are
    /// identified by `ID` leaves the screen, as ``LazyPager/onPageDisappear(perform:)``.
    public func onPageDisappear<ID: Hashable>(perform action: @escaping @MainActor (ID) -> Void) -> some View {
        pagerModifier(PagerModifiers.pageDisappear(action))
    }

    /// Shows or hides the page indicator of the `LazyPager`s in this view, as
    /// ``LazyPager/pageIndicator(_:)``.
    public func pageIndicator(_ visibility: Visibility) -> some View {
        pagerModifier(PagerModifiers.showsIndicator(visibility != .hidden))
    }
}
#endif
