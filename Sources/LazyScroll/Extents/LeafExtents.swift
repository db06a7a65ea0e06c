import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// The items of one leaf of a `MeasuredExtents` tree: either a run of identical items of any length,
/// or up to `capacity` items stored one by one.
///
/// A stored value of NaN means "not measured: use the estimate". Packed values are kept as `Float`
/// whenever every value converts to `Float` exactly, which halves memory for the common case of whole
/// or half points, and as `Double` otherwise, so a value is always read back exactly as it was set.
struct LeafExtents: Sendable {
    /// The most items a packed leaf holds.
    static let capacity = 128

    // Invariants: a run has `runLength >= 1` and empty arrays; a packed leaf has `runLength == 0` and at
    // most one of `narrow` and `wide` non-empty (both empty only for the root of an empty tree).
    private(set) var runLength = 0
    private(set) var runValue = Double.nan
    private var narrow: [Float] = []
    private var wide: [Double] = []

    /// An empty packed leaf.
    init() {}

    /// A run of `length` items of `value` (NaN: unmeasured).
    init(run length: Int, value: Double) {
        precondition(length > 0)
        runLength = length
        runValue = value
    }

    /// A packed leaf holding `values` (at most `capacity`).
    init<C: Collection>(packed values: C) where C.Element == Double {
        precondition(values.count <= Self.capacity)
        if values.allSatisfy(Self.isNarrow) {
            narrow = values.map { Float($0) }
        } else {
            wide = Array(values)
        }
    }

    /// A packed leaf of the staged extents `values` (at most `capacity`, not empty; NaN: unmeasured,
    /// every other value already checked by the caller), with the leaf's totals.
    ///
    /// The bulk path of `MeasuredExtents.init(count:estimatedExtent:spacing:extentOf:)`: the values are
    /// converted to `Float` and tested in a loop without branches (run on whole vectors), and the rare
    /// leaf that needs `Double` storage is handled afterwards. Items are stored as `Float` unless one is
    /// not exactly a `Float`, which makes the whole leaf `Double`; unmeasured items are NaN either way.
    /// When every item is measured and stored as `Float`, the common case, the totals' `measuredSum` is
    /// NaN: the caller must add it with `addPendingSums(_:)` before the totals are used. Otherwise it is
    /// the sum of the measured values added one by one in index order, as `totals(upTo:)` adds them.
    static func filled(staged values: UnsafeBufferPointer<Double>) -> (leaf: LeafExtents, totals: ExtentTotals) {
        let n = values.count
        precondition(n > 0 && n <= capacity)
        var inexact: UInt64 = 0
        var unmeasured = 0
        var result = LeafExtents()
        result.narrow = [Float](unsafeUninitializedCapacity: n) { buffer, initialized in
            for k in 0..<n {
                let value = values[k]
                let narrow = Float(value)
                buffer[k] = narrow
                // A NaN (unmeasured) is unequal to itself: counted, never inexact.
                let isNumber = value == value
                unmeasured &+= isNumber ? 0 : 1
                inexact |= isNumber && Double(narrow) != value ? 1 : 0
            }
            initialized = n
        }
        var totals = ExtentTotals(count: n, measuredCount: n - unmeasured, measuredSum: .nan)
        if inexact != 0 {
            result.narrow = []
            result.wide = [Double](unsafeUninitializedCapacity: n) { buffer, initialized in
                initialized = buffer.initialize(fromContentsOf: values)
            }
            totals.measuredSum = 0
            for value in values where !value.isNaN { totals.measuredSum += value }
        } else if unmeasured > 0 {
            totals.measuredSum = result.narrow.withUnsafeBufferPointer { measuredSum($0, unmeasured: unmeasured) }
        }
        return (result, totals)
    }

    /// A packed leaf of the extents `values`, given in bulk for the items from `firstIndex` on (at most
    /// `capacity`, not empty), with the leaf's totals: what `filled(_:_:)` gives for the same values.
    ///
    /// The path of `MeasuredExtents.init(extents:estimatedExtent:spacing:)`. With no call per item, the
    /// check, the `Float` test and the conversion are loops without branches, which the compiler runs
    /// on whole vectors; the rare leaf that needs `Double` storage, or holds an invalid value, is
    /// handled afterwards. As in `filled(_:_:)`, an all-`Float` leaf leaves its `measuredSum` NaN for
    /// `addPendingSums(_:)`.
    static func filled(
        given values: UnsafeBufferPointer<Double>, firstIndex: Int
    ) throws(LazyScrollError) -> (leaf: LeafExtents, totals: ExtentTotals) {
        let n = values.count
        precondition(n > 0 && n <= capacity)
        // One pass with no branch per item, so that it runs on whole vectors: store each value as a
        // `Float` and fold into two words whether any value breaks `NumberRule.finiteAndNotNegative`
        // (the bit pattern of a finite value from +0 up is below that of +infinity, and shifting out
        // the sign leaves 0 only for -0, which is allowed) and whether any is not exactly a `Float`.
        var invalidBits: UInt64 = 0
        var inexact: UInt64 = 0
        var result = LeafExtents()
        result.narrow = [Float](unsafeUninitializedCapacity: n) { buffer, initialized in
            for k in 0..<n {
                let value = values[k]
                let bits = value.bitPattern
                let narrow = Float(value)
                buffer[k] = narrow
                invalidBits |= bits >= Double.infinity.bitPattern ? bits &<< 1 : 0
                inexact |= Double(narrow) != value ? 1 : 0
            }
            initialized = n
        }
        if invalidBits != 0 {
            for k in 0..<n {
                try LazyScrollError.check(CGFloat(values[k]), .finiteAndNotNegative, "extent of item \(firstIndex + k)")
            }
        }
        var totals = ExtentTotals(count: n, measuredCount: n, measuredSum: .nan)
        if inexact != 0 {
            // Rare: a value that `Float` cannot hold exactly makes the whole leaf `Double`, as in
            // `filled(_:_:)`, summed in the same order.
            result.narrow = []
            result.wide = [Double](unsafeUninitializedCapacity: n) { buffer, initialized in
                initialized = buffer.initialize(fromContentsOf: values)
            }
            totals.measuredSum = 0
            for value in values { totals.measuredSum += value }
        }
        return (result, totals)
    }

    /// The sum of the values that are not NaN, added one by one in index order from zero as
    /// `totals(upTo:)` does, so that the result is bit-identical. A pass of its own rather than part of
    /// the loop that calls `extentOf`: floating-point registers do not survive a call, so a running sum
    /// there went through memory on every item.
    /// `unmeasured` is the number of NaNs: without any, the loop needs no test.
    static func measuredSum(_ values: UnsafeBufferPointer<Float>, unmeasured: Int) -> Double {
        var sum = 0.0
        if unmeasured == 0 {
            for value in values { sum += Double(value) }
        } else {
            for value in values where !value.isNaN { sum += Double(value) }
        }
        return sum
    }

    /// Replaces the NaN `measuredSum` that `filled` leaves in the totals of all-measured `Float` leaves
    /// with the sum of each leaf's values, added one by one in index order from zero. Nodes of `nodes`
    /// whose sum is not NaN already have their totals and are left alone (a real sum is never NaN:
    /// the values are finite and not negative).
    ///
    /// Each sum is a chain of dependent additions that waits on every step; four leaves' chains run
    /// side by side instead, which is where the time goes at ten million items. Each chain keeps its
    /// own order, so the sums are bit-identical to `totals`.
    static func addPendingSums(_ nodes: ArraySlice<ExtentNode>) {
        var start = nodes.startIndex
        while start < nodes.endIndex {
            if nodes.endIndex - start >= 4, nodes[start..<(start + 4)].allSatisfy({
                $0.totals.measuredSum.isNaN && $0.leaf.narrow.count == capacity
            }) {
                let (a, b, c, d) = (nodes[start], nodes[start + 1], nodes[start + 2], nodes[start + 3])
                let sums = a.leaf.narrow.withUnsafeBufferPointer { a in
                    b.leaf.narrow.withUnsafeBufferPointer { b in
                        c.leaf.narrow.withUnsafeBufferPointer { c in
                            d.leaf.narrow.withUnsafeBufferPointer { d in
                                var sums = (0.0, 0.0, 0.0, 0.0)
                                for k in 0..<capacity {
                                    sums.0 += Double(a[k])
                                    sums.1 += Double(b[k])
                                    sums.2 += Double(c[k])
                                    sums.3 += Double(d[k])
                                }
                                return sums
                            }
                        }
                    }
                }
                a.totals.measuredSum = sums.0
                b.totals.measuredSum = sums.1
                c.totals.measuredSum = sums.2
                d.totals.measuredSum = sums.3
                start += 4
            } else {
                let node = nodes[start]
                if node.totals.measuredSum.isNaN {
                    node.totals.measuredSum = node.leaf.narrow.withUnsafeBufferPointer { measuredSum($0, unmeasured: 0) }
                }
                start += 1
            }
        }
    }

    /// The value every item of a packed leaf holds (NaN for all unmeasured), or nil when they differ.
    var uniformValue: Double? {
        precondition(runLength == 0)
        func scan<Element: BinaryFloatingPoint>(_ values: UnsafeBufferPointer<Element>) -> Double? {
            guard !values.isEmpty else { return nil }
            let first = Double(values[0])
            for k in 1..<values.count where !LeafExtents.sameValue(first, Double(values[k])) { return nil }
            return first
        }
        return wide.isEmpty ? narrow.withUnsafeBufferPointer(scan) : wide.withUnsafeBufferPointer(scan)
    }

    @inline(__always)
    static func isNarrow(_ value: Double) -> Bool {
        value.isNaN || Double(Float(value)) == value
    }

    @inline(__always)
    static func sameValue(_ a: Double, _ b: Double) -> Bool {
        a == b || (a.isNaN && b.isNaN)
    }

    var isRun: Bool { runLength > 0 }

    var count: Int {
        if runLength > 0 { return runLength }
        return wide.isEmpty ? narrow.count : wide.count
    }

    /// The stored value of item `k` (NaN when unmeasured).
    @inline(__always)
    func value(at k: Int) -> Double {
        if runLength > 0 { return runValue }
        return wide.isEmpty ? Double(narrow[k]) : wide[k]
    }

    /// Calls `body` with the stored value of every item of `range`, in order (NaN: unmeasured), reading
    /// the storage through a buffer pointer rather than item by item.
    @inline(__always)
    func forEachValue(in range: Range<Int>, _ body: (Double) -> Void) {
        if runLength > 0 {
            for _ in range { body(runValue) }
        } else if wide.isEmpty {
            narrow.withUnsafeBufferPointer { values in for k in range { body(Double(values[k])) } }
        } else {
            wide.withUnsafeBufferPointer { values in for k in range { body(values[k]) } }
        }
    }

    /// Calls `narrow` with the values of a packed leaf stored as `Float`s, or `wide` with those stored as
    /// `Double`s, for loops that read them without a check per item of which array is in use.
    @inline(__always)
    func withPackedValues<Result>(
        narrow readNarrow: (UnsafeBufferPointer<Float>) -> Result, wide readWide: (UnsafeBufferPointer<Double>) -> Result
    ) -> Result {
        precondition(runLength == 0)
        return wide.isEmpty ? narrow.withUnsafeBufferPointer(readNarrow) : wide.withUnsafeBufferPointer(readWide)
    }

    /// All stored values, for rebuilding a leaf.
    var values: [Double] {
        if runLength > 0 { return Array(repeating: runValue, count: runLength) }
        return wide.isEmpty ? narrow.map(Double.init) : wide
    }

    /// How a packed leaf stores its items: "narrow" (`Float`) or "wide" (`Double`).
    var storageKind: String { wide.isEmpty ? "narrow" : "wide" }

    /// A packed leaf of `values`, which the caller took from such a leaf (`narrowValues`).
    init(narrowValues values: [Float]) {
        narrow = values
    }

    /// The `Float` values of a packed leaf stored that way; empty for a run or a `Double` leaf.
    var narrowValues: [Float] { narrow }

    /// Whether `values` is this leaf's very array of `Float` values (not merely equal values), or
    /// empty when the leaf holds no such array.
    func holdsNarrowValues(_ values: [Float]) -> Bool {
        narrow.withUnsafeBufferPointer { mine in
            values.withUnsafeBufferPointer { mine.baseAddress == $0.baseAddress && mine.count == $0.count }
        }
    }

    /// Bytes held by the arrays of this leaf.
    var storageBytes: Int {
        narrow.capacity * MemoryLayout<Float>.stride + wide.capacity * MemoryLayout<Double>.stride
    }

    /// Overwrites item `k` of a packed leaf.
    mutating func set(_ value: Double, at k: Int) {
        precondition(runLength == 0)
        if wide.isEmpty {
            if Self.isNarrow(value) {
                narrow[k] = Float(value)
                return
            }
            wide = narrow.map(Double.init)
            narrow = []
        }
        wide[k] = value
    }

    /// Inserts `values` before item `k` of a packed leaf.
    mutating func insert(_ values: [Double], at k: Int) {
        precondition(runLength == 0)
        if wide.isEmpty && values.allSatisfy(Self.isNarrow) {
            narrow.insert(contentsOf: values.map { Float($0) }, at: k)
        } else {
            if wide.isEmpty {
                wide = narrow.map(Double.init)
                narrow = []
            }
            wide.insert(contentsOf: values, at: k)
        }
    }

    /// Removes the items in `range`; a run just gets shorter.
    mutating func remove(_ range: Range<Int>) {
        if runLength > 0 {
            runLength -= range.count
        } else if wide.isEmpty {
            narrow.removeSubrange(range)
        } else {
            wide.removeSubrange(range)
        }
    }

    /// Lengthens a run by `extra` items.
    mutating func extendRun(by extra: Int) {
        precondition(runLength > 0)
        runLength += extra
    }

    /// Where a scan of a packed leaf stopped: item `k` with its start and stored value, and `lag`, an
    /// item up to four before it (never before where the scan began) with its start, from which a walk
    /// of the items just before item `k` can begin (`packedSpans(_:base:resumingAt:…)`).
    typealias ScanResult = (k: Int, start: Double, value: Double, lag: (k: Int, start: Double))

    /// In a packed leaf whose first item starts at `position`, the last item whose start is at most
    /// `limit` (item 0 when none is), with its start and stored value.
    ///
    /// The searches and walks of a scroll update spend most of their time here, so this reads the
    /// array through a buffer pointer, with no per-item check of which array is in use. Starts are
    /// summed as `start + extent + spacing`, exactly as the callers did before, so results are equal.
    @inline(__always)
    func lastPackedItem(
        startingAtOrBefore limit: Double, from position: Double, estimate: Double, spacing: Double
    ) -> ScanResult {
        precondition(runLength == 0 && count > 0)
        return lastPackedItem(
            startingAtOrBefore: limit, resumingAt: (0, position, value(at: 0), (0, position)),
            estimate: estimate, spacing: spacing)
    }

    /// `lastPackedItem(startingAtOrBefore:from:estimate:spacing:)` continued from an earlier answer of
    /// that function for the same leaf and a limit no greater than `limit`: the scan from item 0 would
    /// pass through `earlier` with the same start, so resuming there gives the same result.
    @inline(__always)
    func lastPackedItem(
        startingAtOrBefore limit: Double, resumingAt earlier: ScanResult, estimate: Double, spacing: Double
    ) -> ScanResult {
        precondition(runLength == 0 && earlier.k < count)
        func scan<Element: BinaryFloatingPoint>(_ values: UnsafeBufferPointer<Element>) -> ScanResult {
            // Each start waits on the one before, so the loop runs at the speed of that chain of
            // additions. Without spacing, `start + extent + 0` equals `start + extent` (a start is never
            // -0), so the loop for that common case drops the second addition from the chain. The
            // last four starts move along beside the chain, which costs it nothing.
            @inline(__always) func run(addingSpacing: Bool) -> ScanResult {
                var start = earlier.start
                var k = earlier.k
                var value = earlier.value
                var (back1, back2, back3, back4) = (start, start, start, start)
                while k + 1 < values.count {
                    let extent = value.isNaN ? estimate : value
                    let next = addingSpacing ? start + extent + spacing : start + extent
                    guard next <= limit else { break }
                    (back4, back3, back2, back1) = (back3, back2, back1, start)
                    start = next
                    k += 1
                    value = Double(values[k])
                }
                return (k, start, value, (max(earlier.k, k - 4), back4))
            }
            return spacing == 0 ? run(addingSpacing: false) : run(addingSpacing: true)
        }
        return wide.isEmpty ? narrow.withUnsafeBufferPointer(scan) : wide.withUnsafeBufferPointer(scan)
    }

    /// In a packed leaf whose first item starts at `position`, the start of item `k` (`k <= count`),
    /// summed as `start += extent + spacing` item by item, as the layout walk does.
    @inline(__always)
    func packedStart(of k: Int, from position: Double, estimate: Double, spacing: Double) -> Double {
        precondition(runLength == 0 && k <= count)
        func sum<Element: BinaryFloatingPoint>(_ values: UnsafeBufferPointer<Element>) -> Double {
            var start = position
            for index in 0..<k {
                let value = Double(values[index])
                start += (value.isNaN ? estimate : value) + spacing
            }
            return start
        }
        return wide.isEmpty ? narrow.withUnsafeBufferPointer(sum) : wide.withUnsafeBufferPointer(sum)
    }

    /// Hands `sink` the spans of items `range` of a packed leaf whose first item starts at `position`
    /// and whose first item has global index `base`, summing starts as `packedStart` and the layout
    /// walk do.
    @inline(__always)
    func packedSpans<Sink: SpanSink>(
        _ range: Range<Int>, base: Int, from position: Double, estimate: Double, spacing: Double,
        into sink: inout Sink
    ) {
        packedSpans(range, base: base, resumingAt: (0, position), estimate: estimate, spacing: spacing, into: &sink)
    }

    /// `packedSpans(_:base:from:estimate:spacing:into:)` with the start of item `resume.k` (at most
    /// `range.lowerBound`) already known, as this walk sums it.
    @inline(__always)
    func packedSpans<Sink: SpanSink>(
        _ range: Range<Int>, base: Int, resumingAt resume: (k: Int, start: Double), estimate: Double,
        spacing: Double, into sink: inout Sink
    ) {
        precondition(runLength == 0 && range.upperBound <= count && resume.k <= range.lowerBound)
        func emit<Element: BinaryFloatingPoint>(_ values: UnsafeBufferPointer<Element>) {
            var start = resume.start
            for index in resume.k..<range.lowerBound {
                let value = Double(values[index])
                start += (value.isNaN ? estimate : value) + spacing
            }
            for k in range {
                let value = Double(values[k])
                let extent = value.isNaN ? estimate : value
                sink.accept(ItemSpan(index: base + k, start: CGFloat(start), extent: CGFloat(extent)))
                start += extent + spacing
            }
        }
        if wide.isEmpty { narrow.withUnsafeBufferPointer(emit) } else { wide.withUnsafeBufferPointer(emit) }
    }

    /// The totals of items `0 ..< k`.
    func totals(upTo k: Int) -> ExtentTotals {
        if runLength > 0 {
            return runValue.isNaN
                ? ExtentTotals(count: k, measuredCount: 0, measuredSum: 0)
                : ExtentTotals(count: k, measuredCount: k, measuredSum: Double(k) * runValue)
        }
        var result = ExtentTotals(count: k)
        if wide.isEmpty {
            for index in 0..<k {
                let v = narrow[index]
                if !v.isNaN { result.measuredCount += 1; result.measuredSum += Double(v) }
            }
        } else {
            for index in 0..<k {
                let v = wide[index]
                if !v.isNaN { result.measuredCount += 1; result.measuredSum += v }
            }
        }
        return result
    }

    /// The totals of the whole leaf.
    var totals: ExtentTotals { totals(upTo: count) }
}
