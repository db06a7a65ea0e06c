/// A replay script that cannot be parsed: which step, its text, and what is wrong with it.
///
/// `ReplayScript.init(_:)` declares plain `throws` and throws only this type, for the reason
/// `TerminalError` gives.
public struct ReplayScriptError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The step's number, counting from 1.
    public var stepNumber: Int
    /// The step as written.
    public var stepText: String
    /// What is wrong and what would be right.
    public var reason: String

    /// An error about step `stepNumber`.
    public init(stepNumber: Int, stepText: String, reason: String) {
        self.stepNumber = stepNumber
        self.stepText = stepText
        self.reason = reason
    }

    /// "step 3 "wait two": ..."
    public var description: String { "step \(stepNumber) \"\(stepText)\": \(reason)" }
}
