#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation
import LazyScroll

/// The identities of a data set, in order, with the index of each: what a list needs to find an item
/// by identity and to turn a change of data into a batch update.
///
/// Invariant: `index(of: identities[i]) == i` for the first occurrence of every identity.
struct IdentitySnapshot<ID: Hashable> {
    /// The identities, by index.
    let identities: [ID]
    /// The index of each identity's first occurrence.
    private let indices: [ID: Int]
    /// The first identity that occurs twice, with both indices; nil when every identity is unique.
    let duplicate: (identity: ID, firstIndex: Int, secondIndex: Int)?

    /// A snapshot of `identities`.
    ///
    /// - Complexity: O(n) expected.
    init(_ identities: [ID]) {
        var indices: [ID: Int] = [:]
        indices.reserveCapacity(identities.count)
        var duplicate: (identity: ID, firstIndex: Int, secondIndex: Int)?
        for (index, identity) in identities.enumerated() {
            if let first = indices.updateValue(index, forKey: identity) {
                // Keep the first occurrence, so that lookups agree with a scan from the start.
                indices[identity] = first
                if duplicate == nil { duplicate = (identity, first, index) }
            }
        }
        self.identities = identities
        self.indices = indices
        self.duplicate = duplicate
    }

    /// The empty snapshot.
    init() {
        self.init([])
    }

    /// The number of items.
    var count: Int { identities.count }

    /// The index of the item with `identity` (its first occurrence), or nil.
    ///
    /// - Complexity: O(1) expected.
    func index(of identity: ID) -> Int? {
        indices[identity]
    }

    /// The identity of the item at `index`, or nil outside the items.
    ///
    /// - Complexity: O(1).
    func identity(at index: Int) -> ID? {
        identities.indices.contains(index) ? identities[index] : nil
    }

    /// Throws unless every identity names one item.
    ///
    /// - Throws: `LazyScrollError.duplicateIdentity` naming the first repeated identity and its two
    ///   indices.
    func validate() throws {
        if let duplicate {
            throw LazyScrollError.duplicateIdentity(
                identity: String(describing: duplicate.identity), firstIndex: duplicate.firstIndex, secondIndex: duplicate.secondIndex)
        }
    }
}
#endif
