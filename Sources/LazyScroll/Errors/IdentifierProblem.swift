/// Why a list of item identifiers, or an operation naming identifiers, was refused.
public enum IdentifierProblem: Sendable, Hashable, CustomStringConvertible {
    /// `identifier` (as `String(reflecting:)` prints it) appears at `firstPosition` and at
    /// `secondPosition` of the `list` identifiers ("old", "new", "saved", …): identifiers name one item
    /// each.
    case duplicateIdentifier(identifier: String, list: String, firstPosition: Int, secondPosition: Int)
    /// An operation (`role`: "reload", …) names `identifier`, which the identifiers it applies to do not
    /// hold.
    case unknownIdentifier(identifier: String, role: String)
    /// Identifiers for `identifiers` items were given for a list of `items` items.
    case countMismatch(identifiers: Int, items: Int)

    /// One sentence naming the identifier or the numbers involved.
    public var description: String {
        switch self {
        case let .duplicateIdentifier(identifier, list, first, second):
            return "identifier \(identifier) appears twice in the \(list) identifiers, at positions \(first) and \(second)"
        case let .unknownIdentifier(identifier, role):
            return "the \(role) names identifier \(identifier), which is not among the items"
        case let .countMismatch(identifiers, items):
            return "\(identifiers) identifiers were given for \(items) items"
        }
    }
}
