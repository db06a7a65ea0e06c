#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation
import LazyScroll

/// The identities of a SwiftUI list's or pager's data, by index, and how each new data reaches the UIKit
/// view: a batch update by identity, so that items that stay keep their views (and their SwiftUI state),
/// or a reload while an identity repeats.
///
/// Identities are either mapped (every element's identity, indexed: O(n) per change) or, for a
/// ``ChangeReportingCollection`` identified by `id`, looked up in the data itself (O(changes) per change,
/// no memory per item).
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

    /// The mapped identities, by index (empty while they are looked up in the data).
    private var mapped: [ID] = []
    /// `mapped` indexed for lookups and diffs; nil while an identity repeats (items are then shown by
    /// index, and nothing is found by identity).
    private var mappedIndex: ItemIdentifiers<ID>? = ItemIdentifiers()
    /// The data's own lookups, or nil while the identities are mapped.
    private var lookup: IdentityLookup<ID>?

    /// The number of items.
    var count: Int { lookup?.count ?? mapped.count }

    /// The identities indexed for lookups and diffs; nil while an identity repeats.
    ///
    /// - Complexity: O(1) while identities are mapped; O(n) expected while they are looked up in the data
    ///   (every identity is read).
    var identified: ItemIdentifiers<ID>? {
        guard let lookup else { return mappedIndex }
        return try? ItemIdentifiers(lookup.all)
    }

    /// Whether identities are looked up in the data rather than mapped.
    var looksUpInData: Bool { lookup != nil }

    /// Takes the identities of new data and says how the view gets from the old ones to them.
    ///
    /// - Complexity: O(n) expected for n items, plus O(log n) for each item that moves.
    mutating func update(to newIdentities: [ID]) -> Change {
        let old = lookup.map { try? ItemIdentifiers($0.all) } ?? mappedIndex
        let oldIdentities = lookup?.all ?? mapped
        lookup = nil
        guard newIdentities != oldIdentities else {
            mapped = newIdentities
            mappedIndex = old
            return unchanged
        }
        mapped = newIdentities
        mappedIndex = try? ItemIdentifiers(newIdentities)
        guard let old, let new = mappedIndex else { return .reload }
        return .batch(IdentityDifference(from: old, to: new, contentChanged: { _, _ in false }).update)
    }

    /// Takes the identities of `data`, which replaces `oldData`, and says how the view gets from the old
    /// identities to them. `Equatable` data equal to the old (an array not changed since compares by its
    /// storage, in O(1)) keeps its identities without mapping them: a SwiftUI update that leaves the data
    /// alone costs no pass over its elements. A ``ChangeReportingCollection`` whose identities are its
    /// elements' `id` (checked at its ends) says itself how it changed, and is asked for identities and
    /// offsets as they are needed, unless `looksUpInData` is false. Returns the change and whether the
    /// data was found equal.
    ///
    /// - Complexity: O(1) for equal data that compares in O(1); O(changes) for a
    ///   `ChangeReportingCollection` that tells its changes; otherwise as ``update(to:)``.
    mutating func update<Data: RandomAccessCollection>(from oldData: Data?, to data: Data, identity: @escaping (Data.Element) -> ID,
                                                       looksUpInData: Bool = true) -> (change: Change, dataIsUnchanged: Bool) {
        let same = oldData.map { ElementComparison.equality(of: Data.self)?($0, data) ?? false } ?? false
        if same { return (unchanged, true) }
        if looksUpInData, let reporting = data as? any ChangeReportingCollection,
           let newLookup = IdentityLookup(reporting, of: data, identity: identity) {
            return (update(from: oldData, to: reporting, lookup: newLookup), false)
        }
        return (update(to: data.map(identity)), false)
    }

    /// Takes the lookups of `data`, which says itself how it differs from `oldData`; when it cannot (or
    /// says something whose counts do not add up), the identities are compared once, in O(n).
    private mutating func update<Data, Reporting: ChangeReportingCollection>(from oldData: Data?, to data: Reporting,
                                                                              lookup newLookup: IdentityLookup<ID>) -> Change {
        let oldCount = count
        defer {
            lookup = newLookup
            mapped = []
            mappedIndex = nil
        }
        if let earlier = oldData as? Reporting, let update = data.changes(since: earlier),
           update.count(after: oldCount) == newLookup.count, unchanged.isNone {
            let isEmpty = update.deletions.isEmpty && update.insertions.isEmpty && update.moves.isEmpty && update.reloads.isEmpty
            return isEmpty ? .none : .batch(update)
        }
        // Nothing to keep: the view shows the data afresh, without a difference of every identity.
        if oldCount == 0 { return newLookup.count == 0 ? .none : .reload }
        var compared = self
        return compared.update(to: newLookup.all)
    }

    /// The view moved the item at `source` to `destination` by itself (a drop, UIKit's convention: taken
    /// out at `source`, then inserted at `destination`): the identities follow, so that data the app
    /// reorders the same way is found to be no change. Identities looked up in the data are mapped from
    /// then on (the data no longer matches the view's order).
    ///
    /// - Complexity: O(n) for n items.
    mutating func move(from source: Int, to destination: Int) {
        if let lookup {
            mapped = lookup.all
            self.lookup = nil
        }
        guard mapped.indices.contains(source), mapped.indices.contains(destination) else { return }
        mapped.insert(mapped.remove(at: source), at: destination)
        mappedIndex = try? ItemIdentifiers(mapped)
    }

    /// What data known to have the same identities asks of the view (without mapping them again).
    var unchanged: Change {
        lookup == nil && mappedIndex == nil ? .reload : .none
    }

    /// The index of the item identified by `id`, or nil when there is none (or an identity repeats).
    func index(of id: ID) -> Int? {
        if let lookup { return lookup.offset(id) }
        return mappedIndex?.index(of: id)
    }

    /// Every identity, in order (repeated ones too).
    ///
    /// - Complexity: O(1) while identities are mapped; O(n) while they are looked up in the data.
    var all: [ID] { lookup?.all ?? mapped }

    /// The identity of the item at `index`, which must be one of the items, repeated or not.
    subscript(index: Int) -> ID {
        lookup?.identity(index) ?? mapped[index]
    }

    /// The identity of the item at `index`, or nil outside the items (or while an identity repeats).
    func identity(at index: Int) -> ID? {
        if let lookup { return (0..<lookup.count).contains(index) ? lookup.identity(index) : nil }
        guard let mappedIndex, mappedIndex.indices.contains(index) else { return nil }
        return mappedIndex[index]
    }
}

extension DataIdentities.Change {
    /// Whether the view keeps its items.
    fileprivate var isNone: Bool {
        if case .none = self { return true }
        return false
    }
}
#endif
