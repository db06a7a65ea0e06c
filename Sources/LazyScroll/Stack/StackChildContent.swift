import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a stack child is, which decides how long it is along the stack's axis.
public indirect enum StackChildContent: Sendable {
    /// A plain view with a fixed extent along the stack's axis.
    case fixed(extent: CGFloat)
    /// A scrollable list with its own virtualizer. It is as long as its content (`contentExtent`,
    /// insets included) and never scrolls itself: the stack scrolls it by moving its viewport.
    case list(Virtualizer)
    /// A stack inside the stack, along the same axis, as long as its content.
    case stack(ScrollStack)

    /// The child's length along the stack's axis when nothing is clipped.
    public var mainExtent: CGFloat {
        switch self {
        case let .fixed(extent): return extent
        case let .list(virtualizer): return virtualizer.contentExtent
        case let .stack(stack): return stack.contentExtent
        }
    }

    /// A short name for error messages.
    var kindName: String {
        switch self {
        case .fixed: return "fixed"
        case .list: return "list"
        case .stack: return "stack"
        }
    }
}
