#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a recycling list is scrolled, by identity: an item, and how far below the top of the list its
/// top edge is. Save it (it is `Codable` when the identity is) and give it back to
/// ``RecyclingListScroller/restore(_:)`` to show the same rows in the same places, even after the data
/// changed above them.
///
/// The item is the one the list keeps still when rows above it change size: the first one whose top
/// edge is on screen.
public struct RecyclingListPosition<ID: Hashable>: Hashable {
    /// The item's identity.
    public var id: ID
    /// The distance from the top of the list down to the item's top edge (negative when one item covers
    /// the whole list and starts above it).
    public var distanceFromTop: CGFloat

    /// A position with item `id`'s top edge `distanceFromTop` points below the top of the list.
    public init(id: ID, distanceFromTop: CGFloat) {
        self.id = id
        self.distanceFromTop = distanceFromTop
    }
}

extension RecyclingListPosition: Sendable where ID: Sendable {}
extension RecyclingListPosition: Codable where ID: Codable {}
#endif
