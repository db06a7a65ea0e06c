import Foundation
@testable import LazyScroll

/// The reference side of a virtualizer's windows: the scroll direction and hysteresis basis the
/// reference keeps itself, the windows it expects, and the lifecycle state a front end would hold,
/// built only from reported changes.
///
/// Shared by the scenarios of lists, grids and lanes; each computes fresh windows from its own
/// brute-force layout and hands them in.
struct WindowTracker {
    var direction: ScrollDirection = .forward
    var basis: Viewport?
    var expected: WorkingWindows = .empty
    /// The offset the reference believes the viewport is at.
    var lastOffset: CGFloat = 0

    var preloaded = Set<Int>()
    var displayed = Set<Int>()
    var shown = Set<Int>()

    /// The viewport moved to `viewport` by an update: follows the direction, drops the basis on a
    /// resize, and expects the `fresh` windows for the new direction unless hysteresis keeps the old ones.
    mutating func moved(to viewport: Viewport, settings: WorkingRangeSettings, fresh: (ScrollDirection) -> WorkingWindows) {
        direction = .of(from: Double(lastOffset), to: Double(viewport.offset), otherwise: direction)
        lastOffset = viewport.offset
        if viewport.extent != (basis?.extent ?? -1) { basis = nil }
        recompute(fresh: fresh(direction), allowingHysteresis: true, viewport: viewport, settings: settings)
    }

    /// Expects `fresh` windows, or, with hysteresis, the old display and preload windows while the
    /// viewport has moved less than the threshold and the visible items stay inside the display window.
    mutating func recompute(fresh: WorkingWindows, allowingHysteresis: Bool, viewport: Viewport, settings: WorkingRangeSettings) {
        if allowingHysteresis, settings.hysteresis > 0, let basis,
           abs(viewport.offset - basis.offset) < settings.hysteresis * viewport.extent,
           fresh.visible.isEmpty || (expected.display.lowerBound <= fresh.visible.lowerBound
                                     && fresh.visible.upperBound <= expected.display.upperBound) {
            expected.visible = fresh.visible
            return
        }
        expected = fresh
        basis = viewport
    }

    /// Applies reported changes to the tracked sets, checking that each one is a real change.
    mutating func apply(_ changes: RangeChanges) {
        for index in changes.hide { check(shown.remove(index) != nil, "hide \(index) that was not shown") }
        for index in changes.unload { check(displayed.remove(index) != nil, "unload \(index) that was not loaded") }
        for index in changes.cancelPrefetch { check(preloaded.remove(index) != nil, "cancel \(index) that was not prefetched") }
        for index in changes.prefetch { check(preloaded.insert(index).inserted, "prefetch \(index) twice") }
        for index in changes.load { check(displayed.insert(index).inserted, "load \(index) twice") }
        for index in changes.show { check(shown.insert(index).inserted, "show \(index) twice") }
    }

    /// Renumbers the tracked items (nil: the item lost its state).
    mutating func remap(_ map: (Int) -> Int?) {
        preloaded = Set(preloaded.compactMap(map))
        displayed = Set(displayed.compactMap(map))
        shown = Set(shown.compactMap(map))
    }

    /// Whether the tracked state is exactly `windows`.
    func matches(_ windows: WorkingWindows) -> Bool {
        shown == Set(windows.visible) && displayed == Set(windows.display) && preloaded == Set(windows.preload)
    }
}
