#if !UIKIT_STAND_IN && canImport(UIKit) && canImport(SwiftUI)
import Foundation
import LazyScroll
import LazyScrollUIKit
import SwiftUI
import UIKit

/// The `RecyclingListView` of a ``RecyclingList``: it hands each SwiftUI update to a `ListCoordinator`,
/// with the SwiftUI part (hosting a row) as a closure.
@available(iOS 16.0, tvOS 16.0, *)
struct ListRepresentable<Data: RandomAccessCollection, ID: Hashable, Row: View>: UIViewRepresentable {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let row: (Data.Element) -> Row
    /// The modifiers set on the list itself; they win over those set on views above it.
    let modifiers: ListModifiers
    /// A multiple selection's binding, or nil.
    let selectedSet: Binding<Set<ID>>?
    /// A single selection's binding, or nil.
    let selectedOne: Binding<ID?>?
    let move: (@MainActor (IndexSet, Int) -> Void)?

    func makeCoordinator() -> ListCoordinator<Data, ID> {
        ListCoordinator(rowViewClass: HostingCell.self)
    }

    func makeUIView(context: Context) -> RecyclingListView {
        context.coordinator.listView
    }

    func updateUIView(_ list: RecyclingListView, context: Context) {
        let row = self.row
        let id = self.id
        // Hosted content does not inherit the list's environment (environment objects, custom keys):
        // it gets it whole, again on every update.
        // A list or pager inside a row does not take this list's modifiers.
        let environment = context.environment.withoutScrollModifiers
        // `.listLayout(…)` and the others on a view above the list, the nearest winning, then the list's own.
        let modifiers = context.environment.listModifiers.overridden(by: self.modifiers)
        modifiers.displayActions(for: ID.self).apply(to: context.coordinator.display)
        context.coordinator.update(
            data: data, identity: { $0[keyPath: id] }, isUnchanged: ElementComparison.equality(of: Data.Element.self),
            settings: modifiers.settings(keyboardDismissMode: KeyboardDismissModes.uiKitMode(of: context.environment)),
            configure: { view, element in
                (view as? HostingCell)?.host(selectable: { isSelected in
                    // The row's selection inside the list's environment, which replaces the whole environment.
                    row(element).environment(\.isRowSelected, isSelected).id(element[keyPath: id]).environment(\.self, environment)
                })
            },
            loadMore: modifiers.loadMore, scroller: modifiers.scroller(for: ID.self), endStateChange: modifiers.endStateChange,
            selection: .of(set: selectedSet, one: selectedOne), move: move,
            // `withAnimation { data change }`: the update's transaction carries the animation.
            animated: context.transaction.animation != nil)
        // `.refreshable { … }` on the list or a view around it: a pull-to-refresh control runs it.
        var refresh: PullToRefresh.Action?
        if let action = context.environment.refresh {
            refresh = { await action() }
        }
        context.coordinator.refresher.update(list, action: refresh)
    }
}
#endif
