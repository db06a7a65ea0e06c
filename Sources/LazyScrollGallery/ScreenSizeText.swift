import LazyScrollTerminal

/// The `COLUMNSxROWS` text (such as `80x24`) that the command line's `--size` and the replay script's
/// `resize` step take, with the rule a bad value breaks spelled out.
public enum ScreenSizeText {
    /// The size `text` names, when it is two whole numbers joined by `x` (or `X`), each within `sides`.
    ///
    /// - Throws: ``ScreenSizeTextError``, whose description says the allowed range (for a size out of
    ///   range, such as `5x3`, `0x0` or `-5x10`) or the expected form.
    public static func parse(_ text: String, sides: ClosedRange<Int>) throws -> TerminalSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]) else {
            throw ScreenSizeTextError(text: text, sides: sides, isOutOfRange: false)
        }
        guard sides.contains(columns), sides.contains(rows) else {
            throw ScreenSizeTextError(text: text, sides: sides, isOutOfRange: true)
        }
        return TerminalSize(columns: columns, rows: rows)
    }
}

/// A `COLUMNSxROWS` value that is malformed or out of range; its description is one line that names
/// the allowed range and an example.
public struct ScreenSizeTextError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text as given.
    public var text: String
    /// The columns and rows allowed.
    public var sides: ClosedRange<Int>
    /// Whether the text had the right form but a number outside ``sides``.
    public var isOutOfRange: Bool

    /// "columns and rows must each be from 4 to 1000, such as 80x24", or for a malformed value
    /// "expected COLUMNSxROWS with columns and rows from 4 to 1000, such as 80x24".
    public var description: String {
        let range = "from \(sides.lowerBound) to \(sides.upperBound), such as 80x24"
        return isOutOfRange
            ? "columns and rows must each be \(range)"
            : "expected COLUMNSxROWS with columns and rows \(range)"
    }
}
