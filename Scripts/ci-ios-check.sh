#!/usr/bin/env bash
# Compiles every library target for iOS against Apple's SDK (../shared/apple-sdk-check/check-ios.sh), the
# UIKit stand-in's signatures against Apple's UIKit and the SwiftUI guide's examples, when the SDK is already
# extracted in the cache;
# otherwise says in one line that it was skipped (extracting it needs the SDK repository, which CI
# does not fetch). Fails on any error or warning.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
check=$root/../shared/apple-sdk-check/check-ios.sh
sdk=${XDG_CACHE_HOME:-$HOME/.cache}/lazyscroll-apple-sdk/iPhoneOS17.0.sdk
if [ ! -x "$check" ] || [ ! -f "$sdk/SDKSettings.json" ]; then
    echo "iOS build check skipped: it needs Apple's iPhoneOS SDK in ${sdk%/*} and the checker at $check, which CI keeps cached outside the repository (README: What CI runs)"
    exit 0
fi
targets=()
for target in LazyScroll LazyScrollTerminal LazyScrollGallery LazyScrollUIKit LazyScrollSwiftUI; do
    [ -d "$root/Sources/$target" ] && targets+=("$target")
done
output=$("$check" "$sdk" "$root" "${targets[@]}" 2>&1); status=$?
echo "$output"
if [ $status -ne 0 ] || grep -q ': warning: ' <<<"$output"; then
    echo "iOS build check: errors or warnings (see above)"
    exit 1
fi
"$root/Scripts/check-stand-in-signatures.sh" "$sdk"
"$root/Scripts/check-guide-examples.sh" "$sdk"
