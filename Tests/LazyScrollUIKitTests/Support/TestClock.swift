import Foundation

/// A clock that moves only when a test moves it, so engine animations replay exactly.
@MainActor
final class TestClock {
    var now: Double = 0

    /// Advances in frames of 1/60 s while `isAnimating` says so, at most `limit` frames.
    func runFrames(limit: Int = 600, while isAnimating: () -> Bool, tick: () -> Void) {
        var frames = 0
        while isAnimating() && frames < limit {
            now += 1.0 / 60
            tick()
            frames += 1
        }
    }
}
