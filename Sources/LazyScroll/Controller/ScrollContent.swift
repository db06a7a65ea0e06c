import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// What a scroll controller scrolls through.
public enum ScrollContent: Sendable {
    /// `count` pages, each ``PagingSettings/pageLength`` long (one viewport by default).
    case pages(count: Int)
    /// Items with the extents of a size model.
    case items(ExtentModel)

    /// The number of data items or pages.
    public var count: Int {
        switch self {
        case let .pages(count): return count
        case let .items(model): return model.count
        }
    }

    func validate() throws(LazyScrollError) {
        if case let .pages(count) = self {
            try LazyScrollError.check(CGFloat(count), .wholeAndNotNegative, "page count")
        }
    }
}
