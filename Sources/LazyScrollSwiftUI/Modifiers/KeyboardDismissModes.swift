#if !UIKIT_STAND_IN && canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

/// SwiftUI's `.scrollDismissesKeyboard(_:)` read back for a wrapped `UIScrollView`.
///
/// `EnvironmentValues.scrollDismissesKeyboardMode` is public (iOS 16), but its type,
/// `ScrollDismissesKeyboardMode`, is neither `Equatable` nor an enum in the public interface: a value is
/// told apart from the four public ones by its bytes, while the type is plain data (it is in the iOS 17
/// SDK); should a later SwiftUI give it references, nothing is found and the list keeps its default.
enum KeyboardDismissModes {
    /// UIKit's mode for the `.scrollDismissesKeyboard(_:)` in `environment`: `.immediately` drags the
    /// keyboard away (`.onDrag`), `.interactively` lets it follow the finger (`.interactive`), `.never`
    /// keeps it (`.none`); `.automatic` (nothing set) and an unknown value give nil.
    @available(iOS 16.0, tvOS 16.0, *)
    static func uiKitMode(of environment: EnvironmentValues) -> UIScrollView.KeyboardDismissMode? {
        PlainValueMatch.answer(for: environment.scrollDismissesKeyboardMode, among: [
            (.automatic, nil), (.immediately, .onDrag), (.interactively, .interactive), (.never, UIScrollView.KeyboardDismissMode.none),
        ]) ?? nil
    }
}
#endif
