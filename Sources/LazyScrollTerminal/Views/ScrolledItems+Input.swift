import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

extension ScrolledItems {
    /// A finger (the left mouse button) went down at (`column`, `row`), relative to the view.
    public mutating func dragBegan(column: Int, row: Int, time: Double) throws(LazyScrollError) {
        try perform { c throws(LazyScrollError) in try c.dragBegan(at: CGPoint(x: column, y: row), time: time) }
    }

    /// The finger moved to (`column`, `row`), relative to the view; fractional cells are allowed so
    /// scripted drags can move smoothly.
    public mutating func dragMoved(column: CGFloat, row: CGFloat, time: Double) throws(LazyScrollError) {
        try perform { c throws(LazyScrollError) in try c.dragMoved(to: CGPoint(x: column, y: row), time: time) }
    }

    /// The finger lifted; `velocity` is the offset's velocity in cells per second (nil: estimated from
    /// the last moves).
    public mutating func dragEnded(velocity: CGFloat?, time: Double) throws(LazyScrollError) {
        try perform { c throws(LazyScrollError) in try c.dragEnded(velocity: velocity, time: time) }
    }

    /// Routes a mouse event that happened in `rect`: left-button press, drag and release move the
    /// content; the wheel calls `wheel` with +1 (towards the end) or -1. Returns whether it was used.
    mutating func handleMouse(
        _ mouse: MouseEvent, in rect: CellRect, time: Double,
        wheel: (inout ScrolledItems, Int) throws(LazyScrollError) -> Void
    ) throws(LazyScrollError) -> Bool {
        let column = mouse.column - rect.column
        let row = mouse.row - rect.row
        switch mouse.kind {
        case .press(.left):
            guard rect.contains(column: mouse.column, row: mouse.row) else { return false }
            try dragBegan(column: column, row: row, time: time)
        case .drag(.left):
            guard controller.isDragging else { return false }
            try dragMoved(column: CGFloat(column), row: CGFloat(row), time: time)
        case .release:
            guard controller.isDragging else { return false }
            try dragEnded(velocity: nil, time: time)
        case let .wheel(direction):
            guard rect.contains(column: mouse.column, row: mouse.row) else { return false }
            try wheel(&self, direction == .down || direction == .right ? 1 : -1)
        default:
            return false
        }
        return true
    }
}
