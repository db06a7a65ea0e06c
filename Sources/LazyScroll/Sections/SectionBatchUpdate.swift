import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Insertions, deletions, moves and reloads of sections and of their items, applied at once, with
/// `UICollectionView.performBatchUpdates(_:completion:)`'s conventions: deletions, reloads and move
/// sources name sections and item paths *before* the update; insertions and move destinations name them
/// *after* it.
///
/// - An inserted section comes with its items (its ``ContentSection``); a move into it brings the
///   moved item, with its extent, to that place among them, and nothing else is inserted into it.
/// - A deleted section takes its items with it, except those moved out of it, which keep their extents.
/// - A moved section takes its header, footer and items along, with their extents; items can still be
///   deleted from it (by their old path) and inserted into it (by their new one).
/// - A reloaded section reloads its header, items and footer (their views are configured again; their
///   extents stay until measured again); nothing else may change inside it in the same update.
/// - Items move between sections: the move names the old path and the new one.
///
/// Apply it with ``ScrollController/performSectionUpdates(_:reportedItemCounts:time:)``: loaded
/// elements keep their views, and the first visible element that stays keeps its place on screen.
public struct SectionBatchUpdate: Sendable {
    /// A section inserted at a new index, with its header, items and footer.
    public struct SectionInsertion: Sendable {
        /// The section's index after the update.
        public var index: Int
        /// The section.
        public var section: ContentSection

        /// Section `section` inserted at new index `index`.
        public init(index: Int, section: ContentSection) {
            self.index = index
            self.section = section
        }
    }

    /// An item moving from one path (before the update) to another (after it); it keeps its view and
    /// its extent.
    public struct ItemMove: Sendable, Hashable {
        /// The item's path before the update.
        public var from: ItemPath
        /// The item's path after the update.
        public var to: ItemPath

        /// A move of the item at old path `from` to new path `to`.
        public init(from: ItemPath, to: ItemPath) {
            self.from = from
            self.to = to
        }
    }

    /// Old indices of sections removed with their items.
    public var sectionDeletions: [Int]
    /// Sections added, at their new indices.
    public var sectionInsertions: [SectionInsertion]
    /// Sections that change position, with their items.
    public var sectionMoves: [BatchUpdate.Move]
    /// Old indices of sections whose header, items and footer are reloaded.
    public var sectionReloads: [Int]
    /// Old indices of sections whose header and footer are reloaded (their contents changed, a count in
    /// a header for instance), their items left as they are.
    public var headerAndFooterReloads: [Int]
    /// Old paths of items removed.
    public var itemDeletions: [ItemPath]
    /// New paths of items added.
    public var itemInsertions: [ItemPath]
    /// Items that change position, within their section or to another.
    public var itemMoves: [ItemMove]
    /// Old paths of items whose content changed: their views are configured again, their extents kept
    /// until they are measured again.
    public var itemReloads: [ItemPath]
    /// Extents of inserted items, by new path; inserted items not listed start unmeasured.
    public var insertedItemExtents: [ItemPath: CGFloat]

    /// A batch update of sections and items.
    public init(
        sectionDeletions: [Int] = [], sectionInsertions: [SectionInsertion] = [], sectionMoves: [BatchUpdate.Move] = [],
        sectionReloads: [Int] = [], headerAndFooterReloads: [Int] = [], itemDeletions: [ItemPath] = [], itemInsertions: [ItemPath] = [], itemMoves: [ItemMove] = [],
        itemReloads: [ItemPath] = [], insertedItemExtents: [ItemPath: CGFloat] = [:]
    ) {
        self.sectionDeletions = sectionDeletions
        self.sectionInsertions = sectionInsertions
        self.sectionMoves = sectionMoves
        self.sectionReloads = sectionReloads
        self.headerAndFooterReloads = headerAndFooterReloads
        self.itemDeletions = itemDeletions
        self.itemInsertions = itemInsertions
        self.itemMoves = itemMoves
        self.itemReloads = itemReloads
        self.insertedItemExtents = insertedItemExtents
    }

    /// Whether the update changes nothing.
    public var isEmpty: Bool {
        sectionDeletions.isEmpty && sectionInsertions.isEmpty && sectionMoves.isEmpty && sectionReloads.isEmpty
            && headerAndFooterReloads.isEmpty && itemDeletions.isEmpty && itemInsertions.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
    }
}
