/// 64-bit integers packed for saving: runs of equal differences between neighbours, as LEB128 pairs of
/// the run's length and its difference (zigzag-coded). Identifiers that count up take a few bytes for
/// any number of items; others one to three bytes each, where JSON spends a byte per decimal digit.
enum PackedIntegers {
    /// `values`, packed.
    static func pack(_ values: UnsafeBufferPointer<Int64>) -> [UInt8] {
        var bytes: [UInt8] = []
        var previous: Int64 = 0
        var run: (difference: Int64, length: Int) = (0, 0)
        for value in values {
            let difference = value &- previous
            previous = value
            if run.length > 0, difference == run.difference {
                run.length += 1
            } else {
                write(run, to: &bytes)
                run = (difference, 1)
            }
        }
        write(run, to: &bytes)
        return bytes
    }

    /// Appends a run of `length` differences of `difference` (nothing for an empty run).
    private static func write(_ run: (difference: Int64, length: Int), to bytes: inout [UInt8]) {
        guard run.length > 0 else { return }
        PackedExtents.writeVarint(UInt64(run.length), to: &bytes)
        PackedExtents.writeVarint(UInt64(bitPattern: (run.difference << 1) ^ (run.difference >> 63)), to: &bytes)
    }

    /// The integers `bytes` packs, or nil when the bytes are cut off or hold more than `limit` values.
    static func unpack(_ bytes: [UInt8], limit: Int) -> [Int64]? {
        var values: [Int64] = []
        var position = 0
        var previous: Int64 = 0
        while position < bytes.count {
            guard let length = PackedExtents.readVarint(bytes, at: &position), length > 0, length <= UInt64(limit - values.count),
                  let zigzag = PackedExtents.readVarint(bytes, at: &position) else { return nil }
            let difference = Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)
            for _ in 0..<length {
                previous = previous &+ difference
                values.append(previous)
            }
        }
        return values
    }
}
