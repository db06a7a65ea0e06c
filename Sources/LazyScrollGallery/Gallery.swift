import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll
import LazyScrollTerminal

/// The gallery's headless core: five demos, the keys that switch between them, and the screen.
///
/// It takes input events and the time (seconds on any clock) and draws into a `CellBuffer`; it never
/// touches a terminal or a real clock. The interactive program feeds it from a terminal run loop and
/// the monotonic clock; `replay` and the tests feed it a script and a test clock, so both see exactly
/// the same screens.
@MainActor
public final class Gallery {
    /// The screen's size in cells.
    public private(set) var size: TerminalSize
    /// The demo on screen.
    public private(set) var demo: GalleryDemo
    /// Whether the range overlay is drawn.
    public private(set) var showsOverlay = false
    /// Whether the simulated device is rotated to portrait (a narrower viewport).
    public private(set) var isRotated = false
    /// The latest time the gallery was given.
    public private(set) var time: Double
    /// How long the host took to draw the last frame, in seconds; shown by the overlay.
    public var lastFrameDuration: Double = 0
    /// Iterations per cell when a page of the Pages demo is drawn: its simulated cost.
    public let pageDrawCost: Int
    private var views: [GalleryDemo: DemoView] = [:]
    /// Where the current scripted drag's finger is, relative to the demo's view.
    private var scriptedFinger: CGPoint?

    /// A gallery on a screen of `size`, showing `demo`, at `time` seconds.
    public init(size: TerminalSize, demo: GalleryDemo = .pages, time: Double = 0, pageDrawCost: Int = 200) {
        self.size = size
        self.demo = demo
        self.time = time
        self.pageDrawCost = pageDrawCost
    }

    // MARK: - Layout

    /// The rows between the tab line and the help line where the demo draws: narrowed and centred when
    /// rotated, and beside the overlay's gutter when the overlay is on.
    public var viewRect: CellRect {
        var area = screenArea
        if showsOverlay {
            area.column += RangeOverlay.gutterWidth
            area.width = max(0, area.width - RangeOverlay.gutterWidth)
        }
        return area
    }

    /// The demo's area including the overlay's gutter: between the tab line and the help line (the
    /// overlay's status lines when it is on).
    var screenArea: CellRect {
        let height = max(0, size.rows - 1 - (showsOverlay ? RangeOverlay.statusLineCount : 1))
        guard isRotated else { return CellRect(column: 0, row: 1, width: size.columns, height: height) }
        let width = min(size.columns, max(20, size.columns / 2))
        return CellRect(column: (size.columns - width) / 2, row: 1, width: width, height: height)
    }

    /// The current demo's view, built on first use.
    func currentView() throws(LazyScrollError) -> DemoView {
        if let view = views[demo] { return view }
        let rect = viewRect
        let view = try DemoView.make(demo, size: TerminalSize(columns: rect.width, rows: rect.height), time: time, pageDrawCost: pageDrawCost)
        views[demo] = view
        return view
    }

    /// Runs `body` on the current demo's view and stores the result.
    private func withCurrentView<T>(_ body: (inout DemoView) throws(LazyScrollError) -> T) throws(LazyScrollError) -> T {
        var view = try currentView()
        defer { views[demo] = view }
        return try body(&view)
    }

    /// Brings every built view to the current view rectangle (after a resize or a rotation).
    private func resizeViews() throws(LazyScrollError) {
        let rect = viewRect
        let viewSize = TerminalSize(columns: rect.width, rows: rect.height)
        for (demo, var view) in views {
            switch view {
            case var .pager(pager): try pager.resize(to: viewSize, time: time); view = .pager(pager)
            case var .list(list): try list.resize(to: viewSize, time: time); view = .list(list)
            case var .stack(stack): try stack.resize(to: viewSize, time: time); view = .stack(stack)
            case var .photos(photos): try photos.resize(to: viewSize, time: time); view = .photos(photos)
            case var .chat(chat): try chat.resize(to: viewSize, time: time); view = .chat(chat)
            }
            views[demo] = view
        }
    }

    // MARK: - Input

    /// Reacts to a key, mouse action or resize at `time`. Returns `.quit` for q or Q. A click on a
    /// tab selects its demo.
    public func handle(_ event: InputEvent, time: Double) throws(LazyScrollError) -> EventResponse {
        self.time = max(self.time, time)
        switch event {
        case let .key(key) where key.modifiers.isEmpty || key.modifiers == .shift:
            switch key.key {
            case .character("q"), .character("Q"): return .quit
            case .character("o"):
                showsOverlay.toggle()
                try resizeViews()
                return .keepRunning
            case .character("r"):
                isRotated.toggle()
                try resizeViews()
                return .keepRunning
            case .tab:
                try select(key.modifiers.contains(.shift) ? demo.previous : demo.next)
                return .keepRunning
            case let .character(c) where c.wholeNumberValue.map({ (1...GalleryDemo.allCases.count).contains($0) }) == true:
                try select(GalleryDemo.allCases[c.wholeNumberValue! - 1])
                return .keepRunning
            default:
                break
            }
        case let .resize(newSize):
            size = newSize
            try resizeViews()
            return .keepRunning
        case let .mouse(mouse) where mouse.kind == .press(.left) && mouse.row == 0:
            if let clicked = Self.demo(atTabColumn: mouse.column) { try select(clicked) }
            return .keepRunning
        default:
            break
        }
        let rect = viewRect
        let now = self.time
        _ = try withCurrentView { view throws(LazyScrollError) in
            switch view {
            case var .pager(pager): defer { view = .pager(pager) }; return try pager.handle(event, in: rect, time: now)
            case var .list(list): defer { view = .list(list) }; return try list.handle(event, in: rect, time: now)
            case var .stack(stack): defer { view = .stack(stack) }; return try stack.handle(event, in: rect, time: now)
            case var .photos(photos): defer { view = .photos(photos) }; return try photos.handle(event, in: rect, time: now)
            case var .chat(chat): defer { view = .chat(chat) }; return try chat.handle(event, in: rect, time: now)
            }
        }
        return .keepRunning
    }

    /// Shows `demo`, building its view on first use and bringing a resting one up to date.
    /// The demo left behind is suspended (its animations and auto-advance stop where they are) and
    /// resumes where it was when it is shown again.
    public func select(_ demo: GalleryDemo) throws(LazyScrollError) {
        guard demo != self.demo || views[demo] == nil else { return }
        try views[self.demo]?.setOnScreen(false, time: time)
        self.demo = demo
        try resizeViews()
        try withCurrentView { view throws(LazyScrollError) in try view.setOnScreen(true, time: time) }
        try advance(to: time)
    }

    /// Advances the current demo's animations and auto-advance to `time`.
    public func advance(to time: Double) throws(LazyScrollError) {
        self.time = max(self.time, time)
        let now = self.time
        try withCurrentView { view throws(LazyScrollError) in
            switch view {
            case var .pager(pager): try pager.tick(time: now); view = .pager(pager)
            case var .list(list): try list.tick(time: now); view = .list(list)
            case var .stack(stack): try stack.tick(time: now); view = .stack(stack)
            case var .photos(photos): try photos.tick(time: now); view = .photos(photos)
            case var .chat(chat): try chat.tick(time: now); view = .chat(chat)
            }
        }
    }

    /// When `advance` must run next: now while something animates, the next page turn of a resting
    /// carousel, nil when nothing changes until the next input.
    public var nextTickTime: Double? {
        switch views[demo] {
        case let .pager(pager): return pager.items.controller.nextTickTime
        case let .list(list): return list.items.controller.nextTickTime
        case let .stack(stack): return stack.nextTickTime
        case let .photos(photos): return photos.nextTickTime
        case let .chat(chat): return chat.nextTickTime
        case nil: return nil
        }
    }

    // MARK: - Scripted gestures

    /// A finger touches the middle of the demo's view (replay scripts).
    public func beginDrag(time: Double) throws(LazyScrollError) {
        self.time = max(self.time, time)
        let rect = viewRect
        let finger = CGPoint(x: rect.width / 2, y: rect.height / 2)
        scriptedFinger = finger
        try drag(time: self.time) { view, now throws(LazyScrollError) in
            switch view {
            case var .pager(pager): try pager.beginDrag(column: Int(finger.x), row: Int(finger.y), time: now); view = .pager(pager)
            case var .list(list): try list.beginDrag(column: Int(finger.x), row: Int(finger.y), time: now); view = .list(list)
            case var .stack(stack): try stack.beginDrag(column: Int(finger.x), row: Int(finger.y), time: now); view = .stack(stack)
            case var .photos(photos): try photos.beginDrag(column: Int(finger.x), row: Int(finger.y), time: now); view = .photos(photos)
            case var .chat(chat): try chat.beginDrag(column: Int(finger.x), row: Int(finger.y), time: now); view = .chat(chat)
            }
        }
    }

    /// The finger moves by `distance` cells along the demo's axis (negative: up or left).
    public func moveDrag(by distance: CGFloat, time: Double) throws(LazyScrollError) {
        self.time = max(self.time, time)
        guard var finger = scriptedFinger else { return }
        if demo.isHorizontal { finger.x += distance } else { finger.y += distance }
        scriptedFinger = finger
        try drag(time: self.time) { view, now throws(LazyScrollError) in
            switch view {
            case var .pager(pager): try pager.moveDrag(column: finger.x, row: finger.y, time: now); view = .pager(pager)
            case var .list(list): try list.moveDrag(column: finger.x, row: finger.y, time: now); view = .list(list)
            case var .stack(stack): try stack.moveDrag(column: finger.x, row: finger.y, time: now); view = .stack(stack)
            case var .photos(photos): try photos.moveDrag(column: finger.x, row: finger.y, time: now); view = .photos(photos)
            case var .chat(chat): try chat.moveDrag(column: finger.x, row: finger.y, time: now); view = .chat(chat)
            }
        }
    }

    /// The finger lifts; `velocity` is the content offset's speed in cells per second (nil: estimated).
    public func endDrag(velocity: CGFloat?, time: Double) throws(LazyScrollError) {
        self.time = max(self.time, time)
        scriptedFinger = nil
        try drag(time: self.time) { view, now throws(LazyScrollError) in
            switch view {
            case var .pager(pager): try pager.endDrag(velocity: velocity, time: now); view = .pager(pager)
            case var .list(list): try list.endDrag(velocity: velocity, time: now); view = .list(list)
            case var .stack(stack): try stack.endDrag(velocity: velocity, time: now); view = .stack(stack)
            case var .photos(photos): try photos.endDrag(velocity: velocity, time: now); view = .photos(photos)
            case var .chat(chat): try chat.endDrag(velocity: velocity, time: now); view = .chat(chat)
            }
        }
    }

    /// Whether a scripted finger is down.
    public var isDragging: Bool { scriptedFinger != nil }

    private func drag(time: Double, _ body: (inout DemoView, Double) throws(LazyScrollError) -> Void) throws(LazyScrollError) {
        try withCurrentView { view throws(LazyScrollError) in try body(&view, time) }
    }

    // MARK: - State for the overlay and tests

    /// The counters of the current demo's views, with the host's frame time.
    public var counters: ViewCounters {
        var counters: ViewCounters
        switch views[demo] {
        case let .pager(pager): counters = pager.items.counters
        case let .list(list): counters = list.items.counters
        case let .stack(stack): counters = stack.counters
        case let .photos(photos): counters = photos.list.items.counters
        case let .chat(chat): counters = chat.list.items.counters
        case nil: counters = ViewCounters()
        }
        counters.frameTime = lastFrameDuration
        return counters
    }

    /// The working windows the overlay draws: the pager's or list's, or the stack's main list's.
    public var overlayWindows: WorkingWindows? {
        switch views[demo] {
        case let .pager(pager): return pager.items.controller.virtualizer.windows
        case let .list(list): return list.items.controller.virtualizer.windows
        case let .stack(stack): return stack.focusedListWindows
        case let .photos(photos): return photos.list.items.controller.virtualizer.windows
        case let .chat(chat): return chat.list.items.controller.virtualizer.windows
        case nil: return nil
        }
    }
}
