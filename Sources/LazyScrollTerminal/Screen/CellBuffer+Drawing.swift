extension CellBuffer {
    /// Writes `text` from (`column`, `row`) rightwards in `style`, one grapheme per cell, clipped to
    /// `clip` and to the grid. Graphemes that are not one column wide are replaced (see
    /// ``displayable(_:)``) so the grid and the screen never disagree about where a cell is.
    /// Returns the column just after the last grapheme, clipped or not, so calls can be chained.
    @discardableResult
    public mutating func put(
        _ text: String, column: Int, row: Int, style: CellStyle = .plain, clip: CellRect? = nil
    ) -> Int {
        let area = clip.map { $0.intersection(bounds) } ?? bounds
        var current = column
        guard row >= area.row, row < area.endRow else { return column + text.count }
        for character in text {
            if current >= area.column && current < area.endColumn {
                self[current, row] = Cell(Self.displayable(character), style: style)
            }
            current += 1
        }
        return current
    }

    /// Sets every cell of `rect` (clipped to the grid) to `cell`.
    public mutating func fill(_ rect: CellRect, with cell: Cell) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.row..<area.endRow {
            for column in area.column..<area.endColumn {
                self[column, row] = cell
            }
        }
    }

    /// Draws `style` over every cell of `rect` (clipped to the grid), keeping the characters: its
    /// colours where it sets them, the attributes of both (see ``CellStyle/layered(over:)``). How a
    /// list highlights its cursor's row over whatever the row drew.
    public mutating func layer(_ style: CellStyle, over rect: CellRect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for row in area.row..<area.endRow {
            for column in area.column..<area.endColumn {
                self[column, row].style = style.layered(over: self[column, row].style)
            }
        }
    }

    /// Draws the outline of `rect` with `lines` in `style`, leaving the inside untouched. Rectangles
    /// narrower or shorter than two cells draw what fits.
    public mutating func drawBox(_ rect: CellRect, lines: BoxLines = .light, style: CellStyle = .plain) {
        guard !rect.isEmpty else { return }
        let right = rect.endColumn - 1
        let bottom = rect.endRow - 1
        for column in rect.column...right {
            self[column, rect.row] = Cell(lines.horizontal, style: style)
            self[column, bottom] = Cell(lines.horizontal, style: style)
        }
        for row in rect.row...bottom {
            self[rect.column, row] = Cell(lines.vertical, style: style)
            self[right, row] = Cell(lines.vertical, style: style)
        }
        self[rect.column, rect.row] = Cell(lines.topLeft, style: style)
        self[right, rect.row] = Cell(lines.topRight, style: style)
        self[rect.column, bottom] = Cell(lines.bottomLeft, style: style)
        self[right, bottom] = Cell(lines.bottomRight, style: style)
    }

    /// The character itself when a terminal shows it in exactly one column, otherwise a stand-in:
    /// `?` for wide (CJK, emoji) graphemes and for control characters, which would move the cursor
    /// and desynchronise the diff renderer.
    public static func displayable(_ character: Character) -> Character {
        for scalar in character.unicodeScalars {
            let value = scalar.value
            if value < 0x20 || (0x7F...0x9F).contains(value) { return "?" }
            if value == 0xFE0F || isWide(value) { return "?" }
        }
        return character
    }

    /// East Asian Wide/Fullwidth blocks and emoji blocks: rendered two columns wide by terminals.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
