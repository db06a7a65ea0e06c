import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The outcome of a change to the content (a measurement, a batch update, a reload).
public struct ContentChange: Sendable {
    /// What changed in the windows, in the new index space.
    public var changes: RangeChanges
    /// How far the virtualizer moved the offset to keep the content on screen still (anchoring), or to
    /// keep it within the content.
    public var offsetAdjustment: CGFloat
    /// How old indices map to new ones; nil when indices did not change (a measurement).
    public var mapping: BatchUpdateMapping?

    /// Creates a content change.
    public init(changes: RangeChanges, offsetAdjustment: CGFloat, mapping: BatchUpdateMapping? = nil) {
        self.changes = changes
        self.offsetAdjustment = offsetAdjustment
        self.mapping = mapping
    }
}
