#!/usr/bin/env bash
# Random exploration, kept out of CI: runs the property tests with fresh random seeds, and the fuzz targets
# with fresh random inputs, and saves what fails as regressions that every later `swift test` replays.
#
#   Scripts/explore.sh [ROUNDS] [-- SWIFT TEST ARGUMENTS...]
#   LAZYSCROLL_EXPLORE=20   fresh seeds per round, as a multiple of each property's committed seed count
#   FUZZ_SECONDS=0          also fuzz each target this long per round, with a fresh random seed
#
# An ordinary `swift test` (what CI runs) checks each property's committed seeds plus the seeds saved in
# Tests/PropertySeeds/Regressions.txt, the same cases on every machine, so a new random failure cannot
# block an unrelated change. Here each property stops at its first failing seed and appends it to that
# list; a fuzz crash is copied to Fuzz/Regressions/<target>/. Commit them with the fix (or as a failing
# test for whoever fixes it). Exits non-zero when anything new failed.
#
#   Scripts/explore.sh 10                                   ten rounds of every property test
#   Scripts/explore.sh 5 -- --filter ControllerPropertyTests
#   FUZZ_SECONDS=300 Scripts/explore.sh 1                   one round, plus five minutes per fuzz target
set -uo pipefail
cd "$(dirname "$0")/.."

rounds=1
if [ $# -gt 0 ] && [ "$1" != "--" ]; then rounds="$1"; shift; fi
[ "${1:-}" = "--" ] && shift
case "$rounds" in '' | *[!0-9]*) echo "explore.sh: ROUNDS must be a whole number, not '$rounds'" >&2; exit 2 ;; esac
factor="${LAZYSCROLL_EXPLORE:-20}"
fuzz_seconds="${FUZZ_SECONDS:-0}"
regressions=Tests/PropertySeeds/Regressions.txt
lines_before=$(wc -l < "$regressions")

swift build --build-tests || exit 1
failed=false
for round in $(seq 1 "$rounds"); do
    echo "== explore: round $round of $rounds: $factor × each property's committed seeds, fresh"
    LAZYSCROLL_EXPLORE="$factor" swift test --skip-build "$@" || failed=true
    if [ "$fuzz_seconds" -gt 0 ]; then
        for target in engine controller grid identity snapshot input-parser; do
            before=$(ls fuzz-artifacts/$target 2>/dev/null | sort)
            FUZZ_RUNS= FUZZ_SECONDS="$fuzz_seconds" Scripts/fuzz.sh "$target" || failed=true
            for crash in $(comm -13 <(echo "$before") <(ls fuzz-artifacts/$target 2>/dev/null | sort)); do
                mkdir -p "Fuzz/Regressions/$target"
                cp "fuzz-artifacts/$target/$crash" "Fuzz/Regressions/$target/$crash"
                echo "== explore: saved fuzz input Fuzz/Regressions/$target/$crash"
            done
        done
    fi
done

new_seeds=$(tail -n +"$((lines_before + 1))" "$regressions")
if [ -n "$new_seeds" ]; then
    echo "== explore: new failing seeds in $regressions:"
    echo "$new_seeds"
fi
if $failed; then
    echo "== explore: failures found; the saved seeds and inputs fail every swift test until fixed" >&2
    exit 1
fi
echo "== explore: nothing failed in $rounds round(s)"
