extension BatchUpdateMapping {
    /// The old index of the item at new index `new`, or nil when it was inserted (or `new` is out of
    /// range).
    ///
    /// - Complexity: O(log changes + moves).
    public func oldIndex(ofNew new: Int) -> Int? {
        guard new >= 0 && new < newCount else { return nil }
        if reloadsEverything { return new < oldCount ? new : nil }
        if filled.binarySearch(new) != nil {
            return moves.first { $0.to == new }?.from
        }
        // A survivor: the rank-th old index that neither leaves nor moves. With k vacated indices
        // before it, it is rank + k, and k is the first position where vacated[k] − k exceeds rank.
        let rank = new - filled.lowerBound(of: new)
        let k = vacated.binarySearchIndexWithOffset { $0.element - $0.offset > rank }
        return rank + k
    }
}
