#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a bounded time; exits non-zero when any target crashes
# (a crash is an engine bug, a model mismatch, or a parser whose output depends on how input is split).
#
#   Scripts/fuzz.sh [--build-only | --replay] [TARGET...]      TARGET: engine, input-parser (default: both)
#   FUZZ_SECONDS=60   how long each target fuzzes, from a fresh random seed
#
# --replay runs each target once over its saved inputs in Fuzz/Regressions/<target> and fuzzes nothing:
# the same inputs on every machine. CI runs that (Scripts/ci-hardening.sh), so that a new random find
# cannot block an unrelated change; fuzzing for new inputs is exploration (Scripts/explore.sh). Fuzzing
# is not repeatable even from a fixed libFuzzer seed: pointer hashes and the Swift runtime's lazy caches
# change the coverage it steers by from one process to the next.
#
# The targets are built with swiftc directly, not SwiftPM: the modules are compiled with coverage
# instrumentation (-sanitize=fuzzer) and AddressSanitizer, and the engine target compiles the test
# scenarios and the brute-force model from Tests/LazyScrollTests/Support, so tests and fuzzing share
# one copy of the model. Crashing inputs are kept in fuzz-artifacts/ (ignored by git); replay one with
#   .build-fuzz/TARGET-fuzz fuzz-artifacts/TARGET/crash-...
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="${FUZZ_BUILD_DIR:-$root/.build-fuzz}"
seconds="${FUZZ_SECONDS:-60}"
build_only=false
replay=false
targets=()
for argument in "$@"; do
    case "$argument" in
        --build-only) build_only=true ;;
        --replay) replay=true ;;
        engine | input-parser) targets+=("$argument") ;;
        *) echo "fuzz.sh: unknown argument '$argument' (targets: engine, input-parser)" >&2; exit 2 ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=(engine input-parser)

mkdir -p "$build"
flags=(-sanitize=fuzzer,address -O -g -swift-version 6 -parse-as-library -package-name LazyScroll)

# Builds one library module to an object file plus its .swiftmodule, for the fuzz entry files to import.
build_module() {
    local name="$1"
    shift
    local sources
    mapfile -t sources < <(find "$root/Sources/$name" -name '*.swift' | sort)
    swiftc "${flags[@]}" -enable-testing -wmo -c -module-name "$name" -I "$build" \
        -emit-module -emit-module-path "$build/$name.swiftmodule" \
        -o "$build/$name.o" "${sources[@]}" "$@"
}

build_engine() {
    build_module LazyScroll
    local support="$root/Tests/LazyScrollTests/Support"
    swiftc "${flags[@]}" -module-name EngineFuzz -I "$build" \
        "$root/Fuzz/Engine/EngineFuzzTarget.swift" "$root/Fuzz/Support/FuzzCheck.swift" \
        "$support/ReferenceLayout.swift" "$support/BatchUpdateReference.swift" "$support/RandomDraws.swift" "$root/Tests/PropertySeeds/SplitMix64.swift" "$support/ByteStreamRandom.swift" \
        "$support/ExtentsScenario.swift" "$support/EngineFuzzInput.swift" "$root/Tests/LazyScrollTests/Virtualizer/VirtualizerScenario.swift" \
        "$build/LazyScroll.o" -o "$build/engine-fuzz"
}

build_input_parser() {
    build_module LazyScroll
    build_module LazyScrollTerminal
    swiftc "${flags[@]}" -module-name InputParserFuzz -I "$build" \
        "$root/Fuzz/InputParser/InputParserFuzzTarget.swift" "$root/Tests/PropertySeeds/SplitMix64.swift" \
        "$build/LazyScroll.o" "$build/LazyScrollTerminal.o" -o "$build/input-parser-fuzz"
}

status=0
for target in "${targets[@]}"; do
    echo "== fuzz: building $target"
    started=$SECONDS
    case "$target" in
        engine) build_engine ;;
        input-parser) build_input_parser ;;
    esac
    echo "== fuzz: built $target in $((SECONDS - started))s"
    $build_only && continue

    if $replay; then
        inputs=()
        [ -d "$root/Fuzz/Regressions/$target" ] && mapfile -t inputs < <(find "$root/Fuzz/Regressions/$target" -type f | sort)
        echo "== fuzz: replaying ${#inputs[@]} saved input(s) of $target"
        [ ${#inputs[@]} -gt 0 ] || continue
        # Given files rather than folders, libFuzzer runs each input once and fuzzes nothing.
        if SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" \
            "$build/$target-fuzz" "${inputs[@]}" > "$build/$target.log" 2>&1; then
            echo "== fuzz: $target: every saved input passes"
        else
            status=1
            echo "== fuzz: $target FAILED on a saved input; last lines of $build/$target.log:" >&2
            tail -n 30 "$build/$target.log" >&2
        fi
        continue
    fi

    corpus="$(mktemp -d "${TMPDIR:-/tmp}/lazyscroll-fuzz-$target.XXXXXX")"
    artifacts="$root/fuzz-artifacts/$target"
    mkdir -p "$artifacts"
    # Past crashes seed the corpus, so each run first re-checks them.
    seeds=()
    [ -d "$root/Fuzz/Regressions/$target" ] && seeds=("$root/Fuzz/Regressions/$target")
    echo "== fuzz: running $target for ${seconds}s (corpus $corpus)"
    # Swift's own crash backtracer hangs under AddressSanitizer's signal handling; libFuzzer reports
    # the crash and writes the input itself, so it is switched off.
    if SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" \
        "$build/$target-fuzz" -max_total_time="$seconds" -max_len=4096 -timeout=20 -rss_limit_mb=4096 \
        -print_final_stats=1 \
        -artifact_prefix="$artifacts/" "$corpus" "${seeds[@]}" > "$build/$target.log" 2>&1; then
        echo "== fuzz: $target: no crash ($(grep -E '^stat::number_of_executed_units' "$build/$target.log" | tail -1 | awk '{print $2}') inputs)"
    else
        status=1
        echo "== fuzz: $target FAILED; last lines of $build/$target.log:" >&2
        grep -E 'Fatal error|model mismatch|ERROR: AddressSanitizer|ERROR: libFuzzer|SUMMARY|Test unit written' "$build/$target.log" | head -20 >&2 || true
        tail -n 30 "$build/$target.log" >&2
    fi
    rm -rf "$corpus"
done
exit $status
