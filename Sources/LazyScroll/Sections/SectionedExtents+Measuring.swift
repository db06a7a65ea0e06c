import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension SectionedExtents {
    /// Records the real extent of element `index`: a header's, a footer's or an item's.
    ///
    /// - Complexity: O(log S + log m).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for an index outside
    ///   `0 ..< count`; ``LazyScrollError/invalidNumber(quantity:value:rule:)`` for an extent that is
    ///   negative or not finite; what the section's own model throws for its item (a uniform list refuses
    ///   any extent but its own). Nothing changes when it throws.
    public mutating func setExtent(_ extent: CGFloat, of index: Int) throws(LazyScrollError) {
        try LazyScrollError.check(index: index, in: 0..<count, "element index")
        try LazyScrollError.check(extent, .finiteAndNotNegative, "extent of element \(index)")
        let found = locate(element: index)
        let k = index - found.firstElement
        try updateSection(found.section) { (section) throws(LazyScrollError) in
            switch section.localKind(k) {
            case .header: section.header = .measured(extent)
            case let .item(item): try section.items.setExtent(extent, of: item)
            case .row: section.across!.rowExtent = .measured(extent)
            case .footer: section.footer = .measured(extent)
            }
        }
    }

    /// Records the real extent of `element`.
    ///
    /// - Complexity: O(log S + log m).
    /// - Throws: as ``index(of:)`` and ``setExtent(_:of:)-(_,Int)``. Nothing changes when it throws.
    public mutating func setExtent(_ extent: CGFloat, of element: SectionElement) throws(LazyScrollError) {
        try setExtent(extent, of: index(of: element))
    }

    /// Runs `body` on section `index` (valid), refreshing the sums on its path; nothing changes when
    /// `body` throws without changing the section.
    mutating func updateSection<T>(_ index: Int, _ body: (inout ContentSection) throws(LazyScrollError) -> T) throws(LazyScrollError) -> T {
        var outcome: Result<T, LazyScrollError>?
        tree.modify(index..<(index + 1), in: context, afterDataChange: false) { leaf, local in
            // Not `Result(catching:)`: its typed-throws form is newer than the iOS 15 standard library.
            do throws(LazyScrollError) {
                outcome = .success(try leaf.slots[local.lowerBound].update(body))
            } catch {
                outcome = .failure(error)
            }
            return .changed
        }
        return try outcome!.get()
    }

    /// The stored values of elements `range` (NaN: not measured), for saving and moving elements.
    func storedValues(in range: Range<Int>) -> [Double] {
        var values: [Double] = []
        values.reserveCapacity(range.count)
        forEachSection(containing: range.clamped(to: 0..<count)) { found, local in
            let section = found.slot.section
            found.forEachElement(in: local) { element in
                switch element.kind {
                case .header: values.append(section.header!.isMeasured ? Double(section.header!.extent) : .nan)
                case let .item(item): values.append(section.items.storedValues(in: item..<(item + 1))[0])
                case .row: values.append(section.across!.rowExtent.isMeasured ? Double(section.across!.rowExtent.extent) : .nan)
                case .footer: values.append(section.footer!.isMeasured ? Double(section.footer!.extent) : .nan)
                }
            }
        }
        return values
    }

    /// Whether some section's items are a masonry.
    var hasLanes: Bool { tree.summary.lanes > 0 }

    /// Keeps the lanes of the measured items among elements `range` in masonry sections (they are
    /// shown; see ``LaneExtents``).
    ///
    /// - Complexity: O(log S + sections in `range`), plus the masonry sections' own work.
    mutating func keepLanes(ofMeasuredElementsIn range: Range<Int>) {
        guard hasLanes else { return }
        var touched: [(section: Int, items: Range<Int>)] = []
        forEachSection(containing: range) { found, local in
            guard case .lanes = found.slot.section.items else { return }
            let first = found.slot.section.firstItemElement
            let items = max(0, local.lowerBound - first)..<min(found.slot.itemCount, max(0, local.upperBound - first))
            if !items.isEmpty { touched.append((found.section, items)) }
        }
        for (section, items) in touched {
            try? updateSection(section) { (shape) throws(LazyScrollError) in shape.items.keepLanes(ofMeasuredItemsIn: items) }
        }
    }

    /// Fits the adaptive columns of every grid section to a viewport `crossExtent` wide; returns
    /// whether any section's column count changed. O(S) when some section has adaptive columns and
    /// the width changed, O(1) otherwise.
    ///
    /// - Throws: ``LazyScrollError/exceedsLimit(quantity:value:limit:reason:)`` when a section's
    ///   minimum cell width is wider than the viewport; nothing changes then.
    mutating func fitColumns(toCrossExtent crossExtent: CGFloat) throws(LazyScrollError) -> Bool {
        guard tree.summary.adaptiveGrids > 0, crossExtent != fittedCrossExtent else { return false }
        // Checked for every section first, so that a refusal changes nothing.
        var refusal: LazyScrollError?
        forEachSection(in: 0..<sectionCount) { found in
            guard refusal == nil, case let .grid(grid) = found.slot.section.items else { return }
            do throws(LazyScrollError) { _ = try grid.layout.columnCount(forCrossExtent: crossExtent) } catch { refusal = error }
        }
        if let refusal { throw refusal }
        var changed = false
        tree.modify(0..<sectionCount, in: context, afterDataChange: false) { leaf, local in
            var touched = false
            for k in local {
                guard case .grid = leaf.slots[k].section.items else { continue }
                touched = true
                try! leaf.slots[k].update { (section) throws(LazyScrollError) in
                    if try! section.items.fitColumns(toCrossExtent: crossExtent) { changed = true }
                }
            }
            return touched ? .changed : .unchanged
        }
        fittedCrossExtent = crossExtent
        return changed
    }
}
