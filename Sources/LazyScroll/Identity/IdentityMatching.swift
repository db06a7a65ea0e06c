/// Which item of one order is which item of another, and which of the items in both keep their
/// relative order: the part of ``IdentityDifference`` that does not depend on contents.
///
/// Invariants: `newIndexOfOld[i] == j` exactly when `oldIndexOfNew[j] == i` (−1 on both sides for
/// items in one order only); the old indices with `staysInOrder` set have increasing new indices, and
/// there is no longer such sequence of items in both orders.
@usableFromInline
struct IdentityMatching {
    /// The new index of every old item, −1 when it is gone.
    @usableFromInline let newIndexOfOld: [Int]
    /// The old index of every new item, −1 when it is new.
    @usableFromInline let oldIndexOfNew: [Int]
    /// Whether each old item is part of the longest sequence that keeps its order (false for those gone).
    @usableFromInline let staysInOrder: [Bool]

    /// Matches `old` with `new`.
    ///
    /// Each old item's new index is first guessed as one past the previous match and checked with one
    /// comparison of identifiers; only a wrong guess costs a hash lookup, so an order that changed in
    /// a few places is matched with about one lookup per change.
    ///
    /// - Complexity: O(m + n) expected, plus O(log n) for each item that moves.
    @inlinable
    init<ID>(from old: ItemIdentifiers<ID>, to new: ItemIdentifiers<ID>) {
        var newIndexOfOld = [Int](repeating: -1, count: old.count)
        var oldIndexOfNew = [Int](repeating: -1, count: new.count)
        var guess = 0
        for (oldIndex, identifier) in old.identifiers.enumerated() {
            guard let newIndex = new.index(of: identifier, guessing: guess) else { continue }
            newIndexOfOld[oldIndex] = newIndex
            oldIndexOfNew[newIndex] = oldIndex
            guess = newIndex + 1
        }
        self.newIndexOfOld = newIndexOfOld
        self.oldIndexOfNew = oldIndexOfNew
        staysInOrder = Self.longestIncreasingRun(of: newIndexOfOld)
    }

    /// Marks a longest strictly increasing subsequence of the non-negative values of `values`
    /// (patience sorting, with the predecessor of each element to read one back).
    ///
    /// A value larger than the current longest sequence's end extends it without a search; any other
    /// replaces an end found by a binary search. The extensions number the final length, so the
    /// searches number the values outside the subsequence: one per item that moves.
    @usableFromInline
    static func longestIncreasingRun(of values: [Int]) -> [Bool] {
        // `ends[k]`: the position of the smallest value that ends an increasing sequence of length k + 1.
        var ends: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() where value >= 0 {
            if let last = ends.last, values[last] >= value {
                var low = 0
                var high = ends.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if values[ends[middle]] < value { low = middle + 1 } else { high = middle }
                }
                previous[position] = low > 0 ? ends[low - 1] : -1
                ends[low] = position
            } else {
                previous[position] = ends.last ?? -1
                ends.append(position)
            }
        }
        var marked = [Bool](repeating: false, count: values.count)
        var position = ends.last ?? -1
        while position >= 0 {
            marked[position] = true
            position = previous[position]
        }
        return marked
    }
}
