import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import LazyScroll
import LazyScrollTerminal

/// Runs a gallery demo headless on a test clock and returns its screens as text.
///
/// Time starts at 0 and moves only in ticks of 1/60 s: one per wheel notch, one per drag move, and as
/// many as a `wait` lasts; a key or a resize takes no time. The screen is drawn after every step.
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
    /// the run early, as it quits the gallery.
    public func run(_ script: ReplayScript) throws(LazyScrollError) -> [Screen] {
        let gallery = Gallery(size: size, demo: demo, time: 0, pageDrawCost: pageDrawCost)
        var canvas = CellBuffer(size: size)
        var ticks = 0
        var time: Double { Double(ticks) * Self.tick }
        var lastDragDirection: Double = -1
        func step() throws(LazyScrollError) {
            ticks += 1
            try gallery.advance(to: time)
        }
        func flingVelocity(_ speed: Double?) -> CGFloat? {
            // A finger moving up or left (negative) moves the content's offset forwards (positive).
            speed.map { CGFloat(-lastDragDirection * $0) }
        }

        try gallery.draw(into: &canvas)
        var screens = [Screen(stepNumber: 0, stepText: "start", lines: canvas.textLines)]
        for (k, entry) in script.steps.enumerated() {
            var quits = false
            switch entry.step {
            case let .wheel(direction, notches):
                let rect = gallery.viewRect
                let mouse = MouseEvent(.wheel(direction), column: rect.column + rect.width / 2, row: rect.row + rect.height / 2)
                for _ in 0..<notches {
                    _ = try gallery.handle(.mouse(mouse), time: time)
                    try step()
                }
            case let .drag(distance, release):
                if !gallery.isDragging { try gallery.beginDrag(time: time) }
                let moves = max(1, Int((abs(distance) / 10).rounded(.up)))
                for _ in 0..<moves {
                    try step()
                    try gallery.moveDrag(by: CGFloat(distance) / CGFloat(moves), time: time)
                }
                if distance != 0 { lastDragDirection = distance < 0 ? -1 : 1 }
                if let release { try gallery.endDrag(velocity: flingVelocity(release), time: time) }
            case let .release(speed):
                try gallery.endDrag(velocity: flingVelocity(speed), time: time)
            case let .wait(seconds):
                for _ in 0..<Int((seconds / Self.tick).rounded()) { try step() }
            case let .key(key):
                quits = try gallery.handle(.key(key), time: time) == .quit
            case let .resize(newSize):
                _ = try gallery.handle(.resize(newSize), time: time)
                canvas = CellBuffer(size: newSize)
            }
            try gallery.draw(into: &canvas)
            screens.append(Screen(stepNumber: k + 1, stepText: entry.text, lines: canvas.textLines))
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
