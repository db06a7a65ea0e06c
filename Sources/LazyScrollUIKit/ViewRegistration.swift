#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation

/// A typed registration of a row, cell or page view class with the code that configures it for an
/// item, as UIKit's `UICollectionView.CellRegistration`: no string identifier, no `as!` cast.
///
/// Make it once (a property of your controller), and dequeue with it from the data source:
///
/// ```swift
/// let messageRow = RecyclingListView.CellRegistration<MessageRow, Message> { row, index, message in
///     row.label.text = message.text
/// }
///
/// func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
///     listView.dequeueConfiguredReusableView(using: messageRow, for: index, item: messages[index])
/// }
/// ```
///
/// The view class is registered with the list or pager the first time the registration dequeues from
/// it; views are made with `init(frame:)`.
@MainActor
public struct ViewRegistration<View: UIView, Item> {
    /// Configures `view` for `item`, at index `index` (a row or a page).
    public typealias Handler = @MainActor (_ view: View, _ index: Int, _ item: Item) -> Void

    /// The reuse identifier the registration's views are recycled under, unique to it.
    let reuseIdentifier: String
    let handler: Handler

    /// A registration whose views are instances of `View`, configured by `handler`
    /// (`UICollectionView.CellRegistration.init(handler:)`).
    public init(handler: @escaping Handler) {
        reuseIdentifier = "\(View.self)-\(UUID().uuidString)"
        self.handler = handler
    }
}

extension RecyclingListView {
    /// A typed registration of a row (or grid cell) view class (`UICollectionView.CellRegistration`).
    public typealias CellRegistration<Cell: UIView, Item> = ViewRegistration<Cell, Item>

    /// A view of `registration`'s class for row `index`, recycled if one is idle, configured for `item`
    /// by the registration's handler (`dequeueConfiguredReusableCell(using:for:item:)`).
    public func dequeueConfiguredReusableView<Cell, Item>(using registration: CellRegistration<Cell, Item>, for index: Int, item: Item) -> Cell {
        let view = dequeueRegistered(registration)
        registration.handler(view, index, item)
        return view
    }
}

extension PagingScrollView {
    /// A typed registration of a page view class (`UICollectionView.CellRegistration`).
    public typealias PageRegistration<Page: UIView, Item> = ViewRegistration<Page, Item>

    /// A view of `registration`'s class for page `index`, recycled if one is idle, configured for `item`
    /// by the registration's handler (`dequeueConfiguredReusableCell(using:for:item:)`).
    public func dequeueConfiguredReusablePage<Page, Item>(using registration: PageRegistration<Page, Item>, for index: Int, item: Item) -> Page {
        let view = dequeueRegistered(registration)
        registration.handler(view, index, item)
        return view
    }
}
#endif
