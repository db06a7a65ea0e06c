import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// One child of a `ScrollStack` and how it is laid out.
public struct StackChild: Sendable {
    /// The child's identity, stable across insertions and removals of other children.
    public internal(set) var id: StackChildID
    /// What the child is: a fixed view, a list, or a nested stack.
    public internal(set) var content: StackChildContent
    /// How wide the child is across the axis.
    public internal(set) var crossSize: StackCrossSize
    /// Where the child sits across the axis when it does not fill it.
    public internal(set) var alignment: StackCrossAlignment
    /// Hidden children take no space and no spacing, and are never active.
    public internal(set) var isHidden: Bool
    /// Sticky children stay pinned at the viewport's leading edge once scrolled past it, until the next
    /// sticky child (or the end of the stack's children) pushes them away.
    public internal(set) var isSticky: Bool

    /// The child's length along the axis when nothing is clipped (0 when hidden).
    public var mainExtent: CGFloat { isHidden ? 0 : content.mainExtent }
}
