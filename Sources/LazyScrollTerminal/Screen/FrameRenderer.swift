/// Turns successive ``CellBuffer`` frames into the bytes that update a terminal from one to the next.
///
/// It remembers the last frame it rendered, plus where it left the cursor and which style is active,
/// and emits only the cells that changed: CUP / CUF cursor moves (or re-printing a short run of
/// unchanged cells when that is shorter), the SGR changes between neighbouring styles, then the text.
/// An unchanged frame produces zero bytes. The first frame, a frame of a different size, and the first
/// frame after ``invalidate()`` clear the screen and repaint everything.
///
/// Invariants: `cursor` and `activeStyle`, when known, are exactly the terminal's state after the bytes
/// returned so far; `nil` means "unknown", which forces an absolute move or a full SGR reset.
public struct FrameRenderer: Sendable {
    /// Wraps each non-empty frame in synchronized-output brackets (`CSI ? 2026 h` … `l`) so the terminal
    /// shows it at once, without tearing. Only switch it on when the terminal confirmed mode 2026.
    public var usesSynchronizedOutput = false
    /// The colours the terminal shows: every style is brought down to them (see
    /// ``CellStyle/approximated(for:)``) before it is sent. 24-bit colour, everything, by default.
    public var colors: ColorSupport = .trueColor

    private var previous: CellBuffer?
    private var cursor: (column: Int, row: Int)?
    private var activeStyle: CellStyle?

    /// Gaps up to this many cells may be bridged by re-printing them instead of a cursor move.
    private static let longestReprintedGap = 4

    /// A renderer whose first frame repaints the whole screen.
    public init() {}

    /// Forgets what the screen shows, so the next frame repaints everything. Call it when something
    /// else may have drawn on the terminal (after resuming from Ctrl-Z, for example).
    public mutating func invalidate() {
        previous = nil
        cursor = nil
        activeStyle = nil
    }

    /// The bytes that turn the screen from the previous frame into `frame`; empty when nothing changed.
    public mutating func render(_ frame: CellBuffer) -> [UInt8] {
        var output: [UInt8] = []
        let before: CellBuffer
        if let previous, previous.size == frame.size {
            before = previous
        } else {
            // Reset the style first so the cleared screen has the default background.
            output += ControlSequence.resetStyle + ControlSequence.clearScreen
            activeStyle = .plain
            cursor = nil
            before = CellBuffer(size: frame.size)
        }
        let columns = frame.size.columns
        for row in 0..<frame.size.rows {
            let rowStart = row * columns
            for column in 0..<columns where frame.cells[rowStart + column] != before.cells[rowStart + column] {
                let cell = frame.cells[rowStart + column]
                moveCursor(to: column, row: row, in: frame, output: &output)
                let style = displayed(cell.style)
                if activeStyle != style {
                    output += ControlSequence.selectGraphicRendition(from: activeStyle, to: style)
                    activeStyle = style
                }
                output.append(contentsOf: cell.character.utf8)
                // Writing the last column leaves the cursor in a "pending wrap" state whose position
                // terminals disagree on, so treat it as unknown.
                cursor = column + 1 < columns ? (column + 1, row) : nil
            }
        }
        previous = frame
        if usesSynchronizedOutput && !output.isEmpty {
            output = ControlSequence.beginSynchronizedUpdate + output + ControlSequence.endSynchronizedUpdate
        }
        return output
    }

    /// `style` as the terminal can show it.
    private func displayed(_ style: CellStyle) -> CellStyle {
        colors == .trueColor ? style : style.approximated(for: colors)
    }

    private mutating func moveCursor(to column: Int, row: Int, in frame: CellBuffer, output: inout [UInt8]) {
        if let cursor, cursor.row == row, cursor.column == column { return }
        let absolute = ControlSequence.cursorPosition(column: column, row: row)
        guard let cursor, cursor.row == row, cursor.column < column else {
            output += absolute
            return
        }
        let gap = column - cursor.column
        var best = absolute
        let forward = ControlSequence.cursorForward(gap)
        if forward.count < best.count { best = forward }
        if gap <= Self.longestReprintedGap {
            // Re-printing unchanged cells is allowed only when they already have the active style.
            let skipped = (cursor.column..<column).map { frame[$0, row] }
            if skipped.allSatisfy({ displayed($0.style) == activeStyle }) {
                let reprint = skipped.flatMap { Array($0.character.utf8) }
                if reprint.count < best.count { best = reprint }
            }
        }
        output += best
    }
}
