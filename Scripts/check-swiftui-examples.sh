#!/usr/bin/env bash
# Compiles the examples of Documentation/SwiftUI.md (Tests/LazyScrollSwiftUITests/Documentation/
# SwiftUIDocumentationExamples.swift) for iOS against Apple's SDK with ../shared/apple-sdk-check/check-ios.sh,
# after the targets they use. On Linux the file compiles empty (there is no SwiftUI), so this is where its
# code is checked. Fails on any error or warning.
# usage: Scripts/check-swiftui-examples.sh [SDK]   (default: the SDK check-ios.sh extracted into the cache)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sdk=${1:-${XDG_CACHE_HOME:-$HOME/.cache}/lazyscroll-apple-sdk/iPhoneOS17.0.sdk}
check=$root/../shared/apple-sdk-check/check-ios.sh
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# check-ios.sh compiles Sources/<TARGET>; the examples become one more target in a scratch package root,
# after copies of the targets they import.
mkdir -p "$scratch/Sources/SwiftUIDocumentationExamples" "$scratch/Scripts"
cp "$root/Package.swift" "$scratch/"
for target in LazyScroll LazyScrollUIKit LazyScrollSwiftUI; do cp -R "$root/Sources/$target" "$scratch/Sources/"; done
cp "$root/Tests/LazyScrollSwiftUITests/Documentation/SwiftUIDocumentationExamples.swift" "$scratch/Sources/SwiftUIDocumentationExamples/"
if [ -f "$root/Scripts/ios-known-old-sdk.txt" ]; then cp "$root/Scripts/ios-known-old-sdk.txt" "$scratch/Scripts/"; fi
output=$("$check" "$sdk" "$scratch" LazyScroll LazyScrollUIKit LazyScrollSwiftUI SwiftUIDocumentationExamples 2>&1) || { echo "$output"; exit 1; }
echo "$output"
grep -q ': warning: ' <<<"$output" && { echo "SwiftUI examples check: warnings"; exit 1; }
grep -q '== SwiftUIDocumentationExamples for iOS' <<<"$output" || { echo "SwiftUI examples check: the examples were not compiled"; exit 1; }
echo "SwiftUI examples check: OK"
