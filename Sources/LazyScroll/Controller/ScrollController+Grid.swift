import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollController {
    /// `extents` with a grid's adaptive columns fitted to a viewport of `size`.
    ///
    /// The controller fits the grid before it lays out copies for looping or works out where the first
    /// visible item goes after a resize, so that both see the columns the viewport will show: a
    /// rotation that changes the column count keeps the first visible item where it was on screen.
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a width that is negative or not finite.
    static func fitted(_ extents: ExtentModel, to size: CGSize, axis: ScrollAxis) throws(LazyScrollError) -> ExtentModel {
        var fitted = extents
        _ = try fitted.fitColumns(toCrossExtent: axis.crossExtent(of: size))
        return fitted
    }
}
