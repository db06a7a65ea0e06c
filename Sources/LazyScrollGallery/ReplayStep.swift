import Foundation
import LazyScrollTerminal

/// One step of a replay script.
public enum ReplayStep: Sendable, Hashable {
    /// `wheel down 30`: that many wheel notches, one per tick, over the middle of the demo.
    case wheel(WheelDirection, notches: Int)
    /// `drag -200` or `drag -200 release 1500`: the finger goes down in the middle of the demo (unless
    /// it is already down) and moves `distance` cells along the demo's axis (negative: up or left), ten
    /// cells per tick at most; with `release`, it then lifts, flinging at `release` cells per second in
    /// the drag's direction.
    case drag(distance: Double, release: Double?)
    /// `release` or `release 1500`: the finger lifts, flinging at that speed in the last drag's direction
    /// (without a speed: the speed of its last moves).
    case release(speed: Double?)
    /// `wait 2s` or `wait 250ms`: time passes in ticks of 1/60 s.
    case wait(seconds: Double)
    /// `key End`: a key press (names: Up Down Left Right Home End PgUp PgDn Tab BackTab Enter Esc
    /// Space, or one character such as `o`, `r`, `q`, `2`).
    case key(KeyEvent)
    /// `resize 100x30`: the terminal changes size (to any size from 0x0 to 1000x1000).
    case resize(TerminalSize)
    /// `click 30 0`: the left button goes down and up on the cell at column 30, row 0 (both from 0).
    case click(column: Int, row: Int)
    /// `mouse down 10 5`, `mouse drag 10 9`, `mouse up 10 9`: one mouse report as the terminal sends
    /// it, the left button pressed, moved while held, or released at a cell (from 0); `mouse drag`
    /// takes one tick, as a terminal reports motion at most once a frame.
    case mouse(MouseEventKind, column: Int, row: Int)
}
