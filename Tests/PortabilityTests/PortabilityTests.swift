import Foundation
import Testing

/// The package's sources against the mistakes Linux hides (see `PortabilityRules`), and each rule against
/// a source that breaks it, so that a rule that stopped finding anything would fail here.
@Suite("Portability to Apple platforms")
struct PortabilityTests {
    static let sources: [SwiftSource] = (try? SwiftSource.packageSources(root: SwiftSource.packageRoot)) ?? []

    static func source(_ text: String, module: String = "LazyScroll") -> SwiftSource {
        SwiftSource(path: "Sources/\(module)/Example.swift", module: module, text: text)
    }

    @Test("the package's sources are found")
    func sourcesAreFound() {
        #expect(Self.sources.count > 100)
        #expect(Set(Self.sources.map(\.module)).isSuperset(of: ["LazyScroll", "LazyScrollTerminal", "LazyScrollGallery", "LazyScrollUIKit"]))
    }

    @Test("every file that names a CoreGraphics type imports CoreGraphics where it exists")
    func coreGraphicsImports() {
        #expect(PortabilityRules.missingCoreGraphicsImports(Self.sources).map(\.description) == [])
        let bad = Self.source("import Foundation\nstruct A { var x: CGFloat }\n")
        #expect(PortabilityRules.missingCoreGraphicsImports([bad]).map(\.line) == [2])
        let good = Self.source("import Foundation\n#if canImport(CoreGraphics)\nimport CoreGraphics\n#endif\nstruct A { var x: CGFloat }\n")
        #expect(PortabilityRules.missingCoreGraphicsImports([good]).isEmpty)
        // Comments and strings do not count.
        #expect(PortabilityRules.missingCoreGraphicsImports([Self.source("// CGRect\nlet s = \"CGSize\"\n")]).isEmpty)
    }

    @Test("no Equatable or Hashable conformance is synthesized over CoreGraphics geometry")
    func noSynthesizedGeometryConformances() {
        #expect(PortabilityRules.synthesizedGeometryConformances(Self.sources).map(\.description) == [])
        let synthesized = Self.source("""
            public struct Placement: Sendable, Hashable {
                public var index: Int
                public var frame: CGRect
                public var area: CGFloat { frame.width }
            }
            """)
        #expect(PortabilityRules.synthesizedGeometryConformances([synthesized]).map(\.line) == [1])
        let enumCase = Self.source("enum Shape: Equatable {\n    case box(CGRect)\n}\n")
        #expect(PortabilityRules.synthesizedGeometryConformances([enumCase]).count == 1)
        let byExtension = Self.source("struct P { var origin: CGPoint }\nextension P: Hashable {}\n")
        #expect(PortabilityRules.synthesizedGeometryConformances([byExtension]).count == 1)
        let handWritten = Self.source("""
            struct P: Hashable {
                var origin: CGPoint
                static func == (a: P, b: P) -> Bool { a.origin == b.origin }
                func hash(into hasher: inout Hasher) { hasher.combine(origin.x) }
            }
            """)
        #expect(PortabilityRules.synthesizedGeometryConformances([handWritten]).isEmpty)
        let computedOnly = Self.source("struct P: Hashable {\n    var x: CGFloat\n    var point: CGPoint { CGPoint(x: x, y: 0) }\n    static let origin: CGPoint = .zero\n}\n")
        #expect(PortabilityRules.synthesizedGeometryConformances([computedOnly]).isEmpty)
    }

    @Test("no standard-library or Foundation API newer than iOS 15 / macOS 12")
    func noNewerAPI() {
        #expect(PortabilityRules.newerThanDeploymentTargets(Self.sources).map(\.description) == [])
        let bad = Self.source("let s = String(validating: bytes, as: UTF8.self)\nlet d: Duration = .seconds(1)\n")
        #expect(PortabilityRules.newerThanDeploymentTargets([bad]).map(\.line) == [1, 2])
        // A longer identifier that contains a listed name is not the API.
        #expect(PortabilityRules.newerThanDeploymentTargets([Self.source("let animationDuration = 1\nstruct AtomicCounter {}\n")]).isEmpty)
    }

    @Test("front-end modules write no throw statement in a typed-throws function")
    func noTypedThrowStatementsInFrontEnds() {
        #expect(PortabilityRules.typedThrowStatementsInFrontEnds(Self.sources).map(\.description) == [])
        let typed = "func f(_ x: Int) throws(E) -> Int {\n    if x < 0 { throw E.negative }\n    return x\n}\n"
        #expect(PortabilityRules.typedThrowStatementsInFrontEnds([Self.source(typed, module: "LazyScrollTerminal")]).map(\.line) == [2])
        // The engine may; untyped functions may; propagating with `try` is not a throw statement.
        #expect(PortabilityRules.typedThrowStatementsInFrontEnds([Self.source(typed)]).isEmpty)
        let untyped = "func f(_ x: Int) throws -> Int {\n    if x < 0 { throw E.negative }\n    return x\n}\n"
        #expect(PortabilityRules.typedThrowStatementsInFrontEnds([Self.source(untyped, module: "LazyScrollTerminal")]).isEmpty)
        let propagating = "func f() throws(LazyScrollError) -> Int {\n    try g()\n}\n"
        #expect(PortabilityRules.typedThrowStatementsInFrontEnds([Self.source(propagating, module: "LazyScrollUIKit")]).isEmpty)
    }

    /// Apple's type names, as Scripts/apple-type-names.sh extracted them from the SDK.
    static let appleTypeNames: Set<String> = {
        let url = SwiftSource.packageRoot.appendingPathComponent("Tests/PortabilityTests/AppleTypeNames.txt")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") })
    }()

    @Test("no public type of the iOS modules has the name of a SwiftUI, UIKit, Foundation or Combine type")
    func noTypeNamedLikeAnAppleType() {
        // The list is there, with the names that collided before (the engine's Axis, Spring, GridLayout).
        #expect(Self.appleTypeNames.isSuperset(of: ["Axis", "Spring", "GridLayout", "Section", "Edge", "Alignment", "ScrollPosition"]))
        #expect(PortabilityRules.typesNamedLikeAppleTypes(Self.sources, appleTypeNames: Self.appleTypeNames).map(\.description) == [])
        let colliding = Self.source("""
            /// An axis.
            public enum Axis: Sendable { case horizontal, vertical }
            @frozen public struct Spring {}
            struct GridLayout {}
            extension Section {}
            public struct ScrollAxis {
                public enum Edge {}
            }
            """)
        #expect(PortabilityRules.typesNamedLikeAppleTypes([colliding], appleTypeNames: Self.appleTypeNames).map(\.line) == [2, 3])
        // Only the modules an iOS app imports.
        let terminal = Self.source("public enum Axis {}\n", module: "LazyScrollTerminal")
        #expect(PortabilityRules.typesNamedLikeAppleTypes([terminal], appleTypeNames: Self.appleTypeNames).isEmpty)
    }
}
