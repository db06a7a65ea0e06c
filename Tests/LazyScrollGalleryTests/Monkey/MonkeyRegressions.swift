import Foundation
import LazyScrollGallery

/// The monkey scripts that once failed, one file each in `Monkey/Regressions/`, replayed by every
/// `swift test`. A file is a replay script, one step per line, under comment lines (`#`) of which
/// `# demo: NAME` names the demo; so `lazyscroll replay NAME --script "$(grep -v '^#' FILE)"` replays
/// it too. Scripts/monkey.sh (through ``MonkeyTests``) saves them.
enum MonkeyRegressions {
    /// The folder in the source tree (the tests run from the checkout they were built in).
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")

    /// Every saved script, by file name, in name order.
    static func load() throws -> [(name: String, script: MonkeyScript)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return try names.filter { $0.hasSuffix(".txt") }.sorted().map { name in
            (name, try parse(String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8), name: name))
        }
    }

    /// The script in a file's `text`.
    static func parse(_ text: String, name: String) throws -> MonkeyScript {
        var demo: GalleryDemo?
        var steps: [String] = []
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
            if line.hasPrefix("#") {
                let words = line.dropFirst().split(separator: " ")
                if words.count == 2, words[0] == "demo:" { demo = GalleryDemo(rawValue: String(words[1])) }
            } else {
                steps.append(line)
            }
        }
        guard let demo else { throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: name]) }
        return MonkeyScript(demo: demo, steps: steps)
    }

    /// The file text for `script`, which failed with `failure`.
    static func text(of script: MonkeyScript, failure: String) -> String {
        let path = "Tests/LazyScrollGalleryTests/Monkey/Regressions/FILE"
        return """
            # A monkey script that failed; every swift test replays it (MonkeyTests). By hand:
            #   swift run lazyscroll replay \(script.demo.rawValue) --every-step --script "$(grep -v '^#' \(path))"
            # failure: \(failure.split(separator: "\n").first ?? "")
            # demo: \(script.demo.rawValue)

            """ + script.steps.joined(separator: "\n") + "\n"
    }

    /// Saves `script` as a new regression file; returns its path.
    @discardableResult
    static func save(_ script: MonkeyScript, failure: String, seed: UInt64) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("\(script.demo.rawValue)-\(seed).txt")
        try Data(text(of: script, failure: failure).utf8).write(to: file)
        return file.path
    }
}
