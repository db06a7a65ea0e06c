// The fuzz targets compile this file with SplitMix64.swift itself, not against the module.
#if canImport(PropertySeeds)
import PropertySeeds
#endif

/// A generator that replays a fixed byte string: the engine fuzz target feeds it the fuzzer's input, so
/// every decision a scenario makes (which operation, which index, which size) is a byte the fuzzer can
/// mutate, and a regression test can replay a crashing input exactly.
struct ByteStreamRandom: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var position = 0
    /// Takes over once the bytes run out. A constant would not do: `Int.random(in:)` rejects some draws
    /// and retries, and a constant it rejects would retry forever.
    private var tail: SplitMix64

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        tail = SplitMix64(seed: UInt64(bytes.count))
    }

    /// Whether every byte has been used; a fuzz run stops there, so input length bounds the work.
    var isExhausted: Bool { position >= bytes.count }

    mutating func next() -> UInt64 {
        guard position < bytes.count else { return tail.next() }
        // Two bytes a draw: few enough that short inputs make long operation streams, enough to reach
        // every index of the scenarios' small models. Repeating the 16 bits across the word puts them
        // where `Int.random(in:)` (the high bits) and `Double.random(in:)` (the top 53) both read them.
        var value = UInt64(bytes[position]) << 8
        if position + 1 < bytes.count { value |= UInt64(bytes[position + 1]) }
        position += 2
        return value &* 0x0001_0001_0001_0001
    }
}
