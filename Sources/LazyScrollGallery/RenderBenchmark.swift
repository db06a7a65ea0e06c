#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import LazyScroll
import LazyScrollTerminal

/// Flings through the million-row List demo frame by frame and times each stage of a frame: the
/// gallery's advance and draw, the renderer's diff, and the write (to /dev/null, so the terminal's own
/// speed does not count). Time in the demo moves in 1/60 s ticks; the stopwatch is the real clock.
@MainActor
public struct RenderBenchmark {
    /// The screen's size.
    public var size: TerminalSize
    /// Frames to render.
    public var frames: Int

    /// A benchmark of `frames` frames on a screen of `size`.
    public init(size: TerminalSize, frames: Int) {
        self.size = size
        self.frames = frames
    }

    /// The measured figures.
    public struct Result: Sendable {
        /// Frames rendered.
        public var frames: Int
        /// Mean seconds per frame for advance + draw, diff, and write.
        public var draw: Double, diff: Double, write: Double
        /// The 99th percentile of the whole frame's seconds.
        public var p99Frame: Double
        /// Mean and largest bytes written per frame.
        public var meanBytes: Double, maxBytes: Int
        /// Rows the list passed over the run.
        public var rowsTravelled: Int

        /// The figures as a few lines of text.
        public var report: String {
            func ms(_ seconds: Double) -> String { String(format: "%.1f µs", seconds * 1_000_000) }
            return """
                frames: \(frames) (fling through the 1,000,000-row list; \(rowsTravelled) rows travelled)
                per frame: draw \(ms(draw)) + diff \(ms(diff)) + write \(ms(write)) = \(ms(draw + diff + write)) mean, \(ms(p99Frame)) p99
                bytes per frame: \(Int(meanBytes.rounded())) mean, \(maxBytes) max
                """
        }
    }

    /// Runs the benchmark.
    public func run() throws -> Result {
        let gallery = Gallery(size: size, demo: .list)
        var canvas = CellBuffer(size: size)
        var renderer = FrameRenderer()
        let sink = open("/dev/null", O_WRONLY)
        defer { close(sink) }
        gallery.draw(into: &canvas)
        _ = renderer.render(canvas)  // the first frame repaints everything; it is not what scrolling costs
        var draw = 0.0, diff = 0.0, write = 0.0, totalBytes = 0, maxBytes = 0
        var frameTimes: [Double] = []
        frameTimes.reserveCapacity(frames)
        var tick = 0
        let firstRow = gallery.overlayWindows?.visible.lowerBound ?? 0
        for frame in 0..<frames {
            // A fresh fling every second of demo time keeps the list moving fast.
            if frame % 60 == 0 {
                gallery.beginDrag(time: Double(tick) / 60)
                gallery.moveDrag(by: -10, time: Double(tick) / 60 + 0.01)
                gallery.endDrag(velocity: 4_000, time: Double(tick) / 60 + 0.01)
            }
            tick += 1
            let t0 = MonotonicInstant.now()
            gallery.advance(to: Double(tick) / 60)
            gallery.draw(into: &canvas)
            let t1 = MonotonicInstant.now()
            let bytes = renderer.render(canvas)
            let t2 = MonotonicInstant.now()
            bytes.withUnsafeBytes { _ = systemWrite(sink, $0.baseAddress, $0.count) }
            let t3 = MonotonicInstant.now()
            draw += t1.seconds(since: t0)
            diff += t2.seconds(since: t1)
            write += t3.seconds(since: t2)
            frameTimes.append(t3.seconds(since: t0))
            totalBytes += bytes.count
            maxBytes = max(maxBytes, bytes.count)
        }
        if let failure = gallery.failures.first { throw failure }
        frameTimes.sort()
        let n = Double(frames)
        let lastRow = gallery.overlayWindows?.visible.lowerBound ?? 0
        return Result(
            frames: frames, draw: draw / n, diff: diff / n, write: write / n,
            p99Frame: frameTimes[min(frames - 1, Int(Double(frames) * 0.99))],
            meanBytes: Double(totalBytes) / n, maxBytes: maxBytes, rowsTravelled: lastRow - firstRow)
    }
}

/// `write(2)`, named apart from the local `write` timing.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
