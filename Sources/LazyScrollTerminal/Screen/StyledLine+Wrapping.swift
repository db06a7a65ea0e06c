extension StyledLine {
    /// The line broken into lines at most `width` cells wide, keeping every span's style: at the last
    /// space that lets a line fit, or inside a word longer than `width`; the spaces at each break are
    /// dropped, the first line's indentation is kept. A line that fits, and any line when `width` is not
    /// positive, comes back as it is.
    ///
    /// - Complexity: O(characters).
    public func wrapped(toWidth width: Int) -> [StyledLine] {
        guard width > 0 else { return [self] }
        var characters: [(character: Character, style: CellStyle)] = []
        for span in spans {
            for character in span.text { characters.append((character, span.style)) }
        }
        guard characters.count > width else { return [self] }
        var lines: [StyledLine] = []
        var start = 0
        while start < characters.count {
            if characters.count - start <= width {
                lines.append(Self(characters[start...]))
                break
            }
            // A space at `start + width` ends a line that fills the width exactly. Without a space after
            // some text (one long word, or indentation before it), the word is cut at the width.
            var end = start
            if let space = (start...(start + width)).last(where: { characters[$0].character == " " }) {
                end = space
                while end > start, characters[end - 1].character == " " { end -= 1 }
            }
            if end == start { end = start + width }
            lines.append(Self(characters[start..<end]))
            start = end
            while start < characters.count, characters[start].character == " " { start += 1 }
        }
        return lines
    }

    /// A line of `characters`, one span per run of one style.
    private init(_ characters: ArraySlice<(character: Character, style: CellStyle)>) {
        var spans: [TextSpan] = []
        for (character, style) in characters {
            if spans.last?.style == style {
                spans[spans.count - 1].text.append(character)
            } else {
                spans.append(TextSpan(String(character), style: style))
            }
        }
        self.init(spans)
    }
}
