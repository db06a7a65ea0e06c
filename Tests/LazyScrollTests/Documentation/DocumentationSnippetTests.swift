import Foundation
import Testing

/// Keeps the articles of Sources/LazyScroll/Documentation.docc honest: each article's ```swift block
/// must be, character for character, the code between `// snippet:begin` and `// snippet:end` in its
/// test file (dedented), and that test compiles and runs it. Edit both together. The same holds for
/// Documentation/SwiftUI.md and the examples file the iOS check compiles.
@Suite("Documentation snippets")
struct DocumentationSnippetTests {
    static let articles = [
        "GettingStarted", "LazyPaging", "Carousels", "Looping", "Recycling", "Stacking", "Physics", "BatchUpdatesAndAnchoring",
        "ChatAndLoadMore", "IdentityAndRestoration", "Grids", "SelectionFocusAndReordering",
        "SectionsAndAnimatedUpdates",
    ]

    /// The package root, found from this file's path: tests run from a checkout, and the articles are
    /// not resources of the test bundle.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("each article's code is the code its test runs", arguments: articles)
    func articleMatchesTest(_ article: String) throws {
        try Self.expectCode(
            of: "Sources/LazyScroll/Documentation.docc/\(article).md",
            toBeSnippetsOf: "Tests/LazyScrollTests/Documentation/\(article)ArticleTests.swift")
    }

    /// The terminal catalogue's articles run in the terminal's tests.
    @Test("each terminal article's code is the code its test runs", arguments: ["SectionsInTheTerminal"])
    func terminalArticleMatchesTest(_ article: String) throws {
        try Self.expectCode(
            of: "Sources/LazyScrollTerminal/Documentation.docc/\(article).md",
            toBeSnippetsOf: "Tests/LazyScrollTerminalTests/Documentation/\(article)ArticleTests.swift")
    }

    /// The iOS guides' examples cannot run on Linux; Scripts/check-guide-examples.sh compiles them for iOS.
    @Test("the iOS guides' code is the code the iOS check compiles", arguments: [
        ("Documentation/UIKit.md", "Tests/LazyScrollUIKitTests/Documentation/UIKitDocumentationExamples.swift"),
        ("Documentation/SwiftUI.md", "Tests/LazyScrollSwiftUITests/Documentation/SwiftUIDocumentationExamples.swift"),
    ])
    func iOSGuideMatchesExamples(guide: String, examples: String) throws {
        try Self.expectCode(of: guide, toBeSnippetsOf: examples)
    }

    /// Expects the ```swift blocks of the Markdown file at `markdownPath` to be the snippets of the
    /// Swift file at `sourcePath`, in order (both relative to the package root).
    static func expectCode(of markdownPath: String, toBeSnippetsOf sourcePath: String) throws {
        let markdown = try String(contentsOf: root.appending(path: markdownPath), encoding: .utf8)
        let source = try String(contentsOf: root.appending(path: sourcePath), encoding: .utf8)
        let writtenBlocks = codeBlocks(in: markdown)
        let sourceBlocks = snippets(in: source)
        #expect(!writtenBlocks.isEmpty, "\(markdownPath) has no ```swift block")
        #expect(writtenBlocks.count == sourceBlocks.count, "\(markdownPath): \(writtenBlocks.count) blocks, \(sourceBlocks.count) snippets")
        for (index, (written, tested)) in zip(writtenBlocks, sourceBlocks).enumerated() {
            #expect(written == tested, "\(markdownPath) block \(index + 1) differs from snippet \(index + 1) of \(sourcePath)")
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
