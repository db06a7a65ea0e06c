#!/usr/bin/env bash
# Compiles the examples of the iOS guides for iOS against Apple's SDK, after the targets they use:
# Documentation/UIKit.md (Tests/LazyScrollUIKitTests/Documentation/UIKitDocumentationExamples.swift) and
# Documentation/SwiftUI.md (Tests/LazyScrollSwiftUITests/Documentation/SwiftUIDocumentationExamples.swift).
# On Linux those files compile empty (there is no UIKit or SwiftUI), so this is where their code is checked;
# DocumentationSnippetTests keeps them equal to the guides' code. Also UnqualifiedAppleNames.swift: SwiftUI's
# names unqualified beside LazyScroll's; and the example app's sources in Examples/iOS. Fails on any error or
# warning.
# usage: Scripts/check-guide-examples.sh [SDK]   (default: the SDK check-ios.sh extracted into the cache)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sdk=${1:-${XDG_CACHE_HOME:-$HOME/.cache}/lazyscroll-apple-sdk/iPhoneOS17.0.sdk}
"$root/Scripts/check-ios-file.sh" "$sdk" UIKitDocumentationExamples \
    "$root/Tests/LazyScrollUIKitTests/Documentation/UIKitDocumentationExamples.swift" \
    LazyScroll LazyScrollUIKit
"$root/Scripts/check-ios-file.sh" "$sdk" SwiftUIDocumentationExamples \
    "$root/Tests/LazyScrollSwiftUITests/Documentation/SwiftUIDocumentationExamples.swift" \
    LazyScroll LazyScrollUIKit LazyScrollSwiftUI
# An app's file that imports SwiftUI, UIKit and LazyScrollSwiftUI writes SwiftUI's names unqualified.
"$root/Scripts/check-ios-file.sh" "$sdk" UnqualifiedAppleNames \
    "$root/Tests/LazyScrollSwiftUITests/Documentation/UnqualifiedAppleNames.swift" \
    LazyScroll LazyScrollUIKit LazyScrollSwiftUI
# The example app's sources (Examples/iOS), written against the public API alone; the guides point there.
"$root/Scripts/check-ios-file.sh" "$sdk" ExampleUIKitApp \
    "$root/Examples/iOS/UIKitApp/ExampleUIKitApp.swift" \
    LazyScroll LazyScrollUIKit
"$root/Scripts/check-ios-file.sh" "$sdk" ExampleSwiftUIApp \
    "$root/Examples/iOS/SwiftUIApp/ExampleSwiftUIApp.swift" \
    LazyScroll LazyScrollUIKit LazyScrollSwiftUI
echo "guide examples check: OK"
