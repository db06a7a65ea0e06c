/// A child's identity within a `ScrollStack`.
///
/// Indices shift when children are inserted or removed; an identity does not, so front ends and
/// `StackTransition` can follow one child across such changes.
public struct StackChildID: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The number the stack assigned, unique within that stack.
    public let rawValue: Int

    /// Wraps a number; stacks assign these, so front ends only need it to rebuild stored identities.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Orders identities by the order in which their children were inserted.
    public static func < (lhs: StackChildID, rhs: StackChildID) -> Bool { lhs.rawValue < rhs.rawValue }

    /// "child #n".
    public var description: String { "child #\(rawValue)" }
}
