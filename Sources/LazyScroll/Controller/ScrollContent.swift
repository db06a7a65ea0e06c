import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a scroll controller scrolls through.
public enum ScrollContent: Sendable {
    /// `count` pages, each ``PagingSettings/pageLength`` long (one viewport by default).
    case pages(count: Int)
    /// Items with the extents of a size model: a list, a grid (`ExtentModel.grid(_:)`) or a masonry
    /// (`ExtentModel.lanes(_:)`).
    case items(ExtentModel)
    /// A stack of fixed views, lists and nested stacks: the controller moves the stack's viewport, and
    /// each ``ScrollUpdate`` carries the stack's update (see ``ScrollController/stack``).
    case stack(ScrollStack)

    /// The number of data items or pages; a stack's number of children.
    public var count: Int {
        switch self {
        case let .pages(count): return count
        case let .items(model): return model.count
        case let .stack(stack): return stack.count
        }
    }

    /// Throws unless the content can be scrolled with `configuration`: a page count must be a whole
    /// number; a stack must share the configuration's axis, and takes no paging, looping or content
    /// insets from it (its own insets are its content insets).
    func validate(for configuration: ScrollConfiguration) throws(LazyScrollError) {
        switch self {
        case let .pages(count):
            try LazyScrollError.check(CGFloat(count), .wholeAndNotNegative, "page count")
        case .items:
            break
        case let .stack(stack):
            if stack.axis != configuration.axis {
                throw .unsupportedOperation(operation: "scrolling a \(stack.axis) stack along the \(configuration.axis) axis",
                                            reason: "a stack scrolls along its own axis; configure the controller with it")
            }
            if configuration.paging != nil || configuration.looping != nil {
                throw .unsupportedOperation(operation: "paging or looping a stack", reason: "a stack's children have ends and no pages")
            }
            if configuration.anchoring.isEnd {
                throw .unsupportedOperation(operation: "anchoring a stack at its end",
                                            reason: "a stack keeps what is on screen by its own anchoring; anchor a list at its end instead")
            }
            if configuration.insets != .zero {
                throw .unsupportedOperation(operation: "content insets in the configuration of a stack",
                                            reason: "a stack's insets are its own; create it with them, or call setContentInsets(_:time:)")
            }
        }
    }
}
