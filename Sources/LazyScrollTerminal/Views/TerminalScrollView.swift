import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// What the list, the pager and the stack share: they take input in a rectangle, change size, follow a
/// finger, tick and pause off screen, each at a time in seconds on the engine's clock. Through this
/// protocol each also takes the terminal's clock, the ``MonotonicInstant`` that events and frames carry
/// (see `TerminalScrollView+Instants.swift`).
public protocol TerminalScrollView {
    /// The view changed size at `time`.
    mutating func resize(to size: TerminalSize, time: Double) throws(LazyScrollError)
    /// Handles an event at `time` with the view drawn in `rect`; returns whether it used it.
    mutating func handle(_ event: InputEvent, in rect: CellRect, time: Double) throws(LazyScrollError) -> Bool
    /// A finger went down at (`column`, `row`), relative to the view, at `time`.
    mutating func beginDrag(column: Int, row: Int, time: Double) throws(LazyScrollError)
    /// The finger moved to (`column`, `row`), relative to the view, at `time`.
    mutating func moveDrag(column: CGFloat, row: CGFloat, time: Double) throws(LazyScrollError)
    /// The finger lifted at `time` with the offset moving at `velocity` cells per second (nil: estimated).
    mutating func endDrag(velocity: CGFloat?, time: Double) throws(LazyScrollError)
    /// Suspends the view's scrolling while it is off screen and resumes it when it is back.
    mutating func setOnScreen(_ isOnScreen: Bool, time: Double) throws(LazyScrollError)
    /// Advances what moves by itself to `time`.
    mutating func tick(time: Double) throws(LazyScrollError)
    /// When ``tick(time:)-(Double)`` must run next: now while the view moves, the next page turn of a
    /// pager that advances by itself, nil when nothing moves until the next input.
    var nextTickTime: Double? { get }
}

extension TerminalList: TerminalScrollView {}
extension TerminalPager: TerminalScrollView {}
extension TerminalStack: TerminalScrollView {}
