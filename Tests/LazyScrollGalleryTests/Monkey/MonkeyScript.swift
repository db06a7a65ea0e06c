import LazyScrollGallery
import LazyScrollTerminal
import PropertySeeds

/// A random replay script for the monkey test: a demo and steps a user (or a terminal) could produce,
/// in the replay script's words, so a failing one is saved and replayed as it is, also by
/// `lazyscroll replay DEMO --script "…"`.
///
/// Like the program, which starts at 80x24 and is then told the terminal's real size, every replay
/// starts at 80x24 and half of the scripts begin by resizing.
struct MonkeyScript: Hashable {
    var demo: GalleryDemo
    var steps: [String]

    /// The screen every replay starts at, as the program does.
    static let startSize = TerminalSize(columns: 80, rows: 24)

    /// The steps as one replay script.
    var text: String { steps.joined(separator: "; ") }

    /// The script of `seed`: a pure function of it.
    static func random(seed: UInt64) -> MonkeyScript {
        var generator = SplitMix64(seed: seed)
        let demo = GalleryDemo.allCases[Int(generator.next() % UInt64(GalleryDemo.allCases.count))]
        return Self.random(demo: demo, using: &generator)
    }

    /// A script for `demo` drawn from `random`.
    static func random(demo: GalleryDemo, using random: inout SplitMix64) -> MonkeyScript {
        var steps: [String] = []
        if Bool.random(using: &random) {
            let size = randomSize(using: &random)
            steps.append("resize \(size.columns)x\(size.rows)")
        }
        let count = Int.random(in: 8...40, using: &random)
        while steps.count < count {
            steps += randomSteps(using: &random)
        }
        // Now and then the user quits, which ends the replay as it ends the program.
        if Int.random(in: 0..<30, using: &random) == 0 { steps.append(["key q", "key Q"].randomElement(using: &random)!) }
        return MonkeyScript(demo: demo, steps: steps)
    }

    /// The keys the demos and the gallery react to, and a few they ignore; never q, which quits. With
    /// Shift, Ctrl and Alt: the lists' cursor extends with Shift, Ctrl-A selects all, Ctrl or Alt with
    /// ↑ ↓ moves a song in the Playlist.
    static let keys = ["Up", "Down", "Left", "Right", "Home", "End", "PgUp", "PgDn", "Tab", "BackTab", "Enter", "Esc",
                       "Space", "o", "r", "1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "x", "O", "R", "a", "d",
                       "S-Up", "S-Down", "S-Left", "S-Right", "S-PgUp", "S-PgDn", "S-Home", "S-End", "C-a",
                       "C-Up", "C-Down", "M-Up", "M-Down", "C-S-Up"]

    /// One action: most often a single step, a mouse gesture being several.
    static func randomSteps(using random: inout SplitMix64) -> [String] {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<25:
            return ["key \(keys.randomElement(using: &random)!)"]
        case 25..<40:
            let direction = ["up", "down", "left", "right"].randomElement(using: &random)!
            return ["wheel \(direction) \(Int.random(in: 1...30, using: &random))"]
        case 40..<52:
            let distance = Int.random(in: -300...300, using: &random)
            guard Bool.random(using: &random) else { return ["drag \(distance)"] }
            return ["drag \(distance) release \(Int.random(in: -500...5_000, using: &random))"]
        case 52..<56:
            return Bool.random(using: &random) ? ["release"] : ["release \(Int.random(in: 0...3_000, using: &random))"]
        case 56..<74:
            return ["wait \(randomWait(using: &random))"]
        case 74..<84:
            let size = randomSize(using: &random)
            return ["resize \(size.columns)x\(size.rows)"]
        case 84..<90:
            // Mostly on the tab line; sometimes anywhere.
            let row = Bool.random(using: &random) ? 0 : Int.random(in: 0...70, using: &random)
            return ["click \(Int.random(in: 0...90, using: &random)) \(row)"]
        default:
            var column = Int.random(in: 0...100, using: &random)
            var row = Int.random(in: 0...40, using: &random)
            var gesture = ["mouse down \(column) \(row)"]
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                column = max(0, column + Int.random(in: -12...12, using: &random))
                row = max(0, row + Int.random(in: -6...6, using: &random))
                gesture.append("mouse drag \(column) \(row)")
            }
            if Int.random(in: 0..<5, using: &random) > 0 { gesture.append("mouse up \(column) \(row)") }
            return gesture
        }
    }

    /// Mostly a moment; sometimes seconds; now and then minutes.
    static func randomWait(using random: inout SplitMix64) -> String {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<75: return "\(Int.random(in: 16...2_000, using: &random))ms"
        case 75..<95: return "\(Int.random(in: 2...20, using: &random))s"
        default: return "\(Int.random(in: 30...300, using: &random))s"
        }
    }

    /// A screen size: tiny (down to none at all), an odd one people have, or anything up to 220x70.
    static func randomSize(using random: inout SplitMix64) -> TerminalSize {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4:
            return TerminalSize(columns: Int.random(in: 0...25, using: &random), rows: Int.random(in: 0...8, using: &random))
        case 4..<6:
            return [TerminalSize(columns: 80, rows: 24), TerminalSize(columns: 7, rows: 3), TerminalSize(columns: 13, rows: 5),
                    TerminalSize(columns: 200, rows: 60), TerminalSize(columns: 20, rows: 6), TerminalSize(columns: 1, rows: 1)]
                .randomElement(using: &random)!
        default:
            return TerminalSize(columns: Int.random(in: 1...220, using: &random), rows: Int.random(in: 1...70, using: &random))
        }
    }
}
