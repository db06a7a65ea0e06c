/// The escape sequences this module writes, in one place so the renderer, the session and the tests'
/// terminal model agree on them.
enum ControlSequence {
    static let escape: UInt8 = 0x1B

    /// `CSI` followed by `body`.
    static func csi(_ body: String) -> [UInt8] { [escape, UInt8(ascii: "[")] + Array(body.utf8) }

    static let resetStyle = csi("m")
    static let clearScreen = csi("2J")
    static let beginSynchronizedUpdate = csi("?2026h")
    static let endSynchronizedUpdate = csi("?2026l")
    /// DECRQM: asks whether the terminal knows synchronized output; answered by `CSI ? 2026 ; Ps $ y`.
    static let querySynchronizedOutput = csi("?2026$p")
    static let synchronizedOutputMode = 2026

    static let enterAlternateScreen = csi("?1049h")
    static let leaveAlternateScreen = csi("?1049l")
    static let hideCursor = csi("?25l")
    static let showCursor = csi("?25h")
    /// Button presses (1000), drags (1002), reported in SGR form (1006) so large coordinates work.
    static let enableMouse = csi("?1000h") + csi("?1002h") + csi("?1006h")
    static let disableMouse = csi("?1006l") + csi("?1002l") + csi("?1000l")
    static let enableBracketedPaste = csi("?2004h")
    static let disableBracketedPaste = csi("?2004l")

    /// CUP to a zero-based cell, omitting parameters that equal the default 1.
    static func cursorPosition(column: Int, row: Int) -> [UInt8] {
        switch (column, row) {
        case (0, 0): return csi("H")
        case (0, _): return csi("\(row + 1)H")
        default: return csi("\(row + 1);\(column + 1)H")
        }
    }

    /// CUF: `count` cells to the right.
    static func cursorForward(_ count: Int) -> [UInt8] {
        count == 1 ? csi("C") : csi("\(count)C")
    }

    /// The shortest SGR that changes the active style `from` (nil when unknown) to `to`. Attributes can
    /// only be switched off one family at a time (22 turns off both bold and dim), so losing any
    /// attribute resets everything and re-applies what remains.
    static func selectGraphicRendition(from: CellStyle?, to: CellStyle) -> [UInt8] {
        var parameters: [Int] = []
        if let from, from.attributes.isSubset(of: to.attributes) {
            for (attribute, code) in TextAttributes.selectGraphicCodes
            where to.attributes.contains(attribute) && !from.attributes.contains(attribute) {
                parameters.append(code)
            }
            if from.foreground != to.foreground {
                parameters += to.foreground.selectGraphicParameters(background: false)
            }
            if from.background != to.background {
                parameters += to.background.selectGraphicParameters(background: true)
            }
        } else {
            if to == .plain { return resetStyle }
            parameters.append(0)
            for (attribute, code) in TextAttributes.selectGraphicCodes where to.attributes.contains(attribute) {
                parameters.append(code)
            }
            if to.foreground != .default {
                parameters += to.foreground.selectGraphicParameters(background: false)
            }
            if to.background != .default {
                parameters += to.background.selectGraphicParameters(background: true)
            }
        }
        return csi(parameters.map(String.init).joined(separator: ";") + "m")
    }
}
