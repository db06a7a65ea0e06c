#!/usr/bin/env bash
# End-to-end test of `lazyscroll gallery` in a real terminal (tmux at 80x24): keys, SGR wheel bytes,
# screen checks, quitting with q, and the terminal restored (alternate screen left, stty unchanged).
# Needs tmux (apt-get install -y tmux). Usage: Scripts/e2e-tmux.sh
set -euo pipefail
cd "$(dirname "$0")/.."

command -v tmux >/dev/null || { echo "e2e: tmux is not installed (apt-get install -y tmux)"; exit 1; }
swift build --product lazyscroll >/dev/null
bin="$(swift build --show-bin-path)/lazyscroll"
work="$(mktemp -d)"
session="lazyscroll-e2e-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT

passed=0
failed=0
check() { # check NAME CONDITION-COMMAND...
    local name="$1"; shift
    if "$@"; then passed=$((passed + 1)); echo "ok   $name"; else failed=$((failed + 1)); echo "FAIL $name"; screen | sed 's/^/     | /'; fi
}
screen() { tmux capture-pane -p -t "$session"; }
# Waits up to 10 s for the screen to contain $1.
shows() {
    for _ in $(seq 100); do
        if screen | grep -qF -- "$1"; then return 0; fi
        sleep 0.1
    done
    return 1
}
wheel_down() { for _ in $(seq "$1"); do tmux send-keys -t "$session" -l $'\e[<65;10;10M'; done; }

tmux -f /dev/null new-session -d -s "$session" -x 80 -y 24 "bash --norc --noprofile"
# The marker is written as two quoted halves, so the typed command line itself never shows it.
tmux send-keys -t "$session" "stty -a > $work/before; $bin gallery; echo \$? > $work/status; stty -a > $work/after; clear; echo E2E'-'DONE" Enter

check "pages demo starts on page 1 with dots" shows "Page 1 of 1000"
check "dots line" shows "• ○ ○"
tmux send-keys -t "$session" Right
check "right arrow turns to page 2" shows "Page 2 of 1000"
tmux send-keys -t "$session" Tab
check "tab shows the carousel" shows "Card 1 of 7"
tmux send-keys -t "$session" Tab
check "tab shows the list" shows "Row 0"
wheel_down 10
sleep 1.5
check "wheel scrolls the list (first row no longer Row 0)" test "$(screen | sed -n 2p)" != "Row 0"
tmux send-keys -t "$session" End
check "End reaches the last row" shows "Row 999,999"
tmux send-keys -t "$session" o
check "o shows the overlay counters" shows "alive"
tmux send-keys -t "$session" Tab
check "tab shows the stack" shows "━━ Stack ━━"
tmux send-keys -t "$session" End
check "End in the stack shows the footer" shows "Footer"
tmux send-keys -t "$session" r
check "r rotates" shows "portrait"
tmux send-keys -t "$session" q
check "q quits" shows "E2E-DONE"
check "exit status 0" test "$(cat "$work/status")" = 0
check "alternate screen left" test "$(tmux display -p -t "$session" '#{alternate_on}')" = 0
check "stty settings restored" cmp -s "$work/before" "$work/after"

# Not a terminal: one line on stderr and a non-zero status.
set +e
"$bin" gallery > "$work/piped" 2> "$work/piped-err" < /dev/null
status=$?
set -e
check "piped stdout exits non-zero" test "$status" -ne 0
check "piped stdout says so in one line" test "$(wc -l < "$work/piped-err")" -eq 1

echo "$passed passed, $failed failed"
test "$failed" -eq 0
