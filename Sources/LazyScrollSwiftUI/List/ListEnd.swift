#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
/// One end of a list.
enum ListEnd: Hashable, CaseIterable {
    /// The first rows.
    case start
    /// The last rows.
    case end
}
#endif
