/// Why a batch update was refused.
public enum BatchUpdateInconsistency: Sendable, Hashable, CustomStringConvertible {
    /// The counts do not add up: `before − deleted + inserted` differs from what the data reports.
    case countMismatch(before: Int, deleted: Int, inserted: Int, reported: Int)
    /// An index of `kind` ("deletion", "insertion", "reload", "move source", "move destination")
    /// outside `valid`.
    case indexOutOfRange(kind: String, index: Int, valid: Range<Int>)
    /// The same index appears twice among the indices of `kind`.
    case duplicateIndex(kind: String, index: Int)
    /// One old index is named by two operations that exclude each other, such as a deletion and a move.
    case conflictingOperations(index: Int, first: String, second: String)
    /// An extent was given for an index that is not inserted.
    case extentForIndexNotInserted(index: Int)

    /// One sentence naming the numbers involved.
    public var description: String {
        switch self {
        case let .countMismatch(before, deleted, inserted, reported):
            return "\(before) items before − \(deleted) deleted + \(inserted) inserted = \(before - deleted + inserted), but the data reports \(reported) items"
        case let .indexOutOfRange(kind, index, valid):
            return "\(kind) index \(index) is outside \(valid.lowerBound)..<\(valid.upperBound)"
        case let .duplicateIndex(kind, index):
            return "\(kind) index \(index) appears more than once"
        case let .conflictingOperations(index, first, second):
            return "old index \(index) is named by both a \(first) and a \(second)"
        case let .extentForIndexNotInserted(index):
            return "an extent is given for new index \(index), which is not an insertion"
        }
    }
}
