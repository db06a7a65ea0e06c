import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll
import LazyScrollTerminal

/// Runs a gallery demo headless on a test clock and returns its screens as text.
///
/// Time starts at 0 and moves only in ticks of 1/60 s: one per wheel notch, one per drag move (scripted
/// or a `mouse drag` report), and as many as a `wait` lasts; a key, a click or a resize takes no time.
/// The screen is drawn after every step.
@MainActor
public struct Replay {
    /// The length of one tick of the test clock.
    public static let tick = 1.0 / 60
    /// The demo to run.
    public var demo: GalleryDemo
    /// The screen's size.
    public var size: TerminalSize
    /// The Pages demo's simulated draw cost (iterations per cell).
    public var pageDrawCost: Int

    /// A replay of `demo` on a screen of `size`.
    public init(demo: GalleryDemo, size: TerminalSize, pageDrawCost: Int = 200) {
        self.demo = demo
        self.size = size
        self.pageDrawCost = pageDrawCost
    }

    /// One drawn screen and the step after which it was drawn (0: before any step).
    public struct Screen: Sendable, Hashable {
        /// The step's number, counting from 1; 0 for the first screen.
        public var stepNumber: Int
        /// The step as written ("start" for the first screen).
        public var stepText: String
        /// The screen's rows, trailing spaces trimmed.
        public var lines: [String]
    }

    /// Runs `script` and returns the screen before the first step and after every step. A `key q` ends
    /// the run early, as it quits the gallery. `observe` sees the gallery and each screen as it is drawn.
    ///
    /// - Throws: ``ReplayFailure`` (only that; plain `throws` for the reason `TerminalError` gives) when
    ///   a demo throws: the interactive gallery would show it and go on, but a replay is a test, so it
    ///   stops there.
    public func run(_ script: ReplayScript, observe: (Gallery, Screen) -> Void = { _, _ in }) throws -> [Screen] {
        let gallery = Gallery(size: size, demo: demo, time: 0, pageDrawCost: pageDrawCost)
        var canvas = CellBuffer(size: size)
        var ticks = 0
        var time: Double { Double(ticks) * Self.tick }
        var lastDragDirection: Double = -1
        func step() {
            ticks += 1
            gallery.advance(to: time)
        }
        func flingVelocity(_ speed: Double?) -> CGFloat? {
            // A finger moving up or left (negative) moves the content's offset forwards (positive).
            speed.map { CGFloat(-lastDragDirection * $0) }
        }
        var screens: [Screen] = []
        func drawScreen(_ number: Int, _ text: String) throws {
            gallery.draw(into: &canvas)
            let screen = Screen(stepNumber: number, stepText: text, lines: canvas.textLines)
            observe(gallery, screen)
            screens.append(screen)
            if let failure = gallery.failures.first {
                throw ReplayFailure(stepNumber: number, stepText: text, failure: failure)
            }
        }

        try drawScreen(0, "start")
        for (k, entry) in script.steps.enumerated() {
            var quits = false
            switch entry.step {
            case let .wheel(direction, notches):
                let rect = gallery.viewRect
                let mouse = MouseEvent(.wheel(direction), column: rect.column + rect.width / 2, row: rect.row + rect.height / 2)
                for _ in 0..<notches {
                    _ = gallery.handle(.mouse(mouse), time: time)
                    step()
                }
            case let .drag(distance, release):
                if !gallery.isDragging { gallery.beginDrag(time: time) }
                let moves = max(1, Int((abs(distance) / 10).rounded(.up)))
                for _ in 0..<moves {
                    step()
                    gallery.moveDrag(by: CGFloat(distance) / CGFloat(moves), time: time)
                }
                if distance != 0 { lastDragDirection = distance < 0 ? -1 : 1 }
                if let release { gallery.endDrag(velocity: flingVelocity(release), time: time) }
            case let .release(speed):
                gallery.endDrag(velocity: flingVelocity(speed), time: time)
            case let .wait(seconds):
                for _ in 0..<Int((seconds / Self.tick).rounded()) { step() }
            case let .key(key):
                quits = gallery.handle(.key(key), time: time) == .quit
            case let .resize(newSize):
                _ = gallery.handle(.resize(newSize), time: time)
                canvas = CellBuffer(size: newSize)
            case let .click(column, row):
                _ = gallery.handle(.mouse(MouseEvent(.press(.left), column: column, row: row)), time: time)
                _ = gallery.handle(.mouse(MouseEvent(.release(.left), column: column, row: row)), time: time)
            case let .mouse(kind, column, row):
                if kind == .drag(.left) { step() }
                _ = gallery.handle(.mouse(MouseEvent(kind, column: column, row: row)), time: time)
            }
            try drawScreen(k + 1, entry.text)
            if quits { break }
        }
        return screens
    }

    /// The screens as text: with `everyStep`, each screen under a header line such as
    /// `--- after step 3: key End ---` (the first one `--- start ---`); otherwise the last screen alone.
    public static func format(_ screens: [Screen], everyStep: Bool) -> String {
        guard everyStep else { return (screens.last?.lines ?? []).joined(separator: "\n") }
        return screens.map { screen in
            let header = screen.stepNumber == 0 ? "--- start ---" : "--- after step \(screen.stepNumber): \(screen.stepText) ---"
            return ([header] + screen.lines).joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
