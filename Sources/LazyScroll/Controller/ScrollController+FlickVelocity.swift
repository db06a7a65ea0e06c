import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollController {
    /// Changes the release speed, in points per second, from which a pager's release is a flick
    /// (``PagingSettings/minimumFlickVelocity``); nil leaves every release to the midpoint rule. It
    /// applies from the next release.
    ///
    /// A front end whose points are not a finger's (a terminal's cell is a point, but several times
    /// bigger) keeps the threshold at about a page length per second, as 400 points per second is on a
    /// phone's 390-point page, and sets it again whenever a resize changes the page's length.
    ///
    /// - Complexity: O(1).
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a velocity that is not finite
    ///   and greater than zero; ``LazyScrollError/unsupportedOperation(operation:reason:)`` when the
    ///   controller does not page. Nothing changes when it throws.
    public mutating func setMinimumFlickVelocity(_ velocity: CGFloat?) throws(LazyScrollError) {
        guard var paging = configuration.paging else {
            throw .unsupportedOperation(operation: "setting a minimum flick velocity", reason: "the controller does not page")
        }
        paging.minimumFlickVelocity = velocity
        try paging.validate()
        configuration.paging = paging
    }
}
