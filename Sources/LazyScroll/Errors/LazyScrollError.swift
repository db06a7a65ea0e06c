import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Every way the engine refuses input.
///
/// An operation that throws one of these leaves every piece of engine state exactly as it was before
/// the call. Each case carries the offending value and the rule it broke, and `description` states both
/// in one sentence, so a log line is enough to find the caller's mistake.
public enum LazyScrollError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A number (an extent, an offset, a buffer, a rate, …) broke `rule`.
    case invalidNumber(quantity: String, value: Double, rule: NumberRule)
    /// An index fell outside `valid`.
    case indexOutOfRange(quantity: String, index: Int, valid: Range<Int>)
    /// A batch update whose parts contradict each other or the data.
    case inconsistentBatchUpdate(BatchUpdateInconsistency)
    /// `dequeue` or `recycle` named a reuse identifier that was never registered.
    case unregisteredReuseIdentifier(String)
    /// An operation that the size model in use cannot perform, such as measuring one item of a
    /// uniform model.
    case unsupportedOperation(operation: String, reason: String)
    /// Two items of one data set share an identity (`identity` describes it), at `firstIndex` and
    /// `secondIndex`: an identity must name one item, or a change of the data cannot be told apart from
    /// a move.
    case duplicateIdentity(identity: String, firstIndex: Int, secondIndex: Int)
    /// Item identifiers that are unknown, or that do not match the items.
    case invalidIdentifiers(IdentifierProblem)
    /// A saved scroll position that does not belong to the controller it is restored into.
    case incompatibleScrollPosition(ScrollPositionMismatch)

    /// One sentence naming the value and the rule it broke.
    public var description: String {
        switch self {
        case let .invalidNumber(quantity, value, rule):
            return "\(quantity) is \(value), but it \(rule.rawValue)"
        case let .indexOutOfRange(quantity, index, valid):
            if valid.isEmpty {
                return "\(quantity) is \(index), but there is no valid index (the range \(valid.lowerBound)..<\(valid.upperBound) is empty)"
            }
            return "\(quantity) is \(index), but it must be in \(valid.lowerBound)..<\(valid.upperBound)"
        case let .inconsistentBatchUpdate(reason):
            return "inconsistent batch update: \(reason)"
        case let .unregisteredReuseIdentifier(identifier):
            return "reuse identifier \"\(identifier)\" was never registered; call register(_:cap:factory:) first"
        case let .unsupportedOperation(operation, reason):
            return "\(operation) is not supported: \(reason)"
        case let .duplicateIdentity(identity, firstIndex, secondIndex):
            return "identity \(identity) belongs to the items at indices \(firstIndex) and \(secondIndex), but an identity must name one item"
        case let .invalidIdentifiers(problem):
            return "invalid identifiers: \(problem)"
        case let .incompatibleScrollPosition(mismatch):
            return "incompatible scroll position: \(mismatch)"
        }
    }

    /// Throws `invalidNumber` unless `value` obeys `rule`.
    @inlinable
    static func check(_ value: CGFloat, _ rule: NumberRule, _ quantity: @autoclosure () -> String) throws(LazyScrollError) {
        if !rule.admits(Double(value)) {
            throw .invalidNumber(quantity: quantity(), value: Double(value), rule: rule)
        }
    }

    /// Throws `indexOutOfRange` unless `valid` contains `index`.
    @inlinable
    static func check(index: Int, in valid: Range<Int>, _ quantity: @autoclosure () -> String) throws(LazyScrollError) {
        if !valid.contains(index) {
            throw .indexOutOfRange(quantity: quantity(), index: index, valid: valid)
        }
    }
}
