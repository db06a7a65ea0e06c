#!/usr/bin/env bash
# Compiles the examples of Documentation/SwiftUI.md (Tests/LazyScrollSwiftUITests/Documentation/
# SwiftUIDocumentationExamples.swift) for iOS against Apple's SDK, after the targets they use. On Linux
# the file compiles empty (there is no SwiftUI), so this is where its code is checked. Fails on any error
# or warning.
# usage: Scripts/check-swiftui-examples.sh [SDK]   (default: the SDK check-ios.sh extracted into the cache)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sdk=${1:-${XDG_CACHE_HOME:-$HOME/.cache}/lazyscroll-apple-sdk/iPhoneOS17.0.sdk}
"$root/Scripts/check-ios-file.sh" "$sdk" SwiftUIDocumentationExamples \
    "$root/Tests/LazyScrollSwiftUITests/Documentation/SwiftUIDocumentationExamples.swift" \
    LazyScroll LazyScrollUIKit LazyScrollSwiftUI
echo "SwiftUI examples check: OK"
