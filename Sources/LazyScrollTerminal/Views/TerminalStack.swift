import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll

/// Headers, lists, pager rows and footers in one vertical scroll.
///
/// The engine's `ScrollStack` lays the sections out and tells each list which of its rows are in
/// reach, so a million-row list inside the stack loads only a screenful. The stack is the content of a
/// `ScrollController`, which supplies drag, fling, wheel glide and rubber band as for any list, and
/// reports with every move what changed in the stack's lists.
public struct TerminalStack {
    /// The scrolling engine; its content is the stack of sections.
    public private(set) var controller: ScrollController
    /// The pagers of pager sections, by child index.
    public private(set) var pagers: [Int: TerminalPager] = [:]
    /// Lines one wheel notch scrolls.
    public var linesPerWheelNotch: CGFloat = 3
    /// The load-more events since ``takeLoadMoreEvents()`` last took them: the stack's own (no
    /// section) and its list sections'.
    public private(set) var loadMoreEvents: [TerminalStackLoadMoreEvent] = []
    private var texts: [Int: (lines: [String], style: CellStyle)] = [:]
    private var lists: [Int: StackListViews] = [:]
    private var pagerHeights: [Int: Int] = [:]
    /// The pager a finger holds, when the drag began on a pager row.
    private var draggedPager: Int?
    /// Whether the stack itself is on screen (see `setOnScreen(_:time:)`).
    private var isShown = true
    /// Where the stack is on screen: the rectangle of its last ``frame(now:into:in:)`` (until then, its
    /// size at the screen's top-left corner). ``handle(_:at:)`` reads mouse positions relative to it.
    public internal(set) var screenRect: CellRect

    /// A stack of `sections` in a view of `size` cells.
    public init(sections: [TerminalStackSection], size: TerminalSize, time: Double = 0) throws(LazyScrollError) {
        screenRect = CellRect(size)
        var stack = try ScrollStack(axis: .vertical)
        for (index, section) in sections.enumerated() {
            switch section {
            case let .text(lines, style):
                texts[index] = (lines, style)
                try stack.insertChild(.fixed(extent: CGFloat(lines.count)))
            case let .list(extents, configure):
                lists[index] = try StackListViews(configure: configure)
                try stack.insertChild(.list(try Virtualizer(extents: extents)))
            case let .pager(pager, height):
                pagers[index] = pager
                pagerHeights[index] = height
                try stack.insertChild(.fixed(extent: CGFloat(height)))
            }
        }
        controller = try ScrollController(
            content: .stack(stack), viewportSize: CGSize(width: size.columns, height: size.rows), time: time)
        for index in pagers.keys {
            try pagers[index]?.resize(to: TerminalSize(columns: size.columns, rows: pagerHeights[index] ?? 0), time: time)
        }
        try apply(controller.initialUpdate, time: time)
    }

    /// The layout of the sections: the controller's stack.
    public var stack: ScrollStack {
        // The controller was created over a stack, and its content keeps its kind.
        controller.stack!
    }

    /// Applies the lists' changes in `update` and keeps its load-more events, and suspends the pagers
    /// that are now entirely off screen (resuming those back on it), so that a carousel scrolled away
    /// turns no pages and asks for no frames, and carries on where it was when it returns.
    private mutating func apply(_ update: ScrollUpdate, time: Double) throws(LazyScrollError) {
        if let stackUpdate = update.stack { try apply(stackUpdate) }
        for index in pagers.keys {
            let onScreen = isShown && isOnScreen(index)
            try pagers[index]?.setOnScreen(onScreen, time: time)
        }
    }

    /// Applies the lists' changes of a stack update and keeps its load-more events.
    private mutating func apply(_ update: StackUpdate) throws(LazyScrollError) {
        let width = rowWidth
        for change in update.childChanges {
            try lists[change.index]?.apply(change, width: width)
            loadMoreEvents += change.loadMoreEvents.map { TerminalStackLoadMoreEvent(section: change.index, event: $0) }
        }
        loadMoreEvents += update.loadMoreEvents.map { TerminalStackLoadMoreEvent(section: nil, event: $0) }
    }

    /// Sets where the stack asks for more at its own edges (`section` nil, `.items` counting
    /// sections) or at the edges of the list section `section`; the events arrive in
    /// ``loadMoreEvents``.
    ///
    /// - Throws: `LazyScrollError.invalidNumber` for a threshold that is negative or not finite,
    ///   `indexOutOfRange` or `unsupportedOperation` for a section that is not a list; nothing changes
    ///   then.
    public mutating func setLoadMoreThresholds(_ thresholds: LoadMoreThresholds, section: Int? = nil, time: Double) throws(LazyScrollError) {
        try move(time: time) { c throws(LazyScrollError) in
            try c.updateStack(time: time) { stack throws(LazyScrollError) in
                if let section { return try stack.setLoadMoreThresholds(thresholds, ofChild: section) }
                return try stack.setLoadMoreThresholds(thresholds)
            }
        }
    }

    /// Returns the load-more events since the last call, and forgets them.
    public mutating func takeLoadMoreEvents() -> [TerminalStackLoadMoreEvent] {
        defer { loadMoreEvents = [] }
        return loadMoreEvents
    }

    /// Suspends the whole stack while it is not on screen (its glide and every pager in it), and resumes
    /// it, with the pagers that are in its viewport, when it is back (see `ScrollController.suspend(time:)`).
    public mutating func setOnScreen(_ isOnScreen: Bool, time: Double) throws(LazyScrollError) {
        guard isOnScreen != isShown else { return }
        isShown = isOnScreen
        if isOnScreen {
            try move(time: time) { c throws(LazyScrollError) in try c.resume(time: time) }
        } else {
            try move(time: time) { c throws(LazyScrollError) in try c.suspend(time: time) }
        }
    }

    /// Whether any row of section `index` is inside the viewport.
    private func isOnScreen(_ index: Int) -> Bool {
        (try? stack.placement(ofChild: index))?.isVisible ?? false
    }

    /// Runs one call on the controller at `time` and applies what it changed.
    private mutating func move(time: Double, _ body: (inout ScrollController) throws(LazyScrollError) -> ScrollUpdate) throws(LazyScrollError) {
        try apply(try body(&controller), time: time)
    }

    /// The width in cells of a list section's rows: the stack's.
    private var rowWidth: Int { ContentCells.down(controller.viewportSize.width) }

    /// The view changed size: the offset stays within the content, the pagers keep their pages, and
    /// the loaded rows of the list sections are configured again at the new width (their `configure`
    /// sees it as the block's width, so text wrapped to it re-wraps).
    public mutating func resize(to size: TerminalSize, time: Double) throws(LazyScrollError) {
        let viewport = CGSize(width: size.columns, height: size.rows)
        if viewport != controller.viewportSize {
            let widthChanged = viewport.width != controller.viewportSize.width
            try move(time: time) { c throws(LazyScrollError) in try c.resize(to: viewport, time: time) }
            if widthChanged {
                let width = rowWidth
                for index in lists.keys {
                    guard case let .list(list) = stack.children[index].content else { continue }
                    try lists[index]?.reconfigure(count: list.items.base.count, width: width)
                }
            }
        }
        for index in pagers.keys {
            try pagers[index]?.resize(to: TerminalSize(columns: size.columns, rows: pagerHeights[index] ?? 0), time: time)
        }
    }

    /// Scrolls the stack by `lines`, gliding.
    public mutating func scroll(byLines lines: CGFloat, time: Double) throws(LazyScrollError) {
        try move(time: time) { c throws(LazyScrollError) in try c.scroll(by: lines, animated: true, time: time) }
    }

    /// The pager section whose row is under screen row `row`, when `rect` is where the stack is drawn.
    private func pager(atRow row: Int, in rect: CellRect) -> Int? {
        for placement in stack.placements() where pagers[placement.index] != nil {
            let rows = cells(in: rect).rect(ofContentFrame: placement.fullFrame)
            if row >= rows.row && row < rows.endRow { return placement.index }
        }
        return nil
    }

    /// The screen rectangle of pager section `index`.
    private func pagerRect(_ index: Int, in rect: CellRect) -> CellRect? {
        guard let placement = try? stack.placement(ofChild: index) else { return nil }
        let top = cells(in: rect).rect(ofContentFrame: placement.fullFrame).row
        return CellRect(column: rect.column, row: top, width: rect.width, height: pagerHeights[index] ?? 0)
    }

    /// The content's cells for this frame, with the viewport's top-left corner at `rect`'s: every
    /// section and list row is placed from one rounding of the offset, so they tile the view.
    private func cells(in rect: CellRect) -> ContentCells {
        ContentCells(axis: .vertical, offset: controller.offset, origin: rect)
    }

    /// Handles ↑/↓, PgUp/PgDn (gliding), Home/End (jumping) for the stack, ←/→ (the first pager row on screen), the wheel (the stack)
    /// and drags: sideways for a drag that starts on a pager row, along the stack otherwise.
    public mutating func handle(_ event: InputEvent, in rect: CellRect, time: Double) throws(LazyScrollError) -> Bool {
        let page = max(1, controller.viewportSize.height - 1)
        switch event {
        case let .key(key):
            switch key.key {
            case .up: try scroll(byLines: -1, time: time)
            case .down: try scroll(byLines: 1, time: time)
            case .pageUp: try scroll(byLines: -page, time: time)
            case .pageDown: try scroll(byLines: page, time: time)
            case .home: try move(time: time) { c throws(LazyScrollError) in try c.scroll(toOffset: 0, animated: false, time: time) }
            case .end:
                try move(time: time) { c throws(LazyScrollError) in try c.scroll(toOffset: c.restingRange.upperBound, animated: false, time: time) }
            case .left, .right:
                // The first pager on screen: an arrow never turns a carousel nobody sees.
                guard let first = pagers.keys.sorted().first(where: isOnScreen) else { return false }
                try pagers[first]?.turnPage(by: key.key == .left ? -1 : 1, time: time)
            default: return false
            }
            return true
        case let .mouse(mouse):
            if let dragged = draggedPager, let pagerRect = pagerRect(dragged, in: rect) {
                let used = try pagers[dragged]?.handle(event, in: pagerRect, time: time) ?? false
                if case .release = mouse.kind { draggedPager = nil }
                return used
            }
            switch mouse.kind {
            case .press(.left):
                guard rect.contains(column: mouse.column, row: mouse.row) else { return false }
                if let index = pager(atRow: mouse.row, in: rect), let pagerRect = pagerRect(index, in: rect) {
                    draggedPager = index
                    return try pagers[index]?.handle(event, in: pagerRect, time: time) ?? false
                }
                try beginDrag(column: mouse.column - rect.column, row: mouse.row - rect.row, time: time)
            case .drag(.left):
                guard controller.isDragging else { return false }
                try moveDrag(column: CGFloat(mouse.column - rect.column), row: CGFloat(mouse.row - rect.row), time: time)
            case .release:
                guard controller.isDragging else { return false }
                try endDrag(velocity: nil, time: time)
            case let .wheel(direction):
                guard rect.contains(column: mouse.column, row: mouse.row) else { return false }
                let delta = (direction == .down || direction == .right ? 1 : -1) * linesPerWheelNotch
                try move(time: time) { c throws(LazyScrollError) in try c.wheel(delta: delta, time: time) }
            default:
                return false
            }
            return true
        default:
            return false
        }
    }

    /// A finger went down on the stack (not on a pager row) at (`column`, `row`), relative to the view.
    public mutating func beginDrag(column: Int, row: Int, time: Double) throws(LazyScrollError) {
        try move(time: time) { c throws(LazyScrollError) in try c.dragBegan(at: CGPoint(x: column, y: row), time: time) }
    }

    /// The finger moved to (`column`, `row`), relative to the view.
    public mutating func moveDrag(column: CGFloat, row: CGFloat, time: Double) throws(LazyScrollError) {
        try move(time: time) { c throws(LazyScrollError) in try c.dragMoved(to: CGPoint(x: column, y: row), time: time) }
    }

    /// The finger lifted with the offset moving at `velocity` lines per second (nil: estimated).
    public mutating func endDrag(velocity: CGFloat?, time: Double) throws(LazyScrollError) {
        try move(time: time) { c throws(LazyScrollError) in try c.dragEnded(velocity: velocity, time: time) }
    }

    /// Advances the stack's glide and the animation and auto-advance of every pager on screen.
    public mutating func tick(time: Double) throws(LazyScrollError) {
        if controller.nextTickTime != nil {
            try move(time: time) { c throws(LazyScrollError) in c.tick(time: time) }
        }
        for index in pagers.keys { try pagers[index]?.tick(time: time) }
    }

    /// When `tick` must run next: now while anything animates, the next page turn of a pager on screen
    /// otherwise, nil when nothing on screen moves by itself.
    public var nextTickTime: Double? {
        ([controller.nextTickTime] + pagers.values.map { $0.items.controller.nextTickTime }).compactMap { $0 }.min()
    }

    /// The counters of every list and pager, added up.
    public var counters: ViewCounters {
        lists.values.map(\.counters).reduce(ViewCounters(), +) + pagers.values.map(\.items.counters).reduce(ViewCounters(), +)
    }

    /// The working windows of the list that fills most of the viewport, for the range overlay.
    public var focusedListWindows: WorkingWindows? {
        let visible = stack.placements().filter { $0.isVisible && lists[$0.index] != nil }
        guard let best = visible.max(by: { $0.visibleExtent < $1.visibleExtent }),
              case let .list(list) = stack.children[best.index].content else { return nil }
        return list.windows
    }

    /// Draws the visible sections into `rect`.
    public func draw(into canvas: inout CellBuffer, in rect: CellRect) {
        canvas.fill(rect, with: .blank)
        let cells = cells(in: rect)
        for placement in stack.placements() where placement.isVisible {
            let section = cells.rect(ofContentFrame: placement.fullFrame)
            let sectionArea = section.intersection(rect)
            if let text = texts[placement.index] {
                TextBlock(lines: text.lines, style: text.style).draw(into: &canvas, column: rect.column, row: section.row, clip: sectionArea)
            } else if let views = lists[placement.index], case let .list(list) = stack.children[placement.index].content {
                // Rows in the list's own coordinates, moved into the stack's before rounding.
                let top = placement.fullFrame.minY
                list.forEachPlacement { item in
                    guard let block = views.views.views[item.index] else { return }
                    let row = cells.rect(ofContentFrame: item.frame.offsetBy(dx: 0, dy: top))
                    block.draw(into: &canvas, column: row.column, row: row.row, clip: row.intersection(sectionArea))
                }
            } else if let pager = pagers[placement.index] {
                let area = CellRect(column: rect.column, row: section.row, width: rect.width, height: pagerHeights[placement.index] ?? 0)
                pager.draw(into: &canvas, in: area, clip: rect)
            }
        }
    }
}
