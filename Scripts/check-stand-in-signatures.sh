#!/usr/bin/env bash
# Compiles Tests/LazyScrollUIKitTests/UIKitSignatureProbe.swift for iOS against Apple's UIKit with
# ../shared/apple-sdk-check/check-ios.sh. The same file compiles on Linux against the UIKit stand-in (it is
# part of the LazyScrollUIKitTests target), so a stand-in declaration that differs from UIKit's in type,
# optionality, label or actor isolation fails here or there.
# usage: Scripts/check-stand-in-signatures.sh [SDK]   (default: the SDK check-ios.sh extracted into the cache)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sdk=${1:-${XDG_CACHE_HOME:-$HOME/.cache}/lazyscroll-apple-sdk/iPhoneOS17.0.sdk}
"$root/Scripts/check-ios-file.sh" "$sdk" UIKitSignatureProbe "$root/Tests/LazyScrollUIKitTests/UIKitSignatureProbe.swift"
echo "stand-in signature check: OK"
