/// The reusable view of the terminal views: a row's (or a page's) content, configured for one data
/// item and recycled through a `ReusePool` when that item unloads.
///
/// A block shows either text or cells:
/// - **Text**: lines of styled spans (``styledLines``, or ``lines`` for plain strings) in the block's
///   ``style``, each line cut at the block's width or, with ``wrapsLines``, wrapped to it. A list that
///   sizes rows to fit makes each row as tall as its block's ``height``, and a resize re-configures and
///   re-wraps its rows.
/// - **Cells**: whatever ``drawCells(rows:_:)`` draws into a canvas as wide as the block, for content
///   that is not text (a bar chart, a box, a picture made of blocks).
///
/// ```swift
/// block.styledLines = [["12:00:07 ", TextSpan("ERROR", style: CellStyle(foreground: .red)), " disk full on /var"]]
/// block.wrapsLines = true  // long messages continue on the next rows
/// ```
public struct TextBlock: Sendable, Hashable {
    /// What a block shows.
    private enum Content: Sendable, Hashable {
        case text([StyledLine])
        case cells(CellBuffer)
    }

    /// The data item the block was last configured for (-1 when fresh from the factory).
    public var dataIndex: Int
    /// The style the text is drawn in: each span's style is drawn over it (see ``CellStyle/layered(over:)``).
    public var style: CellStyle
    /// The width in cells the block is drawn at: set by the view before it configures the block (a
    /// list's width, a grid's column, a pager's page), and the width ``wrapsLines`` wraps to.
    public var width: Int {
        didSet { layOut() }
    }
    /// Whether text lines longer than ``width`` continue on the next rows (broken at spaces, see
    /// ``StyledLine/wrapped(toWidth:)``) rather than being cut at the block's edge.
    public var wrapsLines: Bool {
        didSet { layOut() }
    }
    private var content: Content {
        didSet { layOut() }
    }
    /// The rows the block draws, top to bottom: the text's lines, wrapped when the block wraps them.
    /// Kept in step with the text, the width and ``wrapsLines`` so that measuring a row costs nothing.
    private var laidOutLines: [StyledLine] = []

    /// An unconfigured block.
    public init(dataIndex: Int = -1, lines: [String] = [], style: CellStyle = .plain) {
        self.init(dataIndex: dataIndex, styledLines: lines.map { StyledLine($0) }, style: style)
    }

    /// A block of styled text, `width` cells wide, its lines wrapped to that width when `wrapsLines`.
    public init(dataIndex: Int = -1, styledLines: [StyledLine], style: CellStyle = .plain, width: Int = 0, wrapsLines: Bool = false) {
        self.dataIndex = dataIndex
        self.style = style
        self.width = width
        self.wrapsLines = wrapsLines
        self.content = .text(styledLines)
        layOut()
    }

    /// The text, as lines of styled spans, before wrapping; empty while the block shows cells. Setting
    /// it makes the block show text.
    public var styledLines: [StyledLine] {
        get {
            guard case let .text(lines) = content else { return [] }
            return lines
        }
        set { content = .text(newValue) }
    }

    /// The text as plain strings, one per line before wrapping; setting it makes the block show these
    /// lines in ``style``.
    public var lines: [String] {
        get { styledLines.map(\.text) }
        set { styledLines = newValue.map { StyledLine($0) } }
    }

    /// The cells ``drawCells(rows:_:)`` drew, or nil while the block shows text. Setting it makes the
    /// block show these cells (nil: no text either).
    public var cells: CellBuffer? {
        get {
            guard case let .cells(cells) = content else { return nil }
            return cells
        }
        set { content = newValue.map(Content.cells) ?? .text([]) }
    }

    /// Makes the block show cells: `draw` paints a canvas ``width`` cells wide and `rows` tall, blank to
    /// start with, in the canvas's own coordinates (its top-left cell is the block's).
    ///
    /// ```swift
    /// block.drawCells(rows: 1) { canvas in
    ///     let filled = canvas.size.columns * load / 100
    ///     canvas.fill(CellRect(column: 0, row: 0, width: filled, height: 1), with: Cell("█", style: CellStyle(foreground: .green)))
    /// }
    /// ```
    public mutating func drawCells(rows: Int, _ draw: (inout CellBuffer) -> Void) {
        var canvas = CellBuffer(size: TerminalSize(columns: width, rows: rows))
        draw(&canvas)
        content = .cells(canvas)
    }

    /// How many rows the block draws: its text's lines (after wrapping) or its cells' rows. A list that
    /// sizes its rows to fit makes each row this tall.
    ///
    /// - Complexity: O(1).
    public var height: Int {
        switch content {
        case .text: return laidOutLines.count
        case let .cells(cells): return cells.size.rows
        }
    }

    /// The text's lines as drawn: wrapped to ``width`` when ``wrapsLines``; empty while the block shows cells.
    public var displayedLines: [StyledLine] { laidOutLines }

    /// Brings ``laidOutLines`` in step with the text, the width and the wrapping.
    private mutating func layOut() {
        guard case let .text(lines) = content else {
            laidOutLines = []
            return
        }
        laidOutLines = wrapsLines ? lines.flatMap { $0.wrapped(toWidth: width) } : lines
    }

    /// Draws the block with its top-left cell at (`column`, `row`), clipped to `clip`.
    public func draw(into canvas: inout CellBuffer, column: Int, row: Int, clip: CellRect) {
        draw(into: &canvas, column: column, row: row, clip: clip, shrunkBy: 0, dimmed: false)
    }

    /// Draws the block `rows` rows shorter at the top and at the bottom, keeping its first and last
    /// rows (a card's frame) and dropping the rows next to them, and faint when `dimmed`: how a
    /// carousel shows a page that has moved away from the centre.
    ///
    /// - Complexity: O(cells drawn).
    public func draw(into canvas: inout CellBuffer, column: Int, row: Int, clip: CellRect, shrunkBy rows: Int, dimmed: Bool) {
        let count = height
        let dropped = min(max(0, rows), max(0, (count - 2) / 2))
        let kept = dropped == 0 ? Array(0..<count) : [0] + Array((1 + dropped)..<(count - 1 - dropped)) + [count - 1]
        var base = style
        if dimmed { base.attributes.insert(.dim) }
        for (k, source) in kept.enumerated() {
            let target = row + dropped + k
            guard target >= clip.row && target < clip.endRow else { continue }
            switch content {
            case .text:
                canvas.put(laidOutLines[source], column: column, row: target, base: base, clip: clip)
            case let .cells(cells):
                for x in 0..<cells.size.columns where clip.contains(column: column + x, row: target) {
                    var cell = cells[x, source]
                    if dimmed { cell.style.attributes.insert(.dim) }
                    canvas[column + x, target] = cell
                }
            }
        }
    }
}
