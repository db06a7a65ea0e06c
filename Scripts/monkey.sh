#!/usr/bin/env bash
# Random input for every gallery demo, kept out of CI: fresh random replay scripts (keys, wheel, drags,
# flings, clicks, mouse reports, resizes down to 0x0, waits of minutes) through the same headless path as
# the program, for as long or as many replays as asked. Each failing script (a demo throwing, a screen not
# whole, or a trap that kills the process) is saved to Tests/LazyScrollGalleryTests/Monkey/Regressions/,
# which every `swift test` replays (MonkeyTests.savedScriptsStillPass): commit it with the fix.
#
#   Scripts/monkey.sh [SECONDS]            run fresh scripts for SECONDS (default 300)
#   Scripts/monkey.sh --replays COUNT      run COUNT fresh scripts
#
# Prints "monkey: N replays, M steps, F failed, S s" at the end; exits non-zero when anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."

seconds=300
replays_wanted=""
case "${1:-}" in
    --replays) replays_wanted="${2:-}"; seconds=$((365 * 86400)) ;;
    "") ;;
    *) seconds="$1" ;;
esac
for number in "$seconds" ${replays_wanted:+"$replays_wanted"}; do
    case "$number" in '' | *[!0-9]*) echo "monkey.sh: expected a whole number, not '$number'" >&2; exit 2 ;; esac
done

swift build --build-tests >/dev/null || exit 1
tests="$(swift build --show-bin-path)/LazyScrollPackageTests.xctest"
regressions=Tests/LazyScrollGalleryTests/Monkey/Regressions
current="$(mktemp)"
trap 'rm -f "$current"' EXIT
mkdir -p "$regressions"

started=$SECONDS
replays=0
steps=0
failed=0
while [ $((SECONDS - started)) -lt "$seconds" ]; do
    if [ -n "$replays_wanted" ] && [ "$replays" -ge "$replays_wanted" ]; then break; fi
    left=$((seconds - (SECONDS - started)))
    output=$(LAZYSCROLL_MONKEY_SECONDS="$left" LAZYSCROLL_MONKEY_REPLAYS="${replays_wanted:+$((replays_wanted - replays))}" \
        LAZYSCROLL_MONKEY_CURRENT="$current" SWIFT_BACKTRACE=enable=no \
        "$tests" --testing-library swift-testing --filter monkeyExploration 2>&1)
    status=$?
    echo "$output" | grep -E "saved as|monkey:" | sed 's/^/  /'
    summary=$(echo "$output" | grep -oE "monkey: [0-9]+ replays, [0-9]+ steps, [0-9]+ failed" | tail -1)
    if [ -n "$summary" ]; then
        read -r r s f <<< "$(echo "$summary" | grep -oE "[0-9]+" | tr '\n' ' ')"
        replays=$((replays + r)); steps=$((steps + s)); failed=$((failed + f))
    fi
    # The process died (a trap): the script it was running is in $current.
    if [ -z "$summary" ] && [ -s "$current" ]; then
        seed=$(sed -n 's/^# seed: //p' "$current")
        demo=$(sed -n 's/^# demo: //p' "$current")
        file="$regressions/$demo-$seed.txt"
        {
            echo "# A monkey script that killed the process (exit status $status); every swift test replays it (MonkeyTests). By hand:"
            echo "#   swift run lazyscroll replay $demo --every-step --script \"\$(grep -v '^#' $file)\""
            echo "# failure: $(echo "$output" | grep -m1 -E "Fatal error|error:" | cut -c1-200)"
            echo "# demo: $demo"
            grep -v '^#' "$current"
        } > "$file"
        echo "  trap (exit status $status): saved as $file"
        replays=$((replays + 1)); failed=$((failed + 1))
        : > "$current"
    elif [ -z "$summary" ]; then
        echo "$output" | tail -20
        echo "monkey.sh: the monkey test ended without a summary (exit status $status)" >&2
        exit 1
    fi
done
echo "monkey: $replays replays, $steps steps, $failed failed, $((SECONDS - started)) s"
[ "$failed" -eq 0 ]
