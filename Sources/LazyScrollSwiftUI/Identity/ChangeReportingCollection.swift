#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import LazyScroll

/// Data that finds its own elements by identity and says how it changed, so that a change costs a
/// ``RecyclingList`` or ``LazyPager`` O(changes) instead of a pass over every identity: a chat of ten
/// million messages whose messages are made from their number on demand.
///
/// Other data reaches the list by its identities: each change of the data maps every element to its
/// identity and compares the old identities with the new (O(n) for n rows), and the list keeps an index
/// of them (memory for every row). Data of this kind is asked instead: ``changes(since:)`` gives the
/// batch update from the data the list showed, and ``offset(of:)`` finds a row by identity (for the
/// scroller, and for the loaded rows after a change). The list reads identities only of rows it loads.
///
/// The list uses them when it identifies rows by `id` (the initializers without an `id:` key path); with
/// another key path, or when ``changes(since:)`` returns nil or an update whose counts do not lead from
/// the earlier data to this one, it maps every identity as it does for other data. A selection binding,
/// a reorder and ``RecyclingListScroller/savedScrollPosition()`` need every identity: they map them when
/// they are used (O(n) each time).
///
/// ```swift
/// struct Messages: ChangeReportingCollection, Equatable {
///     var history = 10_000_000          // messages 0..<history, read from the store by number
///     var sent: [String] = []
///     var startIndex: Int { 0 }
///     var endIndex: Int { history + sent.count }
///     subscript(position: Int) -> Message { … }
///     func offset(of id: Int) -> Int? { indices.contains(id) ? id : nil }
///     func changes(since earlier: Messages) -> BatchUpdate? {
///         guard history == earlier.history, sent.count >= earlier.sent.count else { return nil }
///         return BatchUpdate(insertions: Array(earlier.count..<count))
///     }
/// }
/// ```
public protocol ChangeReportingCollection: RandomAccessCollection where Index == Int, Element: Identifiable {
    /// The offset of the element whose `id` is `id`, or nil when there is none.
    ///
    /// - Complexity: Should be O(1) or O(log n): the list calls it for every loaded row on each change.
    func offset(of id: Element.ID) -> Int?

    /// How this data differs from `earlier`, a value of it the list showed: deletions at offsets in
    /// `earlier`, insertions at offsets in this data, moves from the one to the other (`BatchUpdate`'s
    /// conventions, UIKit's `performBatchUpdates`); nil when it cannot tell cheaply (the list then maps
    /// every identity). An element that keeps its identity and changes its content needs no entry: the
    /// list shows its new content.
    ///
    /// - Complexity: Should be O(changes).
    func changes(since earlier: Self) -> BatchUpdate?
}
#endif
