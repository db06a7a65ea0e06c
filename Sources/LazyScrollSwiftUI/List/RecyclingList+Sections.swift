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
    /// Selection is by item identity (headers and footers are not selectable); `onRowAppear` and
    /// `onRowDisappear` are told about items, not headers or footers; ``RecyclingListScroller/scrollTo(_:alignment:animated:)``
    /// puts an item just below its section's pinned header, and ``RecyclingListScroller/position`` names
    /// the first item on screen (nil while a header or footer is first); `listLayout(_:)` lays out each
    /// section's items; ``onLoadMore(at:within:perform:)`` counts headers and footers among the rows. The
    /// modifiers reach a list of sections from a view around it as they reach a flat list.
    /// What does not apply to sections: ``onMove(perform:)`` (rows do not move), a single selection, and
    /// ``RecyclingListScroller/savedScrollPosition()`` (nil).
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
        self.init(source: .sections({ list in
            AnyView(SectionedListRepresentable(
                sections: sections, sectionID: id, items: items, itemID: itemID, row: list.row,
                header: Header.self == EmptyView.self ? nil : header, footer: Footer.self == EmptyView.self ? nil : footer,
                modifiers: list.modifiers, selection: list.selectedSet))
        }), id: itemID, row: row)
        selectedSet = selection
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
