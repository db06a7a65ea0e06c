import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a loaded item goes and what state it is in: everything a front end needs to position a view.
public struct ItemPlacement: Sendable, Hashable {
    /// The item's index in the virtualizer's (possibly looping) index space.
    public var index: Int
    /// The index of the data item it shows (equal to `index` unless looping).
    public var dataIndex: Int
    /// The item's frame, in the coordinates of whoever placed it: content coordinates (the leading
    /// inset included) from ``Virtualizer/placements()`` and ``Virtualizer/forEachPlacement(_:)``;
    /// relative to the viewport's origin (content coordinates less the offset along the axis) from
    /// ``ScrollController/placements()``, ready for a view that does not scroll its own bounds.
    public var frame: CGRect
    /// `.visible` or `.loaded`.
    public var state: ItemState
    /// Whether the item is a section header or footer pinned to an edge of the viewport, away from its
    /// own place: a front end draws it above the items that scroll under it.
    public var isPinned: Bool
    /// How opaque the item is drawn: 1, except while it appears in an animated data change.
    public var opacity: CGFloat

    /// Creates a placement.
    public init(index: Int, dataIndex: Int, frame: CGRect, state: ItemState, isPinned: Bool = false, opacity: CGFloat = 1) {
        self.index = index
        self.dataIndex = dataIndex
        self.frame = frame
        self.state = state
        self.isPinned = isPinned
        self.opacity = opacity
    }

    // Written by hand: `CGRect` is `Hashable` on Apple platforms only from iOS 18 / macOS 15.

    /// Whether both placements have the same index, data index, frame, state, pinning and opacity.
    public static func == (lhs: ItemPlacement, rhs: ItemPlacement) -> Bool {
        lhs.index == rhs.index && lhs.dataIndex == rhs.dataIndex && lhs.frame == rhs.frame && lhs.state == rhs.state
            && lhs.isPinned == rhs.isPinned && lhs.opacity == rhs.opacity
    }

    /// Hashes the index, data index, frame, state, pinning and opacity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(dataIndex)
        hasher.combine(geometry: frame)
        hasher.combine(state)
        hasher.combine(isPinned)
        hasher.combine(opacity)
    }
}

/// Where an item should end up in the viewport after a scroll-to.
public enum ScrollAlignment: Sendable, Hashable, CaseIterable {
    /// The item's leading edge at the viewport's leading edge.
    case start
    /// The item's center at the viewport's center.
    case center
    /// The item's trailing edge at the viewport's trailing edge.
    case end
    /// The smallest move that shows the whole item (none if it is already fully visible; its leading
    /// edge first if it is longer than the viewport).
    case nearest
}
