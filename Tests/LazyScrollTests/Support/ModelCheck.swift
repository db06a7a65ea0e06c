import Testing

// The model scenarios (VirtualizerScenario, ExtentsScenario) report mismatches through these two
// functions rather than `#expect`, because the fuzz targets in Fuzz/ compile the very same scenario files
// without a test runner and define their own versions that crash instead (Fuzz/Support/FuzzCheck.swift).
// The location comes from plain #fileID/#line defaults: `#_sourceLocation` would expand in the caller,
// which then would have to import Testing.

/// Records a test issue when the engine disagrees with the model.
func check(
    _ condition: Bool, _ message: @autoclosure () -> String = "",
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard !condition else { return }
    Issue.record(Comment(rawValue: message()),
                 sourceLocation: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Records a test issue unless `operation` throws an `ErrorType`.
func checkThrows<ErrorType: Error>(
    _ type: ErrorType.Type, _ message: @autoclosure () -> String = "",
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    _ operation: () throws -> Void
) {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    do {
        try operation()
        Issue.record(Comment(rawValue: "expected \(type) to be thrown. \(message())"), sourceLocation: location)
    } catch is ErrorType {
    } catch {
        Issue.record(Comment(rawValue: "expected \(type), got \(error). \(message())"), sourceLocation: location)
    }
}
