#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for a bounded time; exits non-zero when any target crashes
# (a crash is an engine bug, a model mismatch, or a parser whose output depends on how input is split).
#
#   Scripts/fuzz.sh [--build-only | --replay] [TARGET...]
#   TARGET: engine, controller, grid, identity, snapshot, sections, input-parser (default: all seven)
#   FUZZ_SECONDS=60          how long each target fuzzes
#   FUZZ_REPLAY_SECONDS=300  the most a replay of one target may take (CI's bound)
#
# The targets, each checked against a brute-force model or stated invariants:
#   engine        Virtualizer and MeasuredExtents operation streams (VirtualizerScenario, ExtentsScenario)
#   controller    a ScrollController driven like a front end: gestures, aims and scroll-to, end anchoring
#                 and load-more, stacks as content, batch updates and identity differences, saving and
#                 restoring, refused calls (ControllerFuzzScenario)
#   grid          GridExtents, LaneExtents, and a virtualizer over either (Grid/Lane/LayoutScenario)
#   identity      IdentityDifference against the brute-force model, applied to a virtualizer
#   snapshot      decoding a ScrollPositionSnapshot from any bytes: a value or a typed error, never a
#                 trap or a hang; what decodes restores cleanly or is refused without a change
#   sections      a virtualizer over sections (pinned headers and footers, batch updates of sections and
#                 items, refused updates) against the brute-force SectionReference (SectionsScenario)
#   input-parser  the terminal's input parser, whole and split at every byte
#
# Each target keeps a corpus in the repository, Fuzz/Corpus/<target>: a run starts from it (and from the
# saved crashes in Fuzz/Regressions/<target>), adds what it finds, and minimizes it again (libFuzzer's
# -merge=1), so the next run starts where this one stopped. Commit the corpus after a run.
#
# --replay runs each target once over its saved crashes and its corpus and fuzzes nothing: the same
# inputs on every machine, within FUZZ_REPLAY_SECONDS. CI runs that (Scripts/ci-hardening.sh), so that a
# new random find cannot block an unrelated change; fuzzing for new inputs is exploration
# (Scripts/explore.sh). Fuzzing is not repeatable even from a fixed libFuzzer seed: pointer hashes and
# the Swift runtime's lazy caches change the coverage it steers by from one process to the next.
#
# The targets are built with swiftc directly, not SwiftPM: the modules are compiled with coverage
# instrumentation (-sanitize=fuzzer) and AddressSanitizer, and the engine targets compile the test
# scenarios and the brute-force models from Tests/LazyScrollTests, so tests and fuzzing share one copy of
# each model. Crashing inputs are kept in fuzz-artifacts/ (ignored by git); replay one with
#   .build-fuzz/TARGET-fuzz fuzz-artifacts/TARGET/crash-...
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
build="${FUZZ_BUILD_DIR:-$root/.build-fuzz}"
seconds="${FUZZ_SECONDS:-60}"
replay_seconds="${FUZZ_REPLAY_SECONDS:-300}"
all_targets=(engine controller grid identity snapshot sections input-parser)
build_only=false
replay=false
targets=()
for argument in "$@"; do
    case "$argument" in
        --build-only) build_only=true ;;
        --replay) replay=true ;;
        engine | controller | grid | identity | snapshot | sections | input-parser) targets+=("$argument") ;;
        *) echo "fuzz.sh: unknown argument '$argument' (targets: ${all_targets[*]})" >&2; exit 2 ;;
    esac
done
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")

mkdir -p "$build"
flags=(-sanitize=fuzzer,address -O -g -swift-version 6 -parse-as-library -package-name LazyScroll)

# Builds one library module to an object file plus its .swiftmodule, for the fuzz entry files to import:
# once per run of this script, and only when a source is newer than the last build (an optimized,
# instrumented build of the engine takes minutes).
built_modules=" "
build_module() {
    local name="$1"
    [[ "$built_modules" == *" $name "* ]] && return
    built_modules+="$name "
    local sources
    mapfile -t sources < <(find "$root/Sources/$name" -name '*.swift' | sort)
    if [ -f "$build/$name.o" ] && [ -z "$(find "$root/Sources/$name" "$0" -newer "$build/$name.o" -print -quit)" ]; then
        return
    fi
    swiftc "${flags[@]}" -enable-testing -wmo -c -module-name "$name" -I "$build" \
        -emit-module -emit-module-path "$build/$name.swiftmodule" \
        -o "$build/$name.o" "${sources[@]}"
}

# The scenarios and models the engine targets share with the tests.
tests="$root/Tests/LazyScrollTests"
engine_support=(
    "$root/Fuzz/Support/FuzzCheck.swift" "$root/Tests/PropertySeeds/SplitMix64.swift"
    "$tests/Support/RandomDraws.swift" "$tests/Support/ByteStreamRandom.swift" "$tests/Support/WholeStateDump.swift"
    "$tests/Support/ReferenceLayout.swift" "$tests/Support/BatchUpdateReference.swift" "$tests/Support/WindowTracker.swift"
    "$tests/Support/ExtentsScenario.swift" "$tests/Support/EngineFuzzInput.swift" "$tests/Virtualizer/VirtualizerScenario.swift"
    "$tests/Support/LoadedViewsModel.swift" "$tests/Support/StackViewsModel.swift" "$tests/Support/ControllerRefusals.swift"
    "$tests/Support/ControllerFuzzScenario.swift" "$tests/Support/ControllerFuzzInput.swift" "$tests/LoadMore/LoadMoreModel.swift"
    "$tests/Support/IdentityDifferenceModel.swift" "$tests/Support/IdentityFuzzInput.swift"
    "$tests/Support/GridFuzzInput.swift" "$tests/Grid/GridExtentsScenario.swift" "$tests/Grid/GridReference.swift"
    "$tests/Grid/LaneExtentsScenario.swift" "$tests/Grid/LaneReference.swift" "$tests/Grid/LayoutScenario.swift"
    "$tests/Support/SnapshotFuzzInput.swift"
    "$tests/Sections/SectionReference.swift" "$tests/Sections/SectionsScenario.swift" "$tests/Support/SectionsFuzzInput.swift"
)

build_target() {
    local target="$1"
    case "$target" in
        input-parser)
            build_module LazyScroll
            build_module LazyScrollTerminal
            swiftc "${flags[@]}" -module-name InputParserFuzz -I "$build" \
                "$root/Fuzz/InputParser/InputParserFuzzTarget.swift" "$root/Tests/PropertySeeds/SplitMix64.swift" \
                "$build/LazyScroll.o" "$build/LazyScrollTerminal.o" -o "$build/input-parser-fuzz"
            ;;
        *)
            build_module LazyScroll
            local folder
            folder="$(tr '[:lower:]' '[:upper:]' <<< "${target:0:1}")${target:1}"
            swiftc "${flags[@]}" -module-name "${folder}Fuzz" -I "$build" \
                "$root/Fuzz/$folder/${folder}FuzzTarget.swift" "${engine_support[@]}" \
                "$build/LazyScroll.o" -o "$build/$target-fuzz"
            ;;
    esac
}

# libFuzzer options for every run; a target's dictionary (Fuzz/<Folder>/<target>.dict) when it has one.
fuzz_options() {
    local target="$1" folder
    folder="$(tr '[:lower:]' '[:upper:]' <<< "${target:0:1}")${target:1}"
    [ "$target" = input-parser ] && folder=InputParser
    local dictionary="$root/Fuzz/$folder/$target.dict"
    options=(-max_len=4096 -timeout=20 -rss_limit_mb=4096)
    [ -f "$dictionary" ] && options+=(-dict="$dictionary")
    return 0
}

status=0
for target in "${targets[@]}"; do
    echo "== fuzz: building $target"
    started=$SECONDS
    build_target "$target"
    echo "== fuzz: built $target in $((SECONDS - started))s"
    $build_only && continue
    fuzz_options "$target"
    corpus="$root/Fuzz/Corpus/$target"
    mkdir -p "$corpus"

    if $replay; then
        inputs=()
        [ -d "$root/Fuzz/Regressions/$target" ] && mapfile -t inputs < <(find "$root/Fuzz/Regressions/$target" -type f | sort)
        mapfile -t -O "${#inputs[@]}" inputs < <(find "$corpus" -type f | sort)
        echo "== fuzz: replaying ${#inputs[@]} saved input(s) of $target (crashes and corpus)"
        [ ${#inputs[@]} -gt 0 ] || continue
        # Given files rather than folders, libFuzzer runs each input once and fuzzes nothing.
        if SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" \
            timeout "$replay_seconds" "$build/$target-fuzz" "${options[@]}" "${inputs[@]}" > "$build/$target.log" 2>&1; then
            echo "== fuzz: $target: every saved input passes"
        else
            status=1
            echo "== fuzz: $target FAILED on a saved input (or took over ${replay_seconds}s); last lines of $build/$target.log:" >&2
            tail -n 30 "$build/$target.log" >&2
        fi
        continue
    fi

    artifacts="$root/fuzz-artifacts/$target"
    mkdir -p "$artifacts"
    # Past crashes seed the run, so each run first re-checks them; new inputs go to the corpus.
    seeds=()
    [ -d "$root/Fuzz/Regressions/$target" ] && seeds=("$root/Fuzz/Regressions/$target")
    echo "== fuzz: running $target for ${seconds}s from $(find "$corpus" -type f | wc -l) corpus input(s)"
    # Swift's own crash backtracer hangs under AddressSanitizer's signal handling; libFuzzer reports
    # the crash and writes the input itself, so it is switched off.
    if SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" \
        "$build/$target-fuzz" "${options[@]}" -max_total_time="$seconds" -print_final_stats=1 \
        -artifact_prefix="$artifacts/" "$corpus" "${seeds[@]}" > "$build/$target.log" 2>&1; then
        echo "== fuzz: $target: no crash ($(grep -E '^stat::number_of_executed_units' "$build/$target.log" | tail -1 | awk '{print $2}') inputs)"
    else
        status=1
        echo "== fuzz: $target FAILED; last lines of $build/$target.log:" >&2
        grep -E 'Fatal error|model mismatch|ERROR: AddressSanitizer|ERROR: libFuzzer|SUMMARY|Test unit written' "$build/$target.log" | head -20 >&2 || true
        tail -n 30 "$build/$target.log" >&2
    fi
    # Keep the corpus small: only the inputs that add coverage (a crashing input stays out of it).
    minimized="$(mktemp -d "${TMPDIR:-/tmp}/lazyscroll-corpus-$target.XXXXXX")"
    if SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}" \
        "$build/$target-fuzz" "${options[@]}" -merge=1 "$minimized" "$corpus" > "$build/$target-merge.log" 2>&1; then
        rm -rf "$corpus"
        mv "$minimized" "$corpus"
        echo "== fuzz: $target corpus: $(find "$corpus" -type f | wc -l) input(s), $(du -sk "$corpus" | cut -f1) KB"
    else
        echo "== fuzz: $target: minimizing the corpus failed (kept as it was); see $build/$target-merge.log" >&2
        rm -rf "$minimized"
    fi
done
exit $status
