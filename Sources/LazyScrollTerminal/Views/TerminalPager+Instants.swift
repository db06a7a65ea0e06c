import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

// The pager on the terminal's clock: each call takes the `MonotonicInstant` that events and frames
// carry and forwards it as the engine's seconds (`MonotonicInstant.seconds`).
extension TerminalPager {
    /// A pager of `pageCount` pages made at `time` on the terminal's clock; see
    /// ``init(pageCount:size:looping:autoAdvance:pageLength:spacing:alignment:effect:showsDots:time:configure:)-(_,_,_,_,_,_,_,_,_,Double,_)``.
    ///
    /// - Throws: `LazyScrollError` for a page count, page length, spacing, inset or effect the engine
    ///   refuses.
    public init(
        pageCount: Int, size: TerminalSize, looping: Bool = false, autoAdvance: Double? = nil,
        pageLength: PageLength = .viewport, spacing: CGFloat = 0, alignment: PageAlignment = .center, effect: PageEffect? = nil,
        showsDots: Bool = true, time: MonotonicInstant, configure: @escaping (inout TextBlock, Int, TerminalSize) -> Void
    ) throws(LazyScrollError) {
        try self.init(
            pageCount: pageCount, size: size, looping: looping, autoAdvance: autoAdvance, pageLength: pageLength,
            spacing: spacing, alignment: alignment, effect: effect, showsDots: showsDots, time: time.seconds, configure: configure)
    }

    /// Turns `pages` pages from `time`, with an animation.
    public mutating func turnPage(by pages: Int, time: MonotonicInstant) throws(LazyScrollError) {
        try turnPage(by: pages, time: time.seconds)
    }

    /// Jumps to data page `page` at `time`.
    public mutating func jump(toPage page: Int, time: MonotonicInstant) throws(LazyScrollError) {
        try jump(toPage: page, time: time.seconds)
    }
}
