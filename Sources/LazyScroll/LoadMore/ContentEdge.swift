/// One end of scrollable content: where the first item is, or where the last one is.
public enum ContentEdge: Sendable, Hashable, CaseIterable {
    /// The first items (the top of a vertical list, older messages in a chat).
    case start
    /// The last items (the bottom of a vertical list, the newest messages in a chat).
    case end
}
