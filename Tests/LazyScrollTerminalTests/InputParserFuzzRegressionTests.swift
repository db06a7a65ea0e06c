import Foundation
import Testing
import LazyScrollTerminal

/// Bugs the input parser fuzz target (Fuzz/InputParser) found, each as a readable test, plus a replay of
/// every crashing input kept in Fuzz/Regressions/input-parser with the fuzz target's own check.
@Suite("Input parser fuzz regressions")
struct InputParserFuzzRegressionTests {
    /// Parsed in one read, byte by byte, and at every single split point.
    static func splitIndependently(_ bytes: [UInt8]) -> Bool {
        var whole = InputParser()
        let expected = whole.parse(bytes) + whole.flushPending()
        var single = InputParser()
        guard bytes.flatMap({ single.parse([$0]) }) + single.flushPending() == expected else { return false }
        return (0...bytes.count).allSatisfy { split in
            var parser = InputParser()
            return parser.parse(bytes[..<split]) + parser.parse(bytes[split...]) + parser.flushPending() == expected
        }
    }

    @Test("an overlong control sequence is dropped at the same byte however the input is split")
    func overlongControlSequence() {
        // ESC [ and 70 parameter bytes: past the 64-byte limit, then a real key.
        let bytes = Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "."), count: 70) + Array("\u{1B}[B".utf8)
        #expect(Self.splitIndependently(bytes))
        var parser = InputParser()
        let events = parser.parse(bytes) + parser.flushPending()
        #expect(events.last == .key(KeyEvent(.down)))
    }

    static let regressions = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fuzz/Regressions/input-parser")

    static var regressionInputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: regressions.path)) ?? []).sorted()
    }

    @Test("crashing fuzz inputs parse the same however they are split", arguments: regressionInputs)
    func replay(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.regressions.appending(path: name)))
        #expect(Self.splitIndependently(bytes))
    }
}
