import ArgumentParser
import Foundation
import LazyScrollGallery
import LazyScrollTerminal

/// `lazyscroll replay`: a demo driven by a script on a test clock, printed as text.
struct ReplayCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "replay",
        abstract: "Run a demo headless on a test clock and print its screen as text.",
        discussion: """
            The script is a list of steps separated by ';':
              wheel up|down|left|right N   N wheel notches, one per tick (1/60 s)
              drag D [release V]           finger down mid-demo, moves D cells along the demo's axis \
            (negative: up/left), 10 cells per tick at most; release flings at V cells/s in the drag's direction
              release [V]                  lift the finger (no V: speed of its last moves)
              wait 2s | wait 250ms         time passes in ticks of 1/60 s
              key NAME                     Up Down Left Right Home End PgUp PgDn Tab BackTab Enter Esc \
            Space, or one character (o overlay, r rotate, q quit, 1-\(GalleryDemo.allCases.count) demo); \
            S-, C- or M- before a name adds Shift, Ctrl or Alt (S-Down, C-a, M-Up)
              resize COLSxROWS             the terminal changes size (0x0 to 1000x1000; below \
            \(Gallery.minimumSize.columns)x\(Gallery.minimumSize.rows) the gallery shows a notice)
              click C R                    a left click on column C, row R (from 0; row 0 is the tab line)
              mouse down|drag|up C R       one mouse report at column C, row R (a drag takes one tick)
            Keys, clicks and resizes take no time; nothing settles by itself, so end with a wait to see where an \
            animation lands. Output: the final screen, its rows with trailing spaces trimmed; with \
            --every-step, the first screen under '--- start ---' and each step's screen under a header \
            such as '--- after step 3: key End ---'. The overlay's frame time is 0 on the test clock.
            A demo that throws (the engine refusing a call) ends the replay with exit status 1 and the step.
            Example: lazyscroll replay list --size 80x24 --script "wheel down 30; drag -200 release 1500; wait 2s; key End"
            """)

    @Argument(help: "The demo: \(GalleryDemo.argumentNames).")
    var demo: GalleryDemo

    @Option(parsing: .unconditional, help: ScreenSizeOption.help, transform: ScreenSizeOption.parse)
    var size = TerminalSize(columns: 80, rows: 24)

    @Option(help: "The steps, separated by ';'.")
    var script: String = ""

    @Flag(help: "Print the screen after every step, each under a header line.")
    var everyStep = false

    @Option(help: "Iterations per cell when a page of the Pages demo is drawn (its simulated cost).")
    var pageDrawCost: Int = 200

    @MainActor
    func run() async throws {
        let parsed: ReplayScript
        do {
            parsed = try ReplayScript(script)
        } catch {
            FileHandle.standardError.write(Data("lazyscroll replay: bad script: \(error)\n".utf8))
            throw ExitCode(65)
        }
        let replay = Replay(demo: demo, size: size, pageDrawCost: max(1, pageDrawCost))
        do {
            print(Replay.format(try replay.run(parsed), everyStep: everyStep))
        } catch {
            FileHandle.standardError.write(Data("lazyscroll replay: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
