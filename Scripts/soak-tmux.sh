#!/usr/bin/env bash
# The real gallery in a real terminal (tmux) for a while, at odd sizes, fed random key bytes, SGR mouse
# bytes and stray bytes: it must stay up the whole time, then quit with q (status 0) and leave the
# terminal as it found it. Kept out of CI (it takes minutes); Scripts/e2e-tmux.sh is CI's short version.
#   Scripts/soak-tmux.sh [SECONDS]   (default 300)
# Needs tmux and python3.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-300}"
case "$seconds" in '' | *[!0-9]*) echo "soak-tmux.sh: SECONDS must be a whole number" >&2; exit 2 ;; esac
command -v tmux >/dev/null || { echo "soak-tmux.sh: tmux is not installed (apt-get install -y tmux)"; exit 1; }
swift build --product lazyscroll >/dev/null
bin="$(swift build --show-bin-path)/lazyscroll"
work="$(mktemp -d)"
session="lazyscroll-soak-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT

tmux -f /dev/null new-session -d -s "$session" -x 80 -y 24 "bash --norc --noprofile"
tmux send-keys -t "$session" "stty -a > $work/before; $bin gallery; echo \$? > $work/status; stty -a > $work/after; echo SOAK'-'DONE" Enter
sleep 2

python3 - "$session" "$seconds" <<'PYTHON'
import random, subprocess, sys, time
session, seconds = sys.argv[1], float(sys.argv[2])
client = subprocess.Popen(["tmux", "-C", "attach", "-t", session], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
def tmux(command):
    client.stdin.write((command + "\n").encode())
    client.stdin.flush()
def send(data):
    # Hex, so that any byte gets through tmux's command parser unchanged.
    tmux("send-keys -t %s -H %s" % (session, " ".join("%02x" % b for b in data)))
def alive():
    command = subprocess.run(["tmux", "display", "-p", "-t", session, "#{pane_current_command}"],
                             capture_output=True, text=True).stdout.strip()
    return command == "lazyscroll"
keys = [b"\x1b[A", b"\x1b[B", b"\x1b[C", b"\x1b[D", b"\x1b[5~", b"\x1b[6~", b"\x1b[H", b"\x1b[F", b"\x1b[1~",
        b"\x1b[4~", b"\t", b"\x1b[Z", b"o", b"r", b"1", b"2", b"3", b"4", b"5", b"6", b"x", b" ", b"\r", b"\x1b",
        b"\x1bOA", b"\x1b[1;5C", b"\x1b[200~pasted\x1b[201~"]
sizes = [(7, 3), (13, 5), (200, 60), (80, 24), (20, 6), (19, 6), (1, 1), (45, 12), (120, 8)]
never = {0x03, 0x1a, 0x1c, ord("q"), ord("Q")}  # Ctrl-C, Ctrl-Z, Ctrl-\ and q end or stop the program
rng = random.Random()
columns, rows = 80, 24
started = time.time()
events = resizes = checks = 0
while time.time() - started < seconds:
    kind = rng.random()
    if kind < 0.35:
        send(rng.choice(keys))
    elif kind < 0.70:
        c, r = rng.randint(1, max(1, columns)), rng.randint(1, max(1, rows))
        gesture = rng.choice(["wheel", "click", "drag"])
        if gesture == "wheel":
            send(b"".join(b"\x1b[<%d;%d;%dM" % (rng.choice([64, 65, 66, 67]), c, r) for _ in range(rng.randint(1, 12))))
        elif gesture == "click":
            send(b"\x1b[<0;%d;%dM\x1b[<0;%d;%dm" % (c, r, c, r))
        else:
            send(b"\x1b[<0;%d;%dM" % (c, r))
            for _ in range(rng.randint(1, 8)):
                time.sleep(0.016)
                c, r = max(1, c + rng.randint(-10, 10)), max(1, r + rng.randint(-4, 4))
                send(b"\x1b[<32;%d;%dM" % (c, r))
            send(b"\x1b[<0;%d;%dm" % (c, r))
    elif kind < 0.78:
        send(bytes(b for b in (rng.randrange(256) for _ in range(rng.randint(1, 6))) if b not in never))
    elif kind < 0.83:
        columns, rows = rng.choice(sizes)
        tmux("resize-window -t %s -x %d -y %d" % (session, columns, rows))
        resizes += 1
    else:
        time.sleep(rng.choice([0.05, 0.3, 1.0, 3.0]))
    events += 1
    if events % 50 == 0:
        checks += 1
        if not alive():
            print("soak: the gallery is gone after %d events, %d resizes, %.0f s" % (events, resizes, time.time() - started))
            sys.exit(1)
tmux("resize-window -t %s -x 80 -y 24" % session)
time.sleep(1)
ok = alive()
client.stdin.close()
client.wait()
print("soak: %d events, %d resizes, %d checks in %.0f s: %s" % (events, resizes, checks, time.time() - started, "still up" if ok else "GONE"))
sys.exit(0 if ok else 1)
PYTHON

tmux send-keys -t "$session" q
for _ in $(seq 100); do tmux capture-pane -p -t "$session" | grep -qF "SOAK-DONE" && break; sleep 0.1; done
status=$(cat "$work/status" 2>/dev/null || echo none)
echo "soak: exit status $status"
test "$status" = 0
cmp -s "$work/before" "$work/after" || { echo "soak: stty settings changed"; exit 1; }
echo "soak: terminal restored"
