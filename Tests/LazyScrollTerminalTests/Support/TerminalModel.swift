@testable import LazyScrollTerminal

/// A minimal VT interpreter that understands exactly what `FrameRenderer` may emit — CUP, CUF, SGR,
/// ED 2, DEC private mode set/reset, and text — and records anything else as unsupported, so a renderer
/// that starts emitting something new fails the tests instead of being silently misread.
struct TerminalModel {
    private(set) var size: TerminalSize
    private(set) var cells: [Cell]
    private(set) var column = 0
    private(set) var row = 0
    /// Set after printing in the last column: the next character wraps (the deferred-wrap rule).
    private var isWrapPending = false
    private var style = CellStyle.plain
    /// Sequences or behaviour the renderer should never produce.
    private(set) var problems: [String] = []

    init(size: TerminalSize) {
        self.size = size
        cells = Array(repeating: .blank, count: size.columns * size.rows)
    }

    /// The window changed size; contents become undefined, which the model shows as "#".
    mutating func resize(to newSize: TerminalSize) {
        size = newSize
        cells = Array(repeating: Cell("#"), count: newSize.columns * newSize.rows)
        column = 0
        row = 0
    }

    mutating func feed(_ bytes: [UInt8]) {
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x1B {
                index = interpretEscape(bytes, at: index)
            } else {
                var end = index
                while end < bytes.count && bytes[end] != 0x1B { end += 1 }
                for character in String(decoding: bytes[index..<end], as: UTF8.self) {
                    printCharacter(character)
                }
                index = end
            }
        }
    }

    private mutating func printCharacter(_ character: Character) {
        if character.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            problems.append("control character \(character.unicodeScalars.map(\.value)) in text")
            return
        }
        if isWrapPending {
            column = 0
            row += 1
            isWrapPending = false
            if row >= size.rows {
                problems.append("text past the bottom-right corner would scroll")
                row = size.rows - 1
            }
        }
        guard row < size.rows, column < size.columns else {
            problems.append("print outside the screen at \(column),\(row)")
            return
        }
        cells[row * size.columns + column] = Cell(character, style: style)
        if column == size.columns - 1 {
            isWrapPending = true
        } else {
            column += 1
        }
    }

    private mutating func interpretEscape(_ bytes: [UInt8], at start: Int) -> Int {
        guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "[") else {
            problems.append("escape not followed by [")
            return start + 1
        }
        var index = start + 2
        while index < bytes.count, (0x20...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.count else {
            problems.append("unterminated control sequence")
            return index
        }
        let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        let final = Character(Unicode.Scalar(bytes[index]))
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ position: Int, default value: Int) -> Int {
            position < numbers.count ? (numbers[position] ?? value) : value
        }
        switch (parameters.first, final) {
        case ("?", "h"), ("?", "l"):
            break  // modes such as synchronized output do not change the picture
        case (_, "H"):
            row = min(max(number(0, default: 1), 1), size.rows) - 1
            column = min(max(number(1, default: 1), 1), size.columns) - 1
            isWrapPending = false
        case (_, "C"):
            column = min(column + max(number(0, default: 1), 1), size.columns - 1)
            isWrapPending = false
        case (_, "J") where parameters == "2":
            let blank = Cell(" ", style: CellStyle(background: style.background))
            cells = Array(repeating: blank, count: cells.count)
        case (_, "m"):
            applySelectGraphicRendition(numbers.map { $0 ?? 0 })
        default:
            problems.append("unsupported sequence CSI \(parameters)\(final)")
        }
        return index + 1
    }

    private mutating func applySelectGraphicRendition(_ parameters: [Int]) {
        var index = 0
        let codes: [Int: TextAttributes] = [1: .bold, 2: .dim, 3: .italic, 4: .underline, 7: .reverse]
        while index < parameters.count {
            let code = parameters[index]
            index += 1
            switch code {
            case 0: style = .plain
            case 1, 2, 3, 4, 7: style.attributes.insert(codes[code]!)
            case 22: style.attributes.subtract([.bold, .dim])
            case 23: style.attributes.remove(.italic)
            case 24: style.attributes.remove(.underline)
            case 27: style.attributes.remove(.reverse)
            case 30...37: style.foreground = .ansi(UInt8(code - 30))
            case 90...97: style.foreground = .ansi(UInt8(code - 90 + 8))
            case 39: style.foreground = .default
            case 40...47: style.background = .ansi(UInt8(code - 40))
            case 100...107: style.background = .ansi(UInt8(code - 100 + 8))
            case 49: style.background = .default
            case 38, 48:
                let color: TerminalColor
                if index < parameters.count, parameters[index] == 5, index + 1 < parameters.count {
                    color = .palette(UInt8(parameters[index + 1]))
                    index += 2
                } else if index < parameters.count, parameters[index] == 2, index + 3 < parameters.count {
                    color = .rgb(
                        red: UInt8(parameters[index + 1]), green: UInt8(parameters[index + 2]),
                        blue: UInt8(parameters[index + 3]))
                    index += 4
                } else {
                    problems.append("malformed extended colour")
                    return
                }
                if code == 38 { style.foreground = color } else { style.background = color }
            default:
                problems.append("unsupported SGR \(code)")
            }
        }
    }
}
