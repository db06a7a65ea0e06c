// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "LazyScroll",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "LazyScroll", targets: ["LazyScroll"]),
        .library(name: "LazyScrollTerminal", targets: ["LazyScrollTerminal"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // Only for `swift package generate-documentation`; adds no code to the libraries.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "LazyScroll"),
        .target(name: "LazyScrollTerminal", dependencies: ["LazyScroll"]),
        .testTarget(
            name: "LazyScrollTests",
            dependencies: [
                "LazyScroll",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "LazyScrollTerminalTests",
            dependencies: [
                "LazyScrollTerminal",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
