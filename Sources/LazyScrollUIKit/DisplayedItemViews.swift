#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
import LazyScroll

/// Which loaded item views are displayed (on screen, in the engine's visible window) and at which
/// virtual index, so that a view hears `willDisplay` when it comes on screen and `didEndDisplaying` when
/// it leaves, once each, in UIKit's order: a view's end of display is told before the view is recycled
/// (and so before its `prepareForReuse()` and its next `willDisplay`).
@MainActor
struct DisplayedItemViews {
    /// A displayed view, its virtual index and the data index it shows (a looping pager's copies show
    /// the same page).
    typealias Entry = (view: UIView, index: Int, dataIndex: Int)
    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Renumbers the displayed views through `update` (its batch update and looping shift) and returns
    /// those that stop being displayed (deleted, reloaded, or neither in `visible` nor `held` on screen
    /// away from their places, as a pinned header is), with the data index they showed, in index order;
    /// `dataIndex` maps the new virtual indices. Call it before the update's views are recycled.
    mutating func ending(with update: ScrollUpdate, visible: Range<Int>, held: IndexRanges = IndexRanges(), dataIndex: (Int) -> Int) -> [Entry] {
        var ended: [Entry] = []
        for (id, entry) in entries {
            var index: Int? = entry.index
            if let mapping = update.mapping { index = mapping.retainedVirtualIndex(ofOld: entry.index) }
            if let kept = index.map({ $0 + update.indexShift }), visible.contains(kept) || held.contains(kept) {
                entries[id] = (entry.view, kept, dataIndex(kept))
            } else {
                entries[id] = nil
                ended.append(entry)
            }
        }
        return ended.sorted { $0.index < $1.index }
    }

    /// Gives the displayed views the indices `views` (renumbered) has them at now; those it no longer
    /// has, or has outside `visible`, stop being displayed and are returned, in index order.
    mutating func following(_ views: [Int: UIView], visible: Range<Int>, dataIndex: (Int) -> Int) -> [Entry] {
        var indexOf: [ObjectIdentifier: Int] = [:]
        for (index, view) in views { indexOf[ObjectIdentifier(view)] = index }
        var ended: [Entry] = []
        for (id, entry) in entries {
            if let index = indexOf[id], visible.contains(index) {
                entries[id] = (entry.view, index, dataIndex(index))
            } else {
                entries[id] = nil
                ended.append(entry)
            }
        }
        return ended.sorted { $0.index < $1.index }
    }

    /// The displayed views, in no order.
    var displayed: [Entry] { Array(entries.values) }

    /// Every displayed view stops being displayed (a reload recycles them all), in index order.
    mutating func endingAll() -> [Entry] {
        defer { entries = [:] }
        return entries.values.sorted { $0.index < $1.index }
    }

    /// The views of `visible` and `held` in `views` that were not displayed: they are now, in index order.
    mutating func beginning(visible: Range<Int>, held: IndexRanges = IndexRanges(), views: [Int: UIView], dataIndex: (Int) -> Int) -> [Entry] {
        var begun: [Entry] = []
        let shown = held.isEmpty ? Array(visible) : IndexRanges(visible).union(held).ranges.flatMap { $0 }
        for index in shown {
            guard let view = views[index], entries[ObjectIdentifier(view)] == nil else { continue }
            let entry = (view: view, index: index, dataIndex: dataIndex(index))
            entries[ObjectIdentifier(view)] = entry
            begun.append(entry)
        }
        return begun
    }
}

/// A row, cell or page view that wants to know when it is reused: `prepareForReuse()` is called when
/// a LazyScroll view dequeues it again for another item, before the data source configures it, as UIKit
/// calls `UITableViewCell.prepareForReuse()` (cancel an image load, reset state the old item left).
@MainActor
public protocol ReusableView: UIView {
    /// Resets the view for its next item.
    func prepareForReuse()
}
#endif
