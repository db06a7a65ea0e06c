/// What a load-more trigger reports: the viewport came within an edge's threshold, or left it.
///
/// `entered` asks for more at that edge. It comes when the viewport comes within the threshold, and again
/// after every change that adds or removes items while it stays within (the page that arrived was not
/// enough); never twice for one state of the content, and never per frame. `left` follows an `entered`
/// when the viewport is no longer within (the content grew past it, or the user scrolled away): an app
/// may cancel a load it no longer needs. Whether to start another load while one is running is the
/// app's choice.
public enum LoadMoreEvent: Sendable, Hashable {
    /// The viewport is within the threshold of the edge: load more there.
    case entered(ContentEdge)
    /// The viewport left the threshold of the edge.
    case left(ContentEdge)

    /// The edge the event is about.
    public var edge: ContentEdge {
        switch self {
        case let .entered(edge), let .left(edge): return edge
        }
    }
}
