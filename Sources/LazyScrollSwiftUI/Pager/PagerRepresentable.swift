#if !UIKIT_STAND_IN && canImport(UIKit) && canImport(SwiftUI)
import LazyScroll
import LazyScrollUIKit
import SwiftUI
import UIKit

/// The `PagingScrollView` of a ``LazyPager``: it hands each SwiftUI update to a `PagerCoordinator`,
/// with the SwiftUI parts (hosting a page, writing the binding) as closures.
@available(iOS 16.0, tvOS 16.0, *)
struct PagerRepresentable<Data: RandomAccessCollection, ID: Hashable, Page: View>: UIViewRepresentable {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let currentPage: Binding<Int>
    let settings: PagerSettings
    let display: DisplayActions<ID>
    let page: (Data.Element) -> Page

    func makeCoordinator() -> PagerCoordinator<Data, ID> {
        PagerCoordinator(pageViewClass: HostingCell.self)
    }

    func makeUIView(context: Context) -> PagingScrollView {
        context.coordinator.pager
    }

    func updateUIView(_ pager: PagingScrollView, context: Context) {
        let page = self.page
        let binding = currentPage
        let id = self.id
        // Hosted content does not inherit the pager's environment (environment objects, custom keys):
        // it gets it whole, again on every update.
        let environment = context.environment.withoutScrollModifiers
        display.apply(to: context.coordinator.display)
        context.coordinator.update(
            data: data, identity: { $0[keyPath: id] }, currentPage: binding.wrappedValue,
            animated: context.transaction.animation != nil && !context.transaction.disablesAnimations,
            settings: settings,
            configure: { view, element in (view as? HostingCell)?.host(page(element).id(element[keyPath: id]).environment(\.self, environment)) },
            writePage: { binding.wrappedValue = $0 })
    }
}
#endif
