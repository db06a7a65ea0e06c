import LazyScroll

// In a list of sections, headers and footers share the rows' index space but are labels, not data: the
// cursor and the selection stay on items, as UICollectionView never selects a supplementary view.
extension TerminalList {
    /// The rows that are a section's header or footer, none for a list without sections.
    ///
    /// - Complexity: O(s) for the s sections whose rows meet `rows`.
    func supplementaryRows(in rows: Range<Int>) -> IndexRanges {
        var found: [Int] = []
        guard let sections, !rows.isEmpty, let first = try? sections.element(at: rows.lowerBound),
              let last = try? sections.element(at: rows.upperBound - 1) else { return IndexRanges() }
        for section in first.section...last.section {
            guard let elements = try? sections.elements(ofSection: section),
                  let content = try? sections.section(section) else { continue }
            if content.header != nil, rows.contains(elements.lowerBound) { found.append(elements.lowerBound) }
            if content.footer != nil, rows.contains(elements.upperBound - 1) { found.append(elements.upperBound - 1) }
        }
        return IndexRanges(found)
    }

    /// Whether `row` is a section's header or footer.
    func isSupplementary(_ row: Int) -> Bool {
        guard let sections, let element = try? sections.element(at: row) else { return false }
        if case .item = element { return false }
        return true
    }

    /// The item a cursor aimed at `row` lands on: `row` itself, or for a header or footer the nearest item
    /// after it (before it when none follows); nil when the list has no items.
    ///
    /// - Complexity: O(k log s) for the k headers and footers in a row from `row` (empty sections).
    func nearestItemRow(to row: Int) -> Int? {
        guard isSupplementary(row) else { return row }
        let count = items.controller.dataCount
        if let after = (row + 1..<count).lazy.first(where: { !isSupplementary($0) }) { return after }
        return (0..<row).reversed().lazy.first { !isSupplementary($0) }
    }

    /// The headers and footers from `anchor` to `row`, both included; none without an anchor.
    func supplementaryRows(between anchor: Int?, and row: Int) -> IndexRanges {
        guard let anchor else { return IndexRanges() }
        return supplementaryRows(in: min(anchor, row)..<(max(anchor, row) + 1))
    }
}
