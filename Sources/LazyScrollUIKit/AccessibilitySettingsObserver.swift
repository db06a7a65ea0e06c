#if UIKIT_STAND_IN
import UIKitStandIn
#elseif canImport(UIKit)
import UIKit
#endif
#if UIKIT_STAND_IN || canImport(UIKit)
import Foundation

/// Calls back when VoiceOver starts or stops or Reduce Motion is turned on or off
/// (`UIAccessibility.voiceOverStatusDidChangeNotification`, `reduceMotionStatusDidChangeNotification`),
/// for as long as it lives: its owner lets it go and the observations end.
final class AccessibilitySettingsObserver {
    private let tokens: [any NSObjectProtocol]

    /// Observes both settings; `changed` runs on the main actor.
    init(_ changed: @escaping @MainActor @Sendable () -> Void) {
        let names = [UIAccessibility.voiceOverStatusDidChangeNotification, UIAccessibility.reduceMotionStatusDidChangeNotification]
        tokens = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: Self.mainQueue) { _ in
                MainActor.assumeIsolated { changed() }
            }
        }
    }

    /// Where the change is heard: on the main queue (at once when posted on the main thread, as UIKit
    /// posts it). The stand-in's tests post on the main actor, which Swift Testing may run off the main
    /// thread, so there it is heard where it is posted.
    private static var mainQueue: OperationQueue? {
        #if UIKIT_STAND_IN
        return nil
        #else
        return .main
        #endif
    }

    deinit {
        for token in tokens { NotificationCenter.default.removeObserver(token) }
    }

    /// Whether pages must not turn on their own: VoiceOver runs (a page must not move under the
    /// VoiceOver cursor) or the user asked to reduce motion.
    static var holdsAutoAdvance: Bool {
        UIAccessibility.isVoiceOverRunning || UIAccessibility.isReduceMotionEnabled
    }
}
#endif
