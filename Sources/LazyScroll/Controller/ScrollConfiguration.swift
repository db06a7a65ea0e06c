import Foundation

/// Everything about a scroll controller's behaviour that is not content: axis, ranges, physics,
/// paging, looping, auto-advance and anchoring.
public struct ScrollConfiguration: Sendable, Hashable {
    /// The scrolling axis.
    public var axis: ScrollAxis
    /// Space before the first and after the last item (ignored by pagers, which place their pages by
    /// ``PagingSettings/alignment``).
    public var insets: ContentInsets
    /// The working ranges of a list (a pager derives its own from `paging`).
    public var workingRanges: WorkingRangeSettings
    /// How quickly a released list slows down.
    public var decelerationRate: DecelerationRate
    /// How quickly wheel momentum dies away; fast, so each notch settles promptly.
    public var wheelDecelerationRate: DecelerationRate
    /// Whether dragging past an edge stretches with a rubber band and springs back (otherwise it stops).
    public var bounces: Bool
    /// Paging, or nil for a free-scrolling list.
    public var paging: PagingSettings?
    /// Looping, or nil for content with two ends.
    public var looping: LoopingSettings?
    /// Automatic page turns (pagers only).
    public var autoAdvance: AutoAdvanceSettings?
    /// What a list does with its offset when its content changes; `.end` makes a chat list that starts
    /// at its last item (lists with ends only).
    public var anchoring: ContentAnchoring
    /// Where a list comes to rest after a flick or a wheel glide (lists with ends only); nil: wherever
    /// it stops.
    public var snapping: ScrollSnapping?

    /// A configuration; the defaults give a vertical, bouncing, free-scrolling list.
    public init(
        axis: ScrollAxis = .vertical, insets: ContentInsets = .zero, workingRanges: WorkingRangeSettings = .default,
        decelerationRate: DecelerationRate = .normal, wheelDecelerationRate: DecelerationRate = .fast,
        bounces: Bool = true, paging: PagingSettings? = nil, looping: LoopingSettings? = nil,
        autoAdvance: AutoAdvanceSettings? = nil, anchoring: ContentAnchoring = .keepVisibleItems, snapping: ScrollSnapping? = nil
    ) {
        self.axis = axis
        self.insets = insets
        self.workingRanges = workingRanges
        self.decelerationRate = decelerationRate
        self.wheelDecelerationRate = wheelDecelerationRate
        self.bounces = bounces
        self.paging = paging
        self.looping = looping
        self.autoAdvance = autoAdvance
        self.anchoring = anchoring
        self.snapping = snapping
    }

    /// A horizontal pager with UIKit's paging conventions.
    public static func pager(
        axis: ScrollAxis = .horizontal, paging: PagingSettings = PagingSettings(), looping: LoopingSettings? = nil,
        autoAdvance: AutoAdvanceSettings? = nil
    ) -> ScrollConfiguration {
        ScrollConfiguration(axis: axis, paging: paging, looping: looping, autoAdvance: autoAdvance)
    }

    /// Throws unless every setting is usable.
    public func validate() throws(LazyScrollError) {
        try insets.validate()
        try workingRanges.validate()
        try paging?.validate()
        try autoAdvance?.validate()
        try anchoring.validate()
        if autoAdvance != nil && paging == nil {
            throw .unsupportedOperation(operation: "auto-advance", reason: "it turns pages, so it needs paging settings")
        }
        if anchoring.isEnd, paging != nil || looping != nil {
            throw .unsupportedOperation(operation: "end anchoring", reason: "pagers and looping lists have no end to anchor at")
        }
        try snapping?.validate()
        if snapping != nil, paging != nil || looping != nil || anchoring.isEnd {
            throw .unsupportedOperation(operation: "snapping", reason: "it rests a list with two ends; pagers rest on their pages")
        }
    }
}
