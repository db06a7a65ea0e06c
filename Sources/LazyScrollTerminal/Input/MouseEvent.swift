/// A mouse action at a cell, reported through SGR mouse mode (1006).
public struct MouseEvent: Sendable, Hashable {
    /// What the mouse did.
    public var kind: MouseEventKind
    /// Zero-based column of the cell under the pointer.
    public var column: Int
    /// Zero-based row of the cell under the pointer.
    public var row: Int
    /// Modifier keys held during the action.
    public var modifiers: KeyModifiers

    /// A mouse action at (`column`, `row`), both zero-based.
    public init(_ kind: MouseEventKind, column: Int, row: Int, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }
}

/// The kinds of mouse action.
public enum MouseEventKind: Sendable, Hashable {
    /// A button went down.
    case press(MouseButton)
    /// A button went up.
    case release(MouseButton)
    /// The pointer moved while `MouseButton` was held.
    case drag(MouseButton)
    /// The pointer moved with no button held (only reported in any-motion mode).
    case move
    /// One wheel step.
    case wheel(WheelDirection)
}

/// A mouse button.
public enum MouseButton: Int, Sendable, Hashable {
    /// The primary button.
    case left = 0
    /// The wheel button.
    case middle = 1
    /// The secondary button.
    case right = 2
}

/// The direction of one wheel step; `left`/`right` come from horizontal wheels and tilt wheels.
public enum WheelDirection: Sendable, Hashable {
    /// Content should move down (the wheel rolled away from the user).
    case up
    /// Content should move up.
    case down
    /// Horizontal step to the left.
    case left
    /// Horizontal step to the right.
    case right
}
