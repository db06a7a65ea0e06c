// The fuzz builds' versions of the model scenarios' check functions (the tests' versions, in
// Tests/LazyScrollTests/Support/ModelCheck.swift, record test issues). Here a mismatch must crash, since a
// crash is the only failure libFuzzer sees; the message names the check so the crash log explains itself.

/// Crashes with `message` when the engine disagrees with the model.
func check(
    _ condition: Bool, _ message: @autoclosure () -> String = "",
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
) {
    guard !condition else { return }
    fatalError("model mismatch at \(fileID):\(line): \(message())")
}

/// Crashes unless `operation` throws an `ErrorType`.
func checkThrows<ErrorType: Error>(
    _ type: ErrorType.Type, _ message: @autoclosure () -> String = "",
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    _ operation: () throws -> Void
) {
    do {
        try operation()
        fatalError("model mismatch at \(fileID):\(line): expected \(type) to be thrown. \(message())")
    } catch is ErrorType {
    } catch {
        fatalError("model mismatch at \(fileID):\(line): expected \(type), got \(error). \(message())")
    }
}
