/// Why identifiers, or an operation naming identifiers, were refused (an identifier that repeats is
/// ``LazyScrollError/duplicateIdentity(identity:firstIndex:secondIndex:)``).
public enum IdentifierProblem: Sendable, Hashable, CustomStringConvertible {
    /// An operation (`role`: "reload", …) names `identifier` (as `String(describing:)` prints it),
    /// which the identifiers it applies to do not hold.
    case unknownIdentifier(identifier: String, role: String)
    /// Identifiers for `identifiers` items were given for a list of `items` items.
    case countMismatch(identifiers: Int, items: Int)

    /// One sentence naming the identifier or the numbers involved.
    public var description: String {
        switch self {
        case let .unknownIdentifier(identifier, role):
            return "the \(role) names identifier \(identifier), which is not among the items"
        case let .countMismatch(identifiers, items):
            return "\(identifiers) identifiers were given for \(items) items"
        }
    }
}
