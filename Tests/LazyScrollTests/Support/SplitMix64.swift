/// A small deterministic generator: a test's operation stream is a pure function of its seed, so a
/// failing seed printed by the property checker replays exactly.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

// On every generator, not just SplitMix64, so the fuzz targets can drive the same scenarios with a
// generator that replays the fuzzer's bytes.
extension RandomNumberGenerator {
    /// A multiple of 1/4 in `range`: exactly representable, so sums never round and the engine's
    /// tree-ordered sums equal the reference model's left-to-right sums bit for bit.
    mutating func quarter(in range: ClosedRange<Double>) -> Double {
        Double(Int.random(in: Int(range.lowerBound * 4)...Int(range.upperBound * 4), using: &self)) / 4
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }
}
