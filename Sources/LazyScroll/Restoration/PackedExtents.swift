import Foundation

/// Extents (or "not measured") of a sequence of items, packed for saving: runs of one value take a
/// header and one `Float32`, other values four bytes each.
///
/// The bytes are segments, each a LEB128 header `count << 1 | isRun` followed by one little-endian
/// `Float32` bit pattern (a run: `count` items of that value) or `count` of them (one per item). A NaN
/// means "not measured". Runs are worth a segment of their own from three items on.
struct PackedExtents: Sendable, Hashable {
    /// The packed segments.
    let bytes: [UInt8]

    /// Packed segments as saved (``unpack(expecting:_:)`` checks them).
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Packs values one run at a time.
    struct Builder {
        private var bytes: [UInt8] = []
        /// Values waiting for a literal segment, as `Float32` bit patterns.
        private var literals: [UInt32] = []
        /// The bit pattern and length of the run being extended.
        private var runBits: UInt32 = 0
        private var runCount = 0

        /// Nothing packed yet.
        init() {}

        /// The shortest run stored as a run rather than as single values.
        private static let shortestRun = 3

        /// Appends `count` items of `value` (NaN: not measured), stored as a `Float32`.
        mutating func append(_ value: Double, count items: Int) {
            guard items > 0 else { return }
            let bits = PackedExtents.bits(of: value)
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
            copy.flushLiterals()
            return PackedExtents(bytes: copy.bytes)
        }

        /// Moves the current run into the output: as a run segment when it is long enough, else into
        /// the pending literals.
        private mutating func settleRun() {
            guard runCount > 0 else { return }
            if runCount >= Self.shortestRun {
                flushLiterals()
                PackedExtents.writeVarint(UInt64(runCount) << 1 | 1, to: &bytes)
                PackedExtents.write(runBits, to: &bytes)
            } else {
                literals.append(contentsOf: repeatElement(runBits, count: runCount))
            }
            runCount = 0
        }

        private mutating func flushLiterals() {
            guard !literals.isEmpty else { return }
            PackedExtents.writeVarint(UInt64(literals.count) << 1, to: &bytes)
            for bits in literals { PackedExtents.write(bits, to: &bytes) }
            literals.removeAll(keepingCapacity: true)
        }
    }

    /// Calls `body` with each segment's value (NaN: not measured) and item count, in order, as long as
    /// the segments hold at most `expected` items and only extents that are finite and not negative.
    ///
    /// - Returns: what is wrong (then `body` may have seen some of the segments), or nil when the
    ///   segments hold exactly `expected` items.
    func unpack(expecting expected: Int, _ body: (_ value: Double, _ count: Int) -> Void) -> String? {
        var position = 0
        var items = 0
        func readBits() -> UInt32? {
            guard position + 4 <= bytes.count else { return nil }
            var bits: UInt32 = 0
            for k in 0..<4 { bits |= UInt32(bytes[position + k]) << (8 * k) }
            position += 4
            return bits
        }
        func value(_ bits: UInt32) -> Double? {
            let value = Double(Float(bitPattern: bits))
            return value.isNaN || (value.isFinite && value >= 0) ? value : nil
        }
        while position < bytes.count {
            guard let header = Self.readVarint(bytes, at: &position) else { return "a segment header is cut off or too long" }
            let length = Int(header >> 1)
            guard length > 0, length <= expected - items else { return "the extents hold more than \(expected) items" }
            items += length
            if header & 1 == 1 {
                guard let bits = readBits() else { return "a run's value is cut off" }
                guard let extent = value(bits) else { return "an extent is negative or infinite" }
                body(extent, length)
            } else {
                for _ in 0..<length {
                    guard let bits = readBits() else { return "the extents are cut off" }
                    guard let extent = value(bits) else { return "an extent is negative or infinite" }
                    body(extent, 1)
                }
            }
        }
        return items == expected ? nil : "the extents hold \(items) items, not \(expected)"
    }

    // MARK: - Bytes

    /// The `Float32` bit pattern of `value`; every NaN becomes the one quiet NaN, so that runs of
    /// unmeasured items are recognised whatever NaN marked them.
    private static func bits(of value: Double) -> UInt32 {
        value.isNaN ? Float.nan.bitPattern : Float(value).bitPattern
    }

    private static func write(_ bits: UInt32, to bytes: inout [UInt8]) {
        for k in 0..<4 { bytes.append(UInt8(truncatingIfNeeded: bits >> (8 * k))) }
    }

    private static func writeVarint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// A LEB128 number of at most 63 bits at `position`, or nil when the bytes end first or it is longer.
    private static func readVarint(_ bytes: [UInt8], at position: inout Int) -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.count, shift < 63 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }
}
