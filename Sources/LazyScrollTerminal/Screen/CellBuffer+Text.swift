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
}
