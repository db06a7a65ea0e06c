// The LazyScroll benchmarks' workload run against TanStack Virtual's virtual-core, so that the two can
// be compared in one window (see README.md beside this file). The peer's sources are not part of this
// repository: run-side-by-side.sh exports them from a fetched checkout and passes their folder here.
//
// Usage: node tanstack-bench.mjs <virtual-core src folder> <scenario> <lanes> <count> [rounds]
//   scenario "build":  new Virtualizer + the first range at offset 0 + getVirtualItems(), one build per
//                      round; prints the median time of a build in ms.
//   scenario "random": 4,096 offsets drawn as the Swift benchmarks draw them (SplitMix64, same seed,
//                      uniform over 0 ..< the peer's own maximum offset, rounded down); each update is
//                      a scroll event to the next offset + getVirtualItems(); rounds of 1,000 updates;
//                      prints the median time of one update in µs.
// Workload as in BENCHMARKS.md: item i is 20 + (i % 5) × 4 long, given per index by estimateSize;
// viewport 800 × 320, overscan 3.

const [, , srcFolder, scenario, lanesText, countText, roundsText] = process.argv
const { Virtualizer } = await import(`${srcFolder}/index.ts`)
const lanes = Number(lanesText)
const count = Number(countText)
const rounds = Number(roundsText ?? (scenario === 'build' ? 7 : 25))

const extentOf = (i) => 20 + (i % 5) * 4

function makeVirtualizer() {
  const scroller = { offsetCallback: null }
  const virtualizer = new Virtualizer({
    count,
    lanes,
    overscan: 3,
    estimateSize: extentOf,
    getScrollElement: () => scroller,
    scrollToFn: () => {},
    observeElementRect: (_, callback) => {
      callback({ width: 320, height: 800 })
      return () => {}
    },
    observeElementOffset: (_, callback) => {
      scroller.offsetCallback = callback
      callback(0, false)
      return () => {}
    },
  })
  virtualizer._willUpdate()
  return { virtualizer, scroller }
}

// SplitMix64 (Steele, Lea and Flood), as `SplitMix64` in Benchmarks/Tools/Workload.
function* splitMix64(seed) {
  const mask = (1n << 64n) - 1n
  let state = seed
  for (;;) {
    state = (state + 0x9e3779b97f4a7c15n) & mask
    let z = state
    z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & mask
    z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & mask
    yield Number((z ^ (z >> 31n)) >> 11n) * 2 ** -53
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

let keep = 0
if (scenario === 'build') {
  const times = []
  for (let round = 0; round < rounds + 1; round++) {
    globalThis.gc?.()
    const start = process.hrtime.bigint()
    const { virtualizer } = makeVirtualizer()
    keep += virtualizer.getVirtualItems().length
    const ms = Number(process.hrtime.bigint() - start) / 1e6
    if (round > 0) times.push(ms) // the first round warms the JIT up
  }
  console.log(JSON.stringify({ scenario, lanes, count, unit: 'ms', median: median(times), min: Math.min(...times), keep }))
} else if (scenario === 'random') {
  const { virtualizer, scroller } = makeVirtualizer()
  const maxOffset = Math.max(0, virtualizer.getTotalSize() - 800)
  const draws = splitMix64(0x5eed1a2f5c2011c5n)
  const offsets = Array.from({ length: 4096 }, () => Math.floor(draws.next().value * maxOffset))
  let next = 0
  const step = () => {
    scroller.offsetCallback(offsets[next], true)
    next = (next + 1) % offsets.length
    keep += virtualizer.getVirtualItems().length
  }
  for (let i = 0; i < 3 * 4096; i++) step() // warm-up: every offset, JIT settled
  const times = []
  for (let round = 0; round < rounds; round++) {
    const start = process.hrtime.bigint()
    for (let i = 0; i < 1000; i++) step()
    times.push(Number(process.hrtime.bigint() - start) / 1e6) // ms per 1,000 = µs per update
  }
  console.log(JSON.stringify({ scenario, lanes, count, unit: 'us', median: median(times), min: Math.min(...times), keep }))
} else {
  console.error(`unknown scenario ${scenario}`)
  process.exit(2)
}
