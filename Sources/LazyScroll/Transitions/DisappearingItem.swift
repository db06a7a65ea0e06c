import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// An item an animated change deleted while it was on screen: its view stays, fading out where it was,
/// until the animation ends (``ScrollUpdate/disappeared``).
public struct DisappearingItem: Sendable, Hashable {
    /// Names the item until it has disappeared.
    public var id: Int
    /// The item's index before the change that deleted it: the index its view had.
    public var oldIndex: Int

    /// An item deleted from `oldIndex`, named `id`.
    public init(id: Int, oldIndex: Int) {
        self.id = id
        self.oldIndex = oldIndex
    }
}

/// Where a disappearing item's view goes in one frame.
public struct DisappearingPlacement: Sendable, Hashable {
    /// The item, as ``DisappearingItem/id`` names it.
    public var id: Int
    /// Its frame relative to the viewport's origin: where it was, moving with the content.
    public var frame: CGRect
    /// How opaque it is: from where it was when deleted down to 0.
    public var opacity: CGFloat

    /// A placement of disappearing item `id`.
    public init(id: Int, frame: CGRect, opacity: CGFloat) {
        self.id = id
        self.frame = frame
        self.opacity = opacity
    }

    // Written by hand: `CGRect` is `Hashable` on Apple platforms only from iOS 18 / macOS 15.

    /// Whether both have the same id, frame and opacity.
    public static func == (lhs: DisappearingPlacement, rhs: DisappearingPlacement) -> Bool {
        lhs.id == rhs.id && lhs.frame == rhs.frame && lhs.opacity == rhs.opacity
    }

    /// Hashes the id, frame and opacity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(geometry: frame)
        hasher.combine(opacity)
    }
}
