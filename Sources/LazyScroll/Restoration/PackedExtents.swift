import Foundation

/// Extents (or "not measured") of a sequence of items, packed for saving: a run of one value takes a
/// header and one `Float32`; other values take one byte each when the whole sequence has at most 256
/// of them (text rows come in a few heights), else four.
///
/// The bytes are a palette, then segments. The palette is a LEB128 count `p` (0 or 1 ... 256) and `p`
/// little-endian `Float32` bit patterns. Each segment is a LEB128 header `count << 1 | isRun`
/// followed, for a run, by one `Float32` bit pattern (`count` items of that value), else by `count`
/// values: one-byte palette positions when there is a palette, `Float32` bit patterns when not. A NaN
/// means "not measured". Runs are worth a segment of their own from three items on.
@usableFromInline
struct PackedExtents: Sendable, Hashable {
    /// The packed palette and segments.
    @usableFromInline let bytes: [UInt8]

    /// Packed bytes as saved (``unpacked(expecting:)`` checks them).
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The most distinct values written as palette positions.
    static let paletteCapacity = 256

    /// Packs values one run at a time.
    struct Builder {
        /// The segments so far: for a run its length and value, for single values their count (their
        /// values are in `singles`).
        private var segments: [(count: Int, runBits: UInt32?)] = []
        /// The values of the segments of single values, in order, as `Float32` bit patterns.
        private var singles: [UInt32] = []
        /// The run being extended.
        private var runBits: UInt32 = 0
        private var runCount = 0

        /// Nothing packed yet.
        init() {}

        /// The shortest run stored as a run rather than as single values.
        private static let shortestRun = 3

        /// Appends `count` items of `value` (NaN: not measured), stored as a `Float32`.
        mutating func append(_ value: Double, count items: Int) {
            guard items > 0 else { return }
            let bits = value.isNaN ? PackedExtents.unmeasured : Float(value).bitPattern
            if runCount > 0, runBits == bits {
                runCount += items
                return
            }
            settleRun()
            runBits = bits
            runCount = items
        }

        /// The packed form of everything appended.
        func finished() -> PackedExtents {
            var copy = self
            copy.settleRun()
            return copy.serialized()
        }

        /// Moves the current run into the segments: as a run when it is long enough, else as single
        /// values.
        private mutating func settleRun() {
            guard runCount > 0 else { return }
            if runCount >= Self.shortestRun {
                segments.append((runCount, runBits))
            } else {
                if let last = segments.last, last.runBits == nil {
                    segments[segments.count - 1].count += runCount
                } else {
                    segments.append((runCount, nil))
                }
                for _ in 0..<runCount { singles.append(runBits) }
            }
            runCount = 0
        }

        /// The palette (when the single values have at most `paletteCapacity` distinct values) and the
        /// segments.
        private func serialized() -> PackedExtents {
            var palette = Palette()
            var positions: [UInt8] = []
            positions.reserveCapacity(singles.count)
            for bits in singles {
                guard let position = palette.position(of: bits) else {
                    palette = Palette()
                    positions = []
                    break
                }
                positions.append(position)
            }
            var bytes: [UInt8] = []
            PackedExtents.writeVarint(UInt64(palette.values.count), to: &bytes)
            for bits in palette.values { PackedExtents.write(bits, to: &bytes) }
            var next = 0
            for segment in segments {
                PackedExtents.writeVarint(UInt64(segment.count) << 1 | (segment.runBits == nil ? 0 : 1), to: &bytes)
                if let bits = segment.runBits {
                    PackedExtents.write(bits, to: &bytes)
                    continue
                }
                let values = next..<(next + segment.count)
                next += segment.count
                if positions.isEmpty {
                    for bits in singles[values] { PackedExtents.write(bits, to: &bytes) }
                } else {
                    bytes.append(contentsOf: positions[values])
                }
            }
            return PackedExtents(bytes: bytes)
        }
    }

    /// Up to `paletteCapacity` distinct `Float32` bit patterns, each with its position in first-seen
    /// order: a small open-addressing table, because a general dictionary's hashing was most of the
    /// time of packing a million values.
    private struct Palette {
        private static let slotCount = 2 * PackedExtents.paletteCapacity
        private var keys = [UInt32](repeating: 0, count: slotCount)
        /// The position of the value in each slot; -1 for an empty slot.
        private var slots = [Int16](repeating: -1, count: slotCount)
        /// The values, in first-seen order.
        private(set) var values: [UInt32] = []

        /// The position of `bits`, added when new; nil when the palette is full and `bits` is new.
        mutating func position(of bits: UInt32) -> UInt8? {
            var slot = Int((bits &* 0x9E37_79B1) >> 23) & (Self.slotCount - 1)
            while slots[slot] >= 0 {
                if keys[slot] == bits { return UInt8(slots[slot]) }
                slot = (slot + 1) & (Self.slotCount - 1)
            }
            guard values.count < PackedExtents.paletteCapacity else { return nil }
            keys[slot] = bits
            slots[slot] = Int16(values.count)
            values.append(bits)
            return UInt8(values.count - 1)
        }
    }

    /// The value of each item (NaN: not measured).
    ///
    /// - Throws: ``LazyScrollError/incompatibleScrollPosition(_:)`` with
    ///   ``ScrollPositionMismatch/corrupt(_:)`` unless the bytes hold a palette of at most 256 values
    ///   and segments of exactly `expected` items, every value finite and not negative (or NaN).
    @usableFromInline
    func unpacked(expecting expected: Int) throws(LazyScrollError) -> [Float] {
        func corrupt(_ reason: String) -> LazyScrollError { .incompatibleScrollPosition(.corrupt(reason)) }
        var position = 0
        guard let paletteCount = Self.readVarint(bytes, at: &position), paletteCount <= UInt64(Self.paletteCapacity) else {
            throw corrupt("the palette is cut off or holds more than \(Self.paletteCapacity) values")
        }
        var palette: [Float] = []
        for _ in 0..<paletteCount { palette.append(try Self.readValue(bytes, at: &position)) }
        var values: [Float] = []
        values.reserveCapacity(expected)
        while position < bytes.count {
            guard let header = Self.readVarint(bytes, at: &position) else { throw corrupt("a segment header is cut off or too long") }
            let length = Int(header >> 1)
            guard length > 0, length <= expected - values.count else { throw corrupt("the extents hold more than \(expected) items") }
            if header & 1 == 1 {
                values.append(contentsOf: repeatElement(try Self.readValue(bytes, at: &position), count: length))
            } else if palette.isEmpty {
                for _ in 0..<length { values.append(try Self.readValue(bytes, at: &position)) }
            } else {
                guard position + length <= bytes.count else { throw corrupt("the extents are cut off") }
                for k in position..<(position + length) {
                    guard Int(bytes[k]) < palette.count else { throw corrupt("palette position \(bytes[k]) is beyond its \(palette.count) values") }
                    values.append(palette[Int(bytes[k])])
                }
                position += length
            }
        }
        guard values.count == expected else { throw corrupt("the extents hold \(values.count) items, not \(expected)") }
        return values
    }

    // MARK: - Bytes

    /// The little-endian `Float32` at `position`, which must be an extent (finite and not negative) or
    /// NaN.
    private static func readValue(_ bytes: [UInt8], at position: inout Int) throws(LazyScrollError) -> Float {
        guard position + 4 <= bytes.count else { throw .incompatibleScrollPosition(.corrupt("the extents are cut off")) }
        var bits: UInt32 = 0
        for k in 0..<4 { bits |= UInt32(bytes[position + k]) << (8 * k) }
        position += 4
        let value = Float(bitPattern: bits)
        guard value.isNaN || (value.isFinite && value >= 0) else {
            throw .incompatibleScrollPosition(.corrupt("an extent is negative or infinite"))
        }
        return value
    }

    /// The bit pattern saved for an unmeasured item: the one quiet NaN, so that runs of unmeasured
    /// items are recognised whatever NaN marked them.
    private static let unmeasured = Float.nan.bitPattern

    private static func write(_ bits: UInt32, to bytes: inout [UInt8]) {
        for k in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: bits >> (8 * k))) }
    }

    static func writeVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A LEB128 number of at most ten bytes (64 bits) at `position`, or nil when the bytes end first or
    /// it is longer.
    static func readVarint(_ bytes: [UInt8], at position: inout Int) -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.count, shift <= 63 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }
}
