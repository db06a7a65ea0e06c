import Foundation
@testable import LazyScrollGallery
import LazyScrollTerminal
import PropertySeeds
import Testing

/// The seeded monkey test (issue 20, item 5): every demo, through the same headless path as the program
/// (``Replay`` over ``Gallery``), driven by random scripts of keys, wheel notches, drags, flings, clicks
/// on tabs, raw mouse reports, resizes down to 0x0 and back, rotations, the overlay and waits of
/// minutes on the test clock. Every run must end without a trap or a demo throwing, and every screen
/// must be whole: as big as the terminal, the tab and help lines there when it fits, one line of notice
/// when it does not.
///
/// An ordinary run checks committed seeds (`LAZYSCROLL_MONKEY_SEEDS` per demo, 16 by default; the
/// sanitizer runs in CI use fewer) and the saved regressions in `Monkey/Regressions/`. Scripts/monkey.sh
/// runs fresh seeds through ``monkeyExploration()`` and saves what fails.
@MainActor
@Suite struct MonkeyTests {
    /// Committed seeds per demo, unless the environment says otherwise.
    static var seedsPerDemo: Int {
        ProcessInfo.processInfo.environment["LAZYSCROLL_MONKEY_SEEDS"].flatMap(Int.init) ?? 16
    }

    @Test(arguments: GalleryDemo.allCases)
    func randomInputNeverBreaksADemo(demo: GalleryDemo) {
        for seed in committedSeeds(Self.seedsPerDemo) {
            var random = SplitMix64(seed: seed)
            let script = MonkeyScript.random(demo: demo, using: &random)
            if let failure = Self.failure(of: script) {
                Issue.record("seed \(seed), \(demo.rawValue): \(failure)\nscript: \(script.text)")
            }
        }
    }

    @Test func savedScriptsStillPass() throws {
        for (name, script) in try MonkeyRegressions.load() {
            if let failure = Self.failure(of: script) { Issue.record("\(name): \(failure)") }
        }
    }

    /// What is wrong with `script`'s run, or nil when nothing is: a demo that threw, a screen that is not
    /// whole, a next frame time that is not a time.
    static func failure(of script: MonkeyScript) -> String? {
        var problems: [String] = []
        do {
            let replay = Replay(demo: script.demo, size: MonkeyScript.startSize, pageDrawCost: 4)
            _ = try replay.run(try ReplayScript(script.text)) { gallery, screen in
                guard problems.isEmpty else { return }
                problems += violations(of: screen, in: gallery).map { "after step \(screen.stepNumber) \"\(screen.stepText)\": \($0)" }
            }
        } catch {
            problems.append("\(error)")
        }
        return problems.first
    }

    /// What is wrong with `screen`, which `gallery` just drew.
    static func violations(of screen: Replay.Screen, in gallery: Gallery) -> [String] {
        let size = gallery.size
        let lines = screen.lines
        var problems: [String] = []
        if lines.count != size.rows { problems.append("\(lines.count) lines on a screen of \(size.rows) rows") }
        if let long = lines.first(where: { $0.count > size.columns }) {
            problems.append("a line of \(long.count) characters on a screen of \(size.columns) columns: \(long)")
        }
        if gallery.isTooSmall {
            if lines.filter({ !$0.isEmpty }).count > 1 { problems.append("more than the notice on a screen too small: \(lines)") }
        } else {
            // The tab line's last wording at the narrowest screen is the numbers one cell apart: "1 2 3".
            if !(lines.first ?? "").contains("1 ") { problems.append("no tab line: \(lines.first ?? "")") }
            if (lines.last ?? "").isEmpty { problems.append("an empty bottom line") }
        }
        if let next = gallery.nextTickTime, !next.isFinite { problems.append("next tick time \(next)") }
        return problems
    }

    /// Fresh random scripts for as long as `LAZYSCROLL_MONKEY_SECONDS` says (and at most
    /// `LAZYSCROLL_MONKEY_REPLAYS` of them), for Scripts/monkey.sh;
    /// does nothing in an ordinary run. Each script is written to `LAZYSCROLL_MONKEY_CURRENT` before it
    /// runs (if it traps, the script finds it there), each failing one is saved as a regression, and the
    /// counts are printed as `monkey: N replays …`.
    @Test func monkeyExploration() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let seconds = environment["LAZYSCROLL_MONKEY_SECONDS"].flatMap(Double.init) else { return }
        let wanted = environment["LAZYSCROLL_MONKEY_REPLAYS"].flatMap(Int.init) ?? .max
        let current = environment["LAZYSCROLL_MONKEY_CURRENT"].map(URL.init(fileURLWithPath:))
        let started = Date()
        var replays = 0
        var steps = 0
        var failures = 0
        while Date().timeIntervalSince(started) < seconds && replays < wanted {
            let seed = UInt64.random(in: 0...UInt64.max)
            let script = MonkeyScript.random(seed: seed)
            if let current {
                try Data("# seed: \(seed)\n# demo: \(script.demo.rawValue)\n\(script.steps.joined(separator: "\n"))\n".utf8).write(to: current)
            }
            let failure = Self.failure(of: script)
            replays += 1
            steps += script.steps.count
            if let failure {
                failures += 1
                let path = try MonkeyRegressions.save(script, failure: failure, seed: seed)
                Issue.record("seed \(seed) failed: \(failure); saved as \(path)")
            }
        }
        if let current { try? FileManager.default.removeItem(at: current) }
        print("monkey: \(replays) replays, \(steps) steps, \(failures) failed, \(Int(Date().timeIntervalSince(started))) s")
    }
}
