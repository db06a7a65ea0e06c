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
