import Testing
@testable import LazyScroll

/// Expects `call` to be refused with a `LazyScrollError` and to leave `value` exactly as it was: the
/// call runs on `value` itself (an `inout` argument keeps what a call changed before it threw), and the
/// whole state is compared before and after.
func expectRefusalChangesNothing<Value>(
    _ value: inout Value, _ name: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ call: (inout Value) throws -> Void
) {
    let before = wholeState(of: value)
    do {
        try call(&value)
        Issue.record("\(name) was not refused", sourceLocation: sourceLocation)
    } catch is LazyScrollError {
    } catch {
        Issue.record("\(name) threw \(error), not a LazyScrollError", sourceLocation: sourceLocation)
    }
    let after = wholeState(of: value)
    if after != before {
        let changed = zip(before.split(separator: "\n"), after.split(separator: "\n")).first { $0 != $1 }
        Issue.record("\(name) changed the state although it was refused; first difference: \(changed.map { "\($0.0) → \($0.1)" } ?? "in length")",
                     sourceLocation: sourceLocation)
    }
}
