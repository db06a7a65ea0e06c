import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A set of insertions, deletions, moves and reloads applied at once, with UIKit's conventions:
/// deletions, reloads and move sources name indices *before* the update; insertions and move
/// destinations name indices *after* it.
public struct BatchUpdate: Sendable, Hashable {
    /// One item moving from an old index to a new one; it keeps its view and its extent.
    public struct Move: Sendable, Hashable {
        /// The item's index before the update.
        public var from: Int
        /// The item's index after the update.
        public var to: Int

        /// Creates a move.
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// Old indices of items removed.
    public var deletions: [Int]
    /// New indices of items added.
    public var insertions: [Int]
    /// Items that change position.
    public var moves: [Move]
    /// Old indices of items whose content changed: their views are reconfigured, their extent kept
    /// until they are measured again.
    public var reloads: [Int]
    /// Extents of inserted items, by new index; inserted items not listed start unmeasured.
    public var insertedExtents: [Int: CGFloat]

    /// Creates a batch update.
    public init(
        deletions: [Int] = [], insertions: [Int] = [], moves: [Move] = [], reloads: [Int] = [],
        insertedExtents: [Int: CGFloat] = [:]
    ) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
        self.reloads = reloads
        self.insertedExtents = insertedExtents
    }

    /// The number of items after the update, given the number before.
    public func count(after countBefore: Int) -> Int {
        countBefore - deletions.count + insertions.count
    }
}
