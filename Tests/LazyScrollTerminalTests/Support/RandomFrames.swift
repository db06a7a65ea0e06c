@testable import LazyScrollTerminal
import PropertySeeds

/// Random cells and frames for the renderer's property tests.
enum RandomFrames {
    static let characters: [Character] = ["a", "b", "Z", " ", "0", "é", "e\u{301}", "─", "█", "~", "ß"]

    static func color(_ random: inout SplitMix64) -> TerminalColor {
        switch Int.random(in: 0..<5, using: &random) {
        case 0, 1: return .default
        case 2: return .ansi(UInt8.random(in: 0...15, using: &random))
        case 3: return .palette(UInt8.random(in: 0...255, using: &random))
        default:
            return .rgb(
                red: .random(in: 0...255, using: &random), green: .random(in: 0...255, using: &random),
                blue: .random(in: 0...255, using: &random))
        }
    }

    static func cell(_ random: inout SplitMix64) -> Cell {
        let style = CellStyle(
            foreground: color(&random), background: color(&random),
            attributes: TextAttributes(rawValue: UInt8.random(in: 0...31, using: &random)))
        return Cell(characters.randomElement(using: &random)!, style: style)
    }

    static func frame(size: TerminalSize, _ random: inout SplitMix64) -> CellBuffer {
        var buffer = CellBuffer(size: size)
        for row in 0..<size.rows {
            for column in 0..<size.columns where Bool.random(using: &random) {
                buffer[column, row] = cell(&random)
            }
        }
        return buffer
    }

    /// `previous` with a few cells changed, sometimes none, sometimes a run along a row.
    static func mutate(_ previous: CellBuffer, _ random: inout SplitMix64) -> CellBuffer {
        var buffer = previous
        let size = buffer.size
        guard size.columns > 0, size.rows > 0 else { return buffer }
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            let row = Int.random(in: 0..<size.rows, using: &random)
            let column = Int.random(in: 0..<size.columns, using: &random)
            let length = Int.random(in: 1...4, using: &random)
            let cell = Bool.random(using: &random) ? cell(&random) : Cell.blank
            for offset in 0..<length { buffer[column + offset, row] = cell }
        }
        return buffer
    }
}
