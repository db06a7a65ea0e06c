import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension ScrollController {
    /// The viewport changed size (a window resize or a rotation). A pager stays on the page it shows or
    /// is heading to; a list keeps its first visible item where it was on screen (a list anchored at its
    /// end stays at its end if it was there, and otherwise keeps its anchor as far from the viewport's
    /// end as it was). A list's fling or wheel glide keeps its momentum, moved along with that item;
    /// every other animation and a drag end.
    ///
    /// A pager's pages take their new length (``PagingSettings/pageLength``) and the pager rests on its
    /// page at its alignment for the new size: a centred carousel stays centred through a rotation.
    ///
    /// A list's running scroll-to keeps running, aimed again at its target in the new viewport; one that
    /// has landed ends (the list keeps its first visible item instead). A stack keeps its offset, within
    /// its content.
    ///
    /// A viewport with no length along the axis (UIKit lays views out at zero size in passing) is a
    /// normal size: it shows nothing, and a pager's pages keep their length meanwhile, so the pager is
    /// still on its page, and a list still anchors on the row at its leading edge, when it gets a length
    /// again.
    public mutating func resize(to size: CGSize, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(size)
        try Self.validate(time: time)
        if stack != nil { return resizeStack(to: size, time: time) }
        now = time
        let axis = configuration.axis
        let extent = axis.mainExtent(of: size)
        // What must stay put, measured before anything changes.
        let oldGeometry = pageGeometry
        let keptPage = isPaged ? min(max(oldGeometry.nearestPage(toOffset: heading), 0), max(0, virtualizer.count - 1)) : 0
        let anchor = isPaged ? nil : listAnchor()
        let anchoring = virtualizer.anchoring
        let keepsEnd = anchoring.isEnd && virtualizer.isAtEnd
        let keepsViewportEnd = virtualizer.anchorsItemEnds
        var extents = try Self.fitted(virtualizer.items.base, to: size, axis: axis)
        if let paging = configuration.paging {
            let length = paging.pageLength.length(forViewportLength: extent, keeping: oldGeometry.pageLength)
            extents = try Self.extents(for: .pages(count: dataCount), pageExtent: length, configuration: configuration)
        }
        let pages = PageGeometry(pages: extents, alignment: configuration.paging?.alignment, viewportLength: extent)
        let newLooping = Self.loopingLayout(for: extents, mainExtent: extent, configuration: configuration)
        let cycles = (newLooping?.margin ?? 0) - (looping?.margin ?? 0)
        let repetitions = newLooping?.repetitions ?? 1
        let newItems = try RepeatedExtents(base: extents, repetitions: repetitions)
        let indexShift = cycles * dataCount

        var target: CGFloat
        let content = virtualizer.insets.leading + newItems.totalExtent + virtualizer.insets.trailing
        if let pages {
            target = pages.offset(ofPage: keptPage + indexShift)
        } else if keepsEnd {
            target = content - extent
        } else if let anchor, let start = try? newItems.offset(of: anchor.index + indexShift) {
            target = virtualizer.insets.leading + start - anchor.onScreen
            if keepsViewportEnd {
                // Anchored at the end: the anchor keeps its distance from the viewport's end.
                target += virtualizer.viewport.extent - extent
            }
        } else {
            target = offset
        }
        if newLooping == nil, !isPaged {
            let resting = anchoring.restingOffsets(contentExtent: content, viewportExtent: extent)
            target = min(max(target, resting.lowerBound), resting.upperBound)
        }
        let viewport = Viewport(offset: target, extent: extent, crossExtent: axis.crossExtent(of: size),
                                obscuredInsets: virtualizer.viewport.obscuredInsets)
        var keptMotion = ScrollMotion.idle
        if !isPaged {
            switch motion {
            case let .decelerating(deceleration, fromWheel):
                keptMotion = .decelerating(deceleration.shifted(by: target - offset), fromWheel: fromWheel)
            case let .spring(spring) where aim != nil:
                keptMotion = .spring(spring.shifted(by: target - offset))
            default:
                break
            }
        }

        // Commit: nothing below throws for validated input.
        _ = virtualizer.relayoutCopies(repetitions: repetitions, movingBy: cycles)
        let changes = (try? virtualizer.replaceExtents(extents, viewport: viewport)) ?? RangeChanges()
        looping = newLooping
        motion = keptMotion
        if case .spring = keptMotion { aim?.shift(byIndices: indexShift) } else { aim = nil }
        drag = nil
        autoAdvanceDue = nil
        var update = ScrollUpdate(changes: changes, indexShift: indexShift)
        update.pageChanged = followPageIndicator()
        _ = reaim()
        update.loadMoreEvents = checkLoadMore()
        return update
    }

    /// Replaces all data. Every live item unloads and the new window loads; a pager keeps its page
    /// when it still exists, a list its offset when it still fits (a list anchored at its end that was
    /// at its end stays there). The update's mapping reloads
    /// everything, so no view is kept for the old data, not even one kept configured for its index.
    ///
    /// - Throws: ``LazyScrollError/unsupportedOperation(operation:reason:)`` for items in a pager, for
    ///   stack content (change a stack through ``updateStack(time:_:)``), and for a stack in place of
    ///   items; the errors of the content's validation. Nothing changes when it throws.
    public mutating func reloadData(_ content: ScrollContent, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try requireItems("reloading a stack")
        try content.validate(for: configuration)
        try Self.validate(time: time)
        if isPaged, case .items = content {
            throw .unsupportedOperation(operation: "reloading a pager with items", reason: "a pager's pages all have PagingSettings.pageLength; pass .pages(count:)")
        }
        if case .stack = content {
            throw .unsupportedOperation(operation: "reloading items with a stack", reason: "a controller's content keeps its kind; create a controller for the stack")
        }
        let extent = virtualizer.viewport.extent
        let geometry = pageGeometry
        let extents = try Self.fitted(
            Self.extents(for: content, pageExtent: geometry.pageLength, configuration: configuration), to: viewportSize, axis: configuration.axis)
        let newLooping = Self.loopingLayout(for: extents, mainExtent: extent, configuration: configuration)
        var rebuilt = try Virtualizer(
            extents: extents, axis: configuration.axis, insets: virtualizer.insets, settings: virtualizer.settings,
            repetitions: newLooping?.repetitions ?? 1)
        rebuilt.anchoring = virtualizer.anchoring
        rebuilt.pageAlignment = virtualizer.pageAlignment
        var viewport = virtualizer.viewport
        if isPaged {
            let kept = min(currentPage, max(0, extents.count - 1))
            viewport.offset = geometry.offset(ofPage: newLooping?.middleIndex(ofData: kept) ?? kept)
        } else if let newLooping {
            let intoCycle = (offset - (looping?.middleStart ?? 0)).truncatingRemainder(dividingBy: newLooping.cycleExtent)
            viewport.offset = newLooping.middleStart + max(0, intoCycle)
        } else {
            let resting = rebuilt.anchoring.restingOffsets(contentExtent: rebuilt.contentExtent, viewportExtent: viewport.extent)
            // A list anchored at its end that was at its end stays there.
            let target = rebuilt.anchoring.isEnd && virtualizer.isAtEnd ? resting.upperBound : offset
            viewport.offset = min(max(target, resting.lowerBound), resting.upperBound)
        }
        let appeared = try rebuilt.update(viewport: viewport)

        // Commit.
        let oldWindows = virtualizer.windows
        let oldCount = dataCount
        let ended = transitions?.disappearing.map(\.id) ?? []
        transitions = nil
        virtualizer = rebuilt
        looping = newLooping
        now = time
        motion = .idle
        aim = nil
        drag = nil
        autoAdvanceDue = nil
        pageIndicator.setPageCount(extents.count)
        var update = ScrollUpdate(
            changes: RangeChanges(from: oldWindows, to: .empty).merged(with: appeared),
            mapping: .reloadingEverything(oldCount: oldCount, newCount: extents.count))
        update.disappeared = ended
        update.pageChanged = followPageIndicator()
        loadMore.rearm()
        update.loadMoreEvents = checkLoadMore()
        return update
    }

    /// Inserts, deletes, moves and reloads items while they are loaded: live items keep their views
    /// (renumbered through the returned mapping), what is on screen stays put, and a running animation
    /// moves with the content (a running scroll-to still lands on its item, unless it was deleted; one
    /// that has landed ends). `reportedCount` is the data's count afterwards, checked when given.
    public mutating func performBatchUpdates(_ batch: BatchUpdate, reportedCount: Int? = nil, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        try requireItems("a batch update of the controller's items")
        if let settings = configuration.looping, looping != nil, !settings.loops(count: batch.count(after: dataCount)) {
            throw .unsupportedOperation(operation: "a batch update that leaves \(batch.count(after: dataCount)) looping items",
                                        reason: "too few items to repeat; use reloadData instead")
        }
        if isPaged && !batch.insertedExtents.isEmpty {
            throw .unsupportedOperation(operation: "inserting pages with extents", reason: "a pager's pages all have PagingSettings.pageLength")
        }
        let headingToEnd = springHeadsToEnd
        let change = try virtualizer.performBatchUpdates(
            batch, reportedCount: reportedCount, following: endFollowing, keepingOffsetWithinContent: !isSpringing)
        now = time
        if isPaged { pageIndicator.setPageCount(dataCount) }
        if motion == .idle { aim = nil }
        return finish(change, headingToEnd: headingToEnd)
    }

    /// Records the real extent of data item `index` (self-sizing); content above the viewport that
    /// changes size moves the offset so that nothing on screen moves. A scroll-to that is running, or
    /// has landed, stays aimed at its item: it lands exactly however many rows are measured on the way.
    ///
    /// While a spring runs, a change that leaves the viewport past the content's end does not pull it
    /// back at once (what is on screen would jump); the spring's target is limited instead.
    public mutating func setExtent(_ extent: CGFloat, ofItem index: Int, time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        try requireItems("measuring item \(index)")
        if isPaged {
            throw .unsupportedOperation(operation: "measuring page \(index)", reason: "a pager's pages all have PagingSettings.pageLength")
        }
        let headingToEnd = springHeadsToEnd
        let change = try virtualizer.setExtent(extent, ofItem: index, following: endFollowing, keepingOffsetWithinContent: !isSpringing)
        now = time
        return finish(change, headingToEnd: headingToEnd)
    }

    /// Moves running motion by a content change's offset correction, widens a looping layout whose
    /// cycle became too short for the viewport, and aims a scroll-to again at its item. An animation
    /// with no item to aim at that was heading to the end of the content (`headingToEnd`) heads to its
    /// new end, so that it lands there exactly however rows measure on the way.
    mutating func finish(_ change: ContentChange, headingToEnd: Bool) -> ScrollUpdate {
        transitions = transitions?.following(change.mapping, adjustment: change.offsetAdjustment, axis: configuration.axis)
        motion = motion.shifted(by: change.offsetAdjustment)
        drag?.shift(by: change.offsetAdjustment)
        if let mapping = change.mapping { aim = aim?.following(mapping) }
        var update = ScrollUpdate(changes: change.changes, mapping: change.mapping)
        if let looping {
            let needed = Self.loopingLayout(for: virtualizer.items.base, mainExtent: virtualizer.viewport.extent, configuration: configuration)
            var layout = LoopingLayout(dataCount: dataCount, cycleExtent: virtualizer.items.cycleExtent, margin: looping.margin)
            if let needed, needed.margin > looping.margin {
                let cycles = needed.margin - looping.margin
                update.indexShift = virtualizer.relayoutCopies(repetitions: needed.repetitions, movingBy: cycles)
                update.changes = update.changes.shifted(by: update.indexShift)
                motion = motion.shifted(by: CGFloat(cycles) * layout.cycleExtent)
                drag?.shift(by: CGFloat(cycles) * layout.cycleExtent, pages: update.indexShift)
                aim?.shift(byIndices: update.indexShift)
                layout = needed
            }
            self.looping = layout
        }
        update.pageChanged = followPageIndicator()
        if let moved = reaim(headingToEnd: headingToEnd) { update = update.followed(by: moved) }
        if change.mapping?.addsOrRemovesItems == true { loadMore.rearm() }
        update.loadMoreEvents = checkLoadMore()
        return update
    }

    /// Whether a spring moves the offset (a scroll-to, a bounce-back, a page snap): content changes then
    /// leave the offset where anchoring puts it, even past the content's end, and the spring's target
    /// is limited instead, so that nothing on screen jumps.
    var isSpringing: Bool {
        if case .spring = motion { return true }
        return false
    }

    /// The first visible item that starts in the viewport, and its distance from the viewport's start.
    func listAnchor() -> (index: Int, onScreen: CGFloat)? {
        guard let index = virtualizer.anchorItem(), let span = try? virtualizer.span(ofItem: index) else { return nil }
        return (index, span.start - offset)
    }
}
