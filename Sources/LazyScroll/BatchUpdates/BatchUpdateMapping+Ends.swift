extension BatchUpdateMapping {
    /// Whether the update adds or removes items, rather than only moving or reloading them; a full
    /// reload does. Load-more triggers re-arm after such an update.
    ///
    /// - Complexity: O(1).
    public var addsOrRemovesItems: Bool {
        reloadsEverything || !deleted.isEmpty || filled.count > moves.count
    }

    /// The new indices after every old item that is still there: the items added at the end.
    ///
    /// - Complexity: O(deletions + moves + log changes).
    var appendedItems: Range<Int> {
        guard !reloadsEverything else { return 0..<newCount }
        // The last old item that neither leaves nor moves, then the furthest place an old item moves to.
        var lastSurvivor = oldCount - 1
        var k = vacated.count - 1
        while k >= 0, lastSurvivor >= 0, vacated[k] == lastSurvivor {
            lastSurvivor -= 1
            k -= 1
        }
        var tailStart = lastSurvivor >= 0 ? (newIndex(ofOld: lastSurvivor) ?? 0) + 1 : 0
        for move in moves { tailStart = max(tailStart, move.to + 1) }
        return min(tailStart, newCount)..<newCount
    }

    /// The new indices of the old items among `indices` that are still there, reloaded ones included.
    ///
    /// - Complexity: O(ranges × changes).
    func image(of indices: IndexRanges) -> IndexRanges {
        guard !reloadsEverything else { return IndexRanges() }
        var result = IndexRanges()
        for range in indices.ranges {
            result = result.union(retainedImage(of: range))
            let reloadedHere = reloaded[reloaded.lowerBound(of: range.lowerBound)..<reloaded.lowerBound(of: range.upperBound)]
            if !reloadedHere.isEmpty { result = result.union(IndexRanges(reloadedHere.compactMap { newIndex(ofOld: $0) })) }
        }
        return result
    }
}
