/// An `IndexRanges` kept in a box that is nil while the set is empty, for sets that are nearly always
/// empty and live in values copied on every frame (the held items of `WorkingWindows` and of a
/// `Virtualizer`): an empty one copies as one word, where the set itself is 48 bytes holding an array
/// to retain and release (issue 24).
struct BoxedIndexRanges: Sendable {
    private var box: Box?

    /// The empty set.
    init() {}

    /// Whether the set is empty, read without making one.
    var isEmpty: Bool { box == nil }

    /// The set's only index when it holds exactly one, read without copying the set; nil otherwise.
    var soleIndex: Int? {
        guard let box, box.ranges.rangeCount == 1 else { return nil }
        let range = box.ranges.range(at: 0)
        return range.count == 1 ? range.lowerBound : nil
    }

    /// The set.
    var ranges: IndexRanges {
        get { box?.ranges ?? IndexRanges() }
        set { box = newValue.isEmpty ? nil : Box(newValue) }
    }

    /// A non-empty set, shared by copies (immutable).
    private final class Box: Sendable {
        let ranges: IndexRanges

        init(_ ranges: IndexRanges) {
            self.ranges = ranges
        }
    }
}
