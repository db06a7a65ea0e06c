import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll
import LazyScrollTerminal

/// The gallery's headless core: the demos, the keys that switch between them, and the screen.
///
/// It takes input events and the time (seconds on any clock) and draws into a `CellBuffer`; it never
/// touches a terminal or a real clock. The interactive program feeds it from a terminal run loop and
/// the monotonic clock; `replay` and the tests feed it a script and a test clock, so both see exactly
/// the same screens.
///
/// Any size a terminal can have is normal: below ``minimumSize`` the screen shows a one-line notice
/// until the window grows again, and the demos keep their state at the last size that fitted. A demo
/// that throws (the engine refusing a call) never ends the program: the error is kept in ``failures``,
/// shown on the bottom line until the next key, and the demo is built again.
@MainActor
public final class Gallery {
    /// The smallest screen the demos are drawn on: the tab line, the help line (or the overlay's three
    /// lines) and room between them, and 20 columns, which fit the shortest help line and a photo
    /// column beside the overlay's gutter.
    public nonisolated static let minimumSize = TerminalSize(columns: 20, rows: 6)

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
    /// Every error a demo threw, oldest first. Each one was shown and its demo built again.
    public private(set) var failures: [GalleryFailure] = []
    /// The latest failure's text, shown on the bottom line until the next key.
    public private(set) var notice: String?
    private var views: [GalleryDemo: DemoView] = [:]
    /// Demos whose view could not be built, and the view rectangle they were refused at: tried again
    /// only at another one, so a refusal is not repeated every frame.
    private var refusedRects: [GalleryDemo: CellRect] = [:]
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

    /// Whether the screen is smaller than ``minimumSize`` in either direction: only a notice is drawn,
    /// and only q and resizes are taken.
    public var isTooSmall: Bool {
        size.columns < Self.minimumSize.columns || size.rows < Self.minimumSize.rows
    }

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
        guard isRotated else { return CellRect(column: 0, row: 1, width: max(0, size.columns), height: height) }
        let width = max(0, min(size.columns, max(20, size.columns / 2)))
        return CellRect(column: (size.columns - width) / 2, row: 1, width: width, height: height)
    }

    /// The current demo's view, built on first use at the current view rectangle; nil while the screen is
    /// too small, or when the demo refused to be built at this rectangle.
    func currentView() -> DemoView? {
        if let view = views[demo] { return view }
        guard !isTooSmall else { return nil }
        let rect = viewRect
        guard refusedRects[demo] != rect else { return nil }
        do {
            let view = try DemoView.make(demo, size: TerminalSize(columns: rect.width, rows: rect.height), time: time, pageDrawCost: pageDrawCost)
            views[demo] = view
            refusedRects[demo] = nil
            return view
        } catch {
            refusedRects[demo] = rect
            record(GalleryFailure(demo: demo, error: error))
            return nil
        }
    }

    /// Runs `body` on the current demo's view and keeps the result; a view that throws is recorded and
    /// dropped, to be built again.
    func withCurrentView(_ body: (inout DemoView) throws(LazyScrollError) -> Void) {
        guard var view = currentView() else { return }
        do {
            try body(&view)
            views[demo] = view
        } catch {
            fail(demo, error)
        }
    }

    /// Keeps `failure` and shows it.
    private func record(_ failure: GalleryFailure) {
        failures.append(failure)
        notice = "⚠ \(failure)"
    }

    /// `demo` threw `error`: it is recorded, and the demo's view is dropped and built again when next
    /// shown (its state may be half changed: the chat's messages are shared with its list).
    private func fail(_ demo: GalleryDemo, _ error: LazyScrollError) {
        record(GalleryFailure(demo: demo, error: error))
        views[demo] = nil
        if demo == self.demo { scriptedFinger = nil }
    }

    /// Brings every built view to the current view rectangle (after a resize or a rotation).
    private func resizeViews() {
        let rect = viewRect
        let viewSize = TerminalSize(columns: rect.width, rows: rect.height)
        for (demo, var view) in views {
            do {
                try view.resize(to: viewSize, time: time)
                views[demo] = view
            } catch {
                fail(demo, error)
            }
        }
    }

    // MARK: - Input

    /// Reacts to a key, mouse action or resize at `time`. Returns `.quit` for q or Q. A click on a
    /// tab selects its demo. While the screen is too small, only q and resizes do anything.
    public func handle(_ event: InputEvent, time: Double) -> EventResponse {
        self.time = max(self.time, time)
        switch event {
        case let .key(key) where (key.modifiers.isEmpty || key.modifiers == .shift)
            && (key.key == .character("q") || key.key == .character("Q")):
            return .quit
        case let .resize(newSize):
            size = newSize
            if !isTooSmall { resizeViews() }
            return .keepRunning
        default:
            break
        }
        guard !isTooSmall else { return .keepRunning }
        switch event {
        case let .key(key) where key.modifiers.isEmpty || key.modifiers == .shift:
            notice = nil
            switch key.key {
            case .character("o"):
                showsOverlay.toggle()
                resizeViews()
                return .keepRunning
            case .character("r"):
                isRotated.toggle()
                resizeViews()
                return .keepRunning
            case .tab:
                select(key.modifiers.contains(.shift) ? demo.previous : demo.next)
                return .keepRunning
            case let .character(c) where c.wholeNumberValue.map({ (1...GalleryDemo.allCases.count).contains($0) }) == true:
                select(GalleryDemo.allCases[c.wholeNumberValue! - 1])
                return .keepRunning
            default:
                break
            }
        case let .mouse(mouse) where mouse.kind == .press(.left) && mouse.row == 0:
            if let clicked = demo(atTabColumn: mouse.column) { select(clicked) }
            return .keepRunning
        default:
            break
        }
        let rect = viewRect
        let now = self.time
        withCurrentView { view throws(LazyScrollError) in try view.handle(event, in: rect, time: now) }
        return .keepRunning
    }

    /// Shows `demo`, building its view on first use and bringing a resting one up to date.
    /// The demo left behind is suspended (its animations and auto-advance stop where they are) and
    /// resumes where it was when it is shown again.
    public func select(_ demo: GalleryDemo) {
        guard demo != self.demo || views[demo] == nil else { return }
        if var left = views[self.demo] {
            do {
                try left.setOnScreen(false, time: time)
                views[self.demo] = left
            } catch {
                fail(self.demo, error)
            }
        }
        self.demo = demo
        scriptedFinger = nil
        guard !isTooSmall else { return }
        resizeViews()
        let now = time
        withCurrentView { view throws(LazyScrollError) in try view.setOnScreen(true, time: now) }
        advance(to: time)
    }

    /// Advances the current demo's animations and auto-advance to `time`.
    public func advance(to time: Double) {
        self.time = max(self.time, time)
        let now = self.time
        withCurrentView { view throws(LazyScrollError) in try view.tick(time: now) }
    }

    /// When `advance` must run next: now while something animates, the next page turn of a resting
    /// carousel, nil when nothing changes until the next input.
    public var nextTickTime: Double? { views[demo]?.nextTickTime }

    // MARK: - Scripted gestures

    /// A finger touches the middle of the demo's view (replay scripts).
    public func beginDrag(time: Double) {
        self.time = max(self.time, time)
        guard !isTooSmall else { return }
        let rect = viewRect
        let finger = CGPoint(x: rect.width / 2, y: rect.height / 2)
        scriptedFinger = finger
        let now = self.time
        withCurrentView { view throws(LazyScrollError) in try view.beginDrag(column: Int(finger.x), row: Int(finger.y), time: now) }
    }

    /// The finger moves by `distance` cells along the demo's axis (negative: up or left).
    public func moveDrag(by distance: CGFloat, time: Double) {
        self.time = max(self.time, time)
        guard var finger = scriptedFinger, !isTooSmall else { return }
        if demo.isHorizontal { finger.x += distance } else { finger.y += distance }
        scriptedFinger = finger
        let now = self.time
        withCurrentView { view throws(LazyScrollError) in try view.moveDrag(column: finger.x, row: finger.y, time: now) }
    }

    /// The finger lifts; `velocity` is the content offset's speed in cells per second (nil: estimated).
    public func endDrag(velocity: CGFloat?, time: Double) {
        self.time = max(self.time, time)
        guard scriptedFinger != nil else { return }
        scriptedFinger = nil
        let now = self.time
        withCurrentView { view throws(LazyScrollError) in try view.endDrag(velocity: velocity, time: now) }
    }

    /// Whether a scripted finger is down.
    public var isDragging: Bool { scriptedFinger != nil }

    // MARK: - State for the overlay and tests

    /// The counters of the current demo's views, with the host's frame time.
    public var counters: ViewCounters {
        var counters = views[demo]?.counters ?? ViewCounters()
        counters.frameTime = lastFrameDuration
        return counters
    }

    /// The working windows the overlay draws: the pager's or list's, or the stack's main list's.
    public var overlayWindows: WorkingWindows? { views[demo]?.overlayWindows }
}
