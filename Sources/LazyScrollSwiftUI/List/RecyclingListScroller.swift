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
///
/// Two kinds of saved position: ``position`` (an item and its distance from the top, a few bytes) and,
/// when identities are `Sendable`, ``savedScrollPosition()`` (the engine's `ScrollPositionSnapshot`,
/// which also carries every measured row height, so that the rows above the restored one come back at
/// their real heights and scrolling up from it does not move the offset as they are measured). A list
/// of sections saves its full position by header, item and footer identity:
/// ``savedScrollPosition(sectionID:)``.
@MainActor
public final class RecyclingListScroller<ID: Hashable> {
    /// A scroll waiting for its item.
    private enum Request {
        case item(ID, ScrollAlignment, animated: Bool)
        case position(RecyclingListPosition<ID>)
        /// A full saved position, restored once the list has rows (the engine finds the nearest survivor
        /// when the saved item is gone): false while the list has none to restore it over.
        case restoration(@MainActor (RecyclingListScroller) throws -> Bool)
    }

    private weak var wrappedList: RecyclingListView?
    private var index: (ID) -> Int? = { _ in nil }
    private var identity: (Int) -> ID? = { _ in nil }
    private var identifiers: () -> ItemIdentifiers<ID>? = { nil }
    /// A list of sections' element identities (`ItemIdentifiers<SectionElementIdentifier<SectionID, ID>>`),
    /// or nil.
    private var elementIdentifiers: () -> Any? = { nil }
    private var pending: Request?

    /// A scroller attached to no list yet. Nonisolated, so that it can be a property's initial value
    /// (`@State private var scroller = RecyclingListScroller<Item.ID>()`) in any view.
    nonisolated public init() {}

    /// Scrolls so that item `id` sits at `alignment` (`.start`, `.center`, `.end` or `.nearest`).
    ///
    /// - Complexity: O(log n) for n rows.
    public func scrollTo(_ id: ID, alignment: ScrollAlignment = .start, animated: Bool = true) {
        pending = .item(id, alignment, animated: animated)
        try? performPendingRequest()
    }

    /// Scrolls to the last row, gliding when `animated` ("jump to the latest message"); before the list
    /// has a size, it starts there. `RecyclingListView.scrollToEnd(animated:)`.
    ///
    /// - Complexity: O(log n) for n rows.
    public func scrollToEnd(animated: Bool = true) {
        pending = nil
        listView?.scrollToEnd(animated: animated)
    }

    /// The UIKit list the ``RecyclingList`` wraps (nil until the list is made): for what the SwiftUI
    /// modifiers do not cover, such as `contentInset` (its `delegate` is the SwiftUI list's, for
    /// ``RecyclingList/onRowAppear(perform:)``: setting another replaces those actions). Settings
    /// that the SwiftUI list's modifiers own (row height, spacing, anchoring, layout, keyboard dismiss
    /// mode) are set again from the modifiers on the next update.
    public var listView: RecyclingListView? { wrappedList }

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
        try? performPendingRequest()
    }

    /// Connects the scroller to `listView`, whose items `index` and `identity` map to identities and
    /// back, whose rows `identifiers` lists (nil while an identity repeats, or for sections) and, for a
    /// list of sections, `elementIdentifiers` (its headers', items' and footers' identities), and makes a
    /// waiting request whose item the list now has (a waiting full restore was checked when it was given).
    func attach(
        to listView: RecyclingListView, index: @escaping (ID) -> Int?, identity: @escaping (Int) -> ID?,
        identifiers: @escaping () -> ItemIdentifiers<ID>?, elementIdentifiers: @escaping () -> Any? = { nil }
    ) {
        wrappedList = listView
        self.index = index
        self.identity = identity
        self.identifiers = identifiers
        self.elementIdentifiers = elementIdentifiers
        try? performPendingRequest()
    }

    /// Asks the list to restore a full saved position from a list of rows identified by `RowID` now, or
    /// keeps the request until the list has such rows.
    fileprivate func restore<RowID>(_ position: ScrollPositionSnapshot<RowID>, rows: @escaping @MainActor (RecyclingListScroller) -> ItemIdentifiers<RowID>?) throws {
        // What the list would refuse does not depend on its rows: an empty list refuses it now, so that a
        // position that must wait cannot fail later, where no one could be told. (With no rows, the
        // estimate plays no part.)
        var empty = try ScrollController(
            content: .items(.measured(MeasuredExtents(count: 0, estimatedExtent: 44))), viewportSize: .zero)
        _ = try empty.restoreScrollPosition(position, identifiers: ItemIdentifiers<RowID>(), time: 0)
        pending = .restoration { scroller in
            guard let listView = scroller.wrappedList, let identifiers = rows(scroller), !identifiers.isEmpty else { return false }
            try listView.restoreScrollPosition(position, identifiers: identifiers)
            return true
        }
        try performPendingRequest()
    }

    /// The list, with the identities of its rows, while it can be asked for a full saved position.
    fileprivate var identifiedList: (view: RecyclingListView, identifiers: ItemIdentifiers<ID>)? {
        guard let wrappedList, let identifiers = identifiers() else { return nil }
        return (wrappedList, identifiers)
    }

    /// The identities of a list of sections' headers, items and footers, when its sections are
    /// identified by `SectionID`.
    fileprivate func elementIdentifiers<SectionID>(sectionID: SectionID.Type) -> ItemIdentifiers<SectionElementIdentifier<SectionID, ID>>? {
        elementIdentifiers() as? ItemIdentifiers<SectionElementIdentifier<SectionID, ID>>
    }

    private func performPendingRequest() throws {
        guard let listView, let request = pending else { return }
        switch request {
        case let .item(id, alignment, animated):
            guard let row = index(id) else { return }
            listView.scrollToRow(row, at: alignment, animated: animated)
        case let .position(position):
            guard let row = index(position.id) else { return }
            listView.scroll(to: RecyclingListView.ScrollPosition(row: row, distanceFromTop: position.distanceFromTop), animated: false)
        case let .restoration(restore):
            // A refused position is no longer pending.
            pending = nil
            guard try restore(self) else {
                pending = request
                return
            }
        }
        pending = nil
    }
}

extension RecyclingListScroller where ID: Sendable {
    /// The position to save across launches, in full: the first item whose top edge is on screen, by
    /// identity, where it sits, and the height of every row measured so far (see the engine's
    /// `ScrollPositionSnapshot`; it is `Codable` when the identities are). Nil while the list has no size
    /// or no rows, while an identity repeats, and for a list of sections (its first row may be a header:
    /// see ``savedScrollPosition(sectionID:)``).
    ///
    /// - Complexity: O(log n + saved items + runs of equal heights) for n rows.
    public func savedScrollPosition() -> ScrollPositionSnapshot<ID>? {
        guard let list = identifiedList else { return nil }
        // The identities are the list's own rows, one per row: the engine's count check cannot fail.
        return try? list.view.scrollPosition(identifiers: list.identifiers)
    }

    /// Brings back a position from ``savedScrollPosition()`` for data that may have changed since: the
    /// saved item goes back to its place on screen wherever it is now (when it is gone, the surviving
    /// saved item nearest to it takes its place), and the saved heights go back to their rows by identity
    /// until the rows are measured again. Before the list has rows (or a size) the position waits for
    /// them, unless a newer request replaces it.
    ///
    /// - Complexity: O(n + saved items) for n rows.
    /// - Throws: `LazyScrollError.incompatibleScrollPosition(_:)` when the position was saved from a pager,
    ///   from a list with a name (`restorationIdentifier`), or is corrupt, and
    ///   `LazyScrollError.duplicateIdentity` when two of its saved items have one identity: checked when
    ///   it is given, also when it must wait for rows. The list and a waiting request are then unchanged.
    public func restoreScrollPosition(_ position: ScrollPositionSnapshot<ID>) throws {
        try restore(position) { $0.identifiedList?.identifiers }
    }

    /// The position of a list of sections to save across launches, in full, by the identities of its
    /// headers, items and footers: the first of them whose top edge is on screen, where it sits, and the
    /// height of every header, item and footer measured so far (the engine's `ScrollPositionSnapshot`
    /// over `SectionElementIdentifier`s, `Codable` when the identities are). Nil while the list has no
    /// size or no rows, while an identity repeats, for a flat list, and when the list's sections are not
    /// identified by `SectionID`. `RecyclingListView.scrollPosition(identifiers:)` with the identifiers
    /// of `SectionedIdentifiers.elementIdentifiers(in:)`.
    ///
    /// - Complexity: O(n) for n sections and items the first time after a change of the identities, then
    ///   O(log n + saved elements + runs of equal heights).
    /// - Parameter sectionID: The type of the sections' identities (`String.self` for sections
    ///   identified by a name).
    public func savedScrollPosition<SectionID: Hashable & Sendable>(sectionID: SectionID.Type) -> ScrollPositionSnapshot<SectionElementIdentifier<SectionID, ID>>? {
        guard let wrappedList, let identifiers = elementIdentifiers(sectionID: sectionID) else { return nil }
        // The identities are the list's own elements, one per row: the engine's count check cannot fail.
        return try? wrappedList.scrollPosition(identifiers: identifiers)
    }

    /// Brings back a position of a list of sections from ``savedScrollPosition(sectionID:)`` for data
    /// that may have changed since: the saved header, item or footer goes back to its place on screen
    /// wherever it is now (when it is gone, the surviving saved element nearest to it takes its place,
    /// a section's item taking a deleted section's header's, for instance), and the saved heights go
    /// back to their elements by identity until they are measured again. Before the list has rows (or a
    /// size) the position waits for them, unless a newer request replaces it.
    ///
    /// - Complexity: O(n + saved elements) for n sections and items.
    /// - Throws: `LazyScrollError.incompatibleScrollPosition(_:)` when the position was saved from a pager,
    ///   from a list with a name (`restorationIdentifier`), or is corrupt, and
    ///   `LazyScrollError.duplicateIdentity` when two of its saved elements have one identity: checked
    ///   when it is given, also when it must wait for rows. The list and a waiting request are then
    ///   unchanged.
    public func restoreScrollPosition<SectionID: Hashable & Sendable>(_ position: ScrollPositionSnapshot<SectionElementIdentifier<SectionID, ID>>) throws {
        try restore(position) { $0.elementIdentifiers(sectionID: SectionID.self) }
    }
}
#endif
