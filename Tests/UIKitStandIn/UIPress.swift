import Foundation

/// Stand-in for UIKit's `UIPress`: one press of a button or a key
/// (https://developer.apple.com/documentation/uikit/uipress). Key presses from a physical keyboard
/// carry the key (`key`, iOS 13.4).
@MainActor
open class UIPress: NSObject {
    /// The phase of a press (https://developer.apple.com/documentation/uikit/uipress/phase-swift.enum).
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The press's phase.
    open internal(set) var phase: Phase
    /// When the press last changed, in seconds.
    open internal(set) var timestamp: TimeInterval
    /// The key of a physical keyboard that was pressed, with its modifiers
    /// (https://developer.apple.com/documentation/uikit/uipress/key).
    open internal(set) var key: UIKey?

    init(phase: Phase, timestamp: TimeInterval, key: UIKey?) {
        self.phase = phase
        self.timestamp = timestamp
        self.key = key
        super.init()
    }
}

/// Stand-in for UIKit's `UIPressesEvent`: the event that press phases arrive with
/// (https://developer.apple.com/documentation/uikit/uipressesevent).
@MainActor
open class UIPressesEvent: UIEvent {
    /// The presses of the event.
    open internal(set) var allPresses: Set<UIPress>

    init(timestamp: TimeInterval, presses: Set<UIPress>) {
        allPresses = presses
        super.init(timestamp: timestamp, touches: nil)
    }
}

/// Stand-in for UIKit's `UIKey`: a key of a physical keyboard and the modifiers held with it
/// (https://developer.apple.com/documentation/uikit/uikey).
@MainActor
open class UIKey: NSObject {
    /// The key's HID usage code, whatever the keyboard layout
    /// (https://developer.apple.com/documentation/uikit/uikey/keycode).
    open private(set) var keyCode: UIKeyboardHIDUsage
    /// The modifier keys held (https://developer.apple.com/documentation/uikit/uikey/modifierflags).
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The text the key produces with its modifiers.
    open private(set) var characters: String
    /// The text the key produces without its modifiers.
    open private(set) var charactersIgnoringModifiers: String

    /// Test driver (not UIKit, whose keys the system makes): a key with its modifiers.
    public init(standInKeyCode keyCode: UIKeyboardHIDUsage, modifierFlags: UIKeyModifierFlags = [], characters: String = "") {
        self.keyCode = keyCode
        self.modifierFlags = modifierFlags
        self.characters = characters
        charactersIgnoringModifiers = characters
        super.init()
    }
}

/// Stand-in for UIKit's `UIKeyboardHIDUsage`: USB HID usage codes of keyboard keys, with UIKit's values
/// (https://developer.apple.com/documentation/uikit/uikeyboardhidusage; the codes are the USB HID Usage
/// Tables' keyboard page). Only the keys the views read are declared.
public enum UIKeyboardHIDUsage: Int, Sendable {
    case keyboardA = 0x04
    case keyboardReturnOrEnter = 0x28
    case keyboardEscape = 0x29
    case keyboardTab = 0x2B
    case keyboardSpacebar = 0x2C
    case keyboardHome = 0x4A
    case keyboardPageUp = 0x4B
    case keyboardEnd = 0x4D
    case keyboardPageDown = 0x4E
    case keyboardRightArrow = 0x4F
    case keyboardLeftArrow = 0x50
    case keyboardDownArrow = 0x51
    case keyboardUpArrow = 0x52
    case keypadEnter = 0x58
}

/// Stand-in for UIKit's `UIKeyModifierFlags`: the modifier keys held with a key, with UIKit's bits
/// (https://developer.apple.com/documentation/uikit/uikeymodifierflags).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: Int
    /// Creates a set of modifiers.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
