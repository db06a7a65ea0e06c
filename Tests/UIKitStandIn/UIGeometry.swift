import Foundation

/// Stand-in for UIKit's `UIEdgeInsets`: distances from the four edges of a rectangle.
public struct UIEdgeInsets: Equatable, Sendable {
    /// Distance from the top edge.
    public var top: CGFloat
    /// Distance from the left edge.
    public var left: CGFloat
    /// Distance from the bottom edge.
    public var bottom: CGFloat
    /// Distance from the right edge.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
