/// Turns the bytes a terminal sends into ``InputEvent``s.
///
/// Feed every read to ``parse(_:)``. A read may hold several events or end in the middle of one; the
/// unfinished tail stays in a pending buffer and completes with the next read. A lone Esc byte is
/// ambiguous (it also starts every escape sequence), so it stays pending until the caller decides that no
/// more bytes are coming: when ``hasPendingInput`` is true, wait at most ``escapeTimeoutNanoseconds`` for
/// more input and then call ``flushPending()``.
///
/// Bracketed paste (`ESC [200~` … `ESC [201~`) is swallowed whole: pasted text never turns into keys,
/// so pasting a paragraph cannot trigger a flood of commands.
public struct InputParser: Sendable {
    /// How long a run loop should wait for the rest of an escape sequence before treating a lone Esc as
    /// the Esc key: long enough for a sequence split across reads over ssh, short enough to feel instant.
    public static let escapeTimeoutNanoseconds: UInt64 = 50_000_000

    /// Bytes that begin an event whose end has not arrived yet.
    private var pending: [UInt8] = []
    /// Inside a bracketed paste; bytes are discarded until the end marker.
    private var isInsidePaste = false

    /// Sequences longer than this are garbage, not a slow terminal; dropping them bounds the buffer.
    private static let longestSequence = 64
    private static let pasteEndMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]  // ESC [ 2 0 1 ~

    /// A parser with nothing pending.
    public init() {}

    /// Whether unfinished bytes (typically a lone Esc) are waiting; if so, call ``flushPending()`` once
    /// ``escapeTimeoutNanoseconds`` pass with no new input.
    public var hasPendingInput: Bool { !isInsidePaste && !pending.isEmpty }

    /// Parses one read's worth of bytes, returning every event they complete.
    public mutating func parse(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        return drain(final: false)
    }

    /// Declares that no more bytes are coming for now: a pending Esc becomes the Esc key, Esc followed by
    /// a character becomes Alt plus that character, and unfinishable fragments are dropped.
    public mutating func flushPending() -> [InputEvent] {
        drain(final: true)
    }

    // MARK: - Driving the decoder

    private enum Step {
        /// `consumed` bytes decoded into `event`, or into nothing when the bytes are meaningless to us.
        case decoded(InputEvent?, consumed: Int)
        /// A bracketed paste begins after `consumed` bytes.
        case pasteBegins(consumed: Int)
        /// The bytes so far are a proper prefix of an event.
        case incomplete
    }

    private mutating func drain(final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var start = 0
        while start < pending.count {
            if isInsidePaste {
                if let end = Self.firstIndex(of: Self.pasteEndMarker, in: pending, from: start) {
                    start = end + Self.pasteEndMarker.count
                    isInsidePaste = false
                    continue
                }
                // Keep only what could be the beginning of a split end marker.
                start = max(start, pending.count - (Self.pasteEndMarker.count - 1))
                break
            }
            switch decode(at: start, final: final) {
            case let .decoded(event, consumed):
                if let event { events.append(event) }
                start += consumed
            case let .pasteBegins(consumed):
                isInsidePaste = true
                start += consumed
            case .incomplete:
                pending.removeFirst(start)
                return events
            }
        }
        pending.removeFirst(start)
        return events
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count - start >= needle.count else { return nil }
        for index in start...(haystack.count - needle.count)
        where haystack[index] == needle[0] && haystack[index..<(index + needle.count)].elementsEqual(needle) {
            return index
        }
        return nil
    }

    // MARK: - Decoding one event

    private func decode(at start: Int, final: Bool) -> Step {
        let lead = pending[start]
        guard lead == 0x1B else { return decodePlain(at: start, final: final) }
        let next = start + 1
        guard next < pending.count else {
            return final ? .decoded(.key(KeyEvent(.escape)), consumed: 1) : .incomplete
        }
        switch pending[next] {
        case UInt8(ascii: "["):
            return decodeControlSequence(at: start, final: final)
        case UInt8(ascii: "O"):
            guard next + 1 < pending.count else {
                return final ? .decoded(.key(KeyEvent(.character("O"), modifiers: .alt)), consumed: 2) : .incomplete
            }
            if let key = Self.singleShiftKey(pending[next + 1]) {
                return .decoded(.key(key), consumed: 3)
            }
            // xterm's old form of a modified key, the modifier first: `ESC O 2 A` for Shift+↑.
            if (UInt8(ascii: "2")...UInt8(ascii: "8")).contains(pending[next + 1]) {
                guard next + 2 < pending.count else {
                    return final ? .decoded(.key(KeyEvent(.character("O"), modifiers: .alt)), consumed: 2) : .incomplete
                }
                if var key = Self.singleShiftKey(pending[next + 2]), key.modifiers.isEmpty {
                    key.modifiers = KeyModifiers(xtermParameter: Int(pending[next + 1] - UInt8(ascii: "0")))
                    return .decoded(.key(key), consumed: 4)
                }
            }
            return .decoded(.key(KeyEvent(.character("O"), modifiers: .alt)), consumed: 2)
        case 0x1B:
            return .decoded(.key(KeyEvent(.escape)), consumed: 1)
        default:
            // Esc before a key is how terminals send Alt+key.
            switch decodePlain(at: next, final: final) {
            case let .decoded(.key(keyEvent)?, consumed):
                var withAlt = keyEvent
                withAlt.modifiers.insert(.alt)
                return .decoded(.key(withAlt), consumed: consumed + 1)
            case .incomplete:
                return .incomplete
            default:
                return .decoded(.key(KeyEvent(.escape)), consumed: 1)
            }
        }
    }

    /// A byte that is not Esc: a control key, ASCII, or the start of a UTF-8 character.
    private func decodePlain(at start: Int, final: Bool) -> Step {
        let lead = pending[start]
        if lead < 0x80 {
            return .decoded(Self.asciiKey(lead).map(InputEvent.key), consumed: 1)
        }
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .decoded(nil, consumed: 1)  // not a UTF-8 lead byte
        }
        let available = pending.count - start
        let continuationCount = pending[(start + 1)..<min(pending.count, start + length)]
            .prefix { $0 & 0xC0 == 0x80 }.count
        if continuationCount < min(length, available) - 1 {
            return .decoded(nil, consumed: 1 + continuationCount)  // broken sequence
        }
        guard available >= length else {
            return final ? .decoded(nil, consumed: available) : .incomplete
        }
        // `String(validating:as:)` needs iOS 18 / macOS 15: decoding repairs invalid bytes with U+FFFD,
        // so the bytes were valid exactly when they come back unchanged.
        let bytes = pending[start..<(start + length)]
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.utf8.elementsEqual(bytes), let character = text.first
        else { return .decoded(nil, consumed: length) }
        return .decoded(.key(KeyEvent(.character(character))), consumed: length)
    }

    private static func asciiKey(_ byte: UInt8) -> KeyEvent? {
        switch byte {
        case 0x0D, 0x0A: return KeyEvent(.enter)
        case 0x09: return KeyEvent(.tab)
        case 0x7F, 0x08: return KeyEvent(.backspace)
        case 0x00: return KeyEvent(.character(" "), modifiers: .control)
        case 0x01...0x1A: return .control(Character(Unicode.Scalar(byte - 1 + UInt8(ascii: "a"))))
        case 0x1C...0x1F: return .control(Character(Unicode.Scalar(byte - 0x1C + UInt8(ascii: "\\"))))
        case 0x20...0x7E: return KeyEvent(.character(Character(Unicode.Scalar(byte))))
        default: return nil
        }
    }

    /// Keys sent as `ESC O x`: arrows in application cursor mode, F1–F4, and rxvt's Ctrl+arrows
    /// (`ESC O a` for Ctrl+↑: rxvt's terminfo `kUP5`).
    private static func singleShiftKey(_ byte: UInt8) -> KeyEvent? {
        if let key = arrowKey(lowercase: byte) { return KeyEvent(key, modifiers: .control) }
        return cursorOrFunctionKey(byte).map { KeyEvent($0) }
    }

    /// The key a cursor key's or F1–F4's final byte names, as xterm sends them after `ESC [` or `ESC O`.
    private static func cursorOrFunctionKey(_ byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "P"): return .function(1)
        case UInt8(ascii: "Q"): return .function(2)
        case UInt8(ascii: "R"): return .function(3)
        case UInt8(ascii: "S"): return .function(4)
        default: return nil
        }
    }

    /// rxvt's arrows with a modifier end in a lowercase letter: `ESC [ a` is Shift+↑ (its terminfo's
    /// `kri`/`kind`/`kRIT`/`kLFT`), `ESC O a` Ctrl+↑.
    private static func arrowKey(lowercase byte: UInt8) -> Key? {
        switch byte {
        case UInt8(ascii: "a"): return .up
        case UInt8(ascii: "b"): return .down
        case UInt8(ascii: "c"): return .right
        case UInt8(ascii: "d"): return .left
        default: return nil
        }
    }

    // MARK: - Control sequences (ESC [ …)

    private func decodeControlSequence(at start: Int, final: Bool) -> Step {
        var index = start + 2
        // Parameter bytes 0x30–0x3F, then intermediate bytes 0x20–0x2F, then one final byte 0x40–0x7E.
        // The scan stops one byte past the limit, so an overlong sequence is dropped at the same byte
        // however the input was split into reads (found by fuzzing: scanning to the end of what had
        // arrived dropped more bytes from one big read than from many small ones).
        while index < pending.count, index - start <= Self.longestSequence, (0x20...0x3F).contains(pending[index]) {
            // rxvt ends a shifted editing key with `$`, an intermediate byte elsewhere: `ESC [ 5 $` is
            // Shift+PgUp (its terminfo's `kPRV`). Digits then `$` are nothing else a terminal sends.
            if pending[index] == UInt8(ascii: "$"), index > start + 2,
               pending[(start + 2)..<index].allSatisfy({ (0x30...0x39).contains($0) }) {
                break
            }
            index += 1
        }
        let length = index - start
        if length > Self.longestSequence {
            return .decoded(nil, consumed: length)
        }
        guard index < pending.count else {
            guard final else { return .incomplete }
            if length == 2 {
                return .decoded(.key(KeyEvent(.character("["), modifiers: .alt)), consumed: 2)
            }
            return .decoded(nil, consumed: length)
        }
        let finalByte = pending[index]
        guard (0x40...0x7E).contains(finalByte) || finalByte == UInt8(ascii: "$") else {
            return .decoded(nil, consumed: length)  // not a well-formed sequence; skip what we saw
        }
        let parameters = Array(pending[(start + 2)..<index])
        if parameters == Array("200".utf8) && finalByte == UInt8(ascii: "~") {
            return .pasteBegins(consumed: length + 1)
        }
        return .decoded(Self.controlSequenceEvent(parameters: parameters, final: finalByte), consumed: length + 1)
    }

    private static func controlSequenceEvent(parameters: [UInt8], final: UInt8) -> InputEvent? {
        if parameters.first == UInt8(ascii: "<") {
            return mouseEvent(parameters: parameters.dropFirst(), final: final)
        }
        if parameters.first == UInt8(ascii: "?"), parameters.last == UInt8(ascii: "$"),
            final == UInt8(ascii: "y")
        {
            let numbers = numbers(parameters.dropFirst().dropLast())
            guard numbers.count == 2, let mode = numbers[0], let value = numbers[1] else { return nil }
            return .modeReport(mode: mode, value: value)
        }
        guard parameters.allSatisfy({ $0 == UInt8(ascii: ";") || (0x30...0x39).contains($0) }) else {
            return nil  // private or intermediate forms we do not use (focus reports, etc.)
        }
        let numbers = numbers(parameters[...])
        let modifiers = numbers.count >= 2 ? KeyModifiers(xtermParameter: numbers[1]) : []
        if let key = cursorOrFunctionKey(final) {
            // xterm's old form puts the modifier first (`ESC [ 2 A`, modifyCursorKeys 0; Terminal.app's
            // `ESC [ 5 D` for Ctrl+←); the current one second (`ESC [ 1 ; 2 A`).
            let modifierFirst = numbers.count == 1 ? KeyModifiers(xtermParameter: numbers[0]) : []
            return .key(KeyEvent(key, modifiers: modifiers.union(modifierFirst)))
        }
        if parameters.isEmpty, let key = arrowKey(lowercase: final) {
            return .key(KeyEvent(key, modifiers: .shift))
        }
        switch final {
        case UInt8(ascii: "Z"):
            return .key(KeyEvent(.tab, modifiers: modifiers.union(.shift)))
        case UInt8(ascii: "~"), UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
            guard let code = numbers.first ?? nil, let key = tildeKey(code) else { return nil }
            // rxvt marks a modified editing or function key by the final byte: `$` Shift, `^` Ctrl,
            // `@` Ctrl+Shift (`ESC [ 5 ^` is Ctrl+PgUp); xterm by a second parameter before `~`.
            let rxvtModifiers: KeyModifiers
            switch final {
            case UInt8(ascii: "$"): rxvtModifiers = .shift
            case UInt8(ascii: "^"): rxvtModifiers = .control
            case UInt8(ascii: "@"): rxvtModifiers = [.control, .shift]
            default: rxvtModifiers = []
            }
            guard rxvtModifiers.isEmpty || numbers.count == 1 else { return nil }
            return .key(KeyEvent(key, modifiers: modifiers.union(rxvtModifiers)))
        default:
            return nil
        }
    }

    private static func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(code - 10)
        case 17...21: return .function(code - 11)
        case 23, 24: return .function(code - 12)
        default: return nil
        }
    }

    /// SGR mouse report `ESC [ < b ; x ; y M` (press or motion) or `… m` (release).
    private static func mouseEvent(parameters: ArraySlice<UInt8>, final: UInt8) -> InputEvent? {
        let numbers = numbers(parameters)
        guard final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
            numbers.count == 3, let code = numbers[0], let x = numbers[1], let y = numbers[2]
        else { return nil }
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let buttonBits = code & 3
        let kind: MouseEventKind
        if code & 128 != 0 {
            return nil  // buttons 8–11 (back/forward); nothing here uses them
        } else if code & 64 != 0 {
            let directions: [WheelDirection] = [.up, .down, .left, .right]
            kind = .wheel(directions[buttonBits])
        } else if code & 32 != 0 {
            kind = MouseButton(rawValue: buttonBits).map(MouseEventKind.drag) ?? .move
        } else {
            let button = MouseButton(rawValue: buttonBits) ?? .left
            kind = final == UInt8(ascii: "m") ? .release(button) : .press(button)
        }
        return .mouse(MouseEvent(kind, column: max(0, x - 1), row: max(0, y - 1), modifiers: modifiers))
    }

    /// Semicolon-separated decimal numbers; an empty field is `nil` (the sequence's default).
    private static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int?] {
        bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
            guard !field.isEmpty, field.count < 10 else { return nil }
            return Int(String(decoding: field, as: UTF8.self))
        }
    }
}

extension KeyModifiers {
    /// xterm sends modifiers as 1 + bits (2 = Shift, 5 = Ctrl, …).
    fileprivate init(xtermParameter: Int?) {
        guard let parameter = xtermParameter, parameter > 1 else {
            self = []
            return
        }
        self.init(rawValue: UInt8(truncatingIfNeeded: parameter - 1) & 0b111)
    }
}
