#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// Where a row scrolling across comes to rest after the finger lifts, as its ``AcrossScrollingBehavior``
/// says: on a group boundary, counted in the widths the row's items have now (measured ones as
/// measured), with the group's first item at the row's leading inset as a compositional layout's
/// `.groupPaging` rests it; on a page of the row's width, counted from its leading edge.
///
/// A row whose items measure themselves does not let UIKit's deceleration carry it to a group: the
/// items it passes on the way are measured as they load, which moves the group after the deceleration
/// has fixed its end. It stops where the finger lifts and glides on the list's clock instead, aiming
/// again at its group's first item after every measurement, so it lands on the group whatever the
/// items turn out to measure, and nothing jumps when it is at rest.
extension RecyclingListView {
    /// The flat row `row` shows, while it is one of the list's loaded rows.
    func flatRow(showing row: AcrossRowView) -> Int? {
        itemViews.views.first { $0.value === row }?.key
    }

    /// Where a drag of `row` released at `velocity` (UIKit's, in content offset points per millisecond)
    /// and heading for content offset `target` rests, as a content offset.
    func restingOffset(of row: AcrossRowView, for target: CGFloat, velocity: CGFloat) -> CGFloat {
        row.settlingItem = nil
        guard let index = flatRow(showing: row), case let .row(section)? = element(forRow: index),
              let across = sectionShapes?[section].across, let scroller = acrossRows.scrollers[index] else { return target }
        switch across.behavior {
        case .free:
            return target
        case .paged:
            // Left to right, the scroll view's own paging rests the row (`isPagingEnabled`).
            guard row.runsRightToLeft else { return target }
            let released = row.leadingOffset(forContentOffsetX: row.contentOffset.x)
            return row.contentOffsetX(forLeadingOffset: Self.page(releasedAt: released, velocity: -velocity, of: scroller))
        case let .groups(count):
            guard let group = Self.nearestGroup(to: row.leadingOffset(forContentOffsetX: target), count: count, of: scroller) else { return target }
            guard across.isItemWidthEstimated else { return row.contentOffsetX(forLeadingOffset: group.offset) }
            row.settlingItem = group.item
            glide(row, at: index, toLeadingOffset: group.offset)
            return row.contentOffset.x
        }
    }

    /// Aims the glide of `row` (at flat row `index`) to rest on a group again at its group's first item
    /// after measurements moved it; the glide ends its aim when it lands or the finger takes the row.
    func keepSettling(_ row: AcrossRowView, at index: Int) {
        guard let item = row.settlingItem, let scroller = acrossRows.scrollers[index] else { return }
        guard scroller.isAnimating, let target = Self.groupOffset(ofItem: item, in: scroller) else {
            row.settlingItem = nil
            return
        }
        if target != row.settlingOffset { glide(row, at: index, toLeadingOffset: target) }
    }

    /// Glides `row` (at flat row `index`) to `offset` along it on the list's clock, from where and as
    /// fast as it moves now.
    private func glide(_ row: AcrossRowView, at index: Int, toLeadingOffset offset: CGFloat) {
        row.settlingOffset = offset
        scrollAcrossRow(at: index, view: row) { scroller, time throws(LazyScrollError) in
            try scroller.scroll(toOffset: offset, animated: true, time: time)
        }
    }

    /// The group boundary nearest to leading offset `offset` (the later one on a tie), within where the
    /// row rests (its end rests too, so that the last items can be reached), with the group's first
    /// item; nil for a row without items.
    static func nearestGroup(to offset: CGFloat, count: Int, of scroller: ScrollController) -> (item: Int, offset: CGFloat)? {
        let virtualizer = scroller.virtualizer
        guard count > 0, virtualizer.count > 0 else { return nil }
        let resting = scroller.restingRange
        let clamped = min(max(offset, resting.lowerBound), resting.upperBound)
        let edge = clamped + virtualizer.insets.leading
        let under = min(virtualizer.itemRange(from: edge, to: edge + 0.5).lowerBound, virtualizer.count - 1)
        let group = under / count * count
        // The boundaries around the offset: its group's, the one before (for an offset in the spacing
        // before its group) and the one after.
        let candidates = [group - count, group, group + count].compactMap { item in
            groupOffset(ofItem: item, in: scroller).map { (item: item, offset: $0) }
        }
        return candidates.min { lhs, rhs in
            let (a, b) = (abs(lhs.offset - clamped), abs(rhs.offset - clamped))
            return a != b ? a < b : lhs.offset > rhs.offset
        }
    }

    /// The leading offset at which item `item` starts a group at the row's leading inset, limited to
    /// where the row rests; nil for an item the row does not have.
    static func groupOffset(ofItem item: Int, in scroller: ScrollController) -> CGFloat? {
        guard item >= 0, item < scroller.virtualizer.count, let span = try? scroller.virtualizer.span(ofItem: item) else { return nil }
        let resting = scroller.restingRange
        return min(max(span.start - scroller.virtualizer.insets.leading, resting.lowerBound), resting.upperBound)
    }

    /// The page of the row's width a release at leading offset `released` with leading `velocity` rests
    /// on, as a paging scroll view picks it: the next page in the direction of a fling, else the nearest.
    static func page(releasedAt released: CGFloat, velocity: CGFloat, of scroller: ScrollController) -> CGFloat {
        let width = scroller.virtualizer.viewport.extent
        let resting = scroller.restingRange
        guard width > 0 else { return min(max(released, resting.lowerBound), resting.upperBound) }
        let position = released / width
        let page = velocity > 0 ? position.rounded(.up) : velocity < 0 ? position.rounded(.down) : position.rounded()
        return min(max(page * width, resting.lowerBound), resting.upperBound)
    }
}
#endif
