import Foundation
import Testing

/// Compares text with a snapshot file in `Snapshots/` beside this file. With the environment variable
/// `LAZYSCROLL_RECORD_SNAPSHOTS=1` it writes the file instead (then review the diff and commit it).
func expectSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots").appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["LAZYSCROLL_RECORD_SNAPSHOTS"] == "1" {
        try (text + "\n").write(to: url, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("no snapshot \(name).txt; run with LAZYSCROLL_RECORD_SNAPSHOTS=1 to record it", sourceLocation: sourceLocation)
        return
    }
    let expectedText = String(expected.dropLast(expected.hasSuffix("\n") ? 1 : 0))
    if expectedText != text {
        let expectedLines = expectedText.split(separator: "\n", omittingEmptySubsequences: false)
        let actualLines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expectedLines.count, actualLines.count)
        Issue.record("""
            screen differs from \(name).txt at line \(first + 1)
            --- expected ---
            \(expectedText)
            --- actual ---
            \(text)
            """, sourceLocation: sourceLocation)
    }
}
