import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The scrollers of the loaded rows of sections whose items scroll across (``AcrossScrolling``), kept
/// in step with the scroll controller of the content that holds them.
///
/// Each loaded row has its own ``ScrollController`` along the cross axis, over the section's items: it
/// virtualizes them (only those in its windows load, through the same kind of ``RangeChanges`` as the
/// content's, so their views come from the same reuse pool), scrolls, flings and snaps as the row's
/// ``AcrossScrollingBehavior`` says. A front end passes every ``ScrollUpdate`` of the content's
/// controller through ``apply(_:of:time:)``, sends the row's gestures through
/// ``update(row:of:_:)``, and ticks animating rows with ``tick(time:of:)``.
///
/// The offset of a row is the section's (``AcrossScrolling/offset``), written back after every change,
/// and a row's scroller is found by the row's index, renumbered through every batch update. So a row
/// that leaves the windows and comes back, whose section is reloaded or moved, or that stays while
/// others change, shows its own offset: never another row's (the classic bug of a recycled nested
/// collection view). A change among a row's own items (``ScrollUpdate/acrossItemChanges``) is played on
/// its scroller as a batch update, animated when the content's was: the row keeps its loaded items,
/// renumbered, and the first visible item that stays keeps its place along the row, as a collection
/// view keeps the cells of an orthogonally scrolling section through `performBatchUpdates`.
public struct AcrossScrollers: Sendable {
    /// The scroller of every loaded row, by the row's element index.
    public private(set) var scrollers: [Int: ScrollController] = [:]
    /// The section of every loaded row, by the row's element index.
    private var sectionOfRow: [Int: Int] = [:]

    /// No rows.
    public init() {}

    /// What one row's scroller did: its element index and section, and the update to apply to the row's
    /// item views (indices are the section's item indices).
    public struct RowUpdate: Sendable {
        /// The row's element index in the content.
        public var row: Int
        /// The row's section.
        public var section: Int
        /// The row's items entering and leaving its windows, and what its scroller did.
        public var update: ScrollUpdate
    }

    /// Follows `update` of `controller` (the content's): renumbers the rows through its mapping, plays
    /// the changes among the items of rows that stay on their scrollers (``ScrollUpdate/acrossItemChanges``:
    /// the row's update then carries the mapping of its items), drops the scrollers of rows that unloaded
    /// or reloaded (their items unload), makes scrollers for rows that loaded, at the offsets their
    /// sections keep (their items load), and fits every scroller to the row's size when the content's
    /// width or a row's extent changed. A row that played a change keeps its new offset in its section
    /// once ``keepStates(in:)`` is called.
    ///
    /// - Complexity: O((loaded rows + elements loading) × log S + item changes × loaded rows).
    /// - Throws: what creating a scroller throws for a row that cannot be scrolled (never for rows the
    ///   sections accepted); the scrollers are unchanged then.
    public mutating func apply(_ update: ScrollUpdate, of controller: ScrollController, time: Double) throws(LazyScrollError) -> [RowUpdate] {
        guard let model = controller.sections else {
            let dropped = dropAll(time: time)
            return dropped
        }
        var next = self
        var result: [RowUpdate] = []
        // Renumber, dropping the rows whose views go.
        if let mapping = update.mapping {
            var renumbered: [Int: ScrollController] = [:]
            var sections: [Int: Int] = [:]
            for (row, scroller) in next.scrollers {
                if let new = mapping.retainedVirtualIndex(ofOld: row), case let .row(section)? = try? model.element(at: new) {
                    var kept = scroller
                    if let changes = update.acrossItemChanges, let rowUpdate = try? Self.play(
                        changes, on: &kept, from: next.sectionOfRow[row]!, to: section, in: model, time: time) {
                        result.append(RowUpdate(row: new, section: section, update: rowUpdate))
                    } else if update.acrossItemChanges != nil {
                        // A change the row's scroller refused (it cannot, for a row the sections
                        // accepted): the row starts again from its section.
                        result.append(RowUpdate(row: row, section: next.sectionOfRow[row]!, update: Self.unloadingEverything(scroller)))
                        kept = try Self.scroller(for: model.section(section), axis: controller.configuration.axis,
                                                 width: controller.virtualizer.viewport.crossExtent, time: time)
                        result.append(RowUpdate(row: new, section: section, update: kept.initialUpdate))
                    }
                    renumbered[new] = kept
                    sections[new] = section
                } else {
                    result.append(RowUpdate(row: row, section: next.sectionOfRow[row]!, update: Self.unloadingEverything(scroller)))
                }
            }
            next.scrollers = renumbered
            next.sectionOfRow = sections
        }
        for index in update.changes.unload {
            guard let scroller = next.scrollers.removeValue(forKey: index) else { continue }
            result.append(RowUpdate(row: index, section: next.sectionOfRow.removeValue(forKey: index)!, update: Self.unloadingEverything(scroller)))
        }
        // Rows loaded now (a row a batch update reloaded loads again).
        let axis = controller.configuration.axis
        let width = controller.virtualizer.viewport.crossExtent
        for range in update.changes.load.ranges {
            for index in range where next.scrollers[index] == nil {
                guard case let .row(section)? = try? model.element(at: index) else { continue }
                let scroller = try Self.scroller(for: model.section(section), axis: axis, width: width, time: time)
                next.scrollers[index] = scroller
                next.sectionOfRow[index] = section
                result.append(RowUpdate(row: index, section: section, update: scroller.initialUpdate))
            }
        }
        // Rows whose size changed.
        for (row, scroller) in next.scrollers {
            let section = next.sectionOfRow[row]!
            let size = Self.size(of: try model.section(section), axis: axis, width: width)
            guard scroller.viewportSize != size else { continue }
            var resized = scroller
            let changes = try resized.resize(to: size, time: time)
            next.scrollers[row] = resized
            result.append(RowUpdate(row: row, section: section, update: changes))
        }
        self = next
        return result.sorted { $0.row < $1.row }
    }

    /// Keeps the offset and items of every loaded row in `controller`'s sections: after
    /// ``apply(_:of:time:)`` played a change among rows' items, so that a row that leaves the windows
    /// comes back where its scroller was.
    ///
    /// - Complexity: O(loaded rows × log S).
    public func keepStates(in controller: inout ScrollController) {
        for (row, scroller) in scrollers {
            controller.keepAcrossState(of: scroller, inSection: sectionOfRow[row]!)
        }
    }

    /// Runs `body` on the scroller of the row at element `row` (a drag, a wheel, a scroll to one of its
    /// items, a measurement), then keeps its offset and items in `controller`'s sections. Nil when the
    /// row is not loaded.
    ///
    /// - Complexity: O(log S) besides `body`.
    /// - Throws: what `body` throws; nothing changes then.
    public mutating func update(
        row: Int, of controller: inout ScrollController, _ body: (inout ScrollController) throws(LazyScrollError) -> ScrollUpdate
    ) throws(LazyScrollError) -> RowUpdate? {
        guard var scroller = scrollers[row], let section = sectionOfRow[row] else { return nil }
        let update = try body(&scroller)
        scrollers[row] = scroller
        controller.keepAcrossState(of: scroller, inSection: section)
        return RowUpdate(row: row, section: section, update: update)
    }

    /// Advances every animating row to `time`, keeping their offsets in `controller`'s sections.
    ///
    /// - Complexity: O(loaded rows).
    public mutating func tick(time: Double, of controller: inout ScrollController) -> [RowUpdate] {
        var result: [RowUpdate] = []
        for row in scrollers.keys.sorted() where scrollers[row]!.isAnimating {
            var scroller = scrollers[row]!
            let update = scroller.tick(time: time)
            scrollers[row] = scroller
            controller.keepAcrossState(of: scroller, inSection: sectionOfRow[row]!)
            result.append(RowUpdate(row: row, section: sectionOfRow[row]!, update: update))
        }
        return result
    }

    /// Whether some row is moving on its own and needs ticks.
    public var isAnimating: Bool { scrollers.values.contains { $0.isAnimating } }

    /// The placements of row `row`'s loaded items, relative to the row's origin; empty when the row is
    /// not loaded.
    public func placements(ofRow row: Int) -> [ItemPlacement] {
        scrollers[row]?.placements() ?? []
    }

    // MARK: - Scrollers

    /// A scroller for `section`'s row in content of `axis` `width` wide, at the offset the section keeps.
    static func scroller(for section: ContentSection, axis: ScrollAxis, width: CGFloat, time: Double) throws(LazyScrollError) -> ScrollController {
        let across = section.across!
        let configuration = ScrollConfiguration(
            axis: axis.cross, insets: across.insets, workingRanges: across.workingRanges, snapping: across.behavior.snapping)
        var scroller = try ScrollController(
            content: .items(section.items), viewportSize: size(of: section, axis: axis, width: width), configuration: configuration, time: time)
        _ = try scroller.scroll(toOffset: across.offset, animated: false, time: time)
        return scroller
    }

    /// Plays `changes` among the items of the row of old section `oldSection` (section `newSection` in
    /// `model`) on its scroller, animated when they were; an empty update when nothing changed in it.
    static func play(
        _ changes: AcrossItemChanges, on scroller: inout ScrollController, from oldSection: Int, to newSection: Int,
        in model: SectionedExtents, time: Double
    ) throws(LazyScrollError) -> ScrollUpdate {
        guard changes.changesItems(ofRowFrom: oldSection, to: newSection) else { return ScrollUpdate() }
        let items = try model.section(newSection).items
        let batch = changes.batchUpdate(ofRowFrom: oldSection, to: newSection, newItems: items)
        var changed = scroller
        var update: ScrollUpdate
        if let animation = changes.animation {
            update = try changed.performBatchUpdates(batch, reportedCount: items.count, animation: animation, time: time)
        } else {
            update = try changed.performBatchUpdates(batch, reportedCount: items.count, time: time)
        }
        if changes.keepsRowOffsets, changed.offset != scroller.offset {
            update = update.followed(by: try changed.scroll(toOffset: scroller.offset, animated: false, time: time))
        }
        scroller = changed
        return update
    }

    /// The viewport of `section`'s row: as wide as the content, as long as the row.
    static func size(of section: ContentSection, axis: ScrollAxis, width: CGFloat) -> CGSize {
        axis.cross.size(main: width, cross: section.across?.rowExtent.extent ?? 0)
    }

    /// The update that unloads every item `scroller` has loaded.
    static func unloadingEverything(_ scroller: ScrollController) -> ScrollUpdate {
        ScrollUpdate(changes: RangeChanges(from: scroller.virtualizer.windows, to: .empty))
    }

    /// Drops every scroller (the content has no sections any more).
    private mutating func dropAll(time: Double) -> [RowUpdate] {
        let result = scrollers.keys.sorted().map { RowUpdate(row: $0, section: sectionOfRow[$0]!, update: Self.unloadingEverything(scrollers[$0]!)) }
        scrollers = [:]
        sectionOfRow = [:]
        return result
    }
}
