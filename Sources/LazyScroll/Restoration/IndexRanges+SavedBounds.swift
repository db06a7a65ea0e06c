extension IndexRanges {
    /// Ranges read back from a saved flat list of bounds, `[lower₀, upper₀, lower₁, upper₁, …]`, as
    /// saved positions write them (`name` says which ranges, for the error).
    ///
    /// Item indices are never negative, and ranges of them, disjoint and in order, hold at most
    /// `Int.max` indices in all: so `count` cannot overflow, whatever the bytes said.
    ///
    /// - Throws: ``LazyScrollError/incompatibleScrollPosition(_:)`` with ``ScrollPositionMismatch/corrupt(_:)``
    ///   for an odd number of bounds, a negative bound, or ranges that are empty, out of order or
    ///   touching.
    init(bounds: [Int], naming name: String) throws(LazyScrollError) {
        self.init()
        guard bounds.count.isMultiple(of: 2) else {
            throw .incompatibleScrollPosition(.corrupt("the \(name) ranges have an odd number of bounds"))
        }
        if let first = bounds.first, first < 0 {
            throw .incompatibleScrollPosition(.corrupt("the \(name) ranges start at \(first), below 0"))
        }
        for k in stride(from: 0, to: bounds.count, by: 2) {
            let range = bounds[k]..<Swift.max(bounds[k], bounds[k + 1])
            guard bounds[k] < bounds[k + 1], last.map({ range.lowerBound > $0 + 1 }) ?? true else {
                throw .incompatibleScrollPosition(.corrupt("the \(name) ranges are empty, out of order or touching at \(bounds[k])"))
            }
            append(range)
        }
    }
}
