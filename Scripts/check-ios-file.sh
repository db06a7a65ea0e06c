#!/usr/bin/env bash
# Compiles one Swift file for iOS against Apple's SDK with ../shared/apple-sdk-check/check-ios.sh: the file
# becomes target NAME of a scratch package root, compiled after copies of the package's TARGETs that it
# imports (in dependency order). For files that live in test targets, where Linux compiles them against
# stand-ins or not at all, and that must also compile against Apple's frameworks. Fails on any error or
# warning.
# usage: Scripts/check-ios-file.sh SDK NAME FILE [TARGET...]
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
sdk=${1:?usage: check-ios-file.sh SDK NAME FILE [TARGET...]}
name=${2:?usage: check-ios-file.sh SDK NAME FILE [TARGET...]}
file=${3:?usage: check-ios-file.sh SDK NAME FILE [TARGET...]}
shift 3
check=$root/../shared/apple-sdk-check/check-ios.sh
if [ ! -x "$check" ] || [ ! -d "$sdk" ]; then
    echo "check-ios-file.sh: needs Apple's iPhoneOS SDK ($sdk) and the checker $check, which only CI has cached (Scripts/ci-ios-check.sh skips without them)" >&2
    exit 2
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# check-ios.sh compiles Sources/<TARGET> and reads the deployment target from Package.swift.
mkdir -p "$scratch/Sources/$name" "$scratch/Scripts"
cp "$root/Package.swift" "$scratch/"
for target in "$@"; do cp -R "$root/Sources/$target" "$scratch/Sources/"; done
cp "$file" "$scratch/Sources/$name/"
if [ -f "$root/Scripts/ios-known-old-sdk.txt" ]; then cp "$root/Scripts/ios-known-old-sdk.txt" "$scratch/Scripts/"; fi
output=$("$check" "$sdk" "$scratch" "$@" "$name" 2>&1) || { echo "$output"; exit 1; }
echo "$output"
grep -q ': warning: ' <<<"$output" && { echo "$name: warnings"; exit 1; }
grep -q "^== $name for iOS" <<<"$output" || { echo "$name was not compiled"; exit 1; }
exit 0
