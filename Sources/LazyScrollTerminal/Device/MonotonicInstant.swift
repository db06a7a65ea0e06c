#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A point in time from the monotonic clock (`CLOCK_MONOTONIC`): it never jumps when the wall clock is
/// set, which is what animation and frame pacing need.
public struct MonotonicInstant: Sendable, Hashable, Comparable {
    /// Nanoseconds since an arbitrary fixed origin (usually boot).
    public var nanoseconds: UInt64

    /// An instant `nanoseconds` after the clock's origin.
    public init(nanoseconds: UInt64) {
        self.nanoseconds = nanoseconds
    }

    /// The current time.
    public static func now() -> MonotonicInstant {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return MonotonicInstant(nanoseconds: UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec))
    }

    /// This instant moved `nanoseconds` later.
    public func advanced(byNanoseconds nanoseconds: UInt64) -> MonotonicInstant {
        MonotonicInstant(nanoseconds: self.nanoseconds &+ nanoseconds)
    }

    /// Seconds from `earlier` to this instant; negative when `earlier` is actually later.
    public func seconds(since earlier: MonotonicInstant) -> Double {
        (Double(nanoseconds) - Double(earlier.nanoseconds)) / 1_000_000_000
    }

    /// Earlier instants compare less.
    public static func < (lhs: MonotonicInstant, rhs: MonotonicInstant) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }
}
