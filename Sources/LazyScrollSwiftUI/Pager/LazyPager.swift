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
    private var settings = PagerSettings()
    private var indicator = Visibility.automatic
    private var display = DisplayActions<ID>()
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
        settings.axis = axis == .horizontal ? .horizontal : .vertical
    }

    /// The pager with its page indicator over it.
    public var body: some View {
        let binding = currentPage ?? $ownPage
        let horizontal = settings.axis == .horizontal
        PagerRepresentable(data: data, id: id, currentPage: binding, settings: settings, display: display, page: page)
            .overlay(alignment: horizontal ? .bottom : .trailing) {
                if indicator != .hidden {
                    PageControl(numberOfPages: data.count, currentPage: binding, axis: horizontal ? .horizontal : .vertical)
                }
            }
    }

    /// Makes the page after the last one the first one again (and the one before the first the last).
    /// A single page does not loop.
    public func looping(_ isLooping: Bool = true) -> Self {
        modified { $0.settings.isLooping = isLooping }
    }

    /// Turns to the next page on its own after `interval` seconds of rest (counting again after every
    /// drag); nil stops. At the last page of a pager that does not loop, it goes back to the first. An
    /// interval that is not finite and positive leaves the previous setting.
    public func autoAdvance(every interval: TimeInterval?) -> Self {
        modified { $0.settings.autoAdvanceInterval = interval }
    }

    /// Puts `spacing` points between pages (seen while a page slides). A spacing that is negative or not
    /// finite leaves the previous one.
    public func pageSpacing(_ spacing: CGFloat) -> Self {
        modified { $0.settings.pageSpacing = spacing }
    }

    /// Makes the pages `length` long along the pager's axis, a fraction of the pager
    /// (`.fractionOfViewport(0.8)`) or a fixed length (`.points(280)`), and rests the current page at
    /// `alignment`: centred (the default) or `.leading(inset:)`. Shorter pages let their neighbours peek
    /// in; the page binding, looping, auto-advance and the indicator work as before, and only the current
    /// page ± `loadedNeighbours` and whatever else is on screen have views. A length or inset the engine
    /// refuses (not finite, a length not positive, an inset negative) leaves the previous setting.
    public func pageLength(_ length: PageLength, alignment: PageAlignment = .center) -> Self {
        modified {
            $0.settings.pageLength = length
            $0.settings.pageAlignment = alignment
        }
    }

    /// Shrinks pages to `minimumScale` and fades them to `minimumOpacity` as they move a page away from
    /// the alignment point (linearly, full size and opaque at it), so a carousel's neighbours recede.
    /// Values outside 0…1 leave the previous setting; `pageEffect(minimumScale: 1, minimumOpacity: 1)`
    /// changes nothing.
    public func pageEffect(minimumScale: CGFloat = 0.85, minimumOpacity: CGFloat = 0.5) -> Self {
        modified { $0.settings.pageEffect = PageEffect(minimumScale: minimumScale, minimumOpacity: minimumOpacity) }
    }

    /// Gives views to `count` pages on each side of the current page (1, "current ± 1", by default); the
    /// others have none, and their views are recycled. A negative count leaves the previous one.
    public func loadedNeighbours(_ count: Int) -> Self {
        modified { $0.settings.loadedNeighbours = count }
    }

    /// Runs `action` with a page's identity when the page comes on screen (partly, while it slides in),
    /// as UIKit's `collectionView(_:willDisplay:forItemAt:)`: start a video. Loaded neighbours off
    /// screen are not told. Runs after the SwiftUI update that caused it, when one did.
    public func onPageAppear(perform action: @escaping @MainActor (ID) -> Void) -> Self {
        modified { $0.display.onAppear = action }
    }

    /// Runs `action` with a page's identity when the page leaves the screen (or is deleted or reloaded
    /// while on it), as UIKit's `collectionView(_:didEndDisplaying:forItemAt:)`: stop what
    /// ``onPageAppear(perform:)`` started.
    public func onPageDisappear(perform action: @escaping @MainActor (ID) -> Void) -> Self {
        modified { $0.display.onDisappear = action }
    }

    /// Shows (`.automatic` or `.visible`: when there are two pages or more) or hides the page indicator.
    public func pageIndicator(_ visibility: Visibility) -> Self {
        modified { $0.indicator = visibility }
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
