import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// How wide a child is across the stack's axis (its height in a horizontal stack).
public enum StackCrossSize: Sendable, Hashable {
    /// The stack's cross extent minus its cross insets.
    case fill
    /// A fixed length, placed by the child's `StackCrossAlignment`; it may exceed the available space.
    case fixed(CGFloat)

    func validate() throws(LazyScrollError) {
        if case let .fixed(length) = self {
            try LazyScrollError.check(length, .finiteAndNotNegative, "child cross extent")
        }
    }
}
