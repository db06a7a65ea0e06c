/// A replay in which a demo threw: the step during which it happened, and the failure.
///
/// The interactive gallery shows such a failure and goes on; a replay stops at it, so that a script,
/// a test or `lazyscroll replay` sees it as an error.
public struct ReplayFailure: Error, Sendable, CustomStringConvertible {
    /// The step's number, counting from 1 (0: while drawing the first screen).
    public var stepNumber: Int
    /// The step as written ("start" for the first screen).
    public var stepText: String
    /// The demo and the error it threw.
    public var failure: GalleryFailure

    /// "step 2 "resize 10x4": Photos demo: …"
    public var description: String { "step \(stepNumber) \"\(stepText)\": \(failure)" }
}
