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

/// A row scrolling across in a right-to-left layout runs from its right edge, as a collection view
/// flips its layout for the opposite direction (`UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection`):
/// the first item sits at the right, and the row starts scrolled to the right end of its content.
///
/// The engine's scroller knows only the leading offset (how far the row is scrolled from its first
/// item); the row view's content is that mirrored. Every offset and frame passes through here, so the
/// offset a section keeps, saved positions, animated scrolls, focus moves and prefetching, which all
/// work in leading terms, follow the direction by themselves, and a change of direction lays the same
/// leading offset out the other way: each row keeps its first visible item.
extension AcrossRowView {
    /// The width the row's content is mirrored over: the content's, or the row's when the content is
    /// narrower (its items then sit at the row's right edge, where it starts).
    private var mirroredWidth: CGFloat { max(contentSize.width, bounds.width) }

    /// The content offset that scrolls the row `leading` points from its leading edge.
    func contentOffsetX(forLeadingOffset leading: CGFloat) -> CGFloat {
        runsRightToLeft ? mirroredWidth - bounds.width - leading : leading
    }

    /// How far from its leading edge a content offset of `x` scrolls the row.
    func leadingOffset(forContentOffsetX x: CGFloat) -> CGFloat {
        runsRightToLeft ? mirroredWidth - bounds.width - x : x
    }

    /// How far from the row's visible leading edge a point `x` of its content lies: the finger's place
    /// along the row, as the engine's reorder session reads it.
    func leadingViewportX(forContentX x: CGFloat) -> CGFloat {
        runsRightToLeft ? bounds.width - (x - contentOffset.x) : x - contentOffset.x
    }

    /// The frame in the row's content of `frame`, given from the row's visible leading edge (a lifted
    /// item's place, as the engine's reorder session gives it).
    func contentFrame(forViewportLeadingFrame frame: CGRect) -> CGRect {
        contentFrame(forLeadingFrame: frame.offsetBy(dx: leadingOffset(forContentOffsetX: contentOffset.x), dy: 0))
    }

    /// The frame in the row's content of an item `frame` places `leading` points along the row.
    func contentFrame(forLeadingFrame frame: CGRect) -> CGRect {
        guard runsRightToLeft else { return frame }
        var mirrored = frame
        mirrored.origin.x = mirroredWidth - frame.maxX
        return mirrored
    }
}
#endif
