import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension Virtualizer {
    /// Moves the viewport by `cycles` whole copies of the data and renumbers the windows to match, so
    /// that every item keeps its place on screen, its state and its data index; nothing loads or unloads.
    /// Returns the change of every virtual index.
    mutating func shift(byCycles cycles: Int) -> Int {
        guard cycles != 0, items.base.count > 0 else { return 0 }
        let distance = CGFloat(cycles) * items.cycleExtent
        let indexShift = cycles * items.base.count
        viewport.offset += distance
        windows = WorkingWindows(
            visible: windows.visible.shifted(by: indexShift),
            display: windows.display.shifted(by: indexShift),
            preload: windows.preload.shifted(by: indexShift))
        windowBasis?.offset += distance
        return indexShift
    }

    /// Changes the number of copies to `repetitions` and moves everything by `cycles` whole copies, so
    /// that the middle copy stays the middle copy; nothing on screen changes. Returns the index shift.
    mutating func relayoutCopies(repetitions: Int, movingBy cycles: Int) -> Int {
        if repetitions > items.repetitions { try? items.setRepetitions(repetitions) }
        let indexShift = shift(byCycles: cycles)
        if repetitions < items.repetitions { try? items.setRepetitions(repetitions) }
        return indexShift
    }

    /// Replaces the size model with one of the same count and repetitions and moves the viewport,
    /// keeping every item's state where the new windows still cover it (a resize of every page keeps
    /// the pages that stay in the window).
    mutating func replaceExtents(_ extents: ExtentModel, viewport new: Viewport) throws(LazyScrollError) -> RangeChanges {
        try new.validate()
        var fitted = extents
        _ = try fitted.fitColumns(toCrossExtent: new.crossExtent)
        let replaced = try RepeatedExtents(base: fitted, repetitions: items.repetitions)
        let old = windows
        dropLayoutHints()
        items = replaced
        viewport = new
        invalidateWindowBasis()
        refreshWindows(allowingHysteresis: false)
        return RangeChanges(from: old, to: windows)
    }
}

extension Range where Bound == Int {
    /// The range moved by `delta`.
    func shifted(by delta: Int) -> Range<Int> { (lowerBound + delta)..<(upperBound + delta) }
}
