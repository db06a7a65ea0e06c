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

    /// All stored values, for rebuilding a leaf.
    var values: [Double] {
        if runLength > 0 { return Array(repeating: runValue, count: runLength) }
        return wide.isEmpty ? narrow.map(Double.init) : wide
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
