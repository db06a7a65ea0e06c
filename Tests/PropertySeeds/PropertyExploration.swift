import Foundation

/// Whether this run explores fresh seeds instead of replaying the committed ones.
///
/// Off unless the environment sets `LAZYSCROLL_EXPLORE` to a whole number of at least 1: each property
/// then runs that many times its committed count of fresh random seeds. CI never sets it, so a CI run
/// checks the same cases on every machine and a new random failure cannot block an unrelated change.
public enum PropertyExploration {
    /// The environment variable that turns exploration on.
    public static let variable = "LAZYSCROLL_EXPLORE"

    /// The multiple of each property's committed count to explore, or nil for an ordinary run.
    public static var factor: Int? {
        guard let text = ProcessInfo.processInfo.environment[variable], let factor = Int(text), factor >= 1 else { return nil }
        return factor
    }
}
