#!/usr/bin/env bash
# Lists the top-level type names an iOS app file sees after `import SwiftUI`, `import UIKit`,
# `import Foundation` and `import Combine` (and what those re-export), from Apple's SDK: the names that
# no public type of LazyScroll's iOS modules may have, or every file that imports both would meet an
# ambiguous name (`Axis` was one). Writes Tests/PortabilityTests/AppleTypeNames.txt, which
# PortabilityTests reads; names that newer SDKs than the extracted iOS 17.0 one add are kept in that file's
# second part (below the marker line), which this script leaves as it is.
# usage: Scripts/apple-type-names.sh [SDK]   (default: the SDK check-ios.sh extracted into the cache)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sdk=${1:-${XDG_CACHE_HOME:-$HOME/.cache}/lazyscroll-apple-sdk/iPhoneOS17.0.sdk}
out=$root/Tests/PortabilityTests/AppleTypeNames.txt
marker='# Added by SDKs newer than iOS 17.0 (kept by hand):'
[ -f "$sdk/SDKSettings.json" ] || { echo "apple-type-names.sh: not an SDK: $sdk" >&2; exit 2; }
interfaces=()
for module in SwiftUI UIKit Foundation Combine CoreGraphics Observation CoreTransferable DeveloperToolsSupport Swift _Concurrency; do
    file=$(find -L "$sdk/" -path "*/$module.swiftmodule/arm64-apple-ios.swiftinterface" | head -1)
    [ -n "$file" ] || { echo "apple-type-names.sh: no interface for $module" >&2; exit 2; }
    interfaces+=("$file")
done
newer=""
if [ -f "$out" ]; then newer=$(sed -n "/^$marker\$/,\$p" "$out" | tail -n +2); fi
{
    echo "# Top-level type names of SwiftUI, UIKit, Foundation, Combine and what they re-export (CoreGraphics,"
    echo "# Observation, CoreTransferable, DeveloperToolsSupport, the standard library), from the iPhoneOS 17.0"
    echo "# SDK by Scripts/apple-type-names.sh: Swift declarations at the top level of each module interface,"
    echo "# and the Objective-C classes, protocols and types of Foundation and UIKit under their Swift names"
    echo "# (Foundation's without the NS prefix too). One name a line."
    {
        # Swift declarations at the top level: the line starts with the declaration or its attributes.
        perl -ne 'print "$2\n" if /^(?:@\S+(?:\([^)]*\))? )*public (?:final |indirect |open )*(struct|enum|class|protocol|typealias|actor) ([A-Za-z_][A-Za-z0-9_]*)/' "${interfaces[@]}"
        # Objective-C declarations of Foundation and UIKit: classes, protocols, typedef'd enums and structs.
        find "$sdk/System/Library/Frameworks/Foundation.framework/Headers" "$sdk/System/Library/Frameworks/UIKit.framework/Headers" -name '*.h' -print0 |
            xargs -0 perl -ne '
                print "$1\n" if /^\@(?:interface|protocol) ((?:NS|UI)[A-Za-z0-9_]+)/;
                print "$1\n" if /^typedef NS_(?:ENUM|OPTIONS|CLOSED_ENUM)\([^,]+, ((?:NS|UI)[A-Za-z0-9_]+)\)/;
                print "$1\n" if /^typedef struct (?:__attribute__\S+ )?((?:NS|UI)[A-Za-z0-9_]+)/;
                print "$1\n" if /NS_SWIFT_NAME\(([A-Z][A-Za-z0-9_]*)\)/;'
        # Foundation drops the NS prefix of many classes in Swift (NSTimer is Timer): all of them, to be safe.
        find "$sdk/System/Library/Frameworks/Foundation.framework/Headers" -name '*.h' -print0 |
            xargs -0 perl -ne 'print "$1\n" if /^\@(?:interface|protocol) NS([A-Z][A-Za-z0-9_]+)/'
    } | grep -v '^_' | sort -u
    echo "$marker"
    [ -z "$newer" ] || echo "$newer"
} > "$out.new"
mv "$out.new" "$out"
echo "wrote $out ($(grep -vc '^#' "$out") names)"
