import Foundation

/// One place where a source breaks a rule.
struct PortabilityFinding: CustomStringConvertible, Equatable {
    var path: String
    var line: Int
    var message: String

    var description: String { "\(path):\(line): \(message)" }
}

/// Mistakes that Linux's Foundation hides and Apple's SDKs reject, found by reading the sources.
///
/// Linux gives CGRect its whole geometry API without CoreGraphics, makes the CG types Hashable and has no
/// availability; the iOS 15 / macOS 12 deployment targets have none of that. The full check is
/// `check-ios.sh` against a real SDK; these rules catch the usual slips in every `swift test`.
enum PortabilityRules {
    static let coreGraphicsTypes = ["CGFloat", "CGRect", "CGSize", "CGPoint", "CGVector", "CGAffineTransform"]
    /// CG types whose `Hashable` conformance needs iOS 18 / macOS 15.
    static let geometryTypes = ["CGRect", "CGSize", "CGPoint", "CGVector", "CGAffineTransform"]

    /// Standard-library and Foundation API newer than iOS 15 / macOS 12, as (code fragment, why).
    static let newerAPI: [(fragment: String, reason: String)] = [
        ("String(validating:", "String(validating:as:) needs iOS 18 / macOS 15"),
        ("Duration", "Duration needs iOS 16 / macOS 13"),
        ("ContinuousClock", "ContinuousClock needs iOS 16 / macOS 13"),
        ("SuspendingClock", "SuspendingClock needs iOS 16 / macOS 13"),
        ("Regex", "Regex needs iOS 16 / macOS 13"),
        ("#/", "regex literals need iOS 16 / macOS 13"),
        (".sleep(for:", "Task.sleep(for:) needs iOS 16 / macOS 13"),
        ("Mutex", "Synchronization.Mutex needs iOS 18 / macOS 15"),
        ("Atomic", "Synchronization.Atomic needs iOS 18 / macOS 15"),
        ("import Synchronization", "the Synchronization module needs iOS 18 / macOS 15"),
        ("RangeSet", "RangeSet needs iOS 18 / macOS 15"),
        ("InlineArray", "InlineArray needs iOS 26 / macOS 26"),
        ("MutableSpan", "MutableSpan needs iOS 26 / macOS 26"),
        ("RawSpan", "RawSpan needs iOS 26 / macOS 26"),
        ("import Observation", "Observation needs iOS 17 / macOS 14"),
        ("@Observable", "@Observable needs iOS 17 / macOS 14"),
        ("withDiscardingTaskGroup", "discarding task groups need iOS 17 / macOS 14"),
        ("URL(filePath:", "URL(filePath:) needs iOS 16 / macOS 13"),
    ]

    /// Modules built for Apple platforms whose typed `throw` statements the iOS check's SDK cannot lower
    /// (its standard library has no `_willThrowTyped`): every module but the engine.
    static func isFrontEnd(_ module: String) -> Bool { module != "LazyScroll" }

    // MARK: - Rules

    /// Files that name a CG type must import CoreGraphics under `#if canImport(CoreGraphics)`: on Apple
    /// platforms `import Foundation` gives CGRect but not `minX`, `width`, `offsetBy` or the `Int`
    /// initializers.
    static func missingCoreGraphicsImports(_ files: [SwiftSource]) -> [PortabilityFinding] {
        files.compactMap { file in
            guard let first = coreGraphicsTypes.lazy.compactMap({ wordOffsets(of: $0, in: file.code[...]).first }).first else { return nil }
            let compact = file.code.filter { !$0.isWhitespace }
            if compact.contains("#ifcanImport(CoreGraphics)importCoreGraphics") { return nil }
            return PortabilityFinding(path: file.path, line: file.line(at: first),
                                      message: "names a CoreGraphics type without `#if canImport(CoreGraphics) import CoreGraphics #endif`")
        }
    }

    /// Equatable/Hashable types with stored CG geometry must write `==` and `hash(into:)` by hand:
    /// synthesis needs the CG types to be Hashable, which Apple's SDKs give only from iOS 18 / macOS 15.
    static func synthesizedGeometryConformances(_ files: [SwiftSource]) -> [PortabilityFinding] {
        var findings: [PortabilityFinding] = []
        let declarations = files.flatMap { file in typeDeclarations(in: file).map { (file, $0) } }
        for (file, declaration) in declarations {
            let protocols = Set(declaration.conformances)
                .union(extensionConformances(of: declaration.name, module: file.module, files: files))
            let wantsHashable = protocols.contains("Hashable")
            guard wantsHashable || protocols.contains("Equatable") else { continue }
            guard let member = declaration.storedMemberTypes.first(where: { type in geometryTypes.contains { !wordOffsets(of: $0, in: type[...]).isEmpty } })
            else { continue }
            let bodies = ([declaration.body] + extensionBodies(of: declaration.name, module: file.module, files: files)).joined(separator: "\n")
            let writesEquality = bodies.contains("static func ==")
            let writesHash = bodies.contains("func hash(into")
            if !writesEquality || (wantsHashable && !writesHash) {
                findings.append(PortabilityFinding(
                    path: file.path, line: declaration.line,
                    message: "\(declaration.name) gets a synthesized \(wantsHashable ? "Hashable" : "Equatable") over `\(member)`; write == and hash(into:) by hand"))
            }
        }
        return findings
    }

    /// API the deployment targets do not have.
    static func newerThanDeploymentTargets(_ files: [SwiftSource]) -> [PortabilityFinding] {
        files.flatMap { file in
            newerAPI.flatMap { entry in
                fragmentOffsets(of: entry.fragment, in: file.code[...]).map {
                    PortabilityFinding(path: file.path, line: file.line(at: $0), message: "\(entry.reason) (the package deploys to iOS 15 / macOS 12)")
                }
            }
        }
    }

    /// `throw` statements inside `throws(SomeError)` functions of front-end modules: the Swift 6.3
    /// compiler crashes lowering them against the iOS check's SDK.
    static func typedThrowStatementsInFrontEnds(_ files: [SwiftSource]) -> [PortabilityFinding] {
        var findings: [PortabilityFinding] = []
        for file in files where isFrontEnd(file.module) {
            let code = file.code
            var search = code.startIndex
            while let typed = code.range(of: "throws(", range: search..<code.endIndex) {
                search = typed.upperBound
                guard let open = code[typed.upperBound...].firstIndex(of: "{"), let close = matchingBrace(in: code, from: open) else { continue }
                for offset in wordOffsets(of: "throw", in: code[open...close]) {
                    findings.append(PortabilityFinding(path: file.path, line: file.line(at: offset),
                                                       message: "a `throw` in a typed-throws function of a front-end module; declare plain `throws`"))
                }
            }
        }
        return findings
    }

    /// The modules an iOS app imports beside SwiftUI and UIKit (LazyScrollSwiftUI re-exports the other two).
    static let iOSModules: Set<String> = ["LazyScroll", "LazyScrollUIKit", "LazyScrollSwiftUI"]

    /// Public top-level types of the iOS modules named like a type of SwiftUI, UIKit, Foundation or
    /// Combine (`appleTypeNames`): in a file that imports both, the name is ambiguous and the app has to
    /// qualify every use (`LazyScroll.Axis`).
    static func typesNamedLikeAppleTypes(_ files: [SwiftSource], appleTypeNames: Set<String>) -> [PortabilityFinding] {
        files.filter { iOSModules.contains($0.module) }.flatMap { file in
            publicTopLevelTypes(in: file).compactMap { type in
                guard appleTypeNames.contains(type.name) else { return nil }
                return PortabilityFinding(path: file.path, line: type.line,
                                          message: "public type \(type.name) has the name of an Apple framework type; an app that imports both cannot write it unqualified")
            }
        }
    }

    /// The names of the public types declared at the top level of `file` (the declaration or its
    /// attributes start the line).
    static func publicTopLevelTypes(in file: SwiftSource) -> [(name: String, line: Int)] {
        var result: [(name: String, line: Int)] = []
        var lineNumber = 0
        for line in file.code.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard let first = line.first, !first.isWhitespace else { continue }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" || $0 == ":" || $0 == "<" || $0 == "{" || $0 == "," })
            guard let keyword = words.firstIndex(where: { ["struct", "enum", "class", "protocol", "typealias", "actor"].contains($0) }),
                  words[..<keyword].contains("public") || words[..<keyword].contains("open"),
                  keyword + 1 < words.count else { continue }
            result.append((String(words[keyword + 1]), lineNumber))
        }
        return result
    }

    // MARK: - Reading declarations

    struct TypeDeclaration {
        var name: String
        var conformances: [String]
        var body: String
        var line: Int
        /// The types of stored properties and enum associated values, as written.
        var storedMemberTypes: [String]
    }

    static func typeDeclarations(in file: SwiftSource) -> [TypeDeclaration] {
        let code = file.code
        var result: [TypeDeclaration] = []
        for keyword in ["struct", "enum", "class"] {
            for start in wordOffsets(of: keyword, in: code[...]) {
                let afterKeyword = code.index(start, offsetBy: keyword.count)
                let header = code[afterKeyword...].prefix { $0 != "{" }
                guard header.endIndex < code.endIndex, let close = matchingBrace(in: code, from: header.endIndex) else { continue }
                let name = String(header.drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                guard !name.isEmpty else { continue }
                var conformances: [String] = []
                if let colon = header.firstIndex(of: ":") {
                    conformances = header[header.index(after: colon)...].split(separator: "where")[0]
                        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
                }
                let body = String(code[code.index(after: header.endIndex)..<close])
                result.append(TypeDeclaration(
                    name: name, conformances: conformances, body: body, line: file.line(at: start),
                    storedMemberTypes: storedMemberTypes(inBody: body, isEnum: keyword == "enum")))
            }
        }
        return result
    }

    /// The types of the stored properties (and, for enums, associated values) declared directly in
    /// `body`: depth-one `var`/`let` with a type annotation that are not static and not computed.
    static func storedMemberTypes(inBody body: String, isEnum: Bool) -> [String] {
        var types: [String] = []
        for line in depthOneLines(of: body) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if isEnum, words.contains("case"), let open = line.firstIndex(of: "(") {
                types.append(String(line[line.index(after: open)...]))
                continue
            }
            guard let keyword = words.firstIndex(where: { $0 == "var" || $0 == "let" }), !words[..<keyword].contains("static"),
                  let colon = line.firstIndex(of: ":") else { continue }
            var type = line[line.index(after: colon)...]
            if let equals = type.firstIndex(of: "=") { type = type[..<equals] }
            if let brace = type.firstIndex(of: "{") {
                let accessor = line[line.index(after: brace)...].trimmingCharacters(in: .whitespaces)
                // Observers keep the property stored; anything else after `{` computes it.
                guard accessor.hasPrefix("didSet") || accessor.hasPrefix("willSet") else { continue }
                type = type[..<brace]
            }
            types.append(type.trimmingCharacters(in: .whitespaces))
        }
        return types
    }

    /// The lines of `body` that start at brace depth zero (within the body).
    static func depthOneLines(of body: String) -> [String] {
        var lines: [String] = []
        var depth = 0
        var current = ""
        var startsAtDepthZero = true
        for character in body {
            if character == "\n" {
                if startsAtDepthZero { lines.append(current) }
                current = ""
                startsAtDepthZero = depth == 0
                continue
            }
            current.append(character)
            if character == "{" { depth += 1 }
            if character == "}" { depth -= 1 }
        }
        if startsAtDepthZero { lines.append(current) }
        return lines
    }

    static func extensionConformances(of name: String, module: String, files: [SwiftSource]) -> Set<String> {
        Set(extensionHeaders(of: name, module: module, files: files).flatMap { header -> [String] in
            guard let colon = header.firstIndex(of: ":") else { return [] }
            return header[header.index(after: colon)...].split(separator: "where")[0].split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        })
    }

    static func extensionBodies(of name: String, module: String, files: [SwiftSource]) -> [String] {
        extensions(of: name, module: module, files: files).map(\.body)
    }

    static func extensionHeaders(of name: String, module: String, files: [SwiftSource]) -> [String] {
        extensions(of: name, module: module, files: files).map(\.header)
    }

    static func extensions(of name: String, module: String, files: [SwiftSource]) -> [(header: String, body: String)] {
        var result: [(String, String)] = []
        for file in files where file.module == module {
            let code = file.code
            for start in wordOffsets(of: "extension", in: code[...]) {
                let header = code[code.index(start, offsetBy: "extension".count)...].prefix { $0 != "{" }
                let extended = header.drop { $0 == " " }.prefix { !$0.isWhitespace && $0 != ":" && $0 != "{" }
                guard extended == name || extended.hasSuffix("." + name), header.endIndex < code.endIndex,
                      let close = matchingBrace(in: code, from: header.endIndex) else { continue }
                result.append((String(header), String(code[header.endIndex...close])))
            }
        }
        return result
    }

    // MARK: - Scanning

    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Where `word` occurs as a whole identifier in `code`.
    static func wordOffsets(of word: String, in code: Substring) -> [String.Index] {
        fragmentOffsets(of: word, in: code)
    }

    /// Where `fragment` occurs in `code` as whole tokens: an end that is an identifier character must not
    /// touch another one (so `Atomic` is not found in `AtomicCounter`, nor `Duration` in `animationDuration`).
    static func fragmentOffsets(of fragment: String, in code: Substring) -> [String.Index] {
        var offsets: [String.Index] = []
        var search = code.startIndex
        while let found = code.range(of: fragment, range: search..<code.endIndex) {
            search = found.upperBound
            if let first = fragment.first, isIdentifierCharacter(first), found.lowerBound > code.startIndex,
               isIdentifierCharacter(code[code.index(before: found.lowerBound)]) { continue }
            if let last = fragment.last, isIdentifierCharacter(last), found.upperBound < code.endIndex,
               isIdentifierCharacter(code[found.upperBound]) { continue }
            offsets.append(found.lowerBound)
        }
        return offsets
    }

    /// The `}` that closes the `{` at `open`.
    static func matchingBrace(in code: String, from open: String.Index) -> String.Index? {
        var depth = 0
        var index = open
        while index < code.endIndex {
            if code[index] == "{" { depth += 1 }
            if code[index] == "}" {
                depth -= 1
                if depth == 0 { return index }
            }
            index = code.index(after: index)
        }
        return nil
    }
}
