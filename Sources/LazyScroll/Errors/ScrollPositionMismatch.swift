/// Why a saved scroll position cannot be restored into a scroll controller.
public enum ScrollPositionMismatch: Sendable, Hashable, CustomStringConvertible {
    /// The position was saved for the list named `saved` and is restored into the one named
    /// `restoring` (nil: a list without a name).
    case otherList(saved: String?, restoring: String?)
    /// The position was saved from a pager (`savedPaged`) and is restored into a list, or the reverse.
    case otherContent(savedPaged: Bool)
    /// A decoded position whose parts do not fit together, with what is wrong.
    case corrupt(String)

    /// One sentence naming what differs.
    public var description: String {
        switch self {
        case let .otherList(saved, restoring):
            return "the position was saved for list \(Self.name(saved)) and is restored into list \(Self.name(restoring))"
        case let .otherContent(savedPaged):
            return savedPaged
                ? "the position was saved from a pager and is restored into a list"
                : "the position was saved from a list and is restored into a pager"
        case let .corrupt(reason):
            return "the saved position is corrupt: \(reason)"
        }
    }

    private static func name(_ list: String?) -> String {
        list.map { "\"\($0)\"" } ?? "(unnamed)"
    }
}
