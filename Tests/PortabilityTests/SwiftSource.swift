import Foundation

/// A Swift source file with its comments and the contents of its string literals blanked out (replaced
/// by spaces, keeping every offset and line), so that rules match code, not prose.
struct SwiftSource {
    /// The path relative to the package root.
    let path: String
    /// The module (the folder under Sources/).
    let module: String
    /// The text as written.
    let text: String
    /// The text with comments and string contents replaced by spaces.
    let code: String

    init(path: String, module: String, text: String) {
        self.path = path
        self.module = module
        self.text = text
        self.code = Self.blankingCommentsAndStrings(text)
    }

    /// The line number (from 1) of a character offset in `code`.
    func line(at offset: String.Index) -> Int {
        code[..<offset].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
    }

    /// Every Swift file under `Sources/`, with its module.
    static func packageSources(root: URL) throws -> [SwiftSource] {
        let sources = root.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else { return [] }
        var files: [SwiftSource] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            let module = relative.split(separator: "/")[1]
            files.append(SwiftSource(path: relative, module: String(module), text: try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The package root: two folders above this file's folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `text` with `//` and `/* */` comments and the contents of `"…"` and `"""…"""` literals blanked.
    /// Interpolations inside strings are blanked too; that only hides code, never invents it.
    static func blankingCommentsAndStrings(_ text: String) -> String {
        var out: [Character] = []
        out.reserveCapacity(text.count)
        let chars = Array(text)
        var i = 0
        func blank(_ c: Character) -> Character { c == "\n" ? "\n" : " " }
        while i < chars.count {
            let c = chars[i]
            let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
            if c == "/" && next == "/" {
                while i < chars.count && chars[i] != "\n" { out.append(" "); i += 1 }
            } else if c == "/" && next == "*" {
                var depth = 0
                repeat {
                    if chars[i] == "/" && i + 1 < chars.count && chars[i + 1] == "*" { depth += 1; out += [" ", " "]; i += 2; continue }
                    if chars[i] == "*" && i + 1 < chars.count && chars[i + 1] == "/" { depth -= 1; out += [" ", " "]; i += 2; continue }
                    out.append(blank(chars[i])); i += 1
                } while depth > 0 && i < chars.count
            } else if c == "\"" {
                let triple = next == "\"" && i + 2 < chars.count && chars[i + 2] == "\""
                let quote = triple ? 3 : 1
                out += Array(repeating: "\"", count: quote)
                i += quote
                while i < chars.count {
                    if chars[i] == "\\" { out.append(" "); out.append(i + 1 < chars.count ? blank(chars[i + 1]) : " "); i += 2; continue }
                    if chars[i] == "\"" && (!triple || (i + 2 < chars.count && chars[i + 1] == "\"" && chars[i + 2] == "\"")) { break }
                    out.append(blank(chars[i])); i += 1
                }
                if i < chars.count { out += Array(repeating: "\"", count: quote); i += quote }
            } else {
                out.append(c); i += 1
            }
        }
        return String(out)
    }
}
