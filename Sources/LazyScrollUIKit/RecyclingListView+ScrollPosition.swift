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

extension RecyclingListView {
    /// A place in the list that can be saved and restored: a row, and how far below the top of the
    /// list's bounds its top edge is.
    ///
    /// The row is the one the list keeps still when rows above it change (the first row whose top edge
    /// is on screen), so a restored position shows the same rows in the same places even when the rows
    /// above were only estimated: measuring them moves the offset, not the row.
    public struct ScrollPosition: Hashable, Sendable {
        /// The row.
        public var row: Int
        /// The distance from the top of the list's bounds down to the row's top edge (negative when one
        /// row covers the whole screen and starts above it).
        public var distanceFromTop: CGFloat

        /// A position with `row`'s top edge `distanceFromTop` points below the top of the bounds.
        public init(row: Int, distanceFromTop: CGFloat) {
            self.row = row
            self.distanceFromTop = distanceFromTop
        }
    }

    /// A scroll asked for before the list had a size.
    enum PendingScroll {
        case row(Int, ScrollAlignment)
        case position(ScrollPosition)
        case end
        /// A saved position to restore (`restoreScrollPosition(_:identifiers:)`).
        case restoration((inout ScrollController, Double) throws -> ScrollUpdate)

        /// Makes the scroll on `controller` at `time` (a restore never animates).
        func perform(on controller: inout ScrollController, animated: Bool, time: Double) throws -> ScrollUpdate {
            switch self {
            case let .row(index, alignment):
                return try controller.scroll(toItem: index, at: alignment, animated: animated, time: time)
            case let .position(position):
                let start = try controller.virtualizer.span(ofItem: position.row).start
                return try controller.scroll(toOffset: start - position.distanceFromTop, animated: animated, time: time)
            case .end:
                return try controller.scrollToEnd(animated: animated, time: time)
            case let .restoration(restore):
                return try restore(&controller, time)
            }
        }
    }

    /// Makes `scroll` now, or, before the list has a size, keeps it (the last one asked for wins) to make
    /// without animation once it has one.
    func perform(_ scroll: PendingScroll, animated: Bool) {
        guard let driver else {
            pendingScroll = scroll
            return
        }
        driver.perform { controller, time in try scroll.perform(on: &controller, animated: animated, time: time) }
    }

    /// Where the list is scrolled; nil before it has a size and while it has no rows.
    ///
    /// - Complexity: O(k log n) for k rows on screen.
    public var scrollPosition: ScrollPosition? {
        guard let controller = driver?.controller else { return nil }
        let virtualizer = controller.virtualizer
        let visible = virtualizer.windows.visible
        // The engine's anchor: the first visible row that starts on screen, else the one covering the top.
        let row = visible.first { (try? virtualizer.span(ofItem: $0)).map { $0.start >= controller.offset } ?? false } ?? visible.first
        guard let row, let span = try? virtualizer.span(ofItem: row) else { return nil }
        return ScrollPosition(row: row, distanceFromTop: span.start - controller.offset)
    }

    /// Scrolls so that `position.row`'s top edge is `position.distanceFromTop` below the top of the
    /// bounds, as far as the content allows; rows out of range and distances that are not finite are
    /// ignored. Before the list has a size, the scroll is remembered and made (without animation) once
    /// it has one.
    public func scroll(to position: ScrollPosition, animated: Bool) {
        perform(.position(position), animated: animated)
    }
}
#endif
