import Foundation
import PropertyBased
import Testing

/// Runs a property over seeds: `count` committed seeds (``committedSeeds(_:)``) and the property's
/// saved regressions (``PropertyRegressions``) in every ordinary run, so that `swift test` checks the
/// same cases on every machine; fresh random seeds only when exploring (``PropertyExploration``, see
/// Scripts/explore.sh).
///
/// `body` builds its whole case from the seed (usually through a ``SplitMix64`` seeded with it), so a
/// seed replays its case exactly.
///
/// Exploring runs `count × LAZYSCROLL_EXPLORE` fresh seeds through `propertyCheck`, which stops at the
/// first failure; that seed is appended to the regression list, so the next ordinary run replays it
/// until the bug is fixed (and keeps replaying it after).
///
/// - Parameters:
///   - property: The property's name in the regression list: letters, digits, `.` and `-`.
///   - count: How many committed seeds an ordinary run checks.
///   - body: The property for one seed; it fails by recording issues or throwing.
public func seededPropertyCheck(
    _ property: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation,
    perform body: (UInt64) async throws -> Void
) async {
    if let factor = PropertyExploration.factor, let test = Test.current {
        let found = OnceFlag()
        // The scope only runs the closure, here and now; Swift Testing's signature asks for @Sendable.
        nonisolated(unsafe) let body = body
        // Without shrinking: a smaller seed is not a simpler case, and the shrinker would report a seed
        // other than the one saved.
        try? await EnableShrinkTrait.shrinking(false).provideScope(for: test, testCase: Test.Case.current) {
            await propertyCheck(count: count * factor, input: Gen.uint64(in: 0...UInt64.max), perform: { seed in
                if await failsRecordingIssues({ try await body(seed) }), found.take() {
                    PropertyRegressions.append(seed, to: property, sourceLocation: sourceLocation)
                }
            }, sourceLocation: sourceLocation)
        }
        return
    }
    let committed = committedSeeds(count)
    let regressions = PropertyRegressions.seeds(of: property, sourceLocation: sourceLocation)
    for (number, seed) in (committed + regressions).enumerated() where await failsRecordingIssues({ try await body(seed) }) {
        let origin = number < count ? "committed seed \(number)" : "saved regression"
        Issue.record("\(property) fails with \(origin): \(seed)", sourceLocation: sourceLocation)
        return
    }
}

/// The committed seeds: the first `count` numbers of SplitMix64's stream from 0. Fixed in code, so
/// every ordinary run of a property checks the same cases; well mixed, so a test that reads sizes
/// straight from its seed (`seed % 300`) still gets varied ones.
public func committedSeeds(_ count: Int) -> [UInt64] {
    var generator = SplitMix64(seed: 0)
    return (0..<max(0, count)).map { _ in generator.next() }
}

/// Whether `body` records an issue or throws; every issue is still recorded as usual.
func failsRecordingIssues(_ body: () async throws -> Void) async -> Bool {
    let failed = OnceFlag()
    await withKnownIssue(isIntermittent: true) {
        // Recorded here rather than rethrown, so that a thrown error counts like any other issue.
        do { try await body() } catch { Issue.record(error) }
    } matching: { _ in
        _ = failed.take()
        return false  // not a known issue: it is reported as it would be without this wrapper
    }
    return !failed.isFresh
}

/// A flag that is taken once: `take()` is true the first time only. Shared with the issue matcher,
/// which may run on another thread.
final class OnceFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var taken = false

    /// True on the first call, false after.
    func take() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if taken { return false }
        taken = true
        return true
    }

    /// Whether `take()` has not been called.
    var isFresh: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !taken
    }
}
