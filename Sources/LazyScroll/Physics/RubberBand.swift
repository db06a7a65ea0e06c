import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The resistance past the edges of the content, as UIKit applies it.
public enum RubberBand {
    /// UIKit's constant: the further past the edge, the less the content follows the finger.
    public static let coefficient: CGFloat = 0.55

    /// How far the content is drawn past the edge when the finger is `distance` past it, with a
    /// viewport of `dimension`: (1 − 1 / (x · c / d + 1)) · d. Never reaches `dimension`; keeps the sign
    /// of `distance`.
    public static func displacement(forOverscroll distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let magnitude = abs(distance)
        let banded = (1 - 1 / (magnitude * coefficient / dimension + 1)) * dimension
        return distance < 0 ? -banded : banded
    }

    /// The finger distance that draws the content `displacement` past the edge: the inverse of
    /// `displacement(forOverscroll:dimension:)`, used to continue a drag that starts out of bounds.
    public static func overscroll(forDisplacement displacement: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0 else { return 0 }
        let magnitude = min(abs(displacement), dimension * 0.999_999)
        let distance = dimension * dimension / (coefficient * (dimension - magnitude)) - dimension / coefficient
        return displacement < 0 ? -distance : distance
    }

    /// `offset` with the part beyond `bounds` replaced by its rubber-banded displacement.
    public static func clamp(_ offset: CGFloat, to bounds: ClosedRange<CGFloat>, dimension: CGFloat) -> CGFloat {
        if offset < bounds.lowerBound {
            return bounds.lowerBound + displacement(forOverscroll: offset - bounds.lowerBound, dimension: dimension)
        }
        if offset > bounds.upperBound {
            return bounds.upperBound + displacement(forOverscroll: offset - bounds.upperBound, dimension: dimension)
        }
        return offset
    }
}
