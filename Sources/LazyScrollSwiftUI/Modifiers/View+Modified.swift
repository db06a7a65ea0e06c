#if !UIKIT_STAND_IN && canImport(UIKit) && canImport(SwiftUI)
import SwiftUI

extension View {
    /// This view with `change` made to a copy: the body of a modifier that sets one of its properties.
    func modified(_ change: (inout Self) -> Void) -> Self {
        var copy = self
        change(&copy)
        return copy
    }
}
#endif
