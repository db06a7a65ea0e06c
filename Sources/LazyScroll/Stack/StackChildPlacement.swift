import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where one child goes for the current viewport: everything a front end needs to position its view.
///
/// Frames are in the stack's content coordinates; subtract the viewport offset for screen coordinates.
public struct StackChildPlacement: Sendable, Hashable {
    /// The child's index.
    public var index: Int
    /// The child's identity.
    public var id: StackChildID
    /// The child laid out whole: at its natural position (or pinned position, when sticky), as long as
    /// its content. Useful for hit testing and for drawing a scroll indicator.
    public var fullFrame: CGRect
    /// The part of `fullFrame` inside the viewport along the axis; zero-length at the child's edge
    /// nearest to the viewport when it is off screen. Give the child's view this frame.
    public var frame: CGRect
    /// How far the child's own content is scrolled: the distance from `fullFrame`'s leading edge to
    /// `frame`'s, measured from the start of the child's content (its own leading inset included).
    /// Set the child's bounds origin (content offset) to it so it shows exactly its visible part.
    public var innerOffset: CGFloat
    /// `frame`'s length along the axis.
    public var visibleExtent: CGFloat
    /// Whether the child is sticky and currently moved from its natural position to stay on screen;
    /// draw it above its siblings.
    public var isPinned: Bool

    /// Creates a placement.
    public init(
        index: Int, id: StackChildID, fullFrame: CGRect, frame: CGRect,
        innerOffset: CGFloat, visibleExtent: CGFloat, isPinned: Bool
    ) {
        self.index = index
        self.id = id
        self.fullFrame = fullFrame
        self.frame = frame
        self.innerOffset = innerOffset
        self.visibleExtent = visibleExtent
        self.isPinned = isPinned
    }

    /// Whether any part of the child is inside the viewport.
    public var isVisible: Bool { visibleExtent > 0 }

    // Written by hand: `CGRect` is `Hashable` on Apple platforms only from iOS 18 / macOS 15.

    /// Whether every property of both placements is equal.
    public static func == (lhs: StackChildPlacement, rhs: StackChildPlacement) -> Bool {
        lhs.index == rhs.index && lhs.id == rhs.id && lhs.fullFrame == rhs.fullFrame && lhs.frame == rhs.frame
            && lhs.innerOffset == rhs.innerOffset && lhs.visibleExtent == rhs.visibleExtent && lhs.isPinned == rhs.isPinned
    }

    /// Hashes every property.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(id)
        hasher.combine(geometry: fullFrame)
        hasher.combine(geometry: frame)
        hasher.combine(innerOffset)
        hasher.combine(visibleExtent)
        hasher.combine(isPinned)
    }
}
