import PropertySeeds
import Testing

@testable import LazyScrollTerminal

@Suite struct InputParserTests {
    static let escape = "\u{1B}"

    static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent { .key(KeyEvent(key, modifiers: modifiers)) }
    static func char(_ character: Character) -> InputEvent { key(.character(character)) }
    static func mouse(_ kind: MouseEventKind, _ column: Int, _ row: Int, _ modifiers: KeyModifiers = []) -> InputEvent {
        .mouse(MouseEvent(kind, column: column, row: row, modifiers: modifiers))
    }

    /// Byte sequences and the events they must produce.
    static let corpus: [(String, [InputEvent])] = [
        ("a", [char("a")]),
        ("Q", [char("Q")]),
        ("\r", [key(.enter)]),
        ("\t", [key(.tab)]),
        ("\u{7F}", [key(.backspace)]),
        ("\u{3}", [.key(.control("c"))]),
        ("\u{1}", [.key(.control("a"))]),
        ("é", [char("é")]),
        ("€", [char("€")]),
        ("😀", [char("😀")]),
        ("\(escape)[A", [key(.up)]),
        ("\(escape)[B", [key(.down)]),
        ("\(escape)[C", [key(.right)]),
        ("\(escape)[D", [key(.left)]),
        ("\(escape)OA", [key(.up)]),
        ("\(escape)[H", [key(.home)]),
        ("\(escape)[F", [key(.end)]),
        ("\(escape)[1~", [key(.home)]),
        ("\(escape)[4~", [key(.end)]),
        ("\(escape)[5~", [key(.pageUp)]),
        ("\(escape)[6~", [key(.pageDown)]),
        ("\(escape)[3~", [key(.delete)]),
        ("\(escape)[Z", [key(.tab, .shift)]),
        ("\(escape)[1;5C", [key(.right, .control)]),
        ("\(escape)[1;2A", [key(.up, .shift)]),
        // Shift with the other cursor and editing keys as xterm, tmux, VTE and kitty send them
        // (terminfo xterm-256color and tmux-256color: kind, kRIT, kLFT, kHOM, kEND, kPRV, kNXT).
        ("\(escape)[1;2B", [key(.down, .shift)]),
        ("\(escape)[1;2C", [key(.right, .shift)]),
        ("\(escape)[1;2D", [key(.left, .shift)]),
        ("\(escape)[1;2H", [key(.home, .shift)]),
        ("\(escape)[1;2F", [key(.end, .shift)]),
        ("\(escape)[5;2~", [key(.pageUp, .shift)]),
        ("\(escape)[6;2~", [key(.pageDown, .shift)]),
        // rxvt and urxvt (terminfo rxvt-unicode-256color: kLFT=\E[d, kRIT=\E[c, kPRV=\E[5$, kHOM=\E[7$,
        // kUP5=\EOa): Shift+arrows end in a lowercase letter, Ctrl+arrows too after ESC O, and a
        // modified editing key ends in $ (Shift), ^ (Ctrl) or @ (both).
        ("\(escape)[a", [key(.up, .shift)]),
        ("\(escape)[b", [key(.down, .shift)]),
        ("\(escape)[c", [key(.right, .shift)]),
        ("\(escape)[d", [key(.left, .shift)]),
        ("\(escape)Oa", [key(.up, .control)]),
        ("\(escape)Od", [key(.left, .control)]),
        ("\(escape)[5$", [key(.pageUp, .shift)]),
        ("\(escape)[7$q", [key(.home, .shift), char("q")]),
        ("\(escape)[8$", [key(.end, .shift)]),
        ("\(escape)[6^", [key(.pageDown, .control)]),
        ("\(escape)[3@", [key(.delete, [.control, .shift])]),
        // xterm's old form with the modifier first (modifyCursorKeys: 0), also after ESC O, and
        // Terminal.app's Ctrl+← of old.
        ("\(escape)[2A", [key(.up, .shift)]),
        ("\(escape)O2B", [key(.down, .shift)]),
        ("\(escape)[5D", [key(.left, .control)]),
        ("\(escape)O5P", [key(.function(1), .control)]),
        ("\(escape)O2x", [char("O").withModifiers(.alt), char("2"), char("x")]),
        ("\(escape)OP", [key(.function(1))]),
        ("\(escape)[15~", [key(.function(5))]),
        ("\(escape)b", [char("b").withModifiers(.alt)]),
        ("\(escape)\(escape)[A", [key(.escape), key(.up)]),
        ("\(escape)[<64;10;5M", [mouse(.wheel(.up), 9, 4)]),
        ("\(escape)[<65;1;1M", [mouse(.wheel(.down), 0, 0)]),
        ("\(escape)[<66;3;4M", [mouse(.wheel(.left), 2, 3)]),
        ("\(escape)[<67;3;4M", [mouse(.wheel(.right), 2, 3)]),
        ("\(escape)[<0;5;6M", [mouse(.press(.left), 4, 5)]),
        ("\(escape)[<0;5;6m", [mouse(.release(.left), 4, 5)]),
        ("\(escape)[<2;200;100M", [mouse(.press(.right), 199, 99)]),
        ("\(escape)[<32;7;6M", [mouse(.drag(.left), 6, 5)]),
        ("\(escape)[<16;2;2M", [mouse(.press(.left), 1, 1, .control)]),
        ("\(escape)[?2026;2$y", [.modeReport(mode: 2026, value: 2)]),
        ("ab\(escape)[Bc\(escape)[<65;2;3M", [char("a"), char("b"), key(.down), char("c"), mouse(.wheel(.down), 1, 2)]),
        ("x\(escape)[200~hello\(escape)[A\r\u{3}\(escape)[201~y", [char("x"), char("y")]),
        ("\(escape)[I\(escape)[O", []),  // focus reports are not ours; they must not become keys
    ]

    @Test func everySequenceParsesTheSameWhenSplitAtAnyByte() {
        for (text, expected) in Self.corpus {
            let bytes = Array(text.utf8)
            for split in 0...bytes.count {
                var parser = InputParser()
                let events = parser.parse(bytes[..<split]) + parser.parse(bytes[split...]) + parser.flushPending()
                #expect(events == expected, "\(text.debugDescription) split at \(split)")
            }
            var parser = InputParser()
            let byteByByte = bytes.flatMap { parser.parse([$0]) } + parser.flushPending()
            #expect(byteByByte == expected, "\(text.debugDescription) byte by byte")
        }
    }

    @Test func randomConcatenationsSplitRandomlyParseToTheConcatenatedEvents() async {
        await seededPropertyCheck("input-parser.random-splits", count: 300) { seed in
            var random = SplitMix64(seed: seed)
            // A trailing lone Esc would make the end ambiguous, so the corpus entries all end complete.
            let picks = (0..<Int.random(in: 1...8, using: &random)).map { _ in Self.corpus.randomElement(using: &random)! }
            let bytes = Array(picks.map(\.0).joined().utf8)
            var parser = InputParser()
            var events: [InputEvent] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int.random(in: 1...7, using: &random))
                events += parser.parse(bytes[start..<end])
                start = end
            }
            #expect(!parser.hasPendingInput, "seed \(seed)")
            #expect(events == picks.flatMap(\.1), "seed \(seed)")
        }
    }

    @Test func aLoneEscapeBecomesTheEscapeKeyOnlyAfterFlush() {
        var parser = InputParser()
        #expect(parser.parse([0x1B]).isEmpty)
        #expect(parser.hasPendingInput)
        #expect(parser.flushPending() == [Self.key(.escape)])
        #expect(!parser.hasPendingInput)
        #expect(parser.flushPending().isEmpty)
    }

    @Test func anEscapeFollowedLaterByTheRestOfASequenceIsStillTheSequence() {
        var parser = InputParser()
        #expect(parser.parse([0x1B, UInt8(ascii: "[")]).isEmpty)
        #expect(parser.parse([UInt8(ascii: "B")]) == [Self.key(.down)])
    }

    @Test func bracketedPasteIsSwallowedEvenWhenItsEndMarkerIsSplit() {
        var parser = InputParser()
        let paste = Array("\(Self.escape)[200~rm -rf /\r\(Self.escape)[20".utf8)
        #expect(parser.parse(paste).isEmpty)
        #expect(!parser.hasPendingInput, "a paste in progress must not time out into an Esc key")
        #expect(parser.flushPending().isEmpty)
        #expect(parser.parse(Array("1~k".utf8)) == [Self.char("k")])
    }

    @Test func garbageIsDroppedWithoutLosingWhatFollows() {
        var parser = InputParser()
        let bytes: [UInt8] = [0xFF, 0x80, 0xC3] + Array("a".utf8) + Array("\(Self.escape)[\(String(repeating: "9", count: 80))x".utf8) + [UInt8(ascii: "z")]
        let events = parser.parse(bytes) + parser.flushPending()
        #expect(events.first == Self.char("a"))
        #expect(events.last == Self.char("z"))
    }
}

extension InputEvent {
    fileprivate func withModifiers(_ modifiers: KeyModifiers) -> InputEvent {
        guard case var .key(keyEvent) = self else { return self }
        keyEvent.modifiers.formUnion(modifiers)
        return .key(keyEvent)
    }
}
