import ArgumentParser
import LazyScrollGallery
import LazyScrollTerminal

/// `lazyscroll bench-render`: frame cost while flinging through the million-row list.
struct BenchRenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-render",
        abstract: "Measure draw + diff + write time and bytes per frame while flinging through the 1,000,000-row list.",
        discussion: "Build with -c release for meaningful figures. Output goes to a null sink, so only the renderer's own work is timed.")

    @Option(parsing: .unconditional, help: ScreenSizeOption.help, transform: ScreenSizeOption.parse)
    var size = TerminalSize(columns: 200, rows: 50)

    @Option(help: "Frames to render.")
    var frames: Int = 2_000

    @MainActor
    func run() async throws {
        let result = try RenderBenchmark(size: size, frames: max(1, frames)).run()
        print(result.report)
    }
}
