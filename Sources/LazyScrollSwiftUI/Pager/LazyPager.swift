#if !UIKIT_STAND_IN && canImport(UIKit) && canImport(SwiftUI)
import LazyScroll
import LazyScrollUIKit
import SwiftUI
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A pager that gives a view only to the current page and its neighbours, whatever the number of
/// pages, and recycles the views of the others: LazyScroll's `PagingScrollView` in SwiftUI.
///
/// ```swift
/// LazyPager(photos, currentPage: $page) { photo in
///     PhotoView(photo)
/// }
/// .looping()
/// .autoAdvance(every: 5)
/// ```
///
/// Pages are built like `ForEach`'s content, from the elements of `data`, and fill the pager. Setting
/// the binding scrolls to its page (with animation when the change is animated, as in
/// `withAnimation { page = 3 }`); a drag, auto-advance or the page indicator writes it. The page
/// indicator (a `UIPageControl`) shows at the bottom of a horizontal pager and at the trailing edge of a
/// vertical one. Pages see the pager's environment, environment objects included.
///
/// Pages are identified like `ForEach`'s elements, by identity: a page's SwiftUI state belongs to its
/// element, wherever the element moves; a recycled view that shows another element starts afresh. When
/// the data changes, the pager gets a batch update computed from the identities: the page on screen stays
/// on screen in its view (inserting pages before it writes its new index into the binding after the
/// update), and only pages that newly need a view are built. Identities must be unique: while one
/// repeats, every change reloads the pages. Changing a setting (spacing, page length, looping...) keeps
/// the page on screen and every loaded page in its view.
///
/// Pages are as large as the pager unless `.pageLength(_:alignment:)` makes them shorter, with their
/// neighbours peeking in (a carousel); `.pageEffect(minimumScale:minimumOpacity:)` shrinks and fades
/// those neighbours.
///
/// Needs iOS 16 (`UIHostingConfiguration`).
@available(iOS 16.0, tvOS 16.0, *)
public struct LazyPager<Data: RandomAccessCollection, ID: Hashable, Page: View>: View {
    private let data: Data
    private let id: KeyPath<Data.Element, ID>
    private let currentPage: Binding<Int>?
    private let page: (Data.Element) -> Page
    private let axis: ScrollAxis
    /// The modifiers set on the pager itself; they win over those set on views above it.
    private var modifiers = PagerModifiers()
    @Environment(\.pagerModifiers) private var modifiersAround
    @State private var ownPage = 0

    /// A pager over `data` along `axis`, identified by the property at `id`, whose page `currentPage`
    /// follows (its own page when nil).
    ///
    /// - Parameters:
    ///   - data: The elements, one per page, in order.
    ///   - id: The key path to each element's unique identity.
    ///   - axis: `.horizontal` (the default) or `.vertical`.
    ///   - currentPage: The index of the page under the middle of the pager; set it to turn pages.
    ///   - page: The content of the page that shows an element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, axis: SwiftUI.Axis = .horizontal, currentPage: Binding<Int>? = nil,
                @ViewBuilder page: @escaping (Data.Element) -> Page) {
        self.data = data
        self.id = id
        self.currentPage = currentPage
        self.page = page
        self.axis = axis == .horizontal ? .horizontal : .vertical
    }

    /// The pager with its page indicator over it.
    public var body: some View {
        let binding = currentPage ?? $ownPage
        let horizontal = axis == .horizontal
        // `.looping()` and the others on a view above the pager, the nearest winning, then the pager's own.
        let modifiers = modifiersAround.overridden(by: self.modifiers)
        PagerRepresentable(data: data, id: id, currentPage: binding, settings: modifiers.settings(axis: axis),
                           display: modifiers.displayActions(for: ID.self), page: page)
            .overlay(alignment: horizontal ? .bottom : .trailing) {
                if modifiers.showsIndicator ?? true {
                    PageControl(numberOfPages: data.count, currentPage: binding, axis: horizontal ? .horizontal : .vertical)
                }
            }
    }

    /// Makes the page after the last one the first one again (and the one before the first the last).
    /// A single page does not loop.
    public func looping(_ isLooping: Bool = true) -> Self {
        modified { PagerModifiers.looping(isLooping)(&$0.modifiers) }
    }

    /// Turns to the next page on its own after `interval` seconds of rest (counting again after every
    /// drag); nil stops. At the last page of a pager that does not loop, it goes back to the first. An
    /// interval that is not finite and positive leaves the previous setting.
    public func autoAdvance(every interval: TimeInterval?) -> Self {
        modified { PagerModifiers.autoAdvance(every: interval)(&$0.modifiers) }
    }

    /// Puts `spacing` points between pages (seen while a page slides). A spacing that is negative or not
    /// finite leaves the previous one.
    public func pageSpacing(_ spacing: CGFloat) -> Self {
        modified { PagerModifiers.pageSpacing(spacing)(&$0.modifiers) }
    }

    /// Makes the pages `length` long along the pager's axis, a fraction of the pager
    /// (`.fractionOfViewport(0.8)`) or a fixed length (`.points(280)`), and rests the current page at
    /// `alignment`: centred (the default) or `.leading(inset:)`. Shorter pages let their neighbours peek
    /// in; the page binding, looping, auto-advance and the indicator work as before, and only the current
    /// page ± `loadedNeighbours` and whatever else is on screen have views. A length or inset the engine
    /// refuses (not finite, a length not positive, an inset negative) leaves the previous setting.
    public func pageLength(_ length: PageLength, alignment: PageAlignment = .center) -> Self {
        modified { PagerModifiers.pageLength(length, alignment: alignment)(&$0.modifiers) }
    }

    /// Shrinks pages to `minimumScale` and fades them to `minimumOpacity` as they move a page away from
    /// the alignment point (linearly, full size and opaque at it), so a carousel's neighbours recede.
    /// Values outside 0…1 leave the previous setting; `pageEffect(minimumScale: 1, minimumOpacity: 1)`
    /// changes nothing.
    public func pageEffect(minimumScale: CGFloat = 0.85, minimumOpacity: CGFloat = 0.5) -> Self {
        modified { PagerModifiers.pageEffect(minimumScale: minimumScale, minimumOpacity: minimumOpacity)(&$0.modifiers) }
    }

    /// Gives views to `count` pages on each side of the current page (1, "current ± 1", by default); the
    /// others have none, and their views are recycled. A negative count leaves the previous one.
    public func loadedNeighbours(_ count: Int) -> Self {
        modified { PagerModifiers.loadedNeighbours(count)(&$0.modifiers) }
    }

    /// Runs `action` with a page's identity when the page comes on screen (partly, while it slides in),
    /// as UIKit's `collectionView(_:willDisplay:forItemAt:)`: start a video. Loaded neighbours off
    /// screen are not told. Runs after the SwiftUI update that caused it, when one did.
    public func onPageAppear(perform action: @escaping @MainActor (ID) -> Void) -> Self {
        modified { PagerModifiers.pageAppear(action)(&$0.modifiers) }
    }

    /// Runs `action` with a page's identity when the page leaves the screen (or is deleted or reloaded
    /// while on it), as UIKit's `collectionView(_:didEndDisplaying:forItemAt:)`: stop what
    /// ``onPageAppear(perform:)`` started.
    public func onPageDisappear(perform action: @escaping @MainActor (ID) -> Void) -> Self {
        modified { PagerModifiers.pageDisappear(action)(&$0.modifiers) }
    }

    /// Shows (`.automatic` or `.visible`: when there are two pages or more) or hides the page indicator.
    public func pageIndicator(_ visibility: Visibility) -> Self {
        modified { PagerModifiers.showsIndicator(visibility != .hidden)(&$0.modifiers) }
    }
}

@available(iOS 16.0, tvOS 16.0, *)
extension LazyPager where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A pager over `data`'s identifiable elements along `axis`, whose page `currentPage` follows (its
    /// own page when nil).
    ///
    /// - Parameters:
    ///   - data: The elements, one per page, in order.
    ///   - axis: `.horizontal` (the default) or `.vertical`.
    ///   - currentPage: The index of the page under the middle of the pager; set it to turn pages.
    ///   - page: The content of the page that shows an element.
    public init(_ data: Data, axis: SwiftUI.Axis = .horizontal, currentPage: Binding<Int>? = nil,
                @ViewBuilder page: @escaping (Data.Element) -> Page) {
        self.init(data, id: \.id, axis: axis, currentPage: currentPage, page: page)
    }
}
#endif
