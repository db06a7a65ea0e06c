/// The changes of sections and items that turn one sectioned order of identified items into another,
/// as `NSDiffableDataSourceSnapshot`'s sections and items are matched by identifier.
///
/// Sections are matched by their identifiers and items by theirs, wherever they are. Of the sections in
/// both, the longest run that keeps its order stays and every other one moves, with its items; within a
/// section that is in both, the longest run of its items that stay in it stays, and every other item of
/// it moves. An item that changes section moves to it, out of a deleted section and into an inserted one
/// too. So moves are as few as the orders allow (see ``IdentityDifference``). An item in both that
/// changed is reloaded where it stays, and deleted and inserted where it moves (a batch update cannot move
/// and reload one item at once); a section that changed reloads its header and footer.
///
/// Apply it with ``ScrollController/performSectionUpdates(_:insertedSection:time:)``, which asks for the
/// layout of each inserted section.
public struct SectionedIdentityDifference: Sendable, Hashable {
    /// Old indices of sections removed.
    public let sectionDeletions: [Int]
    /// New indices of sections added.
    public let sectionInsertions: [Int]
    /// Sections that change position.
    public let sectionMoves: [BatchUpdate.Move]
    /// Old indices of sections in both whose contents changed: their headers and footers reload.
    public let headerAndFooterReloads: [Int]
    /// Old paths of items removed, except those of deleted sections (which go with them).
    public let itemDeletions: [ItemPath]
    /// New paths of items added, except those of inserted sections (which come with them).
    public let itemInsertions: [ItemPath]
    /// Items that change position, within their section or to another.
    public let itemMoves: [SectionBatchUpdate.ItemMove]
    /// Old paths of items that stay in place and whose contents changed.
    public let itemReloads: [ItemPath]
    /// Items that moved and whose contents changed: deleted at `from` and inserted at `to` (when `to` is
    /// not in an inserted section), keeping their extents when applied by a controller.
    public let replacedItemMoves: [SectionBatchUpdate.ItemMove]
    /// The number of sections before.
    public let oldSectionCount: Int
    /// The number of items in each section after.
    public let newItemCounts: [Int]

    /// The difference from `old` to `new`: `sectionChanged(oldIndex, newIndex)` tells whether a section
    /// in both changed (its header and footer reload), `itemChanged(oldPath, newPath)` whether an item
    /// in both did; each is called once for every section or item in both.
    ///
    /// - Complexity: O(m + n) expected for m items before and n after, plus O(log n) for each section
    ///   or item that moves, plus the calls.
    @inlinable
    public init<SectionID, ItemID>(
        from old: SectionedIdentifiers<SectionID, ItemID>, to new: SectionedIdentifiers<SectionID, ItemID>,
        sectionChanged: (_ oldIndex: Int, _ newIndex: Int) -> Bool = { _, _ in false },
        itemChanged: (_ oldPath: ItemPath, _ newPath: ItemPath) -> Bool
    ) {
        let sections = IdentityMatching(from: old.sections, to: new.sections)
        var itemMatchings: [IdentityMatching?] = []
        itemMatchings.reserveCapacity(old.items.count)
        for (s, items) in old.items.enumerated() {
            let n = sections.newIndexOfOld[s]
            itemMatchings.append(n < 0 ? nil : IdentityMatching(from: try! ItemIdentifiers(items), to: try! ItemIdentifiers(new.items[n])))
        }
        self.init(old: old.items.map(\.count), new: new.items.map(\.count), sections: sections, items: itemMatchings,
                  pathInNew: { s, k in new.paths[old.items[s][k]] }, pathInOld: { s, k in old.paths[new.items[s][k]] },
                  sectionChanged: sectionChanged, itemChanged: itemChanged)
    }

    /// Splits matched sections and items into the changes.
    @usableFromInline
    init(
        old oldCounts: [Int], new newCounts: [Int], sections: IdentityMatching, items: [IdentityMatching?],
        pathInNew: (Int, Int) -> ItemPath?, pathInOld: (Int, Int) -> ItemPath?,
        sectionChanged: (Int, Int) -> Bool, itemChanged: (ItemPath, ItemPath) -> Bool
    ) {
        var sectionDeletions: [Int] = []
        var sectionMoves: [BatchUpdate.Move] = []
        var boundaryReloads: [Int] = []
        for (s, n) in sections.newIndexOfOld.enumerated() {
            if n < 0 {
                sectionDeletions.append(s)
                continue
            }
            if !sections.staysInOrder[s] { sectionMoves.append(BatchUpdate.Move(from: s, to: n)) }
            if sectionChanged(s, n) { boundaryReloads.append(s) }
        }
        let sectionInsertions = sections.oldIndexOfNew.enumerated().filter { $0.element < 0 }.map(\.offset)
        var deletions: [ItemPath] = []
        var insertions: [ItemPath] = []
        var moves: [SectionBatchUpdate.ItemMove] = []
        var reloads: [ItemPath] = []
        var replaced: [SectionBatchUpdate.ItemMove] = []
        for (s, count) in oldCounts.enumerated() {
            let sectionDeleted = sections.newIndexOfOld[s] < 0
            for k in 0..<count {
                let from = ItemPath(section: s, item: k)
                guard let to = pathInNew(s, k) else {
                    if !sectionDeleted { deletions.append(from) }
                    continue
                }
                let stays = items[s].map { $0.newIndexOfOld[k] >= 0 && $0.staysInOrder[k] } ?? false
                let changed = itemChanged(from, to)
                if stays {
                    if changed { reloads.append(from) }
                } else if changed {
                    replaced.append(SectionBatchUpdate.ItemMove(from: from, to: to))
                    if !sectionDeleted { deletions.append(from) }
                    if sections.oldIndexOfNew[to.section] >= 0 { insertions.append(to) }
                } else {
                    moves.append(SectionBatchUpdate.ItemMove(from: from, to: to))
                }
            }
        }
        for (n, count) in newCounts.enumerated() where sections.oldIndexOfNew[n] >= 0 {
            for k in 0..<count where pathInOld(n, k) == nil { insertions.append(ItemPath(section: n, item: k)) }
        }
        self.sectionDeletions = sectionDeletions
        self.sectionInsertions = sectionInsertions
        self.sectionMoves = sectionMoves
        headerAndFooterReloads = boundaryReloads
        itemDeletions = deletions.sorted()
        itemInsertions = insertions.sorted()
        itemMoves = moves
        itemReloads = reloads
        replacedItemMoves = replaced
        oldSectionCount = oldCounts.count
        newItemCounts = newCounts
    }

    /// Whether nothing changes.
    public var isEmpty: Bool {
        sectionDeletions.isEmpty && sectionInsertions.isEmpty && sectionMoves.isEmpty && headerAndFooterReloads.isEmpty
            && itemDeletions.isEmpty && itemInsertions.isEmpty && itemMoves.isEmpty && itemReloads.isEmpty
    }

    /// The batch update that applies this difference, with `insertedSection(newIndex)` describing each
    /// inserted section (its header, footer and the layout of its `newItemCounts[newIndex]` items).
    ///
    /// - Throws: what `insertedSection` throws.
    public func batchUpdate(insertedSection: (Int) throws(LazyScrollError) -> ContentSection) throws(LazyScrollError) -> SectionBatchUpdate {
        var insertions: [SectionBatchUpdate.SectionInsertion] = []
        for index in sectionInsertions { insertions.append(SectionBatchUpdate.SectionInsertion(index: index, section: try insertedSection(index))) }
        return SectionBatchUpdate(
            sectionDeletions: sectionDeletions, sectionInsertions: insertions, sectionMoves: sectionMoves,
            headerAndFooterReloads: headerAndFooterReloads, itemDeletions: itemDeletions, itemInsertions: itemInsertions,
            itemMoves: itemMoves, itemReloads: itemReloads)
    }
}
