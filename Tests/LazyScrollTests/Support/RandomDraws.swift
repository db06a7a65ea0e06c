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
