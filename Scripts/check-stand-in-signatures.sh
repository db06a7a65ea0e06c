#!/usr/bin/env bash
# Compiles Tests/LazyScrollUIKitTests/UIKitSignatureProbe.swift for iOS against Apple's UIKit with
# ../shared/apple-sdk-check/check-ios.sh. The same file compiles on Linux against the UIKit stand-in (it is
# part of the LazyScrollUIKitTests target), so a stand-in declaration that differs from UIKit's in type,
# optionality, label or actor isolation fails here or there.
# usage: Scripts/check-stand-in-signatures.sh [SDK]   (default: the SDK check-ios.sh extracted into the cache)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sdk=${1:-${XDG_CACHE_HOME:-$HOME/.cache}/lazyscroll-apple-sdk/iPhoneOS17.0.sdk}
check=$root/../shared/apple-sdk-check/check-ios.sh
probe=$(mktemp -d)
trap 'rm -rf "$probe"' EXIT
# check-ios.sh compiles Sources/<TARGET>; the probe is a one-file target in a scratch package root.
mkdir -p "$probe/Sources/UIKitSignatureProbe" "$probe/Scripts"
cp "$root/Package.swift" "$probe/"
cp "$root/Tests/LazyScrollUIKitTests/UIKitSignatureProbe.swift" "$probe/Sources/UIKitSignatureProbe/"
if [ -f "$root/Scripts/ios-known-old-sdk.txt" ]; then cp "$root/Scripts/ios-known-old-sdk.txt" "$probe/Scripts/"; fi
output=$("$check" "$sdk" "$probe" UIKitSignatureProbe 2>&1) || { echo "$output"; exit 1; }
echo "$output"
grep -q ': warning: ' <<<"$output" && { echo "stand-in signature check: warnings"; exit 1; }
echo "stand-in signature check: OK"
