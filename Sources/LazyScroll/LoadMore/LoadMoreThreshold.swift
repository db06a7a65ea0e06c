import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How close to an edge of the content the viewport must come for that edge to ask for more.
public enum LoadMoreThreshold: Sendable, Hashable {
    /// Within this many viewport lengths of the edge: the gap between the viewport and the edge is at
    /// most this many times the viewport's length (0: the edge is on screen).
    case screens(CGFloat)
    /// Within this many items of the edge: at most this many items lie between the edge and the first
    /// (or last) visible item (0: the edge's item is on screen).
    case items(Int)

    /// Throws unless the number is finite and not negative.
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` naming `quantity`.
    func validate(_ quantity: String) throws(LazyScrollError) {
        switch self {
        case let .screens(screens):
            try LazyScrollError.check(screens, .finiteAndNotNegative, quantity)
        case let .items(items):
            try LazyScrollError.check(CGFloat(items), .wholeAndNotNegative, quantity)
        }
    }
}
