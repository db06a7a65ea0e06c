import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

extension SectionedExtents {
    /// The start of element `index` (`index == count` allowed: the end of the last section).
    ///
    /// - Complexity: O(log S + log m).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for an index outside `0 ... count`.
    public func offset(of index: Int) throws(LazyScrollError) -> CGFloat {
        try LazyScrollError.check(index: index, in: 0..<(count + 1), "element index")
        if index == count { return totalExtent }
        let found = locate(element: index)
        return CGFloat(found.start + found.slot.section.localStart(ofElement: index - found.firstElement))
    }

    /// The extent of element `index`.
    ///
    /// - Complexity: O(log S + log m).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for an index outside `0 ..< count`.
    public func extent(of index: Int) throws(LazyScrollError) -> CGFloat {
        try LazyScrollError.check(index: index, in: 0..<count, "element index")
        let found = locate(element: index)
        return CGFloat(found.slot.section.localExtent(ofElement: index - found.firstElement))
    }

    /// Whether element `index` has a real extent rather than an estimate.
    ///
    /// - Complexity: O(log S + log m).
    /// - Throws: ``LazyScrollError/indexOutOfRange(quantity:index:valid:)`` for an index outside `0 ..< count`.
    public func isMeasured(_ index: Int) throws(LazyScrollError) -> Bool {
        try LazyScrollError.check(index: index, in: 0..<count, "element index")
        let found = locate(element: index)
        let section = found.slot.section
        switch section.localKind(index - found.firstElement) {
        case .header: return section.header!.isMeasured
        case let .item(item): return try section.items.isMeasured(item)
        case .row: return section.across!.rowExtent.isMeasured
        case .footer: return section.footer!.isMeasured
        }
    }

    /// The element with the largest index whose start is at or before (`inclusive`) or strictly before
    /// `offset`.
    ///
    /// - Complexity: O(log S + log m).
    public func lastItem(startingBefore offset: CGFloat, inclusive: Bool) -> ItemSpan? {
        let x = Double(offset)
        guard count > 0, !x.isNaN, inclusive ? x >= 0 : x > 0 else { return nil }
        // For starts, which are not NaN, `start < x` is `start <= x.nextDown`.
        let limit = inclusive ? x : x.nextDown
        let found = locate(startingAtOrBefore: limit)
        if let span = found.lastElement(startingAtOrBefore: limit) { return span }
        // Nothing of this section starts by then: the last element of the sections before it.
        guard found.firstElement > 0 else { return nil }
        return span(ofElement: found.firstElement - 1)
    }

    /// The smallest range of elements holding every element that overlaps `lower ..< upper`.
    ///
    /// - Complexity: O(log S + log m).
    public func indices(intersecting lower: CGFloat, _ upper: CGFloat) -> Range<Int> {
        let (lo, up) = (Double(lower), Double(upper))
        guard count > 0, up > lo, !lo.isNaN, !up.isNaN else { return 0..<0 }
        // The first section that ends after `lower`, and the last that starts before `upper`: found from
        // the first in place while its leaf holds both; neither is copied out of the tree.
        var firstFound = cursor(startingAtOrBefore: lo)
        if firstFound.end <= lo {
            guard let next = firstFound.next(in: self) else { return 0..<0 }
            firstFound = next
        }
        guard firstFound.start < up else { return 0..<0 }
        let lastFound = lastSection(from: firstFound, startingAtOrBefore: up.nextDown)
        guard firstFound.section <= lastFound.section else { return 0..<0 }
        // Every element of a section strictly between the two overlaps; at both ends the sections'
        // own elements answer (read in place).
        let (first, last) = (firstFound, lastFound)
        let head = first.localElements(intersecting: lo, first.section == last.section ? up : .infinity)
        let lowerBound = head.isEmpty ? first.endElement : first.firstElement + head.lowerBound
        var upperBound: Int
        if first.section == last.section {
            upperBound = head.isEmpty ? lowerBound : first.firstElement + head.upperBound
        } else {
            let tail = last.localElements(intersecting: -.infinity, up)
            upperBound = tail.isEmpty ? last.firstElement : last.firstElement + tail.upperBound
        }
        return lowerBound < upperBound ? lowerBound..<upperBound : 0..<0
    }

    /// Calls `body` with the span of every element in `range`, in order.
    ///
    /// - Complexity: O(log S + log m + sections and elements in `range`).
    public func forEachItem(in range: Range<Int>, _ body: (ItemSpan) throws -> Void) rethrows {
        try forEachElement(in: range) { element, _ in try body(element.span) }
    }

    /// The span of element `index` (`0 ..< count`).
    func span(ofElement index: Int) -> ItemSpan {
        let found = locate(element: index)
        let k = index - found.firstElement
        return ItemSpan(index: index, start: CGFloat(found.start + found.slot.section.localStart(ofElement: k)),
                        extent: CGFloat(found.slot.section.localExtent(ofElement: k)))
    }

    /// Calls `body` with every element of `range`, in order, with where it goes across the viewport and
    /// the section it belongs to.
    func forEachElement(in range: Range<Int>, _ body: (SectionElementSpan, SectionBounds) throws -> Void) rethrows {
        let clamped = range.clamped(to: 0..<count)
        guard !clamped.isEmpty else { return }
        try forEachSection(containing: clamped) { found, local in
            let bounds = found.bounds
            try found.forEachElement(in: local) { try body($0, bounds) }
        }
    }

    /// Calls `body` with every section holding elements of `range` (valid), with the local indices of
    /// those elements.
    func forEachSection(containing range: Range<Int>, _ body: (Located, Range<Int>) throws -> Void) rethrows {
        guard !range.isEmpty else { return }
        // From the first section on, in place: only the sections handed over are copied out of the tree.
        var found = cursor(atElement: range.lowerBound)
        while true {
            let first = found.firstElement
            let local = max(0, range.lowerBound - first)..<min(found.elementCount, max(0, range.upperBound - first))
            try body(found.located, local)
            guard found.endElement < range.upperBound, let next = found.next(in: self) else { return }
            found = next
        }
    }
}

/// One element as a walk over sections hands it over: where it lies along the axis, and across it.
struct SectionElementSpan {
    /// The element's flat index, start and extent.
    var span: ItemSpan
    /// What the element is within its section.
    var kind: ContentSection.LocalElement
    /// The item's column or lane in a grid or masonry section; 0 otherwise.
    var column: Int
    /// Where a grid's columns or a masonry's lanes lie across the viewport; nil for an element that
    /// spans it (a header, a footer, a list's item).
    var columns: ColumnGeometry?
}

extension SectionedExtents.Located {
    /// The last element of this section whose start is at or before `limit`, or nil.
    func lastElement(startingAtOrBefore limit: Double) -> ItemSpan? {
        let section = slot.section
        if section.footer != nil {
            let footer = start + section.footerStart
            if footer <= limit {
                return ItemSpan(index: firstElement + slot.elementCount - 1, start: CGFloat(footer), extent: CGFloat(section.footerExtent))
            }
        }
        let itemsStart = section.itemsStart
        if section.across != nil {
            if start + itemsStart <= limit {
                return ItemSpan(index: firstElement + section.firstItemElement, start: CGFloat(start + itemsStart), extent: CGFloat(section.itemsExtent))
            }
        } else if let item = lastItem(startingAtOrBefore: limit) {
            return item
        }
        if section.header != nil, start <= limit {
            return ItemSpan(index: firstElement, start: CGFloat(start + 0), extent: CGFloat(section.headerExtent))
        }
        return nil
    }

    /// The last item of this section (whose items flow along the axis) starting at or before `limit`.
    private func lastItem(startingAtOrBefore limit: Double) -> ItemSpan? {
        let section = slot.section
        let itemsStart = section.itemsStart
        func global(_ span: ItemSpan) -> Double { start + (itemsStart + Double(span.start)) }
        if section.items.count > 0, var found = section.items.lastItem(startingBefore: CGFloat(limit - start - itemsStart), inclusive: true) {
            // The section's model compares its own starts; settle on the item whose start, as this
            // model adds it up, is the last at or before `limit` (a masonry's starts do not increase).
            if case .lanes = section.items {} else {
                while found.index > 0, global(found) > limit {
                    found = section.items.spans(in: (found.index - 1)..<found.index)[0]
                }
                while found.index + 1 < section.items.count {
                    let next = section.items.spans(in: (found.index + 1)..<(found.index + 2))[0]
                    guard global(next) <= limit else { break }
                    found = next
                }
            }
            if global(found) <= limit {
                return ItemSpan(index: firstElement + section.firstItemElement + found.index, start: CGFloat(global(found)), extent: found.extent)
            }
        }
        return nil
    }

    /// Calls `body` with each element of `local` (indices within this section), in order.
    func forEachElement(in local: Range<Int>, _ body: (SectionElementSpan) throws -> Void) rethrows {
        try slot.forEachElement(firstElement: firstElement, start: start, in: local, body)
    }
}

extension ContentSection {
    /// Where local element `k` starts, from the section's start.
    func localStart(ofElement k: Int) -> Double {
        switch localKind(k) {
        case .header: return 0
        case let .item(item): return itemsStart + Double(try! items.offset(of: item))
        case .row: return itemsStart
        case .footer: return footerStart
        }
    }

    /// The extent of local element `k`.
    func localExtent(ofElement k: Int) -> Double {
        switch localKind(k) {
        case .header: return headerExtent
        case let .item(item): return Double(try! items.extent(of: item))
        case .row: return itemsExtent
        case .footer: return footerExtent
        }
    }
}

extension SectionSlot {
    /// Calls `body` with each element of `local` (indices within this section), in order, the section's
    /// first element being `firstElement` and its start `start`.
    func forEachElement(firstElement: Int, start: Double, in local: Range<Int>, _ body: (SectionElementSpan) throws -> Void) rethrows {
        guard !local.isEmpty else { return }
        if geometry.hasHeader, local.contains(0) { try body(geometry.header(firstElement: firstElement, start: start)) }
        let items = geometry.items(in: local)
        if geometry.scrollsAcross, !items.isEmpty {
            try body(geometry.row(firstElement: firstElement, start: start))
        } else if !items.isEmpty {
            try forEachItemElement(firstElement: firstElement, start: start, items: items, body)
        }
        if geometry.hasFooter, local.contains(elementCount - 1) {
            try body(geometry.footer(lastElement: firstElement + elementCount - 1, start: start))
        }
    }

    /// Calls `body` with each of `items` (indices among the section's items, which flow along the axis),
    /// in order, the section's first element being `firstElement` and its start `start`.
    func forEachItemElement(firstElement: Int, start: Double, items: Range<Int>, _ body: (SectionElementSpan) throws -> Void) rethrows {
        // Locals, so that the closure run for every item captures numbers, not this section.
        let (sectionStart, itemsStart) = (start, geometry.itemsStart)
        let columns = section.items.columnGeometry
        let base = firstElement + geometry.firstItemElement
        try section.items.forEachItemWithColumn(in: items) { span, column in
            try body(SectionElementSpan(
                span: ItemSpan(index: base + span.index, start: CGFloat(sectionStart + (itemsStart + Double(span.start))), extent: span.extent),
                kind: .item(span.index), column: column, columns: columns))
        }
    }
}

extension SectionCursor {
    /// The local indices of this section's elements that overlap `lower ..< upper` (smallest range
    /// holding them all), read in place: the cached numbers, and the items' model for its search.
    func localElements(intersecting lower: Double, _ upper: Double) -> Range<Int> {
        let (start, geometry, elementCount) = (self.start, self.geometry, self.elementCount)
        var low = Int.max
        var high = Int.min
        func overlaps(_ elementStart: Double, _ extent: Double) -> Bool {
            elementStart < upper && elementStart + extent > lower
        }
        if geometry.hasHeader, overlaps(start, geometry.headerExtent) {
            low = 0
            high = 1
        }
        // Unbounded ends become bounds just past the items, which the items' models search as usual.
        let itemsStart = start + geometry.itemsStart
        let items: Range<Int>
        if geometry.scrollsAcross {
            items = overlaps(itemsStart, geometry.itemsExtent) ? 0..<1 : 0..<0
        } else {
            items = withSlot { slot in
                let localLower = lower == -.infinity ? -1 : lower - itemsStart
                let localUpper = upper == .infinity ? Double(slot.pointee.section.items.totalExtent) + 1 : upper - itemsStart
                return slot.pointee.section.items.indices(intersecting: CGFloat(localLower), CGFloat(localUpper))
            }
        }
        if !items.isEmpty {
            low = min(low, geometry.firstItemElement + items.lowerBound)
            high = max(high, geometry.firstItemElement + items.upperBound)
        }
        if geometry.hasFooter, overlaps(start + geometry.footerStart, geometry.footerExtent) {
            low = min(low, elementCount - 1)
            high = elementCount
        }
        return low < high ? low..<high : 0..<0
    }
}
