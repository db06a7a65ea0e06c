#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// Supplies a `RecyclingListView`'s content as sections, each with an optional header, its items and an
/// optional footer (`UICollectionViewDataSource` with `numberOfSections(in:)` and supplementary views).
///
/// Set it as the list's `dataSource`: the list then asks these methods instead of the flat ones, which
/// it does not call. The list's flat rows are the sections' *elements*, section after section: each
/// section's header, its items (or one row for them all, when they scroll across), its footer
/// (``SectionElement``); `RecyclingListView.element(forRow:)` and `RecyclingListView.row(for:)` convert
/// between the two addresses. A section can have its own layout (`listView(_:layoutForSection:)`) or
/// scroll its items across (`listView(_:acrossLayoutForSection:)`).
@MainActor
public protocol RecyclingListViewSectionDataSource: RecyclingListViewDataSource {
    /// The number of sections (`numberOfSections(in:)`).
    func numberOfSections(in listView: RecyclingListView) -> Int
    /// The number of items in section `section` (`collectionView(_:numberOfItemsInSection:)`).
    func listView(_ listView: RecyclingListView, numberOfItemsInSection section: Int) -> Int
    /// Whether section `section` has a supplementary view of `kind` (`.header` or `.footer`); the list
    /// asks for the view only when the element comes near the screen. None by default.
    func listView(_ listView: RecyclingListView, hasSupplementaryViewOfKind kind: SectionElementKind, inSection section: Int) -> Bool
    /// The view for the item at `path`, usually from `dequeueConfiguredReusableView(using:for:item:)`
    /// (`collectionView(_:cellForItemAt:)`). It sizes itself as a row does.
    func listView(_ listView: RecyclingListView, viewForItemAt path: ItemPath) -> UIView
    /// The header or footer view of section `section`, usually from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`
    /// (`collectionView(_:viewForSupplementaryElementOfKind:at:)`). It sizes itself as a row does.
    func listView(_ listView: RecyclingListView, viewForSupplementaryElementOfKind kind: SectionElementKind, inSection section: Int) -> UIView
    /// How section `section` arranges its items: a list, a grid or lanes of its own, or nil (the default)
    /// for the list's `layout` (a compositional layout's section provider,
    /// `UICollectionViewCompositionalLayout(sectionProvider:)`). Asked with the other counts, when the
    /// list reloads and for the sections a batch update inserts; a layout the engine refuses (a column
    /// count below 1) gives the section the list's layout.
    func listView(_ listView: RecyclingListView, layoutForSection section: Int) -> RecyclingListLayout?
    /// Whether section `section`'s items scroll across in one row, and how (a compositional layout
    /// section's `orthogonalScrollingBehavior`); nil (the default) lets them flow down the list by its
    /// layout. A row the engine refuses (a width that is not positive) flows down the list instead.
    func listView(_ listView: RecyclingListView, acrossLayoutForSection section: Int) -> AcrossSectionLayout?
    /// Whether a long press may lift the item at `path` to reorder it
    /// (`collectionView(_:canMoveItemAt:)`), an item of a section that scrolls across too (it moves along
    /// its row). Headers and footers are never lifted. By default, the flat `listView(_:canMoveRowAt:)`
    /// answers for the item's row (false unless implemented; never asked for an item of a row scrolling
    /// across, which has no row of its own).
    func listView(_ listView: RecyclingListView, canMoveItemAt path: ItemPath) -> Bool
    /// The user dropped the item at `sourcePath` so that it is at `destinationPath` once moved, in its
    /// section or another (`collectionView(_:moveItemAt:to:)`): move it in the data, then the list moves
    /// its view. An item dropped below a header goes first in that header's section; one dropped below
    /// a footer (or a row that scrolls across) goes first in the next section, or last in the last. An
    /// item of a row scrolling across stays in its section: both paths name it. By default, the flat
    /// `listView(_:moveRowAt:to:)` hears the item's row and the row it has once moved.
    func listView(_ listView: RecyclingListView, moveItemAt sourcePath: ItemPath, to destinationPath: ItemPath)
}

extension RecyclingListViewSectionDataSource {
    /// No headers or footers.
    public func listView(_ listView: RecyclingListView, hasSupplementaryViewOfKind kind: SectionElementKind, inSection section: Int) -> Bool {
        false
    }
    /// The list's layout for every section.
    public func listView(_ listView: RecyclingListView, layoutForSection section: Int) -> RecyclingListLayout? { nil }
    /// No section scrolls across.
    public func listView(_ listView: RecyclingListView, acrossLayoutForSection section: Int) -> AcrossSectionLayout? { nil }
    /// The flat `listView(_:canMoveRowAt:)`'s answer for the item's row (`row(for: .item(path))`), so
    /// that a section data source written for flat rows keeps its reordering; false for an item of a
    /// row scrolling across, which has no row of its own.
    public func listView(_ listView: RecyclingListView, canMoveItemAt path: ItemPath) -> Bool {
        guard let row = listView.row(for: .item(path)) else { return false }
        return self.listView(listView, canMoveRowAt: row)
    }
    /// Tells the flat `listView(_:moveRowAt:to:)` the item's row and the row it has once moved, UIKit's
    /// convention over the list's flat rows (take it out at the first, insert it at the second), so that
    /// a section data source written for flat rows keeps its reordering.
    public func listView(_ listView: RecyclingListView, moveItemAt sourcePath: ItemPath, to destinationPath: ItemPath) {
        guard let rows = listView.flatRows(ofMoveFrom: sourcePath, to: destinationPath) else { return }
        self.listView(listView, moveRowAt: rows.from, to: rows.to)
    }
    /// The number of elements (headers, items and footers) of the sections the list shows; the list
    /// counts them itself and does not ask.
    public func numberOfRows(in listView: RecyclingListView) -> Int { listView.numberOfRows }
    /// The view of the element at flat row `index`: the list asks the section methods instead.
    public func listView(_ listView: RecyclingListView, viewForRowAt index: Int) -> UIView {
        listView.makeView(forRow: index) ?? UIView(frame: .zero)
    }
}
#endif
