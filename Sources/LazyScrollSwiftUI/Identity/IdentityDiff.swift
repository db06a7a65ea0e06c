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
/// The engine's `IdentityDifference` computes it; this adds the snapshots' own check, which names a
/// repeated identity by its first two indices.
enum IdentityDiff {
    /// The batch update from `old` to `new`, in UIKit's index conventions (`BatchUpdate`).
    ///
    /// - Complexity: O(n) expected, plus O(log n) for each item that moves.
    /// - Throws: `LazyScrollError.duplicateIdentity` when either snapshot repeats an identity.
    static func batchUpdate<ID: Hashable>(from old: IdentitySnapshot<ID>, to new: IdentitySnapshot<ID>) throws -> BatchUpdate {
        try old.validate()
        try new.validate()
        let difference = IdentityDifference(
            from: try ItemIdentifiers(old.identities), to: try ItemIdentifiers(new.identities), contentChanged: { _, _ in false })
        return difference.update
    }
}
#endif
