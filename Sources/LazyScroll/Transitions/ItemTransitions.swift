import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The running animation of a data change: where each affected item started relative to where it goes,
/// and the items that fade out where they were.
///
/// Positions are kept as displacements from each item's end frame, which is read from the layout at
/// every frame: so an item slides to wherever its place is then (rows measured on the way, the list
/// scrolled), and a change that arrives mid-animation starts each item from where it is drawn.
struct ItemTransitions: Sendable {
    /// One deleted item fading out.
    struct Disappearing: Sendable {
        var id: Int
        /// Its frame in content coordinates, moved with the content by later anchoring.
        var frame: CGRect
        var startOpacity: CGFloat
    }

    /// When the animation started, on the controller's clock.
    var startTime: Double
    var animation: ItemAnimation
    /// Each moving item's start frame's origin minus its end frame's, by index.
    var displacements: [Int: CGPoint] = [:]
    /// Each appearing item's opacity at the start, by index.
    var appearing: [Int: CGFloat] = [:]
    var disappearing: [Disappearing] = []
    /// The id the next disappearing item gets.
    var nextID = 0

    /// How far the animation is at `time`.
    func progress(at time: Double) -> CGFloat {
        animation.progress(after: time - startTime)
    }

    /// Whether the animation has ended at `time`.
    func hasEnded(at time: Double) -> Bool {
        time - startTime >= animation.runningTime - ItemAnimation.clockTolerance
    }

    /// Where item `index`, whose end frame is `frame`, is drawn at progress `p`, and how opaque.
    func placed(_ index: Int, frame: CGRect, progress p: CGFloat) -> (frame: CGRect, opacity: CGFloat) {
        var placed = frame
        if let shift = displacements[index] {
            placed = frame.offsetBy(dx: shift.x * (1 - p), dy: shift.y * (1 - p))
        }
        var opacity: CGFloat = 1
        if let start = appearing[index] { opacity = start + (1 - start) * p }
        return (placed, opacity)
    }

    /// The disappearing items at progress `p`: frames in content coordinates, and opacities.
    func disappearingPlacements(progress p: CGFloat) -> [DisappearingPlacement] {
        disappearing.map { DisappearingPlacement(id: $0.id, frame: $0.frame, opacity: $0.startOpacity * (1 - p)) }
    }

    /// The transitions after a change that was not animated renumbered the items (`mapping`, or none for
    /// a measurement) and moved the offset by `adjustment` along `axis`: items that keep their views keep
    /// their displacements; disappearing items move with the content.
    func following(_ mapping: BatchUpdateMapping?, adjustment: CGFloat, axis: ScrollAxis) -> ItemTransitions {
        var next = self
        if let mapping {
            next.displacements = [:]
            for (index, shift) in displacements {
                if let new = mapping.retainedIndex(ofOld: index) { next.displacements[new] = shift }
            }
            next.appearing = [:]
            for (index, opacity) in appearing {
                if let new = mapping.retainedIndex(ofOld: index) { next.appearing[new] = opacity }
            }
        }
        let shift = axis.point(main: adjustment, cross: 0)
        for k in next.disappearing.indices { next.disappearing[k].frame = next.disappearing[k].frame.offsetBy(dx: shift.x, dy: shift.y) }
        return next
    }
}
