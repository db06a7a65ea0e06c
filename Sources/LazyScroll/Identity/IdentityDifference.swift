/// The batch update that turns one order of identified items into another: deletions, insertions,
/// moves, and reloads of the items whose contents changed.
///
/// Items are matched by identifier (``ItemIdentifiers``), as `UICollectionViewDiffableDataSource` and
/// IGListKit match them. Of the items in both orders, the longest run that keeps its relative order
/// stays put and every other one moves, so the number of moves is the fewest possible (see
/// <doc:IdentityAndRestoration> for how that compares with Heckel's algorithm). Items that stay put and
/// changed are reloaded; items that move and changed are deleted and inserted instead, because a batch
/// update, as in UIKit, cannot move and reload one item at once (``replacedMoves`` lists them, and a
/// controller keeps their extents).
///
/// Apply it with ``ScrollController/performBatchUpdates(_:time:)``: loaded
/// items keep their views, and the first visible item that stays keeps its place on screen.
public struct IdentityDifference: Sendable, Hashable {
    /// The deletions, insertions, moves and reloads, with UIKit's index conventions.
    public let update: BatchUpdate
    /// The number of items before.
    public let oldCount: Int
    /// The number of items after.
    public let newCount: Int
    /// Items that moved and whose contents changed: `update` deletes each at `from` and inserts it at
    /// `to`.
    public let replacedMoves: [BatchUpdate.Move]

    /// The difference from `old` to `new`; `reloading` names the items whose contents changed, as
    /// `NSDiffableDataSourceSnapshot.reloadItems(_:)` does.
    ///
    /// An identifier of `reloading` that is inserted needs no reload: it is simply inserted.
    ///
    /// - Complexity: O(m + n) expected, plus O(log n) for each item that moves.
    /// - Throws: ``LazyScrollError/invalidIdentifiers(_:)`` with
    ///   ``IdentifierProblem/unknownIdentifier(identifier:role:)`` when `reloading` names an identifier
    ///   that `new` does not hold.
    @inlinable
    public init<ID>(from old: ItemIdentifiers<ID>, to new: ItemIdentifiers<ID>, reloading: some Sequence<ID>) throws(LazyScrollError) {
        var reloaded: [Bool] = []
        for identifier in reloading {
            guard let index = new.index(of: identifier) else {
                throw .invalidIdentifiers(.unknownIdentifier(identifier: String(describing: identifier), role: "reload"))
            }
            if reloaded.isEmpty { reloaded = Array(repeating: false, count: new.count) }
            reloaded[index] = true
        }
        self.init(IdentityMatching(from: old, to: new), changed: { _, newIndex in !reloaded.isEmpty && reloaded[newIndex] })
    }

    /// The difference from `old` to `new`, reloading the items for which `contentChanged(oldIndex,
    /// newIndex)` is true; it is called once for every item in both, with its index in each.
    ///
    /// - Complexity: O(m + n) expected, plus O(log n) for each item that moves, plus the
    ///   calls to `contentChanged`.
    @inlinable
    public init<ID>(from old: ItemIdentifiers<ID>, to new: ItemIdentifiers<ID>, contentChanged: (_ oldIndex: Int, _ newIndex: Int) -> Bool) {
        self.init(IdentityMatching(from: old, to: new), changed: contentChanged)
    }

    /// The difference from `old` to `new` elements, matched by `id`; an element that is not equal to
    /// the one with its identifier before is reloaded (or, when it moved, deleted and inserted).
    ///
    /// - Complexity: O(m + n) expected, plus O(log n) for each element that moves, plus one
    ///   comparison of each element that is in both.
    /// - Throws: ``LazyScrollError/duplicateIdentity(identity:firstIndex:secondIndex:)`` when two
    ///   elements of `old`, or else of `new`, share an identifier.
    @inlinable
    public init<Element: Identifiable & Equatable>(from old: [Element], to new: [Element]) throws(LazyScrollError) {
        let before = try ItemIdentifiers(old.map(\.id))
        let after = try ItemIdentifiers(new.map(\.id))
        self.init(from: before, to: after) { old[$0] != new[$1] }
    }

    /// Splits `matching`'s items into deletions, insertions, moves and reloads.
    @usableFromInline
    init(_ matching: IdentityMatching, changed: (_ oldIndex: Int, _ newIndex: Int) -> Bool) {
        var deletions: [Int] = []
        var insertions: [Int] = []
        var moves: [BatchUpdate.Move] = []
        var reloads: [Int] = []
        var replaced: [BatchUpdate.Move] = []
        for (oldIndex, newIndex) in matching.newIndexOfOld.enumerated() {
            if newIndex < 0 {
                deletions.append(oldIndex)
            } else if matching.staysInOrder[oldIndex] {
                if changed(oldIndex, newIndex) { reloads.append(oldIndex) }
            } else if changed(oldIndex, newIndex) {
                replaced.append(BatchUpdate.Move(from: oldIndex, to: newIndex))
            } else {
                moves.append(BatchUpdate.Move(from: oldIndex, to: newIndex))
            }
        }
        for (newIndex, oldIndex) in matching.oldIndexOfNew.enumerated() where oldIndex < 0 {
            insertions.append(newIndex)
        }
        if !replaced.isEmpty {
            deletions = (deletions + replaced.map(\.from)).sorted()
            insertions = (insertions + replaced.map(\.to)).sorted()
        }
        update = BatchUpdate(deletions: deletions, insertions: insertions, moves: moves, reloads: reloads)
        oldCount = matching.newIndexOfOld.count
        newCount = matching.oldIndexOfNew.count
        replacedMoves = replaced
    }

    /// Whether nothing changes.
    public var isEmpty: Bool {
        update.deletions.isEmpty && update.insertions.isEmpty && update.moves.isEmpty && update.reloads.isEmpty
    }
}
