#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation
import LazyScroll

/// The identities of a SwiftUI list's or pager's data, by index, and how each new data reaches the UIKit
/// view: a batch update by identity, so that items that stay keep their views (and their SwiftUI state),
/// or a reload while an identity repeats.
struct DataIdentities<ID: Hashable> {
    /// What a new data asks of the view.
    enum Change {
        /// The same identities in the same order: the view keeps its items.
        case none
        /// Items inserted, deleted or moved: the engine's difference by identity, without reloads
        /// (surviving items show their new content by re-hosting).
        case batch(BatchUpdate)
        /// An identity repeats, now or before: the items are shown by index afresh.
        case reload
    }

    /// The identities, by index.
    private(set) var identities: [ID] = []
    /// `identities` indexed for lookups and diffs; nil while an identity repeats (items are then shown by
    /// index, and nothing is found by identity).
    private(set) var identified: ItemIdentifiers<ID>? = ItemIdentifiers()

    /// Takes the identities of new data and says how the view gets from the old ones to them.
    ///
    /// - Complexity: O(n) expected for n items, plus O(log n) for each item that moves.
    mutating func update(to newIdentities: [ID]) -> Change {
        guard newIdentities != identities else { return unchanged }
        let old = identified
        identities = newIdentities
        identified = try? ItemIdentifiers(newIdentities)
        guard let old, let new = identified else { return .reload }
        return .batch(IdentityDifference(from: old, to: new, contentChanged: { _, _ in false }).update)
    }

    /// Takes the identities of `data`, which replaces `oldData`, and says how the view gets from the old
    /// identities to them. `Equatable` data equal to the old (an array not changed since compares by its
    /// storage, in O(1)) keeps its identities without mapping them: a SwiftUI update that leaves the data
    /// alone costs no pass over its elements. Returns the change and whether the data was found equal.
    ///
    /// - Complexity: O(1) for equal data that compares in O(1); otherwise as ``update(to:)``.
    mutating func update<Data: Sequence>(from oldData: Data?, to data: Data, identity: (Data.Element) -> ID) -> (change: Change, dataIsUnchanged: Bool) {
        let same = oldData.map { ElementComparison.equality(of: Data.self)?($0, data) ?? false } ?? false
        return same ? (unchanged, true) : (update(to: data.map(identity)), false)
    }

    /// The view moved the item at `source` to `destination` by itself (a drop, UIKit's convention: taken
    /// out at `source`, then inserted at `destination`): the identities follow, so that data the app
    /// reorders the same way is found to be no change.
    ///
    /// - Complexity: O(n) for n items.
    mutating func move(from source: Int, to destination: Int) {
        guard identities.indices.contains(source), identities.indices.contains(destination) else { return }
        identities.insert(identities.remove(at: source), at: destination)
        identified = try? ItemIdentifiers(identities)
    }

    /// What data known to have the same identities asks of the view (without mapping them again).
    var unchanged: Change {
        identified == nil ? .reload : .none
    }

    /// The index of the item identified by `id`, or nil when there is none (or an identity repeats).
    func index(of id: ID) -> Int? {
        identified?.index(of: id)
    }

    /// The identity of the item at `index`, or nil outside the items (or while an identity repeats).
    func identity(at index: Int) -> ID? {
        guard let identified, identified.indices.contains(index) else { return nil }
        return identified[index]
    }
}
#endif
