import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Where an item lies, along and across the scrolling axis, for choosing where the focus goes.
struct FocusBox: Sendable, Hashable {
    /// The item's data index.
    var index: Int
    /// Its column or lane (0 in a list).
    var column: Int
    var mainStart: CGFloat
    var mainEnd: CGFloat
    var crossStart: CGFloat
    var crossEnd: CGFloat

    /// How far the two boxes overlap across the axis (0 when they do not).
    func crossOverlap(with other: FocusBox) -> CGFloat {
        max(0, min(crossEnd, other.crossEnd) - max(crossStart, other.crossStart))
    }

    /// How far the two boxes overlap along the axis (0 when they do not).
    func mainOverlap(with other: FocusBox) -> CGFloat {
        max(0, min(mainEnd, other.mainEnd) - max(mainStart, other.mainStart))
    }

    /// The distance between the boxes' middles across the axis.
    func crossDistance(to other: FocusBox) -> CGFloat {
        abs((crossStart + crossEnd) - (other.crossStart + other.crossEnd)) / 2
    }

    /// The distance between the boxes' middles along the axis.
    func mainDistance(to other: FocusBox) -> CGFloat {
        abs((mainStart + mainEnd) - (other.mainStart + other.mainEnd)) / 2
    }

    /// The box `move` goes to from `focused` among `candidates` (any superset of the boxes that can
    /// win: the rule below decides, not the order of the candidates).
    ///
    /// Along the axis, the candidates are the items after the focused one (before it, going back)
    /// that lie wholly beyond its end (before its start); those that overlap it across the axis win
    /// over those that do not. Of them, the nearest wins, then the one that overlaps most across, then
    /// the one whose middle is nearest across, then the nearest index. So in a grid the focus goes to
    /// the row above or below, to the cell whose column overlaps most (the nearest cell when none
    /// does: a shorter last row); in lanes, to the neighbour in the same lane.
    ///
    /// Across the axis, the candidates lie wholly beyond the focused item's side and overlap it along
    /// the axis; the nearest wins, then the one that overlaps most along, then the one whose middle is
    /// nearest along, then the smaller index. Nothing wins when there is no candidate.
    static func target(of move: AxisMove, from focused: FocusBox, among candidates: [FocusBox]) -> FocusBox? {
        let pool: [FocusBox]
        // The order of preference, compared as tuples: the smaller wins.
        let rank: (FocusBox) -> (CGFloat, CGFloat, CGFloat, Int)
        switch move {
        case .mainForward, .mainBackward:
            let forward = move == .mainForward
            let beyond = candidates.filter {
                forward ? $0.index > focused.index && $0.mainStart >= focused.mainEnd
                        : $0.index < focused.index && $0.mainEnd <= focused.mainStart
            }
            let overlapping = beyond.filter { $0.crossOverlap(with: focused) > 0 }
            pool = overlapping.isEmpty ? beyond : overlapping
            rank = { box in
                (forward ? box.mainStart : -box.mainEnd, -box.crossOverlap(with: focused), box.crossDistance(to: focused),
                 forward ? box.index : -box.index)
            }
        case .crossForward, .crossBackward:
            let forward = move == .crossForward
            pool = candidates.filter {
                (forward ? $0.crossStart >= focused.crossEnd : $0.crossEnd <= focused.crossStart)
                    && $0.index != focused.index && $0.mainOverlap(with: focused) > 0
            }
            rank = { box in
                (forward ? box.crossStart : -box.crossEnd, -box.mainOverlap(with: focused), box.mainDistance(to: focused), box.index)
            }
        }
        return pool.min { rank($0) < rank($1) }
    }
}
