#if !UIKIT_STAND_IN && canImport(UIKit) && canImport(SwiftUI)
import Foundation
import LazyScroll
import LazyScrollUIKit
import SwiftUI
import UIKit

/// The `RecyclingListView` of a sectioned ``RecyclingList``: it hands each SwiftUI update to a
/// `SectionedListCoordinator`, with the SwiftUI parts (hosting an item, a header, a footer) as closures,
/// and animates the data change when the update's transaction has an animation (`withAnimation`).
@available(iOS 16.0, tvOS 16.0, *)
struct SectionedListRepresentable<Sections: RandomAccessCollection, SectionID: Hashable, Items: RandomAccessCollection, ItemID: Hashable,
                                  Row: View, Header: View, Footer: View>: UIViewRepresentable {
    let sections: Sections
    let sectionID: KeyPath<Sections.Element, SectionID>
    let items: KeyPath<Sections.Element, Items>
    let itemID: KeyPath<Items.Element, ItemID>
    let row: (Items.Element) -> Row
    /// The header's content; nil: sections have no header.
    let header: ((Sections.Element) -> Header)?
    /// The footer's content; nil: sections have no footer.
    let footer: ((Sections.Element) -> Footer)?
    /// The modifiers set on the list itself; they win over those set on views above it.
    let modifiers: ListModifiers
    /// A multiple selection's binding over item identities, or nil.
    let selectedSet: Binding<Set<ItemID>>?
    /// A single selection's binding over item identities, or nil.
    let selectedOne: Binding<ItemID?>?
    /// The app's action for a dropped item, from its path to its path once moved; nil: items do not move.
    let move: (@MainActor (ItemPath, ItemPath) -> Void)?

    func makeCoordinator() -> SectionedListCoordinator<Sections, SectionID, Items, ItemID> {
        SectionedListCoordinator(viewClass: HostingCell.self)
    }

    func makeUIView(context: Context) -> RecyclingListView {
        context.coordinator.listView
    }

    func updateUIView(_ list: RecyclingListView, context: Context) {
        let (row, itemID, sectionID) = (self.row, self.itemID, self.sectionID)
        // Hosted content does not inherit the list's environment: it gets it whole, on every update.
        // A list or pager inside a row, header or footer does not take this list's modifiers.
        let environment = context.environment.withoutScrollModifiers
        // `.pinnedViews(…)` and the others on a view above the list, the nearest winning, then the list's
        // own: as the flat list reads them.
        let modifiers = context.environment.listModifiers.overridden(by: self.modifiers)
        modifiers.displayActions(for: ItemID.self).apply(to: context.coordinator.display)
        let hostItem: @MainActor (UIView, Items.Element) -> Void = { view, item in
            (view as? HostingCell)?.host(selectable: { isSelected in
                row(item).environment(\.isRowSelected, isSelected).id(item[keyPath: itemID]).environment(\.self, environment)
            })
        }
        let content = SectionedListCoordinator<Sections, SectionID, Items, ItemID>.Content(
            sectionIdentity: { $0[keyPath: sectionID] }, items: { [items] in $0[keyPath: items] }, itemIdentity: { $0[keyPath: itemID] },
            item: hostItem, header: header.map { Self.hosting($0, sectionID: sectionID, environment: environment) },
            footer: footer.map { Self.hosting($0, sectionID: sectionID, environment: environment) },
            isUnchangedItem: ElementComparison.equality(of: Items.Element.self),
            isUnchangedSection: ElementComparison.equality(of: Sections.Element.self))
        context.coordinator.update(
            data: sections, content: content,
            settings: modifiers.settings(keyboardDismissMode: KeyboardDismissModes.uiKitMode(of: context.environment)),
            pinning: modifiers.sectionPinning, loadMore: modifiers.loadMore, scroller: modifiers.scroller(for: ItemID.self),
            endStateChange: modifiers.endStateChange, selection: .of(set: selectedSet, one: selectedOne), move: move,
            // `withAnimation { data change }`: the update's transaction carries the animation.
            animated: context.transaction.animation != nil)
        var refresh: PullToRefresh.Action?
        if let action = context.environment.refresh {
            refresh = { await action() }
        }
        context.coordinator.refresher.update(list, action: refresh)
    }

    /// Hosts a section's header or footer, made by `boundary`, in a recycled view, inside the list's
    /// environment and identified by its section (its SwiftUI state is the section's).
    @MainActor
    private static func hosting<Boundary: View>(
        _ boundary: @escaping (Sections.Element) -> Boundary, sectionID: KeyPath<Sections.Element, SectionID>, environment: EnvironmentValues
    ) -> @MainActor (UIView, Sections.Element) -> Void {
        { view, section in
            (view as? HostingCell)?.host(boundary(section).id(section[keyPath: sectionID]).environment(\.self, environment))
        }
    }
}
#endif
