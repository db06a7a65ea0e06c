import LazyScroll

/// A load-more event of a ``TerminalStack``: the stack's own, or one of a list section's.
public struct TerminalStackLoadMoreEvent: Sendable, Hashable {
    /// The list section the event is about; nil for the stack's own edges.
    public var section: Int?
    /// What happened at which edge.
    public var event: LoadMoreEvent

    /// An event of `section` (nil: the stack).
    public init(section: Int?, event: LoadMoreEvent) {
        self.section = section
        self.event = event
    }
}
