extension ItemSelection {
    /// Follows the data through a batch update, given as the mapping a ``ScrollUpdate`` carries
    /// (``ScrollUpdate/mapping``): deleted items leave the selection, moved ones keep their state at
    /// their new index, inserted ones start unselected, and the anchor follows its item (it is
    /// forgotten when its item is deleted). A full reload (``BatchUpdateMapping/reloadsEverything``)
    /// deselects everything, as `UICollectionView.reloadData()` does.
    ///
    /// For an ``IdentityDifference``, use `follow(_:)` with the difference itself: the items it
    /// deletes and inserts because they moved and changed keep their state then.
    ///
    /// - Complexity: O(changes × log r).
    /// - Throws: ``LazyScrollError/inconsistentBatchUpdate(_:)`` when the update starts from another
    ///   number of items than the selection has; nothing changes then.
    public mutating func follow(_ mapping: BatchUpdateMapping) throws(LazyScrollError) {
        try check(mapping)
        guard !mapping.reloadsEverything else {
            runs = SelectionRuns(count: mapping.newCount, selected: false)
            anchor = nil
            extensionEnd = nil
            return
        }
        var moved: [Int: Bool] = [:]
        for move in mapping.moves { moved[move.to] = runs.contains(move.from) }
        // Old indices leave from the last, so that each removal leaves the indices before it alone;
        // new ones arrive from the first, so that each lands where the update says.
        var k = mapping.vacated.count - 1
        while k >= 0 {
            let end = mapping.vacated[k] + 1
            var start = mapping.vacated[k]
            while k > 0, mapping.vacated[k - 1] == start - 1 {
                start -= 1
                k -= 1
            }
            runs.remove(start..<end)
            k -= 1
        }
        for index in mapping.filled {
            runs.insert(count: 1, selected: moved[index] ?? false, at: index)
        }
        anchor = anchor.flatMap(mapping.newIndex(ofOld:))
        extensionEnd = anchor == nil ? nil : extensionEnd.flatMap(mapping.newIndex(ofOld:))
    }

    /// Follows the data through `update`, as `follow(_:)` does with its mapping.
    ///
    /// - Complexity: O(changes × log r).
    /// - Throws: ``LazyScrollError/inconsistentBatchUpdate(_:)`` for an update that is inconsistent
    ///   or starts from another number of items; nothing changes then.
    public mutating func performBatchUpdates(_ update: BatchUpdate) throws(LazyScrollError) {
        try follow(BatchUpdateMapping(validating: update, oldCount: itemCount))
    }

    /// Follows the data through an identity difference: as `follow(_:)` with its batch update, except
    /// that an item the difference deletes and inserts because it moved and changed
    /// (``IdentityDifference/replacedMoves``) keeps its state and the anchor, as any moved item does.
    ///
    /// - Complexity: O(changes × log r).
    /// - Throws: ``LazyScrollError/inconsistentBatchUpdate(_:)`` when the difference starts from
    ///   another number of items; nothing changes then.
    public mutating func follow(_ difference: IdentityDifference) throws(LazyScrollError) {
        let mapping = try BatchUpdateMapping(validating: difference.update, oldCount: difference.oldCount)
        try check(mapping)
        let replaced = difference.replacedMoves
        let wasSelected = replaced.map { runs.contains($0.from) }
        var copy = self
        try copy.follow(mapping)
        for (move, selected) in zip(replaced, wasSelected) where selected {
            copy.runs.assign(move.to..<(move.to + 1), selected: true)
        }
        func newIndex(ofOld old: Int) -> Int? {
            replaced.first { $0.from == old }?.to ?? mapping.newIndex(ofOld: old)
        }
        copy.anchor = anchor.flatMap(newIndex(ofOld:))
        copy.extensionEnd = copy.anchor == nil ? nil : extensionEnd.flatMap(newIndex(ofOld:))
        self = copy
    }

    /// Throws unless `mapping` starts from this selection's number of items.
    func check(_ mapping: BatchUpdateMapping) throws(LazyScrollError) {
        guard mapping.oldCount == itemCount else {
            let inserted = mapping.filled.count - mapping.moves.count
            throw .inconsistentBatchUpdate(.countMismatch(
                before: itemCount, deleted: mapping.deleted.count, inserted: inserted, reported: mapping.newCount))
        }
    }
}
