#if !UIKIT_STAND_IN && canImport(UIKit) && canImport(SwiftUI)
import Foundation
import LazyScroll
import LazyScrollUIKit
import SwiftUI
import UIKit
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A vertical list for very large data that keeps views only for the rows near the screen and recycles
/// them: LazyScroll's `RecyclingListView` in SwiftUI.
///
/// ```swift
/// RecyclingList(messages) { message in
///     MessageRow(message)
/// }
/// .estimatedRowHeight(60)
/// .onLoadMore(at: .top) { model.loadOlderMessages() }
/// ```
///
/// Rows are built like `ForEach`'s content, from identifiable elements, and size themselves (each row is
/// as tall as its SwiftUI content at the list's width). When a row above the screen changes height, or
/// rows are inserted or deleted above it, what is on screen stays where it is. A change of the data
/// reaches the list as a batch update computed from the identities, so the rows that stay keep their
/// views. Rows with a view show their new content and are measured again on an update: only those whose
/// element changed when elements are `Equatable` (then content a row shows must come from its element or
/// from an object it observes), every one otherwise. A row whose content changes height by itself
/// (`@State`, an observable model, `AsyncImage`) is measured again as it changes. Finding a row
/// by identity costs O(1) after an O(n) pass over the identities per update; data that is a
/// ``ChangeReportingCollection`` says itself what changed and where a row is, so that an update costs
/// O(changes) at ten million rows. The modifiers work on any view around the list too, the nearest
/// winning. Rows see the list's
/// environment, environment objects included; a row's SwiftUI state belongs to its identity. Identities must be unique: when one repeats, the list shows the data by
/// index (a full reload) until they are unique again.
///
/// `.contentAnchoring(.end)` makes a chat: the list starts at its last row and follows new rows while
/// it is at its end. Needs iOS 16 (`UIHostingConfiguration`).
@available(iOS 16.0, tvOS 16.0, *)
public struct RecyclingList<Data: RandomAccessCollection, ID: Hashable, Row: View>: View {
    /// Where the rows come from: one run of elements, or sections of them.
    enum Source {
        /// The elements, one per row.
        case flat(Data)
        /// Sections: the list they make, given the list's modifiers.
        case sections((RecyclingList) -> AnyView)
    }

    let source: Source
    let id: KeyPath<Data.Element, ID>
    let row: (Data.Element) -> Row
    /// The modifiers set on the list itself (those set on views above it are in the environment).
    var modifiers = ListModifiers()
    var selectedSet: Binding<Set<ID>>?
    var selectedOne: Binding<ID?>?
    private var move: (@MainActor (IndexSet, Int) -> Void)?
    /// A list of sections' action for a dropped item (``onMoveItem(perform:)``).
    var itemMove: (@MainActor (_ source: ItemPath, _ destination: ItemPath) -> Void)?

    /// A list of `data`'s elements, identified by the property at `id`.
    ///
    /// - Parameters:
    ///   - data: The elements, one per row, in order.
    ///   - id: The key path to each element's unique identity.
    ///   - row: The content of the row that shows an element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder row: @escaping (Data.Element) -> Row) {
        self.init(source: .flat(data), id: id, row: row)
    }

    /// A list of rows from `source`.
    init(source: Source, id: KeyPath<Data.Element, ID>, row: @escaping (Data.Element) -> Row) {
        self.source = source
        self.id = id
        self.row = row
    }

    /// A list of `data`'s elements whose rows the user selects, several at a time, as SwiftUI's
    /// `List(_:id:selection:rowContent:)` with a `Binding<Set<ID>>`: a tap toggles a row.
    ///
    /// A tap writes the identities of the selected rows into
    /// `selection`; writing it selects their rows. Identities no longer in the data are dropped from it
    /// after the update that deleted their rows; a selected row keeps its selection when rows around it
    /// are inserted, deleted or moved. A row's content reads whether its row is selected from the
    /// environment: `@Environment(\.isRowSelected)`. Without a selection, rows are not selectable.
    ///
    /// - Parameters:
    ///   - data: The elements, one per row, in order.
    ///   - id: The key path to each element's unique identity.
    ///   - selection: The identities of the selected rows.
    ///   - row: The content of the row that shows an element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<ID>>, @ViewBuilder row: @escaping (Data.Element) -> Row) {
        self.init(data, id: id, row: row)
        selectedSet = selection
    }

    /// A list of `data`'s elements whose rows the user selects one at a time, as SwiftUI's
    /// `List(_:id:selection:rowContent:)` with a `Binding<ID?>`: a tap selects a row instead of the one
    /// selected before.
    ///
    /// As the `Binding<Set<ID>>` form of `init(_:id:selection:row:)`, with nil for no row: an identity no
    /// longer in the data becomes nil after the update that deleted its row.
    ///
    /// - Parameters:
    ///   - data: The elements, one per row, in order.
    ///   - id: The key path to each element's unique identity.
    ///   - selection: The identity of the selected row, or nil.
    ///   - row: The content of the row that shows an element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<ID?>, @ViewBuilder row: @escaping (Data.Element) -> Row) {
        self.init(data, id: id, row: row)
        selectedOne = selection
    }

    /// The list.
    public var body: some View {
        switch source {
        case let .flat(data):
            ListRepresentable(data: data, id: id, row: row, modifiers: modifiers, selectedSet: selectedSet, selectedOne: selectedOne, move: move)
        case let .sections(list):
            list(self)
        }
    }

    /// Gives rows `height` points until they are measured (44 by default). A good estimate keeps the
    /// scroll indicator steady. A height that is not finite and positive leaves the previous one.
    public func estimatedRowHeight(_ height: CGFloat) -> Self {
        modified { ListModifiers.estimatedRowHeight(height)(&$0.modifiers) }
    }

    /// Puts `spacing` points between rows. A spacing that is negative or not finite leaves the previous
    /// one.
    public func rowSpacing(_ spacing: CGFloat) -> Self {
        modified { ListModifiers.rowSpacing(spacing)(&$0.modifiers) }
    }

    /// Connects `scroller`, which scrolls the list to an item and reads and restores its position.
    public func scroller(_ scroller: RecyclingListScroller<ID>) -> Self {
        modified { ListModifiers.scroller(scroller)(&$0.modifiers) }
    }

    /// Runs `action` when the list comes within `rows` rows of `edge` (at most `rows` rows lie between
    /// the edge and the rows on screen): load more data there. It runs once when the list comes near,
    /// again after each change of the data that adds or removes rows while it stays near (the page that
    /// arrived was not enough), and again when the list comes back after leaving (a failed load is
    /// retried); never per frame. Rows inserted at the top keep what is on screen still. It does not run
    /// for an empty list: load the first data yourself. In a list of sections, headers and footers count
    /// among the `rows`.
    public func onLoadMore(at edge: VerticalEdge = .bottom, within rows: Int = 10, perform action: @escaping @MainActor () -> Void) -> Self {
        modified { ListModifiers.loadMore(at: edge == .top ? .start : .end, within: rows, perform: action)(&$0.modifiers) }
    }

    /// Arranges the rows as `layout` says: `.list` (the default), `.grid(…)` (columns of cells, each as
    /// tall as its content at its column's width) or `.lanes(…)` (masonry: each item goes to the
    /// shortest lane). A new layout reloads the rows; a layout the engine refuses (a count below 1, a
    /// width, spacing or inset that is not finite or negative) leaves the previous one.
    /// `RecyclingListView.setLayout(_:)`.
    public func listLayout(_ layout: RecyclingListLayout) -> Self {
        modified { ListModifiers.listLayout(layout)(&$0.modifiers) }
    }

    /// How a drag in the list dismisses the keyboard: `.none` (the default), `.onDrag` or
    /// `.interactive` (the keyboard follows the finger), as `UIScrollView.keyboardDismissMode`. Without
    /// it, SwiftUI's own `.scrollDismissesKeyboard(_:)` is honoured (read by its bytes, as its mode has no
    /// `==`: see the SwiftUI guide); with it, this wins.
    public func keyboardDismissMode(_ mode: UIScrollView.KeyboardDismissMode) -> Self {
        modified { ListModifiers.keyboardDismissMode(mode)(&$0.modifiers) }
    }

    /// Runs `action` with the list's end state (``RecyclingListEndState``: at its end or not, and how
    /// many rows arrived at the end unseen) when the list appears and whenever it changes, after the
    /// SwiftUI update that changed it: show a "new messages" button while the list is not at its end.
    public func onEndStateChange(perform action: @escaping @MainActor (RecyclingListEndState) -> Void) -> Self {
        modified { ListModifiers.endStateChange(action)(&$0.modifiers) }
    }

    /// Runs `action` with a row's identity when the row comes on screen, as UIKit's
    /// `tableView(_:willDisplay:forRowAt:)`: start what only a visible row needs (a video, an impression).
    /// Rows the list loads just off screen are not told; a row is told again each time it comes back.
    /// Runs after the SwiftUI update that caused it, when one did. (SwiftUI's `onAppear` inside a row
    /// depends on how SwiftUI treats recycled hosting views, which only a device shows.)
    public func onRowAppear(perform action: @escaping @MainActor (ID) -> Void) -> Self {
        modified { ListModifiers.rowAppear(action)(&$0.modifiers) }
    }

    /// Runs `action` with a row's identity when the row leaves the screen, or is deleted or reloaded
    /// while on it, as UIKit's `tableView(_:didEndDisplaying:forRowAt:)`: stop what ``onRowAppear(perform:)``
    /// started.
    public func onRowDisappear(perform action: @escaping @MainActor (ID) -> Void) -> Self {
        modified { ListModifiers.rowDisappear(action)(&$0.modifiers) }
    }

    /// Lets the user reorder the rows, as `ForEach`'s `onMove(perform:)` in a SwiftUI `List`: a long press
    /// lifts a row, the list scrolls near its edges while the finger is there, and the drop calls `action`
    /// with the row's offset and the offset before which it goes in the data as it was (past the row
    /// when it moves down), the arguments of `Array.move(fromOffsets:toOffset:)`. Move the element in your
    /// data there: the list has already moved the row (with its selection), and finds the data you
    /// reorder so to be no change. Data left as it was moves the row back. Without an action (or with
    /// nil) no row is lifted. A list of sections moves its items with ``onMoveItem(perform:)`` instead.
    /// `RecyclingListView`'s `listView(_:moveRowAt:to:)`.
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> Self {
        modified { $0.move = action }
    }

    /// What the list does with its offset when rows change: `.end` makes a chat that starts at its last
    /// row, keeps rows shorter than the screen at the bottom and follows new rows while it is at its end
    /// (within the tolerance). An anchoring the engine refuses (a tolerance that is negative or not
    /// finite) leaves the previous one.
    public func contentAnchoring(_ anchoring: ContentAnchoring) -> Self {
        modified { ListModifiers.contentAnchoring(anchoring)(&$0.modifiers) }
    }
}

@available(iOS 16.0, tvOS 16.0, *)
extension RecyclingList where Data.Element: Identifiable, ID == Data.Element.ID {
    /// A list of `data`'s identifiable elements.
    ///
    /// - Parameters:
    ///   - data: The elements, one per row, in order.
    ///   - row: The content of the row that shows an element.
    public init(_ data: Data, @ViewBuilder row: @escaping (Data.Element) -> Row) {
        self.init(data, id: \.id, row: row)
    }

    /// A list of `data`'s identifiable elements whose rows the user selects, several at a time
    /// (the `Binding<Set<ID>>` form of `init(_:id:selection:row:)`).
    ///
    /// - Parameters:
    ///   - data: The elements, one per row, in order.
    ///   - selection: The identities of the selected rows.
    ///   - row: The content of the row that shows an element.
    public init(_ data: Data, selection: Binding<Set<ID>>, @ViewBuilder row: @escaping (Data.Element) -> Row) {
        self.init(data, id: \.id, selection: selection, row: row)
    }

    /// A list of `data`'s identifiable elements whose rows the user selects one at a time
    /// (the `Binding<ID?>` form of `init(_:id:selection:row:)`).
    ///
    /// - Parameters:
    ///   - data: The elements, one per row, in order.
    ///   - selection: The identity of the selected row, or nil.
    ///   - row: The content of the row that shows an element.
    public init(_ data: Data, selection: Binding<ID?>, @ViewBuilder row: @escaping (Data.Element) -> Row) {
        self.init(data, id: \.id, selection: selection, row: row)
    }
}
#endif
