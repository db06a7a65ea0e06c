/// How many items a selection may hold, as `UICollectionView`'s `allowsSelection` and
/// `allowsMultipleSelection` say.
public enum SelectionMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Nothing can be selected (`allowsSelection == false`).
    case none
    /// At most one item: selecting one deselects the other (`allowsSelection`, the default).
    case single
    /// Any number of items, ranges and all of them (`allowsMultipleSelection`).
    case multiple
}
