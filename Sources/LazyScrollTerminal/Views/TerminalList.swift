import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// A vertical list of rows of any height in lines, only the rows near the viewport having views, and
/// those views recycled through a reuse pool as rows scroll away.
public struct TerminalList: ScrolledItemsView {
    /// The rows' controller and live row blocks.
    public var items: ScrolledItems
    /// Lines one wheel notch scrolls, as most terminals and desktops do.
    public var linesPerWheelNotch: CGFloat = 3
    /// Lines ↑ and ↓ scroll: one, or a grid's row pitch (row height plus spacing) so that the keys move
    /// by rows; PgUp and PgDn scroll the whole steps that fit in a screen less one.
    public var linesPerArrowKey: CGFloat = 1
    /// Where the list is on screen: the rectangle of its last ``frame(now:into:in:)`` (until then, its
    /// size at the screen's top-left corner). ``handle(_:at:)`` reads mouse positions relative to it,
    /// and ``rowsOnScreen`` answers in its coordinates.
    public internal(set) var screenRect: CellRect

    /// A list whose row heights come from `extents` in a view of `size` cells;
    /// `configure(&block, row, viewportSize)` fills a recycled block for a row.
    ///
    /// - Parameters:
    ///   - extents: the rows' heights in lines, given or estimated.
    ///   - size: the view's size in cells.
    ///   - time: the clock's reading at creation, in seconds, for the physics that follow.
    ///   - anchoring: `.end` makes a chat: the list starts at its last row and follows new rows while
    ///     at its end (see `ContentAnchoring`).
    ///   - sizesRowsToFit: Whether each row is as tall as its block has lines, measured when it loads
    ///     (`extents`, which must then be measured extents, give the estimates).
    ///   - configure: fills a recycled block for a row: `configure(&block, row, viewportSize)`.
    /// - Throws: `LazyScrollError` for a size or an anchoring the engine refuses.
    public init(
        extents: ExtentModel, size: TerminalSize, time: Double = 0, anchoring: ContentAnchoring = .keepVisibleItems,
        sizesRowsToFit: Bool = false, configure: @escaping (inout TextBlock, Int, TerminalSize) -> Void
    ) throws(LazyScrollError) {
        let controller = try ScrollController(
            content: .items(extents), viewportSize: CGSize(width: size.columns, height: size.rows),
            configuration: ScrollConfiguration(anchoring: anchoring), time: time)
        items = try ScrolledItems(controller: controller, sizesItemsToFit: sizesRowsToFit, configure: configure)
        items.restsOnWholeCells = true
        screenRect = CellRect(size)
    }

    /// Applies insertions, deletions, moves and reloads after the data has changed: loaded rows keep
    /// their blocks (reloaded ones are configured again), and what is on screen stays put, or a list
    /// anchored at its end and at its end follows it.
    ///
    /// - Throws: `LazyScrollError.inconsistentBatchUpdate` for an update that does not fit the rows;
    ///   nothing changes then.
    public mutating func performBatchUpdates(_ batch: BatchUpdate, time: Double) throws(LazyScrollError) {
        try items.perform { c throws(LazyScrollError) in try c.performBatchUpdates(batch, time: time) }
    }

    /// Sets where the list asks for more rows; the events arrive in `items.loadMoreEvents`
    /// (take them with `items.takeLoadMoreEvents()`).
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a threshold that is negative or not finite;
    ///   nothing changes then.
    public mutating func setLoadMoreThresholds(_ thresholds: LoadMoreThresholds, time: Double) throws(LazyScrollError) {
        try items.perform { c throws(LazyScrollError) in try c.setLoadMoreThresholds(thresholds, time: time) }
    }

    /// Scrolls to the last row, gliding when `animated`, and lands there exactly whatever rows load and
    /// measure on the way or, after a jump, when they load there.
    public mutating func scrollToEnd(animated: Bool, time: Double) throws(LazyScrollError) {
        let last = items.controller.dataCount - 1
        guard !animated, last >= 0 else {
            try items.perform { c throws(LazyScrollError) in try c.scrollToEnd(animated: animated, time: time) }
            return
        }
        // A jump lands where the end is estimated to be; aimed at the last row's end, the rows measured
        // as they load there keep it at the viewport's end.
        try items.perform { c throws(LazyScrollError) in try c.scroll(toItem: last, at: .end, animated: false, time: time) }
    }

    /// The view changed size: the first visible row stays where it is on screen, and every loaded row
    /// is configured again for the new size (its `configure` receives the viewport's size) and, when
    /// the list sizes rows to fit, measured again: text wrapped to the width re-wraps. Nothing happens
    /// when the size is the same.
    public mutating func resize(to size: TerminalSize, time: Double) throws(LazyScrollError) {
        let viewport = CGSize(width: size.columns, height: size.rows)
        guard viewport != items.controller.viewportSize else { return }
        try items.perform { c throws(LazyScrollError) in try c.resize(to: viewport, time: time) }
        try items.reloadViews()
    }

    /// Scrolls by `lines` (positive: towards the end), gliding.
    public mutating func scroll(byLines lines: CGFloat, time: Double) throws(LazyScrollError) {
        try items.perform { c throws(LazyScrollError) in try c.scroll(by: lines, animated: true, time: time) }
    }

    /// Handles ↑/↓ (``linesPerArrowKey``), PgUp/PgDn (a screen less one step), Home/End (a jump:
    /// gliding past a million rows shows nothing but a blur), and the mouse inside `rect`:
    /// the wheel glides with momentum, a drag follows the pointer and a release flings.
    public mutating func handle(_ event: InputEvent, in rect: CellRect, time: Double) throws(LazyScrollError) -> Bool {
        let step = max(1, linesPerArrowKey)
        let page = max(step, ((items.controller.viewportSize.height - step) / step).rounded(.down) * step)
        switch event {
        case let .key(key):
            switch key.key {
            case .up: try scroll(byLines: -step, time: time)
            case .down: try scroll(byLines: step, time: time)
            case .pageUp: try scroll(byLines: -page, time: time)
            case .pageDown: try scroll(byLines: page, time: time)
            case .home:
                try items.perform { c throws(LazyScrollError) in try c.scroll(toOffset: 0, animated: false, time: time) }
            case .end:
                // To the end as it is once the rows there are measured, not as estimated before.
                try scrollToEnd(animated: false, time: time)
            default: return false
            }
            return true
        case let .mouse(mouse):
            let notch = linesPerWheelNotch
            return try items.handleMouse(mouse, in: rect, time: time) { items, step throws(LazyScrollError) in
                try items.perform { c throws(LazyScrollError) in try c.wheel(delta: CGFloat(step) * notch, time: time) }
            }
        default:
            return false
        }
    }

    /// Draws the visible rows into `rect`, clipped to `clip`.
    public func draw(into canvas: inout CellBuffer, in rect: CellRect, clip: CellRect? = nil) {
        canvas.fill(clip.map { rect.intersection($0) } ?? rect, with: .blank)
        items.draw(into: &canvas, in: rect, clip: clip)
    }
}
