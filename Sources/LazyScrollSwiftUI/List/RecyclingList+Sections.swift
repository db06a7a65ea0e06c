#if !UIKIT_STAND_IN && canImport(UIKit) && canImport(SwiftUI)
import Foundation
import LazyScroll
import LazyScrollUIKit
import SwiftUI
import UIKit

@available(iOS 16.0, tvOS 16.0, *)
extension RecyclingList {
    /// A list of sections, each a header, rows of its items and a footer, as a SwiftUI `List` of
    /// `Section { ForEach(items) { … } } header: { … } footer: { … }`; headers pin while their section
    /// passes under them, as in `LazyVStack(pinnedViews: [.sectionHeaders])` (see ``pinnedViews(_:)``).
    ///
    /// ```swift
    /// RecyclingList(sections: groups, id: \.name, items: \.contacts, itemID: \.id) { contact in
    ///     ContactRow(contact)
    /// } header: { group in
    ///     Text(group.name).bold()
    /// } footer: { group in
    ///     Text("\(group.contacts.count) contacts")
    /// }
    /// ```
    ///
    /// Headers, items and footers are recycled, each kind in a pool of its own, and size themselves as
    /// rows do. A change of the data reaches the list as a section batch update computed from the
    /// identities of the sections and of the items: sections and items inserted, deleted and moved, items
    /// moving between sections; the headers, items and footers that stay keep their views, and are hosted
    /// again only when their section or item changed (when those are `Equatable`). A change made in
    /// `withAnimation` animates: items slide to their new places, inserted ones fade in and deleted ones
    /// fade out. Item identities must be unique across all sections and section identities among the
    /// sections: while one repeats, the list shows the data by index (a full reload).
    ///
    /// Selection is by item identity, several items (this form) or one
    /// (the `Binding<ID?>` form of this initializer);
    /// headers and footers are not selectable. ``onMoveItem(perform:)`` lets the user drag an item
    /// within its section or into another. `onRowAppear` and `onRowDisappear` are told about items, not
    /// headers or footers; ``RecyclingListScroller/scrollTo(_:alignment:animated:)`` puts an item just
    /// below its section's pinned header, and ``RecyclingListScroller/position`` names the first item on
    /// screen (nil while a header or footer is first); ``RecyclingListScroller/savedScrollPosition(sectionID:)``
    /// saves the first header, item or footer on screen by identity, with every measured height, and
    /// `RecyclingListScroller.restoreScrollPosition(_:)` brings it back after the data changed. `listLayout(_:)` lays out each section's items;
    /// ``onLoadMore(at:within:perform:)`` counts headers and footers among the rows. The modifiers reach
    /// a list of sections from a view around it as they reach a flat list. What does not apply to
    /// sections: ``onMove(perform:)`` (its flat indices; ``onMoveItem(perform:)`` moves items), and
    /// ``RecyclingListScroller/savedScrollPosition()`` (nil: its identities are items').
    ///
    /// - Parameters:
    ///   - sections: The sections, in order.
    ///   - id: The key path to each section's unique identity.
    ///   - items: The key path to each section's items, one per row, in order.
    ///   - itemID: The key path to each item's identity, unique across all sections.
    ///   - selection: The identities of the selected items (a tap toggles an item), or nil for items
    ///     that are not selectable.
    ///   - row: The content of the row that shows an item.
    ///   - header: The content of a section's header (`EmptyView` for none).
    ///   - footer: The content of a section's footer (`EmptyView` for none).
    public init<Sections: RandomAccessCollection, SectionID: Hashable, Header: View, Footer: View>(
        sections: Sections, id: KeyPath<Sections.Element, SectionID>, items: KeyPath<Sections.Element, Data>, itemID: KeyPath<Data.Element, ID>,
        selection: Binding<Set<ID>>? = nil, @ViewBuilder row: @escaping (Data.Element) -> Row,
        @ViewBuilder header: @escaping (Sections.Element) -> Header, @ViewBuilder footer: @escaping (Sections.Element) -> Footer
    ) {
        self.init(sectionsOf: sections, id: id, items: items, itemID: itemID, row: row, header: header, footer: footer)
        selectedSet = selection
    }

    /// A list of sections whose items the user selects one at a time, as a SwiftUI `List` of `Section`s
    /// with a `Binding<ID?>` selection: a tap selects an item instead of the one selected before.
    ///
    /// As the `Binding<Set<ID>>` form, with nil for no item: an identity no longer in the data becomes
    /// nil after the update that deleted its item; the selected item keeps its selection when it moves,
    /// to another section too. Headers and footers are not selectable.
    ///
    /// - Parameters:
    ///   - sections: The sections, in order.
    ///   - id: The key path to each section's unique identity.
    ///   - items: The key path to each section's items, one per row, in order.
    ///   - itemID: The key path to each item's identity, unique across all sections.
    ///   - selection: The identity of the selected item, or nil.
    ///   - row: The content of the row that shows an item.
    ///   - header: The content of a section's header (`EmptyView` for none).
    ///   - footer: The content of a section's footer (`EmptyView` for none).
    public init<Sections: RandomAccessCollection, SectionID: Hashable, Header: View, Footer: View>(
        sections: Sections, id: KeyPath<Sections.Element, SectionID>, items: KeyPath<Sections.Element, Data>, itemID: KeyPath<Data.Element, ID>,
        selection: Binding<ID?>, @ViewBuilder row: @escaping (Data.Element) -> Row,
        @ViewBuilder header: @escaping (Sections.Element) -> Header, @ViewBuilder footer: @escaping (Sections.Element) -> Footer
    ) {
        self.init(sectionsOf: sections, id: id, items: items, itemID: itemID, row: row, header: header, footer: footer)
        selectedOne = selection
    }

    /// A list of sections with a header and no footer whose items the user selects one at a time (the
    /// `Binding<ID?>` form of ``init(sections:id:items:itemID:selection:row:header:)``).
    ///
    /// - Parameters:
    ///   - sections: The sections, in order.
    ///   - id: The key path to each section's unique identity.
    ///   - items: The key path to each section's items, one per row, in order.
    ///   - itemID: The key path to each item's identity, unique across all sections.
    ///   - selection: The identity of the selected item, or nil.
    ///   - row: The content of the row that shows an item.
    ///   - header: The content of a section's header.
    public init<Sections: RandomAccessCollection, SectionID: Hashable, Header: View>(
        sections: Sections, id: KeyPath<Sections.Element, SectionID>, items: KeyPath<Sections.Element, Data>, itemID: KeyPath<Data.Element, ID>,
        selection: Binding<ID?>, @ViewBuilder row: @escaping (Data.Element) -> Row, @ViewBuilder header: @escaping (Sections.Element) -> Header
    ) {
        self.init(sections: sections, id: id, items: items, itemID: itemID, selection: selection, row: row, header: header, footer: { _ in EmptyView() })
    }

    /// A list of sections without a selection: the list of every sectioned initializer.
    private init<Sections: RandomAccessCollection, SectionID: Hashable, Header: View, Footer: View>(
        sectionsOf sections: Sections, id: KeyPath<Sections.Element, SectionID>, items: KeyPath<Sections.Element, Data>,
        itemID: KeyPath<Data.Element, ID>, row: @escaping (Data.Element) -> Row,
        header: @escaping (Sections.Element) -> Header, footer: @escaping (Sections.Element) -> Footer
    ) {
        self.init(source: .sections({ list in
            AnyView(SectionedListRepresentable(
                sections: sections, sectionID: id, items: items, itemID: itemID, row: list.row,
                header: Header.self == EmptyView.self ? nil : header, footer: Footer.self == EmptyView.self ? nil : footer,
                modifiers: list.modifiers, selectedSet: list.selectedSet, selectedOne: list.selectedOne, move: list.itemMove))
        }), id: itemID, row: row)
    }

    /// A list of sections with a header and no footer (the form of
    /// ``init(sections:id:items:itemID:selection:row:header:footer:)`` without `footer`).
    ///
    /// - Parameters:
    ///   - sections: The sections, in order.
    ///   - id: The key path to each section's unique identity.
    ///   - items: The key path to each section's items, one per row, in order.
    ///   - itemID: The key path to each item's identity, unique across all sections.
    ///   - selection: The identities of the selected items, or nil for items that are not selectable.
    ///   - row: The content of the row that shows an item.
    ///   - header: The content of a section's header.
    public init<Sections: RandomAccessCollection, SectionID: Hashable, Header: View>(
        sections: Sections, id: KeyPath<Sections.Element, SectionID>, items: KeyPath<Sections.Element, Data>, itemID: KeyPath<Data.Element, ID>,
        selection: Binding<Set<ID>>? = nil, @ViewBuilder row: @escaping (Data.Element) -> Row,
        @ViewBuilder header: @escaping (Sections.Element) -> Header
    ) {
        self.init(sections: sections, id: id, items: items, itemID: itemID, selection: selection, row: row, header: header, footer: { _ in EmptyView() })
    }

    /// Which of a sectioned list's boundary views stay on screen while their section passes under them,
    /// as `LazyVStack(pinnedViews:)`: `[.sectionHeaders]` by default (headers stay at the top until the
    /// next section's header pushes them off), `.sectionFooters` pins footers to the bottom, `[]` lets
    /// both scroll with their sections. `RecyclingListView.sectionPinning`. No effect on a list without sections.
    /// Like the other modifiers, it also works on any view around the list; the list's own wins.
    public func pinnedViews(_ views: PinnedScrollableViews) -> Self {
        modified { ListModifiers.pinnedViews(views)(&$0.modifiers) }
    }

    /// Lets the user reorder the items of a list of sections, within a section and between sections:
    /// a long press lifts an item, the list scrolls near its edges while the finger is there, and the
    /// drop calls `action` with the item's path and the path it has once moved (where it lands: first
    /// in a section when dropped below its header, first in the next section when dropped below a
    /// footer, last in the last section below its footer).
    ///
    /// ```swift
    /// .onMoveItem { source, destination in
    ///     let contact = groups[source.section].contacts.remove(at: source.item)
    ///     groups[destination.section].contacts.insert(contact, at: destination.item)
    /// }
    /// ```
    ///
    /// SwiftUI's `List` gives each `Section`'s `ForEach` an `onMove(perform:)` with offsets within that
    /// section; one action with both paths also moves an item into another section. Move the item in your
    /// data there: the list has already moved its row (with its selection), and finds the data you move
    /// so to be no change. Data left as it was moves the item back. Headers and footers are not lifted;
    /// without an action (or with nil) no item is. No effect on a list without sections (see
    /// ``onMove(perform:)``). `RecyclingListViewSectionDataSource`'s `listView(_:moveItemAt:to:)`
    /// (`collectionView(_:moveItemAt:to:)`).
    ///
    /// - Parameter action: Moves the item at its first argument to its second, in the data.
    public func onMoveItem(perform action: (@MainActor (_ source: ItemPath, _ destination: ItemPath) -> Void)?) -> Self {
        modified { $0.itemMove = action }
    }
}

@available(iOS 16.0, tvOS 16.0, *)
extension RecyclingList where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A list of identifiable sections of identifiable items, each section a header, rows of its items
    /// and a footer (``init(sections:id:items:itemID:selection:row:header:footer:)`` by `id`).
    ///
    /// - Parameters:
    ///   - sections: The sections, in order.
    ///   - items: The key path to each section's items, one per row, in order.
    ///   - selection: The identities of the selected items, or nil for items that are not selectable.
    ///   - row: The content of the row that shows an item.
    ///   - header: The content of a section's header (`EmptyView` for none).
    ///   - footer: The content of a section's footer (`EmptyView` for none).
    public init<Sections: RandomAccessCollection, Header: View, Footer: View>(
        sections: Sections, items: KeyPath<Sections.Element, Data>, selection: Binding<Set<ID>>? = nil,
        @ViewBuilder row: @escaping (Data.Element) -> Row,
        @ViewBuilder header: @escaping (Sections.Element) -> Header, @ViewBuilder footer: @escaping (Sections.Element) -> Footer
    ) where Sections.Element: Identifiable {
        self.init(sections: sections, id: \.id, items: items, itemID: \.id, selection: selection, row: row, header: header, footer: footer)
    }

    /// A list of identifiable sections of identifiable items whose items the user selects one at a
    /// time (the `Binding<ID?>` form of ``init(sections:id:items:itemID:selection:row:header:footer:)`` by
    /// `id`).
    ///
    /// - Parameters:
    ///   - sections: The sections, in order.
    ///   - items: The key path to each section's items, one per row, in order.
    ///   - selection: The identity of the selected item, or nil.
    ///   - row: The content of the row that shows an item.
    ///   - header: The content of a section's header (`EmptyView` for none).
    ///   - footer: The content of a section's footer (`EmptyView` for none).
    public init<Sections: RandomAccessCollection, Header: View, Footer: View>(
        sections: Sections, items: KeyPath<Sections.Element, Data>, selection: Binding<ID?>,
        @ViewBuilder row: @escaping (Data.Element) -> Row,
        @ViewBuilder header: @escaping (Sections.Element) -> Header, @ViewBuilder footer: @escaping (Sections.Element) -> Footer
    ) where Sections.Element: Identifiable {
        self.init(sections: sections, id: \.id, items: items, itemID: \.id, selection: selection, row: row, header: header, footer: footer)
    }

    /// A list of identifiable sections of identifiable items, each with a header and no footer, whose
    /// items the user selects one at a time.
    ///
    /// - Parameters:
    ///   - sections: The sections, in order.
    ///   - items: The key path to each section's items, one per row, in order.
    ///   - selection: The identity of the selected item, or nil.
    ///   - row: The content of the row that shows an item.
    ///   - header: The content of a section's header.
    public init<Sections: RandomAccessCollection, Header: View>(
        sections: Sections, items: KeyPath<Sections.Element, Data>, selection: Binding<ID?>,
        @ViewBuilder row: @escaping (Data.Element) -> Row, @ViewBuilder header: @escaping (Sections.Element) -> Header
    ) where Sections.Element: Identifiable {
        self.init(sections: sections, id: \.id, items: items, itemID: \.id, selection: selection, row: row, header: header, footer: { _ in EmptyView() })
    }

    /// A list of identifiable sections of identifiable items, each with a header and no footer.
    ///
    /// - Parameters:
    ///   - sections: The sections, in order.
    ///   - items: The key path to each section's items, one per row, in order.
    ///   - selection: The identities of the selected items, or nil for items that are not selectable.
    ///   - row: The content of the row that shows an item.
    ///   - header: The content of a section's header.
    public init<Sections: RandomAccessCollection, Header: View>(
        sections: Sections, items: KeyPath<Sections.Element, Data>, selection: Binding<Set<ID>>? = nil,
        @ViewBuilder row: @escaping (Data.Element) -> Row, @ViewBuilder header: @escaping (Sections.Element) -> Header
    ) where Sections.Element: Identifiable {
        self.init(sections: sections, id: \.id, items: items, itemID: \.id, selection: selection, row: row, header: header, footer: { _ in EmptyView() })
    }
}
#endif
