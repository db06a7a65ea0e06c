import Foundation

/// Stand-in for UIKit's `UIAccessibility` namespace: posting notifications to assistive apps.
public enum UIAccessibility {
    /// A notification to assistive apps.
    public struct Notification: Hashable, RawRepresentable, Sendable {
        /// The notification's value.
        public var rawValue: UInt32
        /// Creates a notification.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed completely.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll moved by a page; the argument describes where it is now.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether VoiceOver is on (https://developer.apple.com/documentation/uikit/uiaccessibility/isvoiceoverrunning).
    /// Nonisolated, as UIKit's `UIAccessibilityIsVoiceOverRunning()` is.
    public static var isVoiceOverRunning: Bool { standInSettings.withLock { $0.voiceOver } }
    /// Whether the user asked to reduce motion
    /// (https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled).
    public static var isReduceMotionEnabled: Bool { standInSettings.withLock { $0.reduceMotion } }
    /// Posted when VoiceOver starts or stops.
    public static let voiceOverStatusDidChangeNotification = NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion is turned on or off.
    public static let reduceMotionStatusDidChangeNotification = NSNotification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")

    private static let standInSettings = StandInLock((voiceOver: false, reduceMotion: false))

    /// Test driver (not UIKit): the user turns VoiceOver on or off; the change is posted on the default
    /// notification center, as the system does.
    @MainActor
    public static func standInSetVoiceOverRunning(_ running: Bool) {
        guard standInSettings.withLock({ settings in
            defer { settings.voiceOver = running }
            return settings.voiceOver != running
        }) else { return }
        NotificationCenter.default.post(name: voiceOverStatusDidChangeNotification, object: nil)
    }

    /// Test driver (not UIKit): the user turns Reduce Motion on or off, posted as the system does.
    @MainActor
    public static func standInSetReduceMotionEnabled(_ enabled: Bool) {
        guard standInSettings.withLock({ settings in
            defer { settings.reduceMotion = enabled }
            return settings.reduceMotion != enabled
        }) else { return }
        NotificationCenter.default.post(name: reduceMotionStatusDidChangeNotification, object: nil)
    }

    /// Posts `notification` with `argument` to assistive apps (recorded in `standInPosted`).
    /// Nonisolated, as UIKit's `UIAccessibilityPostNotification` is; the stand-in records on the main
    /// actor, where the views post.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        nonisolated(unsafe) let argument = argument
        MainActor.assumeIsolated { standInPosted.append((notification, argument)) }
    }
}

/// Stand-in for `UIAccessibilityScrollDirection`: where an assistive app asks content to scroll.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1, left, up, down, next, previous
}

/// Stand-in for `UIUserInterfaceLayoutDirection`.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0, rightToLeft
}

/// Stand-in for `UISemanticContentAttribute`.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// A value behind a lock, for the stand-in's settings that UIKit reads from any thread.
final class StandInLock<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
