#if UIKIT_STAND_IN || canImport(UIKit)
import LazyScroll

extension ScrollController {
    /// Runs `call` at `time` and returns its update; when it throws, the controller stays as it was and
    /// the result is nil. A view's call (a scroll, a restore asked for before the view had a size) has no
    /// caller to report bad input to, so the view keeps its last good state.
    mutating func attempt(_ call: (inout ScrollController, Double) throws -> ScrollUpdate, time: Double) -> ScrollUpdate? {
        var next = self
        guard let update = try? call(&next, time) else { return nil }
        self = next
        return update
    }
}
#endif
