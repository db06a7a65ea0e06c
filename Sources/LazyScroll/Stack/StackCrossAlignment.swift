import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where a child narrower (or wider) than the available cross space sits across the stack's axis.
public enum StackCrossAlignment: Sendable, Hashable, CaseIterable {
    /// Against the cross-leading inset (left in a vertical stack, top in a horizontal one).
    case leading
    /// Centered in the available space.
    case center
    /// Against the cross-trailing inset.
    case trailing

    /// The fraction of the leftover space that goes before the child.
    var leadingShare: CGFloat {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}
