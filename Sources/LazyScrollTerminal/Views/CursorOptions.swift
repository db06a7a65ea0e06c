import LazyScroll

/// How a ``TerminalList`` with a cursor behaves: what can be selected, whether rows can be dragged
/// into a new order, and how the cursor, the selected rows and a dragged row look.
///
/// A list without options (``TerminalList/cursorOptions`` nil, the default) is only viewed, as a log
/// or a pager of text is: the keys scroll it. With options, the keys move a highlighted cursor row and
/// the list scrolls only as far as it takes to keep that row in view:
///
/// | input | without a cursor | with a cursor |
/// |---|---|---|
/// | ↑ ↓ | scroll by ``TerminalList/linesPerArrowKey`` | move the cursor a row (in a grid, to the cell above or below) |
/// | ← → | — | in a grid, move the cursor a column |
/// | PgUp PgDn | scroll by the rows that fit | move the cursor by the rows that fit |
/// | Home End | jump to the first or last row | move the cursor to the first or last row |
/// | Shift + any of those | as without Shift | move the cursor and select the rows it passes, from where the Shift run began |
/// | Space | — | select or deselect the cursor's row |
/// | Ctrl-A, Esc | — | select every row; deselect every row |
/// | Enter | — | ``TerminalListEvent/activated(row:)`` for the cursor's row |
/// | click | the content follows the pointer | move the cursor to the row (Shift extends the selection to it, Ctrl toggles it) |
/// | drag | the content follows the pointer, then flings | with ``allowsReordering``, lift the row and move it (``TerminalListEvent/moved(from:to:)``) |
/// | wheel | scroll, gliding | scroll, gliding; the cursor stays on its row |
///
/// It corresponds to `UICollectionView`'s `allowsSelection` and `allowsMultipleSelection` (here
/// ``selectionMode``) and to its interactive movement (here ``allowsReordering``).
public struct CursorOptions: Sendable, Hashable {
    /// How many rows may be selected: none (the cursor alone, as a menu), one, or any number.
    public var selectionMode: SelectionMode
    /// Whether a drag that starts on a row lifts it and moves it; otherwise a drag scrolls.
    public var allowsReordering: Bool
    /// The edge zone, auto-scroll speed and gap animation of a drag to reorder, in rows and seconds.
    public var reorderSettings: ReorderSettings
    /// Drawn over the cursor's row (by default, reversed).
    public var cursorStyle: CellStyle
    /// Drawn over selected rows other than the cursor's (by default, a blue background and bold text).
    public var selectedStyle: CellStyle
    /// Drawn over the row a drag holds, where it floats under the pointer (by default, reversed and bold).
    public var liftedStyle: CellStyle

    /// The settings of a drag to reorder in a terminal, where a point is a cell: within two rows of
    /// either edge of the list the content scrolls by itself, faster nearer the edge (30 rows a second
    /// with the pointer on the edge row, 40 beyond it), and rows stand aside in 0.12 seconds.
    public static let terminalReorderSettings = ReorderSettings(edgeZone: 2, maximumSpeed: 40, gapDuration: 0.12)

    /// Options for a list whose keys move a cursor; every part has a default.
    public init(
        selectionMode: SelectionMode = .none, allowsReordering: Bool = false,
        reorderSettings: ReorderSettings = CursorOptions.terminalReorderSettings,
        cursorStyle: CellStyle = CellStyle(attributes: .reverse),
        selectedStyle: CellStyle = CellStyle(background: .blue, attributes: .bold),
        liftedStyle: CellStyle = CellStyle(attributes: [.reverse, .bold])
    ) {
        self.selectionMode = selectionMode
        self.allowsReordering = allowsReordering
        self.reorderSettings = reorderSettings
        self.cursorStyle = cursorStyle
        self.selectedStyle = selectedStyle
        self.liftedStyle = liftedStyle
    }
}
