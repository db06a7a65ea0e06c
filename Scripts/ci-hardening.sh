#!/usr/bin/env bash
# The hardening half of CI: the fuzz targets over their saved inputs (every target's saved crashes and its
# corpus, Fuzz/Regressions and Fuzz/Corpus, each target within FUZZ_REPLAY_SECONDS, 300 by default), test
# suites under AddressSanitizer and ThreadSanitizer (subsets: see below), and the DocC build. Everything
# here is repeatable: no fresh random seeds (those are Scripts/explore.sh's). Called from .ci/run; each step can also be run alone:
#
#   Scripts/ci-hardening.sh [fuzz] [asan] [tsan] [docs]     (no argument: all four, in that order)
#
# The sanitizer builds use their own scratch folders (.build-asan, .build-tsan; ignored by git) so they
# never invalidate the normal .build. Every step runs even when an earlier one fails, so one CI run
# reports all of them; the exit status is non-zero if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."

steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(fuzz asan tsan docs)

# Swift's crash backtracer can hang under the sanitizers' signal handling; the sanitizers print their
# own reports.
export SWIFT_BACKTRACE=enable=no
# The gallery's monkey test runs 16 committed scripts per demo in the plain `swift test`; under the
# sanitizers (several times slower) 4 per demo still cover every demo and every kind of step.
export LAZYSCROLL_MONKEY_SEEDS=4

# The sanitizers run on a subset, to keep CI well under its time limit (the plain `swift test` runs all):
# AddressSanitizer skips the UIKit and SwiftUI suites, which run the views' logic serially on the main
# actor against the pure-Swift stand-in (no unsafe memory of their own) and would double its time;
# ThreadSanitizer runs the suites whose code has threads: the terminal (its reader thread, signal
# handlers, child processes), the gallery and the command, and the example program.
stand_in_suites='^(LazyScrollUIKitTests|LazyScrollSwiftUITests)\.'
threaded_suites='^(LazyScrollTerminalTests|LazyScrollGalleryTests|LazyScrollCommandTests|LogViewTests)\.'

failed=()
run_step() {
    local name="$1"
    shift
    local started=$SECONDS
    echo "== hardening: $name"
    if "$@"; then
        echo "== hardening: $name passed in $((SECONDS - started))s"
    else
        echo "== hardening: $name FAILED after $((SECONDS - started))s" >&2
        failed+=("$name")
    fi
}

for step in "${steps[@]}"; do
    case "$step" in
        # Replays the saved inputs of every target only: random fuzzing is exploration
        # (Scripts/explore.sh, Scripts/fuzz.sh), never CI.
        fuzz) run_step fuzz Scripts/fuzz.sh --replay ;;
        asan) run_step "address sanitizer" env LSAN_OPTIONS="suppressions=$PWD/Scripts/lsan-suppressions.txt" \
                  swift test --sanitize=address --scratch-path .build-asan --skip "$stand_in_suites" ;;
        tsan) run_step "thread sanitizer" swift test --sanitize=thread --scratch-path .build-tsan \
                  --filter "$threaded_suites" ;;
        docs) run_step docs swift package generate-documentation --target LazyScroll --target LazyScrollTerminal \
                  --warnings-as-errors ;;
        *) echo "ci-hardening.sh: unknown step '$step' (fuzz, asan, tsan, docs)" >&2; exit 2 ;;
    esac
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "== hardening: failed: ${failed[*]}" >&2
    exit 1
fi
echo "== hardening: all passed"
