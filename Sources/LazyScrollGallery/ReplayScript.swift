import Foundation
import LazyScrollTerminal

/// A parsed replay script: steps separated by `;` (or new lines), such as
/// `wheel down 30; drag -200 release 1500; wait 2s; key End`.
public struct ReplayScript: Sendable, Hashable {
    /// The steps, each with the text it was parsed from.
    public var steps: [(step: ReplayStep, text: String)] {
        zip(parsed, texts).map { ($0, $1) }
    }
    private var parsed: [ReplayStep]
    private var texts: [String]

    /// Parses `source`; an empty script has no steps.
    public init(_ source: String) throws {
        parsed = []
        texts = []
        let pieces = source.split(whereSeparator: { $0 == ";" || $0 == "\n" })
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        for (k, text) in pieces.enumerated() {
            parsed.append(try Self.parseStep(text, number: k + 1))
            texts.append(text)
        }
    }

    /// Two scripts are equal when their steps are.
    public static func == (lhs: ReplayScript, rhs: ReplayScript) -> Bool { lhs.parsed == rhs.parsed }

    /// Hashes the steps.
    public func hash(into hasher: inout Hasher) { hasher.combine(parsed) }

    static func parseStep(_ text: String, number: Int) throws -> ReplayStep {
        let words = text.split(separator: " ").map(String.init)
        func fail(_ reason: String) -> ReplayScriptError {
            ReplayScriptError(stepNumber: number, stepText: text, reason: reason)
        }
        func parseNumber(_ word: String, _ what: String) throws -> Double {
            guard let value = Double(word), value.isFinite else { throw fail("\(what) must be a number, not \"\(word)\"") }
            return value
        }
        func parseCell(_ column: String, _ row: String) throws -> (Int, Int) {
            guard let c = Int(column), let r = Int(row), (0...1000).contains(c), (0...1000).contains(r) else {
                throw fail("a cell is a column and a row, each a whole number from 0 to 1000, not \"\(column) \(row)\"")
            }
            return (c, r)
        }
        switch words[0].lowercased() {
        case "wheel":
            guard words.count == 3 else { throw fail("expected \"wheel up|down|left|right COUNT\"") }
            let direction: WheelDirection
            switch words[1].lowercased() {
            case "up": direction = .up
            case "down": direction = .down
            case "left": direction = .left
            case "right": direction = .right
            default: throw fail("wheel direction must be up, down, left or right, not \"\(words[1])\"")
            }
            guard let count = Int(words[2]), count > 0, count <= 10_000 else {
                throw fail("wheel notches must be a whole number from 1 to 10000, not \"\(words[2])\"")
            }
            return .wheel(direction, notches: count)
        case "drag":
            guard words.count == 2 || (words.count == 4 && words[2].lowercased() == "release") else {
                throw fail("expected \"drag DISTANCE\" or \"drag DISTANCE release SPEED\"")
            }
            let distance = try parseNumber(words[1], "drag distance")
            guard abs(distance) <= 100_000 else { throw fail("drag distance must be at most 100000 cells") }
            let speed = words.count == 4 ? try parseNumber(words[3], "release speed") : nil
            return .drag(distance: distance, release: speed)
        case "release":
            guard words.count <= 2 else { throw fail("expected \"release\" or \"release SPEED\"") }
            return .release(speed: words.count == 2 ? try parseNumber(words[1], "release speed") : nil)
        case "wait":
            guard words.count == 2 else { throw fail("expected \"wait DURATION\" such as 2s or 250ms") }
            let word = words[1].lowercased()
            let seconds: Double
            if word.hasSuffix("ms"), let value = Double(word.dropLast(2)) {
                seconds = value / 1000
            } else if word.hasSuffix("s"), let value = Double(word.dropLast()) {
                seconds = value
            } else {
                throw fail("duration must be seconds or milliseconds such as 2s or 250ms, not \"\(words[1])\"")
            }
            guard seconds.isFinite, seconds >= 0, seconds <= 3600 else { throw fail("duration must be from 0 to 3600 seconds") }
            return .wait(seconds: seconds)
        case "key":
            guard words.count == 2 else { throw fail("expected \"key NAME\" such as key End or key q") }
            guard let key = Self.key(named: words[1]) else {
                throw fail("unknown key \"\(words[1])\"; use Up Down Left Right Home End PgUp PgDn Tab BackTab Enter Esc Space or one character, after S- C- or M- for Shift, Ctrl or Alt")
            }
            return .key(key)
        case "resize":
            guard words.count == 2 else { throw fail("expected \"resize COLUMNSxROWS\" such as resize 100x30") }
            do {
                return .resize(try ScreenSizeText.parse(words[1], sides: 0...1000))
            } catch {
                throw fail("\(error)")
            }
        case "click":
            guard words.count == 3 else { throw fail("expected \"click COLUMN ROW\" such as click 30 0") }
            let (column, row) = try parseCell(words[1], words[2])
            return .click(column: column, row: row)
        case "mouse":
            guard words.count == 4 else { throw fail("expected \"mouse down|drag|up COLUMN ROW\" such as mouse down 10 5") }
            let kind: MouseEventKind
            switch words[1].lowercased() {
            case "down": kind = .press(.left)
            case "drag": kind = .drag(.left)
            case "up": kind = .release(.left)
            default: throw fail("mouse action must be down, drag or up, not \"\(words[1])\"")
            }
            let (column, row) = try parseCell(words[2], words[3])
            return .mouse(kind, column: column, row: row)
        default:
            throw fail("unknown step \"\(words[0])\"; steps are wheel, drag, release, wait, key, resize, click and mouse")
        }
    }

    /// The modifier prefixes a key's name may have in a script, as Emacs writes them: S-Down is
    /// Shift+↓, C-a Ctrl-A, M-Up Alt+↑; they combine (C-S-Up).
    static let modifierPrefixes: [(prefix: String, modifier: KeyModifiers)] = [("s-", .shift), ("c-", .control), ("m-", .alt)]

    /// The key called `name` in a script.
    static func key(named name: String) -> KeyEvent? {
        if name.count > 2, let (prefix, modifier) = modifierPrefixes.first(where: { name.lowercased().hasPrefix($0.prefix) }),
           var key = key(named: String(name.dropFirst(prefix.count))) {
            key.modifiers.insert(modifier)
            return key
        }
        switch name.lowercased() {
        case "up": return KeyEvent(.up)
        case "down": return KeyEvent(.down)
        case "left": return KeyEvent(.left)
        case "right": return KeyEvent(.right)
        case "home": return KeyEvent(.home)
        case "end": return KeyEvent(.end)
        case "pgup", "pageup": return KeyEvent(.pageUp)
        case "pgdn", "pagedown": return KeyEvent(.pageDown)
        case "tab": return KeyEvent(.tab)
        case "backtab", "shift-tab": return KeyEvent(.tab, modifiers: .shift)
        case "enter": return KeyEvent(.enter)
        case "esc", "escape": return KeyEvent(.escape)
        case "space": return KeyEvent(.character(" "))
        default:
            guard name.count == 1, let character = name.first else { return nil }
            return KeyEvent(.character(character))
        }
    }
}
