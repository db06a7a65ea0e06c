import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The placements between two layouts of one stack, for animating a change (a child growing, a child
/// inserted or hidden) over a progress from 0 (the old layout) to 1 (the new one).
///
/// The engine switches to the new layout at once; a controller keeps a transition, drives its
/// progress with a clock and an easing curve, and draws `frame(at:)` until it reaches 1. Children in
/// both layouts move between their two placements; children in only one fade (`opacity`). Offsets are
/// interpolated too, so what the user sees moves smoothly even when anchoring moved the offset.
public struct StackTransition: Sendable {
    /// One child's interpolated placement.
    public struct ChildFrame: Sendable, Hashable {
        /// The placement; `index` is the child's index in the new layout (old layout when removed).
        public var placement: StackChildPlacement
        /// 1 for children in both layouts; fades out or in for children in only one.
        public var opacity: CGFloat
    }

    /// Everything drawn at one progress.
    public struct Frame: Sendable, Hashable {
        /// The content offset to scroll to.
        public var offset: CGFloat
        /// The content extent to report to the scroll view.
        public var contentExtent: CGFloat
        /// The children to draw, in the new layout's order, followed by removed children.
        public var children: [ChildFrame]
    }

    private struct Pair: Sendable {
        var from: StackChildPlacement?
        var to: StackChildPlacement?
    }

    private let pairs: [Pair]
    private let fromOffset: CGFloat
    private let toOffset: CGFloat
    private let fromExtent: CGFloat
    private let toExtent: CGFloat

    /// A transition between two layouts of one stack, covering every child active in either.
    /// Cost: O(active children · log children).
    public init(from old: ScrollStack, to new: ScrollStack) {
        var pairs: [Pair] = []
        var seen = Set<StackChildID>()
        for index in new.activeIndices {
            let id = new.children[index].id
            seen.insert(id)
            pairs.append(Pair(from: old.index(of: id).map { try! old.placement(ofChild: $0) }, to: try! new.placement(ofChild: index)))
        }
        for index in old.activeIndices where !seen.contains(old.children[index].id) {
            let id = old.children[index].id
            let from = try! old.placement(ofChild: index)
            pairs.append(Pair(from: from, to: new.index(of: id).map { try! new.placement(ofChild: $0) }))
        }
        self.pairs = pairs
        fromOffset = old.viewport.offset
        toOffset = new.viewport.offset
        fromExtent = old.contentExtent
        toExtent = new.contentExtent
    }

    /// What to draw at `progress` (0: old layout, 1: new layout; values outside are clamped).
    public func frame(at progress: CGFloat) throws(LazyScrollError) -> Frame {
        try LazyScrollError.check(progress, .finite, "transition progress")
        let t = min(max(progress, 0), 1)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { t == 1 ? b : a + (b - a) * t }
        func mix(_ a: CGRect, _ b: CGRect) -> CGRect {
            CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height))
        }
        let children = pairs.map { pair -> ChildFrame in
            switch (pair.from, pair.to) {
            case let (from?, to?):
                var placement = to
                placement.fullFrame = mix(from.fullFrame, to.fullFrame)
                placement.frame = mix(from.frame, to.frame)
                placement.innerOffset = mix(from.innerOffset, to.innerOffset)
                placement.visibleExtent = mix(from.visibleExtent, to.visibleExtent)
                return ChildFrame(placement: placement, opacity: 1)
            case let (from?, nil):
                return ChildFrame(placement: from, opacity: 1 - t)
            case let (nil, to?):
                return ChildFrame(placement: to, opacity: t)
            case (nil, nil):
                preconditionFailure("a transition pair always has a side")
            }
        }
        return Frame(offset: mix(fromOffset, toOffset), contentExtent: mix(fromExtent, toExtent), children: children)
    }
}
