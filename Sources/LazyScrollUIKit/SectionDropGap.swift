#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// Where a drag in a list of sections opens its gap: where the drop will put the item.
///
/// The engine drags flat rows, so its gap can open between a footer and the next section's header, above
/// the first header or below the last footer, where no item can go: the drop puts the item first in the
/// next section, first in the first, last in the last (see `itemMove(forDrop:)`). That header (or last
/// footer) is then on the wrong side of the gap, and it would jump when the finger lifts. This is the one
/// row drawn on the other side, in places of the lifted row, easing there as the rows the engine moves
/// aside do (ease-out over `ReorderSettings.gapDuration`), so that the sum of both stays smooth when the
/// engine's gap and this correction change together.
struct SectionDropGap {
    /// The row drawn out of the engine's place, and by how many places, once it rests.
    struct Correction: Equatable {
        var row: Int
        var places: CGFloat
    }

    /// The correction the rows are moving to.
    private(set) var target: Correction?
    /// The correction rows had when the target last changed, for those still moving.
    private var starts: [Int: CGFloat] = [:]
    /// When the target last changed.
    private var changedAt = -Double.infinity
    /// How long a row takes to reach its place.
    private var duration: Double = 0

    /// The correction of `row` at `time`, in places.
    func places(ofRow row: Int, at time: Double) -> CGFloat {
        let resting = target?.row == row ? target?.places ?? 0 : 0
        guard let start = starts[row] else { return resting }
        let progress = duration > 0 ? min(1, max(0, (time - changedAt) / duration)) : 1
        let remaining = 1 - progress
        return start + (resting - start) * CGFloat(1 - remaining * remaining * remaining)
    }

    /// Moves the correction to `correction` at `time`: the rows it leaves and reaches start moving
    /// from where they are, over `duration` seconds.
    mutating func retarget(to correction: Correction?, duration: Double, at time: Double) {
        guard correction != target else { return }
        let moving = Set(starts.keys).union([target?.row, correction?.row].compactMap { $0 })
        let current = Dictionary(uniqueKeysWithValues: moving.map { ($0, places(ofRow: $0, at: time)) })
        target = correction
        self.duration = duration
        changedAt = time
        starts = current.filter { row, places in places != (correction?.row == row ? correction?.places ?? 0 : 0) }
    }

    /// The rows were renumbered (data arriving during the drag), as the engine's gap then rests: the
    /// correction rests at `correction`.
    mutating func rest(at correction: Correction?) {
        target = correction
        starts = [:]
        changedAt = -.infinity
    }
}

extension RecyclingListView {
    /// The placements of the loaded rows during a drag: the engine's, with the rows standing aside, and in
    /// a list of sections the one row its gap leaves on the wrong side of the drop moved across (see
    /// ``SectionDropGap``). nil when no drag is under way.
    func reorderPlacements(of controller: ScrollController) -> [ItemPlacement]? {
        // An item dragged along a row scrolling across stands aside in its row, not among the list's rows.
        guard var lifted = reorder, lifted.acrossRow == nil else { return nil }
        var placements = controller.placements(during: lifted.session)
        guard sectionShapes != nil else { return placements }
        let correction = sectionDropCorrection(for: lifted.session)
        lifted.sectionGap.retarget(to: correction, duration: lifted.session.settings.gapDuration, at: controller.now)
        reorder = lifted
        // Rows move by the lifted row's extent and the spacing, as the engine moves the rows standing aside.
        let base = controller.virtualizer.items.base
        let step = ((try? base.extent(of: lifted.session.source)) ?? lifted.session.liftedFrame.height) + base.spacing
        for index in placements.indices {
            let places = lifted.sectionGap.places(ofRow: placements[index].index, at: controller.now)
            if places != 0 { placements[index].frame.origin.y += places * step }
        }
        pinAsAfterDrop(&placements, of: controller, session: lifted.session)
        return placements
    }

    /// Puts the headers and footers that pin, now or once the item is dropped, where the drop will show
    /// them: the engine moves a pinned header standing aside off its pin line, and a section's items
    /// standing aside move the line its header is pushed off at. Their places come from a copy of the
    /// controller that made the drop's move at the drag's offset; they do not ease.
    ///
    /// - Complexity: O(log n) plus the loaded rows, when headers or footers pin.
    private func pinAsAfterDrop(_ placements: inout [ItemPlacement], of controller: ScrollController, session: ReorderSession) {
        guard sectionPinning.headers || sectionPinning.footers else { return }
        var dropped: [Int: ItemPlacement] = [:]
        if let move = session.move.flatMap(itemMove(forDrop:)) {
            var after = controller
            guard let mapping = (try? after.performSectionUpdates(SectionBatchUpdate(itemMoves: [move]), time: controller.now))?.mapping,
                  (try? after.scroll(toOffset: controller.offset, animated: false, time: controller.now)) != nil else { return }
            for placement in after.placements() {
                if let old = mapping.oldIndex(ofNew: placement.index) { dropped[old] = placement }
            }
        } else {
            for placement in controller.placements() { dropped[placement.index] = placement }
        }
        for index in placements.indices {
            guard let after = dropped[placements[index].index], after.isPinned || placements[index].isPinned else { continue }
            switch element(forRow: placements[index].index) {
            case .header?, .footer?:
                placements[index].frame = after.frame
                placements[index].isPinned = after.isPinned
            default:
                break
            }
        }
    }

    /// The row the engine's gap for `session` puts on the wrong side of the item's drop, and which way it
    /// goes across: the header below a footer (the item goes first in that header's section), the first
    /// header at the very top (first in the first section), the last footer at the very bottom (last in
    /// the last section). nil when the gap is where the item lands: below a header, after an item, above
    /// a footer, or below a footer whose next section has no header.
    ///
    /// - Complexity: O(log S) for S sections.
    func sectionDropCorrection(for session: ReorderSession) -> SectionDropGap.Correction? {
        let (source, destination) = (session.source, session.destination)
        // The row the item comes right after, counted in the rows as they were (as `itemMove(forDrop:)`).
        let above = destination > source ? destination : destination - 1
        switch above < 0 ? nil : element(forRow: above) {
        case nil:
            // The engine moves the first header down out of the gap: it stays, the gap opens below it.
            guard case .header? = element(forRow: 0) else { return nil }
            return SectionDropGap.Correction(row: 0, places: -1)
        case let .footer(section)?, let .row(section)?:
            if section + 1 < numberOfSections {
                // The next header goes above the gap: one place towards the start of what the engine draws.
                guard case .header? = element(forRow: above + 1) else { return nil }
                return SectionDropGap.Correction(row: above + 1, places: -1)
            }
            // The last footer, which the engine moves up out of the gap, stays below it.
            guard case .footer? = element(forRow: above) else { return nil }
            return SectionDropGap.Correction(row: above, places: 1)
        case .header?, .item?:
            return nil
        }
    }

    /// The rows were renumbered during a drag: the correction rests where the renumbered gap needs it.
    func restSectionDropGap() {
        guard var lifted = reorder, sectionShapes != nil else { return }
        lifted.sectionGap.rest(at: sectionDropCorrection(for: lifted.session))
        reorder = lifted
    }
}
#endif
