#!/usr/bin/env bash
# End-to-end test of `lazyscroll gallery` in a real terminal (tmux at 80x24): keys, SGR wheel, click
# and drag bytes, screen checks, quitting with Q, and the terminal restored (alternate screen left,
# stty unchanged); then TERM=vt100 (no alternate screen), a crash (the terminal restored before the crash
# report), TERM=dumb (refused), --size messages, and the terminal guide's `logview` (keys, wheel, a
# resize, q).
# Needs tmux (apt-get install -y tmux) and python3 (for a flick with exact 16 ms spacing).
# Usage: Scripts/e2e-tmux.sh
set -euo pipefail
cd "$(dirname "$0")/.."

command -v tmux >/dev/null || { echo "e2e: tmux is not installed (apt-get install -y tmux)"; exit 1; }
swift build --product lazyscroll >/dev/null
swift build --product logview >/dev/null
bin="$(swift build --show-bin-path)/lazyscroll"
logview="$(swift build --show-bin-path)/logview"
# The test binary's crash probe stands in for a program that crashes (built already when swift test ran).
swift build --build-tests >/dev/null
tests="$(swift build --show-bin-path)/LazyScrollPackageTests.xctest"
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
# Waits up to 10 s for the screen or the lines scrolled off it to contain $1.
scrollback_shows() {
    for _ in $(seq 100); do
        if tmux capture-pane -p -S -1000 -t "$session" | grep -qF -- "$1"; then return 0; fi
        sleep 0.1
    done
    return 1
}
# Retries a condition command for up to 10 s: a screen is checked only once the program has drawn it,
# however loaded the machine.
eventually() {
    for _ in $(seq 100); do
        if "$@"; then return 0; fi
        sleep 0.1
    done
    return 1
}
# Whether screen line $1 is exactly $2, is not $2, or contains $2.
line_is() { test "$(screen | sed -n "$1p")" = "$2"; }
line_is_not() { test "$(screen | sed -n "$1p")" != "$2"; }
line_has() { screen | sed -n "$1p" | grep -qF -- "$2"; }
# Waits up to 10 s for a line of the screen to be exactly $1.
shows_line() {
    for _ in $(seq 100); do
        if screen | grep -qxF -- "$1"; then return 0; fi
        sleep 0.1
    done
    return 1
}
# Waits up to 10 s for the screen to stop containing $1.
eventually_gone() {
    for _ in $(seq 100); do
        if ! screen | grep -qF -- "$1"; then return 0; fi
        sleep 0.1
    done
    return 1
}
# Waits up to 10 s for the grid's first visible photo (its status line) to differ from $1.
eventually_differs() {
    for _ in $(seq 100); do
        local now
        now=$(screen | grep -o 'photos [0-9,]*' | head -1)
        if [ -n "$now" ] && [ "$now" != "$1" ]; then return 0; fi
        sleep 0.1
    done
    return 1
}
# Whether screen line 4 (the feed's first row: its cards' labels) starts with $1.
row_starts_with() { screen | sed -n 4p | grep -q "^$1"; }
wheel_down() { for _ in $(seq "$1"); do tmux send-keys -t "$session" -l $'\e[<65;10;10M'; done; }
# A burst of $1 wheel notches in one write, as a trackpad sends them.
wheel_burst() { tmux send-keys -t "$session" -l "$(for _ in $(seq "$1"); do printf '\e[<65;10;10M'; done)"; }
# A left click at 1-based column $1, row $2.
click() { tmux send-keys -t "$session" -l $'\e[<0;'"$1;$2"$'M\e[<0;'"$1;$2"$'m'; }
# A flick on row $1 through 1-based columns $2...: press, motions 16 ms apart, release, all through one
# tmux control-mode client so the spacing is the script's, not process start-up's.
flick() {
    python3 - "$session" "$@" <<'PYTHON'
import subprocess, sys, time
session, row, columns = sys.argv[1], int(sys.argv[2]), [int(c) for c in sys.argv[3:]]
client = subprocess.Popen(["tmux", "-C", "attach", "-t", session], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
def send(sequence):
    client.stdin.write(("send-keys -t %s -l '%s'\n" % (session, sequence)).encode())
    client.stdin.flush()
time.sleep(0.2)
send("\x1b[<0;%d;%dM" % (columns[0], row))
for column in columns[1:]:
    time.sleep(0.016)
    send("\x1b[<32;%d;%dM" % (column, row))
send("\x1b[<0;%d;%dm" % (columns[-1], row))
time.sleep(0.2)
client.stdin.close()
client.wait()
PYTHON
}

tmux -f /dev/null new-session -d -s "$session" -x 80 -y 24 "bash --norc --noprofile"
# The marker is written as two quoted halves, so the typed command line itself never shows it.
tmux send-keys -t "$session" "stty -a > $work/before; $bin gallery; echo \$? > $work/status; stty -a > $work/after; clear; echo E2E'-'DONE" Enter

check "pages demo starts on page 1 with dots" shows "Page 1 of 1000"
check "dots line" shows "• ○ ○"
tmux send-keys -t "$session" Right
check "right arrow turns to page 2" shows "Page 2 of 1000"
wheel_burst 10
check "a burst of 10 wheel notches turns one page" shows "Page 3 of 1000"
sleep 1
check "... and no more" test "$(screen | grep -c "Page 3 of 1000")" = 1
flick 12 60 55 50 45 40
check "a 16 ms flick over 20 columns turns the page" shows "Page 4 of 1000"
tmux send-keys -t "$session" Tab
check "tab shows the carousel" shows "Card 1 of 7"
# At 80 columns nine tabs fit only as numbers with the current demo named: " 1  2 Carousel  3  4 …".
click 17 1
check "a click on the List tab shows the list" shows "Row 0"
wheel_down 10
sleep 1.5
check "wheel scrolls the list (first row no longer Row 0)" eventually line_is_not 2 "Row 0"
tmux send-keys -t "$session" End
check "End reaches the last row" shows "Row 999,999"
# The list's cursor (issue 23, item 4), with the bytes terminals send: xterm's Shift+↓ (CSI 1;2B), rxvt's
# (CSI b), Space, Enter, an SGR click.
tmux send-keys -t "$session" Home
check "Home puts the cursor on the first row" shows " cursor Row 0 · Space select"
tmux send-keys -t "$session" -l $'\e[1;2B'
tmux send-keys -t "$session" -l $'\e[b'
check "Shift+↓ twice (xterm's CSI 1;2B, rxvt's CSI b) selects three rows" shows " cursor Row 2 · 3 selected"
tmux send-keys -t "$session" Space Enter
check "Space deselects the cursor's row, Enter opens it" shows " cursor Row 2 · 2 selected · opened Row 2"
check "the cursor's row is highlighted (reverse video)" test "$(tmux capture-pane -p -e -t "$session" | sed -n 4p | grep -c $'\e\\[[0-9;]*7[;m]')" -ge 1
click 5 6
check "a click on Row 3 moves the cursor there" shows " cursor Row 3 · 2 selected"
wheel_down 2
check "the wheel scrolls and leaves the cursor on its row" eventually_gone "Row 0"
check "... still Row 3" shows " cursor Row 3 · 2 selected"
tmux send-keys -t "$session" o
check "o shows the overlay counters" shows "alive"
check "the overlay explains its gutter" shows "gutter: P window scaled to this height"
tmux send-keys -t "$session" Tab
check "tab shows the stack" shows "━━ Stack ━━"
tmux send-keys -t "$session" End
check "End in the stack shows the footer" shows "Footer"
tmux send-keys -t "$session" 5
check "5 shows the photo library" shows " of 23,562 · "
check "the grid starts at photo 1" shows " photos 1–"
check "... under the newest month's header" shows " November 2026 · 41 photos"
tmux send-keys -t "$session" Right Down
check "→ ↓ move the cursor in two dimensions, the grid stays" shows " photos 1–15 of 23,562 · 5 columns · cursor #7"
tmux send-keys -t "$session" PageDown
check "PgDn moves the cursor by the three rows that fit and scrolls to show it" shows "· 5 columns · cursor #22"
check "... the grid scrolled (photo 1 left)" eventually_gone " photos 1–"
tmux send-keys -t "$session" -l $'\e[1;2D'
check "Shift+← (CSI 1;2D) selects two photos" shows "cursor #21 · 2 selected"
grid_before=$(screen | grep -o 'photos [0-9,]*' | head -1)
wheel_down 1
check "a wheel notch moves the grid by another row" eventually_differs "$grid_before"
tmux send-keys -t "$session" End
check "End goes to the oldest photo" shows "· cursor #23,562 · 2 selected"
check "... under its month's pinned header" shows " December 2016 · 312 photos"
tmux send-keys -t "$session" Home
check "Home comes back to the newest photo" shows " photos 1–15 of 23,562 · 5 columns · cursor #1 · 2 selected"
tmux send-keys -t "$session" r
check "r rotates" shows "portrait"
tmux send-keys -t "$session" 6
check "6 shows the chat, live at its last message" shows "● live · "
tmux send-keys -t "$session" Home
check "Home leaves the end of the chat, which loads older messages above" shows "End for the latest"
# The contacts (issue 22, item 8), with the overlay off and not rotated: a million names under pinned
# headers; d deletes the middle row (list line 10, screen line 12) and a adds one, both animated.
tmux send-keys -t "$session" o r 8
check "8 shows the contacts, a million names" shows "1,000,000 contacts · a add"
check "the contacts start with the # header" eventually line_is 2 " #"
first_name=$(screen | sed -n 3p)
wheel_down 5
sleep 1.5
check "the wheel scrolls the names under the pinned # header" test "$(screen | sed -n 2p)" = " #"
check "... over names further down" eventually line_is_not 3 "$first_name"
middle=$(screen | sed -n 12p)
tmux send-keys -t "$session" d
check "d deletes a contact" shows "999,999 contacts · a add"
check "... the middle row, gone once its animation ends" eventually_gone "$middle"
tmux send-keys -t "$session" a
check "a adds a contact" shows "1,000,000 contacts · a add"
# The feed: the horizontal wheel (SGR button 67) and Shift with the wheel (69) scroll the row under the
# pointer (screen line 4 shows its cards' labels) by a card; the row keeps its offset far away and back.
tmux send-keys -t "$session" 9
check "9 shows the feed" shows "Row 1 · Trending"
check "the first row starts at card 1" eventually row_starts_with "│#1 "
tmux send-keys -t "$session" -l $'\e[<67;10;4M'
sleep 1.5
check "the horizontal wheel scrolls the row a card" eventually row_starts_with "│#2 "
tmux send-keys -t "$session" -l $'\e[<69;10;4M'
sleep 1.5
check "Shift+wheel scrolls it another card" eventually row_starts_with "│#3 "
tmux send-keys -t "$session" End
check "End shows the last row" shows "Row 100,000"
tmux send-keys -t "$session" Home
check "Home: the first row again" shows "Row 1 · Trending"
check "... at the card it was scrolled to" eventually row_starts_with "│#3 "
tmux send-keys -t "$session" o r 6
# A terminal narrower than the minimum (20x6) shows a one-line notice; grown back, the demo returns.
tmux resize-window -t "$session" -x 12 -y 5
check "a 12x5 terminal: a one-line notice instead of an exit" shows "Too small"
tmux resize-window -t "$session" -x 33 -y 8
check "33x8, rotated: the tab line shortens to numbers" shows " 1  2  3  4  5  6  7  8  9"
tmux send-keys -t "$session" o r
check "33x8: the tab line names the current demo" shows " 1  2  3  4  5  6 Chat  7  8  9"
check "33x8: the help line still says how to quit" shows "Tab · o · r · q quit"
tmux resize-window -t "$session" -x 100 -y 24
check "at 100x24: the whole tab line again" shows "LazyScroll  1 Pages  2 Carousel  3 List  4 Stack  5 Photos  6 Chat  7 Playlist  8 Contacts  9 Feed"
# The Playlist: a drag with the left button held (SGR press, motions with button 32, release) moves a song.
tmux send-keys -t "$session" 7
check "7 shows the playlist" shows " song 1 of 24: Blue Letters · 0 moved"
tmux send-keys -t "$session" -l $'\e[<0;20;2M'
for row in 3 4 5; do tmux send-keys -t "$session" -l $'\e[<32;20;'"$row"'M'; sleep 0.05; done
check "a held song floats under the pointer" eventually line_has 5 "Blue Letters"
tmux send-keys -t "$session" -l $'\e[<0;20;5m'
check "the drop moves the song to 4th" shows " song 4 of 24: Blue Letters · 1 moved"
check "... and the rows above it moved up" eventually line_has 2 "Quiet Tides"
tmux send-keys -t "$session" -l $'\e[1;5B'
check "Ctrl+↓ (CSI 1;5B) moves it one further" shows " song 5 of 24: Blue Letters · 2 moved"
# Back to 80x24, the size stty recorded before the gallery started (and the one the later runs expect).
tmux resize-window -t "$session" -x 80 -y 24
check "the gallery uses the alternate screen" test "$(tmux display -p -t "$session" '#{alternate_on}')" = 1
tmux send-keys -t "$session" Q
check "Q quits" shows "E2E-DONE"
check "exit status 0" test "$(cat "$work/status")" = 0
check "alternate screen left" test "$(tmux display -p -t "$session" '#{alternate_on}')" = 0
check "stty settings restored" cmp -s "$work/before" "$work/after"

# A VT100 has no alternate screen, mouse or colour: the gallery runs without them and wipes the screen.
tmux send-keys -t "$session" "clear; TERM=vt100 $bin gallery --demo list; echo \$? > $work/status; echo VT100-DONE" Enter
check "TERM=vt100: the list shows" shows "Row 0"
check "TERM=vt100: no alternate screen" test "$(tmux display -p -t "$session" '#{alternate_on}')" = 0
tmux send-keys -t "$session" q
check "TERM=vt100: q quits" shows "VT100-DONE"
check "TERM=vt100: exit status 0" test "$(cat "$work/status")" = 0
check "TERM=vt100: the last frame is wiped" test "$(screen | grep -c "Row 0")" = 0

# A crash while a program owns the terminal (issue 20, item 2): the test binary's crash probe opens a
# session on this terminal, writes to standard error, and traps (fatalError). The terminal must be given
# back first, then the runtime's message and crash report print on the normal screen, and the crash
# reporter's prompt must take a key (in raw mode it could not).
tmux send-keys -t "$session" "clear; tmux clear-history; stty -a > $work/before; LAZYSCROLL_CRASH_TERMINAL=\$(tty) LAZYSCROLL_CRASH=trap LAZYSCROLL_CRASH_PREVIOUS=runtime $tests --testing-library swift-testing --filter crashProbeChild; echo \$? > $work/status; stty -a > $work/after; echo CRASH'-'DONE" Enter
check "a crash: the runtime's message prints on the normal screen" scrollback_shows "Fatal error: probe trap"
check "a crash: what the program wrote to stderr meanwhile prints too" scrollback_shows "written while the session was open"
check "a crash: the crash report prints" scrollback_shows "Program crashed"
check "a crash: the alternate screen is left" test "$(tmux display -p -t "$session" '#{alternate_on}')" = 0
shows "any other key to quit" || true
tmux send-keys -t "$session" q
check "a crash: the crash reporter's prompt takes a key" shows "CRASH-DONE"
check "a crash: the process died of its trap (128 + SIGILL or SIGTRAP)" grep -qxE '132|133' "$work/status"
check "a crash: stty settings restored" cmp -s "$work/before" "$work/after"

# TERM=dumb cannot place the cursor: refused in one line with a non-zero status.
set +e
TERM=dumb timeout 10 script -eqc "$bin gallery" /dev/null > "$work/dumb" 2>&1 < /dev/null
status=$?
set -e
check "TERM=dumb exits non-zero" test "$status" -ne 0
check "TERM=dumb says why in one line" test "$(tr -d '\r' < "$work/dumb" | grep -c "TERM=dumb names a terminal that cannot move the cursor")" -eq 1
check "TERM=dumb writes no escape codes" test "$(grep -c $'\e' "$work/dumb")" -eq 0

# --size says its range, also for a negative value.
for size in 5x3 -5x10; do
    "$bin" replay pages --size "$size" > /dev/null 2> "$work/size" || true
    check "--size $size says the range" grep -qF "columns and rows must each be from 4 to 1000" "$work/size"
done

# The terminal guide's program (Examples/LogView, Sources/LazyScrollTerminal/Documentation.docc/GettingStarted.md):
# real keys, SGR wheel bytes, a narrower window that re-wraps the lines, and q.
tmux send-keys -t "$session" "clear; stty -a > $work/before; $logview; echo \$? > $work/status; stty -a > $work/after; clear; echo LOGVIEW'-'DONE" Enter
check "logview starts at line 1" shows " lines 1–21 of 1,000,000 · q quits"
check "logview: line 1 is an error two rows tall" eventually line_is 2 "  at handler (server.swift:42)"
tmux send-keys -t "$session" PageDown
check "logview: PgDn scrolls a screen less a line" shows " lines 21–41 of 1,000,000"
wheel_down 2
check "logview: two wheel notches glide six lines" shows " lines 26–46 of 1,000,000"
tmux send-keys -t "$session" Up
check "logview: ↑ scrolls a line" shows " lines 25–45 of 1,000,000"
tmux send-keys -t "$session" End
check "logview: End shows the last line" shows "–1000000 of 1,000,000"
check "logview: ... at the bottom of the list" eventually line_is 23 "1000000 INFO  request served"
tmux send-keys -t "$session" Home
check "logview: Home goes back to line 1" shows " lines 1–21 of 1,000,000"
tmux resize-window -t "$session" -x 24 -y 24
check "logview: a narrower window re-wraps the lines" eventually_gone "  at handler (server.swift:42)"
# tmux cuts the old lines at 24 columns before the program redraws, so the long line is gone at once; the
# rewrapped row is what shows that the program redrew.
check "logview: ... onto a row of its own" shows_line "(server.swift:42)"
tmux resize-window -t "$session" -x 80 -y 24
check "logview: the lines unwrap when it widens again" shows "  at handler (server.swift:42)"
tmux send-keys -t "$session" q
check "logview: q quits" shows "LOGVIEW-DONE"
check "logview: exit status 0" test "$(cat "$work/status")" = 0
check "logview: alternate screen left" test "$(tmux display -p -t "$session" '#{alternate_on}')" = 0
check "logview: stty settings restored" cmp -s "$work/before" "$work/after"
set +e
"$logview" > "$work/piped" 2> "$work/piped-err" < /dev/null
status=$?
set -e
check "logview outside a terminal exits with status 1" test "$status" -eq 1
check "logview outside a terminal says why in one line" test "$(wc -l < "$work/piped-err")" -eq 1

# Not a terminal: one line on stderr and a non-zero status.
set +e
"$bin" gallery > "$work/piped" 2> "$work/piped-err" < /dev/null
status=$?
set -e
check "piped stdout exits non-zero" test "$status" -ne 0
check "piped stdout says so in one line" test "$(wc -l < "$work/piped-err")" -eq 1

echo "$passed passed, $failed failed"
test "$failed" -eq 0
