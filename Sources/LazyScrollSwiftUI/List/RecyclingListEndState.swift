#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// Whether a ``RecyclingList`` is at its end, and how many rows arrived at the end while it was not
/// and have not been on screen since: what a chat's "new messages" button shows
/// (`RecyclingListView.isAtEnd` and `unseenRows`).
public struct RecyclingListEndState: Hashable, Sendable {
    /// Whether the list is within its anchoring's tolerance of its last row.
    public var isAtEnd: Bool
    /// The rows a list anchored at its end (`.contentAnchoring(.end)`) added at the end while it was
    /// scrolled away, not seen since; 0 again once the list reaches its end.
    public var unseenCount: Int

    /// An end state.
    ///
    /// - Parameters:
    ///   - isAtEnd: Whether the list is at its end.
    ///   - unseenCount: The rows added at the end and not seen since.
    public init(isAtEnd: Bool, unseenCount: Int) {
        self.isAtEnd = isAtEnd
        self.unseenCount = unseenCount
    }
}
#endif
