/// Where the items a ``ScrollPositionSnapshot`` saved are in the data now: the surviving item nearest
/// to the saved anchor, the last surviving one, a chat's unseen messages, and the saved extents at the
/// items' new indices.
@usableFromInline
struct SavedItemsMatch {
    /// The new index of the surviving saved item nearest to the anchor in the saved order (the later
    /// one on a tie); nil when no saved item survives.
    @usableFromInline private(set) var nearestSurvivor: Int?
    /// The new index of the surviving saved item that was last in the saved order; nil when none
    /// survives. For a chat, which saves its last messages, the items after it arrived since.
    @usableFromInline private(set) var lastSurvivor: Int?
    /// The new indices of the saved unseen messages of a chat that survive.
    @usableFromInline private(set) var unseenItems = IndexRanges()
    /// The saved extent of each item now (NaN: none saved); empty unless extents were collected.
    @usableFromInline private(set) var extents: [Double] = []
    /// The number of saved measured extents that found their item.
    @usableFromInline private(set) var measuredCount = 0

    /// Finds `snapshot`'s saved items among `identifiers`, following the saved order: each item's new
    /// index is guessed from the one before it (same displacement) and checked with one comparison,
    /// so only the items after a change cost a hash lookup.
    ///
    /// - Throws: ``LazyScrollError/duplicateIdentity(identity:firstIndex:secondIndex:)`` when two saved
    ///   items (at the saved indices it names) have the same identifier, ``LazyScrollError/incompatibleScrollPosition(_:)`` when the packed extents are
    ///   corrupt.
    @inlinable
    init<ID>(_ snapshot: ScrollPositionSnapshot<ID>, in identifiers: ItemIdentifiers<ID>, collectingExtents: Bool) throws(LazyScrollError) {
        let saved = try snapshot.savedExtents.unpacked(expecting: snapshot.savedIdentifiers.count)
        if collectingExtents { extents = Array(repeating: .nan, count: identifiers.count) }
        // The saved index of the item that claimed each new index: in an array when the extents take
        // O(n) memory anyway, else in a table as small as the saved items.
        var claimedBy = collectingExtents ? Array(repeating: -1, count: identifiers.count) : []
        var claims: [Int: Int] = [:]
        var gone: [ID: Int] = [:]
        var displacement = 0
        var best = Int.max
        let anchor = snapshot.anchorIndex ?? 0
        let savedUnseen = snapshot.endAnchored?.unseenItems ?? IndexRanges()
        var unseen: [Int] = []
        var position = 0
        for range in snapshot.savedIndices.ranges {
            for index in range {
                let identifier = snapshot.savedIdentifiers[position]
                let extent = saved[position]
                position += 1
                guard let new = identifiers.index(of: identifier, guessing: index + displacement) else {
                    if let first = gone.updateValue(index, forKey: identifier) { throw Self.duplicate(identifier, first, index) }
                    continue
                }
                displacement = new - index
                let earlier = collectingExtents ? claimedBy[new] : claims[new] ?? -1
                if earlier >= 0 { throw Self.duplicate(identifier, earlier, index) }
                if collectingExtents { claimedBy[new] = index } else { claims[new] = index }
                lastSurvivor = new
                if !savedUnseen.isEmpty, savedUnseen.contains(index) { unseen.append(new) }
                // Items come in saved order, so a later item at the same distance replaces an earlier one.
                let distance = abs(index - anchor)
                if distance <= best {
                    best = distance
                    nearestSurvivor = new
                }
                if collectingExtents, !extent.isNaN {
                    extents[new] = Double(extent)
                    measuredCount += 1
                }
            }
        }
        unseenItems = IndexRanges(unseen)
    }

    /// Two saved items, at saved indices `first` and `second`, carry `identifier`.
    @inlinable
    static func duplicate<ID>(_ identifier: ID, _ first: Int, _ second: Int) -> LazyScrollError {
        .duplicateIdentity(identity: String(describing: identifier), firstIndex: first, secondIndex: second)
    }
}
