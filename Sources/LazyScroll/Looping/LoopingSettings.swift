import Foundation

/// Whether and how content repeats endlessly.
public struct LoopingSettings: Sendable, Hashable {
    /// Whether a single item loops (off by default: one page that scrolls into itself looks broken).
    public var loopsSingleItem: Bool

    /// Looping for two or more items; one item loops only when `loopsSingleItem` is set.
    public init(loopsSingleItem: Bool = false) {
        self.loopsSingleItem = loopsSingleItem
    }

    /// Whether `count` items loop under these settings.
    public func loops(count: Int) -> Bool {
        count >= 2 || (count == 1 && loopsSingleItem)
    }
}
