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

/// Scrolls a ``RecyclingList`` to an item and reads and restores its position, by identity.
///
/// Make one, keep it (for example in `@State`), and give it to the list with
/// ``RecyclingList/scroller(_:)``. A request made before the list shows the item (it has no size yet, or
/// its data has not arrived) waits until an update of the list brings the item, unless a newer request
/// replaces it; so a position saved before the app quit can be restored while the data is still loading.
@MainActor
public final class RecyclingListScroller<ID: Hashable> {
    /// A scroll waiting for its item.
    private enum Request {
        case item(ID, ScrollAlignment, animated: Bool)
        case position(RecyclingListPosition<ID>)
    }

    private weak var listView: RecyclingListView?
    private var index: (ID) -> Int? = { _ in nil }
    private var identity: (Int) -> ID? = { _ in nil }
    private var pending: Request?

    /// A scroller attached to no list yet. Nonisolated, so that it can be a property's initial value
    /// (`@State private var scroller = RecyclingListScroller<Item.ID>()`) in any view.
    nonisolated public init() {}

    /// Scrolls so that item `id` sits at `alignment` (`.start`, `.center`, `.end` or `.nearest`).
    ///
    /// - Complexity: O(log n) for n rows.
    public func scrollTo(_ id: ID, alignment: ScrollAlignment = .start, animated: Bool = true) {
        pending = .item(id, alignment, animated: animated)
        performPendingRequest()
    }

    /// Where the list is scrolled, or nil while it has no size or no rows.
    ///
    /// - Complexity: O(k log n) for k rows on screen.
    public var position: RecyclingListPosition<ID>? {
        guard let position = listView?.scrollPosition, let id = identity(position.row) else { return nil }
        return RecyclingListPosition(id: id, distanceFromTop: position.distanceFromTop)
    }

    /// Scrolls back to `position`, as far as the content allows.
    ///
    /// - Complexity: O(log n) for n rows.
    public func restore(_ position: RecyclingListPosition<ID>) {
        pending = .position(position)
        performPendingRequest()
    }

    /// Connects the scroller to `listView`, whose rows `index` and `identity` map to identities and
    /// back, and makes a waiting request whose item the list now has.
    func attach(to listView: RecyclingListView, index: @escaping (ID) -> Int?, identity: @escaping (Int) -> ID?) {
        self.listView = listView
        self.index = index
        self.identity = identity
        performPendingRequest()
    }

    private func performPendingRequest() {
        guard let listView, let request = pending else { return }
        switch request {
        case let .item(id, alignment, animated):
            guard let row = index(id) else { return }
            listView.scrollToRow(row, at: alignment, animated: animated)
        case let .position(position):
            guard let row = index(position.id) else { return }
            listView.scroll(to: RecyclingListView.ScrollPosition(row: row, distanceFromTop: position.distanceFromTop), animated: false)
        }
        pending = nil
    }
}
#endif
