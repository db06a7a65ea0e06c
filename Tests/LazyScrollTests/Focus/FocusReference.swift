import Foundation
@testable import LazyScroll

/// Where keyboard focus goes, by brute force over every item's frame, written from the documentation
/// of `Virtualizer.focusTarget(of:from:)`: no knowledge of rows, lanes or sections, only geometry.
struct FocusReference {
    struct Box {
        var index: Int
        var mainStart: Double
        var mainEnd: Double
        var crossStart: Double
        var crossEnd: Double

        func crossOverlap(_ other: Box) -> Double { max(0, min(crossEnd, other.crossEnd) - max(crossStart, other.crossStart)) }
        func mainOverlap(_ other: Box) -> Double { max(0, min(mainEnd, other.mainEnd) - max(mainStart, other.mainStart)) }
        func crossDistance(_ other: Box) -> Double { abs((crossStart + crossEnd) - (other.crossStart + other.crossEnd)) / 2 }
        func mainDistance(_ other: Box) -> Double { abs((mainStart + mainEnd) - (other.mainStart + other.mainEnd)) / 2 }
    }

    let boxes: [Box]
    let axis: ScrollAxis
    /// The uncovered part of the viewport, in content coordinates.
    let top: Double
    let bottom: Double
    let spacing: Double

    init(_ virtualizer: Virtualizer) throws {
        let axis = virtualizer.axis
        self.axis = axis
        boxes = try (0..<virtualizer.items.base.count).map { index in
            let frame = try virtualizer.frame(ofItem: index)
            return Box(index: index, mainStart: Double(axis.minMain(of: frame)), mainEnd: Double(axis.maxMain(of: frame)),
                       crossStart: Double(axis.cross.minMain(of: frame)), crossEnd: Double(axis.cross.maxMain(of: frame)))
        }
        let viewport = virtualizer.viewport
        spacing = Double(virtualizer.items.base.spacing)
        top = Double(viewport.offset + viewport.obscuredInsets.leading)
        bottom = Double(viewport.end - viewport.obscuredInsets.trailing)
    }

    /// The uncovered length plus the spacing after the last row that fits (as many rows as fit).
    var page: Double { max(0, bottom - top) + spacing }

    func target(of move: FocusMove, from index: Int?) -> Int? {
        let count = boxes.count
        guard count > 0 else { return nil }
        guard let index else {
            switch move {
            case .first: return 0
            case .last: return count - 1
            default:
                // Bars that cover the whole viewport leave no part to look in.
                if bottom > top, let whole = boxes.first(where: { $0.mainStart >= top && $0.mainEnd <= bottom }) { return whole.index }
                if bottom > top, let partial = boxes.first(where: { $0.mainStart < bottom && $0.mainEnd > top }) { return partial.index }
                return boxes.last { $0.mainStart <= top }?.index ?? 0
            }
        }
        let focused = boxes[index]
        switch move {
        case .first: return 0
        case .last: return count - 1
        case .next: return min(index + 1, count - 1)
        case .previous: return max(index - 1, 0)
        case .pageDown:
            let limit = focused.mainStart + page
            let sameColumn = boxes.filter { $0.index > index && $0.crossStart == focused.crossStart && $0.mainStart <= limit }
            let best = sameColumn.max { a, b in a.mainStart != b.mainStart ? a.mainStart < b.mainStart : a.index < b.index }
            return best?.index ?? step(axis == .vertical ? .down : .right, from: focused)
        case .pageUp:
            let limit = focused.mainStart - page
            let sameColumn = boxes.filter { $0.index < index && $0.crossStart == focused.crossStart && $0.mainStart >= limit }
            let best = sameColumn.min { a, b in a.mainStart != b.mainStart ? a.mainStart < b.mainStart : a.index < b.index }
            return best?.index ?? step(axis == .vertical ? .up : .left, from: focused)
        case .up, .down, .left, .right:
            return step(move, from: focused)
        }
    }

    /// An arrow key's move.
    func step(_ move: FocusMove, from focused: Box) -> Int {
        let alongAxis = (axis == .vertical) == (move == .up || move == .down)
        let forward = move == .down || move == .right
        if alongAxis {
            let beyond = boxes.filter {
                forward ? $0.index > focused.index && $0.mainStart >= focused.mainEnd : $0.index < focused.index && $0.mainEnd <= focused.mainStart
            }
            let overlapping = beyond.filter { $0.crossOverlap(focused) > 0 }
            let pool = overlapping.isEmpty ? beyond : overlapping
            // Sorted by the documented order of preference; the first wins.
            let ranked = pool.sorted { a, b in
                let keyA = (forward ? a.mainStart : -a.mainEnd, -a.crossOverlap(focused), a.crossDistance(focused), forward ? a.index : -a.index)
                let keyB = (forward ? b.mainStart : -b.mainEnd, -b.crossOverlap(focused), b.crossDistance(focused), forward ? b.index : -b.index)
                return keyA < keyB
            }
            return ranked.first?.index ?? focused.index
        }
        let pool = boxes.filter {
            (forward ? $0.crossStart >= focused.crossEnd : $0.crossEnd <= focused.crossStart) && $0.index != focused.index && $0.mainOverlap(focused) > 0
        }
        let ranked = pool.sorted { a, b in
            (forward ? a.crossStart : -a.crossEnd, -a.mainOverlap(focused), a.mainDistance(focused), a.index)
                < (forward ? b.crossStart : -b.crossEnd, -b.mainOverlap(focused), b.mainDistance(focused), b.index)
        }
        return ranked.first?.index ?? focused.index
    }
}
