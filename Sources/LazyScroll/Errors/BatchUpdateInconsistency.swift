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
    /// The section counts do not add up: `before − deleted + inserted` differs from what the data reports.
    case sectionCountMismatch(before: Int, deleted: Int, inserted: Int, reported: Int)
    /// The item counts of new section `section` do not add up: `before` items in the section it was,
    /// less those deleted or moved out, plus those inserted or moved in, differs from what the data
    /// reports.
    case itemCountMismatch(section: Int, before: Int, removed: Int, added: Int, reported: Int)
    /// The item at `path` is named by two operations that exclude each other, such as a deletion and a
    /// move, or an item change inside a section that is deleted, reloaded or inserted (whose items come
    /// with it).
    case conflictingItemOperations(path: ItemPath, first: String, second: String)
    /// An extent was given for an item path that is not inserted.
    case extentForItemNotInserted(path: ItemPath)

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
        case let .sectionCountMismatch(before, deleted, inserted, reported):
            return "\(before) sections before − \(deleted) deleted + \(inserted) inserted = \(before - deleted + inserted), but the data reports \(reported) sections"
        case let .itemCountMismatch(section, before, removed, added, reported):
            return "new section \(section) has \(before) items before − \(removed) deleted or moved out + \(added) inserted or moved in = \(before - removed + added), but the data reports \(reported) items"
        case let .conflictingItemOperations(path, first, second):
            return "item \(path) is named by both a \(first) and a \(second)"
        case let .extentForItemNotInserted(path):
            return "an extent is given for new item \(path), which is not an insertion"
        }
    }
}
