import Foundation
import Testing

/// Keeps the articles of Sources/LazyScroll/Documentation.docc honest: each article's ```swift block
/// must be, character for character, the code between `// snippet:begin` and `// snippet:end` in its
/// test file (dedented), and that test compiles and runs it. Edit both together.
@Suite("Documentation snippets")
struct DocumentationSnippetTests {
    static let articles = [
        "GettingStarted", "LazyPaging", "Looping", "Recycling", "Stacking", "Physics", "BatchUpdatesAndAnchoring",
        "IdentityAndRestoration",
    ]

    /// The package root, found from this file's path: tests run from a checkout, and the articles are
    /// not resources of the test bundle.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("each article's code is the code its test runs", arguments: articles)
    func articleMatchesTest(_ article: String) throws {
        let markdown = try String(
            contentsOf: Self.root.appending(path: "Sources/LazyScroll/Documentation.docc/\(article).md"), encoding: .utf8)
        let test = try String(
            contentsOf: Self.root.appending(path: "Tests/LazyScrollTests/Documentation/\(article)ArticleTests.swift"), encoding: .utf8)
        let articleBlocks = Self.codeBlocks(in: markdown)
        let testBlocks = Self.snippets(in: test)
        #expect(!articleBlocks.isEmpty, "\(article).md has no ```swift block")
        #expect(articleBlocks.count == testBlocks.count, "\(article): \(articleBlocks.count) blocks, \(testBlocks.count) snippets")
        for (index, (written, tested)) in zip(articleBlocks, testBlocks).enumerated() {
            #expect(written == tested, "\(article).md block \(index + 1) differs from the test's snippet")
        }
    }

    /// The bodies of the ```swift fences.
    static func codeBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if let lines = current, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(lines.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    /// The marked snippets, with the indentation of their first line removed from every line.
    static func snippets(in source: String) -> [String] {
        var snippets: [String] = []
        var current: [Substring]?
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "// snippet:begin" {
                current = []
            } else if trimmed == "// snippet:end", let lines = current {
                let indent = lines.first { !$0.isEmpty }?.prefix { $0 == " " }.count ?? 0
                snippets.append(lines.map { $0.dropFirst(min(indent, $0.prefix { $0 == " " }.count)) }.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return snippets
    }
}
