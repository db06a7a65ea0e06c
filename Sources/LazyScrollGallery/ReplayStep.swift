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
    /// `resize 100x30`: the terminal changes size.
    case resize(TerminalSize)
}
