import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

// The list on the terminal's clock: each call takes the `MonotonicInstant` that events and frames carry
// and forwards it as the engine's seconds (`MonotonicInstant.seconds`), so a program never converts.
extension TerminalList {
    /// A list whose row heights come from `extents` in a view of `size` cells, made at `time` on the
    /// terminal's clock; see ``init(extents:size:time:anchoring:sizesRowsToFit:configure:)-(_,_,Double,_,_,_)``.
    ///
    /// - Throws: `LazyScrollError` for a size or an anchoring the engine refuses.
    public init(
        extents: ExtentModel, size: TerminalSize, time: MonotonicInstant, anchoring: ContentAnchoring = .keepVisibleItems,
        sizesRowsToFit: Bool = false, configure: @escaping (inout TextBlock, Int, TerminalSize) -> Void
    ) throws(LazyScrollError) {
        try self.init(
            extents: extents, size: size, time: time.seconds, anchoring: anchoring, sizesRowsToFit: sizesRowsToFit,
            configure: configure)
    }

    /// Applies a batch update at `time`; see ``performBatchUpdates(_:time:)-(BatchUpdate,Double)``.
    ///
    /// - Throws: `LazyScrollError.inconsistentBatchUpdate` for an update that does not fit the rows;
    ///   nothing changes then.
    public mutating func performBatchUpdates(_ batch: BatchUpdate, time: MonotonicInstant) throws(LazyScrollError) {
        try performBatchUpdates(batch, time: time.seconds)
    }

    /// Sets where the list asks for more rows, at `time`; see ``setLoadMoreThresholds(_:time:)-(_,Double)``.
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a threshold that is negative or not finite.
    public mutating func setLoadMoreThresholds(_ thresholds: LoadMoreThresholds, time: MonotonicInstant) throws(LazyScrollError) {
        try setLoadMoreThresholds(thresholds, time: time.seconds)
    }

    /// Scrolls to the last row from `time`; see ``scrollToEnd(animated:time:)-(_,Double)``.
    public mutating func scrollToEnd(animated: Bool, time: MonotonicInstant) throws(LazyScrollError) {
        try scrollToEnd(animated: animated, time: time.seconds)
    }

    /// Scrolls by `lines` from `time`, gliding; see ``scroll(byLines:time:)-(_,Double)``.
    public mutating func scroll(byLines lines: CGFloat, time: MonotonicInstant) throws(LazyScrollError) {
        try scroll(byLines: lines, time: time.seconds)
    }
}
