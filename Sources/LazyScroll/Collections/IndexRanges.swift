/// A set of item indices, stored as sorted, disjoint ranges.
///
/// Change sets are almost always one or two ranges (the difference between two windows), so the first
/// two ranges are stored inline: computing and returning them never allocates.
public struct IndexRanges: Sendable, Hashable, Sequence, CustomStringConvertible, ExpressibleByArrayLiteral {
    // Invariants: `rangeCount` ranges, sorted ascending, each non-empty, any two separated by at least one
    // index that is not in the set (never touching, never overlapping). Range k lives in `inline0` (k = 0),
    // `inline1` (k = 1) or `overflow[k - 2]`. Unused inline slots hold `0..<0`, so the stored properties are
    // equal exactly when the sets are equal.
    private var inline0: Range<Int> = 0..<0
    private var inline1: Range<Int> = 0..<0
    private var overflow: [Range<Int>] = []

    /// The number of disjoint ranges in the set.
    public private(set) var rangeCount: Int = 0

    /// The empty set.
    public init() {}

    /// The indices of `range`.
    public init(_ range: Range<Int>) {
        append(range)
    }

    /// The given indices, in any order, duplicates allowed.
    public init<S: Sequence>(_ indices: S) where S.Element == Int {
        for index in indices.sorted() { append(index..<(index + 1)) }
    }

    /// The given indices, in any order, duplicates allowed.
    public init(arrayLiteral elements: Int...) {
        self.init(elements)
    }

    /// Range number `k` (0-based) in ascending order.
    public func range(at k: Int) -> Range<Int> {
        precondition(k >= 0 && k < rangeCount, "range index \(k) out of 0..<\(rangeCount)")
        switch k {
        case 0: return inline0
        case 1: return inline1
        default: return overflow[k - 2]
        }
    }

    /// The disjoint ranges in ascending order.
    public var ranges: [Range<Int>] {
        (0..<rangeCount).map(range(at:))
    }

    /// Whether the set holds no index.
    public var isEmpty: Bool { rangeCount == 0 }

    /// The number of indices in the set.
    public var count: Int {
        var total = 0
        for k in 0..<rangeCount { total += range(at: k).count }
        return total
    }

    /// The smallest index, if any.
    public var first: Int? { rangeCount == 0 ? nil : inline0.lowerBound }

    /// The largest index, if any.
    public var last: Int? { rangeCount == 0 ? nil : range(at: rangeCount - 1).upperBound - 1 }

    /// Whether `index` is in the set, in O(log ranges).
    public func contains(_ index: Int) -> Bool {
        var low = 0
        var high = rangeCount
        while low < high {
            let middle = (low + high) / 2
            let candidate = range(at: middle)
            if index < candidate.lowerBound {
                high = middle
            } else if index >= candidate.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// Adds `range`, which must not start before the set's last index; touching ranges are merged.
    public mutating func append(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if rangeCount > 0 {
            let last = self.range(at: rangeCount - 1)
            precondition(range.lowerBound >= last.lowerBound, "append(\(range)) comes before \(last)")
            if range.lowerBound <= last.upperBound {
                setRange(at: rangeCount - 1, to: last.lowerBound..<Swift.max(last.upperBound, range.upperBound))
                return
            }
        }
        switch rangeCount {
        case 0: inline0 = range
        case 1: inline1 = range
        default: overflow.append(range)
        }
        rangeCount += 1
    }

    private mutating func setRange(at k: Int, to range: Range<Int>) {
        switch k {
        case 0: inline0 = range
        case 1: inline1 = range
        default: overflow[k - 2] = range
        }
    }

    /// The indices in either set.
    public func union(_ other: IndexRanges) -> IndexRanges {
        combine(other) { $0 || $1 }
    }

    /// The indices in this set and not in `other`.
    public func subtracting(_ other: IndexRanges) -> IndexRanges {
        combine(other) { $0 && !$1 }
    }

    /// The indices in both sets.
    public func intersection(_ other: IndexRanges) -> IndexRanges {
        combine(other) { $0 && $1 }
    }

    /// The indices of `range` that are not in `other`; at most two ranges, computed without allocating.
    public static func difference(_ range: Range<Int>, _ other: Range<Int>) -> IndexRanges {
        var result = IndexRanges()
        if range.isEmpty { return result }
        if other.isEmpty || other.upperBound <= range.lowerBound || other.lowerBound >= range.upperBound {
            result.append(range)
            return result
        }
        result.append(range.lowerBound..<Swift.max(range.lowerBound, other.lowerBound))
        result.append(Swift.min(range.upperBound, other.upperBound)..<range.upperBound)
        return result
    }

    /// Every index moved by `delta`.
    public func shifted(by delta: Int) -> IndexRanges {
        var result = IndexRanges()
        for k in 0..<rangeCount {
            let r = range(at: k)
            result.append((r.lowerBound + delta)..<(r.upperBound + delta))
        }
        return result
    }

    /// Sweeps the boundaries of both sets in order, keeping each stretch where `keep(inSelf, inOther)`.
    private func combine(_ other: IndexRanges, keep: (Bool, Bool) -> Bool) -> IndexRanges {
        var result = IndexRanges()
        var i = 0
        var j = 0
        var position = Int.min
        while true {
            // The next boundary after `position` in either set.
            let a: Range<Int>? = i < rangeCount ? range(at: i) : nil
            let b: Range<Int>? = j < other.rangeCount ? other.range(at: j) : nil
            if a == nil && b == nil { break }
            let inA = a.map { $0.lowerBound <= position } ?? false
            let inB = b.map { $0.lowerBound <= position } ?? false
            var next = Int.max
            if let a { next = Swift.min(next, inA ? a.upperBound : a.lowerBound) }
            if let b { next = Swift.min(next, inB ? b.upperBound : b.lowerBound) }
            if position != Int.min && keep(inA, inB) {
                result.append(position..<next)
            }
            position = next
            if let a, a.upperBound <= position { i += 1 }
            if let b, b.upperBound <= position { j += 1 }
        }
        return result
    }

    /// Iterates the indices in ascending order.
    public struct Iterator: IteratorProtocol {
        private let set: IndexRanges
        private var rangeIndex = 0
        private var upcoming: Int

        init(_ set: IndexRanges) {
            self.set = set
            self.upcoming = set.rangeCount > 0 ? set.inline0.lowerBound : 0
        }

        /// The next index, or nil after the last.
        public mutating func next() -> Int? {
            while rangeIndex < set.rangeCount {
                let current = set.range(at: rangeIndex)
                if upcoming < current.upperBound {
                    defer { upcoming += 1 }
                    return upcoming
                }
                rangeIndex += 1
                if rangeIndex < set.rangeCount { upcoming = set.range(at: rangeIndex).lowerBound }
            }
            return nil
        }
    }

    /// An iterator over the indices in ascending order.
    public func makeIterator() -> Iterator { Iterator(self) }

    /// The number of indices, for `Sequence` consumers that reserve capacity.
    public var underestimatedCount: Int { count }

    /// The ranges, as in `[0..<3, 5..<6]`.
    public var description: String {
        "[" + ranges.map { "\($0.lowerBound)..<\($0.upperBound)" }.joined(separator: ", ") + "]"
    }
}
