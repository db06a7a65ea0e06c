// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "LazyScroll",
    // The UIKit views' spoken strings are localized; English is the fallback.
    defaultLocalization: "en",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "LazyScroll", targets: ["LazyScroll"]),
        .library(name: "LazyScrollTerminal", targets: ["LazyScrollTerminal"]),
        // Compiles only where UIKit exists (iOS, Mac Catalyst, tvOS, visionOS); empty elsewhere.
        .library(name: "LazyScrollUIKit", targets: ["LazyScrollUIKit"]),
        // SwiftUI views over the UIKit ones: compiles where both SwiftUI and UIKit exist; empty elsewhere.
        .library(name: "LazyScrollSwiftUI", targets: ["LazyScrollSwiftUI"]),
        .executable(name: "lazyscroll", targets: ["lazyscroll"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // Only for `swift package generate-documentation`; adds no code to the libraries.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "LazyScroll"),
        .target(name: "LazyScrollTerminal", dependencies: ["LazyScroll"]),
        .target(name: "LazyScrollUIKit", dependencies: ["LazyScroll"], resources: [.process("Resources")]),
        .target(name: "LazyScrollSwiftUI", dependencies: ["LazyScroll", "LazyScrollUIKit"]),
        // Test-only: a stand-in for the part of UIKit the views use, and the same view sources
        // (Tests/LazyScrollUIKitOnStandIn/Views is a symlink to Sources/LazyScrollUIKit) compiled
        // against it, so the views build and run on Linux. No product exposes either.
        .target(name: "UIKitStandIn", path: "Tests/UIKitStandIn", exclude: ["README.md"]),
        .target(
            name: "LazyScrollUIKitOnStandIn",
            dependencies: ["LazyScroll", "UIKitStandIn"],
            path: "Tests/LazyScrollUIKitOnStandIn",
            resources: [.process("Views/Resources")],
            swiftSettings: [.define("UIKIT_STAND_IN")]
        ),
        // Test-only, like the one above: Sources/LazyScrollSwiftUI (through the symlink
        // Tests/LazyScrollSwiftUIOnStandIn/Views) against the stand-in. Only the parts that are not SwiftUI
        // compile here (the bindings, identities and re-hosting logic); the SwiftUI views are empty.
        .target(
            name: "LazyScrollSwiftUIOnStandIn",
            dependencies: ["LazyScroll", "UIKitStandIn", "LazyScrollUIKitOnStandIn"],
            path: "Tests/LazyScrollSwiftUIOnStandIn",
            swiftSettings: [.define("UIKIT_STAND_IN")]
        ),
        // Test-only: the seeds every property test runs (committed ones plus saved regressions, or fresh
        // ones when exploring); see Tests/PropertySeeds.
        .target(
            name: "PropertySeeds",
            dependencies: [.product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/PropertySeeds",
            exclude: ["Regressions.txt"]
        ),
        .target(name: "LazyScrollGallery", dependencies: ["LazyScroll", "LazyScrollTerminal"]),
        // The terminal guide's program (Sources/LazyScrollTerminal/Documentation.docc/GettingStarted.md):
        // `swift run logview`. The article's code is this file, checked by LogViewTests.
        .executableTarget(name: "logview", dependencies: ["LazyScroll", "LazyScrollTerminal"], path: "Examples/LogView"),
        .executableTarget(
            name: "lazyscroll",
            dependencies: [
                "LazyScrollGallery",
                "LazyScrollTerminal",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "LazyScrollTests",
            dependencies: ["LazyScroll", "PropertySeeds"]
        ),
        .testTarget(
            name: "LazyScrollUIKitTests",
            dependencies: ["LazyScrollUIKitOnStandIn", "UIKitStandIn", "LazyScroll", "PropertySeeds"]
        ),
        .testTarget(
            name: "LazyScrollSwiftUITests",
            dependencies: [
                "LazyScrollSwiftUIOnStandIn", "LazyScrollUIKitOnStandIn", "UIKitStandIn", "LazyScroll",
                // Only for the documentation's examples, which compile where SwiftUI and UIKit exist.
                "LazyScrollSwiftUI", "PropertySeeds",
            ]
        ),
        .testTarget(
            name: "LazyScrollTerminalTests",
            dependencies: ["LazyScrollTerminal", "PropertySeeds"]
        ),
        // The command line's own parsing and messages, through the executable target.
        .testTarget(
            name: "LazyScrollCommandTests",
            dependencies: ["lazyscroll", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Reads Sources/ for the mistakes Linux's Foundation hides from Apple platforms (no dependencies:
        // it checks text, not modules).
        // AppleTypeNames.txt: the names no public type may have (Scripts/apple-type-names.sh).
        .testTarget(name: "PortabilityTests", exclude: ["AppleTypeNames.txt"]),
        .testTarget(name: "LogViewTests", dependencies: ["logview", "LazyScrollTerminal", "LazyScroll", "PropertySeeds"]),
        .testTarget(
            name: "LazyScrollGalleryTests",
            dependencies: ["LazyScrollGallery", "LazyScrollTerminal", "LazyScroll", "PropertySeeds"],
            exclude: ["Snapshots", "Monkey/Regressions"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
