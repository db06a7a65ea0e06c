import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension MeasuredExtents {
    /// These items, with every item this model has not measured taking its extent from `extents`
    /// (one per item, NaN: none), as when a saved position brings back extents measured before.
    ///
    /// - Complexity: O(n).
    func filling(_ extents: [Double]) -> MeasuredExtents {
        precondition(extents.count == count)
        var measured = MeasuredValues(values: extents)
        forEachStoredRun(into: &measured)
        let values = measured.values
        // The values are finite and not negative (stored, or checked when unpacked), so this does not
        // throw.
        return (try? MeasuredExtents(count: count, estimatedExtent: estimatedExtent, spacing: spacing) {
            values[$0].isNaN ? nil : CGFloat(values[$0])
        }) ?? self
    }
}

/// Writes the stored runs that are measured over per-item values.
private struct MeasuredValues: StoredRunSink {
    var values: [Double]

    mutating func accept(_ items: Range<Int>, _ value: Double) {
        guard !value.isNaN else { return }
        for index in items { values[index] = value }
    }
}
