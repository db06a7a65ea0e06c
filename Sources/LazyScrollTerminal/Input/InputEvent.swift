/// One thing that happened at the terminal, in the order it happened.
///
/// Keys, mouse actions and mode reports come from ``InputParser``; `resize` comes from the session when
/// the window changes size (SIGWINCH), because the size never travels through the input bytes.
public enum InputEvent: Sendable, Hashable {
    /// A key press.
    case key(KeyEvent)
    /// A mouse press, release, drag or wheel step.
    case mouse(MouseEvent)
    /// The terminal now has `TerminalSize` columns and rows.
    case resize(TerminalSize)
    /// The terminal's answer to a DECRQM query: `mode` is in state `value`
    /// (0 not recognised, 1 set, 2 reset, 3 permanently set, 4 permanently reset).
    case modeReport(mode: Int, value: Int)
}
