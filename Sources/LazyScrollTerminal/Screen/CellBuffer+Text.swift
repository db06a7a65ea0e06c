import Foundation

extension CellBuffer {
    /// The characters of each row without styles, trailing spaces trimmed: the picture as plain text,
    /// for snapshots, replays and logs.
    public var textLines: [String] {
        (0..<size.rows).map { row in
            var line = String((0..<size.columns).map { self[$0, row].character })
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    /// ``textLines`` joined with newlines.
    public var text: String { textLines.joined(separator: "\n") }

    /// The rows as text with some styles marked, for snapshots that must show a highlight: each row's
    /// characters and, when any of its cells shows one of `marks`' styles (see ``CellStyle/includes(_:)``),
    /// the row padded to the grid's width, `|`, and one character per cell: the mark of the first style
    /// the cell shows, a space for none. Trailing spaces are trimmed.
    ///
    /// ```swift
    /// canvas.textLines(marking: ["C": CellStyle(attributes: .reverse)])
    /// // ["Row 0       |CCCCCCCCCCCC", "Row 1"]
    /// ```
    public func textLines(marking marks: KeyValuePairs<Character, CellStyle>) -> [String] {
        zip(textLines, 0..<size.rows).map { line, row in
            var cellMarks = String((0..<size.columns).map { column in
                let style = self[column, row].style
                return marks.first { style.includes($0.value) }?.key ?? " "
            })
            while cellMarks.last == " " { cellMarks.removeLast() }
            guard !cellMarks.isEmpty else { return line }
            return line.padding(toLength: size.columns, withPad: " ", startingAt: 0) + "|" + cellMarks
        }
    }
}
