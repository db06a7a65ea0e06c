import Foundation
import Testing

/// The saved failing seeds of the property tests, in Tests/PropertySeeds/Regressions.txt: one per line,
/// `<property> <seed>`, optionally followed by `# why`; blank lines and lines starting with `#` are
/// comments. Every ordinary run replays them after the committed seeds; exploration appends to it.
public enum PropertyRegressions {
    /// The list's location in the source tree (the tests run from the checkout they were built in).
    public static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions.txt")

    /// Serializes appends: Swift Testing runs properties in parallel.
    private static let lock = NSLock()

    /// The saved seeds of `property`, in file order. A line that does not parse is recorded as an issue.
    public static func seeds(of property: String, sourceLocation: SourceLocation = #_sourceLocation) -> [UInt64] {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        var seeds: [UInt64] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let entry = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = entry.split(separator: " ", omittingEmptySubsequences: true)
            if fields.isEmpty { continue }
            guard fields.count == 2, let seed = UInt64(fields[1]) else {
                Issue.record("\(file.lastPathComponent):\(number + 1): expected '<property> <seed>', found '\(line)'", sourceLocation: sourceLocation)
                continue
            }
            if fields[0] == property { seeds.append(seed) }
        }
        return seeds
    }

    /// Appends `seed` to the list under `property`, and says so in the test's output.
    public static func append(_ seed: UInt64, to property: String, sourceLocation: SourceLocation = #_sourceLocation) {
        lock.lock()
        defer { lock.unlock() }
        let line = "\(property) \(seed)  # found by exploration; replayed by every run\n"
        do {
            let handle = try FileHandle(forWritingTo: file)
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(line.utf8))
            Issue.record("saved failing seed \(seed) of \(property) to \(file.path)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("could not save failing seed \(seed) of \(property) to \(file.path): \(error)", sourceLocation: sourceLocation)
        }
    }
}
