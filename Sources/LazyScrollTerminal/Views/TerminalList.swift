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

    /// A list whose row heights come from `extents` in a view of `size` cells;
    /// `configure(&block, row, viewportSize)` fills a recycled block for a row.
    public init(
        extents: ExtentModel, size: TerminalSize, time: Double = 0,
        configure: @escaping (inout TextBlock, Int, TerminalSize) -> Void
    ) throws(LazyScrollError) {
        let controller = try ScrollController(
            content: .items(extents), viewportSize: CGSize(width: size.columns, height: size.rows), time: time)
        items = try ScrolledItems(controller: controller, configure: configure)
    }

    /// The view changed size; the first visible row stays where it is on screen.
    public mutating func resize(to size: TerminalSize, time: Double) throws(LazyScrollError) {
        let viewport = CGSize(width: size.columns, height: size.rows)
        guard viewport != items.controller.viewportSize else { return }
        try items.perform { c throws(LazyScrollError) in try c.resize(to: viewport, time: time) }
    }

    /// Scrolls by `lines` (positive: towards the end), gliding.
    public mutating func scroll(byLines lines: CGFloat, time: Double) throws(LazyScrollError) {
        try items.perform { c throws(LazyScrollError) in try c.scroll(by: lines, animated: true, time: time) }
    }

    /// Handles ↑/↓ (a line), PgUp/PgDn (a screen less a line), Home/End (a jump: gliding past a million
    /// rows shows nothing but a blur), and the mouse inside `rect`:
    /// the wheel glides with momentum, a drag follows the pointer and a release flings.
    public mutating func handle(_ event: InputEvent, in rect: CellRect, time: Double) throws(LazyScrollError) -> Bool {
        let page = max(1, items.controller.viewportSize.height - 1)
        switch event {
        case let .key(key):
            switch key.key {
            case .up: try scroll(byLines: -1, time: time)
            case .down: try scroll(byLines: 1, time: time)
            case .pageUp: try scroll(byLines: -page, time: time)
            case .pageDown: try scroll(byLines: page, time: time)
            case .home:
                try items.perform { c throws(LazyScrollError) in try c.scroll(toOffset: 0, animated: false, time: time) }
            case .end:
                try items.perform { c throws(LazyScrollError) in
                    try c.scroll(toOffset: c.restingRange.upperBound, animated: false, time: time)
                }
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
