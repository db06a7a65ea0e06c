import Foundation
import Testing

/// What the README and the guides tell a user to run must run from a clone, and their examples must do
/// what an app should (issue 20, items 14 and 15).
@Suite("README and guide commands")
struct GuideCommandTests {
    /// The README and every guide: Documentation/*.md and the DocC articles.
    static func documents() throws -> [(path: String, text: String)] {
        let root = DocumentationSnippetTests.root
        var paths = ["README.md"]
        for folder in ["Documentation", "Sources/LazyScroll/Documentation.docc"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: root.appending(path: folder).path)
            paths += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
        }
        return try paths.map { ($0, try String(contentsOf: root.appending(path: $0), encoding: .utf8)) }
    }

    /// The Markdown code of `text`: fenced blocks and inline spans, where commands are written.
    static func code(of text: String) -> [String] {
        var pieces: [String] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle(); continue }
            if inFence { pieces.append(String(line)); continue }
            let spans = line.split(separator: "`", omittingEmptySubsequences: false)
            pieces += spans.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }
        return pieces
    }

    /// Nothing outside the repository: `../shared/...` was offered as a command a clone does not have.
    @Test func noCommandReachesOutsideTheRepository() throws {
        for (path, text) in try Self.documents() {
            for piece in Self.code(of: text) where piece.contains("../shared") || piece.contains("/work/") {
                Issue.record("\(path): \(piece)")
            }
        }
    }

    /// Every script a document names exists and can be run.
    @Test func everyScriptNamedExistsAndIsExecutable() throws {
        let root = DocumentationSnippetTests.root
        var named = 0
        for (path, text) in try Self.documents() {
            for piece in Self.code(of: text) {
                for word in piece.split(whereSeparator: { " ()=;\"'".contains($0) }) where word.hasPrefix("Scripts/") || word == ".ci/run" {
                    named += 1
                    #expect(FileManager.default.isExecutableFile(atPath: root.appending(path: String(word)).path), "\(path): \(word)")
                }
            }
        }
        #expect(named > 5)
    }

    /// The SwiftUI guide's chat loads older messages only when the list asks (`.onLoadMore`): loading them
    /// in `onAppear` added 50 more every time the view appeared (back navigation, tab switches).
    @Test func theSwiftUIChatLoadsOlderMessagesOnlyWhenTheListAsks() throws {
        let guide = try #require(try Self.documents().first { $0.path == "Documentation/SwiftUI.md" }).text
        let calls = Self.code(of: guide).filter { $0.contains("loadOlderMessages()") && !$0.contains("func ") }
        #expect(!calls.isEmpty)
        for call in calls { #expect(call.contains(".onLoadMore("), "\(call)") }
    }
}
