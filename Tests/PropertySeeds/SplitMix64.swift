/// A small deterministic generator (Steele, Lea and Flood's SplitMix64): a property test's whole case
/// is a pure function of its seed, so a seed replays its case exactly. It hashes its state for every
/// output, so neighbouring seeds start unrelated streams.
///
/// This file imports nothing: Scripts/fuzz.sh compiles it into the fuzz targets as it is.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose stream is determined by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next number of the stream.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
