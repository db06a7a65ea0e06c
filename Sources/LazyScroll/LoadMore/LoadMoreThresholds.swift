/// The load-more thresholds at the two edges of scrollable content; an edge without one never asks.
///
/// A chat loads older messages near its start (`LoadMoreThresholds(start: .screens(1))`); a feed loads
/// the next page near its end (`LoadMoreThresholds(end: .items(10))`).
public struct LoadMoreThresholds: Sendable, Hashable {
    /// The threshold at the start of the content, or nil.
    public var start: LoadMoreThreshold?
    /// The threshold at the end of the content, or nil.
    public var end: LoadMoreThreshold?

    /// Thresholds at either edge or both.
    public init(start: LoadMoreThreshold? = nil, end: LoadMoreThreshold? = nil) {
        self.start = start
        self.end = end
    }

    /// No thresholds: nothing asks for more.
    public static let none = LoadMoreThresholds()

    /// The threshold at `edge`.
    public subscript(edge: ContentEdge) -> LoadMoreThreshold? {
        edge == .start ? start : end
    }

    /// Whether either edge has a threshold.
    var isEmpty: Bool { start == nil && end == nil }

    /// Throws unless every threshold is finite and not negative (a whole number of items).
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` naming the edge's threshold.
    public func validate() throws(LazyScrollError) {
        try start?.validate("load-more threshold at the start")
        try end?.validate("load-more threshold at the end")
    }
}
