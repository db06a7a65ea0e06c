#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation
import LazyScroll

/// The batch update that turns one snapshot of identities into another: deletions for identities that
/// are gone, insertions for new ones, and as few moves as keep every other item in order.
///
/// Items whose identity is in both snapshots keep their views; the ones that stay in place are a
/// longest run of them whose old order agrees with the new order, and every other survivor moves. No
/// item is reloaded: a list shows the new content of surviving items by re-hosting their views in place.
///
/// This is the front end's stand-in for an identity diff in the engine; when the engine has one, this
/// type is replaced by it.
enum IdentityDiff {
    /// The batch update from `old` to `new`, in UIKit's index conventions (`BatchUpdate`).
    ///
    /// - Complexity: O(n + m log n) expected, for n items and m survivors out of order: O(n) when
    ///   items are only inserted and deleted.
    /// - Throws: `LazyScrollError.duplicateIdentity` when either snapshot repeats an identity.
    static func batchUpdate<ID: Hashable>(from old: IdentitySnapshot<ID>, to new: IdentitySnapshot<ID>) throws -> BatchUpdate {
        try old.validate()
        try new.validate()
        var update = BatchUpdate()
        for (index, identity) in old.identities.enumerated() where new.index(of: identity) == nil {
            update.deletions.append(index)
        }
        // Survivors in new order: (old index, new index).
        var survivors: [BatchUpdate.Move] = []
        survivors.reserveCapacity(min(old.count, new.count))
        for (index, identity) in new.identities.enumerated() {
            if let oldIndex = old.index(of: identity) {
                survivors.append(BatchUpdate.Move(from: oldIndex, to: index))
            } else {
                update.insertions.append(index)
            }
        }
        let staying = longestIncreasingRun(of: survivors.map(\.from))
        update.moves = survivors.indices.filter { !staying[$0] }.map { survivors[$0] }
        return update
    }

    /// Marks a longest strictly increasing subsequence of `values` (patience sorting).
    ///
    /// - Complexity: O(n) when values mostly increase; O(n log n) at worst.
    static func longestIncreasingRun(of values: [Int]) -> [Bool] {
        // tails[k]: the position of the smallest value that ends an increasing run of length k + 1.
        var tails: [Int] = []
        var predecessor = [Int](repeating: -1, count: values.count)
        for position in values.indices {
            let value = values[position]
            var length = tails.count
            if let last = tails.last, values[last] >= value {
                // Out of order: the shortest run whose end is not below this value gets a smaller end.
                var low = 0
                var high = tails.count - 1
                while low < high {
                    let middle = (low + high) / 2
                    if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
                }
                length = low
            }
            if length > 0 { predecessor[position] = tails[length - 1] }
            if length == tails.count { tails.append(position) } else { tails[length] = position }
        }
        var marked = [Bool](repeating: false, count: values.count)
        var position = tails.last ?? -1
        while position >= 0 {
            marked[position] = true
            position = predecessor[position]
        }
        return marked
    }
}
#endif
