import LazyScrollTerminal
import PropertySeeds
import Testing

/// Styled spans in a line, drawn over a base style, and wrapped to a width (issue 25, item 3).
@Suite("Styled lines")
struct StyledLineTests {
    static let red = CellStyle(foreground: .red)
    static let bold = CellStyle(attributes: .bold)

    /// The lines' texts, with `|` between spans.
    static func texts(_ lines: [StyledLine]) -> [String] {
        lines.map { $0.spans.map(\.text).joined(separator: "|") }
    }

    @Test func aSpanIsDrawnOverTheBaseStyle() {
        var canvas = CellBuffer(size: TerminalSize(columns: 12, rows: 1))
        let line: StyledLine = ["at ", TextSpan("ERR", style: Self.red), TextSpan(" x", style: CellStyle(background: .blue))]
        let end = canvas.put(line, column: 1, row: 0, base: Self.bold)
        #expect(end == 9)
        #expect(canvas.text == " at ERR x")
        #expect(canvas[1, 0].style == Self.bold)
        #expect(canvas[4, 0].style == CellStyle(foreground: .red, attributes: .bold))
        #expect(canvas[8, 0].style == CellStyle(background: .blue, attributes: .bold))
        #expect(canvas[9, 0] == .blank)
        #expect(line.text == "at ERR x")
        #expect(line.width == 8)
    }

    @Test func layeringKeepsTheBaseWhereTheSpanSaysDefault() {
        let base = CellStyle(foreground: .green, background: .black, attributes: .dim)
        #expect(CellStyle(attributes: .underline).layered(over: base)
            == CellStyle(foreground: .green, background: .black, attributes: [.dim, .underline]))
        #expect(CellStyle(foreground: .red, background: .white).layered(over: base)
            == CellStyle(foreground: .red, background: .white, attributes: .dim))
        #expect(CellStyle.plain.layered(over: base) == base)
    }

    @Test func wrappingBreaksAtSpacesKeepingStyles() {
        let line: StyledLine = ["the quick ", TextSpan("brown", style: Self.red), " fox jumps"]
        #expect(Self.texts(line.wrapped(toWidth: 10)) == ["the quick", "brown| fox", "jumps"])
        #expect(line.wrapped(toWidth: 10)[1].spans[0].style == Self.red)
        // A space just past the width ends a line that fills it exactly.
        #expect(Self.texts(StyledLine("abcde fghij").wrapped(toWidth: 5)) == ["abcde", "fghij"])
        // A word longer than the width is cut; so is indentation before one.
        #expect(Self.texts(StyledLine("a abcdefghijkl").wrapped(toWidth: 5)) == ["a", "abcde", "fghij", "kl"])
        #expect(Self.texts(StyledLine("    abcdefghij").wrapped(toWidth: 6)) == ["    ab", "cdefgh", "ij"])
        // Runs of spaces at a break are dropped; indentation of the first line is kept.
        #expect(Self.texts(StyledLine("  ab    cd").wrapped(toWidth: 5)) == ["  ab", "cd"])
        // What fits, and any line for a width that is not positive, comes back as it is.
        #expect(StyledLine("short").wrapped(toWidth: 5) == [StyledLine("short")])
        #expect(line.wrapped(toWidth: 0) == [line])
        #expect(StyledLine([]).wrapped(toWidth: 3) == [StyledLine([])])
    }

    /// Greedy wrapping, written plainly: each line is the longest start of the rest that ends at a
    /// space or at the end, fits `width` and has text once its trailing spaces are dropped; without
    /// one, the rest is cut at `width`. The spaces after a break are dropped.
    static func modelWrap(_ text: String, width: Int) -> [String] {
        let characters = Array(text)
        guard characters.count > width else { return [text] }
        var lines: [String] = []
        var start = 0
        while start < characters.count {
            if characters.count - start <= width {
                lines.append(String(characters[start...]))
                break
            }
            var line: [Character]?
            for end in stride(from: start + width, to: start, by: -1) where characters[end] == " " {
                var piece = Array(characters[start..<end])
                while piece.last == " " { piece.removeLast() }
                if !piece.isEmpty {
                    line = piece
                    break
                }
            }
            let taken = line ?? Array(characters[start..<(start + width)])
            lines.append(String(taken))
            start += taken.count
            while start < characters.count, characters[start] == " " { start += 1 }
        }
        return lines
    }

    /// Wrapping random lines of random words and styles gives the model's lines, no wider than the
    /// width, with every character other than a space in its style, in order.
    @Test func wrappingIsGreedyAndKeepsEveryCharacterInItsStyle() async {
        await seededPropertyCheck("terminal.styled-line-wrapping", count: 300) { seed in
            var random = SplitMix64(seed: seed)
            let styles = [CellStyle.plain, Self.red, Self.bold]
            var spans: [TextSpan] = []
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                var text = ""
                for _ in 0..<Int.random(in: 0...9, using: &random) { text.append(Int.random(in: 0..<4, using: &random) == 0 ? " " : "x") }
                spans.append(TextSpan(text, style: styles.randomElement(using: &random)!))
            }
            let line = StyledLine(spans)
            let width = Int.random(in: 1...12, using: &random)
            let wrapped = line.wrapped(toWidth: width)
            #expect(wrapped.map(\.text) == Self.modelWrap(line.text, width: width), "at \(width)")
            #expect(wrapped.allSatisfy { $0.width <= width })
            // Each character other than a space, by the index of its style, in order.
            func styled(_ line: StyledLine) -> [Int] {
                line.spans.flatMap { span in span.text.filter { $0 != " " }.map { _ in styles.firstIndex(of: span.style)! } }
            }
            #expect(wrapped.flatMap(styled) == styled(line))
        }
    }
}
