#if UIKIT_STAND_IN || canImport(UIKit)
// The views' API uses engine types (`ScrollAxis`, `BatchUpdate`, `ScrollAlignment`), so importing
// LazyScrollUIKit brings the engine with it: apps list one product and write one import.
@_exported import LazyScroll
#endif
