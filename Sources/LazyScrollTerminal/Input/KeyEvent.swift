/// A key press with the modifiers held at the time.
public struct KeyEvent: Sendable, Hashable, CustomStringConvertible {
    /// Which key.
    public var key: Key
    /// Shift, Alt and Control, as far as the terminal reports them.
    public var modifiers: KeyModifiers

    /// A key press with `modifiers` (none by default).
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Control plus a letter, such as Ctrl-C: `.control("c")`.
    public static func control(_ letter: Character) -> KeyEvent {
        KeyEvent(.character(letter), modifiers: .control)
    }

    /// Readable form such as `Ctrl+c` or `Shift+up`, for logs and test failures.
    public var description: String {
        var parts: [String] = []
        if modifiers.contains(.control) { parts.append("Ctrl") }
        if modifiers.contains(.alt) { parts.append("Alt") }
        if modifiers.contains(.shift) { parts.append("Shift") }
        parts.append("\(key)")
        return parts.joined(separator: "+")
    }
}

/// The keys a terminal can tell apart.
public enum Key: Sendable, Hashable {
    /// A printable character (one grapheme); with `.control` in the modifiers it is a Ctrl-letter.
    case character(Character)
    /// Arrow up.
    case up
    /// Arrow down.
    case down
    /// Arrow left.
    case left
    /// Arrow right.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Insert.
    case insert
    /// Delete (forward delete).
    case delete
    /// Tab; Shift-Tab is `.tab` with `.shift`.
    case tab
    /// Enter / Return.
    case enter
    /// Backspace.
    case backspace
    /// Escape.
    case escape
    /// A function key F1…F12.
    case function(Int)
}

/// Modifier keys held with a key or a mouse action.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    /// The raw bits: 1 shift, 2 alt, 4 control (the xterm encoding minus one).
    public var rawValue: UInt8
    /// Modifiers from raw bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt (Meta / Option).
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    public static let control = KeyModifiers(rawValue: 4)
}
