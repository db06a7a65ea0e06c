import Foundation

extension ScrollController {
    /// Whether the controller's clock is frozen by ``suspend(time:)``.
    public var isSuspended: Bool { suspendedSince != nil }

    /// Freezes everything that moves by itself: a running animation or fling stops where it is at
    /// `time`, and auto-advance stops counting. ``tick(time:)`` does nothing and ``nextTickTime`` is nil
    /// until ``resume(time:)``, so a view that is not on screen (removed from its window, scrolled out
    /// of a stack) costs no frames. Suspending twice keeps the first time.
    ///
    /// Returns the update that brings the content to `time` first (a running animation's last step), so
    /// that it resumes from what was last shown; apply it like any other.
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a time that is not finite; nothing
    ///   changes then.
    @discardableResult
    public mutating func suspend(time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        guard suspendedSince == nil else { return ScrollUpdate() }
        let update = tick(time: time)
        suspendedSince = max(now, time)
        return update
    }

    /// Starts the clock again at `time`: an animation continues from where it was suspended (it is
    /// delayed by the time spent suspended, not jumped ahead), and auto-advance waits only for what was
    /// left of its interval. Does nothing when not suspended. A drag, a wheel event or a scroll request
    /// resumes by itself.
    ///
    /// - Throws: ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for a time that is not finite; nothing
    ///   changes then.
    public mutating func resume(time: Double) throws(LazyScrollError) -> ScrollUpdate {
        try Self.validate(time: time)
        resumeIfSuspended(time: time)
        return tick(time: time)
    }

    /// Ends a suspension at `time` (validated by the caller), delaying every clock-driven state by
    /// the time spent suspended.
    mutating func resumeIfSuspended(time: Double) {
        guard let since = suspendedSince else { return }
        suspendedSince = nil
        let paused = max(0, time - since)
        motion = motion.delayed(by: paused)
        autoAdvanceDue = autoAdvanceDue.map { $0 + paused }
        now = max(now, time)
    }
}
