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

/// Where the rows of a list of sections stand during a drag: where the drop will show them, eased there
/// as the engine eases the rows standing aside (``ReorderSettings/gapEasing(elapsed:duration:)`` over
/// `ReorderSettings.gapDuration`).
///
/// The engine drags flat rows and moves each row between the lifted one and its drop index by one place,
/// the lifted row's extent and the spacing *between sections*. In a list of sections that is not where the
/// drop puts them: its gap can open between a footer and the next section's header, above the first header
/// or below the last footer, where no item can go (the drop puts the item first in the next section, first
/// in the first, last in the last: see `itemMove(forDrop:)`); rows move by the spacing between the *items*
/// of their section; and rows past the drop move too when the item leaves a section for one with another
/// spacing, empties its section or fills an empty one. So each row rests at a displacement from its own
/// place: where the drop shows it, less where it is now; headers and footers from their own places (not
/// where they pin), and each section's start and end too, so that a header or footer that pins is pinned
/// (``SectionPinning/headerStart(natural:extent:sectionEnd:pinLine:)``) where its eased section puts it:
/// it stays on its pin line, and where a section pushes it off, it moves as smoothly as the section's end.
/// Each eases from where it is drawn to its resting displacement when the drop index changes, on the
/// list's clock.
struct SectionDropGap {
    /// What moves: a row (its own place), or where a section starts or ends.
    enum Mover: Hashable {
        case row(Int)
        case sectionStart(Int)
        case sectionEnd(Int)
    }

    /// The engine's drop index the rows rest for; nil before the drag's first layout.
    private(set) var drop: Int?
    /// The resting displacement of each mover for `drop`, as last laid out (none: 0).
    private var resting: [Mover: CGPoint] = [:]
    /// How far each mover still moving was from its resting displacement when the drop index last changed.
    private var remaining: [Mover: CGPoint] = [:]
    /// When the drop index last changed.
    private var changedAt = -Double.infinity
    /// How long a row takes to reach its place.
    private var duration: Double = 0

    /// The displacement `mover` is drawn at, at `time`: its resting one, less what is left of the way it
    /// had to go when the drop index last changed.
    func displacement(of mover: Mover, at time: Double) -> CGPoint {
        let rest = resting[mover] ?? .zero
        guard let left = remaining[mover] else { return rest }
        let still = 1 - ReorderSettings.gapEasing(elapsed: time - changedAt, duration: duration)
        return CGPoint(x: rest.x + left.x * still, y: rest.y + left.y * still)
    }

    /// The movers rest at `displacements` (those left out: 0) for the drop index `newDrop`: when it
    /// changed, each starts moving at `time` from where it is drawn, over `duration` seconds.
    mutating func update(drop newDrop: Int, resting displacements: [Mover: CGPoint], duration: Double, at time: Double) {
        if newDrop != drop {
            var moving = Set(remaining.keys)
            moving.formUnion(resting.keys)
            moving.formUnion(displacements.keys)
            var left: [Mover: CGPoint] = [:]
            for mover in moving {
                let drawn = displacement(of: mover, at: time)
                let rest = displacements[mover] ?? .zero
                if drawn != rest { left[mover] = CGPoint(x: drawn.x - rest.x, y: drawn.y - rest.y) }
            }
            remaining = left
            changedAt = time
            self.duration = duration
            drop = newDrop
        }
        resting = displacements
    }

    /// The rows were renumbered (data arriving during the drag), as the engine's gap then rests: the rows
    /// rest where the next layout puts them for `drop`, the renumbered drop index.
    mutating func rest(drop newDrop: Int) {
        drop = newDrop
        resting = [:]
        remaining = [:]
        changedAt = -.infinity
    }
}

extension RecyclingListView {
    /// The placements of the loaded rows during a drag, the lifted row left out: the engine's, with the rows
    /// standing aside; in a list of sections, every row eased to where the drop will show it (see
    /// ``SectionDropGap``). nil when no drag is under way.
    ///
    /// - Complexity: O(log n) plus the loaded rows, and a copy of the size model's nodes the drop's move
    ///   touches.
    func reorderPlacements(of controller: ScrollController) -> [ItemPlacement]? {
        // An item dragged along a row scrolling across stands aside in its row, not among the list's rows.
        guard var lifted = reorder, lifted.acrossRow == nil else { return nil }
        guard let sections = controller.sections else { return controller.placements(during: lifted.session) }
        let session = lifted.session
        var placements = controller.placements().filter { $0.dataIndex != session.source }
        let resting = droppedDisplacements(of: placements, in: controller, session: session)
        lifted.sectionGap.update(drop: session.destination, resting: resting, duration: session.settings.gapDuration, at: controller.now)
        reorder = lifted
        let gap = lifted.sectionGap
        let now = controller.now
        let viewport = controller.virtualizer.viewport
        // Content coordinates of the size model to the viewport's.
        let modelToViewport = controller.virtualizer.insets.leading - controller.offset
        for index in placements.indices {
            let row = placements[index].index
            let moved = gap.displacement(of: .row(row), at: now)
            let element = try? sections.element(at: row)
            guard let natural = try? controller.virtualizer.span(ofItem: row), let section = element?.section,
                  let span = try? sections.span(ofSection: section),
                  sections.pinning.headers || sections.pinning.footers, element?.kind == .header || element?.kind == .footer else {
                placements[index].frame.origin.x += moved.x
                placements[index].frame.origin.y += moved.y
                continue
            }
            // A header or footer: its own place and its section's bounds eased, then pinned as the engine pins.
            let own = natural.start - controller.offset + moved.y
            let placed: CGFloat
            if element?.kind == .header {
                let end = span.start + span.extent + modelToViewport + gap.displacement(of: .sectionEnd(section), at: now).y
                placed = sections.pinning.headerStart(natural: own, extent: natural.extent, sectionEnd: end, pinLine: viewport.obscuredInsets.leading)
            } else {
                let start = span.start + modelToViewport + gap.displacement(of: .sectionStart(section), at: now).y
                let header = (try? sections.section(section))?.header?.extent ?? 0
                placed = sections.pinning.footerStart(
                    natural: own, extent: natural.extent, sectionStart: start, headerExtent: header,
                    pinLine: viewport.extent - viewport.obscuredInsets.trailing)
            }
            placements[index].frame.origin.y = placed
            placements[index].isPinned = placed != own
        }
        return placements
    }

    /// How far each of `placements` (the rows as they are without the drag) and the sections of its headers
    /// and footers will have moved once the item is dropped where `session` would drop it now: the drop's
    /// item move made on a copy of `controller`, at the drag's offset as the drop keeps it. Headers and
    /// footers from their own places, not where they pin. Empty when the drop moves nothing.
    ///
    /// - Complexity: O(log n) plus the loaded rows, and a copy of the size model's nodes the move touches.
    private func droppedDisplacements(
        of placements: [ItemPlacement], in controller: ScrollController, session: ReorderSession
    ) -> [SectionDropGap.Mover: CGPoint] {
        guard let move = session.move.flatMap(itemMove(forDrop:)), let sections = controller.sections else { return [:] }
        var after = controller
        guard let mapping = (try? after.performSectionUpdates(SectionBatchUpdate(itemMoves: [move]), time: controller.now))?.mapping,
              (try? after.scroll(toOffset: controller.offset, animated: false, time: controller.now)) != nil,
              let droppedSections = after.sections else { return [:] }
        var byNewRow: [Int: CGRect] = [:]
        for placement in after.placements() where !placement.isPinned { byNewRow[placement.index] = placement.frame }
        var displacements: [SectionDropGap.Mover: CGPoint] = [:]
        func record(_ mover: SectionDropGap.Mover, from old: CGPoint, to new: CGPoint) {
            if new != old { displacements[mover] = CGPoint(x: new.x - old.x, y: new.y - old.y) }
        }
        for placement in placements {
            guard let newRow = mapping.newIndex(ofOld: placement.index) else { continue }
            let element = try? sections.element(at: placement.index)
            if element?.kind == .header || element?.kind == .footer {
                // From its own place to its own place, wherever it pins; on screen, where the drop's content,
                // shorter, can hold the offset no further than its end.
                guard let old = try? controller.virtualizer.span(ofItem: placement.index), let new = try? after.virtualizer.span(ofItem: newRow),
                      let section = element?.section,
                      let oldSection = try? sections.span(ofSection: section), let newSection = try? droppedSections.span(ofSection: section) else { continue }
                func onScreen(_ start: CGFloat, in controller: ScrollController) -> CGPoint { CGPoint(x: 0, y: start - controller.offset) }
                record(.row(placement.index), from: onScreen(old.start, in: controller), to: onScreen(new.start, in: after))
                record(.sectionStart(section), from: onScreen(oldSection.start, in: controller), to: onScreen(newSection.start, in: after))
                record(.sectionEnd(section), from: onScreen(oldSection.start + oldSection.extent, in: controller),
                       to: onScreen(newSection.start + newSection.extent, in: after))
            } else if let frame = byNewRow[newRow] ?? (try? after.virtualizer.frame(ofItem: newRow)).map({ $0.offsetBy(dx: 0, dy: -after.offset) }) {
                // Items never pin: a row the drop takes out of the loaded window goes where the list would lay it out.
                record(.row(placement.index), from: placement.frame.origin, to: frame.origin)
            }
        }
        return displacements
    }

    /// The rows were renumbered during a drag: the rows rest where the renumbered drop puts them.
    func restSectionDropGap() {
        guard var lifted = reorder, sectionShapes != nil else { return }
        lifted.sectionGap.rest(drop: lifted.session.destination)
        reorder = lifted
    }
}
#endif
