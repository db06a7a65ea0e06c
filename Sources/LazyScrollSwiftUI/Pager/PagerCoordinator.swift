#if UIKIT_STAND_IN
import UIKitStandIn
import LazyScrollUIKitOnStandIn
#elseif canImport(UIKit) && canImport(SwiftUI)
import UIKit
import LazyScrollUIKit
#endif
#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation
import LazyScroll

/// Everything a SwiftUI pager does that is not SwiftUI: it owns the `PagingScrollView`, supplies its
/// pages from identifiable data, turns each change of the data into a batch update by identity (so a page
/// keeps its view, and its SwiftUI state, wherever its element moves), re-hosts the loaded pages on every
/// SwiftUI update, and keeps the page binding and the pager in step.
///
/// The SwiftUI view passes what is SwiftUI as closures: how to host a page's content in a recycled view,
/// and how to write the binding.
@MainActor
final class PagerCoordinator<Data: RandomAccessCollection, ID: Hashable>: PagingScrollViewDataSource, PagingScrollViewDelegate {
    /// Hosts the content of an element in a recycled page view.
    typealias Configure = @MainActor (_ view: UIView, _ element: Data.Element) -> Void

    /// The pager.
    let pager = PagingScrollView(frame: .zero)
    /// Runs work after the current SwiftUI update (a binding must not change during one).
    var schedule: @MainActor (@escaping @MainActor () -> Void) -> Void = { work in Task { @MainActor in work() } } {
        didSet { display.schedule = schedule }
    }
    /// The app's actions for pages that come on screen and leave it.
    let display = DisplayLifecycle<ID>()

    private var data: Data?
    private var settings = PagerSettings()
    /// The identities of `data`, by page, and how a new data reaches the pager.
    private var pageIdentities = DataIdentities<ID>()
    private var configure: Configure = { _, _ in }
    private var writePage: @MainActor (Int) -> Void = { _ in }
    private var selection = PageSelection()
    private var hostedPages = HostedViews<UIView, ID>()
    /// Set while a SwiftUI update is applied.
    private var isUpdating = false
    /// The binding's value the latest SwiftUI update read.
    private var readPage: Int?
    /// Set while a write of the binding waits for the update to end.
    private var writeIsScheduled = false

    private static var reuseIdentifier: String { "page" }

    /// A coordinator whose pages are instances of `pageViewClass`.
    init(pageViewClass: UIView.Type) {
        pager.register(pageViewClass, forReuseIdentifier: Self.reuseIdentifier)
        pager.pagingDelegate = self
    }

    /// Applies one SwiftUI update: the settings (when the engine accepts them; otherwise the last good
    /// ones stay; either way the loaded pages keep their views), the data (a batch update computed from
    /// the identities: the page on screen stays, its index following the update into the binding after
    /// it; a reload while an identity repeats), the content of every loaded page, and the binding's page
    /// when the app changed it (scrolled to, animated when SwiftUI animates the change).
    ///
    /// - Complexity: O(n) expected for n pages, plus the batch update's O(m + log n) for m changes; O(k)
    ///   for k loaded pages when the data is `Equatable` and compares equal to the last in O(1), or is a
    ///   `ChangeReportingCollection` that tells its m changes (plus the update's O(m + log n)).
    func update(data: Data, identity: @escaping (Data.Element) -> ID, currentPage: Int, animated: Bool, settings: PagerSettings,
                configure: @escaping Configure, writePage: @escaping @MainActor (Int) -> Void) {
        isUpdating = true
        display.isUpdating = true
        defer {
            isUpdating = false
            display.isUpdating = false
        }
        self.configure = configure
        self.writePage = writePage
        hostedPages.beginUpdate()
        // Read before the data moves the page: a binding that still holds the page the pager showed is
        // not a request to go back there.
        let bindingChanged = currentPage != selection.boundPage
        readPage = currentPage
        let change = pageIdentities.update(from: self.data, to: data, identity: identity).change
        self.data = data
        if settings != self.settings, (try? settings.validate()) != nil {
            self.settings = settings
            selection.stopHeading()
            settings.apply(to: pager)
        }
        if pager.dataSource == nil {
            pager.dataSource = self
        } else {
            switch change {
            case .none:
                break
            case .reload:
                selection.stopHeading()
                pager.reloadData()
            case .batch(let update):
                // The difference leads from the pages the pager has, so it is refused only when a looping
                // pager would keep too few pages to loop: then a reload shows the data.
                if (try? pager.performBatchUpdates(update)) == nil {
                    selection.stopHeading()
                    pager.reloadData()
                }
                // The page the update left on screen, told or not (the current page deleted, the pager
                // rests on its neighbour).
                pagerTurned(to: pager.currentPage)
            }
        }
        if bindingChanged, let page = selection.bindingRead(currentPage, pageCount: data.count, shownPage: pager.currentPage) {
            pager.scrollToPage(page, animated: animated)
            // A page outside the data, and the pager already shows the nearest one (so it reports no
            // turn): the binding learns the page shown.
            if page != currentPage, pager.currentPage == page { pagerTurned(to: page) }
        }
        // After the scroll, so that pages it unloads are not hosted for nothing.
        for (view, id) in hostedPages.stale(among: pager.loadedPageViews) {
            guard let page = pageIdentities.index(of: id) else { continue }
            host(page, in: view)
        }
    }

    private func host(_ page: Int, in view: UIView) {
        guard let data else { return }
        configure(view, data[data.index(data.startIndex, offsetBy: page)])
        hostedPages.hosted(view, key: pageIdentities[page])
    }

    /// Tells the binding about a page the pager turned to: at once, or after the SwiftUI update that
    /// caused it.
    private func pagerTurned(to page: Int) {
        let byUser = pager.isTracking || pager.isDragging || pager.isDecelerating
        guard let value = selection.pagerTurned(to: page, byUser: byUser) else { return }
        guard isUpdating else { return writePage(value) }
        guard !writeIsScheduled else { return }
        writeIsScheduled = true
        schedule { [weak self] in
            guard let self else { return }
            self.writeIsScheduled = false
            // The page the pager shows by now, which a drag since may have changed; not written when the
            // binding already holds it (the app set it in the update that moved the pages).
            if let page = self.selection.boundPage, page != self.readPage { self.writePage(page) }
        }
    }

    // MARK: - PagingScrollViewDataSource

    func numberOfPages(in pagingScrollView: PagingScrollView) -> Int {
        data?.count ?? 0
    }

    func pagingScrollView(_ pagingScrollView: PagingScrollView, viewForPageAt index: Int) -> UIView {
        let view = pagingScrollView.dequeueReusablePage(withIdentifier: Self.reuseIdentifier, for: index)
        host(index, in: view)
        return view
    }

    // MARK: - PagingScrollViewDelegate

    func pagingScrollView(_ pagingScrollView: PagingScrollView, didChangePageTo page: Int) {
        pagerTurned(to: page)
    }

    func pagingScrollView(_ pagingScrollView: PagingScrollView, willDisplay view: UIView, forPageAt index: Int) {
        display.tell(hostedPages.key(of: view), appears: true)
    }

    func pagingScrollView(_ pagingScrollView: PagingScrollView, didEndDisplaying view: UIView, forPageAt index: Int) {
        display.tell(hostedPages.key(of: view), appears: false)
    }
}
#endif
