import Foundation

/// Stand-in for CoreFoundation's `CFTimeInterval`: seconds.
public typealias CFTimeInterval = Double

/// Stand-in for QuartzCore's `CAFrameRateRange`: the frame rates a display link may run at.
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate.
    public var maximum: Float
    /// The rate wanted, when the system can choose.
    public var preferred: Float?

    /// Creates a range.
    public init(minimum: Float, maximum: Float, preferred: Float?) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The system's default range.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// Stand-in for QuartzCore's `CADisplayLink`: a timer that fires once per display refresh.
///
/// UIKit's is created with a target and an Objective-C selector, which Swift on Linux cannot express;
/// the stand-in takes the callback as a closure (`init(standInTarget:step:)`, not UIKit API). Nothing fires
/// it by itself: tests call `standInFire(timestamp:targetTimestamp:)` as the display would.
open class CADisplayLink: NSObject {
    private var step: ((CADisplayLink) -> Void)?
    /// When the last frame was displayed, in seconds of `CACurrentMediaTime()`.
    open private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame will be displayed: the time to compute a frame for.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames at the current refresh rate.
    open private(set) var duration: CFTimeInterval = 1.0 / 60
    /// Whether callbacks are suspended.
    open var isPaused = false
    /// The frame rates the link may run at (ProMotion displays go up to 120).
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// Whether the link was added to a run loop and not invalidated.
    public private(set) var standInIsScheduled = false

    /// Test-only initializer (UIKit: `init(target:selector:)`): calls `step` with the link every frame.
    /// `target` is retained, as UIKit retains a display link's target.
    public init(standInTarget target: AnyObject, step: @escaping (CADisplayLink) -> Void) {
        self.step = { [target] link in _ = target; step(link) }
        super.init()
    }

    /// Starts delivering frames on `runloop` in `mode`.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        if step != nil { standInIsScheduled = true }
    }

    /// Stops the link for good and releases its target.
    open func invalidate() {
        standInIsScheduled = false
        step = nil
    }

    /// Test driver (not UIKit): delivers one frame, as the display does when the link is scheduled and
    /// not paused. Returns whether the callback ran.
    @discardableResult
    public func standInFire(timestamp: CFTimeInterval, targetTimestamp: CFTimeInterval) -> Bool {
        guard standInIsScheduled, !isPaused, let step else { return false }
        duration = targetTimestamp - timestamp
        self.timestamp = timestamp
        self.targetTimestamp = targetTimestamp
        step(self)
        return true
    }
}
