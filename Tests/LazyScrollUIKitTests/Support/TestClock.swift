import Foundation
import UIKitStandIn

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

    /// Fires `link` for `frames` frames of 1/60 s, moving the clock to each frame's target time; whether
    /// the link fired every time (it was not paused).
    func fire(_ link: CADisplayLink, frames: Int) -> Bool {
        let start = now
        var firedEvery = true
        for frame in 1...max(1, frames) {
            let time = start + Double(frame) / 60
            now = time
            firedEvery = link.standInFire(timestamp: time - 1.0 / 60, targetTimestamp: time) && firedEvery
        }
        return firedEvery
    }
}
