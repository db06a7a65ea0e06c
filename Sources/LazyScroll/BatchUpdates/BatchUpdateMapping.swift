/// A validated batch update: maps every old index to its new one.
///
/// Surviving items (neither deleted nor moved) keep their relative order and fill, in order, the new
/// indices that are neither inserted nor move destinations. All queries are O(log changes).
public struct BatchUpdateMapping: Sendable {
    /// Items before the update.
    public let oldCount: Int
    /// Items after the update.
    public let newCount: Int
    /// Whether every item is treated as reloaded (a full data reload).
    public let reloadsEverything: Bool

    /// Old indices that leave their place: deletions and move sources, sorted.
    let vacated: [Int]
    /// New indices filled by insertions and move destinations, sorted.
    let filled: [Int]
    /// Sorted old indices of deleted items.
    let deleted: [Int]
    /// Sorted old indices of reloaded items.
    let reloaded: [Int]
    /// Moves sorted by source.
    let moves: [BatchUpdate.Move]

    /// Validates `update` against `oldCount` items, and against `reportedCount` (the data's count after
    /// the update) when given.
    public init(validating update: BatchUpdate, oldCount: Int, reportedCount: Int? = nil) throws(LazyScrollError) {
        let newCount = update.count(after: oldCount)
        if let reportedCount, reportedCount != newCount {
            throw .inconsistentBatchUpdate(.countMismatch(
                before: oldCount, deleted: update.deletions.count, inserted: update.insertions.count, reported: reportedCount))
        }
        if newCount < 0 {
            throw .inconsistentBatchUpdate(.countMismatch(
                before: oldCount, deleted: update.deletions.count, inserted: update.insertions.count, reported: 0))
        }
        let old = 0..<oldCount
        let new = 0..<newCount
        func sortedUnique(_ indices: [Int], _ kind: String, in valid: Range<Int>) throws(LazyScrollError) -> [Int] {
            let sorted = indices.sorted()
            for (k, index) in sorted.enumerated() {
                if !valid.contains(index) {
                    throw .inconsistentBatchUpdate(.indexOutOfRange(kind: kind, index: index, valid: valid))
                }
                if k > 0 && sorted[k - 1] == index {
                    throw .inconsistentBatchUpdate(.duplicateIndex(kind: kind, index: index))
                }
            }
            return sorted
        }
        let deleted = try sortedUnique(update.deletions, "deletion", in: old)
        let reloaded = try sortedUnique(update.reloads, "reload", in: old)
        let inserted = try sortedUnique(update.insertions, "insertion", in: new)
        let sources = try sortedUnique(update.moves.map(\.from), "move source", in: old)
        let destinations = try sortedUnique(update.moves.map(\.to), "move destination", in: new)
        func firstCommon(_ a: [Int], _ b: [Int]) -> Int? {
            var i = 0
            var j = 0
            while i < a.count && j < b.count {
                if a[i] == b[j] { return a[i] }
                if a[i] < b[j] { i += 1 } else { j += 1 }
            }
            return nil
        }
        if let index = firstCommon(deleted, sources) {
            throw .inconsistentBatchUpdate(.conflictingOperations(index: index, first: "deletion", second: "move"))
        }
        if let index = firstCommon(deleted, reloaded) {
            throw .inconsistentBatchUpdate(.conflictingOperations(index: index, first: "deletion", second: "reload"))
        }
        if let index = firstCommon(sources, reloaded) {
            throw .inconsistentBatchUpdate(.conflictingOperations(index: index, first: "move", second: "reload"))
        }
        if let index = firstCommon(inserted, destinations) {
            throw .inconsistentBatchUpdate(.duplicateIndex(kind: "insertion or move destination", index: index))
        }
        for (index, extent) in update.insertedExtents.sorted(by: { $0.key < $1.key }) {
            if inserted.binarySearch(index) == nil {
                throw .inconsistentBatchUpdate(.extentForIndexNotInserted(index: index))
            }
            try LazyScrollError.check(extent, .finiteAndNotNegative, "extent of inserted item \(index)")
        }
        self.oldCount = oldCount
        self.newCount = newCount
        self.reloadsEverything = false
        self.deleted = deleted
        self.reloaded = reloaded
        self.vacated = (deleted + sources).sorted()
        self.filled = (inserted + destinations).sorted()
        self.moves = update.moves.sorted { $0.from < $1.from }
    }

    /// A full reload from `oldCount` to `newCount` items: nothing keeps its view.
    public static func reloadingEverything(oldCount: Int, newCount: Int) -> BatchUpdateMapping {
        BatchUpdateMapping(oldCount: oldCount, newCount: newCount)
    }

    private init(oldCount: Int, newCount: Int) {
        self.oldCount = oldCount
        self.newCount = newCount
        self.reloadsEverything = true
        vacated = []
        filled = []
        deleted = []
        reloaded = []
        moves = []
    }

    /// The new index of old item `old`, or nil if it was deleted (or everything was reloaded and the
    /// counts differ).
    public func newIndex(ofOld old: Int) -> Int? {
        guard old >= 0 && old < oldCount else { return nil }
        if reloadsEverything { return old < newCount ? old : nil }
        if vacated.binarySearch(old) != nil {
            guard deleted.binarySearch(old) == nil else { return nil }
            return moves[moves.binarySearchIndex { $0.from >= old }].to
        }
        return survivorIndex(old)
    }

    /// The new index of old item `old` if its view may be kept: nil when it was deleted or reloaded.
    public func retainedIndex(ofOld old: Int) -> Int? {
        if reloadsEverything || reloaded.binarySearch(old) != nil { return nil }
        return newIndex(ofOld: old)
    }

    /// The new virtual index of the live item at old virtual index `index` if its view may be kept: nil
    /// when its data item was deleted or reloaded. A looping copy of the data stays in its copy.
    ///
    /// - Complexity: O(log changes).
    public func retainedVirtualIndex(ofOld index: Int) -> Int? {
        let cycle = max(oldCount, 1)
        let copy = index / cycle
        return retainedIndex(ofOld: index % cycle).map { copy * newCount + $0 }
    }

    /// The new index of a survivor (an old index that is neither deleted nor moved).
    private func survivorIndex(_ old: Int) -> Int {
        let rank = old - vacated.lowerBound(of: old)
        // The j-th filled index has filled[j] - j free indices before it; those with at most `rank` come
        // before this survivor's slot. filled[j] - j never decreases, so a binary search counts them.
        let before = filled.binarySearchIndexWithOffset { $0.element - $0.offset > rank }
        return rank + before
    }

    /// The new indices of the items of old range `range` whose views are kept, in O(changes).
    func retainedImage(of range: Range<Int>) -> IndexRanges {
        let clamped = range.clamped(to: 0..<oldCount)
        guard !clamped.isEmpty else { return IndexRanges() }
        if reloadsEverything { return IndexRanges() }
        var result = IndexRanges()
        // Survivors of the range occupy every non-filled new index between the first's and the last's.
        var first = clamped.lowerBound
        var k = vacated.lowerBound(of: first)
        while k < vacated.count && vacated[k] == first { first += 1; k += 1 }
        var last = clamped.upperBound - 1
        k = vacated.lowerBound(of: clamped.upperBound) - 1
        while k >= 0 && vacated[k] == last { last -= 1; k -= 1 }
        if first <= last {
            let lower = survivorIndex(first)
            let upper = survivorIndex(last) + 1
            var position = lower
            var f = filled.lowerBound(of: lower)
            while f < filled.count && filled[f] < upper {
                result.append(position..<filled[f])
                position = filled[f] + 1
                f += 1
            }
            result.append(position..<upper)
        }
        var moved: [Int] = []
        for move in moves where clamped.contains(move.from) { moved.append(move.to) }
        if !moved.isEmpty { result = result.union(IndexRanges(moved)) }
        let reloadedHere = reloaded[reloaded.lowerBound(of: clamped.lowerBound)..<reloaded.lowerBound(of: clamped.upperBound)]
        if !reloadedHere.isEmpty { result = result.subtracting(IndexRanges(reloadedHere.map(survivorIndex))) }
        return result
    }

    /// The filled new indices with the old index each move brings there (nil for insertions), ascending.
    var fills: [(index: Int, movedFrom: Int?)] {
        let sources = Dictionary(uniqueKeysWithValues: moves.map { ($0.to, $0.from) })
        return filled.map { ($0, sources[$0]) }
    }
}

extension Array where Element == Int {
    /// The number of elements less than `value` in this ascending array.
    func lowerBound(of value: Int) -> Int {
        binarySearchIndex { $0 >= value }
    }

    /// The position of `value` in this ascending array, if present.
    func binarySearch(_ value: Int) -> Int? {
        let k = lowerBound(of: value)
        return k < count && self[k] == value ? k : nil
    }
}

extension Array {
    /// The first position whose element satisfies `predicate`, which must be false then true along the array.
    func binarySearchIndex(where predicate: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The first position whose (offset, element) satisfies `predicate`, false then true along the array.
    func binarySearchIndexWithOffset(where predicate: ((offset: Int, element: Element)) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if predicate((middle, self[middle])) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
