import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension SectionedExtents {
    /// Hands `sink` the stored extents of the elements, in order: each measured header and footer, and
    /// the runs of sections whose items are a measured list (what a saved position keeps); other
    /// sections' items are left out.
    ///
    /// - Complexity: O(S + runs of equal extents + items stored one by one).
    func forEachStoredRun<Sink: StoredRunSink>(into sink: inout Sink) {
        forEachSection(in: 0..<sectionCount) { found in
            let section = found.slot.section
            if let header = section.header, header.isMeasured {
                sink.accept(found.firstElement..<(found.firstElement + 1), Double(header.extent))
            }
            if case let .measured(items) = section.items {
                var shifted = ShiftedRuns(sink: sink, shift: found.firstElement + section.firstItemElement)
                items.forEachStoredRun(into: &shifted)
                sink = shifted.sink
            }
            if let footer = section.footer, footer.isMeasured {
                let last = found.firstElement + found.slot.elementCount - 1
                sink.accept(last..<(last + 1), Double(footer.extent))
            }
        }
    }

    /// These sections with the saved `extents` (one per element, NaN: none saved) recorded for every
    /// element that has not been measured since.
    ///
    /// - Complexity: O(n + saved elements × log n).
    func filling(_ extents: [Double]) -> SectionedExtents {
        var filled = self
        for (index, value) in extents.enumerated() where !value.isNaN && index < count {
            guard (try? isMeasured(index)) == false else { continue }
            try? filled.setExtent(CGFloat(value), of: index)
        }
        return filled
    }
}

/// Passes runs on to another sink with their indices moved by `shift`.
private struct ShiftedRuns<Sink: StoredRunSink>: StoredRunSink {
    var sink: Sink
    let shift: Int

    mutating func accept(_ items: Range<Int>, _ value: Double) {
        sink.accept((items.lowerBound + shift)..<(items.upperBound + shift), value)
    }
}
