import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollController {
    /// What to save so that ``restoreScrollPosition(_:identifiers:listIdentifier:time:)`` brings the
    /// reader back here after a relaunch: the first item that starts in the viewport (a pager's page,
    /// the one it is turning to) with its place on screen, and every measured extent, by identity.
    ///
    /// - Parameters:
    ///   - identifiers: The identifiers of the controller's data items, in order.
    ///   - listIdentifier: A name for this list, which restoring checks (nil: unnamed).
    /// - Complexity: O(log n + saved items + runs of equal extents).
    /// - Throws: ``LazyScrollError/invalidIdentifiers(_:)`` with
    ///   ``IdentifierProblem/countMismatch(identifiers:items:)`` when `identifiers` does not have one
    ///   identifier per data item.
    @inlinable
    public func scrollPosition<ID>(identifiers: ItemIdentifiers<ID>, listIdentifier: String? = nil) throws(LazyScrollError) -> ScrollPositionSnapshot<ID> {
        guard identifiers.count == dataCount else {
            throw .invalidIdentifiers(.countMismatch(identifiers: identifiers.count, items: dataCount))
        }
        let layout = savedLayout()
        var savedIdentifiers: [ID] = []
        savedIdentifiers.reserveCapacity(layout.indices.count)
        for range in layout.indices.ranges { savedIdentifiers.append(contentsOf: identifiers.identifiers[range]) }
        return ScrollPositionSnapshot(
            listIdentifier: listIdentifier, isPaged: layout.isPaged, itemCount: dataCount, anchorIndex: layout.anchor?.index,
            anchorOffsetInViewport: layout.anchor?.onScreen ?? 0, savedIndices: layout.indices, savedIdentifiers: savedIdentifiers,
            savedExtents: layout.extents)
    }

    /// Brings back a position saved with ``scrollPosition(identifiers:listIdentifier:)``, for data
    /// that may have changed since: the saved anchor goes back to its place on screen (a pager to the
    /// saved page), wherever the anchor is now. When it is gone, the surviving saved item nearest to it
    /// in the saved order takes its place (the later one on a tie); when none survives, the item at the
    /// saved index, or the last one. Saved extents go back to their items by identifier, unless the
    /// controller has measured an item itself; other items keep the estimate. Loaded items keep their
    /// views; a running animation stops.
    ///
    /// - Parameters:
    ///   - snapshot: The saved position.
    ///   - identifiers: The identifiers of the controller's data items now, in order.
    ///   - listIdentifier: This list's name, which must be the one the position was saved with.
    ///   - time: The front end's clock.
    /// - Complexity: O(n + saved items) when the controller's size model is measured (the model is
    ///   rebuilt with the saved extents), else O(saved items + log n); one hash lookup per saved item
    ///   whose index changed by another amount than the one before it.
    /// - Throws: ``LazyScrollError/incompatibleScrollPosition(_:)`` when the position was saved for
    ///   another list name or from a pager into a list (or the reverse), or is corrupt;
    ///   ``LazyScrollError/invalidIdentifiers(_:)`` when `identifiers` does not have one identifier per
    ///   data item; ``LazyScrollError/duplicateIdentity(identity:firstIndex:secondIndex:)`` when two saved
    ///   items have the same identifier; a time that is not finite. Nothing
    ///   changes when it throws.
    @inlinable
    public mutating func restoreScrollPosition<ID>(
        _ snapshot: ScrollPositionSnapshot<ID>, identifiers: ItemIdentifiers<ID>, listIdentifier: String? = nil, time: Double
    ) throws(LazyScrollError) -> ScrollUpdate {
        try checkRestoring(
            savedFor: snapshot.listIdentifier, savedPaged: snapshot.isPaged, inconsistency: snapshot.inconsistency,
            into: listIdentifier, identifierCount: identifiers.count, time: time)
        let found = try SavedItemsMatch(snapshot, in: identifiers, collectingExtents: keepsSavedExtents)
        return restore(found, anchorIndex: snapshot.anchorIndex, anchorOffsetInViewport: snapshot.anchorOffsetInViewport, time: time)
    }

    /// Throws unless a position saved for list `saved` (from a pager when `savedPaged`), whose parts
    /// have `inconsistency`, can be restored into this controller, named `restoring`, with
    /// `identifierCount` identifiers at `time`.
    @usableFromInline
    func checkRestoring(
        savedFor saved: String?, savedPaged: Bool, inconsistency: String?, into restoring: String?, identifierCount: Int, time: Double
    ) throws(LazyScrollError) {
        try Self.validate(time: time)
        guard saved == restoring else { throw .incompatibleScrollPosition(.otherList(saved: saved, restoring: restoring)) }
        guard savedPaged == isPaged else { throw .incompatibleScrollPosition(.otherContent(savedPaged: savedPaged)) }
        if let inconsistency { throw .incompatibleScrollPosition(.corrupt(inconsistency)) }
        guard identifierCount == dataCount else {
            throw .invalidIdentifiers(.countMismatch(identifiers: identifierCount, items: dataCount))
        }
    }

    /// Whether restoring brings back saved extents: for a list whose size model is measured, and for
    /// sections (their headers, footers and measured lists).
    @usableFromInline
    var keepsSavedExtents: Bool {
        if !isPaged, case .measured = virtualizer.items.base { return true }
        if case .sections = virtualizer.items.base { return true }
        return false
    }

    /// Puts the survivor `found` (or the item at `anchorIndex`) `anchorOffsetInViewport` below the
    /// viewport's leading edge, with the saved extents `found` collected, at `time`.
    @usableFromInline
    mutating func restore(_ found: SavedItemsMatch, anchorIndex: Int?, anchorOffsetInViewport: CGFloat, time: Double) -> ScrollUpdate {
        let target: (data: Int, onScreen: CGFloat)
        if let survivor = found.nearestSurvivor {
            target = (survivor, anchorOffsetInViewport)
        } else if let anchorIndex, dataCount > 0 {
            target = (min(anchorIndex, dataCount - 1), anchorOffsetInViewport)
        } else {
            // Nothing to anchor: the start.
            target = (0, virtualizer.insets.leading)
        }
        var extents = virtualizer.items.base
        if case let .measured(model) = extents, found.measuredCount > 0 { extents = .measured(model.filling(found.extents)) }
        if case let .sections(model) = extents, found.measuredCount > 0 { extents = .sections(model.filling(found.extents)) }
        now = time
        return relayout(extents: extents, anchoring: target.data, at: isPaged ? 0 : target.onScreen)
    }

    /// What a saved position holds besides identifiers: whether the controller is a pager, the anchor
    /// and its distance from the viewport's leading edge, the indices of the items to save (every
    /// measured item, the anchor and its landmarks) and their stored extents.
    @usableFromInline
    struct SavedLayout {
        @usableFromInline let isPaged: Bool
        @usableFromInline let anchor: (index: Int, onScreen: CGFloat)?
        @usableFromInline let indices: IndexRanges
        @usableFromInline let extents: PackedExtents
    }

    /// The anchor, the items to save and their extents: the measured runs in order, with the landmarks
    /// that fall between them, unmeasured.
    ///
    /// - Complexity: O(log n + runs of equal extents + items stored one by one).
    @usableFromInline
    func savedLayout() -> SavedLayout {
        let anchor = savedAnchor()
        var items = SavedItems(landmarks: anchor.map { Self.landmarks(around: $0.index, count: dataCount) } ?? [])
        if !isPaged, case let .measured(model) = virtualizer.items.base {
            model.forEachStoredRun(into: &items)
        }
        if case let .sections(model) = virtualizer.items.base { model.forEachStoredRun(into: &items) }
        items.saveLandmarks(before: Int.max)
        return SavedLayout(isPaged: isPaged, anchor: anchor, indices: items.indices, extents: items.extents.finished())
    }

    /// The item whose place a saved position keeps, with its distance from the viewport's leading
    /// edge: the first item starting in the viewport for a list, the page a pager shows or is turning
    /// to; nil without items.
    private func savedAnchor() -> (index: Int, onScreen: CGFloat)? {
        guard dataCount > 0 else { return nil }
        let items = virtualizer.items
        if isPaged {
            let page = pageStride > 0 ? Int((heading / pageStride).rounded(.toNearestOrAwayFromZero)) : 0
            return (items.dataIndex(of: min(max(page, 0), virtualizer.count - 1)), 0)
        }
        if let anchor = listAnchor() { return (items.dataIndex(of: anchor.index), anchor.onScreen) }
        // No visible item (an empty viewport): the item at the offset.
        let leading = virtualizer.insets.leading
        guard let item = items.lastItem(startingBefore: offset - leading, inclusive: true) else { return (0, leading - offset) }
        return (items.dataIndex(of: item.index), leading + item.start - offset)
    }

    /// The indices saved around `anchor` among `count` items, ascending: the anchor, its neighbours at
    /// distances 1 to 8, then at 16, 32, 64, … on each side.
    static func landmarks(around anchor: Int, count: Int) -> [Int] {
        var distances = Array(1...8)
        while let last = distances.last, last < count { distances.append(last * 2) }
        let before = distances.reversed().map { anchor - $0 }.filter { $0 >= 0 }
        let after = distances.map { anchor + $0 }.filter { $0 < count }
        return before + [anchor] + after
    }

    /// Replaces the size model with `extents` (the same items) and puts data item `data` at
    /// `onScreen` from the viewport's leading edge (the middle copy when looping), within the content.
    private mutating func relayout(extents: ExtentModel, anchoring data: Int, at onScreen: CGFloat) -> ScrollUpdate {
        let viewportExtent = virtualizer.viewport.extent
        let newLooping = Self.loopingLayout(for: extents, mainExtent: viewportExtent, configuration: configuration)
        let cycles = (newLooping?.margin ?? 0) - (looping?.margin ?? 0)
        let repetitions = newLooping?.repetitions ?? 1
        let virtual = newLooping?.middleIndex(ofData: data) ?? data
        // `extents` has the controller's items and valid extents, so none of these throws.
        let newItems = (try? RepeatedExtents(base: extents, repetitions: repetitions)) ?? virtualizer.items
        var target = virtualizer.insets.leading + ((try? newItems.offset(of: virtual)) ?? 0) - onScreen
        if newLooping == nil {
            let content = virtualizer.insets.leading + newItems.totalExtent + virtualizer.insets.trailing
            target = min(max(target, 0), max(0, content - viewportExtent))
        }
        var viewport = virtualizer.viewport
        viewport.offset = target
        let indexShift = virtualizer.relayoutCopies(repetitions: repetitions, movingBy: cycles)
        let changes = (try? virtualizer.replaceExtents(extents, viewport: viewport)) ?? RangeChanges()
        looping = newLooping
        motion = .idle
        drag = nil
        autoAdvanceDue = nil
        var update = ScrollUpdate(changes: changes, indexShift: indexShift)
        update.pageChanged = followPageIndicator()
        return update
    }
}

/// The items a saved position keeps, gathered from the measured runs in order: every measured run, and
/// the landmarks (unmeasured, or inside a measured run) in between.
private struct SavedItems: StoredRunSink {
    var indices = IndexRanges()
    var extents = PackedExtents.Builder()
    /// The landmarks, ascending, and the next one not yet saved.
    private let landmarks: [Int]
    private var next = 0

    init(landmarks: [Int]) { self.landmarks = landmarks }

    mutating func accept(_ items: Range<Int>, _ value: Double) {
        guard !value.isNaN else { return }
        saveLandmarks(before: items.lowerBound)
        save(items, extent: value)
        while next < landmarks.count, landmarks[next] < items.upperBound { next += 1 }
    }

    /// Saves the landmarks before `end`, unmeasured.
    mutating func saveLandmarks(before end: Int) {
        while next < landmarks.count, landmarks[next] < end {
            save(landmarks[next]..<(landmarks[next] + 1), extent: .nan)
            next += 1
        }
    }

    private mutating func save(_ items: Range<Int>, extent: Double) {
        indices.append(items)
        extents.append(extent, count: items.count)
    }
}
