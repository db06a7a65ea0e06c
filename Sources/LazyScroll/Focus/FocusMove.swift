/// A keyboard move of the focus: an arrow key, Page Up or Page Down, Home or End, Tab.
///
/// Arrow keys move on screen: in a vertical list, grid or masonry, ``up`` and ``down`` go along the
/// scrolling axis and ``left`` and ``right`` across it; in a horizontal one the reverse. See
/// ``Virtualizer/focusTarget(of:from:)`` for which item each move reaches.
public enum FocusMove: Sendable, Hashable, CaseIterable {
    /// The item above (in a grid, the one in the row above whose column overlaps most).
    case up
    /// The item below.
    case down
    /// The item to the left.
    case left
    /// The item to the right.
    case right
    /// One page towards the start along the scrolling axis: as many rows as fit in the part of the
    /// viewport that bars leave uncovered, in the same column or lane.
    case pageUp
    /// One page towards the end along the scrolling axis.
    case pageDown
    /// The first item.
    case first
    /// The last item.
    case last
    /// The next item in index order (reading order), as Tab moves.
    case next
    /// The previous item in index order, as Shift-Tab moves.
    case previous
}

/// A move along or across the scrolling axis, whatever the screen direction.
enum AxisMove: Sendable, Hashable {
    case mainForward
    case mainBackward
    case crossForward
    case crossBackward

    /// The axis move an arrow key makes on `axis`, or nil for the other moves.
    init?(_ move: FocusMove, on axis: ScrollAxis) {
        let vertical = axis == .vertical
        switch move {
        case .up: self = vertical ? .mainBackward : .crossBackward
        case .down: self = vertical ? .mainForward : .crossForward
        case .left: self = vertical ? .crossBackward : .mainBackward
        case .right: self = vertical ? .crossForward : .mainForward
        default: return nil
        }
    }
}
