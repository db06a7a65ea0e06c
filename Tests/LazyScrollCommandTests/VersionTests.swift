import ArgumentParser
import Foundation
import Testing

@testable import lazyscroll

/// `lazyscroll --version` prints the one version string, which CHANGELOG.md's latest heading names.
@Suite struct VersionTests {
    @Test func theVersionPrintedIsTheChangelogsLatest() throws {
        let printed: String
        do {
            _ = try LazyScrollCommand.parseAsRoot(["--version"])
            Issue.record("--version parsed as a command")
            return
        } catch {
            printed = LazyScrollCommand.fullMessage(for: error)
        }
        let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../CHANGELOG.md").standardizedFileURL
        let text = try String(contentsOf: changelog, encoding: .utf8)
        let heading = try #require(text.split(separator: "\n").first { $0.hasPrefix("## ") })
        let version = try #require(heading.dropFirst(3).split(separator: " ").first)
        #expect(printed == String(version))
        #expect(printed == ProgramVersion.current)
    }

    /// The help names every demo, however many there are.
    @Test func theHelpNamesEveryDemo() {
        let gallery = GalleryCommand.helpMessage()
        let replay = ReplayCommand.helpMessage()
        for name in ["Pages", "Carousel", "List", "Stack", "Photos", "Chat", "Playlist", "Contacts", "Feed"] {
            #expect(gallery.contains(name))
        }
        for name in ["pages", "carousel", "list", "stack", "photos", "chat", "playlist", "contacts", "feed"] {
            #expect(gallery.contains(name) && replay.contains(name))
        }
        #expect(gallery.contains("1-9") && replay.contains("1-9"))
        #expect(!gallery.contains("1-5") && !replay.contains("1-5") && !gallery.contains("four"))
    }
}
