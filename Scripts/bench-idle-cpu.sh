#!/usr/bin/env bash
# CPU use of `lazyscroll gallery` while idle: starts it in tmux at 200x50 on each demo, lets it settle,
# then reads the process's user+system CPU time from /proc over an idle period.
# Usage: Scripts/bench-idle-cpu.sh [seconds] (default 10). Builds the release binary first.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-10}"
command -v tmux >/dev/null || { echo "tmux is not installed (apt-get install -y tmux)"; exit 1; }
swift build -c release --product lazyscroll >/dev/null
bin="$(swift build -c release --show-bin-path)/lazyscroll"
ticks_per_second="$(getconf CLK_TCK)"
cpu_ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }

for demo in pages carousel list stack; do
    session="lazyscroll-idle-$$-$demo"
    tmux -f /dev/null new-session -d -s "$session" -x 200 -y 50 "$bin gallery --demo $demo"
    sleep 2
    pid="$(pgrep -n -f "$bin gallery --demo $demo")"
    before="$(cpu_ticks "$pid")"
    sleep "$seconds"
    after="$(cpu_ticks "$pid")"
    tmux send-keys -t "$session" q
    sleep 0.3
    tmux kill-session -t "$session" 2>/dev/null || true
    awk -v d="$demo" -v t="$((after - before))" -v hz="$ticks_per_second" -v s="$seconds" \
        'BEGIN { printf "%-9s idle %ds: %.2f s CPU (%.2f%% of one core)\n", d, s, t / hz, 100 * t / hz / s }'
done
