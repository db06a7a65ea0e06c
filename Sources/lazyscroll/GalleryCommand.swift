import ArgumentParser
import Foundation
import LazyScrollGallery
import LazyScrollTerminal

/// `lazyscroll gallery`: the interactive demos.
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "Browse the demos interactively (needs a terminal).",
        discussion: """
            Demos: \(GalleryDemo.helpList).
            Keys: arrows, PgUp/PgDn, Home/End scroll; Tab / Shift-Tab, 1-\(GalleryDemo.allCases.count) or a \
            click on a tab switch demo; o toggles the range overlay (its gutter maps the preload window onto \
            the view's height); r simulates a rotation; q or Q quits. Mouse: the wheel scrolls with momentum \
            (a pager turns one page per wheel gesture), drag and release flings, pages snap.
            Any window size works: below \(Gallery.minimumSize.columns)x\(Gallery.minimumSize.rows) the \
            gallery says it is too small until the window grows again.
            Needs a terminal that can place the cursor (TERM unset or dumb is refused); without an \
            alternate screen, mouse or colours (TERM=vt100, linux, ...; NO_COLOR) it does without them.
            """)

    @Option(help: "The demo to start with: \(GalleryDemo.argumentNames).")
    var demo: GalleryDemo = .pages

    @Option(help: "Iterations per cell when a page of the Pages demo is drawn (its simulated cost).")
    var pageDrawCost: Int = 200

    @MainActor
    func run() async throws {
        guard isatty(STDOUT_FILENO) == 1 else {
            FileHandle.standardError.write(Data("lazyscroll gallery: standard output is not a terminal; run it in an interactive terminal (or use `lazyscroll replay`)\n".utf8))
            throw ExitCode(2)
        }
        let gallery = Gallery(size: TerminalSize(columns: 80, rows: 24), demo: demo, pageDrawCost: max(1, pageDrawCost))
        do {
            try TerminalRunLoop().run(GalleryApplication(gallery: gallery))
        } catch let error as TerminalError {
            let hint = if case .unsupportedTerminal = error { " (`lazyscroll replay` needs no terminal)" } else { "" }
            FileHandle.standardError.write(Data("lazyscroll gallery: \(error)\(hint)\n".utf8))
            throw ExitCode(2)
        }
    }
}

extension GalleryDemo: ExpressibleByArgument {}
