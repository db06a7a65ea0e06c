#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
// The views' API uses engine types (`ScrollPositionSnapshot`, `PageLength`, `ContentAnchoring`), so
// importing LazyScrollSwiftUI brings the engine with it: apps list one product and write one import.
@_exported import LazyScroll
#endif
