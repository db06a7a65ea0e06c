import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

// The stack on the terminal's clock: each call takes the `MonotonicInstant` that events and frames
// carry and forwards it as the engine's seconds (`MonotonicInstant.seconds`).
extension TerminalStack {
    /// A stack of `sections` made at `time` on the terminal's clock.
    public init(sections: [TerminalStackSection], size: TerminalSize, time: MonotonicInstant) throws(LazyScrollError) {
        try self.init(sections: sections, size: size, time: time.seconds)
    }

    /// Sets where the stack or one of its list sections asks for more, at `time`; see
    /// ``setLoadMoreThresholds(_:section:time:)-(_,_,Double)``.
    ///
    /// - Throws: As that one does; nothing changes then.
    public mutating func setLoadMoreThresholds(_ thresholds: LoadMoreThresholds, section: Int? = nil, time: MonotonicInstant) throws(LazyScrollError) {
        try setLoadMoreThresholds(thresholds, section: section, time: time.seconds)
    }

    /// Scrolls the stack by `lines` from `time`, gliding.
    public mutating func scroll(byLines lines: CGFloat, time: MonotonicInstant) throws(LazyScrollError) {
        try scroll(byLines: lines, time: time.seconds)
    }
}
