#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

// A drag to reorder in a list of sections: the engine drags and drops flat rows (headers and footers
// among them, standing aside as items do); the drop becomes the move of an item from its path to the
// path it lands at, which the section data source makes in the data before the list makes it on screen.
extension RecyclingListView {
    /// The item the engine's flat drop `move` moves, from its path to the one it has once moved, or nil
    /// when the lifted row is no item or lands where it was. The item lands in the section of the element
    /// it is dropped right below: first below a header, after an item, first in the next section below a
    /// footer or a row that scrolls across (last in the last section); at the very top, first in the first.
    ///
    /// - Complexity: O(log S) for S sections.
    func itemMove(forDrop move: BatchUpdate.Move) -> SectionBatchUpdate.ItemMove? {
        guard case let .item(source)? = element(forRow: move.from) else { return nil }
        // The row the item comes right after, counted in the rows as they were.
        let above = move.to > move.from ? move.to : move.to - 1
        let destination: ItemPath
        switch above < 0 ? nil : element(forRow: above) {
        case nil:
            destination = ItemPath(section: 0, item: 0)
        case let .header(section)?:
            destination = ItemPath(section: section, item: 0)
        case let .item(path)?:
            // Below the source in its own section, the items up to `path` move up one place first.
            let shift = path.section == source.section && source.item < path.item ? 0 : 1
            destination = ItemPath(section: path.section, item: path.item + shift)
        case let .footer(section)?, let .row(section)?:
            if section + 1 < numberOfSections {
                destination = ItemPath(section: section + 1, item: 0)
            } else {
                destination = ItemPath(section: section, item: numberOfItems(inSection: section) - (section == source.section ? 1 : 0))
            }
        }
        return destination == source ? nil : SectionBatchUpdate.ItemMove(from: source, to: destination)
    }

    /// The flat rows of an item of sections flowing down the list moving from `source` to
    /// `destination`: its row now, and the row it has once moved (UIKit's convention: taken out at the
    /// first, inserted at the second); nil when either is in a row scrolling across.
    ///
    /// - Complexity: O(S) for S sections.
    func flatRows(ofMoveFrom source: ItemPath, to destination: ItemPath) -> (from: Int, to: Int)? {
        guard let shapes = sectionShapes, let from = row(for: .item(source)), shapes.indices.contains(destination.section),
              shapes[destination.section].across == nil else { return nil }
        let start = shapes[..<destination.section].reduce(0) { $0 + $1.elementCount }
        // Sections before the destination hold one element fewer once an item left one of them.
        let to = start + (shapes[destination.section].hasHeader ? 1 : 0) + destination.item - (source.section < destination.section ? 1 : 0)
        return (from, to)
    }

    /// Drops the lifted item of a list of sections: the data source moves it in the data
    /// (`listView(_:moveItemAt:to:)`), then the list moves its view, selection and focus with it.
    func dropItem(_ move: BatchUpdate.Move, driver: ScrollControllerDriver) {
        guard let itemMove = itemMove(forDrop: move), let source = dataSource as? any RecyclingListViewSectionDataSource else {
            layoutItemViews(of: driver.controller)
            return
        }
        source.listView(self, moveItemAt: itemMove.from, to: itemMove.to)
        do {
            try performBatchUpdates(SectionBatchUpdate(itemMoves: [itemMove]), animated: false)
        } catch {
            // The data source changed its item counts while moving the item: show the data as it is.
            reloadData()
        }
    }
}
#endif
