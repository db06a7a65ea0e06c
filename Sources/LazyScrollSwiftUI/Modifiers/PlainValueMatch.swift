#if UIKIT_STAND_IN || (canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// Finds which of a few known values a value is, for a type that has no `==`, by comparing the bytes:
/// sound only for plain data (no references, no indirect payloads), so any other type finds nothing.
enum PlainValueMatch {
    /// The answer paired with the candidate whose bytes are `value`'s, or nil (none is, or `Value` is
    /// not plain data).
    static func answer<Value, Answer>(for value: Value, among candidates: [(value: Value, answer: Answer)]) -> Answer? {
        guard _isPOD(Value.self), MemoryLayout<Value>.size > 0 else { return nil }
        let bytes = withUnsafeBytes(of: value) { Array($0) }
        return candidates.first { candidate in withUnsafeBytes(of: candidate.value) { Array($0) } == bytes }?.answer
    }
}
#endif
