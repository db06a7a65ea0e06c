import Foundation
import LazyScroll
import LazyScrollTerminal
import PropertySeeds
import Testing

/// The terminal list's cursor against a brute-force model under random keys (issue 23, item 4): rows
/// of random heights in a view of random height, every selection mode, and random arrows, pages, ends,
/// Shift, Space, Enter, Ctrl-A, Esc and wheel notches. After every key the cursor, the selection, the
/// offset, the events and the highlighted cells on screen must be what the model says.
@Suite("Terminal list cursor: properties")
struct ListCursorPropertyTests {
    /// What the list should do, from its documented rules alone, over an array of row heights.
    struct Model {
        let heights: [Int]
        let viewHeight: Int
        let mode: SelectionMode
        var cursor: Int?
        var selected: Set<Int> = []
        var anchor: Int?
        var extensionEnd: Int?
        var extensionStartsAtCursor = true
        var offset = 0

        var count: Int { heights.count }
        func start(_ row: Int) -> Int { heights[..<row].reduce(0, +) }
        func end(_ row: Int) -> Int { start(row) + heights[row] }
        var maxOffset: Int { max(0, heights.reduce(0, +) - viewHeight) }

        /// Where a move goes: ±1, the ends, or by a page (the last row starting within a screen of the
        /// cursor's start, or the first starting within a screen before it; ±1 when that is the
        /// cursor's own row); with no cursor, the first row wholly in view.
        func target(_ move: FocusMove) -> Int? {
            guard count > 0 else { return nil }
            guard let cursor else {
                switch move {
                case .first: return 0
                case .last: return count - 1
                default:
                    let inView = (0..<count).filter { start($0) < offset + viewHeight && end($0) > offset }
                    return inView.first { start($0) >= offset && end($0) <= offset + viewHeight } ?? inView.first
                }
            }
            switch move {
            case .up: return max(0, cursor - 1)
            case .down: return min(count - 1, cursor + 1)
            case .first: return 0
            case .last: return count - 1
            case .pageDown:
                let found = (cursor..<count).last { start($0) <= start(cursor) + viewHeight }!
                return found == cursor ? min(count - 1, cursor + 1) : found
            case .pageUp:
                let found = (0...cursor).first { start($0) >= start(cursor) - viewHeight }!
                return found == cursor ? max(0, cursor - 1) : found
            default: return cursor
            }
        }

        /// Scrolls only as far as it takes to show `row` whole (its start, when it is taller than the view).
        mutating func reveal(_ row: Int) {
            if start(row) >= offset && end(row) <= offset + viewHeight { return }
            if start(row) < offset || heights[row] > viewHeight {
                offset = start(row)
            } else {
                offset = end(row) - viewHeight
            }
            offset = min(max(offset, 0), maxOffset)
        }

        mutating func moveCursor(_ move: FocusMove) {
            guard let row = target(move) else { return }
            reveal(row)
            cursor = row
        }

        mutating func select(_ row: Int) {
            if mode == .single { selected = [] }
            selected.insert(row)
            anchor = row
            extensionEnd = nil
        }

        mutating func extend(to row: Int) {
            guard mode == .multiple, let anchor else { return select(row) }
            if let end = extensionEnd { selected.subtract(min(anchor, end)...max(anchor, end)) }
            selected.formUnion(min(anchor, row)...max(anchor, row))
            extensionEnd = row
        }

        /// Returns whether the key is used, and the event it reports.
        mutating func press(_ key: KeyEvent) -> (used: Bool, event: TerminalListEvent?) {
            let plain = key.modifiers.isEmpty
            if plain || key.modifiers == .shift, let move = TestKeys.move(key.key) {
                if move == .left || move == .right { return (false, nil) }
                if key.modifiers == .shift && mode != .none {
                    var extended = self
                    if let start = cursor, extensionStartsAtCursor || anchor == nil { extended.select(start) }
                    extended.moveCursor(move)
                    if let end = extended.cursor { extended.extend(to: end) }
                    extended.extensionStartsAtCursor = false
                    self = extended
                } else {
                    moveCursor(move)
                    extensionStartsAtCursor = true
                }
                return (true, nil)
            }
            switch key.key {
            case .character(" ") where plain && mode != .none:
                if cursor == nil { moveCursor(.down) }
                guard let row = cursor else { return (false, nil) }
                reveal(row)
                if selected.contains(row) {
                    selected.remove(row)
                } else {
                    if mode == .single { selected = [] }
                    selected.insert(row)
                }
                anchor = row
                extensionEnd = nil
                extensionStartsAtCursor = true
                return (true, nil)
            case .enter where plain:
                guard let cursor else { return (false, nil) }
                extensionStartsAtCursor = true
                return (true, .activated(row: cursor))
            case .character("a") where key.modifiers == .control && mode == .multiple:
                selected = Set(0..<count)
                extensionEnd = nil
                extensionStartsAtCursor = true
                return (true, nil)
            case .escape where plain:
                guard !selected.isEmpty else { return (false, nil) }
                selected = []
                anchor = nil
                extensionEnd = nil
                extensionStartsAtCursor = true
                return (true, nil)
            default:
                return (false, nil)
            }
        }
    }

    enum TestKeys {
        static func move(_ key: Key) -> FocusMove? {
            switch key {
            case .up: return .up
            case .down: return .down
            case .left: return .left
            case .right: return .right
            case .pageUp: return .pageUp
            case .pageDown: return .pageDown
            case .home: return .first
            case .end: return .last
            default: return nil
            }
        }

        static let keys: [Key] = [.up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .character(" "), .enter, .character("a"), .escape, .character("x")]

        static func random(_ random: inout SplitMix64) -> KeyEvent {
            let key = keys.randomElement(using: &random)!
            let modifiers: KeyModifiers
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<6: modifiers = []
            case 6..<9: modifiers = .shift
            default: modifiers = .control
            }
            return KeyEvent(key, modifiers: modifiers)
        }
    }

    @Test("the cursor, the selection, the scroll and the highlight follow the model under random keys")
    func cursorFollowsTheModel() async {
        await seededPropertyCheck("terminal-list.cursor", count: 120) { seed in
            var random = SplitMix64(seed: seed)
            let heights = (0..<Int.random(in: 0...60, using: &random)).map { _ in Int.random(in: 1...3, using: &random) }
            let size = TerminalSize(columns: 6, rows: Int.random(in: 1...12, using: &random))
            let mode = SelectionMode.allCases.randomElement(using: &random)!
            let extents = try MeasuredExtents(extents: heights.map { CGFloat($0) }, estimatedExtent: 1)
            var list = try TerminalList(extents: .measured(extents), size: size) { block, row, _ in
                block.lines = (0..<heights[row]).map { _ in "\(row)" }
            }
            let options = CursorOptions(selectionMode: mode, cursorStyle: CellStyle(attributes: .reverse), selectedStyle: CellStyle(background: .blue))
            list.cursorOptions = options
            var model = Model(heights: heights, viewHeight: size.rows, mode: mode, cursor: heights.isEmpty ? nil : 0)
            var time = 0.0
            for step in 0..<60 {
                let context = "seed \(seed), step \(step), heights \(heights), view \(size.rows), \(mode)"
                if Int.random(in: 0..<8, using: &random) == 0 {
                    // A wheel notch scrolls three lines and leaves the cursor where it is.
                    let down = Bool.random(using: &random)
                    #expect(try list.handle(.mouse(MouseEvent(.wheel(down ? .down : .up), column: 0, row: 0)), in: CellRect(size), time: time), "\(context)")
                    time += 2
                    try list.tick(time: time)
                    model.offset = min(max(model.offset + (down ? 3 : -3), 0), model.maxOffset)
                } else {
                    let key = TestKeys.random(&random)
                    let expected = model.press(key)
                    let used = try list.handle(.key(key), in: CellRect(size), time: time)
                    #expect(used == expected.used, "\(key): \(context)")
                    #expect(list.takeEvents() == (expected.event.map { [$0] } ?? []), "\(key): \(context)")
                }
                #expect(list.cursor.index == model.cursor, "\(context)")
                #expect(Set(list.selection.selectedIndices) == model.selected, "\(context)")
                #expect(list.items.controller.offset == CGFloat(model.offset), "\(context)")
                // On screen, the cursor's row (what of it is in view) is reversed, and the selected rows
                // have the selection's background: those cells and no others.
                var canvas = CellBuffer(size: size)
                list.draw(into: &canvas, in: CellRect(size))
                for line in 0..<size.rows {
                    let content = line + model.offset
                    let row = (0..<model.count).first { model.start($0) <= content && content < model.end($0) }
                    let cell = canvas[0, line].style
                    #expect(cell.includes(options.cursorStyle) == (row != nil && row == model.cursor), "line \(line): \(context)")
                    #expect(cell.includes(options.selectedStyle) == (row.map { model.selected.contains($0) } ?? false), "line \(line): \(context)")
                    #expect(canvas.textLines[line] == (row.map { "\($0)" } ?? ""), "line \(line): \(context)")
                }
                time += 0.1
            }
        }
    }
}
