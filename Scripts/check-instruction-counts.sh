#!/usr/bin/env bash
# Instruction-count guard for the engine's hot paths: run it before committing a change to the engine.
#
# Wall-clock benchmarks on a shared machine move by ±15 % from run to run, so a 10 % slowdown hides in
# them for weeks. valgrind's callgrind counts the instructions an operation executes instead: the same
# count on every run of the same binary, however busy the machine is. This script counts, per operation,
# (b) a jump to a random offset + placements, (c) measuring an item above the viewport + update +
# placements and (e) inserting an item at 0 + update + placements, for a list, a grid of 3 columns and
# 3 masonry lanes of 1,000,000 items (the benchmarks' workload, `Benchmarks/Tools/Workload`), and (b) for
# the same items in 10,000 sections of 100 under pinned headers (`SectionWorkload`), and
# compares each with the count recorded for main in `Benchmarks/instruction-counts.txt`.
#
# Usage: Scripts/check-instruction-counts.sh            compare with the recorded counts
#        Scripts/check-instruction-counts.sh --record   record the current counts (on main, after a
#                                                       change that is meant to move them; commit the file)
# Environment: TOLERANCE  allowed increase in percent (default 3)
#              OPCOUNTS   an already built LazyScrollOpCounts to count (default: build it, release)
#
# Counts belong to one compiler and one machine architecture (x86_64, Swift 6.3.1 here): after a
# toolchain change, record again before comparing.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
record_file="$root/Benchmarks/instruction-counts.txt"
tolerance=${TOLERANCE:-3}
mode=check
[[ "${1:-}" == "--record" ]] && mode=record

command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 2; }
if [[ -z "${OPCOUNTS:-}" ]]; then
    (cd Benchmarks && swift build -c release --product LazyScrollOpCounts 2>&1 | grep -E 'error|warning: .*(Sources|Tools)' || true)
    OPCOUNTS="$root/Benchmarks/.build/release/LazyScrollOpCounts"
fi
[[ -x "$OPCOUNTS" ]] || { echo "no op-count tool at $OPCOUNTS" >&2; exit 2; }

count=1000000
operations=1000
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# Instructions per operation of one scenario: callgrind collects inside `measuredOperations` only
# (the build and the warm-up run outside it).
per_operation() {
    local scenario=$1 arrangement=$2 out="$scratch/$1-$2.out"
    valgrind --tool=callgrind --toggle-collect='*measuredOperations*' --callgrind-out-file="$out" \
        "$OPCOUNTS" "$scenario" "$arrangement" "$count" "$operations" >/dev/null 2>"$scratch/log" \
        || { cat "$scratch/log" >&2; exit 2; }
    local total
    total=$(awk '/^(summary|totals):/ { print $2; exit }' "$out")
    echo $((total / operations))
}

declare -A recorded=()
if [[ $mode == check ]]; then
    [[ -f "$record_file" ]] || { echo "no recorded counts in $record_file: run with --record on main first" >&2; exit 2; }
    while read -r key value; do
        [[ -z "$key" || "$key" == \#* ]] && continue
        recorded[$key]=$value
    done <"$record_file"
fi

failed=0
lines=()
printf '%-8s %-6s %12s %12s %9s\n' scenario model recorded now change
# Sections (the benchmarks' (k) workload: sections of 100 items under pinned headers) take only (b): their
# measurements and insertions go through section updates, which the op-count tool does not run.
for arrangement in list grid lanes sections; do
    scenarios="b c e"
    [[ $arrangement == sections ]] && scenarios="b"
    for scenario in $scenarios; do
        key="$scenario-$arrangement"
        now=$(per_operation "$scenario" "$arrangement")
        lines+=("$key $now")
        if [[ $mode == check ]]; then
            was=${recorded[$key]:-}
            if [[ -z "$was" ]]; then
                printf '%-8s %-6s %12s %12s %9s\n' "$scenario" "$arrangement" "-" "$now" "new"
                continue
            fi
            change=$(awk -v a="$was" -v b="$now" 'BEGIN { printf "%+.1f%%", (b - a) * 100 / a }')
            verdict=""
            if awk -v a="$was" -v b="$now" -v t="$tolerance" 'BEGIN { exit !(b > a * (1 + t / 100)) }'; then
                verdict="  <-- SLOWER than main by more than $tolerance %"
                failed=1
            fi
            printf '%-8s %-6s %12s %12s %9s%s\n' "$scenario" "$arrangement" "$was" "$now" "$change" "$verdict"
        else
            printf '%-8s %-6s %12s %12s\n' "$scenario" "$arrangement" "-" "$now"
        fi
    done
done

if [[ $mode == record ]]; then
    {
        echo "# Instructions per operation (callgrind, release build, n = $count, $operations operations),"
        echo "# written by Scripts/check-instruction-counts.sh --record; $(swift --version 2>/dev/null | head -1)"
        printf '%s\n' "${lines[@]}"
    } >"$record_file"
    echo "recorded in ${record_file#"$root"/}"
elif [[ $failed == 1 ]]; then
    echo "FAILED: an operation executes more than $tolerance % more instructions than on main (recorded in" >&2
    echo "Benchmarks/instruction-counts.txt). Find where with callgrind_annotate on a run of" >&2
    echo "$OPCOUNTS <scenario> <model> $count $operations, or record new counts if the cost is intended." >&2
    exit 1
else
    echo "ok: every operation within $tolerance % of main"
fi
