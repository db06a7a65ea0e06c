import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// A validated ``SectionBatchUpdate``: the sections after it, and the same change as a batch update of
/// flat element indices, which renumbers windows, live views and anchors exactly as a list's does.
///
/// Building it changes nothing: the new sections are a copy (sharing storage until it changes).
struct SectionUpdatePlan {
    /// The sections after the update.
    let sections: SectionedExtents
    /// The update's effect on flat element indices: deletions, insertions, moves and reloads.
    let mapping: BatchUpdateMapping
    /// How sections were renumbered.
    let sectionMapping: BatchUpdateMapping

    /// Validates `update` against `old` (and `reportedItemCounts`, the data's item count in each section
    /// afterwards, when given) and works out its result.
    ///
    /// - Complexity: O((changes + 1) · log n), plus the elements of sections deleted, inserted or moved
    ///   whole, each of which renumbers.
    init(_ update: SectionBatchUpdate, applyingTo old: SectionedExtents, reportedItemCounts: [Int]?) throws(LazyScrollError) {
        let sectionMapping = try Self.sectionMapping(update, oldCount: old.sectionCount, reportedCount: reportedItemCounts?.count)
        let newSectionCount = sectionMapping.newCount
        for insertion in update.sectionInsertions { try insertion.section.validate(index: insertion.index) }
        let inserted = Dictionary(update.sectionInsertions.map { ($0.index, $0.section) }, uniquingKeysWith: { first, _ in first })
        let boundaryReloads = try Self.boundaryReloads(update.headerAndFooterReloads, in: sectionMapping)

        // Item changes, by old section (removals) and by new section (additions).
        var removed: [Int: [Int]] = [:]
        var reloadedItems: [Int: [Int]] = [:]
        var added: [Int: [Int]] = [:]
        var oldCounts: [Int: Int] = [:]
        func oldCount(_ section: Int) -> Int {
            if let known = oldCounts[section] { return known }
            let count = old.locate(section: section).slot.itemCount
            oldCounts[section] = count
            return count
        }
        func checkOld(_ path: ItemPath, _ kind: String) throws(LazyScrollError) {
            try Self.check(section: path.section, in: 0..<old.sectionCount, kind)
            if sectionMapping.deleted.binarySearch(path.section) != nil, kind != "item move source" {
                throw .inconsistentBatchUpdate(.conflictingItemOperations(path: path, first: "section deletion", second: kind))
            }
            if sectionMapping.reloaded.binarySearch(path.section) != nil {
                throw .inconsistentBatchUpdate(.conflictingItemOperations(path: path, first: "section reload", second: kind))
            }
            let count = oldCount(path.section)
            if !(0..<count).contains(path.item) {
                throw .inconsistentBatchUpdate(.indexOutOfRange(kind: "\(kind) in section \(path.section)", index: path.item, valid: 0..<count))
            }
        }
        var oldPaths: [ItemPath: String] = [:]
        func claimOld(_ path: ItemPath, _ kind: String) throws(LazyScrollError) {
            try checkOld(path, kind)
            if let first = oldPaths.updateValue(kind, forKey: path) {
                if first == kind { throw .inconsistentBatchUpdate(.duplicateIndex(kind: "\(kind) in section \(path.section)", index: path.item)) }
                throw .inconsistentBatchUpdate(.conflictingItemOperations(path: path, first: first, second: kind))
            }
        }
        for path in update.itemDeletions {
            try claimOld(path, "item deletion")
            removed[path.section, default: []].append(path.item)
        }
        for path in update.itemReloads {
            try claimOld(path, "item reload")
            reloadedItems[path.section, default: []].append(path.item)
        }
        for move in update.itemMoves {
            try claimOld(move.from, "item move source")
            removed[move.from.section, default: []].append(move.from.item)
        }
        let reloadedSectionImages = Set(sectionMapping.reloaded.compactMap { sectionMapping.newIndex(ofOld: $0) })
        var newPaths: [ItemPath: String] = [:]
        func claimNew(_ path: ItemPath, _ kind: String) throws(LazyScrollError) {
            try Self.check(section: path.section, in: 0..<newSectionCount, kind)
            if inserted[path.section] != nil, kind == "item insertion" {
                throw .inconsistentBatchUpdate(.conflictingItemOperations(path: path, first: "section insertion", second: kind))
            }
            if reloadedSectionImages.contains(path.section) {
                throw .inconsistentBatchUpdate(.conflictingItemOperations(path: path, first: "section reload", second: kind))
            }
            if newPaths.updateValue(kind, forKey: path) != nil {
                throw .inconsistentBatchUpdate(.duplicateIndex(kind: "item insertion or move destination in section \(path.section)", index: path.item))
            }
        }
        for path in update.itemInsertions {
            try claimNew(path, "item insertion")
            added[path.section, default: []].append(path.item)
        }
        var carriedFrom: [ItemPath: ItemPath] = [:]
        for move in update.itemMoves {
            try claimNew(move.to, "item move destination")
            carriedFrom[move.to] = move.from
            if inserted[move.to.section] == nil { added[move.to.section, default: []].append(move.to.item) }
        }

        // Every new section's item count, checked against the data's and against the paths that name it.
        var newCounts: [Int: Int] = [:]
        func newCount(_ section: Int) -> Int {
            if let known = newCounts[section] { return known }
            let count: Int
            if let shape = inserted[section] {
                count = shape.items.count
            } else {
                let source = sectionMapping.oldIndex(ofNew: section)!
                count = oldCount(source) - (removed[source]?.count ?? 0) + (added[section]?.count ?? 0)
            }
            newCounts[section] = count
            return count
        }
        for path in newPaths.keys.sorted() where !(0..<newCount(path.section)).contains(path.item) {
            throw .inconsistentBatchUpdate(.indexOutOfRange(
                kind: "\(newPaths[path]!) in section \(path.section)", index: path.item, valid: 0..<newCount(path.section)))
        }
        if let reportedItemCounts {
            for (section, reported) in reportedItemCounts.enumerated() where reported != newCount(section) {
                let source = inserted[section] == nil ? sectionMapping.oldIndex(ofNew: section) : nil
                throw .inconsistentBatchUpdate(.itemCountMismatch(
                    section: section, before: source.map(oldCount) ?? 0, removed: source.flatMap { removed[$0]?.count } ?? 0,
                    added: source == nil ? newCount(section) : (added[section]?.count ?? 0), reported: reported))
            }
        }
        for (path, extent) in update.insertedItemExtents.sorted(by: { $0.key < $1.key }) {
            guard newPaths[path] == "item insertion" else { throw .inconsistentBatchUpdate(.extentForItemNotInserted(path: path)) }
            try LazyScrollError.check(extent, .finiteAndNotNegative, "extent of inserted item \(path)")
            let source = sectionMapping.oldIndex(ofNew: path.section)!
            try old.locate(section: source).slot.section.items.checkInsertable([path.item: extent])
        }

        // The new sections: items leave their old sections, sections move, items arrive.
        var carried: [ItemPath: Double] = [:]
        for (to, from) in carriedFrom {
            carried[to] = old.locate(section: from.section).slot.section.items.storedValues(in: from.item..<(from.item + 1))[0]
        }
        var sections = old
        for (section, items) in removed where sectionMapping.deleted.binarySearch(section) == nil {
            let sorted = items.sorted()
            try! sections.updateSection(section) { (shape) throws(LazyScrollError) in
                Self.forEachRun(of: sorted, reversed: true) { try! shape.items.removeItems(in: $0) }
            }
        }
        var moving: [Int: ContentSection] = [:]
        for move in sectionMapping.moves { moving[move.to] = sections.locate(section: move.from).slot.section }
        Self.forEachRun(of: sectionMapping.vacated, reversed: true) { try! sections.removeSections(in: $0) }
        Self.forEachRun(of: sectionMapping.filled, reversed: false) { run in
            try! sections.insertSections(run.map { moving[$0] ?? inserted[$0]! }, at: run.lowerBound)
        }
        for (section, items) in added {
            let sorted = items.sorted()
            try! sections.updateSection(section) { (shape) throws(LazyScrollError) in
                Self.forEachRun(of: sorted, reversed: false) { run in
                    let values = run.map { item -> Double in
                        let path = ItemPath(section: section, item: item)
                        return carried[path] ?? update.insertedItemExtents[path].map(Double.init) ?? .nan
                    }
                    try! shape.items.insertStoredValues(values, at: run.lowerBound)
                }
            }
        }
        // Items moved into inserted sections take their extents along where the section's model can hold them.
        for (path, value) in carried where inserted[path.section] != nil && !value.isNaN {
            try! sections.updateSection(path.section) { (shape) throws(LazyScrollError) in
                try? shape.items.setExtent(CGFloat(value), of: path.item)
            }
        }

        // The same change over flat element indices. The items of a row scrolling across are not
        // elements: the row stays (its scroller plays the change among its items, see
        // AcrossItemChanges), and an item moving in or out of it is inserted or deleted on the other side.
        var flat = BatchUpdate()
        func oldElement(_ path: ItemPath) -> Int? {
            let found = old.locate(section: path.section)
            guard found.slot.section.across == nil else { return nil }
            return found.firstElement + found.slot.section.firstItemElement + path.item
        }
        func newElement(_ path: ItemPath) -> Int? {
            let found = sections.locate(section: path.section)
            guard found.slot.section.across == nil else { return nil }
            return found.firstElement + found.slot.section.firstItemElement + path.item
        }
        for path in update.itemDeletions {
            if let element = oldElement(path) { flat.deletions.append(element) }
        }
        for path in update.itemInsertions {
            if let element = newElement(path) { flat.insertions.append(element) }
        }
        for move in update.itemMoves {
            switch (oldElement(move.from), newElement(move.to)) {
            case let (from?, to?): flat.moves.append(BatchUpdate.Move(from: from, to: to))
            case let (from?, nil): flat.deletions.append(from)
            case let (nil, to?): flat.insertions.append(to)
            case (nil, nil): break
            }
        }
        // A batch update cannot move and reload one element: a reloaded item of a moved section is
        // deleted and inserted instead (its extent stays with it in the sections).
        var replacedItems: [Int: Set<Int>] = [:]
        for path in update.itemReloads {
            guard let element = oldElement(path) else { continue }
            if let moved = sectionMapping.moves.first(where: { $0.from == path.section }) {
                replacedItems[path.section, default: []].insert(path.item)
                flat.deletions.append(element)
                let items = try BatchUpdateMapping(
                    validating: BatchUpdate(deletions: (removed[path.section] ?? []).sorted(), insertions: (added[moved.to] ?? []).sorted()),
                    oldCount: oldCount(path.section))
                flat.insertions.append(newElement(ItemPath(section: moved.to, item: items.newIndex(ofOld: path.item)!))!)
            } else {
                flat.reloads.append(element)
            }
        }
        for section in boundaryReloads where sectionMapping.vacated.binarySearch(section) == nil {
            let found = old.locate(section: section)
            if found.slot.section.header != nil { flat.reloads.append(found.firstElement) }
            if found.slot.section.footer != nil { flat.reloads.append(found.firstElement + found.slot.elementCount - 1) }
        }
        for section in sectionMapping.deleted {
            let found = old.locate(section: section)
            let leaving = Set(removed[section] ?? [])
            for k in 0..<found.slot.elementCount {
                if case let .item(item) = found.slot.section.localKind(k), leaving.contains(item) { continue }
                flat.deletions.append(found.firstElement + k)
            }
        }
        for section in sectionMapping.reloaded {
            let found = old.locate(section: section)
            flat.reloads.append(contentsOf: found.firstElement..<(found.firstElement + found.slot.elementCount))
        }
        for move in sectionMapping.moves {
            let before = old.locate(section: move.from)
            let after = sections.locate(section: move.to)
            let leaving = (removed[move.from] ?? []).sorted()
            let arriving = (added[move.to] ?? []).sorted()
            let items = try BatchUpdateMapping(
                validating: BatchUpdate(deletions: leaving, insertions: arriving), oldCount: before.slot.itemCount)
            let shape = before.slot.section
            // A moved section's reloaded header or footer is deleted and inserted rather than moved.
            let reloadsBoundaries = boundaryReloads.binarySearch(move.from) != nil
            for k in 0..<before.slot.elementCount {
                let to: Int
                var replaced = false
                switch shape.localKind(k) {
                case .header:
                    to = after.firstElement
                    replaced = reloadsBoundaries
                case .footer:
                    to = after.firstElement + after.slot.elementCount - 1
                    replaced = reloadsBoundaries
                case .row:
                    to = after.firstElement + after.slot.section.firstItemElement
                case let .item(item):
                    guard let new = items.newIndex(ofOld: item), replacedItems[move.from]?.contains(item) != true else { continue }
                    to = after.firstElement + after.slot.section.firstItemElement + new
                }
                if replaced {
                    flat.deletions.append(before.firstElement + k)
                    flat.insertions.append(to)
                } else {
                    flat.moves.append(BatchUpdate.Move(from: before.firstElement + k, to: to))
                }
            }
        }
        for (section, shape) in inserted {
            let first = sections.locate(section: section).firstElement
            for k in 0..<shape.elementCount {
                if case let .item(item) = shape.localKind(k), carriedFrom[ItemPath(section: section, item: item)] != nil { continue }
                flat.insertions.append(first + k)
            }
        }
        self.sections = sections
        self.sectionMapping = sectionMapping
        self.mapping = try BatchUpdateMapping(validating: flat, oldCount: old.count, reportedCount: sections.count)
    }

    /// The sections' own batch update, validated, with errors that say they are about sections.
    private static func sectionMapping(_ update: SectionBatchUpdate, oldCount: Int, reportedCount: Int?) throws(LazyScrollError) -> BatchUpdateMapping {
        let sections = BatchUpdate(
            deletions: update.sectionDeletions, insertions: update.sectionInsertions.map(\.index), moves: update.sectionMoves,
            reloads: update.sectionReloads)
        do {
            return try BatchUpdateMapping(validating: sections, oldCount: oldCount, reportedCount: reportedCount)
        } catch {
            guard case let .inconsistentBatchUpdate(reason) = error else { throw error }
            switch reason {
            case let .countMismatch(before, deleted, inserted, reported):
                throw .inconsistentBatchUpdate(.sectionCountMismatch(before: before, deleted: deleted, inserted: inserted, reported: reported))
            case let .indexOutOfRange(kind, index, valid):
                throw .inconsistentBatchUpdate(.indexOutOfRange(kind: "section \(kind)", index: index, valid: valid))
            case let .duplicateIndex(kind, index):
                throw .inconsistentBatchUpdate(.duplicateIndex(kind: "section \(kind)", index: index))
            case let .conflictingOperations(index, first, second):
                throw .inconsistentBatchUpdate(.conflictingOperations(index: index, first: "section \(first)", second: "section \(second)"))
            default:
                throw error
            }
        }
    }

    /// The sections whose header and footer reload, sorted: each a section that exists and is neither
    /// deleted nor reloaded whole.
    private static func boundaryReloads(_ sections: [Int], in mapping: BatchUpdateMapping) throws(LazyScrollError) -> [Int] {
        let sorted = sections.sorted()
        for (k, section) in sorted.enumerated() {
            if !(0..<mapping.oldCount).contains(section) {
                throw .inconsistentBatchUpdate(.indexOutOfRange(kind: "header and footer reload", index: section, valid: 0..<mapping.oldCount))
            }
            if k > 0 && sorted[k - 1] == section {
                throw .inconsistentBatchUpdate(.duplicateIndex(kind: "header and footer reload", index: section))
            }
            if mapping.deleted.binarySearch(section) != nil {
                throw .inconsistentBatchUpdate(.conflictingOperations(index: section, first: "section deletion", second: "header and footer reload"))
            }
            if mapping.reloaded.binarySearch(section) != nil {
                throw .inconsistentBatchUpdate(.conflictingOperations(index: section, first: "section reload", second: "header and footer reload"))
            }
        }
        return sorted
    }

    /// Throws unless `section`, named by an operation of `kind`, is in `valid`.
    private static func check(section: Int, in valid: Range<Int>, _ kind: String) throws(LazyScrollError) {
        if !valid.contains(section) {
            throw .inconsistentBatchUpdate(.indexOutOfRange(kind: "section of \(kind)", index: section, valid: valid))
        }
    }

    /// Calls `body` with each run of consecutive values of ascending `sorted`, last run first when
    /// `reversed` (removing runs from the end keeps the earlier ones' indices valid).
    static func forEachRun(of sorted: [Int], reversed: Bool, _ body: (Range<Int>) -> Void) {
        var runs: [Range<Int>] = []
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count && sorted[end] == sorted[end - 1] + 1 { end += 1 }
            runs.append(sorted[start]..<(sorted[end - 1] + 1))
            start = end
        }
        for run in reversed ? runs.reversed() : runs { body(run) }
    }
}
